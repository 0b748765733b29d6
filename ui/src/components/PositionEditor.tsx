// PROVISIONAL — replaced on merge by the full position editor (branch
// `posed`): this minimal version implements the same contract with
// chessground (a view, marks on squares, clicks reported) and a FEN field,
// so the dispute screen can be built against it. Do not extend it.
import { Chessground } from "chessground";
import "chessground/assets/chessground.base.css";
import "chessground/assets/chessground.brown.css";
import "chessground/assets/chessground.cburnett.css";
import type { Api } from "chessground/api";
import type { Key } from "chessground/types";
import { useEffect, useRef, useState } from "preact/hooks";
import type { JSX } from "preact";
import { useI18n } from "../i18n";

export interface PositionEditorProps {
  fen: string;
  chess960: boolean;
  onChange: (fen: string, valid: boolean) => void;
  marks?: { square: string; kind: "target" | "chosen" | "moved" | "removed" | "protected" }[];
  onSquareClick?: (square: string) => void;
}

/** Eight ranks of pieces and digits, a side to move: the shape of a FEN. */
function looksLikeFen(fen: string): boolean {
  const [board, turn] = fen.trim().split(/\s+/);
  const ranks = (board ?? "").split("/");
  return ranks.length === 8 && ranks.every((r) => /^[prnbqkPRNBQK1-8]+$/.test(r)) && (turn === "w" || turn === "b");
}

export function PositionEditor(props: PositionEditorProps): JSX.Element {
  const { t } = useI18n();
  const el = useRef<HTMLDivElement>(null);
  const api = useRef<Api | null>(null);
  const onClick = useRef(props.onSquareClick);
  onClick.current = props.onSquareClick;
  const [text, setText] = useState(props.fen);
  useEffect(() => setText(props.fen), [props.fen]);

  const config = () => ({
    fen: props.fen.split(" ")[0],
    coordinates: true,
    movable: { free: false },
    draggable: { enabled: false },
    selectable: { enabled: true },
    highlight: { custom: new Map((props.marks ?? []).map((m) => [m.square as Key, `mark-${m.kind}`])) },
    events: { select: (key: Key) => { onClick.current?.(key); queueMicrotask(() => api.current?.selectSquare(null)); } },
    animation: { enabled: false },
  });

  useEffect(() => {
    if (!el.current) return;
    api.current = Chessground(el.current, config());
    return () => api.current?.destroy();
  }, []);
  useEffect(() => { api.current?.set(config()); });

  const valid = looksLikeFen(text);
  return (
    <div class="position-editor">
      <div class="board-frame" role="img" aria-label={props.fen} data-testid="editor-board">
        <div class="board" ref={el} />
      </div>
      <label class="fen-field">{t("ui-dispute-fen")}
        <input class="mono" name="fen" value={text} aria-invalid={!valid} data-user-text
          onInput={(e) => { const v = (e.target as HTMLInputElement).value; setText(v); props.onChange(v, looksLikeFen(v)); }} />
      </label>
      {!valid && <span class="field-error">{t("ui-dispute-fen-invalid")}</span>}
    </div>
  );
}
