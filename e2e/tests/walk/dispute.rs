//! The dispute at the board, as an arbiter does it under the clock, with
//! every user action counted (clicks, drags, keys): on a board of the paired
//! round, open a dispute; pick both hands from the deck's list; set up the
//! position by dragging a piece from the palette (no FEN typed); play a card
//! by clicking its target on the board; resolve; record the decision with an
//! incident and a precedent; leave the screen and find the precedent by
//! search; come back (the dispute is still there); print the incident sheet
//! with the dispute's diagram.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use fantoccini::actions::{
    InputSource, KeyAction, KeyActions, MOUSE_BUTTON_LEFT, MouseActions, PointerAction,
};

use super::{Session, wait_opened};

/// The user's actions, counted as a person makes them: a click (a select
/// counts two: open it, choose), a drag, a key.
#[derive(Default)]
struct Count {
    clicks: u32,
    drags: u32,
    keys: u32,
}

impl Count {
    fn total(&self) -> u32 {
        self.clicks + self.drags + self.keys
    }
}

/// The offset of `square`'s centre from the board's centre (White at the bottom).
fn square_offset(square: &str, width: f64, height: f64) -> (f64, f64) {
    let bytes = square.as_bytes();
    let file = f64::from(bytes[0] - b'a');
    let rank = f64::from(bytes[1] - b'1');
    (
        (file + 0.5) * width / 8.0 - width / 2.0,
        (7.0 - rank + 0.5) * height / 8.0 - height / 2.0,
    )
}

const BOARD: &str = ".posed cg-board";

