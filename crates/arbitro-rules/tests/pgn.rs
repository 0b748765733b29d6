//! PGN import and export: round trips of every fixture game, and errors that
//! name the line and column (`tests/fixtures/pgn/errors/*.pgn`, each saying
//! what it expects in its first line).

use std::path::{Path, PathBuf};

use arbitro_rules::{Game, pgn};

fn fixtures(dir: &str) -> Vec<(String, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/pgn")
        .join(dir);
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p: &PathBuf| {
            let name = p
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default()
                .to_string();
            (name, std::fs::read_to_string(Path::new(p)).expect("read fixture"))
        })
        .collect()
}

/// What must survive a round trip: moves, clocks, comments, glyphs, tags,
/// result and ending.
fn summary(game: &Game) -> String {
    let moves: Vec<String> = game
        .moves()
        .iter()
        .map(|m| format!("{} {:?} {:?} {:?}", m.uci, m.clock, m.comments, m.nags))
        .collect();
    format!(
        "start={} tags={:?} lead={:?} moves={moves:?} result={} ending={:?}",
        game.start().fen(),
        game.tags(),
        game.leading_comments,
        game.result(),
        game.ending()
    )
}

fn check_round_trip(dir: &str) {
    let files = fixtures(dir);
    assert!(!files.is_empty());
    for (name, text) in files {
        let games = pgn::read_games(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let written = pgn::write_games(&games);
        let again = pgn::read_games(&written).unwrap_or_else(|e| panic!("{name} rewritten: {e}\n{written}"));
        assert_eq!(games.len(), again.len(), "{name}");
        for (a, b) in games.iter().zip(&again) {
            let (sa, sb) = (summary(a), summary(b));
            // Export adds the seven-tag roster; compare what the source had.
            // The FEN tag is rewritten in X-FEN; the start position is compared below.
            for (tag, value) in a.tags().iter().filter(|(t, _)| t != "FEN") {
                assert_eq!(b.tag(tag), Some(value.as_str()), "{name}: tag {tag}");
            }
            assert_eq!(
                sa.split(" tags=").next(),
                sb.split(" tags=").next(),
                "{name}: start differs"
            );
            assert_eq!(
                sa.split(" lead=").nth(1),
                sb.split(" lead=").nth(1),
                "{name}: moves differ"
            );
        }
        assert_eq!(pgn::write_games(&again), written, "{name}: export is not stable");
    }
}

#[test]
fn pgn_round_trip_games() {
    check_round_trip("games");
}

#[test]
fn pgn_round_trip_clause_fixtures() {
    check_round_trip("clauses");
}

#[test]
fn pgn_clock_annotations_are_read() {
    let (_, text) = fixtures("games")
        .into_iter()
        .find(|(n, _)| n == "opera.pgn")
        .expect("opera.pgn");
    let game = pgn::read_game(&text).expect("reads");
    let clocks: Vec<u64> = game
        .moves()
        .iter()
        .filter_map(|m| m.clock.map(|c| c.millis()))
        .collect();
    assert_eq!(clocks.len(), game.moves().len());
    assert_eq!(clocks[0], 5_400_000);
    assert_eq!(clocks[30], 4_830_500, "tenths of a second are kept");
    assert!(
        game.moves()[11]
            .comments
            .iter()
            .any(|c| c.starts_with("variation (Qf6"))
    );
    assert_eq!(game.moves()[11].nags, vec![2]);
}

#[test]
fn pgn_errors_name_line_and_column() {
    let mut failures = Vec::new();
    for (name, text) in fixtures("errors") {
        let expected = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("% expect: "))
            .unwrap_or_else(|| panic!("{name}: first line must be \"% expect: ...\""));
        match pgn::read_games(&text) {
            Ok(_) => failures.push(format!("{name}: read without error")),
            Err(e) if e.to_string().starts_with(expected) => {}
            Err(e) => failures.push(format!("{name}: expected \"{expected}\", got \"{e}\"")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
