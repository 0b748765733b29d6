//! The command speaks the user's language: `--lang es|en`, else the POSIX
//! locale (`LC_ALL`, `LC_MESSAGES`, `LANG`); every error, refusal, warning
//! and line it prints comes from the catalogue. On the demo event, the
//! refusals an organiser meets first are in Spanish with `--lang es`, and
//! every command with human output, walked over the demo event, says no
//! English word and no internal identifier
//! (`fixtures/lang/demo-walk.txt`, word lists shared with the UI's walk in
//! `tests/fixtures/lang/words.json`).

use std::process::{Command, Output};

struct Demo(std::path::PathBuf);

impl Drop for Demo {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn demo(tag: &str) -> (Demo, String) {
    let dir = std::env::temp_dir().join(format!("arbitro-lang-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let event = dir.join("demo.arbitro").display().to_string();
    let made = arbitro(&["demo", "--seed", "3", "--event", &event], &[]);
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    (Demo(dir), event)
}

fn arbitro(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_arbitro"));
    command
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().expect("arbitro runs")
}

/// The one line a refused command writes on stderr.
fn refusal(args: &[&str], env: &[(&str, &str)]) -> String {
    let out = arbitro(args, env);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "arbitro {}: {err}", args.join(" "));
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    err
}

fn stdout(args: &[&str], env: &[(&str, &str)]) -> String {
    let out = arbitro(args, env);
    assert!(
        out.status.success(),
        "arbitro {}: {}",
        args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).to_string()
}

#[test]
fn refusals_on_the_demo_are_spanish_with_lang_es() {
    let (_dir, e) = demo("es");
    fn with<'a>(args: &[&'a str]) -> Vec<&'a str> {
        [&["--lang", "es"][..], args].concat()
    }
    for (args, said) in [
        (
            with(&["round", "result", &e, "3", "1", "2-0"]),
            "«2-0» no es un resultado",
        ),
        (
            with(&["adjudicate", "--fen", "xx", "--can-win", "white"]),
            "FEN no válido «xx»",
        ),
        (
            with(&["pair", "--dutch", "no-such-file.trf", "-p"]),
            "no-such-file.trf: el archivo no existe",
        ),
        (
            with(&["round", "result", &e, "2", "1", "0-1"]),
            "La ronda 3 ya está emparejada: cambiar un resultado de la ronda 2 necesita un motivo",
        ),
        (with(&["round", "frobnicate"]), "Orden desconocida «frobnicate»"),
        (
            with(&["event", "forbid", &e, "--players", "1"]),
            "dos o más ids de jugador",
        ),
    ] {
        let err = refusal(&args, &[]);
        assert!(err.contains(said), "arbitro {}: {err}", args.join(" "));
    }
}

