// The arbiter's choice of sanction for an incident (AM-AA, AM-AC; FIDE
// 12.9), shared by the Incidents screen and the dispute's record form: apply
// the ladder's suggestion, another sanction (the FIDE 12.9 penalties, each
// with its parameters) with a reason, or no sanction with a reason. It edits
// the shell's typed `SanctionForm`; the store decides what is refused, and a
// refusal shows at its field (the fine's amount, the reason…).
import type { AppError, PenaltyForm, PenaltyView, SanctionForm, SanctionMode } from "../ipc";
import { useI18n, type MessageKey } from "../i18n";
import { ErrorBox } from "./Async";

/** The three choices, in the order the screens offer them. */
const MODES: { mode: SanctionMode; label: MessageKey }[] = [
  { mode: "suggested", label: "ui-incidents-apply-suggestion" },
  { mode: "deviate", label: "ui-incidents-another-sanction-reason" },
  { mode: "none", label: "ui-incidents-no-sanction-reason" },
];

/** A blank choice: the ladder's suggestion. */
export const SUGGESTED: SanctionForm = { mode: "suggested", penalties: [], reason: "" };

/** Where a refusal of the sanction belongs: a penalty's row, the list, or the reason. */
export type SanctionField = { penalty: string } | "penalties" | "reason";

/** The field of the choice a refusal names by its message code, or null when it is not the choice's. */
export function sanctionFieldOf(e: AppError | null): SanctionField | null {
  if (!e) return null;
  switch (e.messageCode) {
    case "app-fine-needs-amount": return { penalty: "fine" };
    case "app-exclusion-needs-rounds": return { penalty: "excluded-from-rounds" };
    case "app-penalty-needs-time":
    case "app-unknown-penalty": return "penalties";
    case "store-discipline-deviation-unexplained":
    case "store-discipline-no-sanction-unexplained": return "reason";
    default: return null;
  }
}

function useText() {
  const { lang } = useI18n();
  return (t: { es: string; en: string }) => (lang === "es" ? t.es || t.en : t.en || t.es);
}

/**
 * The three choices over `value`; "another sanction" opens the penalty list,
 * any choice but the suggestion asks for the reason. `error`, when it is the
 * choice's, shows at its field.
 */
export function SanctionChoice({ penalties, value, onChange, error }: {
  penalties: PenaltyView[]; value: SanctionForm; onChange: (v: SanctionForm) => void; error?: AppError | null;
}) {
  const { t } = useI18n();
  const field = sanctionFieldOf(error ?? null);
  return (
    <div class="wide sanction-choice" data-testid="sanction-choice">
      <div class="choice" role="radiogroup">
        {MODES.map(({ mode, label }) => (
          <label class="check"><input type="radio" name="mode" value={mode} checked={value.mode === mode} onChange={() => onChange({ ...value, mode })} /> {t(label)}</label>
        ))}
      </div>
      {value.mode === "deviate" && (
        <PenaltyPicker all={penalties} value={value.penalties} onChange={(p) => onChange({ ...value, penalties: p })} error={field && field !== "reason" ? error : null} />
      )}
      {value.mode !== "suggested" && (
        <label class="reason">{t("ui-incidents-reason-required-am-ac")}
          <input name="reason" value={value.reason} aria-invalid={field === "reason"} data-user-text onInput={(e) => onChange({ ...value, reason: (e.target as HTMLInputElement).value })} />
        </label>
      )}
      {field === "reason" && error && <ErrorBox error={error} />}
    </div>
  );
}

/** Choose penalties from FIDE 12.9 with their parameters; a refusal of one shows at its row. */
export function PenaltyPicker({ all, value, onChange, error }: {
  all: PenaltyView[]; value: PenaltyForm[]; onChange: (p: PenaltyForm[]) => void; error?: AppError | null;
}) {
  const { t } = useI18n();
  const text = useText();
  const field = sanctionFieldOf(error ?? null);
  const at = field && typeof field === "object" ? field.penalty : null;
  const has = (tag: string) => value.find((v) => v.penalty === tag);
  const toggle = (p: PenaltyView) => onChange(has(p.spec.penalty) ? value.filter((v) => v.penalty !== p.spec.penalty) : [...value, { ...p.spec }]);
  const patch = (tag: string, change: Partial<PenaltyForm>) => onChange(value.map((v) => (v.penalty === tag ? { ...v, ...change } : v)));
  return (
    <div class="wide penalties" data-testid="penalty-picker">
      {all.map((p) => {
        const tag = p.spec.penalty;
        const chosen = has(tag);
        return (
          <div class="penalty-row" data-row={tag}>
            <label class="check"><input type="checkbox" data-penalty={tag} checked={!!chosen} onChange={() => toggle(p)} /> <span class="badge">{p.article}</span> {text(p.text)}</label>
            {chosen && chosen.ms != null && <label class="inline">{t("ui-incidents-seconds")} <input type="number" name={`${tag}-seconds`} class="narrow" value={chosen.ms / 1000} onInput={(e) => patch(tag, { ms: Number((e.target as HTMLInputElement).value) * 1000 })} /></label>}
            {chosen && tag === "fine" && <label class="inline">{t("ui-incidents-amount")} <input name="fine-amount" class="narrow" aria-invalid={at === tag} data-user-text value={chosen.amount ?? ""} onInput={(e) => patch(tag, { amount: (e.target as HTMLInputElement).value })} /></label>}
            {chosen && tag === "excluded-from-rounds" && <label class="inline">{t("ui-event-rounds")} <input name="excluded-rounds" class="narrow" aria-invalid={at === tag} value={chosen.rounds.join(",")} onInput={(e) => patch(tag, { rounds: (e.target as HTMLInputElement).value.split(/[ ,]+/).filter(Boolean).map(Number) })} /></label>}
            {at === tag && error && <ErrorBox error={error} />}
          </div>
        );
      })}
      {field === "penalties" && error && <ErrorBox error={error} />}
    </div>
  );
}
