// Incidents (AM-AA, AM-AC; FIDE 12.9; C.11): log an incident on a board
// (or opened from a board's clock), see the ladder's suggested sanction as
// you type, apply it or deviate with a written reason (the shared
// SanctionChoice); correct a sanction
// (a new entry referencing the old); the appeals committee, appeals and the
// committee's final decisions. Prints the incident and appeal sheets.
import { useEffect, useState } from "preact/hooks";
import {
  AppError, commands, type DisciplineChange, type DisciplineView, type IncidentForm, type IncidentView, type PenaltyForm,
  type PenaltyView, type PlayerView, type RoundView, type SanctionForm, type SuggestionView, type AppealOutcome, type Window,
} from "../ipc";
import { useI18n, formatTime, type MessageKey } from "../i18n";
import { ErrorBox } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { PrintButton } from "../components/Print";
import { PenaltyPicker, SanctionChoice, SUGGESTED, sanctionFieldOf } from "../components/SanctionChoice";
import { useEvent } from "../event-context";
import { useNav } from "../nav";

export function Incidents() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("ui-nav-incidents")} />;
  return <IncidentsView />;
}

function useText() {
  const { lang } = useI18n();
  return (t: { es: string; en: string }) => (lang === "es" ? t.es || t.en : t.en || t.es);
}

function IncidentsView() {
  const { t } = useI18n();
  const [data, setData] = useState<DisciplineView | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [last, setLast] = useState<DisciplineChange | null>(null);
  const { lang } = useI18n();
  useEffect(() => { commands.discipline().then(setData, setError); }, [lang]);
  const changed = (c: DisciplineChange) => { setLast(c); setData(c.discipline); setError(null); };
  return (
    <section class="screen incidents" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("ui-nav-incidents")}</h1>
        <PrintButton form="incident" label={t("ui-incidents-incident-appeal-sheets")} />
      </div>
      {error && <ErrorBox error={error} />}
      {last && last.effects.length > 0 && <p class="ok small" data-testid="effects">{t("ui-incidents-effects")}: {last.effects.join("; ")}</p>}
      {data && (
        <div class="incidents-grid">
          <NewIncident data={data} onChange={changed} />
          <div class="side-col">
            <h2 class="small">{t("ui-incidents-incident-register")} ({data.incidents.length})</h2>
            <ul class="incident-list" data-testid="incident-list">
              {data.incidents.length === 0 && <li class="muted">{t("ui-incidents-no-incidents")}</li>}
              {data.incidents.map((i) => <IncidentItem incident={i} data={data} onChange={changed} />)}
            </ul>
            <Appeals data={data} onChange={changed} />
          </div>
        </div>
      )}
    </section>
  );
}

/** Every card-play window (AM-D2), in the card engine's order, checked against the card engine's enum. */
const WINDOWS = Object.keys({
  own_turn: 1, after_card: 1, after_capture: 1, after_check: 1, after_promotion: 1, after_castling: 1,
  after_en_passant: 1, after_mate: 1, checkmate_save: 1,
} satisfies Record<Window, 1>) as Window[];

/** The label of each window. */
const WINDOW_LABELS: Record<Window, MessageKey> = {
  own_turn: "label-window-own-turn", after_card: "label-window-after-card", after_capture: "label-window-after-capture",
  after_check: "label-window-after-check", after_promotion: "label-window-after-promotion", after_castling: "label-window-after-castling",
  after_en_passant: "label-window-after-en-passant", after_mate: "label-window-after-mate", checkmate_save: "label-window-checkmate-save",
};

function penaltyLine(p: PenaltyView, text: (t: { es: string; en: string }) => string) {
  return `${text(p.text)} (${p.article})`;
}

