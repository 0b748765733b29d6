//! Several boards re-paired at once (an exchange of opponents between
//! boards): the round is checked as a whole by the pairing checker and the
//! change is stored all or nothing, as one recorded edit. Cases in
//! `fixtures/board-edits/cases.txt`.

mod common;

use arbitro_store::{Event, ResultEntry};
use common::{TempDir, event_with_players, fixture};

fn round_one(dir: &TempDir) -> Event {
    let e = event_with_players(dir, "fide", "90+30", 8);
    e.rounds()
        .store(
            vec![(1, Some(2)), (3, Some(4)), (5, Some(6)), (7, Some(8))],
            "manual",
        )
        .unwrap();
    e.rounds()
        .set_result(1, 4, ResultEntry::parse("1-0", false).unwrap(), None, None)
        .unwrap();
    e
}

fn pairs(e: &Event) -> Vec<(u32, i64, Option<i64>)> {
    e.rounds()
        .games(1)
        .unwrap()
        .iter()
        .map(|g| (g.board, g.white, g.black))
        .collect()
}

fn check(line: &str) {
    let (spec, expected) = line.split_once('|').expect("boards | expectation");
    let boards: Vec<(u32, i64, Option<i64>)> = spec
        .split_whitespace()
        .map(|b| {
            let (board, players) = b.split_once(':').expect("board:white-black");
            let (w, bl) = players.split_once('-').expect("white-black");
            (
                board.parse().unwrap(),
                w.parse().unwrap(),
                Some(bl.parse().unwrap()),
            )
        })
        .collect();
    let dir = TempDir::new("board-edits");
    let e = round_one(&dir);
    let before = pairs(&e);
    let edits = e.rounds().edits(1).unwrap().len();
    let outcome = e
        .rounds()
        .edit_boards(1, &boards, "Ana Árbitro", "exchange of opponents");
    let expected = expected.trim();
    if let Some(phrase) = expected.strip_prefix("refused ") {
        let err = outcome
            .err()
            .unwrap_or_else(|| panic!("{line}: accepted, expected '{phrase}'"));
        assert!(
            err.to_string().contains(phrase),
            "{line}: '{err}' does not say '{phrase}'"
        );
        assert_eq!(pairs(&e), before, "{line}: a refused change changed a board");
        assert_eq!(e.rounds().edits(1).unwrap().len(), edits, "{line}: recorded");
        return;
    }
    assert_eq!(expected, "ok", "{line}");
    let edit = outcome.unwrap_or_else(|err| panic!("{line}: refused: {err}"));
    let mut wanted = before.clone();
    for (board, white, black) in &boards {
        let slot = wanted.iter_mut().find(|p| p.0 == *board).unwrap();
        *slot = (*board, *white, *black);
    }
    assert_eq!(pairs(&e), wanted, "{line}: boards after the change");
    assert_eq!(edit.kind, "edit-boards", "{line}");
    let changed: Vec<u32> = edit.after.iter().map(|g| g.board).collect();
    let mut named: Vec<u32> = boards.iter().map(|b| b.0).collect();
    named.sort_unstable();
    assert_eq!(changed, named, "{line}: the edit lists the boards it changed");
    assert_eq!(edit.before.len(), boards.len(), "{line}");
    let stored = e.rounds().edits(1).unwrap();
    assert_eq!(stored.len(), edits + 1, "{line}: one recorded edit");
    assert_eq!(stored.last(), Some(&edit), "{line}");
}

#[test]
fn several_boards_are_re_paired_all_or_nothing() {
    let cases = std::fs::read_to_string(fixture("board-edits/cases.txt")).unwrap();
    let mut n = 0;
    for line in cases
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        check(line);
        n += 1;
    }
    assert!(n >= 10, "only {n} cases");
}
