//! Reading a TRF: text in, [`Tournament`] out (with the edition the file is
//! written in and every adjustment made to read it, [`read`]), or the first
//! syntax error with its line and column.

use crate::adjust::{self, Adjustment, FileVersion, Reading, SkipReason};
use crate::error::{Field, SyntaxReason, TrfError};
use crate::model::{
    AbnormalPoints, Acceleration, ByeRecord, Colour, Player, PointSystem, Points, ProhibitedPairing,
    ResultCode, RoundCell, Tournament,
};
use crate::system::TournamentType;

/// 0-based index of the first character of round 1's cell in a `001` record.
const FIRST_CELL: usize = 91;
/// Width of a round cell including the two separating spaces before it.
const CELL_STRIDE: usize = 10;

/// Which point values the file set explicitly; the others follow from them
/// (a forfeit win and the byes worth a win follow the win, and so on).
#[derive(Default)]
struct ExplicitPoints {
    forfeit_win: bool,
    forfeit_loss: bool,
    pairing_bye: bool,
    full_bye: bool,
    half_bye: bool,
}

/// One line of the input with its 1-based number, as characters (TRF
/// columns count characters, and names may be UTF-8).
struct Line<'a> {
    number: usize,
    text: &'a str,
    chars: Vec<char>,
}

impl Line<'_> {
    fn error(&self, column0: usize, reason: SyntaxReason) -> TrfError {
        TrfError::syntax(self.number, column0 + 1, reason)
    }

    /// Characters `a..b` (0-based, end exclusive) as a trimmed string; past the
    /// end of the line counts as spaces.
    fn field(&self, a: usize, b: usize) -> String {
        let end = b.min(self.chars.len());
        if a >= end {
            return String::new();
        }
        self.chars[a..end].iter().collect::<String>().trim().to_string()
    }

    fn char_at(&self, i: usize) -> char {
        self.chars.get(i).copied().unwrap_or(' ')
    }

    /// The text after the three-character record code, trimmed.
    fn rest(&self) -> String {
        self.field(3, self.chars.len())
    }

    /// Whitespace-separated tokens after the code, with their 0-based columns.
    fn tokens(&self) -> Vec<(usize, String)> {
        let mut out = Vec::new();
        let mut start = None;
        for (i, c) in self.chars.iter().enumerate().skip(3) {
            if c.is_whitespace() {
                if let Some(s) = start.take() {
                    out.push((s, self.chars[s..i].iter().collect()));
                }
            } else if start.is_none() {
                start = Some(i);
            }
        }
        if let Some(s) = start {
            out.push((s, self.chars[s..].iter().collect()));
        }
        out
    }

    fn number_at(&self, column0: usize, token: &str, field: Field) -> Result<u32, TrfError> {
        token.parse::<u32>().map_err(|_| {
            self.error(
                column0,
                SyntaxReason::NotANumber {
                    field,
                    found: token.to_string(),
                },
            )
        })
    }
}

/// Parses a point value such as `5.5`, `10`, ` 1.0` or `-1.0` into tenths.
fn parse_points(text: &str) -> Option<Points> {
    let t = text.trim();
    if t.is_empty() {
        return None;
    }
    let (negative, t) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let (whole, frac) = match t.split_once(['.', ',']) {
        Some((w, f)) => (w, f),
        None => (t, ""),
    };
    if whole.is_empty() && frac.is_empty() {
        return None;
    }
    if !whole.chars().all(|c| c.is_ascii_digit()) || !frac.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    if frac.len() > 1 && frac[1..].chars().any(|c| c != '0') {
        return None;
    }
    let w: i32 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    let f: i32 = frac.chars().next().map(|c| c as i32 - '0' as i32).unwrap_or(0);
    let tenths = w.checked_mul(10)?.checked_add(f)?;
    Some(Points(if negative { -tenths } else { tenths }))
}

