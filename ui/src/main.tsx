// Entry point: styles and the app.
import { render } from "preact";
import "chessground/assets/chessground.base.css";
import "chessground/assets/chessground.brown.css";
import "chessground/assets/chessground.cburnett.css";
import "./styles.css";
import { App } from "./app";

const root = document.getElementById("app");
if (root) render(<App />, root);
