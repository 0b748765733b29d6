// Incidents (AM-AA, AM-AC; FIDE 12.9; C.11): log an incident on a board
// (or opened from a board's clock), see the ladder's suggested sanction as
// you type, apply it or deviate with a written reason; correct a sanction
// (a new entry referencing the old); the appeals committee, appeals and the
// committee's final decisions. Prints the incident and appeal sheets.
import { useEffect, useState } from "preact/hooks";
import {
  AppError, commands, type DisciplineChange, type DisciplineView, type IncidentForm, type IncidentView, type PenaltyForm,
  type PenaltyView, type PlayerView, type RoundView, type SuggestionView,
} from "../ipc";
import { useI18n, useTr } from "../i18n";
import { ErrorBox } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { PrintButton } from "../components/Print";
import { useEvent } from "../event-context";
import { useNav } from "../nav";

export function Incidents() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("nav.incidents")} />;
  return <IncidentsView />;
}

function useText() {
  const { lang } = useI18n();
  return (t: { es: string; en: string }) => (lang === "es" ? t.es || t.en : t.en || t.es);
}

function IncidentsView() {
  const { t } = useI18n();
  const tr = useTr();
  const [data, setData] = useState<DisciplineView | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [last, setLast] = useState<DisciplineChange | null>(null);
  useEffect(() => { commands.discipline().then(setData, setError); }, []);
  const changed = (c: DisciplineChange) => { setLast(c); setData(c.discipline); setError(null); };
  return (
    <section class="screen incidents" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("nav.incidents")}</h1>
        <PrintButton form="incident" label={tr("Hojas de incidencias y apelaciones", "Incident and appeal sheets")} />
      </div>
      {error && <ErrorBox error={error} />}
      {last && last.effects.length > 0 && <p class="ok small" data-testid="effects">{tr("Consecuencias", "Effects")}: {last.effects.join("; ")}</p>}
      {data && (
        <div class="incidents-grid">
          <NewIncident data={data} onChange={changed} />
          <div class="side-col">
            <h2 class="small">{tr("Registro de incidencias", "Incident register")} ({data.incidents.length})</h2>
            <ul class="incident-list" data-testid="incident-list">
              {data.incidents.length === 0 && <li class="muted">{tr("Sin incidencias.", "No incidents.")}</li>}
              {data.incidents.map((i) => <IncidentItem incident={i} data={data} onChange={changed} />)}
            </ul>
            <Appeals data={data} onChange={changed} />
          </div>
        </div>
      )}
    </section>
  );
}

/** The AM-AC ladder step in the screen's language. */
function stepText(step: string, tr: (es: string, en: string) => string): string {
  const steps: Record<string, [string, string]> = {
    warning: ["escala: advertencia", "ladder: warning"], "time-adjustment": ["escala: ajuste de tiempo", "ladder: time adjustment"],
    "loss-of-game": ["escala: pérdida de la partida", "ladder: loss of the game"], expulsion: ["escala: expulsión", "ladder: expulsion"],
  };
  const s = steps[step];
  return s ? tr(s[0], s[1]) : step;
}

function penaltyLine(p: PenaltyView, text: (t: { es: string; en: string }) => string) {
  return `${text(p.text)} (${p.article})`;
}

