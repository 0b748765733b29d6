// A round's boards: white, result, black, with pairing numbers and ratings.
// Clicking a row (or Enter on it) selects its board, when `onSelect` is given.
import type { RoundView } from "../ipc";
import { useI18n } from "../i18n";
import { useNav } from "../nav";

export function BoardsTable({ round, highlight, onSelect, disputes }: { round: RoundView; highlight?: number | null; onSelect?: (board: number) => void; disputes?: boolean }) {
  const { t } = useI18n();
  const nav = useNav();
  return (
    <table class={onSelect ? "data boards selectable" : "data boards"} data-testid="boards">
      <thead>
        <tr><th>{t("ui-boards-board")}</th><th>{t("ui-boards-no")}</th><th>{t("ui-boards-white")}</th><th>Elo</th><th class="center">{t("ui-boards-result")}</th><th>{t("ui-boards-no")}</th><th>{t("ui-boards-black")}</th><th>Elo</th>{disputes && <th />}</tr>
      </thead>
      <tbody>
        {round.boards.map((b) => (
          <tr data-board={b.board} class={highlight === b.board ? "selected" : ""}
            tabIndex={onSelect && b.black ? 0 : undefined}
            onClick={onSelect && b.black ? () => onSelect(b.board) : undefined}
            onKeyDown={onSelect && b.black ? (e) => { if (e.key === "Enter") { e.preventDefault(); onSelect(b.board); } } : undefined}>
            <td class="num">{b.board}</td>
            <td class="num">{b.white.pairingNumber}</td><td>{b.white.name}</td><td class="num">{b.white.rating || ""}</td>
            <td class="center result mono" data-testid={`result-${b.board}`}>
              {b.black ? (b.result || (b.kind === "adjourned" ? t("label-result-kind-adjourned") : "–")) : ""}
            </td>
            {b.black ? (
              <><td class="num">{b.black.pairingNumber}</td><td>{b.black.name}</td><td class="num">{b.black.rating || ""}</td></>
            ) : (
              <td colSpan={3} class="muted">{t("ui-boards-bye")}</td>
            )}
            {disputes && (
              <td>{b.black && (
                <button type="button" class="link small" data-dispute={b.board}
                  onClick={(e) => { e.stopPropagation(); nav.openDispute({ round: round.number, board: b.board }); }}>{t("ui-dispute-new")}</button>
              )}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
