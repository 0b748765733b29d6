//! Replays every `tests/fixtures/*.clock` file: a time control, timestamped
//! events, and the readings (or refusals) they must give. Format:
//!
//! ```text
//! # comment
//! control 10+5
//! 0 start white            # <ms> <event> [side|reason|side delta]
//! ! 10 move black not_running   # this event must be refused with that reason
//! = 3000 white 602000 black 600000 running black moves 1 0 flag -
//! ```
//! A `=` line reads the clock at the given instant; every key it names is checked.

use std::path::Path;

use arbitro_clock::{Clock, ClockError, ClockEvent, ClockEventKind, PauseReason, Side, TimeControl};

fn side(word: &str, line: usize) -> Side {
    word.parse()
        .unwrap_or_else(|_| panic!("line {line}: bad side {word}"))
}

fn event(words: &[&str], line: usize) -> ClockEvent {
    let at_ms: u64 = words[0]
        .parse()
        .unwrap_or_else(|_| panic!("line {line}: bad time {}", words[0]));
    let arg = |i: usize| {
        *words
            .get(i)
            .unwrap_or_else(|| panic!("line {line}: missing argument"))
    };
    let kind = match words[1] {
        "start" => ClockEventKind::Start {
            side: side(arg(2), line),
        },
        "move" => ClockEventKind::Move {
            side: side(arg(2), line),
        },
        "card" => ClockEventKind::Card {
            side: side(arg(2), line),
        },
        "react" => ClockEventKind::Reaction {
            side: side(arg(2), line),
        },
        "handback" => ClockEventKind::HandBack {
            side: side(arg(2), line),
        },
        "pause" => ClockEventKind::Pause {
            reason: match arg(2) {
                "agreement" => PauseReason::Agreement,
                _ => PauseReason::Arbiter,
            },
        },
        "resume" => ClockEventKind::Resume,
        "adjust" => ClockEventKind::Adjust {
            side: side(arg(2), line),
            delta_ms: arg(3)
                .parse()
                .unwrap_or_else(|_| panic!("line {line}: bad delta")),
        },
        "stop" => ClockEventKind::Stop,
        other => panic!("line {line}: unknown event {other}"),
    };
    ClockEvent { at_ms, kind }
}

fn error_name(err: &ClockError) -> &'static str {
    match err {
        ClockError::UnknownSide(_) => "unknown_side",
        ClockError::TimeWentBackwards { .. } => "time_went_backwards",
        ClockError::AlreadyStarted => "already_started",
        ClockError::NotStarted => "not_started",
        ClockError::NotRunning { .. } => "not_running",
        ClockError::Paused => "paused",
        ClockError::NotPaused => "not_paused",
        ClockError::FlagFallen { .. } => "flag_fallen",
        ClockError::Stopped => "stopped",
        ClockError::AdjustmentBelowZero { .. } => "adjustment_below_zero",
        ClockError::Event { .. } => "event",
    }
}

fn check(path: &Path) -> usize {
    let text = std::fs::read_to_string(path).expect("read fixture");
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let mut clock: Option<Clock> = None;
    let mut events = Vec::new();
    let mut checks = 0;
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let words: Vec<&str> = content.split_whitespace().collect();
        match words[0] {
            "control" => {
                let tc: TimeControl = words[1].parse().unwrap_or_else(|e| panic!("{name}:{line}: {e}"));
                clock = Some(Clock::new(tc));
            }
            "!" => {
                let c = clock.as_mut().expect("control first");
                let ev = event(&words[1..], line);
                let before = c.clone();
                let err = c
                    .apply(&ev)
                    .expect_err(&format!("{name}:{line}: event should be refused"));
                assert_eq!(error_name(&err), words[words.len() - 1], "{name}:{line}: {err}");
                assert_eq!(*c, before, "{name}:{line}: a refused event changed the clock");
                checks += 1;
            }
            "=" => {
                let c = clock.as_ref().expect("control first");
                let at: u64 = words[1].parse().expect("time");
                let r = c.reading(at);
                let mut i = 2;
                while i + 1 < words.len() {
                    let (key, value) = (words[i], words[i + 1]);
                    let got = match key {
                        "white" => r.white_ms.to_string(),
                        "black" => r.black_ms.to_string(),
                        "running" => r.running.map_or("-".into(), |s| s.as_str().to_string()),
                        "paused" => r.paused.to_string(),
                        "stopped" => r.stopped.to_string(),
                        "flag" => r
                            .flag
                            .map_or("-".into(), |f| format!("{}@{}", f.side.as_str(), f.at_ms)),
                        "moves" => {
                            i += 1;
                            let expected = format!("{} {}", value, words[i + 1]);
                            assert_eq!(
                                format!("{} {}", r.white_moves, r.black_moves),
                                expected,
                                "{name}:{line}: moves"
                            );
                            i += 1;
                            checks += 1;
                            continue;
                        }
                        other => panic!("{name}:{line}: unknown key {other}"),
                    };
                    assert_eq!(got, value, "{name}:{line}: {key}");
                    checks += 1;
                    i += 2;
                }
            }
            _ => {
                let ev = event(&words, line);
                clock
                    .as_mut()
                    .expect("control first")
                    .apply(&ev)
                    .unwrap_or_else(|e| panic!("{name}:{line}: {e}"));
                events.push(ev);
            }
        }
    }
    // The stored log replays to the same clock.
    let c = clock.expect("control line");
    let replayed = Clock::replay(c.control().clone(), &events).expect("log replays");
    assert_eq!(replayed, c, "{name}: replaying the log gives another clock");
    checks
}

#[test]
fn clock_fixtures() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("fixtures dir")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "clock"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 8,
        "expected the clock fixtures, found {}",
        files.len()
    );
    let total: usize = files.iter().map(|f| check(f)).sum();
    println!("{} clock files, {total} checks", files.len());
}