function NewIncident({ data, onChange }: { data: DisciplineView; onChange: (c: DisciplineChange) => void }) {
  const { t } = useI18n();
  const text = useText();
  const nav = useNav();
  const { event } = useEvent();
  const [rounds, setRounds] = useState<RoundView[]>([]);
  const [players, setPlayers] = useState<PlayerView[]>([]);
  const [form, setForm] = useState<IncidentForm>(() => {
    const d = nav.takeDraft();
    return {
      player: d?.player ?? 0, round: d?.round ?? null, board: d?.board ?? null, fault: d?.fault ?? "marked-cards",
      description: "", cardCode: d?.cardCode ?? "", window: null, result: "", arbiter: event?.call.chiefArbiter ?? "", opponentCanMate: null,
    };
  });
  const [suggestion, setSuggestion] = useState<SuggestionView | null>(null);
  const [sanction, setSanction] = useState<SanctionForm>(SUGGESTED);
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
    // `data` changes after every recorded incident: the ladder moves on.
  }, [form.player, form.fault, form.round, form.board, form.opponentCanMate, data]);
  const set = (patch: Partial<IncidentForm>) => setForm({ ...form, ...patch });
  const submit = (e: Event) => {
    e.preventDefault();
    commands.recordIncident(form, sanction).then((c) => {
      onChange(c);
      setForm({ ...form, description: "", cardCode: "", window: null, result: "" });
      setSanction(SUGGESTED); setError(null);
    }, setError);
  };
  return (
    <form class="card form-grid" data-testid="new-incident" onSubmit={submit}>
      <h2>{t("ui-incidents-new-incident-am-aa")}</h2>
      <label>{t("ui-records-round")}
        <select name="round" onChange={(e) => { const v = (e.target as HTMLSelectElement).value; set({ round: v ? Number(v) : null, board: null }); }}>
          <option value="">{t("ui-incidents-not-game")}</option>
          {rounds.map((r) => <option value={r.number} selected={r.number === form.round}>{r.number}</option>)}
        </select>
      </label>
      <label>{t("ui-boards-board")}
        <select name="board" disabled={!round} onChange={(e) => { const v = (e.target as HTMLSelectElement).value; set({ board: v ? Number(v) : null, player: 0 }); }}>
          <option value="">–</option>
          {round?.boards.filter((b) => b.black).map((b) => <option value={b.board} selected={b.board === form.board}>{b.board}: {b.white.name} – {b.black?.name}</option>)}
        </select>
      </label>
      <label>{t("ui-incidents-player-at-fault")}
        <select name="player" onChange={(e) => set({ player: Number((e.target as HTMLSelectElement).value) })}>
          <option value="0">–</option>
          {candidates.map((p) => <option value={p.id} selected={p.id === form.player}>{p.name}</option>)}
        </select>
      </label>
      <label>{t("ui-clocks-fault")}
        <select name="fault" onChange={(e) => set({ fault: (e.target as HTMLSelectElement).value })}>
          {data.faults.map((f) => <option value={f.code} selected={f.code === form.fault}>{text(f.label)} ({f.clauses.join(", ")})</option>)}
        </select>
      </label>
      <label class="wide">{t("ui-clocks-what-happened")}<input name="description" value={form.description} onInput={(e) => set({ description: (e.target as HTMLInputElement).value })} /></label>
      <label>{t("ui-incidents-card-code")}<input name="cardCode" class="mono" value={form.cardCode} onInput={(e) => set({ cardCode: (e.target as HTMLInputElement).value })} /></label>
      <label>{t("ui-incidents-window-am-d2")}
        <select name="window" onChange={(e) => { const v = (e.target as HTMLSelectElement).value; set({ window: v ? (v as Window) : null }); }}>
          <option value="" selected={form.window == null}>{t("ui-incidents-no-window")}</option>
          {WINDOWS.map((w) => <option value={w} selected={form.window === w}>{t(WINDOW_LABELS[w])}</option>)}
        </select>
      </label>
      <label>{t("ui-incidents-result-noted")}<input name="result" value={form.result} onInput={(e) => set({ result: (e.target as HTMLInputElement).value })} /></label>
      <label>{t("ui-clocks-arbiter")}<input name="arbiter" value={form.arbiter} onInput={(e) => set({ arbiter: (e.target as HTMLInputElement).value })} /></label>
      {form.fault === "illegal-move" && (
        <label class="check wide"><input type="checkbox" checked={form.opponentCanMate === false} onChange={(e) => set({ opponentCanMate: (e.target as HTMLInputElement).checked ? false : null })} /> {t("ui-incidents-opponent-cannot-mate-any-legal")}</label>
      )}
      <div class="wide suggestion" data-testid="suggestion">
        {suggestion ? (
          <>
            <strong>{t("ui-incidents-suggested-sanction")}</strong>{" "}{suggestion.step && <span class="badge">{t(`label-step-${suggestion.step}`)}</span>}
            <ul>{suggestion.penalties.map((p) => <li>{penaltyLine(p, text)}</li>)}</ul>
            <p class="small" data-testid="suggestion-why">{text(suggestion.explanation)}</p>
            <p class="muted small" data-testid="suggestion-previous">{t("ui-incidents-previous-sanctions", { n: suggestion.previous })} {suggestion.clauses.join(", ")}</p>
          </>
        ) : <p class="muted small">{t("ui-incidents-choose-player-fault-see-ladder")}</p>}
      </div>
      <SanctionChoice penalties={data.penalties} value={sanction} onChange={setSanction} error={error} />
      <div class="form-actions"><button type="submit" class="primary" data-testid="record-incident">{t("ui-incidents-record-incident")}</button></div>
      {error && !sanctionFieldOf(error) && <ErrorBox error={error} />}
    </form>
  );
}

