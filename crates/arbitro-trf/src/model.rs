//! The tournament model: what a TRF says, as plain data.
//!
//! Numbers are kept exactly as the file states them: pairing numbers are the
//! 1-based starting ranks of the `001` records, points are tenths of a point
//! ([`Points`]), rounds are 1-based.

use std::fmt;

/// A number of points, stored in tenths of a point (`5.5` is `Points(55)`), so
/// that sums are exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(pub i32);

impl Points {
    /// No points.
    pub const ZERO: Points = Points(0);
    /// Half a point.
    pub const HALF: Points = Points(5);
    /// One point.
    pub const ONE: Points = Points(10);

    /// Points from tenths.
    pub const fn tenths(tenths: i32) -> Points {
        Points(tenths)
    }

    /// The value as a float (for display and averages only).
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl std::ops::Sub for Points {
    type Output = Points;
    fn sub(self, other: Points) -> Points {
        Points(self.0 - other.0)
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Points {
    /// `5.5`, `10.0`, `-1.0`: one decimal, as the TRF writes points.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let text = format!("{sign}{}.{}", abs / 10, abs % 10);
        f.pad(&text)
    }
}

/// A piece colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// White.
    White,
    /// Black.
    Black,
}

impl Colour {
    /// The other colour.
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The TRF letter of a round cell (`w` or `b`).
    pub fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }
}

/// The result code of a round cell (the eighth character of the cell).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResultCode {
    /// `1`: played game, won.
    Win,
    /// `=`: played game, drawn.
    Draw,
    /// `0`: played game, lost.
    Loss,
    /// `+`: forfeit win (paired, game not played).
    ForfeitWin,
    /// `-`: forfeit loss (paired, game not played; both `-` is a double forfeit).
    ForfeitLoss,
    /// `W`: win of an unrated game (played, e.g. fewer than one move each).
    UnratedWin,
    /// `D`: draw of an unrated game (played).
    UnratedDraw,
    /// `L`: loss of an unrated game (played).
    UnratedLoss,
    /// `H`: half-point bye, known before the round was paired.
    HalfPointBye,
    /// `F`: full-point bye, known before the round was paired (not the
    /// pairing-allocated bye).
    FullPointBye,
    /// `U`: the pairing-allocated bye (part of the pairing).
    PairingAllocatedBye,
    /// `Z`: zero-point bye or announced absence.
    ZeroPointBye,
    /// Blank cell: not in the tournament that round (withdrawn or not yet
    /// entered). Worth what a zero-point bye is worth.
    Blank,
}

impl ResultCode {
    /// Reads a result character (letters in either case); `None` if unknown.
    pub fn from_char(c: char) -> Option<ResultCode> {
        Some(match c.to_ascii_uppercase() {
            '1' => ResultCode::Win,
            '=' => ResultCode::Draw,
            '0' => ResultCode::Loss,
            '+' => ResultCode::ForfeitWin,
            '-' => ResultCode::ForfeitLoss,
            'W' => ResultCode::UnratedWin,
            'D' => ResultCode::UnratedDraw,
            'L' => ResultCode::UnratedLoss,
            'H' => ResultCode::HalfPointBye,
            'F' => ResultCode::FullPointBye,
            'U' => ResultCode::PairingAllocatedBye,
            'Z' => ResultCode::ZeroPointBye,
            ' ' => ResultCode::Blank,
            _ => return None,
        })
    }

    /// The character written in the TRF.
    pub fn to_char(self) -> char {
        match self {
            ResultCode::Win => '1',
            ResultCode::Draw => '=',
            ResultCode::Loss => '0',
            ResultCode::ForfeitWin => '+',
            ResultCode::ForfeitLoss => '-',
            ResultCode::UnratedWin => 'W',
            ResultCode::UnratedDraw => 'D',
            ResultCode::UnratedLoss => 'L',
            ResultCode::HalfPointBye => 'H',
            ResultCode::FullPointBye => 'F',
            ResultCode::PairingAllocatedBye => 'U',
            ResultCode::ZeroPointBye => 'Z',
            ResultCode::Blank => ' ',
        }
    }

    /// A game was played over the board (`1 = 0 W D L`).
    pub fn is_played(self) -> bool {
        matches!(
            self,
            ResultCode::Win
                | ResultCode::Draw
                | ResultCode::Loss
                | ResultCode::UnratedWin
                | ResultCode::UnratedDraw
                | ResultCode::UnratedLoss
        )
    }