/// The store's refusals are typed messages: with `--lang es` an organiser
/// reads them in Spanish, with `--lang en` in English, values in place.
#[test]
fn store_refusals_on_the_demo_are_spanish_with_lang_es() {
    let (_dir, e) = demo("store");
    let new = e.replace("demo.arbitro", "new.arbitro");
    let cases: Vec<(Vec<&str>, &str, &str)> = vec![
        (
            vec!["round", "result", &e, "3", "1", "2-0"],
            "«2-0» no es un resultado",
            "'2-0' is not a result",
        ),
        (
            vec!["round", "result", &e, "3", "11", "1-0"],
            "La ronda 3 no tiene tablero 11.",
            "Round 3 has no board 11.",
        ),
        (
            vec!["round", "pair", &e],
            "La ronda 3 todavía tiene partidas sin resultado final (tableros 1, 2, 7, 8, 9, 10).",
            "Round 3 still has games without a final result (boards 1, 2, 7, 8, 9, 10).",
        ),
        (
            vec!["player", "add", &e, "--name", ""],
            "Jugador no válido: el jugador necesita un nombre.",
            "Invalid player: a player needs a name.",
        ),
        (
            vec!["round", "unpair", &e],
            "La ronda 3 ya tiene un resultado (tablero 3).",
            "Round 3 already has a result (board 3).",
        ),
        (
            vec!["round", "show", &e, "7"],
            "La ronda 7 no está emparejada.",
            "Round 7 is not paired.",
        ),
        (
            vec!["player", "withdraw", &e, "999"],
            "No hay ningún jugador con id 999 en este torneo.",
            "No player with id 999 in this event.",
        ),
        (
            vec!["player", "bye", &e, "1", "--round", "2"],
            "La ronda 2 ya está emparejada: los descansos se piden antes del emparejamiento.",
            "Round 2 is already paired: byes must be requested before pairing.",
        ),
        (
            vec!["player", "bye", &e, "1", "--round", "99"],
            "El torneo tiene 7 rondas: no hay ronda 99.",
            "The event has 7 rounds: there is no round 99.",
        ),
        (
            vec!["clock", "--round", "3", "--board", "9", &e, "start"],
            "La partida de la ronda 3, tablero 9, no puede empezar: la baraja no se ha comprobado (AM-AB)",
            "Round 3, board 9 cannot start: the deck was not checked (AM-AB)",
        ),
        (
            vec!["clock", "--round", "3", "--board", "1", &e, "pause"],
            "Las pausas y los ajustes de tiempo se anotan con el nombre del árbitro (AM-R13).",
            "Pauses and time adjustments are recorded with the arbiter (AM-R13).",
        ),
        (
            vec![
                "team",
                "add",
                &e,
                "--name",
                "Las Torres",
                "--board1",
                "1",
                "--board2",
                "2",
            ],
            "Este torneo es de la modalidad Ajedrez Mágico · modo avanzado: los equipos son de los torneos de parejas o bughouse (AM-R3).",
            "This event is played as Magic Chess · Advanced mode: teams belong to doubles or bughouse events (AM-R3).",
        ),
        (
            vec!["game", "show", &e, "--round", "3", "--board", "10"],
            "La ronda 3, tablero 10, no tiene la partida anotada.",
            "Round 3, board 10 has no game record.",
        ),
        (
            vec!["event", "set", &e, "--system", "round-robin"],
            "La ronda 3 ya está emparejada: ya no se puede cambiar el sistema de emparejamiento.",
            "Round 3 is already paired: the pairing system can no longer change.",
        ),
        (
            vec![
                "event",
                "new",
                &new,
                "--name",
                "",
                "--start",
                "2026-13-01",
                "--chief-arbiter",
                "Arbitro, Ana",
                "--family",
                "fide",
                "--system",
                "dutch",
                "--rounds",
                "5",
                "--time",
                "90+30",
            ],
            "Convocatoria no válida: el torneo necesita un nombre; la fecha de inicio «2026-13-01» no es una fecha (AAAA-MM-DD)",
            "Invalid event call: the event needs a name; the start date '2026-13-01' is not a date (YYYY-MM-DD)",
        ),
    ];
    for (args, spanish, english) in &cases {
        for (lang, said) in [("es", spanish), ("en", english)] {
            let args = [&["--lang", lang][..], args].concat();
            let err = refusal(&args, &[]);
            assert!(err.contains(said), "arbitro {}: {err}", args.join(" "));
        }
    }
}

#[test]
fn a_late_correction_with_its_reason_is_recorded_and_checked() {
    let (_dir, e) = demo("late");
    let out = stdout(
        &[
            "--lang",
            "es",
            "round",
            "result",
            &e,
            "2",
            "1",
            "0-1",
            "--reason",
            "la planilla firmada dice 0-1",
        ],
        &[],
    );
    assert!(out.contains("Ronda 2, mesa 1: 0-1"), "{out}");
    assert!(
        out.contains("Corrección anotada en el registro (asiento"),
        "{out}"
    );
    assert!(
        out.contains("la ronda 3 se habría emparejado de otra manera"),
        "{out}"
    );
    let register = stdout(&["verify", &e], &[]);
    assert!(!register.is_empty());
}

#[test]
fn the_locale_decides_unless_lang_is_given() {
    let (_dir, e) = demo("locale");
    let bad = ["round", "result", &e, "3", "1", "2-0"];
    let spanish = "«2-0» no es un resultado";
    let english = "'2-0' is not a result";
    assert!(refusal(&bad, &[("LANG", "es_ES.UTF-8")]).contains(spanish));
    assert!(refusal(&bad, &[("LANG", "es_ES.UTF-8"), ("LC_ALL", "C")]).contains(english));
    assert!(refusal(&bad, &[("LC_MESSAGES", "es_AR")]).contains(spanish));
    assert!(
        refusal(&bad, &[]).contains(english),
        "no locale: English, as other tools"
    );
    let overridden = [&["--lang", "en"][..], &bad[..]].concat();
    assert!(refusal(&overridden, &[("LANG", "es_ES.UTF-8")]).contains(english));
    // What the commands print follows it too.
    let standings = stdout(&["event", "standings", &e], &[("LANG", "es_ES.UTF-8")]);
    assert!(
        standings.starts_with("Clasificación tras la ronda 2"),
        "{standings}"
    );
    assert!(standings.contains("La ronda 3 se está jugando"), "{standings}");
    let standings = stdout(&["--lang", "en", "event", "standings", &e], &[]);
    assert!(standings.starts_with("Standings after round 2"), "{standings}");
}

