// Arbiter panel: a position on the board, its legal moves and standing under
// the chosen ruleset (rules core), moves played on the board or typed.
import { useEffect, useState } from "preact/hooks";
import { AppError, commands, type BoardView, type RulesetName } from "../ipc";
import { useI18n } from "../i18n";
import { Board } from "../components/Board";
import { ErrorBox } from "../components/Async";
import { CardGame } from "./CardGame";
import { useNav } from "../nav";

export const START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

interface Ply {
  san: string;
  uci: string;
  fenBefore: string;
}

export function Arbiter() {
  const { t } = useI18n();
  const [fenInput, setFenInput] = useState(START_FEN);
  const [chess960, setChess960] = useState(false);
  const [ruleset, setRuleset] = useState<RulesetName>("fide");
  const [board, setBoard] = useState<BoardView | null>(null);
  const [plies, setPlies] = useState<Ply[]>([]);
  const [moveInput, setMoveInput] = useState("");
  const [error, setError] = useState<AppError | null>(null);
  const [flipped, setFlipped] = useState(false);

  const show = (fen: string) => {
    commands.positionView({ fen, chess960, ruleset }).then(
      (view) => {
        setBoard(view);
        setPlies([]);
        setError(null);
      },
      (e: AppError) => setError(e),
    );
  };

  useEffect(() => show(fenInput), [chess960, ruleset]);

  const play = (mv: string) => {
    if (!board) return;
    commands.playMove({ fen: board.fen, chess960, ruleset }, mv).then(
      (played) => {
        setPlies((p) => [...p, { san: played.san, uci: played.uci, fenBefore: board.fen }]);
        setBoard(played.board);
        setMoveInput("");
        setError(null);
      },
      (e: AppError) => setError(e),
    );
  };

  const onBoardMove = (from: string, to: string) => {
    if (!board) return;
    const candidates = board.moves.filter((m) => m.uci.startsWith(from + to));
    const chosen = candidates.find((m) => m.uci.length === 4 || m.uci.endsWith("q")) ?? candidates[0];
    if (chosen) play(chosen.uci);
  };

  const undo = () => {
    const last = plies[plies.length - 1];
    if (!last) return;
    commands.positionView({ fen: last.fenBefore, chess960, ruleset }).then((view) => {
      setBoard(view);
      setPlies((p) => p.slice(0, -1));
    }, setError);
  };

  const [mode, setMode] = useState<"position" | "cards">("position");
  if (mode === "cards") {
    return (
      <section class="screen arbiter" aria-labelledby="screen-title">
        <div class="screen-head">
          <h1 id="screen-title">{t("ui-arbiter-title")}</h1>
          <ModeTabs mode={mode} setMode={setMode} />
        </div>
        <CardGame />
      </section>
    );
  }
  const last = plies[plies.length - 1];
  return (
    <section class="screen arbiter" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("ui-arbiter-title")}</h1>
        <ModeTabs mode={mode} setMode={setMode} />
      </div>
      <div class="arbiter-grid">
        <div class="board-col">
          {board && (
            <Board
              fen={board.fen}
              turn={board.turn as "white" | "black"}
              dests={board.ending ? {} : board.dests}
              check={board.check}
              orientation={flipped ? "black" : "white"}
              lastMove={last ? [last.uci.slice(0, 2), last.uci.slice(2, 4)] : undefined}
              onMove={onBoardMove}
            />
          )}
        </div>
        <div class="side-col">
          <form
            class="field-row"
            onSubmit={(e) => {
              e.preventDefault();
              show(fenInput);
            }}
          >
            <label>
              {t("ui-board-fen")}
              <input data-search class="mono" value={fenInput} onInput={(e) => setFenInput((e.target as HTMLInputElement).value)} />
            </label>
            <button type="submit">{t("ui-arbiter-set-position")}</button>
            <button type="button" onClick={() => { setFenInput(START_FEN); show(START_FEN); }}>{t("ui-arbiter-start")}</button>
          </form>
          <div class="field-row">
            <label class="check">
              <input type="checkbox" checked={chess960} onChange={(e) => setChess960((e.target as HTMLInputElement).checked)} /> Chess960
            </label>
            <label>
              {t("ui-arbiter-ruleset")}
              <select value={ruleset} onChange={(e) => setRuleset((e.target as HTMLSelectElement).value as RulesetName)}>
                <option value="fide">FIDE (FI-*)</option>
                <option value="online">{t("ui-arbiter-online")} (ON-*)</option>
              </select>
            </label>
            <button type="button" onClick={() => setFlipped((f) => !f)}>{t("ui-board-flip")}</button>
          </div>
          {error && <ErrorBox error={error} />}
          {board && (
            <div class="status-box" data-testid="position-status">
              <p>
                <strong>{board.turn === "white" ? t("ui-arbiter-white-to-move") : t("ui-arbiter-black-to-move")}</strong>
                {board.check && <span class="tag warn">{t("ui-arbiter-check")}</span>}
                <span class="muted"> · {t("ui-arbiter-legal-moves", { n: board.moves.length })}</span>
              </p>
              {board.ending && (
                <p class="ending" data-testid="ending">
                  <span class="badge large">{board.ending.clause}</span> <strong>{board.ending.result}</strong> — {board.ending.detail}
                </p>
              )}
              {board.claimable.length > 0 && (
                <p>{t("ui-arbiter-claimable")}: {board.claimable.join(", ")}</p>
              )}
            </div>
          )}
          <form
            class="field-row move-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (moveInput.trim()) play(moveInput.trim());
            }}
          >
            <label>
              {t("ui-arbiter-move")}
              <input class="mono" value={moveInput} placeholder="e4, Nf3, e7e8q…" onInput={(e) => setMoveInput((e.target as HTMLInputElement).value)} />
            </label>
            <button type="submit">{t("ui-arbiter-play")}</button>
            <button type="button" onClick={undo} disabled={plies.length === 0}>{t("ui-arbiter-undo")}</button>
          </form>
          <div class="moves mono" aria-label={t("ui-arbiter-moves")} data-testid="moves">
            {plies.map((p, i) => (
              <span class="ply">
                {i % 2 === 0 && <span class="num">{i / 2 + 1}.</span>}
                {p.san}
              </span>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function ModeTabs({ mode, setMode }: { mode: "position" | "cards"; setMode: (m: "position" | "cards") => void }) {
  const { t } = useI18n();
  const nav = useNav();
  return (
    <div class="tabs" role="tablist">
      <button type="button" class="primary" data-testid="arbiter-new-dispute" onClick={() => nav.openDispute(null)}>{t("ui-dispute-new")}</button>
      <button type="button" role="tab" data-mode="position" class={mode === "position" ? "active" : ""} aria-selected={mode === "position"} onClick={() => setMode("position")}>{t("ui-arbiter-position")}</button>
      <button type="button" role="tab" data-mode="cards" class={mode === "cards" ? "active" : ""} aria-selected={mode === "cards"} onClick={() => setMode("cards")}>{t("ui-arbiter-card-game")}</button>
    </div>
  );
}
