//! AM-R3 / AM-R13: bughouse scripts from `tests/fixtures/pgn/bughouse/`.

use std::path::PathBuf;

use arbitro_rules::bughouse::{BoardId, Bughouse, MoveTime, Seat, Team};
use arbitro_rules::{Color, Role};

fn board(word: &str) -> BoardId {
    match word {
        "A" => BoardId::A,
        "B" => BoardId::B,
        other => panic!("not a board: {other}"),
    }
}

fn colour(word: &str) -> Color {
    if word == "white" {
        Color::White
    } else {
        Color::Black
    }
}

fn reserve_letters(game: &Bughouse, b: BoardId, c: Color) -> String {
    let reserve = game.reserve(b, c);
    let mut out = String::new();
    for role in Role::ALL {
        for _ in 0..*reserve.get(role) {
            out.push(role.upper_char());
        }
    }
    if out.is_empty() { "-".to_string() } else { out }
}

/// Runs one script; returns the first mismatch.
fn run(script: &[(usize, &str)]) -> Result<(), String> {
    let mut game = Bughouse::new();
    for &(line, cmd) in script {
        let w: Vec<&str> = cmd.split_whitespace().collect();
        let fail = |msg: String| Err(format!("line {line} \"{cmd}\": {msg}"));
        match w.as_slice() {
            ["start", ..] => {
                let rest = cmd.trim_start_matches("start");
                let (a, b) = rest.split_once('|').expect("two FENs");
                game = Bughouse::from_fens(a, b).map_err(|e| format!("line {line}: {e}"))?;
            }
            ["play", b, mv, elapsed, clock @ ..] => {
                let time = MoveTime {
                    elapsed_millis: elapsed.parse().expect("ms"),
                    clock_millis: clock.first().map(|c| c.parse().expect("ms")),
                };
                if let Err(e) = game.play_text(board(b), mv, time) {
                    return fail(e.to_string());
                }
            }
            ["refuse", b, mv, text @ ..] => match game.play_text(board(b), mv, MoveTime::default()) {
                Ok(_) => return fail("was accepted".to_string()),
                Err(e) if e.to_string().contains(&text.join(" ")) => {}
                Err(e) => return fail(format!("refused with \"{e}\"")),
            },
            ["reserve", b, c, roles] => {
                let got = reserve_letters(&game, board(b), colour(c));
                if got != *roles {
                    return fail(format!("reserve is {got}"));
                }
            }
            ["passed", index, role] => {
                let event = &game.log()[index.parse::<usize>().expect("index")];
                let got = event
                    .passed
                    .map_or("-".to_string(), |r| r.upper_char().to_string());
                if got != *role {
                    return fail(format!("passed {got}"));
                }
            }
            ["time", index, elapsed, clock @ ..] => {
                let event = &game.log()[index.parse::<usize>().expect("index")];
                let want_clock = clock.first().map(|c| c.parse::<u64>().expect("ms"));
                if event.time.elapsed_millis != elapsed.parse::<u64>().expect("ms")
                    || (want_clock.is_some() && event.time.clock_millis != want_clock)
                {
                    return fail(format!("recorded {:?}", event.time));
                }
            }
            ["flag", b, c] => {
                if let Err(e) = game.flag_fall(Seat {
                    board: board(b),
                    colour: colour(c),
                }) {
                    return fail(e.to_string());
                }
            }
            ["ending", winner, reason, b] => {
                let Some(ending) = game.ending() else {
                    return fail("the game goes on".to_string());
                };
                let got_winner = match ending.winner {
                    Some(Team::One) => "One",
                    Some(Team::Two) => "Two",
                    None => "draw",
                };
                if got_winner != *winner || ending.reason.slug() != *reason || ending.board != board(b) {
                    return fail(format!("ended {ending:?}"));
                }
            }
            ["ongoing"] => {
                if let Some(e) = game.ending() {
                    return fail(format!("ended {e:?}"));
                }
            }
            _ => return fail("unknown command".to_string()),
        }
    }
    Ok(())
}

fn check(file: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/pgn/bughouse")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let scripts: Vec<&[(usize, &str)]> = lines.split(|(_, l)| *l == "---").collect();
    assert!(scripts.len() >= 4);
    let failures: Vec<String> = scripts.iter().filter_map(|s| run(s).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn am_r3_bughouse_transfers_drops_and_team_ending() {
    check("AM-R3.txt");
}

#[test]
fn am_r13_moves_and_drops_are_timed() {
    // The `time` and `flag` commands of the same scripts.
    check("AM-R3.txt");
}
