//! One test per rule clause (FI-*, ON-*), each reading the PGN fixture named
//! after it in `tests/fixtures/pgn/clauses/`. Every game carries what must
//! happen in tags: `ExpectFide` and `ExpectOnline` give the status after the
//! last move (or after the `Action`: a resignation, a flag fall, a draw
//! agreement or a claim) under each ruleset.

use std::path::PathBuf;

use arbitro_rules::{ClaimKind, Color, Game, Ruleset, Status, pgn};

fn read(file: &str) -> Vec<Game> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/pgn/clauses")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    pgn::read_games(&text).unwrap_or_else(|e| panic!("{file}: {e}"))
}

fn colour(word: &str) -> Color {
    match word {
        "white" => Color::White,
        "black" => Color::Black,
        other => panic!("not a colour: {other}"),
    }
}

/// What happens to `game` under `ruleset`, in the fixtures' words.
fn observe(game: &Game, ruleset: Ruleset) -> String {
    let mut game = game.clone();
    let action: Vec<String> = game
        .tag("Action")
        .unwrap_or("")
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let ending = match action.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        [] => {
            return match game.status(ruleset) {
                Status::Over(e) => format!("{} {} {}", e.outcome, e.reason, e.clause),
                Status::Ongoing(o) => {
                    let mut s = "ongoing".to_string();
                    if o.check {
                        s.push_str(" check");
                    }
                    if !o.claimable.is_empty() {
                        let names: Vec<&str> = o.claimable.iter().map(|c| c.name()).collect();
                        s.push_str(&format!(" claimable={}", names.join(",")));
                    }
                    s
                }
            };
        }
        ["resign", who] => game.resign(ruleset, colour(who)),
        ["flag", who] => game.flag_fall(ruleset, colour(who)),
        ["agree"] => game.agree_draw(ruleset),
        ["claim", kind, rest @ ..] => {
            let kind: ClaimKind = kind.parse().expect("claim kind");
            let intended = rest
                .first()
                .map(|m| game.current().parse_move(m).expect("intended move"));
            let verdict = game.claim(ruleset, kind, intended).expect("claim runs");
            return format!(
                "claim {} {}",
                if verdict.valid { "valid" } else { "invalid" },
                verdict.clause
            );
        }
        other => panic!("unknown action {other:?}"),
    };
    match ending {
        Ok(e) => format!("{} {} {}", e.outcome, e.reason, e.clause),
        Err(err) => format!("error {err}"),
    }
}

/// Every game of the fixture behaves as its tags say, under both rulesets.
fn check(file: &str) {
    let games = read(file);
    assert!(!games.is_empty(), "{file}: no games");
    let mut failures = Vec::new();
    for game in &games {
        for (ruleset, tag) in [(Ruleset::Fide, "ExpectFide"), (Ruleset::Online, "ExpectOnline")] {
            let expected = game
                .tag(tag)
                .unwrap_or_else(|| panic!("{file}: a game lacks {tag}"));
            let got = observe(game, ruleset);
            let ok = match expected.strip_prefix("error ") {
                Some(clause) => got.starts_with("error") && got.contains(clause),
                None => got == expected,
            };
            if !ok {
                failures.push(format!(
                    "{file} \"{}\" under {ruleset}: expected \"{expected}\", got \"{got}\"",
                    game.tag("Event").unwrap_or("?")
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn fi_1_checkmate_wins() {
    check("FI-1.pgn");
}

#[test]
fn fi_5_1_2_resignation() {
    check("FI-5.1.2.pgn");
}

#[test]
fn fi_5_2_1_stalemate() {
    check("FI-5.2.1.pgn");
}

#[test]
fn fi_5_2_2_dead_position() {
    check("FI-5.2.2.pgn");
}

#[test]
fn fi_5_2_3_agreement() {
    check("FI-5.2.3.pgn");
}

#[test]
fn fi_6_9_flag_fall() {
    check("FI-6.9.pgn");
}

#[test]
fn fi_9_2_threefold_repetition() {
    check("FI-9.2.pgn");
}

#[test]
fn fi_9_3_fifty_moves() {
    check("FI-9.3.pgn");
}

#[test]
fn fi_9_6_fivefold_and_seventy_five() {
    check("FI-9.6.pgn");
}

#[test]
fn on_1_automatic_draws() {
    // ON-1 is the ExpectOnline side of the repetition and 50-move fixtures.
    check("FI-9.2.pgn");
    check("FI-9.3.pgn");
}

#[test]
fn on_2_three_dead_classes() {
    check("ON-2.pgn");
}

#[test]
fn on_3_lone_king_only() {
    // ON-3 is the ExpectOnline side of the resignation and flag-fall fixtures.
    check("FI-5.1.2.pgn");
    check("FI-6.9.pgn");
}

#[test]
fn f9_6_setting_travels_with_the_game() {
    check("F9-6.pgn");
    let game = &read("F9-6.pgn")[0];
    assert_eq!(
        game.start().castling_rule(),
        arbitro_rules::CastlingRule::NoJumpOverAttackedRook
    );
    assert_eq!(
        game.current().castling_rule(),
        arbitro_rules::CastlingRule::NoJumpOverAttackedRook
    );
    let written = pgn::write_game(game);
    assert!(written.contains("[CastlingRule \"f9-6\"]"), "{written}");
}
