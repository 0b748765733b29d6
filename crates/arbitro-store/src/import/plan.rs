//! From a TRF to what the event will hold, without SQL: the call, the
//! players with their pairing numbers, and each round's absences, pairs and
//! results, with every adjustment made on the way as a [`ReviewItem`].

use std::collections::{HashMap, HashSet};

use arbitro_trf::{Colour, PointSystem, Points, Reading, ResultCode, Tournament, TournamentType};

use super::review::{DefaultUsed, NotKept, ReviewItem};
use crate::call::{EventCall, GameFamily, InitialColour, Lang, PairingSystem};
use crate::players::ByeKind;
use crate::players::{PlayerInput, TITLES};
use crate::rounds::{ResultEntry, ResultKind};

/// A player as the event will register them.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct PlannedPlayer {
    /// The file's pairing number.
    pub number: u32,
    /// The entry.
    pub input: PlayerInput,
    /// The first round they are in.
    pub first_round: u32,
}

/// One round as the event will store it, by pairing numbers.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) struct PlannedRound {
    /// The round.
    pub number: u32,
    /// Players withdrawn before it (after the round before).
    pub withdrawn: Vec<u32>,
    /// Absences known before its pairing.
    pub byes: Vec<(u32, ByeKind)>,
    /// Its pairs: White and Black, or the pairing-allocated bye.
    pub pairs: Vec<(u32, Option<u32>)>,
    /// The results of its games, by White and Black.
    pub results: Vec<(u32, u32, ResultEntry)>,
}

/// Everything the event will hold.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Plan {
    /// The call.
    pub call: EventCall,
    /// The players, by pairing number.
    pub players: Vec<PlannedPlayer>,
    /// The rounds paired in the file, first to last.
    pub rounds: Vec<PlannedRound>,
    /// Absences known for rounds not yet paired: (player, round, kind).
    pub later_byes: Vec<(u32, u32, ByeKind)>,
    /// Players who must not meet: numbers, first and last round.
    pub forbidden: Vec<(Vec<u32>, Option<u32>, Option<u32>)>,
    /// The tournament as imported (made consistent), for the pairing check.
    pub tournament: Tournament,
}

/// A date as the call keeps it (YYYY-MM-DD), from the spellings TRFs use:
/// `2024/11/23`, `2024-11-23`, `2024.11.23`, `23/11/2024`, `23.11.2024`.
fn date(text: &str) -> Option<String> {
    let t = text.trim();
    let parts: Vec<&str> = t.split(['/', '-', '.']).map(str::trim).collect();
    let (y, m, d) = match parts.as_slice() {
        [y, m, d] if y.len() == 4 => (*y, *m, *d),
        [d, m, y] if y.len() == 4 => (*y, *m, *d),
        _ => return None,
    };
    let date = chrono::NaiveDate::from_ymd_opt(y.parse().ok()?, m.parse().ok()?, d.parse().ok()?)?;
    Some(date.format("%Y-%m-%d").to_string())
}

/// The time control in arbiter notation: TRF-2026's `222` (seconds, e.g.
/// `5400+30`, periods by `:`), else `122` when it already reads as one.
fn time_control(t: &Tournament) -> Option<String> {
    let ok = |s: &str| {
        s.parse::<arbitro_clock::TimeControl>()
            .is_ok()
            .then(|| s.to_string())
    };
    if let Some(encoded) = &t.header.time_control {
        let seconds: Vec<String> = encoded
            .split(':')
            .map(|period| match period.split_once('/') {
                Some((moves, rest)) => format!("{moves}/{}", base_in_seconds(rest)),
                None => base_in_seconds(period),
            })
            .collect();
        if let Some(c) = ok(&seconds.join(":")) {
            return Some(c);
        }
    }
    t.header.time_control_text.as_deref().and_then(|s| ok(s.trim()))
}

/// `5400+30` as the clock's notation for a base given in seconds (`5400s+30`).
fn base_in_seconds(period: &str) -> String {
    match period.split_once('+') {
        Some((base, inc)) => format!("{}s+{inc}", base.trim()),
        None => format!("{}s", period.trim()),
    }
}

/// The half-points of the pairing-allocated bye, from the file's scoring.
fn bye_points(s: &PointSystem) -> u8 {
    match s.pairing_bye.0 {
        0 => 0,
        5 => 1,
        _ => 2,
    }
}