/// Reads a whole TRF. Lines may end in CR, LF or CR LF; empty lines are
/// ignored; unknown records are kept in [`Tournament::other_lines`]. The
/// adjustments of [`read`] are made and not reported.
pub fn parse(text: &str) -> Result<Tournament, TrfError> {
    read(text).map(|r| r.tournament)
}

/// Reads a whole TRF as [`parse`] does, and says which edition it is
/// written in and every adjustment made to read it: column-ruler lines
/// skipped, records kept without being read, old-style byes (`0000 - +`)
/// read as today's codes, titles and birth dates read in the format's
/// spelling. Only text that cannot be understood is refused, with its
/// line and column.
pub fn read(text: &str) -> Result<Reading, TrfError> {
    let mut t = Tournament::default();
    let mut adjustments = Vec::new();
    let (mut is_2026, mut is_16) = (false, false);
    // Old-style byes: (line, player index, round index, character written).
    let mut old_byes: Vec<(usize, usize, usize, char)> = Vec::new();
    let mut explicit = ExplicitPoints::default();
    let mut xxa: Vec<(u32, Vec<Points>)> = Vec::new();
    let mut seen_ranks = std::collections::HashMap::new();
    // Each `001` record's line, last column and whether it has points.
    let mut player_lines: Vec<(usize, usize, bool)> = Vec::new();

    for (index, raw) in split_lines(text).into_iter().enumerate() {
        let line = Line {
            number: index + 1,
            text: raw,
            chars: raw.chars().collect(),
        };
        if line.text.trim().is_empty() {
            continue;
        }
        if adjust::is_ruler(line.text) {
            adjustments.push(Adjustment::LineSkipped {
                line: line.number,
                reason: SkipReason::RulerLine,
            });
            continue;
        }
        if line.text.starts_with("###") {
            t.comments.push(line.field(3, line.chars.len()));
            continue;
        }
        if line.chars.len() < 3 {
            return Err(line.error(0, SyntaxReason::RecordCode));
        }
        let code: String = line.chars[..3].iter().collect();
        let known_code =
            code.starts_with("XX") || code.starts_with("BB") || code.chars().all(|c| c.is_ascii_digit());
        if line.chars.len() > 3 && line.chars[3] != ' ' && known_code {
            return Err(line.error(3, SyntaxReason::SpaceAfterCode { code: code.clone() }));
        }
        is_2026 |= adjust::TRF2026_CODES.contains(&code.as_str());
        is_16 |= code.starts_with("XX") || code.starts_with("BB");
        match code.as_str() {
            "001" => {
                let (mut player, old) = read_player(&line)?;
                let index = t.players.len();
                old_byes.extend(old.into_iter().map(|(round, c)| (line.number, index, round, c)));
                spelling(&line, &mut player, &mut adjustments);
                player_lines.push((line.number, length(&line), player.points.is_some()));
                if let Some(first) = seen_ranks.insert(player.start_rank, line.number) {
                    return Err(line.error(
                        4,
                        SyntaxReason::DuplicateRank {
                            rank: player.start_rank,
                            first_line: first,
                        },
                    ));
                }
                t.players.push(player);
            }
            "012" => t.header.name = Some(line.rest()),
            "022" => t.header.city = Some(line.rest()),
            "032" => t.header.federation = Some(line.rest()),
            "042" => t.header.start_date = Some(line.rest()),
            "052" => t.header.end_date = Some(line.rest()),
            "062" => t.header.players_count = Some(line.rest()),
            "072" => t.header.rated_players_count = Some(line.rest()),
            "082" => t.header.teams_count = Some(line.rest()),
            "092" => t.header.legacy_type = Some(TournamentType::normalised(&line.rest(), true)),
            "102" => t.header.chief_arbiter = Some(line.rest()),
            "112" => t.header.deputy_arbiters.push(line.rest()),
            "122" => t.header.time_control_text = Some(line.rest()),
            "132" => t.header.round_dates.push(line.rest()),
            "172" => t.header.record_172 = Some(line.rest()),
            "182" => t.header.record_182 = Some(line.rest()),
            "222" => t.header.time_control = Some(line.rest()),
            "142" | "XXR" => t.rounds = Some(read_rounds(&line)?),
            "152" => t.initial_colour = Some(read_colour_152(&line)?),
            "XXC" => read_xxc(&line, &mut t),
            "162" => read_162(&line, &mut t.scoring, &mut explicit)?,
            "XXS" => read_xxs(&line, &mut t.scoring, &mut explicit)?,
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                read_bb(&line, &code, &mut t.scoring, &mut explicit)?
            }
            "192" => t.tournament_type = Some(TournamentType::normalised(&line.rest(), false)),
            "202" => t.tie_breaks.extend(line.tokens().into_iter().map(|(_, s)| s)),
            "212" => t.tie_breaks_212.extend(line.tokens().into_iter().map(|(_, s)| s)),
            "240" => t.byes.push(read_240(&line)?),
            "250" => t.accelerations.push(read_250(&line)?),
            "XXA" => xxa.push(read_xxa(&line)?),
            "260" => t.prohibited.push(read_260(&line)?),
            "XXP" => t.prohibited.push(read_xxp(&line)?),
            "XXZ" => {
                for (col, tok) in line.tokens() {
                    t.absent_next_round
                        .push(line.number_at(col, &tok, Field::PairingNumber)?);
                }
            }
            "299" => t.abnormal_points.push(AbnormalPoints { text: line.rest() }),
            _ => {
                // Team records (`013`) are read by the tie-breaks' team
                // standings; anything else is kept without being read.
                if code != "013" {
                    adjustments.push(Adjustment::UnknownRecord {
                        line: line.number,
                        code: code.clone(),
                    });
                }
                t.other_lines.push(line.text.trim_end().to_string());
            }
        }
    }
    convert_old_byes(&mut t, &old_byes, &mut adjustments);

    // A record without points among records with points was cut short.
    if player_lines.iter().any(|&(_, _, points)| points)
        && let Some(&(number, end, _)) = player_lines.iter().find(|&&(_, end, points)| !points && end < 81)
    {
        return Err(TrfError::syntax(
            number,
            end + 1,
            SyntaxReason::CutBeforePoints { length: end },
        ));
    }

    // Derived point values follow the explicit ones.
    if !explicit.forfeit_win {
        t.scoring.forfeit_win = t.scoring.win;
    }
    if !explicit.full_bye {
        t.scoring.full_bye = t.scoring.win;
    }
    if !explicit.pairing_bye {
        t.scoring.pairing_bye = t.scoring.win;
    }
    if !explicit.half_bye {
        t.scoring.half_bye = t.scoring.draw;
    }
    if !explicit.forfeit_loss {
        t.scoring.forfeit_loss = t.scoring.zero_bye;
    }

    for (player, values) in xxa {
        for (i, points) in values.into_iter().enumerate() {
            if points != Points::ZERO {
                let round = i as u32 + 1;
                t.accelerations.push(Acceleration {
                    match_points: None,
                    points,
                    first_round: round,
                    last_round: round,
                    first_player: player,
                    last_player: player,
                });
            }
        }
    }
    adjustments.sort_by_key(Adjustment::line);
    let version = if is_2026 {
        FileVersion::Trf2026
    } else if is_16 {
        FileVersion::Trf16
    } else {
        FileVersion::Trf06
    };
    Ok(Reading {
        tournament: t,
        version,
        adjustments,
    })
}

