// A round's boards: white, result, black, with pairing numbers and ratings.
import type { RoundView } from "../ipc";
import { useTr } from "../i18n";

export function BoardsTable({ round, highlight }: { round: RoundView; highlight?: number | null }) {
  const tr = useTr();
  return (
    <table class="data boards" data-testid="boards">
      <thead>
        <tr><th>{tr("Mesa", "Board")}</th><th>{tr("N.º", "No.")}</th><th>{tr("Blancas", "White")}</th><th>Elo</th><th class="center">{tr("Resultado", "Result")}</th><th>{tr("N.º", "No.")}</th><th>{tr("Negras", "Black")}</th><th>Elo</th></tr>
      </thead>
      <tbody>
        {round.boards.map((b) => (
          <tr data-board={b.board} class={highlight === b.board ? "selected" : ""}>
            <td class="num">{b.board}</td>
            <td class="num">{b.white.pairingNumber}</td><td>{b.white.name}</td><td class="num">{b.white.rating || ""}</td>
            <td class="center result mono" data-testid={`result-${b.board}`}>{b.result || "–"}</td>
            {b.black ? (
              <><td class="num">{b.black.pairingNumber}</td><td>{b.black.name}</td><td class="num">{b.black.rating || ""}</td></>
            ) : (
              <td colSpan={3} class="muted">{tr("exento (bye)", "bye")}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
