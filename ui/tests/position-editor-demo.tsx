// The position editor mounted alone for its component tests
// (`#position-editor?lang=en&fen=…&chess960=1&marks=1`), inside a frame of
// the app's proportions (top bar, navigation column, a side panel) so that
// screenshots at 1366×768 show whether it fits the left column. The FEN and
// validity it reports are mirrored in `output#posed-out`; with `marks`, the
// squares clicked are listed in `data-clicked`.
import { render } from "preact";
import { useState } from "preact/hooks";
import "../src/styles.css";
import { LangContext, translate, type Lang } from "../src/i18n";
import { PositionEditor } from "../src/components/PositionEditor";

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const params = new URLSearchParams(location.hash.split("?")[1] ?? "");
const lang: Lang = params.get("lang") === "en" ? "en" : "es";
const withMarks = params.has("marks");

function Demo() {
  const [fen, setFen] = useState(params.get("fen") ?? START);
  const [valid, setValid] = useState<boolean | null>(null);
  const [clicked, setClicked] = useState<string[]>([]);
  return (
    <LangContext.Provider value={lang}>
      <div class="shell">
        <header class="topbar" />
        <nav />
        <main>
          <section class="screen" aria-labelledby="screen-title">
            <div class="screen-head">
              <h1 id="screen-title">{translate(lang, "ui-posed-title")}</h1>
            </div>
            <div style="display: grid; grid-template-columns: auto 24rem; gap: 1rem; align-items: start">
              <PositionEditor
                fen={fen}
                chess960={params.has("chess960")}
                onChange={(f, v) => {
                  setFen(f);
                  setValid(v);
                }}
                marks={withMarks ? [{ square: "c6", kind: "target" }, { square: "b7", kind: "chosen" }] : undefined}
                onSquareClick={withMarks ? (s) => setClicked((c) => [...c, s]) : undefined}
              />
              <aside class="detail" style="min-height: 20rem" data-side-panel />
            </div>
            <output id="posed-out" data-fen={fen} data-valid={String(valid)} data-clicked={clicked.join(",")} />
          </section>
        </main>
      </div>
    </LangContext.Provider>
  );
}

document.documentElement.lang = lang;
render(<Demo />, document.getElementById("app")!);
document.documentElement.dataset.ready = "1";