/// Titles and birth dates in other spellings, read in the format's.
fn spelling(line: &Line<'_>, p: &mut Player, adjustments: &mut Vec<Adjustment>) {
    if let Some(read_as) = adjust::fide_title(&p.title) {
        adjustments.push(Adjustment::Title {
            line: line.number,
            player: p.start_rank,
            found: std::mem::replace(&mut p.title, read_as.clone()),
            read_as,
        });
    }
    match adjust::birth_date(&p.birth_date) {
        Ok(None) => {}
        Ok(Some(read_as)) => adjustments.push(Adjustment::BirthDate {
            line: line.number,
            player: p.start_rank,
            found: std::mem::replace(&mut p.birth_date, read_as.clone()),
            read_as,
        }),
        Err(()) => adjustments.push(Adjustment::BirthDateDropped {
            line: line.number,
            player: p.start_rank,
            found: std::mem::take(&mut p.birth_date),
        }),
    }
}

/// Old-style byes (a game's result without opponent) as today's codes: a
/// win's result the pairing-allocated bye (`U`), or a full-point bye (`F`)
/// when the round already has its `U`; a draw's a half-point bye (`H`); a
/// loss's a zero-point absence (`Z`).
fn convert_old_byes(
    t: &mut Tournament,
    old: &[(usize, usize, usize, char)],
    adjustments: &mut Vec<Adjustment>,
) {
    for &(line, index, round, found) in old {
        let has_u = t.players.iter().any(|p| {
            p.rounds
                .get(round)
                .is_some_and(|c| c.result == ResultCode::PairingAllocatedBye)
        });
        let read_as = match found {
            '+' | '1' | 'W' | 'w' if !has_u => ResultCode::PairingAllocatedBye,
            '+' | '1' | 'W' | 'w' => ResultCode::FullPointBye,
            '=' | 'D' | 'd' => ResultCode::HalfPointBye,
            _ => ResultCode::ZeroPointBye,
        };
        let p = &mut t.players[index];
        p.rounds[round] = RoundCell::bye(read_as);
        let player = p.start_rank;
        let round = round as u32 + 1;
        // One line per player and kind: the rounds listed together.
        if let Some(Adjustment::OldStyleBye { rounds, .. }) = adjustments.iter_mut().rev().find(|a| {
            matches!(a, Adjustment::OldStyleBye { player: p, found: f, read_as: r, .. }
                if *p == player && *f == found && *r == read_as)
        }) {
            rounds.push(round);
            continue;
        }
        adjustments.push(Adjustment::OldStyleBye {
            line,
            player,
            rounds: vec![round],
            found,
            read_as,
        });
    }
}

