//! Writing a [`Tournament`] as TRF text.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::error::{TrfError, Unwritable};
use crate::model::{Colour, Player, PointSystem, Points, RoundCell, Tournament};
use crate::system::TournamentType;

/// Which edition of the format to write. Both carry the same meaning; they
/// differ in how rounds, initial colour, scoring and acceleration are coded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TrfVersion {
    /// TRF-2026: `142`, `152`, `162`, `250`.
    #[default]
    Trf2026,
    /// TRF16 with the pairing-engine extensions: `XXR`, `XXC`, `BBW`…`BBU`, `XXA`.
    Trf16,
}

/// Writes `t` as TRF text with LF line ends. Fails only when a value does not
/// fit its fixed columns (e.g. a pairing number above 9999).
pub fn write(t: &Tournament, version: TrfVersion) -> Result<String, TrfError> {
    let mut out = String::new();
    let h = &t.header;
    // A code in TRF16's free-text type is written as the engines spell it.
    let legacy_type = h
        .legacy_type
        .as_deref()
        .map(|v| TournamentType::normalised(v, true));
    let mut rec = |code: &str, value: &str| {
        let _ = writeln!(out, "{code} {value}");
    };
    let single = [
        ("012", &h.name),
        ("022", &h.city),
        ("032", &h.federation),
        ("042", &h.start_date),
        ("052", &h.end_date),
        ("062", &h.players_count),
        ("072", &h.rated_players_count),
        ("082", &h.teams_count),
        ("092", &legacy_type),
        ("102", &h.chief_arbiter),
    ];
    for (code, value) in single {
        if let Some(v) = value {
            rec(code, v);
        }
    }
    for d in &h.deputy_arbiters {
        rec("112", d);
    }
    if let Some(v) = &h.time_control_text {
        rec("122", v);
    }
    for d in &h.round_dates {
        rec("132", d);
    }
    match version {
        TrfVersion::Trf2026 => {
            if let Some(r) = t.rounds {
                rec("142", &r.to_string());
            }
            if let Some(c) = t.initial_colour {
                rec("152", if c == Colour::White { "W" } else { "B" });
            }
            if t.colour_by_rank {
                rec("XXC", "rank");
            }
            if t.scoring != PointSystem::default() {
                rec("162", &format_162(&t.scoring));
            }
        }
        TrfVersion::Trf16 => {
            if let Some(r) = t.rounds {
                rec("XXR", &r.to_string());
            }
            let mut xxc = Vec::new();
            if let Some(c) = t.initial_colour {
                xxc.push(if c == Colour::White { "white1" } else { "black1" });
            }
            if t.colour_by_rank {
                xxc.push("rank");
            }
            if !xxc.is_empty() {
                rec("XXC", &xxc.join(" "));
            }
            let s = &t.scoring;
            if *s != PointSystem::default() {
                for (code, v) in [
                    ("BBW", s.win),
                    ("BBD", s.draw),
                    ("BBL", s.loss),
                    ("BBZ", s.zero_bye),
                    ("BBF", s.forfeit_loss),
                    ("BBU", s.pairing_bye),
                ] {
                    rec(code, &format!("{v:>4}"));
                }
            }
        }
    }
    if let Some(xxs) = format_xxs(&t.scoring) {
        rec("XXS", &xxs);
    }
    for (code, value) in [("172", &h.record_172), ("182", &h.record_182)] {
        if let Some(v) = value {
            rec(code, v);
        }
    }
    if let Some(v) = &t.tournament_type {
        // The spelling pairing engines read (FIDE_DUTCH_2025, not
        // FIDE_DUTCH_2026): another program must accept the file.
        rec("192", &TournamentType::normalised(v, false));
    }
    if !t.tie_breaks.is_empty() {
        rec("202", &t.tie_breaks.join(" "));
    }
    if !t.tie_breaks_212.is_empty() {
        rec("212", &t.tie_breaks_212.join(" "));
    }
    if let Some(v) = &h.time_control {
        rec("222", v);
    }
    for b in &t.byes {
        let mut line = format!("{} {:>3}", b.kind.to_char(), b.round);
        for p in &b.players {
            let _ = write!(line, " {p:>4}");
        }
        rec("240", &line);
    }
    match version {
        TrfVersion::Trf2026 => {
            for a in &t.accelerations {
                let mp = a
                    .match_points
                    .map(|m| format!("{m:>4}"))
                    .unwrap_or_else(|| "    ".into());
                rec(
                    "250",
                    &format!(
                        "{mp} {:>4} {:>3} {:>3} {:>4} {:>4}",
                        a.points, a.first_round, a.last_round, a.first_player, a.last_player
                    ),
                );
            }
        }
        TrfVersion::Trf16 => {
            for (player, values) in xxa_table(t) {
                let mut line = format!("{player:>4}");
                for v in values {
                    if v == Points::ZERO {
                        line.push_str("     ");
                    } else {
                        let _ = write!(line, " {v:>4}");
                    }
                }
                rec("XXA", line.trim_end());
            }
        }
    }
    for p in &t.prohibited {
        match (p.first_round, p.last_round, version) {
            (None, None, TrfVersion::Trf16) => {
                let list: Vec<String> = p.players.iter().map(u32::to_string).collect();
                rec("XXP", &list.join(" "));
            }
            (first, last, _) => {
                let mut line = format!(
                    "{:>3} {:>3}",
                    first.unwrap_or(1),
                    last.unwrap_or_else(|| t.rounds.unwrap_or(999).max(1))
                );
                for q in &p.players {
                    let _ = write!(line, " {q:>4}");
                }
                rec("260", &line);
            }
        }
    }
    for a in &t.abnormal_points {
        rec("299", &a.text);
    }
    if !t.absent_next_round.is_empty() {
        let list: Vec<String> = t.absent_next_round.iter().map(u32::to_string).collect();
        rec("XXZ", &list.join(" "));
    }
    for c in &t.comments {
        let _ = writeln!(
            out,
            "###{}",
            if c.is_empty() {
                String::new()
            } else {
                format!(" {c}")
            }
        );
    }
    for l in &t.other_lines {
        let _ = writeln!(out, "{l}");
    }
    for p in &t.players {
        out.push_str(&player_line(p)?);
        out.push('\n');
    }
    Ok(out)
}