    /// A forfeit (`+` or `-`): the players were paired, the game not played.
    pub fn is_forfeit(self) -> bool {
        matches!(self, ResultCode::ForfeitWin | ResultCode::ForfeitLoss)
    }

    /// The cell needs an opponent (played games and forfeits).
    pub fn has_opponent(self) -> bool {
        self.is_played() || self.is_forfeit()
    }

    /// The player took part in the pairing of the round: had an opponent or
    /// received the pairing-allocated bye.
    pub fn is_paired(self) -> bool {
        self.has_opponent() || self == ResultCode::PairingAllocatedBye
    }

    /// The points this result is worth under `system`.
    pub fn points(self, system: &PointSystem) -> Points {
        match self {
            ResultCode::Win | ResultCode::UnratedWin => system.win,
            ResultCode::Draw | ResultCode::UnratedDraw => system.draw,
            ResultCode::Loss | ResultCode::UnratedLoss => system.loss,
            ResultCode::ForfeitWin => system.forfeit_win,
            ResultCode::ForfeitLoss => system.forfeit_loss,
            ResultCode::HalfPointBye => system.half_bye,
            ResultCode::FullPointBye => system.full_bye,
            ResultCode::PairingAllocatedBye => system.pairing_bye,
            ResultCode::ZeroPointBye | ResultCode::Blank => system.zero_bye,
        }
    }
}

/// One round of one player: opponent, colour and result (`OOOO C R`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RoundCell {
    /// The opponent's pairing number; `None` for `0000` and blank cells.
    pub opponent: Option<u32>,
    /// The colour the player had (`w`/`b`); `None` for `-` and blank.
    pub colour: Option<Colour>,
    /// The result code.
    pub result: ResultCode,
}

impl RoundCell {
    /// The blank cell (eight spaces).
    pub const BLANK: RoundCell = RoundCell {
        opponent: None,
        colour: None,
        result: ResultCode::Blank,
    };

    /// A cell without opponent (`0000 - R`), for byes and absences.
    pub fn bye(result: ResultCode) -> RoundCell {
        RoundCell {
            opponent: None,
            colour: None,
            result,
        }
    }

    /// A cell against `opponent` with `colour`.
    pub fn game(opponent: u32, colour: Colour, result: ResultCode) -> RoundCell {
        RoundCell {
            opponent: Some(opponent),
            colour: Some(colour),
            result,
        }
    }

    /// A game was played over the board.
    pub fn is_played(&self) -> bool {
        self.result.is_played()
    }

    /// The player was part of the round's pairing (opponent or `U`).
    pub fn is_paired(&self) -> bool {
        self.result.is_paired()
    }
}

/// One `001` record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// Starting rank = pairing number (columns 5–8).
    pub start_rank: u32,
    /// Sex (column 10), e.g. `m` or `w`.
    pub sex: Option<char>,
    /// Title (columns 11–13), e.g. `GM`, `WIM`; empty when none.
    pub title: String,
    /// Name (columns 15–47).
    pub name: String,
    /// FIDE rating (columns 49–52); `None` when unrated.
    pub rating: Option<u32>,
    /// Federation (columns 54–56).
    pub federation: String,
    /// FIDE identifier (columns 58–68), as written.
    pub fide_id: String,
    /// Birth date (columns 70–79), as written (`YYYY/MM/DD` or a year).
    pub birth_date: String,
    /// Points after the last round in the file (columns 81–84).
    pub points: Option<Points>,
    /// Rank after the last round (columns 86–89).
    pub rank: Option<u32>,
    /// Round cells, round 1 first. Missing trailing cells are blank.
    pub rounds: Vec<RoundCell>,
}

impl Player {
    /// A player with only a pairing number and a name.
    pub fn new(start_rank: u32, name: &str) -> Player {
        Player {
            start_rank,
            sex: None,
            title: String::new(),
            name: name.to_string(),
            rating: None,
            federation: String::new(),
            fide_id: String::new(),
            birth_date: String::new(),
            points: None,
            rank: None,
            rounds: Vec::new(),
        }
    }

    /// The cell of `round` (1-based); blank beyond the recorded rounds.
    pub fn cell(&self, round: u32) -> RoundCell {
        round
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i as usize))
            .copied()
            .unwrap_or(RoundCell::BLANK)
    }

    /// The points of rounds `1..=rounds` under `system`.
    pub fn points_after(&self, rounds: u32, system: &PointSystem) -> Points {
        (1..=rounds).map(|r| self.cell(r).result.points(system)).sum()
    }
}

