// The event's disputes by round and board: the recorded ones (to replay:
// reopened with their situation and play) and the drafts (to reopen or discard).
import { useEffect, useState } from "preact/hooks";
import { AppError, commands, type DisputeDraftView, type DisputeView } from "../../ipc";
import { useI18n } from "../../i18n";
import { ErrorBox } from "../../components/Async";
import { textIn } from "./model";

export function DisputeList({ current, onReplay, onReopen }: { current: number | null; onReplay: (d: DisputeView) => void; onReopen: (d: DisputeDraftView) => void }) {
  const { t, lang } = useI18n();
  const [recorded, setRecorded] = useState<DisputeView[]>([]);
  const [drafts, setDrafts] = useState<DisputeDraftView[]>([]);
  const [error, setError] = useState<AppError | null>(null);
  const load = () => {
    commands.listDisputes().then(setRecorded, setError);
    commands.disputeDrafts().then(setDrafts, setError);
  };
  useEffect(load, []);
  const where = (round: number | null, board: number | null) =>
    round != null && board != null ? t("ui-dispute-board-of", { round, board }) : t("ui-dispute-no-board");
  return (
    <div class="dispute-list" data-testid="dispute-list">
      {error && <ErrorBox error={error} />}
      {recorded.length === 0 && drafts.length === 0 && <p class="muted">{t("ui-dispute-none-yet")}</p>}
      {drafts.length > 0 && <h3 class="small">{t("ui-dispute-drafts-heading")}</h3>}
      <ul class="plain">
        {drafts.map((d) => (
          <li data-draft={d.id} class={d.id === current ? "selected" : ""}>
            <span class="badge">{t("ui-dispute-draft")}</span> {where(d.draft.round, d.draft.board)}
            {" "}<button type="button" class="link small" onClick={() => onReopen(d)}>{t("ui-dispute-reopen")}</button>
            {" "}<button type="button" class="link small" onClick={() => commands.discardDisputeDraft(d.id).then(load, setError)}>{t("ui-dispute-discard")}</button>
          </li>
        ))}
      </ul>
      {recorded.length > 0 && <h3 class="small">{t("ui-dispute-recorded-heading")}</h3>}
      <ul class="plain">
        {recorded.map((d) => (
          <li data-seq={d.seq}>
            <span class="badge">#{d.seq}</span> {where(d.round, d.board)} · <span data-engine-text>{textIn(lang, d.sentence)}</span>
            {" "}<button type="button" class="link small" onClick={() => onReplay(d)}>{t("ui-dispute-reopen")}</button>
          </li>
        ))}
      </ul>
    </div>
  );
}