/// Splits on CR LF, CR or LF.
fn split_lines(text: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                lines.push(&text[start..i]);
                start = i + 1;
            }
            b'\r' => {
                lines.push(&text[start..i]);
                if bytes.get(i + 1) == Some(&b'\n') {
                    i += 1;
                }
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if start < bytes.len() {
        lines.push(&text[start..]);
    }
    lines
}

/// The last column of a line, trailing spaces left out.
fn length(line: &Line<'_>) -> usize {
    line.text.trim_end().chars().count()
}

/// A `001` record that ends inside one of its fixed fields has been cut
/// short: the right-aligned numbers (rating, points, rank), the
/// three-letter federation, or a round cell before its result letter.
fn cut_short(line: &Line<'_>) -> Option<TrfError> {
    let end = length(line);
    let field = match end {
        49..=51 => Field::Rating,
        54..=55 => Field::Federation,
        81..=83 => Field::Points,
        86..=88 => Field::Rank,
        n if n > FIRST_CELL && (n - (FIRST_CELL + 1)) % CELL_STRIDE < 7 => {
            Field::Round(((n - (FIRST_CELL + 1)) / CELL_STRIDE) as u32 + 1)
        }
        _ => return None,
    };
    Some(line.error(end, SyntaxReason::CutShort { field, length: end }))
}