function NewIncident({ data, onChange }: { data: DisciplineView; onChange: (c: DisciplineChange) => void }) {
  const tr = useTr();
  const text = useText();
  const nav = useNav();
  const { event } = useEvent();
  const [rounds, setRounds] = useState<RoundView[]>([]);
  const [players, setPlayers] = useState<PlayerView[]>([]);
  const [form, setForm] = useState<IncidentForm>(() => {
    const d = nav.takeDraft();
    return {
      player: d?.player ?? 0, round: d?.round ?? null, board: d?.board ?? null, fault: d?.fault ?? "marked-cards",
      description: "", cardCode: d?.cardCode ?? "", window: "", result: "", arbiter: event?.call.chiefArbiter ?? "", opponentCanMate: null,
    };
  });
  const [suggestion, setSuggestion] = useState<SuggestionView | null>(null);
  const [mode, setMode] = useState<"suggested" | "deviate" | "none">("suggested");
  const [penalties, setPenalties] = useState<PenaltyForm[]>([]);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<AppError | null>(null);
  useEffect(() => {
    commands.listRounds().then(setRounds, setError);
    commands.listPlayers().then(setPlayers, setError);
  }, []);
  const round = rounds.find((r) => r.number === form.round);
  const game = round?.boards.find((b) => b.board === form.board);
  const candidates = game ? [game.white, ...(game.black ? [game.black] : [])].map((s) => ({ id: s.id, name: s.name })) : players.map((p) => ({ id: p.id, name: p.data.name }));
  useEffect(() => {
    if (!form.player) { setSuggestion(null); return; }
    commands.suggestSanction(form).then((s) => { setSuggestion(s); setError(null); }, () => setSuggestion(null));
  }, [form.player, form.fault, form.round, form.board, form.opponentCanMate]);
  const set = (patch: Partial<IncidentForm>) => setForm({ ...form, ...patch });
  const submit = (e: Event) => {
    e.preventDefault();
    commands.recordIncident(form, { mode, penalties, reason }).then((c) => {
      onChange(c);
      setForm({ ...form, description: "", cardCode: "", window: "", result: "" });
      setMode("suggested"); setPenalties([]); setReason("");
    }, setError);
  };
  return (
    <form class="card form-grid" data-testid="new-incident" onSubmit={submit}>
      <h2>{tr("Nueva incidencia (AM-AA)", "New incident (AM-AA)")}</h2>
      <label>{tr("Ronda", "Round")}
        <select name="round" onChange={(e) => { const v = (e.target as HTMLSelectElement).value; set({ round: v ? Number(v) : null, board: null }); }}>
          <option value="">{tr("— fuera de partida —", "— not in a game —")}</option>
          {rounds.map((r) => <option value={r.number} selected={r.number === form.round}>{r.number}</option>)}
        </select>
      </label>
      <label>{tr("Mesa", "Board")}
        <select name="board" disabled={!round} onChange={(e) => { const v = (e.target as HTMLSelectElement).value; set({ board: v ? Number(v) : null, player: 0 }); }}>
          <option value="">–</option>
          {round?.boards.filter((b) => b.black).map((b) => <option value={b.board} selected={b.board === form.board}>{b.board}: {b.white.name} – {b.black?.name}</option>)}
        </select>
      </label>
      <label>{tr("Jugador infractor", "Player at fault")}
        <select name="player" onChange={(e) => set({ player: Number((e.target as HTMLSelectElement).value) })}>
          <option value="0">–</option>
          {candidates.map((p) => <option value={p.id} selected={p.id === form.player}>{p.name}</option>)}
        </select>
      </label>
      <label>{tr("Falta", "Fault")}
        <select name="fault" onChange={(e) => set({ fault: (e.target as HTMLSelectElement).value })}>
          {data.faults.map((f) => <option value={f.code} selected={f.code === form.fault}>{text(f.label)} ({f.clauses.join(", ")})</option>)}
        </select>
      </label>
      <label class="wide">{tr("Qué ocurrió", "What happened")}<input name="description" value={form.description} onInput={(e) => set({ description: (e.target as HTMLInputElement).value })} /></label>
      <label>{tr("Carta (código)", "Card (code)")}<input name="cardCode" class="mono" value={form.cardCode} onInput={(e) => set({ cardCode: (e.target as HTMLInputElement).value })} /></label>
      <label>{tr("Ventana (AM-D2)", "Window (AM-D2)")}<input name="window" value={form.window} onInput={(e) => set({ window: (e.target as HTMLInputElement).value })} /></label>
      <label>{tr("Resultado anotado", "Result noted")}<input name="result" value={form.result} onInput={(e) => set({ result: (e.target as HTMLInputElement).value })} /></label>
      <label>{tr("Árbitro", "Arbiter")}<input name="arbiter" value={form.arbiter} onInput={(e) => set({ arbiter: (e.target as HTMLInputElement).value })} /></label>
      {form.fault === "illegal-move" && (
        <label class="check wide"><input type="checkbox" checked={form.opponentCanMate === false} onChange={(e) => set({ opponentCanMate: (e.target as HTMLInputElement).checked ? false : null })} /> {tr("El rival no puede dar mate con ninguna serie legal (7.5.5: tablas)", "The opponent cannot mate by any legal series (7.5.5: draw)")}</label>
      )}
      <div class="wide suggestion" data-testid="suggestion">
        {suggestion ? (
          <>
            <strong>{tr("Sanción sugerida", "Suggested sanction")}</strong>{suggestion.step && <span class="badge">{stepText(suggestion.step, tr)}</span>}
            <ul>{suggestion.penalties.map((p) => <li>{penaltyLine(p, text)}</li>)}</ul>
            <p class="muted small">{tr(`${suggestion.previous} sanción(es) anterior(es) por esta falta.`, `${suggestion.previous} earlier sanction(s) for this fault. ${suggestion.explanation}.`)} {suggestion.clauses.join(", ")}</p>
          </>
        ) : <p class="muted small">{tr("Elija el jugador y la falta para ver la sanción que sugiere la escala (AM-AC).", "Choose the player and the fault to see the ladder's suggestion (AM-AC).")}</p>}
      </div>
      <div class="wide choice" role="radiogroup">
        {(["suggested", "deviate", "none"] as const).map((m) => (
          <label class="check"><input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} /> {m === "suggested" ? tr("Aplicar la sugerida", "Apply the suggestion") : m === "deviate" ? tr("Otra sanción (motivo)", "Another sanction (reason)") : tr("Sin sanción (motivo)", "No sanction (reason)")}</label>
        ))}
      </div>
      {mode === "deviate" && <PenaltyPicker all={data.penalties} value={penalties} onChange={setPenalties} />}
      {mode !== "suggested" && <label class="wide">{tr("Motivo (obligatorio, AM-AC)", "Reason (required, AM-AC)")}<input name="reason" value={reason} onInput={(e) => setReason((e.target as HTMLInputElement).value)} /></label>}
      <div class="form-actions"><button type="submit" class="primary" data-testid="record-incident">{tr("Registrar incidencia", "Record incident")}</button></div>
      {error && <ErrorBox error={error} />}
    </form>
  );
}

