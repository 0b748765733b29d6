//! The shell's commands on Tauri's mock runtime, through the real IPC path
//! (capabilities included), driven by the fixtures in `fixtures/ipc/`.
//!
//! Each fixture is `{"cmd", "args", "expect"}` where `expect` is one of
//! `{"ok": V}` (the result contains V: objects by key, arrays element-wise in
//! any order), `{"err": "code"}` (an `{code, message}` error with that code), or
//! `{"denied": true}` (the ACL refuses the call before any command runs).
//! An optional `"files": {"name": "text"}` is written into the event folder
//! first. Fixtures run in name order on one app, so `event-NN-*` files walk
//! through an event: create, import, pair, results, standings.

use std::path::{Path, PathBuf};

use arbitro_app::state::LaunchOptions;
use serde_json::{Value, json};
use tauri::test::{INVOKE_KEY, MockRuntime, get_ipc_response, mock_builder};
use tauri::webview::InvokeRequest;
use tauri::{App, Manager, WebviewWindow};

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ipc")
}

fn mock_app(event_dir: &Path) -> (App<MockRuntime>, WebviewWindow<MockRuntime>) {
    let launch = LaunchOptions {
        event_dir: Some(event_dir.to_path_buf()),
        demo: false,
        // Printed forms are "opened" by a program that does nothing.
        viewer: Some("true".into()),
        ..LaunchOptions::default()
    };
    let app = arbitro_app::app_builder(mock_builder(), launch)
        .build(arbitro_app::context())
        .expect("the app builds on the mock runtime");
    let window = match app.get_webview_window("main") {
        Some(window) => window,
        None => tauri::WebviewWindowBuilder::new(&app, "main", Default::default())
            .build()
            .expect("main window"),
    };
    (app, window)
}

