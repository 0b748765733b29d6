// The chessboard (chessground). Positions, legal destinations and shapes
// come from the shell; the board only draws them and reports moves.
import { Chessground } from "chessground";
import "chessground/assets/chessground.base.css";
import "chessground/assets/chessground.brown.css";
import "chessground/assets/chessground.cburnett.css";
import type { Api } from "chessground/api";
import type { Config } from "chessground/config";
import type { DrawShape } from "chessground/draw";
import type { Key } from "chessground/types";
import { useEffect, useRef } from "preact/hooks";

export interface BoardProps {
  fen: string;
  orientation?: "white" | "black";
  turn?: "white" | "black";
  /** Legal destinations by origin square; omitted = view only. */
  dests?: Record<string, string[]>;
  lastMove?: [string, string];
  check?: boolean;
  shapes?: DrawShape[];
  onMove?: (from: string, to: string) => void;
  label?: string;
}

export function Board(props: BoardProps) {
  const el = useRef<HTMLDivElement>(null);
  const api = useRef<Api | null>(null);
  const onMove = useRef(props.onMove);
  onMove.current = props.onMove;

  const config = (): Config => {
    const dests = props.dests
      ? new Map(Object.entries(props.dests).map(([from, to]) => [from as Key, to as Key[]]))
      : undefined;
    return {
      fen: props.fen.split(" ")[0],
      orientation: props.orientation ?? "white",
      turnColor: props.turn ?? "white",
      check: props.check ?? false,
      lastMove: props.lastMove as Key[] | undefined,
      coordinates: true,
      movable: {
        free: false,
        color: dests ? (props.turn ?? "white") : undefined,
        dests,
        showDests: true,
        events: { after: (from, to) => onMove.current?.(from, to) },
      },
      draggable: { enabled: Boolean(dests) },
      selectable: { enabled: Boolean(dests) },
      premovable: { enabled: false },
      drawable: { enabled: true, visible: true, autoShapes: props.shapes ?? [] },
      animation: { enabled: true, duration: 150 },
    };
  };

  useEffect(() => {
    if (!el.current) return;
    api.current = Chessground(el.current, config());
    return () => api.current?.destroy();
  }, []);

  useEffect(() => {
    api.current?.set(config());
  });

  return (
    <div class="board-frame" role="img" aria-label={props.label ?? props.fen}>
      <div class="board" ref={el} />
    </div>
  );
}