/// Points for every kind of result (TRF-2026 `162`, TRF16 `BBW`…`BBU`,
/// JaVaFo `XXS`). The default is 1 / ½ / 0 with a full point for byes worth a
/// win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PointSystem {
    /// A won game (`1`, `W`).
    pub win: Points,
    /// A drawn game (`=`, `D`).
    pub draw: Points,
    /// A lost game (`0`, `L`).
    pub loss: Points,
    /// A forfeit win (`+`).
    pub forfeit_win: Points,
    /// A forfeit loss (`-`).
    pub forfeit_loss: Points,
    /// The pairing-allocated bye (`U`).
    pub pairing_bye: Points,
    /// A full-point bye (`F`).
    pub full_bye: Points,
    /// A half-point bye (`H`).
    pub half_bye: Points,
    /// A zero-point bye, absence or blank cell (`Z`, blank).
    pub zero_bye: Points,
}

impl Default for PointSystem {
    fn default() -> PointSystem {
        PointSystem {
            win: Points::ONE,
            draw: Points::HALF,
            loss: Points::ZERO,
            forfeit_win: Points::ONE,
            forfeit_loss: Points::ZERO,
            pairing_bye: Points::ONE,
            full_bye: Points::ONE,
            half_bye: Points::HALF,
            zero_bye: Points::ZERO,
        }
    }
}

/// The header records: free text, kept as written (trimmed).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Header {
    /// `012` tournament name.
    pub name: Option<String>,
    /// `022` city.
    pub city: Option<String>,
    /// `032` federation.
    pub federation: Option<String>,
    /// `042` date of start.
    pub start_date: Option<String>,
    /// `052` date of end.
    pub end_date: Option<String>,
    /// `062` number of players.
    pub players_count: Option<String>,
    /// `072` number of rated players.
    pub rated_players_count: Option<String>,
    /// `082` number of teams.
    pub teams_count: Option<String>,
    /// `092` type of tournament (free text in TRF16, e.g. `FIDE_DUTCH_2025`).
    pub legacy_type: Option<String>,
    /// `102` chief arbiter.
    pub chief_arbiter: Option<String>,
    /// `112` deputy arbiters, one per record.
    pub deputy_arbiters: Vec<String>,
    /// `122` allotted times per moves/game (TRF16).
    pub time_control_text: Option<String>,
    /// `132` dates of the rounds, as written (possibly several records).
    pub round_dates: Vec<String>,
    /// `172` (TRF-2026), kept as written.
    pub record_172: Option<String>,
    /// `182` (TRF-2026), kept as written.
    pub record_182: Option<String>,
    /// `222` encoded time control (TRF-2026), kept as written.
    pub time_control: Option<String>,
}

/// A `240` record: players with a bye of one kind in one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ByeRecord {
    /// The kind of bye (`H`, `F`, `Z` or `U`).
    pub kind: ResultCode,
    /// The round (1-based).
    pub round: u32,
    /// Pairing numbers.
    pub players: Vec<u32>,
}

/// Virtual points added to players' scores for pairing (`250`, `XXA`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Acceleration {
    /// Match points (team events; `None` when blank).
    pub match_points: Option<Points>,
    /// Game points added.
    pub points: Points,
    /// First round (1-based) the points apply to.
    pub first_round: u32,
    /// Last round (inclusive).
    pub last_round: u32,
    /// First pairing number of the range.
    pub first_player: u32,
    /// Last pairing number of the range (inclusive).
    pub last_player: u32,
}

/// Players who must not be paired with each other (`260`, `XXP`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProhibitedPairing {
    /// First round (1-based) the prohibition applies to; `None` = from the start.
    pub first_round: Option<u32>,
    /// Last round (inclusive); `None` = to the end.
    pub last_round: Option<u32>,
    /// Pairing numbers: no two of them may meet.
    pub players: Vec<u32>,
}

impl ProhibitedPairing {
    /// The prohibition applies when pairing `round`.
    pub fn applies_to(&self, round: u32) -> bool {
        self.first_round.is_none_or(|f| round >= f) && self.last_round.is_none_or(|l| round <= l)
    }
}

/// A `299` record (abnormal points assigned by the arbiter), kept as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AbnormalPoints {
    /// The record's text after `299 `.
    pub text: String,
}

