// "Record decision": the arbiter (the chief arbiter unless another is
// named), optionally an incident (player, fault, the ladder's suggestion,
// and the shared sanction choice: apply it, another FIDE 12.9 sanction or no
// sanction, with a reason) and a precedent whose decision is
// prefilled from the verdict and editable in both languages; one click
// records all in one transaction (record_dispute). A refusal shows at its field.
import { useEffect, useState } from "preact/hooks";
import { AppError, commands, type Colour, type DisputeView, type FaultOption, type Localized, type PenaltyView, type SanctionForm, type SuggestionView } from "../../ipc";
import { useI18n } from "../../i18n";
import { ErrorBox } from "../../components/Async";
import { PrintButton } from "../../components/Print";
import { SanctionChoice, SUGGESTED, sanctionFieldOf } from "../../components/SanctionChoice";
import { draftOf, textIn, type DisputeState } from "./model";

/** Which field a refusal belongs to, by its message code. */
function fieldOf(e: AppError): "arbiter" | "sanction" | "incident" | "precedent" | null {
  if (e.messageCode === "store-dispute-arbiter-unnamed") return "arbiter";
  if (sanctionFieldOf(e)) return "sanction";
  if (e.messageCode.startsWith("store-precedent") || e.messageCode.includes("precedent")) return "precedent";
  if (e.messageCode.startsWith("store-discipline") || e.messageCode.includes("incident") || e.messageCode.includes("fault") || e.messageCode.includes("sanction")) return "incident";
  return null;
}

