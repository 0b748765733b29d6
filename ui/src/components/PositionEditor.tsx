// The position editor of the dispute at the board: chessground in free-edit
// mode with a palette of both colours × every role, start positions, side to
// move, castling rights, en-passant square and FEN copy / apply. Every edit
// goes to the rules core (`position_setup`), which answers the normalised
// FEN, the problems in both languages and the castling rights and
// en-passant squares the placement allows: the editor offers only those and
// decides nothing about legality itself.
import { Chessground } from "chessground";
import "chessground/assets/chessground.base.css";
import "chessground/assets/chessground.brown.css";
import "chessground/assets/chessground.cburnett.css";
import "./PositionEditor.css";
import type { Api } from "chessground/api";
import type { Config } from "chessground/config";
import type { Color, Key, Piece, Role } from "chessground/types";
import { createElement, type JSX } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { commands, type CastlingOption, type PositionSetupView, type SetupEdit } from "../ipc";
import { useI18n } from "../i18n";

export interface PositionEditorProps {
  /** The position as FEN (X-FEN/Shredder for Chess960). */
  fen: string;
  /** Chess960 castling rules (the call's variant). */
  chess960: boolean;
  /** Called on every change with the new FEN and whether the rules core accepts it (problems listed inside the editor). */
  onChange: (fen: string, valid: boolean) => void;
  /** Optional squares to mark (e.g. pieces a card may target), and a click handler; when given, clicks on squares call it instead of editing. */
  marks?: { square: string; kind: "target" | "chosen" | "moved" | "removed" | "protected" }[];
  onSquareClick?: (square: string) => void;
}

type Tool = { kind: "hand" } | { kind: "delete" } | { kind: "piece"; piece: Piece };

const COLOURS: Color[] = ["white", "black"];
const ROLES: Role[] = ["king", "queen", "rook", "bishop", "knight", "pawn"];

/** The placement field of a FEN (what the board draws). */
const placement = (fen: string) => fen.trim().split(/\s+/)[0] ?? "";

/** The pointer position of a mouse or touch event. */
function pointer(e: MouseEvent | TouchEvent): [number, number] | undefined {
  if ("clientX" in e) return [e.clientX, e.clientY];
  const t = e.targetTouches[0];
  return t ? [t.clientX, t.clientY] : undefined;
}

/** The drawn icons of the two tools that are not pieces. */
const ICONS = {
  hand: "M12 2v20M2 12h20M12 2l-3 3M12 2l3 3M12 22l-3-3M12 22l3-3M2 12l3-3M2 12l3 3M22 12l-3-3M22 12l-3 3",
  delete: "M5 5l14 14M19 5L5 19",
};

