// Teams (doubles/bughouse events, AM-R3, AM-R13, AM-R15): register teams of
// two partners, pair team rounds (each match on two boards with the bughouse
// seats), follow each match's team result, and the teams' standings. Results
// are entered on either board in Results: the team result covers both.
import { useCallback, useEffect, useState } from "preact/hooks";
import { AppError, commands, type PlayerView, type TeamMatchView, type TeamView } from "../ipc";
import { useI18n, useTr } from "../i18n";
import { ErrorBox, Loaded, useCommand } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { useEvent } from "../event-context";
import { RoundTabs, useRounds } from "./Rounds";

export function Teams() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("nav.teams")} />;
  return <TeamsView />;
}

function TeamsView() {
  const { t } = useI18n();
  const tr = useTr();
  const { event, refresh } = useEvent();
  const doubles = event?.call.family === "bughouse";
  const loadTeams = useCallback(() => Promise.all([commands.listTeams(), commands.listPlayers()]), []);
  const [state, retry] = useCommand(loadTeams);
  const loadStandings = useCallback(() => commands.teamStandings(), []);
  const [standings, retryStandings] = useCommand(loadStandings);
  const { rounds, current, setSelected, reload } = useRounds();
  const [matches, setMatches] = useState<TeamMatchView[]>([]);
  const [error, setError] = useState<AppError | null>(null);
  useEffect(() => {
    if (current) commands.teamMatches(current.number).then(setMatches, setError);
  }, [current?.number, rounds]);
  const pair = () =>
    commands.pairTeamRound().then((r) => { setSelected(r.number); setError(null); reload(); refresh(); retryStandings(); }, setError);

  if (!doubles) {
    return (
      <section class="screen teams" aria-labelledby="screen-title">
        <h1 id="screen-title">{t("nav.teams")}</h1>
        <p class="muted" data-testid="not-doubles">{tr("Los equipos son de los torneos de dobles/bughouse (AM-R3): este torneo es individual.", "Teams belong to doubles/bughouse events (AM-R3): this event is individual.")}</p>
      </section>
    );
  }
  return (
    <section class="screen teams" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("nav.teams")}</h1>
        <button type="button" class="primary" data-testid="pair-team-round" onClick={pair}>{tr(`Emparejar ronda ${(event?.roundsPaired ?? 0) + 1}`, `Pair round ${(event?.roundsPaired ?? 0) + 1}`)}</button>
      </div>
      {error && <ErrorBox error={error} />}
      <Loaded state={state} retry={retry}>
        {([teams, players]) => {
          const name = (id: number) => players.find((p) => p.id === id)?.data.name ?? `#${id}`;
          const team = (id: number | null) => (id == null ? tr("(exento)", "(bye)") : teams.find((x) => x.id === id)?.name ?? `#${id}`);
          return (
            <div class="teams-grid">
              <div>
                <table class="data" data-testid="teams-table">
                  <thead><tr><th>N.º</th><th>{tr("Equipo", "Team")}</th><th>{tr("Tablero A", "Board A")}</th><th>{tr("Tablero B", "Board B")}</th><th>Elo</th></tr></thead>
                  <tbody>
                    {teams.map((x) => (
                      <tr class={x.withdrawnAfter != null ? "withdrawn" : ""}><td class="num">{x.number}</td><td>{x.name}</td><td>{name(x.board1)}</td><td>{name(x.board2)}</td><td class="num">{x.rating || ""}</td></tr>
                    ))}
                  </tbody>
                </table>
                <AddTeam teams={teams} players={players} onAdded={() => { retry(); retryStandings(); }} />
              </div>
              <div>
                <RoundTabs rounds={rounds} current={current} select={setSelected} />
                {current && (
                  <table class="data" data-testid="team-matches">
                    <thead><tr><th>{tr("Match", "Match")}</th><th>{tr("Equipo 1", "Team 1")}</th><th>{tr("Equipo 2", "Team 2")}</th><th>{tr("Mesas", "Boards")}</th><th>{tr("Resultado", "Result")}</th></tr></thead>
                    <tbody>
                      {matches.map((m) => (
                        <tr><td class="num">{m.number}</td><td>{team(m.teamOne)}</td><td>{team(m.teamTwo)}</td><td class="mono">{m.teamTwo == null ? "" : `${m.boardA} · ${m.boardB}`}</td>
                          <td class="mono">{m.result}{m.decidedOn && <span class="muted small"> ({m.decidedOn})</span>}{m.problem && <span class="badge warn" title={m.problem}>!</span>}</td></tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <h2>{tr("Clasificación por equipos", "Team standings")}</h2>
                <Loaded state={standings} retry={retryStandings}>
                  {(s) => (
                    <table class="data" data-testid="team-standings">
                      <thead><tr><th>#</th><th>{tr("Equipo", "Team")}</th><th>Elo</th><th>{tr("Ptos", "Pts")}</th>{s.columns.map((c) => <th class="num">{c}</th>)}</tr></thead>
                      <tbody>{s.rows.map((r) => <tr><td class="num">{r.shared ? `${r.rank}=` : r.rank}</td><td>{r.name}</td><td class="num">{r.rating || ""}</td><td class="num strong">{r.points}</td>{r.tiebreaks.map((v) => <td class="num">{v}</td>)}</tr>)}</tbody>
                    </table>
                  )}
                </Loaded>
              </div>
            </div>
          );
        }}
      </Loaded>
    </section>
  );
}

function AddTeam({ teams, players, onAdded }: { teams: TeamView[]; players: PlayerView[]; onAdded: () => void }) {
  const tr = useTr();
  const [name, setName] = useState("");
  const [one, setOne] = useState("");
  const [two, setTwo] = useState("");
  const [error, setError] = useState<AppError | null>(null);
  const taken = new Set(teams.flatMap((x) => [x.board1, x.board2]));
  const free = players.filter((p) => !taken.has(p.id));
  const choose = (value: string, set: (v: string) => void, field: string) => (
    <select name={field} required value={value} onChange={(e) => set((e.target as HTMLSelectElement).value)}>
      <option value="">—</option>
      {free.map((p) => <option value={String(p.id)}>{p.pairingNumber}. {p.data.name} ({p.data.rating || "–"})</option>)}
    </select>
  );
  return (
    <form class="card form-grid compact" data-testid="add-team" onSubmit={(e) => {
      e.preventDefault();
      commands.addTeam(name, Number(one), Number(two)).then(() => { setName(""); setOne(""); setTwo(""); setError(null); onAdded(); }, setError);
    }}>
      <h2>{tr("Añadir equipo", "Add team")}</h2>
      <label class="wide">{tr("Nombre", "Name")}<input name="name" required value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} /></label>
      <label>{tr("Tablero A (1)", "Board A (1)")}{choose(one, setOne, "board1")}</label>
      <label>{tr("Tablero B (2)", "Board B (2)")}{choose(two, setTwo, "board2")}</label>
      <div class="form-actions"><button type="submit">{tr("Añadir", "Add")}</button></div>
      {error && <ErrorBox error={error} />}
    </form>
  );
}
