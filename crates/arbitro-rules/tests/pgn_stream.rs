//! A PGN text read in blocks of lines (`pgn::games_in_blocks`, how
//! `arbitro replay` reads a large file) gives what the whole text gives.

use arbitro_rules::{Game, RulesError, pgn};

fn describe(game: &Result<Game, RulesError>) -> String {
    match game {
        Ok(g) => pgn::write_game(g),
        Err(e) => format!("error {e:?}"),
    }
}

/// Every PGN of the test fixtures, cut into blocks of one line, of a few
/// lines and of the whole text: the same games (as PGN) and the same errors
/// (with their lines and columns) as read from the whole text.
#[test]
fn blocks_read_as_the_whole_text() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/fixtures/pgn");
    let mut files = 0;
    for dir in ["clauses", "errors", "games"] {
        for entry in std::fs::read_dir(format!("{root}/{dir}")).expect("fixtures") {
            let path = entry.expect("entry").path();
            let text = std::fs::read_to_string(&path).expect("utf-8 fixture");
            let whole: Vec<String> = pgn::games(&text).map(|g| describe(&g)).collect();
            let lines: Vec<String> = text.split_inclusive('\n').map(str::to_string).collect();
            for size in [1, 3, 7, lines.len().max(1)] {
                let blocks = lines.chunks(size).map(|c| c.concat());
                let streamed: Vec<String> = pgn::games_in_blocks(blocks).map(|g| describe(&g)).collect();
                assert_eq!(streamed, whole, "{} in blocks of {size} lines", path.display());
            }
            files += 1;
        }
    }
    assert!(files > 20, "fixtures found: {files}");
}