function ToolButton(props: { tool: keyof typeof ICONS; pressed: boolean; label: string; onClick: () => void }) {
  return (
    <button type="button" class="posed-tool" data-tool={props.tool} aria-pressed={props.pressed} title={props.label} aria-label={props.label} onClick={props.onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">
        <path d={ICONS[props.tool]} />
      </svg>
    </button>
  );
}

export function PositionEditor(props: PositionEditorProps): JSX.Element {
  const { t, lang } = useI18n();
  const el = useRef<HTMLDivElement>(null);
  const api = useRef<Api | null>(null);
  const [view, setView] = useState<PositionSetupView | null>(null);
  const [refusal, setRefusal] = useState<PositionSetupView["problems"] | null>(null);
  const [fenText, setFenText] = useState(props.fen);
  const [tool, setTool] = useState<Tool>({ kind: "hand" });
  const [orientation, setOrientation] = useState<Color>("white");
  const [number, setNumber] = useState("518");
  const [copied, setCopied] = useState(false);
  // The last FEN the core answered (what edits apply to) and the props the
  // handlers read.
  const current = useRef("");
  const latest = useRef(props);
  latest.current = props;
  const toolRef = useRef(tool);
  toolRef.current = tool;

  // Edits are asked one after the other, each on the answer to the one
  // before (an edit made while a request is on its way is not lost).
  const queue = useRef<Promise<void>>(Promise.resolve());
  const send = (edits: SetupEdit[], base?: string) => {
    queue.current = queue.current.then(() => ask(edits, base ?? current.current));
  };
  const ask = (edits: SetupEdit[], base: string) =>
    commands.positionSetup({ fen: base, chess960: latest.current.chess960, edits }).then(
      (answer) => {
        if (!answer.readable) {
          setRefusal(answer.problems);
          api.current?.set({ fen: placement(current.current || base) });
          return;
        }
        current.current = answer.fen;
        setRefusal(null);
        setView(answer);
        setFenText(answer.fen);
        api.current?.set({ fen: placement(answer.fen) });
        latest.current.onChange(answer.fen, answer.valid);
      },
      () => {
        // The shell always answers; a transport failure keeps the last position.
        api.current?.set({ fen: placement(current.current) });
      },
    );
  const sendRef = useRef(send);
  sendRef.current = send;

  const boardChanged = () => {
    if (api.current) sendRef.current([{ kind: "placement", placement: api.current.getFen() }]);
  };

  const editing = !props.onSquareClick;
  const highlights = new Map<Key, string>((props.marks ?? []).map((m) => [m.square as Key, `mark-${m.kind}`]));
  const config = (): Config => ({
    orientation,
    coordinates: true,
    movable: { free: true, color: editing ? "both" : undefined, showDests: false },
    draggable: { enabled: editing, deleteOnDropOff: true, showGhost: true },
    selectable: { enabled: false },
    premovable: { enabled: false },
    drawable: { enabled: false, visible: true },
    highlight: { lastMove: false, check: false, custom: highlights },
    animation: { enabled: false },
    events: { change: boardChanged },
  });

  useEffect(() => {
    if (!el.current) return;
    api.current = Chessground(el.current, { ...config(), fen: placement(props.fen) });
    // Tools and square clicks take the press before chessground sees it.
    const down = (e: MouseEvent | TouchEvent) => {
      const click = latest.current.onSquareClick;
      const active = toolRef.current;
      if (!click && active.kind === "hand") return;
      if (e instanceof MouseEvent && e.button !== 0) return;
      const pos = pointer(e);
      const key = pos && api.current?.getKeyAtDomPos(pos);
      if (!key) return;
      e.stopPropagation();
      e.preventDefault();
      if (click) return click(key);
      api.current?.setPieces(new Map([[key, active.kind === "piece" ? active.piece : undefined]]));
      boardChanged();
    };
    const node = el.current;
    node.addEventListener("mousedown", down, { capture: true });
    node.addEventListener("touchstart", down, { capture: true, passive: false });
    return () => {
      node.removeEventListener("mousedown", down, { capture: true });
      node.removeEventListener("touchstart", down, { capture: true });
      api.current?.destroy();
    };
  }, []);

  useEffect(() => {
    api.current?.set(config());
  });

  // A FEN from outside (or the variant) changed: ask the core about it.
  const rules = useRef(props.chess960);
  useEffect(() => {
    if (props.fen !== current.current || props.chess960 !== rules.current) {
      rules.current = props.chess960;
      setFenText(props.fen);
      api.current?.set({ fen: placement(props.fen) });
      send([], props.fen);
    }
  }, [props.fen, props.chess960]);

  const pieceName = (p: Piece) => t("ui-posed-piece", { colour: p.color, role: p.role });
  const isTool = (p: Piece) => tool.kind === "piece" && tool.piece.color === p.color && tool.piece.role === p.role;
  const startDrag = (p: Piece) => (e: MouseEvent | TouchEvent) => {
    if (!editing || (e instanceof MouseEvent && e.button !== 0)) return;
    api.current?.dragNewPiece(p, e as unknown as Parameters<Api["dragNewPiece"]>[1], true);
  };

  // A whole number the core is asked about (it says which are start positions).
  const whole = /^\d{1,4}$/.test(number.trim());

  const rights = (view?.castling ?? []).filter((c) => c.on).map((c) => c.right);
  const toggleRight = (right: CastlingOption, on: boolean) => {
    const same = (r: CastlingOption) => r.colour === right.colour && r.side === right.side;
    const wanted = on ? [...rights.filter((r) => !same(r)), right] : rights.filter((r) => !same(r));
    send([{ kind: "castling", rights: wanted }]);
  };

  const copy = () => {
    const text = view?.fen ?? fenText;
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  const hint =
    tool.kind === "piece"
      ? t("ui-posed-tool-hint", { tool: "piece", piece: pieceName(tool.piece) })
      : t("ui-posed-tool-hint", { tool: tool.kind, piece: "" });

  return (
    <div class="posed" data-mode={editing ? "edit" : "pick"} data-tool={tool.kind === "piece" ? `${tool.piece.color}-${tool.piece.role}` : tool.kind}>
      <div class="posed-left">
        <div class="posed-board board-frame" role="group" aria-label={t("ui-posed-board")}>
          <div class="board" ref={el} data-fen={view?.fen ?? props.fen} />
        </div>
        {editing && (
          <div class="posed-palette cg-wrap" role="toolbar" aria-label={t("ui-posed-palette")}>
            {COLOURS.map((color) => (
              <div class="posed-row" key={color}>
                {ROLES.map((role) => {
                  const p = { color, role };
                  return (
                    <button
                      type="button"
                      key={role}
                      class="posed-spare"
                      data-piece={`${color}-${role}`}
                      aria-label={pieceName(p)}
                      title={pieceName(p)}
                      aria-pressed={isTool(p)}
                      onMouseDown={startDrag(p)}
                      onTouchStart={startDrag(p)}
                      onClick={() => setTool(isTool(p) ? { kind: "hand" } : { kind: "piece", piece: p })}
                    >
                      {createElement("piece", { class: `${color} ${role}` })}
                    </button>
                  );
                })}
                {color === "white" ? (
                  <ToolButton tool="hand" pressed={tool.kind === "hand"} label={t("ui-posed-tool-hand")} onClick={() => setTool({ kind: "hand" })} />
                ) : (
                  <ToolButton
                    tool="delete"
                    pressed={tool.kind === "delete"}
                    label={t("ui-posed-tool-delete")}
                    onClick={() => setTool(tool.kind === "delete" ? { kind: "hand" } : { kind: "delete" })}
                  />
                )}
              </div>
            ))}
            <p class="posed-hint">{hint}</p>
          </div>
        )}
      </div>
      <div class="posed-side">
        {editing && (
          <>
            <div class="posed-buttons">
              <button type="button" data-action="clear" onClick={() => send([{ kind: "clear" }])}>
                {t("ui-posed-clear")}
              </button>
              <button type="button" data-action="standard" onClick={() => send([{ kind: "standard" }])}>
                {t("ui-posed-standard")}
              </button>
              <button type="button" data-action="flip" onClick={() => setOrientation((o) => (o === "white" ? "black" : "white"))}>
                {t("ui-board-flip")}
              </button>
            </div>
            <form
              class="posed-960"
              onSubmit={(e) => {
                e.preventDefault();
                if (whole) send([{ kind: "chess960", number: Number(number) }]);
              }}
            >
              <label>
                {t("ui-posed-chess960-number")}
                <input type="text" inputMode="numeric" size={4} value={number} data-field="chess960" onInput={(e) => setNumber(e.currentTarget.value)} />
              </label>
              <button type="submit" data-action="chess960" disabled={!whole}>
                {t("ui-posed-chess960-set")}
              </button>
            </form>
            <fieldset class="posed-group">
              <legend>{t("ui-posed-turn")}</legend>
              {(["white", "black"] as const).map((c) => (
                <button
                  type="button"
                  key={c}
                  data-turn={c}
                  aria-pressed={view?.turn === c}
                  onClick={() => view?.turn !== c && send([{ kind: "turn", turn: c }])}
                >
                  {t(c === "white" ? "ui-posed-turn-white" : "ui-posed-turn-black")}
                </button>
              ))}
            </fieldset>
            <fieldset class="posed-group" data-group="castling">
              <legend>{t("ui-posed-castling")}</legend>
              {view && view.castling.length === 0 && <span class="muted">{t("ui-posed-castling-none")}</span>}
              {view?.castling.map((c) => (
                <label class="check" key={`${c.right.colour}-${c.right.side}`}>
                  <input
                    type="checkbox"
                    data-castle={`${c.right.colour}-${c.right.side}`}
                    checked={c.on}
                    onChange={(e) => toggleRight(c.right, e.currentTarget.checked)}
                  />
                  {t("ui-posed-castle", { colour: c.right.colour, side: c.right.side })}
                </label>
              ))}
            </fieldset>
            <label class="posed-ep">
              {t("ui-posed-en-passant")}
              <select
                data-field="en-passant"
                value={view?.enPassant ?? ""}
                disabled={!view || view.enPassantOptions.length === 0}
                onChange={(e) => send([{ kind: "enPassant", square: e.currentTarget.value || null }])}
              >
                <option value="">{t("ui-posed-en-passant-none")}</option>
                {view?.enPassantOptions.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        <form
          class="posed-fen"
          onSubmit={(e) => {
            e.preventDefault();
            if (editing) send([], fenText.trim());
          }}
        >
          <label>
            {t("ui-board-fen")}
            <input
              type="text"
              spellcheck={false}
              readOnly={!editing}
              data-field="fen"
              value={fenText}
              onInput={(e) => {
                setFenText(e.currentTarget.value);
                setCopied(false);
              }}
            />
          </label>
          <div class="posed-buttons">
            <button type="button" data-action="copy" onClick={copy}>
              {copied ? t("ui-posed-copied") : t("ui-posed-copy")}
            </button>
            {editing && (
              <button type="submit" data-action="apply">
                {t("ui-posed-apply")}
              </button>
            )}
          </div>
        </form>
        <div class="posed-status" aria-live="polite" data-valid={view ? String(view.valid && !refusal) : ""}>
          {refusal && (
            <div class="error-box" data-refusal>
              <strong>{t("ui-posed-not-applied")}</strong>
              <ul>
                {refusal.map((p, i) => (
                  <li key={i} data-code={p.code}>
                    {p.text[lang]}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {view && view.valid && <p class="posed-ok">{t("ui-posed-valid")}</p>}
          {view && !view.valid && (
            <div class="posed-problems">
              <strong>{t("ui-posed-problems")}</strong>
              <ul>
                {view.problems.map((p, i) => (
                  <li key={i} data-code={p.code}>
                    {p.text[lang]}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
