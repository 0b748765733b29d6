//! From a TRF tournament ([`arbitro_trf::Tournament`]) to an [`Event`] and a
//! tie-break list.

use arbitro_trf::{Colour as TrfColour, Points, ResultCode, Tournament};

use crate::cell::{Cell, Colour, Format, Outcome, Scoring};
use crate::code::Code;
use crate::error::{EventProblem, TieBreakError};
use crate::event::{Event, EventSetup, Participant};
use crate::spec::{TieBreak, parse_list};
use crate::value::Value;

fn value(points: Points) -> Value {
    Value::ratio(i64::from(points.0), 10)
}

/// The scoring system of the file (`162`, `BBW`…`BBU`, `XXS`).
pub fn scoring(t: &Tournament) -> Scoring {
    let s = &t.scoring;
    Scoring {
        win: value(s.win),
        draw: value(s.draw),
        loss: value(s.loss),
        forfeit_win: value(s.forfeit_win),
        forfeit_loss: value(s.forfeit_loss),
        pairing_bye: value(s.pairing_bye),
        full_bye: value(s.full_bye),
        half_bye: value(s.half_bye),
        zero_bye: value(s.zero_bye),
        absent: value(s.zero_bye),
    }
}

/// Round robin or Swiss, from the tournament type (`192`, else `092`); when
/// the type says neither, a round robin is recognised by its schedule: every
/// two players meet the same number of times (once, or twice in a double
/// round robin) over every round of the file.
pub fn detect_format(t: &Tournament) -> Format {
    let declared = t
        .tournament_type
        .as_deref()
        .or(t.header.legacy_type.as_deref())
        .unwrap_or("")
        .to_ascii_uppercase();
    if ["ROBIN", "BERGER", "_RR", "RR_", "VARMA"]
        .iter()
        .any(|k| declared.contains(k))
        || declared == "RR"
    {
        return Format::RoundRobin;
    }
    if ["SWISS", "DUTCH", "DUBOV", "BURSTEIN", "LIM", "BAKU", "KEIZER"]
        .iter()
        .any(|k| declared.contains(k))
    {
        return Format::Swiss;
    }
    if looks_like_round_robin(t) {
        Format::RoundRobin
    } else {
        Format::Swiss
    }
}

fn looks_like_round_robin(t: &Tournament) -> bool {
    let n = t.players.len();
    if n < 3 {
        return false;
    }
    let rounds = t.paired_rounds() as usize;
    let per_cycle = if n.is_multiple_of(2) { n - 1 } else { n };
    if rounds == 0 || !rounds.is_multiple_of(per_cycle) {
        return false;
    }
    let cycles = rounds / per_cycle;
    t.players.iter().all(|p| {
        let mut met = std::collections::BTreeMap::<u32, usize>::new();
        for cell in p.rounds.iter().take(rounds) {
            if let Some(o) = cell.opponent {
                *met.entry(o).or_default() += 1;
            }
        }
        met.len() == n - 1 && met.values().all(|&c| c == cycles)
    })
}

/// The event of a TRF: the rounds that have been paired are counted; the
/// planned number of rounds (`142`/`XXR`) is kept as the final round of Fore
/// Buchholz. `format` overrides [`detect_format`].
pub fn event(t: &Tournament, format: Option<Format>) -> Result<Event, TieBreakError> {
    let counted = t.paired_rounds();
    let format = format.unwrap_or_else(|| detect_format(t));
    let round_robin = format == Format::RoundRobin;
    let planned = t.rounds.unwrap_or(0).max(counted);
    let mut problems = Vec::new();
    let mut participants = Vec::with_capacity(t.players.len());
    for p in &t.players {
        let mut cells = Vec::with_capacity(counted as usize);
        for round in 1..=counted {
            let c = p.cell(round);
            let cell = match (c.result, c.opponent) {
                (r, Some(opponent)) if r.is_played() => {
                    let outcome = match r {
                        ResultCode::Win | ResultCode::UnratedWin => Outcome::Win,
                        ResultCode::Draw | ResultCode::UnratedDraw => Outcome::Draw,
                        _ => Outcome::Loss,
                    };
                    let Some(colour) = c.colour else {
                        problems.push(EventProblem::GameWithoutColour {
                            player: p.start_rank,
                            round,
                        });
                        continue;
                    };
                    Cell::Game {
                        opponent,
                        colour: colour_of(colour),
                        outcome,
                    }
                }
                (r, Some(opponent)) if r.is_forfeit() => Cell::Forfeit {
                    opponent,
                    colour: c.colour.map(colour_of),
                    won: r == ResultCode::ForfeitWin,
                },
                (r, None) if r.has_opponent() => {
                    problems.push(EventProblem::ResultWithoutOpponent {
                        player: p.start_rank,
                        round,
                        result: r.to_char(),
                    });
                    continue;
                }
                (ResultCode::PairingAllocatedBye, _) => Cell::PairingBye,
                (ResultCode::FullPointBye, _) => Cell::FullBye,
                (ResultCode::HalfPointBye, _) => Cell::HalfBye,
                // A round robin schedules a game every round but the free one.
                (ResultCode::ZeroPointBye | ResultCode::Blank, None) if round_robin => Cell::FreeRound,
                (ResultCode::ZeroPointBye, _) => Cell::ZeroBye,
                (ResultCode::Blank, None) => Cell::Absent,
                (r, _) => {
                    problems.push(EventProblem::ResultWithOpponent {
                        player: p.start_rank,
                        round,
                        result: r.to_char(),
                    });
                    continue;
                }
            };
            cells.push(cell);
        }
        participants.push(Participant {
            tpn: p.start_rank,
            rating: p.rating.filter(|&r| r > 0),
            cells,
        });
    }
    if !problems.is_empty() {
        return Err(TieBreakError::InvalidEvent(problems));
    }
    let mut event = Event::new(EventSetup {
        participants,
        rounds: planned,
        scoring: scoring(t),
        format,
    })?;
    if counted < planned {
        event = event.through_round(counted);
    }
    Ok(event)
}

fn colour_of(c: TrfColour) -> Colour {
    match c {
        TrfColour::White => Colour::White,
        TrfColour::Black => Colour::Black,
    }
}

/// The file's own tie-break list: `212` (which starts with the score, `PTS`)
/// when present, else `202`. Empty when the file names none.
pub fn tie_breaks(t: &Tournament) -> Result<Vec<TieBreak>, TieBreakError> {
    let codes = if t.tie_breaks_212.is_empty() {
        &t.tie_breaks
    } else {
        &t.tie_breaks_212
    };
    if codes.is_empty() {
        return Ok(Vec::new());
    }
    let list = parse_list(&codes.join(" "))?;
    Ok(list.into_iter().filter(|tb| tb.code != Code::Pts).collect())
}
