// Where a dispute from a board's record stands: "from the board's record,
// after event k of n", and the step chooser (the record's events by their SAN
// or card name). Choosing a step asks the shell for the situation at that
// step (dispute_start with atStep): the situation is the disputed moment.
import type { DisputeDeck, DisputeRecordView, Event } from "../../ipc";
import { useI18n } from "../../i18n";
import { textIn } from "./model";

export function RecordStep({ record, deck, onStep }: { record: DisputeRecordView; deck: DisputeDeck | null; onStep: (step: number) => void }) {
  const { t, lang } = useI18n();
  const card = (code: string) => {
    const c = deck?.cards.find((x) => x.code.toUpperCase() === code.toUpperCase());
    return c ? `${textIn(lang, c.name)} (${c.code})` : code;
  };
  const words = (e: Event, san: string | null): string => {
    if (san) return san;
    if (e.move) return e.move;
    if (e.card ?? e.react) return card((e.card ?? e.react)!);
    if (e.pass) return t("ui-dispute-event-pass");
    if (e.claim) return t("ui-dispute-event-claim");
    if (e.flag) return t("ui-dispute-event-flag");
    if (e.resign) return t("ui-dispute-event-resign");
    if (e.draw) return t("ui-dispute-event-draw");
    return t("ui-dispute-event-agreed-draw");
  };
  return (
    <div class="record-step" data-testid="record-step">
      <p class="small" data-testid="record-from">{t("ui-dispute-from-record", { step: record.step, events: record.events.length })}</p>
      <label class="small">
        {t("ui-dispute-record-step")}{" "}
        <select data-testid="record-step-select" value={String(record.step)} onChange={(ev) => onStep(Number((ev.target as HTMLSelectElement).value))}>
          <option value="0">{t("ui-dispute-step-start")}</option>
          {record.events.map((s, k) => (
            <option value={String(k + 1)}>
              {t(s.rejected ? "ui-dispute-step-refused" : "ui-dispute-step", { number: k + 1, event: words(s.event, s.san) })}
            </option>
          ))}
        </select>
      </label>
      {record.limits.length > 0 && (
        <p class="small muted" data-testid="record-limits">
          {t("ui-dispute-limits", { limits: record.limits.map((l) => t("ui-dispute-limit", { limit: l })).join("; ") })}
        </p>
      )}
    </div>
  );
}