/// The `162` entries, in the column layout pairing engines read
/// (letter at column 6, points in columns 7–10, every 9 columns).
fn format_162(s: &PointSystem) -> String {
    let mut line = String::new();
    for (letter, v) in [
        ('W', s.win),
        ('D', s.draw),
        ('L', s.loss),
        ('Z', s.zero_bye),
        ('P', s.pairing_bye),
    ] {
        if !line.is_empty() {
            line.push_str("   ");
        }
        let _ = write!(line, " {letter}{v:>4}");
    }
    line
}

/// The values a `162`/`BB?` record cannot carry, as an `XXS` record.
fn format_xxs(s: &PointSystem) -> Option<String> {
    let mut parts = Vec::new();
    if s.forfeit_win != s.win {
        parts.push(format!("FW={}", s.forfeit_win));
    }
    if s.full_bye != s.win {
        parts.push(format!("FPB={}", s.full_bye));
    }
    if s.half_bye != s.draw {
        parts.push(format!("HPB={}", s.half_bye));
    }
    if s.forfeit_loss != s.zero_bye {
        parts.push(format!("FL={}", s.forfeit_loss));
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// Accelerations per player and round (1-based rounds, index 0 = round 1).
fn xxa_table(t: &Tournament) -> BTreeMap<u32, Vec<Points>> {
    let mut table: BTreeMap<u32, Vec<Points>> = BTreeMap::new();
    for a in &t.accelerations {
        for p in a.first_player..=a.last_player {
            let v = table.entry(p).or_default();
            if v.len() < a.last_round as usize {
                v.resize(a.last_round as usize, Points::ZERO);
            }
            for r in a.first_round..=a.last_round {
                v[r as usize - 1] += a.points;
            }
        }
    }
    table
}

fn put(buf: &mut [char], at: usize, width: usize, text: &str, right: bool) {
    let chars: Vec<char> = text.chars().take(width).collect();
    let start = if right { at + width - chars.len() } else { at };
    for (i, c) in chars.into_iter().enumerate() {
        buf[start + i] = c;
    }
}

/// One `001` record with the fixed columns of the format.
fn player_line(p: &Player) -> Result<String, TrfError> {
    if p.start_rank > 9999 {
        return Err(TrfError::Unwritable(Unwritable::PairingNumber {
            number: p.start_rank,
        }));
    }
    let width = 91 + 10 * p.rounds.len();
    let mut buf = vec![' '; width.max(89)];
    put(&mut buf, 0, 3, "001", false);
    put(&mut buf, 4, 4, &p.start_rank.to_string(), true);
    if let Some(s) = p.sex {
        buf[9] = s;
    }
    put(&mut buf, 10, 3, &p.title, true);
    put(&mut buf, 14, 33, &p.name, false);
    if let Some(r) = p.rating {
        put(&mut buf, 48, 4, &r.to_string(), true);
    }
    put(&mut buf, 53, 3, &p.federation, false);
    put(&mut buf, 57, 11, &p.fide_id, true);
    put(&mut buf, 69, 10, &p.birth_date, false);
    if let Some(points) = p.points {
        let text = points.to_string();
        if text.len() > 4 {
            return Err(TrfError::Unwritable(Unwritable::Points {
                player: p.start_rank,
                points,
            }));
        }
        put(&mut buf, 80, 4, &text, true);
    }
    if let Some(r) = p.rank {
        put(&mut buf, 85, 4, &r.to_string(), true);
    }
    for (i, cell) in p.rounds.iter().enumerate() {
        let s = 91 + 10 * i;
        if *cell == RoundCell::BLANK {
            continue;
        }
        let opp = match cell.opponent {
            Some(o) if o > 9999 => {
                return Err(TrfError::Unwritable(Unwritable::Opponent { opponent: o }));
            }
            Some(o) => format!("{o:>4}"),
            None => "0000".to_string(),
        };
        put(&mut buf, s, 4, &opp, false);
        buf[s + 5] = cell.colour.map(Colour::letter).unwrap_or('-');
        buf[s + 7] = cell.result.to_char();
    }
    let line: String = buf.into_iter().collect();
    Ok(line.trim_end().to_string())
}
