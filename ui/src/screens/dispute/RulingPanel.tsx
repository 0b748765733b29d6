// The ruling, readable at a glance: the verdict sentence first, large; what
// changed; then the trace, each step with its layer's name, its text and its
// clause (click: the clause's text). No engine identifier reaches the screen.
import { useState } from "preact/hooks";
import type { RulingView } from "../../ipc";
import { useI18n } from "../../i18n";
import { PrintButton } from "../../components/Print";
import { textIn } from "./model";

export function RulingPanel({ ruling, after, onToggle, recordedRound }: {
  ruling: RulingView; after: boolean; onToggle: (after: boolean) => void;
  /** Once the decision is recorded: its round (null without a board), for printing its incident sheet. */
  recordedRound?: number | null;
}) {
  const { t, lang } = useI18n();
  const [clause, setClause] = useState<string | null>(null);
  const shown = ruling.clauses.find((c) => c.id === clause);
  return (
    <div class="ruling-panel" data-testid="ruling">
      <p class={`verdict verdict-${ruling.verdict}`} data-testid="verdict" data-verdict={ruling.verdict}>{textIn(lang, ruling.sentence)}</p>
      <div class="tabs" role="radiogroup">
        <button type="button" role="radio" data-view="before" aria-checked={!after} class={!after ? "active" : ""} onClick={() => onToggle(false)}>{t("ui-dispute-before")}</button>
        <button type="button" role="radio" data-view="after" aria-checked={after} class={after ? "active" : ""} onClick={() => onToggle(true)}>{t("ui-dispute-after")}</button>
      </div>
      {ruling.changes.length > 0 && (
        <>
          <h3 class="small">{t("ui-dispute-changes")}</h3>
          <ul class="changes small" data-testid="changes">
            {ruling.changes.map((c) => <li data-kind={c.kind}>{textIn(lang, c.text)}</li>)}
          </ul>
        </>
      )}
      <h3 class="small">{t("ui-dispute-trace")}</h3>
      <ol class="trace small" data-testid="trace">
        {ruling.trace.map((s) => (
          <li data-layer={s.layer}>
            <button type="button" class="badge clause-link" data-clause={s.clause} onClick={() => setClause(clause === s.clause ? null : s.clause)}>{s.clause}</button>
            <span class="layer muted">{textIn(lang, s.layerName)}</span> {lang === "es" ? s.es || s.en : s.en || s.es}
          </li>
        ))}
      </ol>
      {recordedRound !== undefined && (
        <div class="form-actions">
          <PrintButton form="incident" round={recordedRound} label={t("ui-dispute-print-sheet")} />
        </div>
      )}
      {clause && (
        <p class="clause-text small" data-testid="clause-text" data-rule-text>
          <span class="badge">{clause}</span>{shown?.text ? textIn(lang, shown.text) : t("ui-dispute-clause-missing")}
        </p>
      )}
    </div>
  );
}
