//! Replaying whole games (`Game::statuses`, `pgn::games`): the same status at
//! every ply as asking about each position alone, games read one at a time
//! as they are read all at once, and CR-only or CR LF line ends read as LF.
//! (How fast: `arbitro bench pgn`, not a test.)

use std::path::PathBuf;

use arbitro_rules::{Game, Position, Reason, Ruleset, Status, pgn};

fn fixtures(dir: &str) -> Vec<(String, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/pgn")
        .join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let name = p
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default()
                .to_string();
            let text = std::fs::read_to_string(&p).expect("read fixture");
            (name, text)
        })
        .collect()
}

/// Every ply's status from the one pass equals the position-by-position one.
fn same_statuses(name: &str, game: &Game) {
    for ruleset in Ruleset::ALL {
        let along = game.statuses(ruleset);
        assert_eq!(along.len(), game.ply_count() + 1, "{name}");
        for (ply, status) in along.iter().enumerate() {
            assert_eq!(
                *status,
                game.status_at(ply, ruleset),
                "{name}, {ruleset}, ply {ply}"
            );
        }
    }
}

fn moves_of(games: &[Game]) -> Vec<Vec<String>> {
    games
        .iter()
        .map(|g| g.moves().iter().map(|m| m.uci.clone()).collect())
        .collect()
}

fn check(dir: &str) {
    for (name, text) in fixtures(dir) {
        let all = pgn::read_games(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let streamed: Vec<Game> = pgn::games(&text)
            .collect::<Result<_, _>>()
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(moves_of(&all), moves_of(&streamed), "{name}: one at a time");
        for ends in ["\r", "\r\n"] {
            let other = pgn::read_games(&text.replace('\n', ends))
                .unwrap_or_else(|e| panic!("{name} with {ends:?} line ends: {e}"));
            assert_eq!(moves_of(&all), moves_of(&other), "{name}: {ends:?} line ends");
            let tags: Vec<_> = other.iter().map(|g| g.tags().to_vec()).collect();
            let expected: Vec<_> = all.iter().map(|g| g.tags().to_vec()).collect();
            assert_eq!(tags, expected, "{name}: {ends:?} line ends");
        }
        for game in &all {
            same_statuses(&name, game);
        }
    }
}

fn play(fen: &str, moves: &[&str]) -> Game {
    let mut game = Game::new(Position::from_fen(fen).expect("FEN"));
    for m in moves {
        game.play_text(m, None).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

#[test]
fn games_fixtures() {
    check("games");
}

#[test]
fn clause_fixtures() {
    check("clauses");
}

/// A long game of knight shuffles: fivefold repetition (FI-9.6) at ply 16,
/// and the same counts position by position however long it goes on.
#[test]
fn long_repetitive_game() {
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let moves: Vec<&str> = cycle.iter().copied().cycle().take(400).collect();
    let game = play(Position::standard().fen().as_str(), &moves);
    let statuses = game.statuses(Ruleset::Fide);
    let first_over = statuses.iter().position(Status::is_over);
    assert_eq!(first_over, Some(16));
    assert_eq!(
        statuses[16].ending().map(|e| e.reason),
        Some(Reason::FivefoldRepetition)
    );
    for ply in [0, 8, 15, 16, 17, 200, 399, 400] {
        assert_eq!(statuses[ply], game.status_at(ply, Ruleset::Fide), "ply {ply}");
    }
    match &statuses[8] {
        Status::Ongoing(o) => assert_eq!(o.appearances, 3),
        other => panic!("ply 8: {other}"),
    }
}

/// A game that becomes dead when the last piece but the kings is taken: the
/// first dead position is the one after the capture, as a search at every
/// ply finds (FI-5.2.2), also when the game goes on after it.
#[test]
fn game_that_turns_dead() {
    let mut moves = Vec::new();
    for _ in 0..3 {
        moves.extend(["Ke2", "Qa8", "Ke1", "Qa7"]);
    }
    moves.extend(["Kd2", "Qd4+", "Ke2", "Qd3+", "Kxd3", "Ke7", "Ke3", "Ke8"]);
    let game = play("4k3/q7/8/8/8/8/8/4K3 w - - 0 1", &moves);
    let statuses = game.statuses(Ruleset::Fide);
    let capture = 17;
    assert_eq!(game.moves()[capture - 1].san, "Kxd3");
    assert_eq!(statuses.iter().position(Status::is_over), Some(capture));
    assert_eq!(
        statuses[capture].ending().map(|e| e.reason),
        Some(Reason::DeadPosition)
    );
    same_statuses("queen taken", &game);
}