/// One `001` record, and its old-style byes: (0-based round, character).
fn read_player(line: &Line<'_>) -> Result<(Player, Vec<(usize, char)>), TrfError> {
    let rank_text = line.field(4, 8);
    if rank_text.is_empty() {
        return Err(line.error(4, SyntaxReason::MissingStartRank));
    }
    let start_rank = line.number_at(4, &rank_text, Field::StartRank)?;
    if start_rank == 0 {
        return Err(line.error(4, SyntaxReason::StartRankZero));
    }
    if line.field(14, 47).is_empty() {
        return Err(line.error(14, SyntaxReason::NoName { player: start_rank }));
    }
    let sex = line.field(9, 10).chars().next();
    let rating_text = line.field(48, 52);
    let rating = if rating_text.is_empty() {
        None
    } else {
        Some(line.number_at(48, &rating_text, Field::Rating)?).filter(|&r| r > 0)
    };
    let points_text = line.field(80, 84);
    let points = if points_text.is_empty() {
        None
    } else {
        Some(parse_points(&points_text).ok_or_else(|| {
            line.error(
                80,
                SyntaxReason::NotPoints {
                    found: points_text.clone(),
                },
            )
        })?)
    };
    let rank_text = line.field(85, 89);
    let rank = if rank_text.is_empty() {
        None
    } else {
        Some(line.number_at(85, &rank_text, Field::Rank)?)
    };

    // Fields that read but end where the line stops were cut.
    if let Some(err) = cut_short(line) {
        return Err(err);
    }
    let mut rounds = Vec::new();
    let mut old = Vec::new();
    let mut s = FIRST_CELL;
    while s < line.chars.len() {
        for sep in [s - 2, s - 1] {
            if line.char_at(sep) != ' ' {
                return Err(line.error(sep, SyntaxReason::CellSeparator));
            }
        }
        match read_cell(line, s)? {
            Cell::Read(cell) => rounds.push(cell),
            Cell::OldStyleBye(found) => {
                old.push((rounds.len(), found));
                rounds.push(RoundCell::bye(ResultCode::ZeroPointBye));
            }
        }
        s += CELL_STRIDE;
    }
    // Characters between the rank field and the first cell must be blank.
    if line.chars.len() > 89 && line.chars.len() <= FIRST_CELL {
        let tail = line.field(89, line.chars.len());
        if !tail.is_empty() {
            return Err(line.error(89, SyntaxReason::TextBeforeFirstCell));
        }
    }
    while rounds.last() == Some(&RoundCell::BLANK) {
        rounds.pop();
    }
    let player = Player {
        start_rank,
        sex,
        title: line.field(10, 13),
        name: line.field(14, 47),
        rating,
        federation: line.field(53, 56),
        fide_id: line.field(57, 68),
        birth_date: line.field(69, 79),
        points,
        rank,
        rounds,
    };
    Ok((player, old))
}

/// A round cell as read.
enum Cell {
    /// A cell of today's format.
    Read(RoundCell),
    /// `0000 - R` with a game's result `R`: an old-style bye or absence.
    OldStyleBye(char),
}