/// The file's birth date as the event keeps it: `YYYY-MM-DD`, or the year.
fn birth(text: &str) -> Option<String> {
    let t = text.trim();
    if t.is_empty() {
        return None;
    }
    match t.split('/').collect::<Vec<_>>().as_slice() {
        [y, "00", "00"] => Some(y.to_string()),
        [y, m, d] => Some(format!("{y}-{m}-{d}")),
        _ => Some(t.to_string()),
    }
}

/// The entry of a `001` record; fields the event cannot take are left out
/// and listed.
fn player_input(p: &arbitro_trf::Player, club: Option<String>, items: &mut Vec<ReviewItem>) -> PlayerInput {
    let mut drop = |field: &'static str, found: &str| {
        items.push(ReviewItem::NotKept(NotKept::PlayerField {
            player: p.start_rank,
            field,
            found: found.to_string(),
        }))
    };
    let name: String = if p.name.chars().count() > 33 {
        drop("name", &p.name);
        p.name.chars().take(33).collect()
    } else {
        p.name.clone()
    };
    let title = match p.title.trim() {
        "" => None,
        t if TITLES.contains(&t.to_ascii_uppercase().as_str()) => Some(t.to_ascii_uppercase()),
        t => {
            drop("title", t);
            None
        }
    };
    let rating = match p.rating {
        Some(r) if r > 3500 => {
            drop("rating", &r.to_string());
            0
        }
        Some(r) => r as u16,
        None => 0,
    };
    let federation = match p.federation.trim() {
        "" => None,
        f if f.len() == 3 && f.chars().all(|c| c.is_ascii_alphabetic()) => Some(f.to_ascii_uppercase()),
        f => {
            drop("federation", f);
            None
        }
    };
    let fide_id = match p.fide_id.trim() {
        "" | "0" => None,
        id => match id.parse::<u64>() {
            Ok(v) if v > 0 && v <= 99_999_999_999 => Some(v),
            _ => {
                drop("fide_id", id);
                None
            }
        },
    };
    let sex = match p.sex.map(|c| c.to_ascii_lowercase()) {
        None | Some(' ') => None,
        Some('m') => Some("m".to_string()),
        Some('w') | Some('f') => Some("w".to_string()),
        Some(other) => {
            drop("sex", &other.to_string());
            None
        }
    };
    PlayerInput {
        name,
        fide_id,
        title,
        rating,
        federation,
        birth_date: birth(&p.birth_date),
        club,
        sex,
    }
    .normalised()
}

/// The teams of a team file (`013`): each player's team name.
fn team_names(t: &Tournament) -> HashMap<u32, String> {
    let mut out = HashMap::new();
    for line in t.other_lines.iter().filter(|l| l.starts_with("013")) {
        let chars: Vec<char> = line.chars().collect();
        let name: String = chars
            .iter()
            .skip(4)
            .take(32)
            .collect::<String>()
            .trim()
            .to_string();
        let members: String = chars.iter().skip(36).collect();
        for n in members.split_whitespace().filter_map(|n| n.parse::<u32>().ok()) {
            out.entry(n).or_insert_with(|| name.clone());
        }
    }
    out
}