fn invoke(window: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Result<Value, Value> {
    let request = InvokeRequest {
        cmd: cmd.into(),
        callback: tauri::ipc::CallbackFn(0),
        error: tauri::ipc::CallbackFn(1),
        url: "tauri://localhost".parse().expect("url"),
        body: tauri::ipc::InvokeBody::Json(args),
        headers: Default::default(),
        invoke_key: INVOKE_KEY.to_string(),
    };
    get_ipc_response(window, request).map(|body| body.deserialize::<Value>().expect("JSON result"))
}

/// Whether `actual` contains `expected` (see the module docs).
fn contains(actual: &Value, expected: &Value) -> bool {
    match (actual, expected) {
        (Value::Object(a), Value::Object(e)) => {
            e.iter().all(|(k, v)| a.get(k).is_some_and(|av| contains(av, v)))
        }
        (Value::Array(a), Value::Array(e)) => e.iter().all(|ev| a.iter().any(|av| contains(av, ev))),
        _ => actual == expected,
    }
}

fn check(path: &Path, window: &WebviewWindow<MockRuntime>, event_dir: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let fixture: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    if let Some(files) = fixture.get("files").and_then(Value::as_object) {
        for (name, content) in files {
            std::fs::write(event_dir.join(name), content.as_str().unwrap_or_default())
                .map_err(|e| e.to_string())?;
        }
    }
    let cmd = fixture["cmd"].as_str().ok_or("fixture has no cmd")?;
    let args = fixture.get("args").cloned().unwrap_or_else(|| json!({}));
    let expect = &fixture["expect"];
    let got = invoke(window, cmd, args);
    if let Some(ok) = expect.get("ok") {
        match got {
            Ok(value) if contains(&value, ok) => Ok(()),
            Ok(value) => {
                let text = value.to_string();
                let shown: String = text.chars().take(600).collect();
                // The keys the fixture expects, whole (the rest is cut).
                let asked: Vec<String> = ok
                    .as_object()
                    .into_iter()
                    .flat_map(|o| o.keys())
                    .map(|k| format!("{k}: {}", value.get(k).unwrap_or(&Value::Null)))
                    .collect();
                Err(format!(
                    "result does not contain the expected value: {shown}\n  expected keys as returned: {}",
                    asked.join("; ")
                ))
            }
            Err(e) => Err(format!("expected success, got error {e}")),
        }
    } else if let Some(code) = expect.get("err") {
        match got {
            Err(e)
                if &e["code"] == code
                    && e["message"].as_str().is_some_and(|m| !m.is_empty())
                    && expect.get("messageCode").is_none_or(|c| &e["messageCode"] == c)
                    && expect.get("message").is_none_or(|m| &e["message"] == m) =>
            {
                Ok(())
            }
            other => Err(format!("expected error {code}, got {other:?}")),
        }
    } else if expect.get("bad_args").is_some() || expect.get("malformed").is_some() {
        match got {
            // A value outside an IPC enum is refused by deserialisation,
            // before the command runs (the typed UI cannot send one).
            Err(Value::String(message)) if message.contains("invalid args") => Ok(()),
            other => Err(format!("expected the arguments to be refused, got {other:?}")),
        }
    } else if expect.get("denied").is_some() {
        match got {
            // The ACL refuses with a plain string before any command runs.
            Err(Value::String(message)) if message.contains("not allowed") => Ok(()),
            other => Err(format!("expected an ACL refusal, got {other:?}")),
        }
    } else {
        Err("fixture has no ok/err/malformed/denied expectation".into())
    }
}

/// Tests that switch the shell's language (one language for the whole app)
/// take turns.
static LANGUAGE: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn ipc_fixtures() {
    let _language = LANGUAGE.lock().unwrap_or_else(|p| p.into_inner());
    let event_dir = std::env::temp_dir().join(format!("arbitro-app-ipc-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&event_dir);
    std::fs::create_dir_all(&event_dir).expect("temp event folder");
    let (_app, window) = mock_app(&event_dir);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(fixture_dir())
        .expect("fixture folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no IPC fixtures found");
    let failures: Vec<String> = paths
        .iter()
        .filter_map(|p| {
            check(p, &window, &event_dir)
                .err()
                .map(|e| format!("{}: {e}", p.display()))
        })
        .collect();
    let _ = std::fs::remove_dir_all(&event_dir);
    println!(
        "ipc fixtures: {} passed, {} failed",
        paths.len() - failures.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What every screen of the UI asks the shell for, on the demo event, in
/// both languages: each command answers (`ok`), and with
/// `ARBITRO_UI_FIXTURES=DIR` the answers are written to `DIR/demo-es.json`
/// and `DIR/demo-en.json` as the UI component tests' mocked IPC
/// (`ui/tests`, see scripts/app-ui-test.sh): the walk through every screen
/// then reads the shell's real texts, in each language.
#[test]
fn every_screen_of_the_demo_in_both_languages() {
    let _language = LANGUAGE.lock().unwrap_or_else(|p| p.into_inner());
    let event_dir = std::env::temp_dir().join(format!("arbitro-app-screens-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&event_dir);
    std::fs::create_dir_all(&event_dir).expect("temp event folder");
    let (app, window) = mock_app(&event_dir);
    let event = arbitro_app::demo::create(&event_dir).expect("the demo event");
    let state = app.state::<arbitro_app::state::AppState>();
    let moment = arbitro_app::demo::moment_ms(&event).expect("the demo has a running clock");
    state.set_event(event);
    // As `arbitro-app --demo` does: the demo's clock goes on from its moment.
    state
        .with_event(|e| {
            state.continue_clocks_from(e, moment);
            Ok(())
        })
        .expect("open event");
    let position = json!({ "request": { "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "chess960": false, "ruleset": "fide" } });
    let incident = json!({ "incident": { "player": 1, "round": 3, "board": 2, "fault": "marked-cards", "description": "", "cardCode": "", "window": null, "result": "", "arbiter": "Ana Beltrán", "opponentCanMate": null } });
    // The dispute screen's situation: a shell with Escudo to react with (AM-D6).
    let setup = json!({ "rules": { "family": "magico", "mode": "advanced", "options": {} },
        "deck": { "id": "AM-REF", "version": "1" }, "start": { "fen": "r3k3/1p6/2n5/8/8/8/8/4K3 w - - 0 1", "chess960": false },
        "hands": { "white": ["AM-07"], "black": ["AM-28"] }, "captured": { "white": [], "black": [] } });
    let history = json!([{ "card": "AM-07", "by": "white", "targets": ["b7", "c6"] }]);
    let calls: Vec<(&str, Value)> = vec![
        ("dispute_new", json!({})),
        ("dispute_start", json!({ "round": 3, "board": 1, "atStep": null })),
        ("dispute_drafts", json!({})),
        ("list_disputes", json!({})),
        (
            "dispute_deck",
            json!({ "deck": { "id": "AM-REF", "version": "1" } }),
        ),
        ("dispute_check", json!({ "setup": setup, "history": history })),
        (
            "dispute_targets",
            json!({ "setup": setup, "history": history, "card": "AM-28", "by": "black",
            "picks": { "targets": [], "to": null, "choice": null, "moves": [] } }),
        ),
        (
            "dispute_resolve",
            json!({ "setup": setup, "history": history, "play": { "react": "AM-28", "by": "black", "targets": ["c6"] } }),
        ),
        (
            "dispute_move",
            json!({ "setup": setup, "history": [], "text": "e1d2" }),
        ),
        ("app_info", json!({})),
        ("current_event", json!({})),
        ("event_folder", json!({})),
        ("list_players", json!({})),
        ("list_rounds", json!({})),
        ("round_detail", json!({ "round": 3 })),
        ("pairing_explanation", json!({ "round": 3 })),
        ("standings", json!({})),
        ("crosstable", json!({})),
        ("deck_round", json!({ "round": 3 })),
        ("board_clock", json!({ "round": 3, "board": 1 })),
        ("discipline", json!({})),
        ("suggest_sanction", incident),
        ("search_precedents", json!({ "text": "", "cardCode": "" })),
        ("list_records", json!({ "round": null })),
        ("list_teams", json!({})),
        ("position_view", position),
        ("rules_catalogue", json!({})),
        ("public_display", json!({})),
    ];
    // Other answers of the same commands, under their own names, from the
    // situation before Bombardeo (no window open): its check, a draw claim the
    // position does not justify (FI-9.3) and a flag fall (FI-6.9).
    let named: Vec<(&str, &str, Value)> = vec![
        (
            "dispute_check:start",
            "dispute_check",
            json!({ "setup": setup, "history": [] }),
        ),
        (
            "dispute_resolve:claim",
            "dispute_resolve",
            json!({ "setup": setup, "history": [], "play": { "claim": "fifty_moves", "by": "white" } }),
        ),
        (
            "dispute_resolve:flag",
            "dispute_resolve",
            json!({ "setup": setup, "history": [], "play": { "flag": "white" } }),
        ),
    ];
    let out = std::env::var_os("ARBITRO_UI_FIXTURES").map(PathBuf::from);
    for lang in ["es", "en"] {
        invoke(&window, "set_language", json!({ "lang": lang })).expect("set_language");
        let mut replies = serde_json::Map::new();
        let every = calls
            .iter()
            .map(|(cmd, args)| (*cmd, *cmd, args))
            .chain(named.iter().map(|(name, cmd, args)| (*name, *cmd, args)));
        for (name, cmd, args) in every {
            let reply = match invoke(&window, cmd, args.clone()) {
                Ok(value) => json!({ "ok": value }),
                Err(error) => panic!("{name} on the demo in {lang}: {error}"),
            };
            replies.insert(name.to_string(), reply);
        }
        // The manual: its index, every chapter (by topic) and two searches,
        // as the walk through the screens opens them with F1.
        let index = invoke(&window, "manual_index", json!({})).expect("manual_index");
        let chapters: Vec<Value> = index
            .as_array()
            .expect("the manual's chapters")
            .iter()
            .map(|entry| {
                let topic = entry["topic"].clone();
                let page = invoke(&window, "manual_chapter", json!({ "topic": topic }))
                    .unwrap_or_else(|e| panic!("manual_chapter {topic} in {lang}: {e}"));
                json!({ "ok": page, "when": { "topic": topic } })
            })
            .collect();
        let searches: Vec<Value> = ["retirada ronda", "withdrawn round", "zzzz"]
            .iter()
            .map(|query| {
                let hits =
                    invoke(&window, "manual_search", json!({ "query": query })).expect("manual_search");
                json!({ "ok": hits, "when": { "query": query } })
            })
            .collect();
        replies.insert("manual_index".to_string(), json!({ "ok": index }));
        replies.insert("manual_chapter".to_string(), Value::Array(chapters));
        replies.insert("manual_search".to_string(), Value::Array(searches));
        if let Some(dir) = &out {
            std::fs::create_dir_all(dir).expect("fixture folder");
            let text = serde_json::to_string_pretty(&Value::Object(replies)).expect("json");
            std::fs::write(dir.join(format!("demo-{lang}.json")), text).expect("write fixture");
        }
    }
    invoke(&window, "set_language", json!({ "lang": "es" })).expect("set_language");
    position_editor_replies(&window, out.as_deref());
    drop(window);
    drop(app);
    let _ = std::fs::remove_dir_all(&event_dir);
}

/// The shell's answers to every request the position editor's component
/// tests make (`ui/tests/fixtures/position-editor-requests.json`), written to
/// `DIR/position-editor.json` as the mocked IPC's replies by arguments: the
/// editor's tests read the rules core's real verdicts (FI-3, F9-1).
fn position_editor_replies(window: &WebviewWindow<MockRuntime>, out: Option<&Path>) {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/tests/fixtures/position-editor-requests.json");
    let text = std::fs::read_to_string(&path).expect("the position editor's requests");
    let requests: Vec<Value> = serde_json::from_str(&text).expect("a list of requests");
    assert!(!requests.is_empty(), "no position editor requests");
    let answers: Vec<Value> = requests
        .into_iter()
        .map(|request| {
            let args = json!({ "request": request });
            let reply = invoke(window, "position_setup", args.clone())
                .unwrap_or_else(|e| panic!("position_setup {args}: {e}"));
            json!({ "args": args, "reply": { "ok": reply } })
        })
        .collect();
    if let Some(dir) = out {
        let text = serde_json::to_string_pretty(&answers).expect("json");
        std::fs::write(dir.join("position-editor.json"), text).expect("write fixture");
    }
}

/// `publish_site` writes the open event's website next to it, where the
/// live view serves it from, and writes it again in place.
#[test]
fn publish_site_writes_the_event_site_next_to_the_event() {
    let _language = LANGUAGE.lock().unwrap_or_else(|p| p.into_inner());
    let event_dir = std::env::temp_dir().join(format!("arbitro-app-site-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&event_dir);
    std::fs::create_dir_all(&event_dir).expect("temp event folder");
    let (app, window) = mock_app(&event_dir);
    let event = arbitro_app::demo::create(&event_dir).expect("the demo event");
    let expected = arbitro_app::commands::site::site_folder(event.path());
    app.state::<arbitro_app::state::AppState>().set_event(event);
    let first = invoke(&window, "publish_site", json!({})).expect("publish_site");
    assert_eq!(first["folder"], json!(expected.display().to_string()));
    assert!(first["written"].as_u64().unwrap_or(0) > 40, "{first}");
    assert!(expected.join("index.html").is_file() && expected.join("en/standings.html").is_file());
    let again = invoke(&window, "publish_site", json!({})).expect("publish_site again");
    assert_eq!(
        (again["written"].as_u64(), again["removed"].as_u64()),
        (Some(0), Some(0)),
        "{again}"
    );
    drop(window);
    drop(app);
    let _ = std::fs::remove_dir_all(&event_dir);
}

/// `arbitro-app --demo` (the README's run command) writes the store's demo
/// event into the event folder, replacing an earlier demo file.
#[test]
fn demo_event_is_written_afresh_in_the_event_folder() {
    let event_dir = std::env::temp_dir().join(format!("arbitro-app-demo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&event_dir);
    for launch in 0..2 {
        let event =
            arbitro_app::demo::create(&event_dir).unwrap_or_else(|e| panic!("launch {launch}: {e:?}"));
        assert_eq!(event.path(), event_dir.join(arbitro_app::demo::file_name()));
        assert_eq!(
            event.players().all().expect("players").len(),
            20,
            "launch {launch}"
        );
        assert_eq!(event.rounds_paired().expect("rounds"), 3, "launch {launch}");
    }
    // A file of the demo's name that is not the demo is refused, not deleted.
    let path = event_dir.join(arbitro_app::demo::file_name());
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    std::fs::write(&path, "an organiser's file").expect("write");
    assert!(arbitro_app::demo::create(&event_dir).is_err(), "refused");
    assert_eq!(
        std::fs::read_to_string(&path).expect("kept"),
        "an organiser's file"
    );
    let _ = std::fs::remove_dir_all(&event_dir);
}

/// The committed TypeScript client is what the shell's types generate.
/// `ARBITRO_UPDATE_BINDINGS=1` rewrites it instead (scripts/app-bindings.sh).
#[test]
fn bindings_are_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/src/ipc/bindings.ts");
    let generated = arbitro_app::bindings::typescript();
    if std::env::var_os("ARBITRO_UPDATE_BINDINGS").is_some() {
        std::fs::write(&path, &generated).expect("write bindings");
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "ui/src/ipc/bindings.ts is stale: run scripts/app-bindings.sh"
    );
}

/// Every registered command has a permission (build.rs) and the capability
/// grants exactly those: nothing more reaches the window.
#[test]
fn capability_grants_exactly_the_commands() {
    let cfg = ts_rs_config();
    let mut registered: Vec<&str> = arbitro_app::commands::signatures(&cfg)
        .iter()
        .map(|s| s.name)
        .collect();
    registered.sort();
    assert_eq!(
        registered,
        arbitro_app::COMMANDS,
        "src/commands_list.rs must list the registered commands"
    );
    let capability: Value = serde_json::from_str(
        &std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("capabilities/main.json"))
            .expect("capability file"),
    )
    .expect("capability JSON");
    let mut granted: Vec<String> = capability["permissions"]
        .as_array()
        .expect("permissions")
        .iter()
        .map(|p| p.as_str().expect("plain permission identifiers").to_string())
        .collect();
    granted.sort();
    let expected: Vec<String> = arbitro_app::COMMANDS
        .iter()
        .map(|c| format!("allow-{}", c.replace('_', "-")))
        .collect();
    assert_eq!(granted, expected);
}

fn ts_rs_config() -> ts_rs::Config {
    ts_rs::Config::new()
}

/// The Rules screen speaks both languages (ES is the official one, AM-AB):
/// every clause, section, card name, kind and effect has Spanish and English
/// text, and the Spanish differs from the English where it is prose.
#[test]
fn catalogue_is_bilingual() {
    let catalogue = arbitro_app::catalogue::Catalogue::embedded().expect("embedded catalogue");
    let mut missing = Vec::new();
    let mut check = |what: String, t: &arbitro_app::catalogue::Text, prose: bool| {
        if t.es.trim().is_empty() || t.en.trim().is_empty() || (prose && t.es == t.en) {
            missing.push(what);
        }
    };
    for c in &catalogue.clauses {
        check(format!("clause {}", c.id), &c.text, true);
        if !c.section.en.is_empty() {
            check(format!("section of {}", c.id), &c.section, true);
        }
    }
    for d in &catalogue.decks {
        for card in &d.cards {
            check(format!("{} name", card.code), &card.name, false);
            check(format!("{} kind", card.code), &card.kind, false);
            check(format!("{} effect", card.code), &card.effect, true);
        }
    }
    assert_eq!(catalogue.clauses.len(), 92, "every clause of the catalogue");
    assert!(missing.is_empty(), "texts missing a language: {missing:?}");
}