/** Choose penalties from FIDE 12.9 with their parameters. */
function PenaltyPicker({ all, value, onChange }: { all: PenaltyView[]; value: PenaltyForm[]; onChange: (p: PenaltyForm[]) => void }) {
  const tr = useTr();
  const text = useText();
  const has = (tag: string) => value.find((v) => v.penalty === tag);
  const toggle = (p: PenaltyView) => onChange(has(p.spec.penalty) ? value.filter((v) => v.penalty !== p.spec.penalty) : [...value, { ...p.spec }]);
  const patch = (tag: string, change: Partial<PenaltyForm>) => onChange(value.map((v) => (v.penalty === tag ? { ...v, ...change } : v)));
  return (
    <div class="wide penalties" data-testid="penalty-picker">
      {all.map((p) => {
        const chosen = has(p.spec.penalty);
        return (
          <div class="penalty-row">
            <label class="check"><input type="checkbox" data-penalty={p.spec.penalty} checked={!!chosen} onChange={() => toggle(p)} /> <span class="badge">{p.article}</span> {text(p.text)}</label>
            {chosen && chosen.ms != null && <label class="inline">{tr("segundos", "seconds")} <input type="number" class="narrow" value={chosen.ms / 1000} onInput={(e) => patch(p.spec.penalty, { ms: Number((e.target as HTMLInputElement).value) * 1000 })} /></label>}
            {chosen && p.spec.penalty === "fine" && <label class="inline">{tr("importe", "amount")} <input class="narrow" value={chosen.amount ?? ""} onInput={(e) => patch("fine", { amount: (e.target as HTMLInputElement).value })} /></label>}
            {chosen && p.spec.penalty === "excluded-from-rounds" && <label class="inline">{tr("rondas", "rounds")} <input class="narrow" value={chosen.rounds.join(",")} onInput={(e) => patch(p.spec.penalty, { rounds: (e.target as HTMLInputElement).value.split(/[ ,]+/).filter(Boolean).map(Number) })} /></label>}
          </div>
        );
      })}
    </div>
  );
}

