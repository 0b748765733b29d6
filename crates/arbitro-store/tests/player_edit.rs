//! Corrections of a player's entry (the players list's inline edit): each
//! one is recorded in the register, refused naming the field when the entry
//! would not export to TRF, refused when it would reassign pairing numbers
//! after round 4 is paired (C.04.2), and never touches the games of rounds
//! already paired. Cases in `fixtures/player-edits/cases.txt`.

mod common;

use arbitro_store::players::PlayerEdit;
use arbitro_store::{Event, ResultEntry};
use common::{TempDir, event_with_players, fixture};

/// Pairs and plays `rounds` rounds: 1-2, 3-4, 5-6 by pairing number, White wins.
fn play_rounds(e: &mut Event, rounds: u32) {
    for round in 1..=rounds {
        let ids: Vec<i64> = e.players().all().unwrap().iter().map(|p| p.id).collect();
        let pairs = ids.chunks(2).map(|c| (c[0], c.get(1).copied())).collect();
        e.rounds().store(pairs, "manual").unwrap();
        for g in e.rounds().games(round).unwrap() {
            e.rounds()
                .set_result(
                    round,
                    g.board,
                    ResultEntry::parse("1-0", false).unwrap(),
                    None,
                    None,
                )
                .unwrap();
        }
    }
}

/// Boards as (round, board, white, black, result) by player id.
fn boards(e: &Event) -> Vec<(u32, u32, i64, Option<i64>, String)> {
    e.rounds()
        .all_games()
        .unwrap()
        .iter()
        .map(|g| (g.round, g.board, g.white, g.black, g.result_text()))
        .collect()
}

fn check(line: &str) {
    let parts: Vec<&str> = line.splitn(4, '|').map(str::trim).collect();
    let [rounds, id, edit, expected] = parts[..] else {
        panic!("{line}: rounds | player | edit | expectation");
    };
    let dir = TempDir::new("player-edit");
    let mut e = event_with_players(&dir, "fide", "90+30", 6);
    play_rounds(&mut e, rounds.parse().unwrap());
    let id: i64 = id.parse().unwrap();
    let edit: PlayerEdit = serde_json::from_str(edit).unwrap_or_else(|err| panic!("{line}: {err}"));
    let players = e.players().all().unwrap();
    let games = boards(&e);
    let head = e.register_head().unwrap();
    let outcome = e.players().edit(id, &edit);
    assert_eq!(boards(&e), games, "{line}: the paired rounds changed");
    if let Some(phrase) = expected.strip_prefix("refused ") {
        let err = outcome
            .err()
            .unwrap_or_else(|| panic!("{line}: accepted, expected '{phrase}'"));
        assert!(
            err.to_string().contains(phrase),
            "{line}: '{err}' does not say '{phrase}'"
        );
        assert_eq!(
            e.players().all().unwrap(),
            players,
            "{line}: a refused edit changed a player"
        );
        assert_eq!(
            e.register_head().unwrap(),
            head,
            "{line}: a refused edit was recorded"
        );
        return;
    }
    let spec = expected.strip_prefix("ok ").expect("ok … or refused …");
    let (fields, renumbered) = match spec.strip_suffix(" renumbered") {
        Some(f) => (f, true),
        None => (spec, false),
    };
    let done = outcome.unwrap_or_else(|err| panic!("{line}: refused: {err}"));
    let changed: Vec<&str> = done.changes.iter().map(|c| c.field.as_str()).collect();
    let wanted: Vec<&str> = fields.split(',').filter(|f| *f != "-").collect();
    assert_eq!(changed, wanted, "{line}: fields changed");
    assert_eq!(done.renumbered, renumbered, "{line}: renumbering");
    let old = players.iter().find(|p| p.id == id).unwrap();
    assert_eq!(done.player.input, edit.apply(&old.input), "{line}: stored entry");
    assert_eq!(e.players().get(id).unwrap(), done.player, "{line}");
    let numbers_moved = e
        .players()
        .all()
        .unwrap()
        .iter()
        .zip(&players)
        .any(|(now, before)| now.id != before.id);
    assert_eq!(numbers_moved, renumbered, "{line}: pairing numbers");
    let edits = e.players().edits().unwrap();
    if wanted.is_empty() {
        assert_eq!(done.entry, None, "{line}: nothing changed, nothing recorded");
        assert_eq!(e.register_head().unwrap(), head, "{line}");
        return;
    }
    // Recorded in the register, old and new values, chain intact.
    let (seq, recorded) = edits.last().expect("an entry");
    assert_eq!(done.entry, Some(*seq), "{line}");
    assert_eq!(recorded.player, id, "{line}");
    assert_eq!(recorded.name, old.input.name, "{line}");
    assert_eq!(recorded.changes, done.changes, "{line}");
    assert_eq!(recorded.rounds_paired, rounds.parse::<u32>().unwrap(), "{line}");
    assert_eq!(e.register_head().unwrap().count, head.count + 1, "{line}");
    assert!(e.verify().unwrap().is_intact(), "{line}: register chain");
    // The exported TRF carries the corrected entry.
    let trf = e.rounds().export_trf(arbitro_trf::TrfVersion::Trf16).unwrap();
    assert!(trf.contains(&done.player.input.name), "{line}: TRF: {trf}");
}

#[test]
fn player_edits_are_recorded_and_checked() {
    let cases = std::fs::read_to_string(fixture("player-edits/cases.txt")).unwrap();
    let mut n = 0;
    for line in cases
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        check(line);
        n += 1;
    }
    assert!(n >= 15, "only {n} cases");
}