/// The word lists the UI's walk uses too.
struct Words {
    english: Vec<String>,
    internal: Vec<String>,
    internal_prefixes: Vec<String>,
}

fn words() -> Words {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/fixtures/lang/words.json"
    );
    let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let list = |key: &str| -> Vec<String> {
        doc[key]
            .as_array()
            .unwrap_or_else(|| panic!("{path}: {key}"))
            .iter()
            .map(|w| w.as_str().unwrap().to_string())
            .collect()
    };
    Words {
        english: list("english"),
        internal: list("internal"),
        internal_prefixes: list("internal_prefixes"),
    }
}

/// A command line of the walk, words split on blanks, "quoted" words kept whole.
fn split(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any {
                    out.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            c => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(word);
    }
    out
}

/// What a command printed, less what is not the program's own words: the
/// commands it suggests typing (lines starting `arbitro `) and paths.
fn own_words(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with("arbitro "))
        .flat_map(|l| l.split_whitespace())
        .filter(|w| !w.contains('/') && !w.contains('\\'))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The English words (lower case or capitalised, whole words) and internal
/// identifiers (whole, as `\b` delimits them) found in `text`.
fn check(text: &str, words: &Words) -> Vec<String> {
    let mut found = Vec::new();
    for token in text.split(|c: char| !c.is_alphabetic()) {
        for w in &words.english {
            let mut capital = w.clone();
            capital[..1].make_ascii_uppercase();
            if token == w || token == capital {
                found.push(format!("English «{token}»"));
            }
        }
    }
    let boundary = |c: Option<char>| c.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
    for id in &words.internal {
        for (at, _) in text.match_indices(id.as_str()) {
            if boundary(text[..at].chars().next_back()) && boundary(text[at + id.len()..].chars().next()) {
                found.push(format!("internal «{id}»"));
            }
        }
    }
    for prefix in &words.internal_prefixes {
        if text.contains(prefix.as_str()) {
            found.push(format!("internal «{prefix}»"));
        }
    }
    found
}

#[test]
fn the_word_check_finds_what_it_looks_for() {
    let w = words();
    assert!(check("Ronda 3, tablero 1: 1-0", &w).is_empty());
    assert_eq!(check("Round 3 is paired", &w).len(), 3, "Round, is, paired");
    assert!(check("ROUND", &w).is_empty(), "an acronym is not a word");
    assert_eq!(
        check("sistema dutch-baku", &w).len(),
        2,
        "dutch-baku, and dutch within it"
    );
    assert!(check("FIDE Dutch", &w).is_empty());
    assert_eq!(check("origen csv:jugadores.csv", &w).len(), 1);
}

#[test]
fn the_demo_walked_in_spanish_says_no_english() {
    let (dir, e) = demo("walk");
    let scratch = dir.0.display().to_string();
    let w = words();
    let walk = include_str!("fixtures/lang/demo-walk.txt");
    let mut problems = Vec::new();
    let mut walked = 0;
    for line in walk
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let args: Vec<String> = split(line)
            .into_iter()
            .map(|a| a.replace("EVENT", &e).replace("DIR", &scratch))
            .collect();
        let args: Vec<&str> = [
            &["--lang", "es"][..],
            &args.iter().map(String::as_str).collect::<Vec<_>>(),
        ]
        .concat();
        let out = arbitro(&args, &[]);
        let said = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.status.success(), "arbitro {line}: {said}");
        assert!(!said.trim().is_empty(), "arbitro {line} said nothing");
        for p in check(&own_words(&said), &w) {
            problems.push(format!("arbitro {line}: {p}"));
        }
        walked += 1;
    }
    assert!(walked >= 20, "the walk covers the commands ({walked})");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
