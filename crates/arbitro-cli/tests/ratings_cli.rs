//! `arbitro ratings` and `arbitro player add --fide/--search` as an
//! organiser runs them: import the sample FIDE list (its bad lines listed
//! with their line numbers), search and show players, register them into a
//! rapid event with their rapid rating, and the refusals (ambiguous
//! searches, a file that is not a list, another list than the event's).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("arbitro-ratings-cli-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }

    fn path(&self, name: &str) -> String {
        self.0.join(name).to_string_lossy().to_string()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn list(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../arbitro-fide/tests/fixtures")
        .join(name)
        .to_string_lossy()
        .to_string()
}

/// Runs `arbitro` with the player database at `db` (through the variable
/// the app and the CLI honour), in Spanish.
fn run(db: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .env("ARBITRO_RATINGS_DB", db)
        .env("LANG", "es_ES.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("arbitro runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).to_string()
}

/// A five-round rapid (15+5) Dutch open at `event`.
fn new_rapid_event(db: &str, event: &str) {
    let created = run(
        db,
        &[
            "event",
            "new",
            event,
            "--name",
            "Open",
            "--start",
            "2026-09-12",
            "--chief-arbiter",
            "A. Árbitro",
            "--family",
            "fide",
            "--system",
            "dutch",
            "--rounds",
            "5",
            "--time",
            "15+5",
        ],
    );
    assert!(created.status.success(), "{}", text(&created.stderr));
}

#[test]
fn import_search_show_and_register() {
    let dir = TempDir::new("flow");
    let db = dir.path("fide.sqlite");
    let out = run(
        &db,
        &[
            "ratings",
            "import",
            &list("players_list_foa.txt"),
            "--date",
            "2026-09",
        ],
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}{}", stdout, text(&out.stderr));
    assert!(
        stdout.contains("lista de septiembre de 2026 (mes indicado), 10 jugadores, 8 líneas saltadas"),
        "{stdout}"
    );
    assert!(
        stdout.contains("línea 13, columna 81: sexo: «X» no es válido"),
        "{stdout}"
    );
    assert!(
        text(&out.stderr).contains("Leyendo la lista"),
        "no progress shown"
    );

    let out = run(&db, &["ratings", "search", "ibanez", "sofia"]);
    assert!(out.status.success());
    assert!(
        text(&out.stdout).contains("2200070  Ibáñez Muñoz, Sofía"),
        "{}",
        text(&out.stdout)
    );
    let out = run(&db, &["ratings", "search", "nadie"]);
    assert_eq!(out.status.code(), Some(1));

    let out = run(&db, &["ratings", "show", "2500135", "--json"]);
    let player: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(player["name"], "O'Neill, Seán");
    assert_eq!(player["blitz"]["rating"], 2430);

    let event = dir.path("rapid.arbitro");
    new_rapid_event(&db, &event);
    let out = run(&db, &["player", "add", &event, "--fide", "2200029"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout).trim(),
        "Jugador 1 inscrito: Alonso Pérez, Diego, elo 2590 de rápidas (lista de septiembre de 2026), desde la ronda 1."
    );
    // Several match: listed, nothing added, exit 1.
    let out = run(&db, &["player", "add", &event, "--search", "a"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("inscriba uno con --fide ID"));
    // Exactly one: added.
    let out = run(
        &db,
        &["player", "add", &event, "--search", "o'neill", "--club", "Galway"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    // The list flags him inactive: registered, and the organiser is told.
    assert!(
        text(&out.stdout).contains("la lista de la FIDE marca a O'Neill, Seán como inactivo"),
        "{}",
        text(&out.stdout)
    );
    let listed = run(&db, &["player", "list", &event, "--json"]);
    let players: serde_json::Value = serde_json::from_slice(&listed.stdout).unwrap();
    assert_eq!(players.as_array().unwrap().len(), 2);
    assert_eq!(players[1]["rating"], 2401);
    assert_eq!(players[1]["club"], "Galway");

    let out = run(&db, &["ratings", "info", "--event", &event]);
    assert!(
        text(&out.stdout)
            .contains("El torneo inscribe con el elo de rápidas de la lista de septiembre de 2026")
    );
}

#[test]
fn what_is_not_a_list_changes_nothing() {
    let dir = TempDir::new("refused");
    let db = dir.path("fide.sqlite");
    assert!(
        run(
            &db,
            &[
                "ratings",
                "import",
                &list("players_list_foa.txt"),
                "--date",
                "2026-09"
            ]
        )
        .status
        .success()
    );
    let before = std::fs::read(&db).unwrap();
    let bogus = dir.path("bogus.csv");
    std::fs::write(&bogus, "Nombre;Elo\nPérez;2000\n").unwrap();
    let out = run(&db, &["ratings", "import", &bogus]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("no es la cabecera de una lista de FIDE"),
        "{}",
        text(&out.stderr)
    );
    let out = run(&db, &["ratings", "import", &list("players_list_cut.xml")]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(std::fs::read(&db).unwrap(), before);
    // The player database is not an event.
    let out = run(&db, &["verify", &db]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr)
            .contains("es una base de datos de jugadores de arbitro, no un archivo de torneo o de club"),
        "{}",
        text(&out.stderr)
    );
}

/// A FIDE TXT list of `players` (name, FIDE ID) written in FIDE's layout.
fn write_list(path: &str, players: &[(&str, u64)]) {
    use arbitro_fide::{FidePlayer, ListDate, ListFormat, ListKind, Rating, write};
    let players: Vec<FidePlayer> = players
        .iter()
        .map(|&(name, fide_id)| FidePlayer {
            fide_id,
            name: name.to_string(),
            federation: "IRL".into(),
            sex: None,
            title: None,
            women_title: None,
            other_titles: None,
            foa_title: None,
            standard: None,
            rapid: Some(Rating {
                rating: 1900,
                games: 0,
                k: Some(20),
            }),
            blitz: None,
            birth_year: None,
            inactive: false,
        })
        .collect();
    let mut out = Vec::new();
    write::write_list(
        &mut out,
        ListFormat::Txt,
        ListKind::Combined,
        ListDate::new(2026, 9).unwrap(),
        &players,
    )
    .unwrap();
    std::fs::write(path, out).unwrap();
}

/// `player add --search` takes the player the words name, among dozens
/// whose names merely start like it; an entry the list gives without a
/// name is registered by ID with the name given.
#[test]
fn the_name_itself_is_registered_and_nameless_entries_by_id() {
    let dir = TempDir::new("popov");
    let file = dir.path("players_list_foa.txt");
    let names: Vec<String> = (0..40)
        .map(|i| {
            format!(
                "{}, Sean {}",
                ["Popov", "Popova", "Popovic"][i % 3],
                (b'A' + i as u8 % 26) as char
            )
        })
        .collect();
    let mut players: Vec<(&str, u64)> = names
        .iter()
        .enumerate()
        .map(|(i, n)| (n.as_str(), 5_000_000 + i as u64))
        .collect();
    players.push(("Popov, Seán", 5_100_000));
    players.push(("", 5_200_000));
    write_list(&file, &players);
    let db = dir.path("fide.sqlite");
    let out = run(&db, &["ratings", "import", &file, "--date", "2026-09"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout)
            .contains("Una entrada de la lista no tiene nombre: inscríbala con --fide ID --name"),
        "{}",
        text(&out.stdout)
    );
    let out = run(&db, &["ratings", "search", "popov", "seán", "--limit", "3"]);
    let first = text(&out.stdout).lines().nth(1).unwrap_or("").to_string();
    assert!(first.contains("5100000  Popov, Seán"), "{}", text(&out.stdout));

    let event = dir.path("rapid.arbitro");
    new_rapid_event(&db, &event);
    let out = run(&db, &["player", "add", &event, "--search", "popov seán"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("inscrito: Popov, Seán"),
        "{}",
        text(&out.stdout)
    );
    // Nameless: refused without a name, registered with one.
    let out = run(&db, &["player", "add", &event, "--fide", "5200000"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("no da nombre al identificador FIDE 5200000"),
        "{}",
        text(&out.stderr)
    );
    let out = run(
        &db,
        &[
            "player",
            "add",
            &event,
            "--fide",
            "5200000",
            "--name",
            "Murphy, Aoife",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("inscrito: Murphy, Aoife"),
        "{}",
        text(&out.stdout)
    );
    assert!(
        text(&out.stdout).contains("no da nombre al identificador 5200000"),
        "{}",
        text(&out.stdout)
    );
}