/// The call: every record the file has, a default (listed) for each it lacks.
fn call(file: &str, text: &str, t: &Tournament, items: &mut Vec<ReviewItem>) -> EventCall {
    let h = &t.header;
    let mut default = |d: DefaultUsed| items.push(ReviewItem::Default(d));
    let name = match h.name.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
        Some(n) => n.to_string(),
        None => {
            let name = std::path::Path::new(file)
                .file_stem()
                .map(|s| s.to_string_lossy().to_string())
                .unwrap_or_else(|| file.to_string());
            default(DefaultUsed::Name { name: name.clone() });
            name
        }
    };
    let chief_arbiter = match h
        .chief_arbiter
        .as_deref()
        .map(str::trim)
        .filter(|n| !n.is_empty())
    {
        Some(n) => n.to_string(),
        None => {
            default(DefaultUsed::ChiefArbiter);
            "—".to_string()
        }
    };
    let today = chrono::Local::now().date_naive().format("%Y-%m-%d").to_string();
    let start_found = h.start_date.clone().unwrap_or_default();
    let start_date = date(&start_found).unwrap_or_else(|| {
        default(DefaultUsed::StartDate {
            found: start_found.clone(),
            used: today.clone(),
        });
        today.clone()
    });
    let end_found = h.end_date.clone().unwrap_or_default();
    let end_date = match date(&end_found).filter(|e| *e >= start_date) {
        Some(e) => e,
        None => {
            default(DefaultUsed::EndDate {
                found: end_found,
                used: start_date.clone(),
            });
            start_date.clone()
        }
    };
    let time_control = time_control(t).unwrap_or_else(|| {
        let found = h
            .time_control
            .clone()
            .or_else(|| h.time_control_text.clone())
            .unwrap_or_default();
        default(DefaultUsed::TimeControl {
            found,
            used: "90+30".to_string(),
        });
        "90+30".to_string()
    });
    let paired = t.paired_rounds();
    let rounds = match t.rounds {
        Some(r) => r.max(paired),
        None => {
            let rounds = t.recorded_rounds().max(1);
            default(DefaultUsed::Rounds { rounds });
            rounds
        }
    };
    let declared = t.declared_type();
    let players = t.players.len() as u32;
    let baku_records = arbitro_pairing::baku_records(players, rounds, &t.scoring);
    let system = match declared {
        Some(TournamentType::Dutch { baku: true, .. }) => PairingSystem::DutchBaku,
        Some(TournamentType::Dutch { .. })
            if !t.accelerations.is_empty() && t.accelerations == baku_records =>
        {
            PairingSystem::DutchBaku
        }
        Some(TournamentType::Dutch { .. }) => PairingSystem::Dutch,
        Some(TournamentType::RoundRobin) => {
            let cycle = if players.is_multiple_of(2) {
                players.saturating_sub(1)
            } else {
                players
            };
            if cycle > 0 && rounds > cycle {
                PairingSystem::DoubleRoundRobin
            } else {
                PairingSystem::RoundRobin
            }
        }
        Some(TournamentType::Burstein { .. }) | None => {
            let found = t
                .tournament_type
                .clone()
                .or_else(|| h.legacy_type.clone())
                .unwrap_or_default();
            default(DefaultUsed::System { found });
            PairingSystem::Dutch
        }
    };
    if !t.accelerations.is_empty() && system != PairingSystem::DutchBaku {
        items.push(ReviewItem::NotKept(NotKept::Accelerations {
            records: t.accelerations.len(),
        }));
    }
    let initial_colour = match t.initial_colour {
        Some(c) => Some(c),
        None => match t.inferred_initial_colour() {
            Some(c) => {
                items.push(ReviewItem::Default(DefaultUsed::InitialColourInferred {
                    colour: c.letter(),
                }));
                Some(c)
            }
            None => {
                items.push(ReviewItem::Default(DefaultUsed::InitialColourDrawn));
                None
            }
        },
    }
    .map(|c| match c {
        Colour::White => InitialColour::White,
        Colour::Black => InitialColour::Black,
    });
    // Tie-breaks: 202, else 212 without its PTS.
    let without_pts = |list: &[String]| -> Vec<String> {
        list.iter()
            .flat_map(|s| {
                s.split(',')
                    .map(str::trim)
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .filter(|s| !s.is_empty() && !s.eq_ignore_ascii_case("PTS"))
            .collect()
    };
    let first = without_pts(&t.tie_breaks);
    let second = without_pts(&t.tie_breaks_212);
    let chosen = if first.is_empty() {
        second.clone()
    } else {
        first.clone()
    };
    if !first.is_empty() && !second.is_empty() && first != second {
        items.push(ReviewItem::NotKept(NotKept::SecondTieBreakList));
    }
    if chosen.is_empty() {
        items.push(ReviewItem::Default(DefaultUsed::TieBreaks));
    }
    let mut tiebreaks = Vec::new();
    for code in chosen {
        if arbitro_tiebreaks::TieBreak::parse(&code).is_ok() {
            tiebreaks.push(code);
        } else {
            items.push(ReviewItem::NotKept(NotKept::TieBreak { code }));
        }
    }
    let s = &t.scoring;
    let scoring_given = text
        .lines()
        .any(|l| l.starts_with("162") || l.starts_with("BB") || l.starts_with("XXS"));
    if (s.win, s.draw, s.loss) != (Points::ONE, Points::HALF, Points::ZERO) {
        items.push(ReviewItem::NotKept(NotKept::Scoring {
            win: s.win.0,
            draw: s.draw.0,
            loss: s.loss.0,
        }));
    } else if !scoring_given {
        items.push(ReviewItem::Default(DefaultUsed::Scoring));
    }
    if !t.abnormal_points.is_empty() {
        items.push(ReviewItem::NotKept(NotKept::ExtraPoints {
            records: t.abnormal_points.len(),
        }));
    }
    if !h.round_dates.is_empty() {
        items.push(ReviewItem::NotKept(NotKept::RoundDates));
    }
    EventCall {
        name,
        place: h.city.clone().unwrap_or_default(),
        start_date,
        end_date,
        organiser: String::new(),
        chief_arbiter,
        arbiters: h
            .deputy_arbiters
            .iter()
            .map(|a| a.trim().to_string())
            .filter(|a| !a.is_empty())
            .collect(),
        language: Lang::Es,
        family: GameFamily::Fide,
        deck: None,
        rulebook: None,
        system,
        rounds,
        time_control,
        tolerance_minutes: 30,
        tiebreaks,
        communication_policy: None,
        bye_points: bye_points(s),
        initial_colour,
        appeal_fee: None,
        forbidden_pairings: Vec::new(),
        options: serde_json::Map::new(),
    }
}

/// The plan of an import: `reading` is the file as read, `text` its text.
pub(crate) fn plan(file: &str, text: &str, reading: Reading) -> (Plan, Vec<ReviewItem>) {
    let mut items: Vec<ReviewItem> = reading
        .adjustments
        .iter()
        .cloned()
        .map(ReviewItem::Read)
        .collect();
    let teams = team_names(&reading.tournament);
    let team_count = reading
        .tournament
        .other_lines
        .iter()
        .filter(|l| l.starts_with("013"))
        .count();
    let team_file = team_count > 0;
    if team_file {
        items.insert(0, ReviewItem::TeamFile { teams: team_count });
    }
    let (mut t, repairs) = if team_file {
        (reading.tournament.clone(), Vec::new())
    } else {
        reading.tournament.repaired()
    };
    items.extend(repairs.into_iter().map(ReviewItem::Repaired));
    let call = call(file, text, &t, &mut items);
    t.rounds = Some(call.rounds);
    let mut order: Vec<&arbitro_trf::Player> = t.players.iter().collect();
    order.sort_by_key(|p| p.start_rank);

    let mut seen_ids: HashMap<u64, u32> = HashMap::new();
    let mut players = Vec::new();
    for p in &order {
        let mut input = player_input(p, teams.get(&p.start_rank).cloned(), &mut items);
        if let Some(id) = input.fide_id {
            if let Some(&first) = seen_ids.get(&id) {
                items.push(ReviewItem::NotKept(NotKept::DuplicateFideId {
                    player: p.start_rank,
                    id,
                    first,
                }));
                input.fide_id = None;
            } else {
                seen_ids.insert(id, p.start_rank);
            }
        }
        let first_round = if team_file {
            1
        } else {
            p.rounds
                .iter()
                .position(|c| c.result != ResultCode::Blank)
                .map_or(1, |i| i as u32 + 1)
        };
        players.push(PlannedPlayer {
            number: p.start_rank,
            input,
            first_round,
        });
    }

    let paired = if team_file { 0 } else { t.paired_rounds() };
    let first_of: HashMap<u32, u32> = players.iter().map(|p| (p.number, p.first_round)).collect();
    let mut withdrawn: HashSet<u32> = HashSet::new();
    let mut rounds = Vec::new();
    for r in 1..=paired {
        let mut round = PlannedRound {
            number: r,
            ..PlannedRound::default()
        };
        let mut bye_given = false;
        for p in &order {
            let n = p.start_rank;
            if r < first_of[&n] || withdrawn.contains(&n) {
                continue;
            }
            let cell = p.cell(r);
            match cell.result {
                ResultCode::Blank => {
                    let gone = (r..=t.recorded_rounds()).all(|k| p.cell(k).result == ResultCode::Blank);
                    if gone && r > first_of[&n] {
                        withdrawn.insert(n);
                        round.withdrawn.push(n);
                    } else {
                        items.push(ReviewItem::NotKept(NotKept::BlankRound { player: n, round: r }));
                        round.byes.push((n, ByeKind::Zero));
                    }
                }
                ResultCode::HalfPointBye => round.byes.push((n, ByeKind::Half)),
                ResultCode::FullPointBye => round.byes.push((n, ByeKind::Full)),
                ResultCode::ZeroPointBye => round.byes.push((n, ByeKind::Zero)),
                ResultCode::PairingAllocatedBye if !bye_given => {
                    bye_given = true;
                    round.pairs.push((n, None));
                }
                ResultCode::PairingAllocatedBye => {
                    items.push(ReviewItem::NotKept(NotKept::SecondPairingBye {
                        player: n,
                        round: r,
                    }));
                    round.byes.push((n, ByeKind::Full));
                }
                result => {
                    let Some(o) = cell.opponent else { continue };
                    let white = match cell.colour {
                        Some(Colour::White) => true,
                        Some(Colour::Black) => false,
                        None => n < o,
                    };
                    if !white {
                        continue;
                    }
                    let other = t.player(o).map(|q| q.cell(r).result).unwrap_or(ResultCode::Blank);
                    let (kind, w, b) = match (result, other) {
                        (ResultCode::ForfeitWin, _) => (ResultKind::Forfeit, 2, 0),
                        (ResultCode::ForfeitLoss, ResultCode::ForfeitWin) => (ResultKind::Forfeit, 0, 2),
                        (ResultCode::ForfeitLoss, _) => (ResultKind::Forfeit, 0, 0),
                        (ResultCode::Win | ResultCode::UnratedWin, _) => (ResultKind::Played, 2, 0),
                        (ResultCode::Draw | ResultCode::UnratedDraw, _) => (ResultKind::Played, 1, 1),
                        _ => (ResultKind::Played, 0, 2),
                    };
                    if matches!(
                        result,
                        ResultCode::UnratedWin | ResultCode::UnratedDraw | ResultCode::UnratedLoss
                    ) {
                        items.push(ReviewItem::NotKept(NotKept::UnratedGame { player: n, round: r }));
                    }
                    round.pairs.push((n, Some(o)));
                    round.results.push((
                        n,
                        o,
                        ResultEntry {
                            kind,
                            white: Some(w),
                            black: Some(b),
                        },
                    ));
                }
            }
        }
        rounds.push(round);
    }

    // Absences known for the rounds not yet paired.
    let mut later_byes = Vec::new();
    if !team_file && paired < call.rounds {
        let next = paired + 1;
        for p in &order {
            let kind = match p.cell(next).result {
                ResultCode::HalfPointBye => Some(ByeKind::Half),
                ResultCode::FullPointBye => Some(ByeKind::Full),
                ResultCode::ZeroPointBye => Some(ByeKind::Zero),
                _ => None,
            };
            if let Some(k) = kind
                && !withdrawn.contains(&p.start_rank)
            {
                later_byes.push((p.start_rank, next, k));
            }
        }
        for n in &t.absent_next_round {
            if !later_byes.iter().any(|(p, r, _)| p == n && *r == next) {
                later_byes.push((*n, next, ByeKind::Zero));
            }
        }
        for b in t
            .byes
            .iter()
            .filter(|b| b.round > paired && b.round <= call.rounds)
        {
            let kind = match b.kind {
                ResultCode::HalfPointBye => ByeKind::Half,
                ResultCode::FullPointBye => ByeKind::Full,
                _ => ByeKind::Zero,
            };
            for n in &b.players {
                if !later_byes.iter().any(|(p, r, _)| p == n && *r == b.round) {
                    later_byes.push((*n, b.round, kind));
                }
            }
        }
    }
    let forbidden = t
        .prohibited
        .iter()
        .map(|f| (f.players.clone(), f.first_round, f.last_round))
        .collect();
    (
        Plan {
            call,
            players,
            rounds,
            later_byes,
            forbidden,
            tournament: t,
        },
        items,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_births_in_the_spellings_trfs_use() {
        assert_eq!(date("2024/11/23").as_deref(), Some("2024-11-23"));
        assert_eq!(date("23.11.2024").as_deref(), Some("2024-11-23"));
        assert_eq!(date("2024-02-30"), None);
        assert_eq!(date(""), None);
        assert_eq!(birth("1978/00/00").as_deref(), Some("1978"));
        assert_eq!(birth("1969/12/06").as_deref(), Some("1969-12-06"));
        assert_eq!(birth(""), None);
    }

    #[test]
    fn time_controls_from_222_and_122() {
        let mut t = Tournament::default();
        t.header.time_control = Some("5400+30".into());
        assert_eq!(time_control(&t).as_deref(), Some("5400s+30"));
        t.header.time_control = None;
        t.header.time_control_text = Some("15 minutes plus 10 sec per move".into());
        assert_eq!(time_control(&t), None);
        t.header.time_control_text = Some("90+30".into());
        assert_eq!(time_control(&t).as_deref(), Some("90+30"));
    }
}