/// Everything a TRF says about a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tournament {
    /// Header records `012`…`132`, `172`, `182`, `222`.
    pub header: Header,
    /// The `001` records, in the order of the file (normally by pairing number).
    pub players: Vec<Player>,
    /// Planned number of rounds (`142` or `XXR`).
    pub rounds: Option<u32>,
    /// Colour of the highest-ranked player paired in round 1 (`152`, or
    /// `XXC white1`/`black1`).
    pub initial_colour: Option<Colour>,
    /// `XXC rank`: pairing numbers follow the rank column, not the starting rank.
    pub colour_by_rank: bool,
    /// Points per result (`162`, `BBW`…`BBU`, `XXS`).
    pub scoring: PointSystem,
    /// `192` tournament type (TRF-2026), e.g. `FIDE_DUTCH_2026`.
    pub tournament_type: Option<String>,
    /// `202` tie-break codes, in order (e.g. `BH/C1`, `SB`).
    pub tie_breaks: Vec<String>,
    /// `212` tie-break codes (second list), in order.
    pub tie_breaks_212: Vec<String>,
    /// `240` byes known in advance.
    pub byes: Vec<ByeRecord>,
    /// `250` / `XXA` accelerations.
    pub accelerations: Vec<Acceleration>,
    /// `260` / `XXP` prohibited pairings.
    pub prohibited: Vec<ProhibitedPairing>,
    /// `299` abnormal points.
    pub abnormal_points: Vec<AbnormalPoints>,
    /// `XXZ`: players not to be paired in the next round.
    pub absent_next_round: Vec<u32>,
    /// `###` comment lines (text after the marker).
    pub comments: Vec<String>,
    /// Records this reader does not interpret, kept verbatim.
    pub other_lines: Vec<String>,
}

impl Tournament {
    /// The player with pairing number `start_rank`.
    pub fn player(&self, start_rank: u32) -> Option<&Player> {
        self.players.iter().find(|p| p.start_rank == start_rank)
    }

    /// The number of round columns recorded (the longest player record).
    pub fn recorded_rounds(&self) -> u32 {
        self.players
            .iter()
            .map(|p| p.rounds.len() as u32)
            .max()
            .unwrap_or(0)
    }

    /// The number of rounds that have been paired: the last round in which
    /// some player has an opponent or the pairing-allocated bye. Later columns
    /// hold only byes and absences known in advance.
    pub fn paired_rounds(&self) -> u32 {
        self.players
            .iter()
            .filter_map(|p| p.rounds.iter().rposition(RoundCell::is_paired))
            .map(|i| i as u32 + 1)
            .max()
            .unwrap_or(0)
    }

    /// The initial colour (of the highest-ranked player paired in round 1)
    /// as the colours of the first round with games show it, for files
    /// without `152`/`XXC`: the colour of the highest player with a game in
    /// that round, reversed if his rank among the players paired so far is
    /// even. `None` when no game has been played.
    pub fn inferred_initial_colour(&self) -> Option<Colour> {
        let first = self
            .players
            .iter()
            .filter_map(|p| p.rounds.iter().position(|c| c.colour.is_some()))
            .min()?;
        let mut order: Vec<&Player> = self.players.iter().collect();
        if self.colour_by_rank {
            order.sort_by_key(|p| (p.rank.unwrap_or(u32::MAX), p.start_rank));
        } else {
            order.sort_by_key(|p| p.start_rank);
        }
        let mut effective = 0u32;
        for p in order {
            if p.rounds.iter().take(first + 1).any(RoundCell::is_paired) {
                if let Some(c) = p.rounds[first].colour {
                    return Some(if effective % 2 == 1 { c.opposite() } else { c });
                }
                effective += 1;
            }
        }
        None
    }

    /// The tournament as it stood before `round` was paired: later columns
    /// removed, and of column `round` only the cells saying a player is not
    /// paired (`H`, `F`, `Z`, or blank, written as `Z`) kept; points
    /// recomputed over rounds `1..round`; the initial colour is kept
    /// (inferred from the first round if the file does not state it).
    pub fn before_round(&self, round: u32) -> Tournament {
        let mut t = self.clone();
        // The first round's colours are about to go: keep what they said.
        t.initial_colour = self.initial_colour.or_else(|| self.inferred_initial_colour());
        let keep = round.saturating_sub(1) as usize;
        for p in &mut t.players {
            let cell = p.cell(round);
            p.rounds.truncate(keep);
            p.rounds.resize(keep, RoundCell::BLANK);
            if !cell.is_paired() {
                let result = match cell.result {
                    ResultCode::Blank => ResultCode::ZeroPointBye,
                    other => other,
                };
                p.rounds.push(RoundCell::bye(result));
            }
            p.points = Some(p.points_after(keep as u32, &t.scoring));
            p.rank = None;
        }
        t
    }
}
