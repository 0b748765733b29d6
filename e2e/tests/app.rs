//! The desktop app driven end to end in its real WebView: tauri-driver and
//! WebKitWebDriver under Xvfb (see scripts/app-e2e.sh). Each step checks what
//! an arbiter would see and writes a screenshot of the screen to
//! `ARBITRO_E2E_SHOTS` (default `e2e/screenshots/`).
//!
//! Needs: `ARBITRO_APP` (the app built with the UI embedded), `tauri-driver`
//! on PATH (or `TAURI_DRIVER`), `/usr/bin/WebKitWebDriver`, a display.
//!
//! The app is started with `--viewer` naming a stand-in for the system's PDF
//! viewer (a script that writes down what it was asked to open), so the test
//! sees that a printed form is opened with its file.

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

#[path = "walk/dispute.rs"]
mod dispute;
#[path = "walk/manual.rs"]
mod manual;

/// tauri-driver's port, and WebKitWebDriver's next to it; `ARBITRO_E2E_PORT`
/// moves both, so that two checkouts can run their E2E at once.
fn driver_port() -> u16 {
    std::env::var("ARBITRO_E2E_PORT")
        .ok()
        .and_then(|p| p.parse().ok())
        .unwrap_or(4444)
}

/// tauri-driver, stopped with SIGTERM so it also stops WebKitWebDriver.
struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .arg("-TERM")
            .arg(self.0.id().to_string())
            .status();
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.0.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.0.kill();
    }
}