function IncidentItem({ incident: i, data, onChange }: { incident: IncidentView; data: DisciplineView; onChange: (c: DisciplineChange) => void }) {
  const tr = useTr();
  const text = useText();
  const [open, setOpen] = useState<"none" | "correct" | "appeal">("none");
  const [penalties, setPenalties] = useState<PenaltyForm[]>([]);
  const [reason, setReason] = useState("");
  const [arbiter, setArbiter] = useState(data.chiefArbiter);
  const [appeal, setAppeal] = useState("");
  const [error, setError] = useState<AppError | null>(null);
  const standing = [...i.sanctions].reverse().find((s) => s.correctedBy == null) ?? null;
  return (
    <li class={`incident ${i.correctedBy != null ? "superseded" : ""}`} data-seq={i.seq}>
      <div><span class="badge">#{i.seq}</span> <strong>{text(i.faultLabel)}</strong> · {i.player}{i.round != null && ` · ${tr("R", "R")}${i.round} ${tr("M", "B")}${i.board}`} <span class="muted small">{i.at.slice(0, 16).replace("T", " ")} · {i.arbiter}</span></div>
      <div class="small">{i.description}{i.cardCode && <> · <span class="mono">{i.cardCode}</span></>}{i.window && ` · ${i.window}`}</div>
      {i.corrects != null && <div class="small muted">{tr(`Corrige la entrada ${i.corrects}`, `Corrects entry ${i.corrects}`)}: {i.correctionReason}</div>}
      {i.correctedBy != null && <div class="small muted">{tr(`Corregida por la entrada ${i.correctedBy}`, `Corrected by entry ${i.correctedBy}`)}</div>}
      {i.sanctions.map((s) => (
        <div class={`small sanction ${s.counts ? "" : "superseded"}`} data-sanction={s.seq}>
          <span class="badge">#{s.seq}</span> {s.penalties.length ? s.penalties.map((p) => penaltyLine(p, text)).join("; ") : tr("sin sanción", "no sanction")}
          {s.reason && <em> — {s.reason}</em>}
          {s.chief && <span class="tag">{tr("árbitro principal", "chief arbiter")}</span>}
          {!s.counts && <span class="tag warn">{s.correctedBy != null ? tr(`corregida (#${s.correctedBy})`, `corrected (#${s.correctedBy})`) : tr("anulada en apelación", "annulled on appeal")}</span>}
        </div>
      ))}
      {standing && i.correctedBy == null && (
        <div class="toolbar small-actions">
          <button type="button" data-testid={`correct-${standing.seq}`} onClick={() => setOpen(open === "correct" ? "none" : "correct")}>{tr("Corregir sanción", "Correct sanction")}</button>
          {standing.chief && standing.counts && <button type="button" data-testid={`appeal-${standing.seq}`} onClick={() => setOpen(open === "appeal" ? "none" : "appeal")}>{tr("Apelación (C.11)", "Appeal (C.11)")}</button>}
        </div>
      )}
      {open === "correct" && standing && (
        <div class="form-grid compact">
          <PenaltyPicker all={data.penalties} value={penalties} onChange={setPenalties} />
          <label>{tr("Motivo", "Reason")}<input value={reason} onInput={(e) => setReason((e.target as HTMLInputElement).value)} /></label>
          <label>{tr("Árbitro", "Arbiter")}<input value={arbiter} onInput={(e) => setArbiter((e.target as HTMLInputElement).value)} /></label>
          <div class="form-actions"><button type="button" class="primary" onClick={() => commands.correctSanction(standing.seq, penalties, reason, arbiter, "").then((c) => { setOpen("none"); onChange(c); }, setError)}>{tr("Registrar corrección", "Record correction")}</button></div>
        </div>
      )}
      {open === "appeal" && standing && (
        <div class="form-grid compact">
          <label class="wide">{tr("Texto de la apelación (por escrito, C.11 3.4)", "The appeal, in writing (C.11 3.4)")}<input value={appeal} onInput={(e) => setAppeal((e.target as HTMLInputElement).value)} /></label>
          <div class="form-actions"><button type="button" class="primary" onClick={() => commands.lodgeAppeal(i.playerId, standing.seq, appeal).then((c) => { setOpen("none"); onChange(c); }, setError)}>{tr("Presentar apelación", "Lodge appeal")} ({i.player})</button></div>
        </div>
      )}
      {error && <ErrorBox error={error} />}
    </li>
  );
}