function IncidentItem({ incident: i, data, onChange }: { incident: IncidentView; data: DisciplineView; onChange: (c: DisciplineChange) => void }) {
  const { t, lang } = useI18n();
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
      <div><span class="badge">#{i.seq}</span> <strong>{text(i.faultLabel)}</strong> · {i.player}{i.round != null && ` · ${t("ui-incidents-r")}${i.round} ${t("ui-incidents-b")}${i.board}`} <span class="muted small">{formatTime(lang, i.at)} · {i.arbiter}</span></div>
      <div class="small">{i.description}{i.cardCode && <> · <span class="mono">{i.cardCode}</span></>}{i.window && ` · ${t(WINDOW_LABELS[i.window])}`}</div>
      {i.corrects != null && <div class="small muted">{t("ui-incidents-corrects", { entry: i.corrects })}: {i.correctionReason}</div>}
      {i.correctedBy != null && <div class="small muted">{t("ui-incidents-corrected-by", { entry: i.correctedBy })}</div>}
      {i.sanctions.map((s) => (
        <div class={`small sanction ${s.counts ? "" : "superseded"}`} data-sanction={s.seq}>
          <span class="badge">#{s.seq}</span> {s.penalties.length ? s.penalties.map((p) => penaltyLine(p, text)).join("; ") : t("ui-incidents-no-sanction")}
          {s.reason && <em> — {s.reason}</em>}
          {s.chief && <span class="tag">{t("ui-incidents-chief-arbiter")}</span>}
          {!s.counts && <span class="tag warn">{s.correctedBy != null ? t("ui-incidents-corrected-tag", { entry: s.correctedBy }) : t("ui-incidents-annulled-appeal")}</span>}
        </div>
      ))}
      {standing && i.correctedBy == null && (
        <div class="toolbar small-actions">
          <button type="button" data-testid={`correct-${standing.seq}`} onClick={() => setOpen(open === "correct" ? "none" : "correct")}>{t("ui-incidents-correct-sanction")}</button>
          {standing.chief && standing.counts && <button type="button" data-testid={`appeal-${standing.seq}`} onClick={() => setOpen(open === "appeal" ? "none" : "appeal")}>{t("ui-incidents-appeal-c-11")}</button>}
        </div>
      )}
      {open === "correct" && standing && (
        <div class="form-grid compact">
          <PenaltyPicker all={data.penalties} value={penalties} onChange={setPenalties} error={error} />
          <label>{t("ui-incidents-reason")}<input value={reason} onInput={(e) => setReason((e.target as HTMLInputElement).value)} /></label>
          <label>{t("ui-clocks-arbiter")}<input value={arbiter} onInput={(e) => setArbiter((e.target as HTMLInputElement).value)} /></label>
          <div class="form-actions"><button type="button" class="primary" onClick={() => commands.correctSanction(standing.seq, penalties, reason, arbiter, "").then((c) => { setOpen("none"); onChange(c); }, setError)}>{t("ui-incidents-record-correction")}</button></div>
        </div>
      )}
      {open === "appeal" && standing && (
        <div class="form-grid compact">
          <label class="wide">{t("ui-incidents-appeal-writing-c-11-3")}<input value={appeal} onInput={(e) => setAppeal((e.target as HTMLInputElement).value)} /></label>
          <div class="form-actions"><button type="button" class="primary" onClick={() => commands.lodgeAppeal(i.playerId, standing.seq, appeal).then((c) => { setOpen("none"); onChange(c); }, setError)}>{t("ui-incidents-lodge-appeal")} ({i.player})</button></div>
        </div>
      )}
      {error && !(open === "correct" && sanctionFieldOf(error) && sanctionFieldOf(error) !== "reason") && <ErrorBox error={error} />}
    </li>
  );
}

