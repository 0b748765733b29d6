//! From a TRF tournament ([`arbitro_trf::Tournament`]) to an [`Event`] and a
//! tie-break list.

use arbitro_trf::{Colour as TrfColour, Points, ResultCode, Tournament};

use crate::cell::{Cell, Colour, Format, Outcome, Scoring};
use crate::code::Code;
use crate::error::{EventProblem, TieBreakError};
use crate::event::{Event, EventSetup, Participant};
use crate::spec::{TeamScore, TieBreak, parse_list};
use crate::team::{TeamEntry, TeamEvent, TeamEventSetup, TeamPoints, TeamRound};
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
    if let Some(format) = declared_format(t) {
        return format;
    }
    if looks_like_round_robin(t) {
        Format::RoundRobin
    } else {
        Format::Swiss
    }
}

/// The format the tournament type names, if it names one.
fn declared_format(t: &Tournament) -> Option<Format> {
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
        return Some(Format::RoundRobin);
    }
    if ["SWISS", "DUTCH", "DUBOV", "BURSTEIN", "LIM", "BAKU", "KEIZER"]
        .iter()
        .any(|k| declared.contains(k))
    {
        return Some(Format::Swiss);
    }
    None
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

/// The teams of a TRF (`013` records: the team's name in columns 5-36, then
/// its players' pairing numbers in board order), by their order in the file.
pub fn teams(t: &Tournament) -> Vec<(u32, String, Vec<u32>)> {
    t.other_lines
        .iter()
        .filter(|l| l.starts_with("013"))
        .enumerate()
        .map(|(i, line)| {
            let chars: Vec<char> = line.chars().collect();
            let name: String = chars.iter().skip(4).take(32).collect();
            let ranks: String = chars.iter().skip(36).collect();
            let players = ranks.split_whitespace().filter_map(|n| n.parse().ok()).collect();
            (i as u32 + 1, name.trim().to_string(), players)
        })
        .collect()
}

/// The team event of a TRF with `013` team records: each team's round is
/// read from its players' games. The opposing team is the team of the
/// players they met; the boards are those players in the order the `013`
/// record lists them (a team that fields fewer players moves the ones below
/// up). A match where no board was played over the board is a forfeited
/// match, won by the side with more game points. A round where no player of
/// the team met anybody is the pairing-allocated bye when one of them had it
/// (`U`), a half-point bye (`H`), a full-point bye (`F`), else a zero-point
/// bye (or, all blank, a round out of the event).
///
/// Match points are 2 / 1 / 0 and the pairing-allocated bye is worth a
/// drawn match (C.04.6 1.4); game points follow the file's scoring.
/// `primary` is the score ranked first (C.07 11.1); `format` overrides the
/// file's tournament type.
pub fn team_event(
    t: &Tournament,
    primary: TeamScore,
    format: Option<Format>,
) -> Result<TeamEvent, TieBreakError> {
    let teams = teams(t);
    let team_of: std::collections::BTreeMap<u32, u32> = teams
        .iter()
        .flat_map(|(number, _, players)| players.iter().map(move |&p| (p, *number)))
        .collect();
    let counted = t.paired_rounds();
    let scoring = scoring(t);
    let mut entries = Vec::with_capacity(teams.len());
    let mut boards = 1u32;
    for (number, _, players) in &teams {
        let mut rounds = Vec::with_capacity(counted as usize);
        for round in 1..=counted {
            let cells: Vec<_> = players
                .iter()
                .filter_map(|&p| t.player(p).map(|pl| pl.cell(round)))
                .collect();
            let met: Vec<_> = cells.iter().filter(|c| c.opponent.is_some()).collect();
            let team_round = if met.is_empty() {
                let has = |code: ResultCode| cells.iter().any(|c| c.result == code);
                if has(ResultCode::PairingAllocatedBye) {
                    TeamRound::PairingBye
                } else if has(ResultCode::FullPointBye) {
                    TeamRound::FullBye
                } else if has(ResultCode::HalfPointBye) {
                    TeamRound::HalfBye
                } else if cells.iter().all(|c| c.result == ResultCode::Blank) {
                    TeamRound::Absent
                } else {
                    TeamRound::ZeroBye
                }
            } else {
                let mut votes: std::collections::BTreeMap<u32, usize> = std::collections::BTreeMap::new();
                for c in &met {
                    if let Some(team) = c.opponent.and_then(|o| team_of.get(&o)) {
                        *votes.entry(*team).or_default() += 1;
                    }
                }
                let opponent = votes
                    .iter()
                    .max_by_key(|(team, n)| (**n, std::cmp::Reverse(**team)))
                    .map_or(0, |(team, _)| *team);
                let points: Vec<Value> = met.iter().map(|c| value(c.result.points(&t.scoring))).collect();
                boards = boards.max(points.len() as u32);
                if met.iter().all(|c| c.result.is_forfeit()) {
                    let ours: Value = points.iter().copied().sum();
                    TeamRound::Forfeit {
                        opponent,
                        won: ours > Value::ZERO && met.iter().any(|c| c.result == ResultCode::ForfeitWin),
                    }
                } else {
                    TeamRound::Match {
                        opponent,
                        first: met[0].colour == Some(TrfColour::White),
                        boards: points,
                    }
                }
            };
            rounds.push(team_round);
        }
        entries.push(TeamEntry {
            number: *number,
            rating: None,
            rounds,
        });
    }
    let half = Value::ratio(1, 2);
    let points = TeamPoints {
        match_win: Value::int(2),
        match_draw: Value::int(1),
        match_loss: Value::ZERO,
        game_win: scoring.win,
        game_draw: scoring.draw,
        bye_match: Value::int(1),
        bye_game: scoring.win * half * Value::int(i64::from(boards)),
    };
    let planned = t.rounds.unwrap_or(0).max(counted);
    let event = TeamEvent::new(TeamEventSetup {
        teams: entries,
        rounds: planned,
        boards,
        points,
        primary,
        format: format.unwrap_or_else(|| declared_format(t).unwrap_or(Format::Swiss)),
    })?;
    Ok(event.through_round(counted))
}
