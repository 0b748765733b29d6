// Entry point: styles and the admin app, or the public display when the
// window was opened for the venue (`index.html#display`, see
// src-tauri/src/commands/app.rs). Chessground's styles come with the board
// (components/Board.tsx), loaded with the first screen that shows one.
import { render } from "preact";
import "./styles.css";
import { App } from "./app";

const root = document.getElementById("app");
if (root) {
  if (location.hash === "#display") {
    import("./display/PublicDisplay").then(({ PublicDisplay }) => render(<PublicDisplay />, root));
  } else {
    render(<App />, root);
  }
}