/// Reads the 8-character cell starting at 0-based column `s`.
fn read_cell(line: &Line<'_>, s: usize) -> Result<Cell, TrfError> {
    let opp_text: String = (s..s + 4).map(|i| line.char_at(i)).collect();
    for sep in [s + 4, s + 6] {
        if line.char_at(sep) != ' ' {
            return Err(line.error(sep, SyntaxReason::CellShape));
        }
    }
    let colour_char = line.char_at(s + 5);
    let result_char = line.char_at(s + 7);
    if opp_text.trim().is_empty() && colour_char == ' ' && result_char == ' ' {
        return Ok(Cell::Read(RoundCell::BLANK));
    }
    let opponent = match opp_text.trim() {
        "" => None,
        digits => {
            let n = line.number_at(s, digits, Field::Opponent)?;
            if n == 0 { None } else { Some(n) }
        }
    };
    let colour = match colour_char {
        'w' | 'W' => Some(Colour::White),
        'b' | 'B' => Some(Colour::Black),
        '-' | ' ' => None,
        other => {
            return Err(line.error(s + 5, SyntaxReason::Colour { found: other }));
        }
    };
    let result = ResultCode::from_char(result_char)
        .ok_or_else(|| line.error(s + 7, SyntaxReason::ResultCode { found: result_char }))?;
    if opponent.is_none() && colour.is_none() && result.has_opponent() && opp_text.trim() == "0000" {
        return Ok(Cell::OldStyleBye(result_char));
    }
    match result {
        ResultCode::Blank => {
            return Err(line.error(s + 7, SyntaxReason::MissingResult));
        }
        r if r.is_played() => {
            if opponent.is_none() {
                return Err(line.error(s, SyntaxReason::PlayedWithoutOpponent));
            }
            if colour.is_none() {
                return Err(line.error(s + 5, SyntaxReason::PlayedWithoutColour));
            }
        }
        r if r.is_forfeit() => {}
        _ => {
            if opponent.is_some() {
                return Err(line.error(s, SyntaxReason::ByeWithOpponent { code: result_char }));
            }
            if colour.is_some() {
                return Err(line.error(s + 5, SyntaxReason::ByeWithColour { code: result_char }));
            }
        }
    }
    Ok(Cell::Read(RoundCell {
        opponent,
        colour,
        result,
    }))
}

fn read_rounds(line: &Line<'_>) -> Result<u32, TrfError> {
    let toks = line.tokens();
    let Some((col, tok)) = toks.first() else {
        return Err(line.error(3, SyntaxReason::MissingRounds));
    };
    let n = line.number_at(*col, tok, Field::Rounds)?;
    if n == 0 {
        return Err(line.error(*col, SyntaxReason::ZeroRounds));
    }
    Ok(n)
}

fn read_colour_152(line: &Line<'_>) -> Result<Colour, TrfError> {
    let toks = line.tokens();
    match toks.first().map(|(c, s)| (*c, s.to_ascii_lowercase())) {
        Some((_, s)) if s == "w" || s == "white" || s == "white1" => Ok(Colour::White),
        Some((_, s)) if s == "b" || s == "black" || s == "black1" => Ok(Colour::Black),
        Some((c, s)) => Err(line.error(c, SyntaxReason::InitialColour { found: s })),
        None => Err(line.error(3, SyntaxReason::MissingInitialColour)),
    }
}

fn read_xxc(line: &Line<'_>, t: &mut Tournament) {
    for (_, tok) in line.tokens() {
        match tok.to_ascii_lowercase().as_str() {
            "white1" => t.initial_colour = Some(Colour::White),
            "black1" => t.initial_colour = Some(Colour::Black),
            "rank" => t.colour_by_rank = true,
            _ => {}
        }
    }
}

/// Applies one `letter value` entry of a `162`, `XXS` or `BB?` record.
fn set_points(key: &str, value: Points, system: &mut PointSystem, explicit: &mut ExplicitPoints) -> bool {
    match key {
        "W" | "WW" | "BW" => system.win = value,
        "D" | "WD" | "BD" => system.draw = value,
        "L" | "WL" | "BL" => system.loss = value,
        "Z" | "ZPB" => system.zero_bye = value,
        "P" | "U" | "PAB" => {
            system.pairing_bye = value;
            explicit.pairing_bye = true;
        }
        "F" | "FPB" => {
            system.full_bye = value;
            explicit.full_bye = true;
        }
        "H" | "HPB" => {
            system.half_bye = value;
            explicit.half_bye = true;
        }
        "+" | "FW" => {
            system.forfeit_win = value;
            explicit.forfeit_win = true;
        }
        "-" | "FL" => {
            system.forfeit_loss = value;
            explicit.forfeit_loss = true;
        }
        _ => return false,
    }
    true
}

