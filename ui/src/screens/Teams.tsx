// Teams (doubles/bughouse events, AM-R3, AM-R13, AM-R15): register teams of
// two partners, pair team rounds (each match on two boards with the bughouse
// seats), follow each match's team result, and the teams' standings. Results
// are entered on either board in Results: the team result covers both.
import { useCallback, useEffect, useState } from "preact/hooks";
import { AppError, commands, type PlayerView, type TeamMatchView, type TeamView } from "../ipc";
import { useI18n } from "../i18n";
import { ErrorBox, Loaded, useCommand } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { useEvent } from "../event-context";
import { RoundTabs, useRounds } from "./Rounds";

export function Teams() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("ui-nav-teams")} />;
  return <TeamsView />;
}

function TeamsView() {
  const { t } = useI18n();
  const { event } = useEvent();
  // Only doubles events have teams: nothing is asked of the shell otherwise.
  if (event?.call.family !== "bughouse") {
    return (
      <section class="screen teams" aria-labelledby="screen-title">
        <h1 id="screen-title">{t("ui-nav-teams")}</h1>
        <p class="muted" data-testid="not-doubles">{t("ui-teams-teams-belong-doubles-bughouse-events")}</p>
      </section>
    );
  }
  return <DoublesTeams />;
}

function DoublesTeams() {
  const { t } = useI18n();
  const { event, refresh } = useEvent();
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

  return (
    <section class="screen teams" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("ui-nav-teams")}</h1>
        <button type="button" class="primary" data-testid="pair-team-round" onClick={pair}>{t("ui-rounds-pair-round", { round: (event?.roundsPaired ?? 0) + 1 })}</button>
      </div>
      {error && <ErrorBox error={error} />}
      <Loaded state={state} retry={retry}>
        {([teams, players]) => {
          const name = (id: number) => players.find((p) => p.id === id)?.data.name ?? `#${id}`;
          const team = (id: number | null) => (id == null ? t("ui-records-bye") : teams.find((x) => x.id === id)?.name ?? `#${id}`);
          return (
            <div class="teams-grid">
              <div>
                <table class="data" data-testid="teams-table">
                  <thead><tr><th>N.º</th><th>{t("ui-teams-team")}</th><th>{t("ui-teams-board")}</th><th>{t("ui-teams-board-b")}</th><th>Elo</th></tr></thead>
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
                    <thead><tr><th>{t("ui-teams-match")}</th><th>{t("ui-teams-team-1")}</th><th>{t("ui-teams-team-2")}</th><th>{t("ui-teams-boards")}</th><th>{t("ui-boards-result")}</th></tr></thead>
                    <tbody>
                      {matches.map((m) => (
                        <tr><td class="num">{m.number}</td><td>{team(m.teamOne)}</td><td>{team(m.teamTwo)}</td><td class="mono">{m.teamTwo == null ? "" : `${m.boardA} · ${m.boardB}`}</td>
                          <td class="mono">{m.result}{m.decidedOn && <span class="muted small"> ({m.decidedOn})</span>}{m.problem && <span class="badge warn" title={m.problem}>!</span>}</td></tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <h2>{t("ui-teams-team-standings")}</h2>
                <Loaded state={standings} retry={retryStandings}>
                  {(s) => (
                    <table class="data" data-testid="team-standings">
                      <thead><tr><th>#</th><th>{t("ui-teams-team")}</th><th>Elo</th><th>{t("ui-results-pts")}</th>{s.columns.map((c) => <th class="num">{c}</th>)}</tr></thead>
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
  const { t } = useI18n();
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
      <h2>{t("ui-teams-add-team")}</h2>
      <label class="wide">{t("ui-results-name")}<input name="name" required value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} /></label>
      <label>{t("ui-teams-board-1")}{choose(one, setOne, "board1")}</label>
      <label>{t("ui-teams-board-b-2")}{choose(two, setTwo, "board2")}</label>
      <div class="form-actions"><button type="submit">{t("ui-players-add")}</button></div>
      {error && <ErrorBox error={error} />}
    </form>
  );
}