fn start_driver() -> Driver {
    let program = std::env::var("TAURI_DRIVER").unwrap_or_else(|_| "tauri-driver".into());
    let port = driver_port();
    let native_port = (port + 1).to_string();
    // The app starts in the system's language: a Spanish system here (the
    // WebDriver launches the app with this environment).
    let child = Command::new(program)
        .env("LANG", "es_ES.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["--port", &port.to_string(), "--native-port", &native_port])
        .args(["--native-driver", "/usr/bin/WebKitWebDriver"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("tauri-driver starts (cargo install tauri-driver --locked)");
    let driver = Driver(child);
    let deadline = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "tauri-driver did not open port {port}");
        std::thread::sleep(Duration::from_millis(100));
    }
    driver
}

/// A WebDriver session with the app. tauri-driver opens its port before
/// WebKitWebDriver answers, so a first request right after start can be
/// dropped (an incomplete reply): that one attempt is retried, a real failure
/// still stops the test after a few.
async fn new_session(caps: serde_json::Map<String, serde_json::Value>) -> Client {
    let url = format!("http://127.0.0.1:{}", driver_port());
    let mut attempt = 1;
    loop {
        match ClientBuilder::native()
            .capabilities(caps.clone())
            .connect(&url)
            .await
        {
            Ok(client) => return client,
            Err(e) if attempt < 4 => {
                eprintln!("WebDriver session, attempt {attempt}: {e}; retrying");
                attempt += 1;
                tokio::time::sleep(Duration::from_secs(2)).await;
            }
            Err(e) => panic!("WebDriver session with the app: {e}"),
        }
    }
}

struct Session {
    client: Client,
    shots: PathBuf,
    count: usize,
}

impl Session {
    async fn find(&self, css: &str) -> fantoccini::elements::Element {
        match self
            .client
            .wait()
            .at_most(Duration::from_secs(20))
            .for_element(Locator::Css(css))
            .await
        {
            Ok(element) => element,
            Err(e) => {
                // What the screen showed instead, for whoever reads the failure.
                if let Ok(png) = self.client.screenshot().await {
                    let _ = std::fs::write(self.shots.join("failure.png"), png);
                }
                panic!("element {css} did not appear: {e}")
            }
        }
    }

    async fn text(&self, css: &str) -> String {
        // A screen may redraw between finding the element and reading it
        // (screens load on first use): find it again.
        for _ in 0..20 {
            match self.find(css).await.text().await {
                Ok(text) => return text,
                Err(fantoccini::error::CmdError::Standard(e))
                    if e.error == fantoccini::error::ErrorStatus::StaleElementReference =>
                {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                Err(e) => panic!("element text of {css}: {e}"),
            }
        }
        panic!("{css} kept being redrawn while read")
    }

    /// Waits until the element's text contains `needle`.
    async fn wait_text(&self, css: &str, needle: &str) -> String {
        // Printing a PDF in a debug build on a busy machine takes seconds.
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let text = self.text(css).await;
            if text.contains(needle) {
                return text;
            }
            assert!(
                Instant::now() < deadline,
                "{css} never contained {needle:?}; last text: {text:?}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    async fn click(&self, css: &str) {
        self.find(css)
            .await
            .click()
            .await
            .unwrap_or_else(|e| panic!("click {css}: {e}"));
    }

    /// Replaces a field's text. The screens' fields are controlled inputs
    /// that a re-render (a running clock redraws every tick) may reset right
    /// after WebDriver's `clear`, so the text is typed over a select-all and
    /// read back, and typed again (a few times) if a re-render got in between.
    async fn type_into(&self, css: &str, text: &str) {
        const SELECT_ALL: &str = "\u{E009}a\u{E000}";
        for _ in 0..5 {
            let field = self.find(css).await;
            field.clear().await.expect("clear field");
            if !text.is_empty() {
                field.send_keys(SELECT_ALL).await.expect("select all");
                field.send_keys(text).await.expect("type");
            }
            let value = field.prop("value").await.expect("read field").unwrap_or_default();
            if value == text {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        // A field that normalises what is typed: the checks that follow judge it.
    }

    async fn shot(&mut self, name: &str) {
        self.count += 1;
        let png = self.client.screenshot().await.expect("screenshot");
        let path = self.shots.join(format!("{:02}-{name}.png", self.count));
        std::fs::write(&path, png).expect("write screenshot");
    }

    /// Opens the public display (its own window) and switches to it;
    /// returns the admin window's handle, to come back.
    async fn switch_to_public_display(&self) -> fantoccini::wd::WindowHandle {
        let admin = self.client.window().await.expect("the admin window");
        self.click("[data-testid='open-display']").await;
        // A second WebView window can take a while on a loaded machine.
        let deadline = Instant::now() + Duration::from_secs(30);
        let display = loop {
            let handles = self.client.windows().await.expect("windows");
            if let Some(h) = handles.into_iter().find(|h| *h != admin) {
                break h;
            }
            assert!(Instant::now() < deadline, "the public display did not open");
            tokio::time::sleep(Duration::from_millis(200)).await;
        };
        self.client.switch_to_window(display).await.expect("to the display");
        admin
    }

    /// A screenshot the manual shows: `manual/LANG/NAME.png` (see walk/manual.rs).
    async fn manual_shot(&mut self, lang: &str, name: &str) {
        let png = self.client.screenshot().await.expect("screenshot");
        let dir = self.shots.join("manual").join(lang);
        std::fs::create_dir_all(&dir).expect("manual screenshot folder");
        std::fs::write(dir.join(format!("{name}.png")), png).expect("write screenshot");
    }

    async fn open_screen(&self, id: &str) {
        self.click(&format!("nav [data-screen='{id}']")).await;
        self.find(&format!("main[data-current='{id}'] h1")).await;
    }

    /// Clicks `css`, then confirms the question it asks (`[data-testid=dialog]`).
    async fn click_and_confirm(&self, css: &str, dialog: &str) {
        self.click(css).await;
        self.click(&format!("[data-testid='{dialog}'] [data-confirm]"))
            .await;
        self.gone(&format!("[data-testid='{dialog}']")).await;
    }

    /// Waits until no element matches `css`.
    async fn gone(&self, css: &str) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while self.client.find(Locator::Css(css)).await.is_ok() {
            assert!(Instant::now() < deadline, "{css} did not go away");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Empties the screen's search field (as a person does: select all, delete).
    async fn clear_search(&self) {
        let field = self.find("main [data-search]").await;
        field
            .send_keys("\u{E009}a\u{E000}\u{E003}")
            .await
            .expect("clear the search");
        let deadline = Instant::now() + Duration::from_secs(5);
        while field
            .prop("value")
            .await
            .ok()
            .flatten()
            .is_some_and(|v| !v.is_empty())
        {
            assert!(Instant::now() < deadline, "the search field kept its text");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Chooses `value` in the `select` at `css`.
    async fn choose(&self, css: &str, value: &str) {
        self.click(&format!("{css} option[value='{value}']")).await;
    }
}

/// What the stand-in viewer was asked to open, one line per call.
fn viewer_log(log: &Path) -> String {
    std::fs::read_to_string(log).unwrap_or_default()
}

/// Waits until the stand-in viewer was asked to open `file`.
async fn wait_opened(log: &Path, file: &Path) {
    let deadline = Instant::now() + Duration::from_secs(10);
    let wanted = file.display().to_string();
    while !viewer_log(log).lines().any(|l| l == wanted) {
        assert!(
            Instant::now() < deadline,
            "the viewer was never launched with {wanted}; it opened: {:?}",
            viewer_log(log)
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn arbiter_walks_through_the_app() {
    let app = std::env::var("ARBITRO_APP").expect("ARBITRO_APP: path of the built app");
    let shots = std::env::var("ARBITRO_E2E_SHOTS")
        .map(PathBuf::from)
        .unwrap_or_else(|_| Path::new(env!("CARGO_MANIFEST_DIR")).join("screenshots"));
    let _ = std::fs::remove_dir_all(&shots);
    std::fs::create_dir_all(&shots).expect("screenshot folder");
    let event_dir = std::env::temp_dir().join(format!("arbitro-e2e-{}", std::process::id()));
    std::fs::create_dir_all(&event_dir).expect("event folder");
    // The stand-in for the system's PDF viewer: it writes down each file.
    let viewer = event_dir.join("viewer.sh");
    let opened = event_dir.join("viewer.log");
    std::fs::write(
        &viewer,
        format!("#!/bin/sh\nprintf '%s\\n' \"$1\" >> '{}'\n", opened.display()),
    )
    .expect("viewer script");
    let _ = Command::new("chmod").arg("+x").arg(&viewer).status();

    let _driver = start_driver();
    let caps = json!({
        "browserName": "wry",
        "tauri:options": { "application": app, "args": [
            "--event-dir", event_dir.display().to_string(),
            "--viewer", viewer.display().to_string(),
        ] }
    });
    let client = new_session(caps.as_object().expect("object").clone()).await;
    let mut s = Session {
        client,
        shots,
        count: 0,
    };

    // The first screen is interactive once the shell answered (html[data-ready]).
    s.find("html[data-ready='1']").await;
    // The language chosen in an earlier run is remembered (local storage):
    // start as a first-time user does.
    s.client
        .execute("localStorage.clear(); location.reload();", vec![])
        .await
        .expect("forget an earlier run's language");
    tokio::time::sleep(Duration::from_millis(500)).await;
    s.find("html[data-ready='1']").await;
    s.wait_text("[data-testid='event-dir']", &event_dir.display().to_string())
        .await;
    assert_eq!(
        s.text("main h1").await,
        "Torneo",
        "a first start speaks the system's language (Spanish here)"
    );
    s.open_screen("players").await;
    s.find("[data-testid='needs-event']").await;
    s.open_screen("event").await;

    // Create an event: the call (AM-R15) in the form.
    s.type_into(
        "[data-testid='new-event'] input[name='name']",
        "Open E2E de Alcalá",
    )
    .await;
    s.type_into("[data-testid='new-event'] input[name='file']", "open-e2e")
        .await;
    s.type_into(
        "[data-testid='new-event'] input[name='place']",
        "Alcalá de Henares",
    )
    .await;
    s.type_into(
        "[data-testid='new-event'] input[name='chiefArbiter']",
        "Ana Beltrán",
    )
    .await;
    // A Dutch Swiss of Ajedrez Mágico: the call names the deck and rulebook (AM-R16).
    s.click("[data-testid='new-event'] select[name='family'] option[value='magico-classic']")
        .await;
    s.click("[data-testid='new-event'] select[name='system'] option[value='dutch']")
        .await;
    s.type_into("[data-testid='new-event'] input[name='rounds']", "3")
        .await;
    s.type_into("[data-testid='new-event'] input[name='tiebreaks']", "BH/C1, SB")
        .await;
    assert_eq!(
        s.find("[data-testid='new-event'] input[name='deck']")
            .await
            .prop("value")
            .await
            .expect("deck value")
            .as_deref(),
        Some("AM-REF@1"),
        "a card family offers the built-in deck"
    );
    s.click("[data-testid='new-event'] button[type='submit']").await;
    s.wait_text("[data-testid='event-card']", "Open E2E de Alcalá")
        .await;
    s.wait_text("[data-testid='open-event']", "Open E2E").await;
    s.shot("event-created").await;

    // Import players from the event folder: a file with bad lines is shown
    // with its rejected lines, a good one is imported.
    std::fs::write(
        event_dir.join("bad.csv"),
        "nombre,elo\n\"Pérez, Ana\",2100\n\"López, Luis\",abc\n",
    )
    .expect("bad.csv");
    std::fs::write(
        event_dir.join("players.csv"),
        "nombre,elo,fed,titulo,club\n\"Núñez Peña, Álvaro\",2391,ESP,IM,Real Club Madrid\n\"Souza, Beatriz\",2104,POR,,Clube Xadrez Porto\n\"Okafor, Chidi\",1987,NGR,,Club Ajedrez Alcalá\n\"Ibáñez Solé, Núria\",1876,AND,,Club Escacs Andorra\n\"Lindqvist, Erik\",1801,SWE,,Schack Uppsala\n\"Mbeki, Thandi\",1750,RSA,,Club Ajedrez Alcalá\n",
    )
    .expect("players.csv");
    s.open_screen("players").await;
    s.click("[data-preview='bad.csv']").await;
    s.wait_text("[data-testid='import-preview'] .problems", "3").await;
    s.shot("players-import-rejected").await;
    s.click("[data-preview='players.csv']").await;
    s.wait_text("[data-testid='import-preview']", "Núñez Peña").await;
    s.click("[data-testid='import-preview'] button.primary").await;
    s.wait_text("[data-testid='players-table']", "Ibáñez Solé, Núria")
        .await;
    s.type_into("main [data-search]", "nuria").await;
    let filtered = s.text("[data-testid='players-table'] tbody").await;
    assert!(
        filtered.contains("Núria") && !filtered.contains("Okafor"),
        "accent-insensitive search: {filtered}"
    );
    s.clear_search().await;
    s.shot("players").await;

    // Pair round 1 by the FIDE Dutch system, read the engine's explanation
    // (C.04.3), publish it.
    s.open_screen("rounds").await;
    s.click_and_confirm("[data-testid='pair-next']", "confirm-pair")
        .await;
    s.wait_text("[data-testid='round-system']", "Suizo holandés FIDE")
        .await;
    s.click("[data-testid='explain']").await;
    let why = s.wait_text("[data-testid='explanation']", "C6").await;
    assert!(why.contains("5.2."), "the colours cite their rule: {why}");
    s.shot("rounds-round1-explained").await;
    s.click_and_confirm("[data-testid='publish']", "confirm-publish")
        .await;
    s.wait_text("[data-testid='round-status']", "publicada").await;

    // A requested half-point bye for round 3 and a late entry from round 2,
    // on the Players screen.
    s.open_screen("players").await;
    s.click("[data-manage='6']").await;
    s.choose("[data-testid='request-bye'] select[name='round']", "3")
        .await;
    s.choose("[data-testid='request-bye'] select[name='kind']", "H")
        .await;
    s.click("[data-testid='request-bye'] button[type='submit']").await;
    s.wait_text(
        "[data-testid='player-state-6']",
        "ronda 3: descanso de medio punto",
    )
    .await;
    s.shot("players-bye-requested").await;
    s.type_into("[data-testid='add-player'] input[name='name']", "Rivas, Carmen")
        .await;
    s.type_into("[data-testid='add-player'] input[name='rating']", "1950")
        .await;
    s.choose("[data-testid='add-player'] select[name='firstRound']", "2")
        .await;
    s.click("[data-testid='add-player'] button[type='submit']").await;
    s.wait_text("[data-testid='players-table']", "Rivas, Carmen")
        .await;
    s.wait_text("[data-testid='player-state-7']", "desde la ronda 2")
        .await;
    s.shot("players-late-entry").await;

    // Deck control (AM-AB): board 1 is checked card by card, AM-07 is missing
    // and replaced from the reserve; board 2 starts on the arbiter's override.
    s.open_screen("decks").await;
    s.wait_text("[data-testid='deck-boards']", "Núñez Peña").await;
    s.click("[data-testid='deck-boards'] li[data-board='1']").await;
    s.click("[data-testid='deck-check'] .field-row button[type='button']")
        .await;
    s.click("[data-code='AM-07']").await;
    s.click("[data-replace='AM-07']").await;
    s.click("[data-testid='save-check']").await;
    s.wait_text("[data-testid='deck-status']", "completo").await;
    s.shot("deck-control-board1").await;
    s.click("[data-testid='deck-boards'] li[data-board='2']").await;
    s.type_into(
        "[data-testid='override'] input[name='reason']",
        "mazo de reserva precintado",
    )
    .await;
    s.click("[data-testid='override'] button").await;
    s.wait_text("[data-testid='deck-status']", "autorizado").await;

    // Clocks (AM-R13): start board 1, White commits a card (it uses the turn),
    // Black moves, an arbiter's pause and a time adjustment as a sanction.
    s.open_screen("clocks").await;
    s.click("[data-testid='clock-start']").await;
    s.click("[data-testid='card-white']").await;
    s.wait_text("[data-testid='clock-log']", "carta bajada").await;
    s.click("[data-testid='move-black']").await;
    s.click("[data-testid='clock-pause']").await;
    s.find("[data-testid='clock-paused']").await;
    s.click("[data-testid='clock-resume']").await;
    s.type_into("[data-testid='clock-adjust'] input[name='seconds']", "60")
        .await;
    s.click("[data-testid='clock-adjust'] select[name='fault'] option[value='disturbing']")
        .await;
    s.type_into(
        "[data-testid='clock-adjust'] input[name='description']",
        "habla con el público",
    )
    .await;
    s.type_into(
        "[data-testid='clock-adjust'] input[name='reason']",
        "segunda advertencia verbal",
    )
    .await;
    s.click("[data-testid='clock-adjust'] button[type='submit']")
        .await;
    s.wait_text("[data-testid='adjust-done']", "Incidencia").await;
    s.wait_text("[data-testid='clock-log']", "+60 s").await;
    s.shot("clock-board1").await;

    // An incident logged from the board's clock: the ladder's suggestion
    // (AM-AC) is shown before it is recorded; the sheet is printed.
    s.click("[data-side='white'] button.link").await;
    s.find("main[data-current='incidents'] h1").await;
    s.click("[data-testid='new-incident'] select[name='fault'] option[value='marked-cards']")
        .await;
    s.wait_text("[data-testid='suggestion']", "FIDE 12.9.1").await;
    s.type_into(
        "[data-testid='new-incident'] input[name='description']",
        "esquina doblada en AM-15",
    )
    .await;
    s.type_into("[data-testid='new-incident'] input[name='cardCode']", "AM-15")
        .await;
    s.click("[data-testid='record-incident']").await;
    s.wait_text("[data-testid='incident-list']", "AM-15").await;
    s.click("[data-print='incident']").await;
    s.wait_text("[data-testid='printed-incident']", ".pdf").await;
    s.shot("incidents").await;

    // Enter results: board, result, Enter.
    s.open_screen("results").await;
    for (board, result, shown) in [("1", "1-0", "1-0"), ("2", "1/2", "½"), ("3", "0-1", "0-1")] {
        s.type_into("[data-testid='result-entry'] input[name='board']", board)
            .await;
        s.type_into("[data-testid='result-entry'] input[name='result']", result)
            .await;
        s.click("[data-testid='result-entry'] button[type='submit']")
            .await;
        s.wait_text(&format!("[data-testid='result-{board}']"), shown)
            .await;
    }
    s.type_into("[data-testid='result-entry'] input[name='board']", "1")
        .await;
    s.type_into("[data-testid='result-entry'] input[name='result']", "3-0")
        .await;
    s.click("[data-testid='result-entry'] button[type='submit']")
        .await;
    s.wait_text(".error-box[data-code='invalid_input']", "no es un resultado")
        .await;
    s.wait_text("[data-testid='standings']", "SB").await;
    s.wait_text("[data-testid='standings-when']", "Clasificación tras la ronda 1")
        .await;
    s.shot("results-standings").await;
    s.click("[data-view='crosstable']").await;
    s.wait_text("[data-testid='crosstable']", "Núñez Peña").await;
    s.shot("results-crosstable").await;

    // Game records (Alt+G): round 1's boards with their players, none with a
    // record yet.
    s.open_screen("records").await;
    s.wait_text("[data-testid='record-boards']", "Núñez Peña").await;
    s.find("[data-testid='attach-record'] select[name='file']").await;
    s.shot("records").await;

    // Print round 1's scoresheets: a PDF in the event folder with the names.
    s.open_screen("rounds").await;
    s.click("[data-round='1']").await;
    s.click("[data-print='scoresheet']").await;
    s.wait_text("[data-testid='printed-scoresheet']", "abierto en el visor")
        .await;
    s.shot("rounds-printed").await;
    let pdf = event_dir.join("open-e2e-pdf").join("ronda-1-planillas.pdf");
    wait_opened(&opened, &pdf).await;
    let text = Command::new("pdftotext")
        .arg(&pdf)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils)");
    let text = String::from_utf8_lossy(&text.stdout);
    for name in [
        "Núñez Peña",
        "Ibáñez Solé",
        "Souza",
        "Okafor",
        "Lindqvist",
        "Mbeki",
    ] {
        assert!(text.contains(name), "the scoresheets name {name}: {text:.300}");
    }

    // The print folder is offered too.
    s.click("[data-testid='printed-scoresheet'] [data-open-folder]")
        .await;
    wait_opened(&opened, &event_dir.join("open-e2e-pdf")).await;

    // Pair round 2 (Dutch, by score groups) and read why.
    s.open_screen("rounds").await;
    s.click_and_confirm("[data-testid='pair-next']", "confirm-pair")
        .await;
    s.wait_text("[data-round='2']", "2").await;
    s.click("[data-testid='explain']").await;
    s.wait_text("[data-testid='explanation']", "Grupo de puntuación 1")
        .await;
    s.shot("rounds-round2-explained").await;

    // A dispute at the board on round 2, from the table to the register.
    dispute::rule_a_dispute_at_the_board(&mut s, &event_dir, &opened).await;

    // Round 2 is paired: a result of round 1 changed now is a correction,
    // with its reason, recorded in the register; the checker says which
    // pairings of round 2 it would have changed.
    s.open_screen("results").await;
    s.click("[data-round='1']").await;
    s.wait_text("[data-testid='late-notice']", "ya está emparejada")
        .await;
    s.click("[data-testid='boards'] tr[data-board='1'] td:nth-child(3)")
        .await;
    s.type_into("[data-testid='result-entry'] input[name='result']", "0-1")
        .await;
    s.click("[data-testid='result-entry'] button[type='submit']")
        .await;
    s.type_into(
        "[data-testid='late-correction'] input[name='reason']",
        "la planilla firmada por ambos dice 0-1",
    )
    .await;
    s.shot("results-late-correction-dialog").await;
    s.click("[data-testid='late-correction'] [data-confirm]").await;
    let correction = s.wait_text("[data-testid='correction']", "asiento").await;
    assert!(
        correction.contains("ronda 2"),
        "the checker speaks of round 2: {correction}"
    );
    s.wait_text("[data-testid='result-1']", "0-1").await;
    s.shot("results-corrected").await;

    // A withdrawal after round 2: not paired from round 3 on (asked first).
    s.open_screen("players").await;
    s.click("[data-manage='5']").await;
    s.choose("[data-testid='withdraw'] select[name='after']", "2")
        .await;
    s.click_and_confirm("[data-testid='withdraw-button']", "confirm-withdraw")
        .await;
    s.wait_text("[data-testid='player-state-5']", "retirado tras la ronda 2")
        .await;
    s.shot("players-withdrawn").await;

    // The public display: its own window, the published round by board and
    // by name, the standings; nothing of the admin UI.
    let admin = s.switch_to_public_display().await;
    s.wait_text("[data-testid='public-display']", "Ronda 1").await;
    assert!(
        s.client.find(Locator::Css("nav")).await.is_err(),
        "no admin UI on the public display"
    );
    s.wait_text("[data-testid='display-boards']", "Núñez Peña").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    s.shot("public-display-boards").await;
    s.client
        .execute(
            "window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }))",
            vec![],
        )
        .await
        .expect("next page");
    s.wait_text("[data-testid='display-names']", "mesa").await;
    s.shot("public-display-names").await;
    s.client.close_window().await.expect("close the display");
    s.client
        .switch_to_window(admin)
        .await
        .expect("back to the admin window");

    // A card game in the Arbiter panel: step to the disputed moment, try the
    // reaction, read the layered trace with its clauses, record the ruling.
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/AM-28.shield-from-shelling.json"),
        event_dir.join("AM-28-shield.json"),
    )
    .expect("game record");
    s.open_screen("arbiter").await;
    s.click("[data-mode='cards']").await;
    s.click("[data-game='AM-28-shield.json']").await;
    s.wait_text("[data-testid='step']", "2/2").await;
    s.click("[data-testid='events'] li[data-index='1']").await;
    s.wait_text("[data-testid='step']", "1/2").await;
    s.type_into("[data-testid='try-play'] input[name='card']", "AM-28")
        .await;
    s.type_into("[data-testid='try-play'] input[name='targets']", "c6")
        .await;
    s.click("[data-testid='try-play'] button[type='submit']").await;
    let trace = s.wait_text("[data-testid='try-outcome']", "AM-D6").await;
    assert!(
        trace.contains("Escudo"),
        "the trace reads out the shield in Spanish: {trace}"
    );
    // The ruling first, in one sentence.
    s.wait_text(
        "[data-testid='verdict']",
        "Se resuelve: el caballo negro de c6 queda protegido por Escudo (AM-28)",
    )
    .await;
    s.shot("arbiter-card-trace").await;
    s.click("[data-testid='record-precedent'] button[type='submit']")
        .await;
    s.wait_text("[data-testid='recorded']", "#").await;

    // Search it in the register, accents and case optional.
    s.open_screen("precedents").await;
    s.type_into("main [data-search]", "ESCUDO inmune").await;
    s.click("[data-testid='precedent-list'] li[data-seq]").await;
    s.wait_text("[data-testid='precedent-detail']", "AM-28").await;
    s.shot("precedents-search").await;

    s.click("[data-testid='export-precedents']").await;
    s.wait_text("[data-testid='exchange-result']", ".json").await;

    // Rules: accent-insensitive search over both decks, ES and EN.
    s.open_screen("rules").await;
    s.type_into("main [data-search]", "am-g3").await;
    s.click("#rule-AM-G3").await;
    s.wait_text(".detail", "AM-G3").await;
    s.shot("rules-clause").await;
    s.click("[data-tab='AM-REF']").await;
    s.type_into("main [data-search]", "anulacion").await;
    s.click("#rule-AM-25").await;
    s.wait_text(".detail", "Anulación").await;
    s.click("[data-lang='en']").await;
    s.wait_text(".detail", "Counter").await;
    assert_eq!(s.text("main h1").await, "Rules");
    s.shot("rules-deck-en").await;
    s.click("[data-lang='es']").await;

    // Arbiter panel: moves typed in SAN are judged by the rules core, and the
    // mate is reported with its clause.
    s.open_screen("arbiter").await;
    s.wait_text("[data-testid='position-status']", "20").await;
    for mv in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
        s.type_into("form.move-form input", mv).await;
        s.click("form.move-form button[type='submit']").await;
        s.wait_text("[data-testid='moves']", mv).await;
    }
    let ending = s.wait_text("[data-testid='ending']", "1-0").await;
    assert!(ending.contains("FI-"), "the ending cites its clause: {ending}");
    s.type_into("form.move-form input", "e2e5").await;
    s.click("form.move-form button[type='submit']").await;
    s.find(".error-box[data-code='invalid_input']").await;
    s.shot("arbiter-mate").await;

    // The organiser's screens in Spanish and in English, at 1366×768.
    s.open_screen("event").await;
    s.wait_text("[data-testid='event-card']", "Ajedrez Mágico").await;
    s.shot("event-es").await;
    s.open_screen("results").await;
    s.wait_text("[data-testid='standings-when']", "Clasificación")
        .await;
    s.shot("results-es").await;
    s.click("[data-lang='en']").await;
    s.wait_text("main h1", "Results").await;
    s.wait_text("[data-testid='standings-when']", "Standings after round")
        .await;
    s.shot("results-en").await;
    s.click("[data-view='crosstable']").await;
    s.wait_text("[data-testid='crosstable']", "Player").await;
    s.shot("results-crosstable-en").await;
    for (screen, probe, text) in [
        ("event", "[data-testid='event-card']", "FIDE Dutch Swiss"),
        (
            "players",
            "[data-testid='players-table']",
            "withdrawn after round 2",
        ),
        ("rounds", "[data-testid='round-system']", "FIDE Dutch Swiss"),
        ("incidents", "[data-testid='new-incident']", "Window"),
    ] {
        s.open_screen(screen).await;
        s.wait_text(probe, text).await;
        s.shot(&format!("{screen}-en")).await;
    }
    s.click("[data-lang='es']").await;
    s.wait_text("main h1", "Incidencias").await;
    s.shot("incidents-es").await;

    // The manual: F1 on three screens, then its screenshots in both languages.
    manual::f1_opens_the_screens_chapter(&mut s).await;
    for lang in ["es", "en"] {
        manual::take_the_manuals_screenshots(&mut s, lang).await;
    }
    manual::every_screenshot_of_the_manual_was_taken(&s.shots);

    // Importar torneo: a TRF of the event folder reviewed line by line (its
    // edition, each adjustment, each departure by round and board), then
    // imported with the arbiter's confirmation into a new event file.
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/trf/real/javafo-aum-gros-2010.trf"),
        event_dir.join("gros-2010.trf"),
    )
    .expect("gros-2010.trf");
    s.open_screen("players").await;
    s.open_screen("event").await;
    s.click("[data-import='gros-2010.trf']").await;
    s.wait_text("[data-testid='import-review']", "TRF16, 52 jugadores").await;
    s.wait_text("[data-testid='import-review']", "Ronda 2, tablero 4").await;
    s.shot("event-import-review-es").await;
    s.click("[data-lang='en']").await;
    s.click("[data-import='gros-2010.trf']").await;
    s.wait_text("[data-testid='import-review']", "TRF16, 52 players").await;
    s.wait_text("[data-testid='import-review']", "title “g” read as GM").await;
    s.shot("event-import-review-en").await;
    s.click("[data-testid='import-review'] input[name='confirm-departure']").await;
    s.click("[data-testid='import-run']").await;
    s.wait_text("[data-testid='event-card']", "XX Open Internacional de Gros").await;
    s.wait_text("[data-testid='event-state']", "52").await;
    s.shot("event-imported-en").await;
    s.click("[data-lang='es']").await;
    s.wait_text("main h1", "Torneo").await;

    s.client.close().await.expect("close the session");

    // A double-clicked event: the desktop entry's command line
    // (`arbitro-app %f`) opens the file, its folder as the event folder.
    let event_file = event_dir.join("open-e2e.arbitro");
    let entry = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../src-tauri/packaging/linux/arbitro.desktop"),
    )
    .expect("the desktop entry");
    let exec = entry
        .lines()
        .find_map(|l| l.strip_prefix("Exec="))
        .expect("the desktop entry's Exec line");
    let mut words = exec.split_whitespace();
    assert_eq!(words.next(), Some("{{exec}}"), "Exec starts with the app: {exec}");
    let args: Vec<String> = words
        .map(|w| if w == "%f" { event_file.display().to_string() } else { w.to_string() })
        .collect();
    assert!(args.contains(&event_file.display().to_string()), "Exec passes the file: {exec}");
    let caps = json!({
        "browserName": "wry",
        "tauri:options": { "application": app, "args": args }
    });
    let client = new_session(caps.as_object().expect("object").clone()).await;
    let mut s = Session {
        client,
        shots: s.shots,
        count: s.count,
    };
    s.find("html[data-ready='1']").await;
    s.wait_text("[data-testid='open-event']", "Open E2E de Alcalá").await;
    s.wait_text("[data-testid='event-dir']", &event_dir.display().to_string())
        .await;
    s.wait_text("[data-testid='event-state']", "2").await;
    s.shot("opened-from-desktop-entry").await;
    s.client.close().await.expect("close the session");
    let _ = std::fs::remove_dir_all(&event_dir);
}