fn read_162(
    line: &Line<'_>,
    system: &mut PointSystem,
    explicit: &mut ExplicitPoints,
) -> Result<(), TrfError> {
    let toks = line.tokens();
    let mut i = 0;
    while i < toks.len() {
        let (col, tok) = &toks[i];
        // Either `W 1.0` (two tokens) or `W1.0` / `W=1.0` (one).
        let letter: String = tok.chars().take(1).collect();
        let attached = tok[letter.len()..].trim_start_matches('=');
        let (value_text, value_col, used) = if attached.is_empty() {
            match toks.get(i + 1) {
                Some((c, v)) => (v.as_str(), *c, 2),
                None => {
                    return Err(line.error(
                        *col,
                        SyntaxReason::NoPointsAfter {
                            letter: letter.clone(),
                        },
                    ));
                }
            }
        } else {
            (attached, *col + 1, 1)
        };
        let value = parse_points(value_text).ok_or_else(|| {
            line.error(
                value_col,
                SyntaxReason::NotPoints {
                    found: value_text.to_string(),
                },
            )
        })?;
        let key = letter.to_ascii_uppercase();
        if key == "U" || !set_points(&key, value, system, explicit) {
            return Err(line.error(*col, SyntaxReason::UnknownResultLetter { letter }));
        }
        if key == "Z" && !explicit.forfeit_loss {
            system.forfeit_loss = value;
        }
        i += used;
    }
    Ok(())
}

fn read_xxs(
    line: &Line<'_>,
    system: &mut PointSystem,
    explicit: &mut ExplicitPoints,
) -> Result<(), TrfError> {
    for (col, tok) in line.tokens() {
        let Some((key, value_text)) = tok.split_once('=') else {
            return Err(line.error(col, SyntaxReason::XxsEntry { found: tok.clone() }));
        };
        let value = parse_points(value_text).ok_or_else(|| {
            line.error(
                col + key.len() + 1,
                SyntaxReason::NotPoints {
                    found: value_text.to_string(),
                },
            )
        })?;
        if !set_points(&key.to_ascii_uppercase(), value, system, explicit) {
            return Err(line.error(col, SyntaxReason::UnknownXxsKey { key: key.to_string() }));
        }
    }
    Ok(())
}

fn read_bb(
    line: &Line<'_>,
    code: &str,
    system: &mut PointSystem,
    explicit: &mut ExplicitPoints,
) -> Result<(), TrfError> {
    let text = line.rest();
    let value =
        parse_points(&text).ok_or_else(|| line.error(4, SyntaxReason::NotPoints { found: text.clone() }))?;
    match code {
        "BBW" => system.win = value,
        "BBD" => system.draw = value,
        "BBL" => system.loss = value,
        "BBZ" => system.zero_bye = value,
        "BBF" => {
            system.forfeit_loss = value;
            explicit.forfeit_loss = true;
        }
        _ => {
            system.pairing_bye = value;
            explicit.pairing_bye = true;
        }
    }
    Ok(())
}

fn read_240(line: &Line<'_>) -> Result<ByeRecord, TrfError> {
    let toks = line.tokens();
    let Some((kcol, kind_text)) = toks.first() else {
        return Err(line.error(3, SyntaxReason::Record240));
    };
    let kind = match kind_text.to_ascii_uppercase().as_str() {
        "H" => ResultCode::HalfPointBye,
        "F" => ResultCode::FullPointBye,
        "Z" => ResultCode::ZeroPointBye,
        "U" => ResultCode::PairingAllocatedBye,
        other => {
            return Err(line.error(
                *kcol,
                SyntaxReason::ByeKind {
                    found: other.to_string(),
                },
            ));
        }
    };
    let Some((rcol, rtext)) = toks.get(1) else {
        return Err(line.error(line.chars.len(), SyntaxReason::MissingRound));
    };
    let round = line.number_at(*rcol, rtext, Field::RoundNumber)?;
    let mut players = Vec::new();
    for (c, s) in &toks[2..] {
        players.push(line.number_at(*c, s, Field::PairingNumber)?);
    }
    Ok(ByeRecord { kind, round, players })
}

