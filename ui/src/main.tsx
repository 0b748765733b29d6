// Entry point: styles and the app (chessground's styles come with the board,
// components/Board.tsx, loaded with the first screen that shows one).
import { render } from "preact";
import "./styles.css";
import { App } from "./app";

const root = document.getElementById("app");
if (root) render(<App />, root);