function Appeals({ data, onChange }: { data: DisciplineView; onChange: (c: DisciplineChange) => void }) {
  const { t, lang } = useI18n();
  const blank = { name: "", federation: null as string | null };
  const c = data.committee;
  const [chair, setChair] = useState(c?.chair ?? blank);
  const [m1, setM1] = useState(c?.members[0] ?? blank);
  const [m2, setM2] = useState(c?.members[1] ?? blank);
  const [reserve, setReserve] = useState(c?.reserves[0] ?? blank);
  const [decision, setDecision] = useState<Record<number, { outcome: AppealOutcome | ""; text: string }>>({});
  const [error, setError] = useState<AppError | null>(null);
  const member = (label: string, v: typeof blank, set: (m: typeof blank) => void) => (
    <label>{label}
      <span class="pair">
        <input value={v.name} placeholder={t("ui-incidents-name")} onInput={(e) => set({ ...v, name: (e.target as HTMLInputElement).value })} />
        <input class="narrow" maxLength={3} placeholder="FED" value={v.federation ?? ""} onInput={(e) => set({ ...v, federation: (e.target as HTMLInputElement).value || null })} />
      </span>
    </label>
  );
  return (
    <div class="card appeals" data-testid="appeals">
      <h2>{t("ui-incidents-appeals-c-11")}</h2>
      <details open={!c}>
        <summary>{c ? t("ui-incidents-committee", { chair: c.chair.name, members: c.members.map((m) => m.name).join(", ") }) : t("ui-incidents-appoint-appeals-committee")}</summary>
        <div class="form-grid compact">
          {member(t("ui-incidents-chair"), chair, setChair)}
          {member(t("ui-incidents-member-1"), m1, setM1)}
          {member(t("ui-incidents-member-2"), m2, setM2)}
          {member(t("ui-incidents-reserve"), reserve, setReserve)}
          <div class="form-actions"><button type="button" onClick={() => commands.setCommittee({ chair, members: [m1, m2], reserves: reserve.name ? [reserve] : [] }).then(onChange, setError)}>{t("ui-incidents-save-committee")}</button></div>
        </div>
      </details>
      <ul class="appeal-list">
        {data.appeals.length === 0 && <li class="muted small">{t("ui-incidents-no-appeals")}</li>}
        {data.appeals.map((a) => (
          <li data-appeal={a.seq}>
            <div><span class="badge">#{a.seq}</span> {a.player} {t("ui-incidents-against-entry")} #{a.against} <span class="muted small">{formatTime(lang, a.at)} · {t("ui-incidents-deadline")} {formatTime(lang, a.deadline)} ({a.deadlineArticle})</span></div>
            <div class="small">{a.text}</div>
            {a.decision ? (
              <div class="small"><strong>{t(`label-appeal-${a.decision.outcome}`)}</strong> — {a.decision.text} <span class="muted">({a.decision.panel.join(", ")})</span></div>
            ) : (
              <div class="field-row">
                <select onChange={(e) => setDecision({ ...decision, [a.seq]: { ...(decision[a.seq] ?? { text: "" }), outcome: (e.target as HTMLSelectElement).value as AppealOutcome | "" } })}>
                  <option value="">{t("ui-incidents-decision")}</option>
                  <option value="upheld">{t("ui-incidents-upheld-2")}</option>
                  <option value="modified">{t("ui-incidents-modified-2")}</option>
                  <option value="rejected">{t("ui-incidents-rejected-2")}</option>
                </select>
                <input placeholder={t("ui-incidents-decision-text")} onInput={(e) => setDecision({ ...decision, [a.seq]: { ...(decision[a.seq] ?? { outcome: "" }), text: (e.target as HTMLInputElement).value } })} />
                <button type="button" disabled={!decision[a.seq]?.outcome} onClick={() => { const d = decision[a.seq]; if (d?.outcome) commands.decideAppeal(a.seq, d.outcome, d.text ?? "").then(onChange, setError); }}>{t("ui-incidents-record-final")}</button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {error && <ErrorBox error={error} />}
    </div>
  );
}