fn read_250(line: &Line<'_>) -> Result<Acceleration, TrfError> {
    let toks = line.tokens();
    let (match_points, rest) = match toks.len() {
        6 => {
            let (c, s) = &toks[0];
            let mp = parse_points(s)
                .ok_or_else(|| line.error(*c, SyntaxReason::NotPoints { found: s.clone() }))?;
            (Some(mp), &toks[1..])
        }
        5 => (None, &toks[..]),
        _ => {
            return Err(line.error(3, SyntaxReason::Record250));
        }
    };
    let (pc, ps) = &rest[0];
    let points =
        parse_points(ps).ok_or_else(|| line.error(*pc, SyntaxReason::NotPoints { found: ps.clone() }))?;
    let first_round = line.number_at(rest[1].0, &rest[1].1, Field::FirstRound)?;
    let last_round = line.number_at(rest[2].0, &rest[2].1, Field::LastRound)?;
    let first_player = line.number_at(rest[3].0, &rest[3].1, Field::FirstPlayer)?;
    let last_player = line.number_at(rest[4].0, &rest[4].1, Field::LastPlayer)?;
    if first_round > last_round {
        return Err(line.error(
            rest[2].0,
            SyntaxReason::ReversedRange {
                field: Field::LastRound,
            },
        ));
    }
    if first_player > last_player {
        return Err(line.error(
            rest[4].0,
            SyntaxReason::ReversedRange {
                field: Field::LastPlayer,
            },
        ));
    }
    Ok(Acceleration {
        match_points,
        points,
        first_round,
        last_round,
        first_player,
        last_player,
    })
}

fn read_xxa(line: &Line<'_>) -> Result<(u32, Vec<Points>), TrfError> {
    let player_text = line.field(4, 8);
    let player = line.number_at(4, &player_text, Field::PairingNumber)?;
    let mut values = Vec::new();
    let mut s = 9;
    while s < line.chars.len() {
        let text = line.field(s, s + 4);
        let value = if text.is_empty() {
            Points::ZERO
        } else {
            parse_points(&text)
                .ok_or_else(|| line.error(s, SyntaxReason::NotPoints { found: text.clone() }))?
        };
        values.push(value);
        s += 5;
    }
    Ok((player, values))
}

fn read_260(line: &Line<'_>) -> Result<ProhibitedPairing, TrfError> {
    let toks = line.tokens();
    if toks.len() < 4 {
        return Err(line.error(3, SyntaxReason::Record260));
    }
    let first_round = line.number_at(toks[0].0, &toks[0].1, Field::FirstRound)?;
    let last_round = line.number_at(toks[1].0, &toks[1].1, Field::LastRound)?;
    let mut players = Vec::new();
    for (c, s) in &toks[2..] {
        players.push(line.number_at(*c, s, Field::PairingNumber)?);
    }
    Ok(ProhibitedPairing {
        first_round: Some(first_round),
        last_round: Some(last_round),
        players,
    })
}

fn read_xxp(line: &Line<'_>) -> Result<ProhibitedPairing, TrfError> {
    let mut players = Vec::new();
    for (c, s) in line.tokens() {
        players.push(line.number_at(c, &s, Field::PairingNumber)?);
    }
    if players.len() < 2 {
        return Err(line.error(3, SyntaxReason::XxpPlayers));
    }
    Ok(ProhibitedPairing {
        first_round: None,
        last_round: None,
        players,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_parse_in_tenths() {
        assert_eq!(parse_points(" 5.5"), Some(Points(55)));
        assert_eq!(parse_points("10"), Some(Points(100)));
        assert_eq!(parse_points("-1.0"), Some(Points(-10)));
        assert_eq!(parse_points("0.25"), None);
        assert_eq!(parse_points("x"), None);
    }

    #[test]
    fn lines_split_on_cr_lf_and_crlf() {
        assert_eq!(split_lines("a\rb\r\nc\nd"), vec!["a", "b", "c", "d"]);
    }
}