function Appeals({ data, onChange }: { data: DisciplineView; onChange: (c: DisciplineChange) => void }) {
  const tr = useTr();
  const blank = { name: "", federation: null as string | null };
  const c = data.committee;
  const [chair, setChair] = useState(c?.chair ?? blank);
  const [m1, setM1] = useState(c?.members[0] ?? blank);
  const [m2, setM2] = useState(c?.members[1] ?? blank);
  const [reserve, setReserve] = useState(c?.reserves[0] ?? blank);
  const [decision, setDecision] = useState<Record<number, { outcome: string; text: string }>>({});
  const [error, setError] = useState<AppError | null>(null);
  const member = (label: string, v: typeof blank, set: (m: typeof blank) => void) => (
    <label>{label}
      <span class="pair">
        <input value={v.name} placeholder={tr("nombre", "name")} onInput={(e) => set({ ...v, name: (e.target as HTMLInputElement).value })} />
        <input class="narrow" maxLength={3} placeholder="FED" value={v.federation ?? ""} onInput={(e) => set({ ...v, federation: (e.target as HTMLInputElement).value || null })} />
      </span>
    </label>
  );
  return (
    <div class="card appeals" data-testid="appeals">
      <h2>{tr("Apelaciones (C.11)", "Appeals (C.11)")}</h2>
      <details open={!c}>
        <summary>{c ? tr(`Comité: ${c.chair.name}, ${c.members.map((m) => m.name).join(", ")}`, `Committee: ${c.chair.name}, ${c.members.map((m) => m.name).join(", ")}`) : tr("Nombrar el comité de apelación", "Appoint the appeals committee")}</summary>
        <div class="form-grid compact">
          {member(tr("Presidente", "Chair"), chair, setChair)}
          {member(tr("Vocal 1", "Member 1"), m1, setM1)}
          {member(tr("Vocal 2", "Member 2"), m2, setM2)}
          {member(tr("Suplente", "Reserve"), reserve, setReserve)}
          <div class="form-actions"><button type="button" onClick={() => commands.setCommittee({ chair, members: [m1, m2], reserves: reserve.name ? [reserve] : [] }).then(onChange, setError)}>{tr("Guardar comité", "Save committee")}</button></div>
        </div>
      </details>
      <ul class="appeal-list">
        {data.appeals.length === 0 && <li class="muted small">{tr("Sin apelaciones.", "No appeals.")}</li>}
        {data.appeals.map((a) => (
          <li data-appeal={a.seq}>
            <div><span class="badge">#{a.seq}</span> {a.player} {tr("contra la entrada", "against entry")} #{a.against} <span class="muted small">{a.at.slice(0, 16).replace("T", " ")} · {tr("plazo", "deadline")} {a.deadline.slice(11, 16)} ({a.deadlineArticle})</span></div>
            <div class="small">{a.text}</div>
            {a.decision ? (
              <div class="small"><strong>{a.decision.outcome === "upheld" ? tr("Estimada", "Upheld") : a.decision.outcome === "modified" ? tr("Estimada en parte", "Modified") : tr("Desestimada", "Rejected")}</strong> — {a.decision.text} <span class="muted">({a.decision.panel.join(", ")})</span></div>
            ) : (
              <div class="field-row">
                <select onChange={(e) => setDecision({ ...decision, [a.seq]: { ...(decision[a.seq] ?? { text: "" }), outcome: (e.target as HTMLSelectElement).value } })}>
                  <option value="">{tr("— decisión —", "— decision —")}</option>
                  <option value="upheld">{tr("estimada", "upheld")}</option>
                  <option value="modified">{tr("estimada en parte", "modified")}</option>
                  <option value="rejected">{tr("desestimada", "rejected")}</option>
                </select>
                <input placeholder={tr("texto de la decisión", "decision text")} onInput={(e) => setDecision({ ...decision, [a.seq]: { ...(decision[a.seq] ?? { outcome: "" }), text: (e.target as HTMLInputElement).value } })} />
                <button type="button" onClick={() => commands.decideAppeal(a.seq, decision[a.seq]?.outcome ?? "", decision[a.seq]?.text ?? "").then(onChange, setError)}>{tr("Registrar (firme)", "Record (final)")}</button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {error && <ErrorBox error={error} />}
    </div>
  );
}