export function RecordPanel({ state, onRecorded }: { state: DisputeState; onRecorded: (d: DisputeView) => void }) {
  const { t, lang } = useI18n();
  const ruling = state.ruling;
  const [arbiter, setArbiter] = useState(state.start.arbiter);
  const [withIncident, setWithIncident] = useState(false);
  const [withPrecedent, setWithPrecedent] = useState(false);
  const [decision, setDecision] = useState<Localized>(ruling?.sentence ?? { es: "", en: "" });
  const [faults, setFaults] = useState<FaultOption[]>([]);
  const [players, setPlayers] = useState<{ id: number; name: string; colour: Colour }[]>([]);
  const [player, setPlayer] = useState<number | null>(null);
  const [fault, setFault] = useState("");
  const [penalties, setPenalties] = useState<PenaltyView[]>([]);
  const [sanction, setSanction] = useState<SanctionForm>(SUGGESTED);
  const [description, setDescription] = useState(ruling ? textIn(lang, ruling.sentence) : "");
  const [suggestion, setSuggestion] = useState<SuggestionView | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const onBoard = state.start.round != null && state.start.board != null;
  const card = state.card ?? "";

  useEffect(() => setDecision(ruling?.sentence ?? { es: "", en: "" }), [ruling]);
  useEffect(() => {
    if (!withIncident || !onBoard) return;
    commands.discipline().then((d) => { setFaults(d.faults); setPenalties(d.penalties); }, setError);
    commands.listRounds().then((rounds) => {
      const b = rounds.find((r) => r.number === state.start.round)?.boards.find((x) => x.board === state.start.board);
      if (b) setPlayers([{ ...b.white, colour: "white" as const }, ...(b.black ? [{ ...b.black, colour: "black" as const }] : [])].map((s) => ({ id: s.id, name: s.name, colour: s.colour })));
    }, setError);
  }, [withIncident]);
  useEffect(() => {
    if (!withIncident || player == null || !fault) { setSuggestion(null); return; }
    commands.suggestSanction({ player, round: state.start.round, board: state.start.board, fault, description, cardCode: card, window: null, result: "", arbiter, opponentCanMate: null })
      .then(setSuggestion, setError);
  }, [withIncident, player, fault]);

  const record = (e: Event) => {
    e.preventDefault();
    const d = draftOf(state, state.played);
    const play = state.played ?? d.play;
    if (!play) return;
    commands.recordDispute({
      draft: state.draft, round: d.round, board: d.board, arbiter, setup: d.setup, history: d.history, play,
      incident: withIncident && player != null ? { player, fault, description, sanction } : null,
      precedent: withPrecedent ? decision : null,
    }).then((r) => { setError(null); onRecorded(r); }, setError);
  };
  const at = error ? fieldOf(error) : null;
  if (state.recorded) {
    const r = state.recorded;
    return (
      <div class="recorded" data-testid="recorded">
        <p class="ok">
          {t("ui-dispute-recorded", { entry: r.seq })}
          {r.incident != null && <> {t("ui-dispute-with-entries", { incident: r.incident })}</>}
          {r.precedent != null && <> {t("ui-dispute-with-precedent-entry", { precedent: r.precedent })}</>}
        </p>
        <div class="form-actions"><PrintButton form="incident" round={r.round} label={t("ui-dispute-print-sheet")} /></div>
      </div>
    );
  }
  return (
    <form class="record-panel" data-testid="record" onSubmit={record}>
      <label>{t("ui-dispute-arbiter")}
        <input name="arbiter" value={arbiter} aria-invalid={at === "arbiter"} data-user-text onInput={(e) => setArbiter((e.target as HTMLInputElement).value)} />
      </label>
      {at === "arbiter" && error && <ErrorBox error={error} />}
      <label class="check"><input type="checkbox" name="with-incident" checked={withIncident} onChange={(e) => setWithIncident((e.target as HTMLInputElement).checked)} /> {t("ui-dispute-with-incident")}</label>
      {withIncident && !onBoard && <p class="muted small">{t("ui-dispute-incident-needs-board")}</p>}
      {withIncident && onBoard && (
        <fieldset class="incident" data-testid="incident">
          <div class="field-row">
            {/* The board's two players: one click chooses. */}
            <div role="radiogroup" aria-label={t("ui-dispute-incident-player")}>
              <span class="small muted">{t("ui-dispute-incident-player")}</span>
              {players.map((p) => (
                <label class="check" data-colour={p.colour}>
                  <input type="radio" name="incident-player" value={p.id} checked={player === p.id} onChange={() => setPlayer(p.id)} /> <span data-user-text>{p.name}</span>
                </label>
              ))}
            </div>
            <label>{t("ui-dispute-fault")}
              <select name="incident-fault" value={fault} onChange={(e) => setFault((e.target as HTMLSelectElement).value)}>
                <option value="">{t("ui-dispute-choose")}</option>
                {faults.map((f) => <option value={f.code}>{textIn(lang, f.label)}</option>)}
              </select>
            </label>
          </div>
          {suggestion && <p class="small" data-testid="suggestion"><strong>{t("ui-dispute-suggestion")}:</strong> {textIn(lang, suggestion.explanation)}</p>}
          <SanctionChoice penalties={penalties} value={sanction} onChange={setSanction} error={at === "sanction" ? error : null} />
          <label>{t("ui-dispute-description")}<textarea name="incident-description" rows={2} value={description} data-user-text onInput={(e) => setDescription((e.target as HTMLTextAreaElement).value)} /></label>
          {at === "incident" && error && <ErrorBox error={error} />}
        </fieldset>
      )}
      <label class="check"><input type="checkbox" name="with-precedent" checked={withPrecedent} onChange={(e) => setWithPrecedent((e.target as HTMLInputElement).checked)} /> {t("ui-dispute-with-precedent")}</label>
      {withPrecedent && (
        <fieldset class="precedent" data-testid="precedent">
          <label>{t("ui-dispute-decision-es")}<textarea name="decision-es" rows={2} lang="es" value={decision.es} onInput={(e) => setDecision({ ...decision, es: (e.target as HTMLTextAreaElement).value })} /></label>
          <label>{t("ui-dispute-decision-en")}<textarea name="decision-en" rows={2} lang="en" value={decision.en} onInput={(e) => setDecision({ ...decision, en: (e.target as HTMLTextAreaElement).value })} /></label>
          {at === "precedent" && error && <ErrorBox error={error} />}
        </fieldset>
      )}
      {error && at === null && <ErrorBox error={error} />}
      <div class="form-actions"><button type="submit" class="primary" data-testid="record-decision">{t("ui-dispute-record")}</button></div>
    </form>
  );
}