impl Session {
    /// Drags the element at `from` onto `square` of the dispute's board.
    async fn drag_to_square(&self, from: &str, square: &str) {
        let piece = self.find(from).await;
        let board = self.find(BOARD).await;
        let (_, _, w, h) = board.rectangle().await.expect("board size");
        let (dx, dy) = square_offset(square, w, h);
        let step = Some(Duration::from_millis(120));
        let mouse = MouseActions::new("mouse".into())
            .then(PointerAction::MoveToElement {
                element: piece,
                duration: None,
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::MoveToElement {
                element: board.clone(),
                duration: step,
                x: dx / 2.0,
                y: dy / 2.0,
            })
            .then(PointerAction::MoveToElement {
                element: board,
                duration: step,
                x: dx,
                y: dy,
            })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        self.client.perform_actions(mouse).await.expect("drag");
        self.client.release_actions().await.expect("release the mouse");
    }

    /// Clicks `square` of the dispute's board.
    async fn click_square(&self, square: &str) {
        let board = self.find(BOARD).await;
        let (_, _, w, h) = board.rectangle().await.expect("board size");
        let (x, y) = square_offset(square, w, h);
        let mouse = MouseActions::new("mouse".into())
            .then(PointerAction::MoveToElement {
                element: board,
                duration: None,
                x,
                y,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        self.client.perform_actions(mouse).await.expect("click");
        self.client.release_actions().await.expect("release the mouse");
    }

    /// Presses the keys of `text` where the keyboard is, as a person types.
    async fn keys(&self, text: &str) {
        let mut keyboard = KeyActions::new("keyboard".into());
        for value in text.chars() {
            keyboard = keyboard
                .then(KeyAction::Down { value })
                .then(KeyAction::Up { value });
        }
        self.client.perform_actions(keyboard).await.expect("type");
        self.client.release_actions().await.expect("release the keys");
    }
}

const ENTER: &str = "\u{E007}";

/// The whole flow, from the Rounds screen showing a paired round with
/// board 1; returns with the app on the dispute screen, in Spanish.
pub async fn rule_a_dispute_at_the_board(s: &mut Session, event_dir: &Path, viewer_log: &Path) {
    let mut n = Count::default();

    // Open: "Nueva disputa" on board 1 of the round shown.
    s.click("[data-testid='boards'] [data-dispute='1']").await;
    n.clicks += 1;
    s.find("main[data-current='dispute'] h1").await;
    s.wait_text("[data-testid='dispute-board']", "mesa 1").await;
    s.shot("dispute-opened").await;

    // Both hands from the deck's list: the first search field has the
    // keyboard; a code's number and Enter take the card.
    s.find("[data-testid='hand-white'] input[type='search']:focus")
        .await;
    s.keys(&format!("15{ENTER}")).await;
    n.keys += 3;
    s.wait_text("[data-testid='hand-white-cards']", "Congelar").await;
    s.click("[data-testid='hand-black'] input[type='search']").await;
    n.clicks += 1;
    s.keys(&format!("28{ENTER}")).await;
    n.keys += 3;
    s.wait_text("[data-testid='hand-black-cards']", "Escudo").await;

    // The position: a black knight dragged from the palette onto d7 (it
    // replaces the pawn). The rules core checks it; nothing is typed.
    s.drag_to_square(".posed-palette [data-piece='black-knight']", "d7")
        .await;
    n.drags += 1;
    s.find(".posed .board[data-fen^='rnbqkbnr/pppnpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w']")
        .await;
    s.wait_text("[data-testid='situation']", "Blancas").await;
    s.shot("dispute-situation").await;

    // The play: White's one card comes chosen; the board marks what it may
    // target; the knight on d7 is clicked.
    s.click("[data-tab='play']").await;
    n.clicks += 1;
    s.find("[data-testid='play-cards'] [data-card='AM-15'][aria-checked='true']")
        .await;
    s.find("[data-testid='options'] [data-token='d7']").await;
    s.shot("dispute-targets").await;
    s.click_square("d7").await;
    n.clicks += 1;
    s.find("[data-testid='complete']").await;
    s.click("[data-testid='resolve']").await;
    n.clicks += 1;

    // The ruling first, in one sentence; the trace with its clauses.
    let verdict = s.wait_text("[data-testid='verdict']", "Congelar").await;
    assert!(
        verdict.contains("d7") && verdict.contains("AM-15"),
        "the verdict names the piece and the card: {verdict}"
    );
    let trace = s.text("[data-testid='trace']").await;
    assert!(
        trace.contains("AM-D7") || trace.contains("AM-G"),
        "the trace cites its clauses: {trace}"
    );
    s.shot("dispute-ruling").await;
    s.manual_shot("es", "dispute").await;

    // Record the decision with an incident (Black's incorrect claim, the
    // ladder's suggestion applied) and a precedent (its decision prefilled
    // from the verdict), in one click.
    s.click("[data-tab='record']").await;
    n.clicks += 1;
    s.click("[data-testid='record'] input[name='with-incident']")
        .await;
    n.clicks += 1;
    s.click("[data-testid='incident'] [data-colour='black'] input")
        .await;
    n.clicks += 1;
    s.choose(
        "[data-testid='incident'] select[name='incident-fault']",
        "incorrect-claim",
    )
    .await;
    n.clicks += 2;
    s.wait_text("[data-testid='suggestion']", "FIDE").await;
    s.click("[data-testid='record'] input[name='with-precedent']")
        .await;
    n.clicks += 1;
    s.shot("dispute-record-form").await;
    s.click("[data-testid='record-decision']").await;
    n.clicks += 1;
    let recorded = s.wait_text("[data-testid='recorded']", "#").await;
    s.shot("dispute-recorded").await;

    // Leave the screen: the precedent is found by search ("/" takes the
    // search field) among the event's precedents.
    s.open_screen("precedents").await;
    n.clicks += 1;
    s.keys("/15").await;
    n.keys += 3;
    s.wait_text("[data-testid='precedent-list']", "AM-15").await;
    s.shot("dispute-precedent-found").await;

    // Come back: the dispute is still there, with its ruling.
    s.open_screen("dispute").await;
    n.clicks += 1;
    s.wait_text("[data-testid='verdict']", "Congelar").await;

    // Print the incident sheet: the dispute's page has the diagram.
    s.click("[data-testid='ruling'] [data-print='incident']").await;
    n.clicks += 1;
    s.wait_text("[data-testid='printed-incident']", "abierto en el visor")
        .await;
    s.shot("dispute-printed").await;
    let printed = s
        .find("[data-testid='ruling'] [data-testid='printed-incident']")
        .await
        .attr("title")
        .await
        .expect("the printed file's path")
        .expect("a path");
    let pdf = Path::new(&printed).to_path_buf();
    assert!(
        pdf.starts_with(event_dir),
        "printed into the event's folder: {}",
        pdf.display()
    );
    wait_opened(viewer_log, &pdf).await;
    let text = Command::new("pdftotext")
        .arg("-layout")
        .arg(&pdf)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils)");
    let text = String::from_utf8_lossy(&text.stdout);
    for needle in ["Congelar", "AM-15", "d7"] {
        assert!(
            text.contains(needle),
            "the incident sheet prints the dispute ({needle}): {text:.600}"
        );
    }

    println!(
        "dispute at the board: {} clicks, {} drags, {} keys = {} actions ({recorded})",
        n.clicks,
        n.drags,
        n.keys,
        n.total()
    );
    assert!(
        n.total() <= 25,
        "the dispute takes at most 25 actions, not {}",
        n.total()
    );

    // The same screen in English, at 1366×768 (not counted: a language switch).
    s.click("[data-lang='en']").await;
    s.wait_text("main h1", "Card dispute").await;
    s.wait_text("[data-testid='verdict']", "Freeze").await;
    s.shot("dispute-ruling-en").await;
    s.manual_shot("en", "dispute").await;
    s.click("[data-tab='state']").await;
    s.wait_text("[data-testid='hand-white-cards']", "Freeze").await;
    s.shot("dispute-situation-en").await;
    s.click("[data-lang='es']").await;
    s.wait_text("main h1", "Disputa de cartas").await;
}
