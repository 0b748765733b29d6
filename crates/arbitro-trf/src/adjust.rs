//! What the reader does with files as other programs write them: the
//! edition a file is written in, and every liberty it took to read it —
//! a column-ruler line skipped, a record it does not interpret kept
//! verbatim, an old-style bye read as today's code, a one-letter title or
//! a birth date in another spelling read in the format's. Each is a typed
//! [`Adjustment`] with its line, so that an import can show the arbiter
//! all of them before anything is written.

use std::fmt;

use arbitro_i18n::{Arg, Args, Message};

use crate::model::{ResultCode, Tournament};

/// The edition of the format a file is written in, as its records show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FileVersion {
    /// TRF-2026: it has at least one of the records that edition added
    /// (`142`, `152`, `162`, `172`, `182`, `192`, `202`, `212`, `222`,
    /// `240`, `250`, `260`, `299`, `330`).
    Trf2026,
    /// TRF16 with the pairing engines' extensions: `XX?` or `BB?` records,
    /// and none of TRF-2026's.
    Trf16,
    /// TRF06 (or TRF16 without extensions): only the header records of
    /// 2006 and the `001` records.
    Trf06,
}

impl FileVersion {
    /// The version's name in files and messages (`trf06`, `trf16`, `trf2026`).
    pub fn as_str(self) -> &'static str {
        match self {
            FileVersion::Trf2026 => "trf2026",
            FileVersion::Trf16 => "trf16",
            FileVersion::Trf06 => "trf06",
        }
    }
}

/// Records TRF-2026 added (their presence makes a file TRF-2026).
pub(crate) const TRF2026_CODES: [&str; 14] = [
    "142", "152", "162", "172", "182", "192", "202", "212", "222", "240", "250", "260", "299", "330",
];

/// Why a line was not read as a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SkipReason {
    /// A column ruler (`         1         2 …`, `1234567890…`) or the
    /// field legend (`DDD SSSS sTTT NNNN…`) that Swiss-Manager writes above
    /// the `001` records.
    RulerLine,
}

/// One liberty the reader took with a file (the file itself is not
/// changed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Adjustment {
    /// A line that is not a record was skipped.
    LineSkipped {
        /// 1-based line.
        line: usize,
        /// Why.
        reason: SkipReason,
    },
    /// A record this reader does not interpret, kept verbatim.
    UnknownRecord {
        /// 1-based line.
        line: usize,
        /// Its three-character code.
        code: String,
    },
    /// A round cell without opponent whose result is a game's (`0000 - +`,
    /// `0000 - =`, `0000 - -`…), as older programs wrote byes and absences,
    /// read as the bye or absence code of today.
    OldStyleBye {
        /// 1-based line.
        line: usize,
        /// Pairing number.
        player: u32,
        /// The rounds (1-based) whose cells read so, in order.
        rounds: Vec<u32>,
        /// The result character written.
        found: char,
        /// The code it is read as (`U`, `F`, `H` or `Z`).
        read_as: ResultCode,
    },
    /// A title in another spelling (Swiss-Manager's `g`, `m`, `f`, `wg`…)
    /// read as FIDE's abbreviation.
    Title {
        /// 1-based line.
        line: usize,
        /// Pairing number.
        player: u32,
        /// As written.
        found: String,
        /// As read (`GM`, `IM`, `WFM`…).
        read_as: String,
    },
    /// A birth date in another spelling (`1969.12.06`, `1978-05-01`) read
    /// as `YYYY/MM/DD` (`YYYY/00/00` when only the year is given; the year
    /// alone, `1978`, is read as it is).
    BirthDate {
        /// 1-based line.
        line: usize,
        /// Pairing number.
        player: u32,
        /// As written.
        found: String,
        /// As read.
        read_as: String,
    },
    /// A birth date that is no date at all, left out.
    BirthDateDropped {
        /// 1-based line.
        line: usize,
        /// Pairing number.
        player: u32,
        /// As written.
        found: String,
    },
}

impl Adjustment {
    /// The line of the file it concerns.
    pub fn line(&self) -> usize {
        match self {
            Adjustment::LineSkipped { line, .. }
            | Adjustment::UnknownRecord { line, .. }
            | Adjustment::OldStyleBye { line, .. }
            | Adjustment::Title { line, .. }
            | Adjustment::BirthDate { line, .. }
            | Adjustment::BirthDateDropped { line, .. } => *line,
        }
    }
}

/// A tournament read from text, with the edition it is written in and
/// every adjustment the reader made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    /// What the file says.
    pub tournament: Tournament,
    /// The edition it is written in.
    pub version: FileVersion,
    /// What the reader did that the file did not say in so many words,
    /// in line order.
    pub adjustments: Vec<Adjustment>,
}

/// A line is a column ruler or the field legend of Swiss-Manager's exports:
/// only digits and spaces (`         1         2`, `123456789012…`), or the
/// legend starting `DDD SSSS`.
pub(crate) fn is_ruler(text: &str) -> bool {
    let t = text.trim_end();
    if t.starts_with("DDD ") {
        return true;
    }
    if !t.chars().all(|c| c.is_ascii_digit() || c == ' ') {
        return false;
    }
    // `         1         2 …` starts with spaces; `1234567890…` counts up.
    t.starts_with(' ') || t.starts_with("1234567890")
}

/// FIDE's title for a title in another spelling: Swiss-Manager's one-letter
/// codes (`g` GM, `m` IM, `f` FM, `c` CM, with `w` in front for the women's
/// titles) and lower-case spellings of FIDE's abbreviations.
pub(crate) fn fide_title(found: &str) -> Option<String> {
    let t = found.trim();
    let one_letter = |c: &str| match c {
        "g" => Some("GM"),
        "m" => Some("IM"),
        "f" => Some("FM"),
        "c" => Some("CM"),
        _ => None,
    };
    let read = match t {
        "" => return None,
        _ if t.len() <= 2 && t.chars().all(|c| c.is_ascii_lowercase()) => match t.strip_prefix('w') {
            Some("") => None,
            Some(rest) => one_letter(rest).map(|x| format!("W{x}")),
            None => one_letter(t).map(str::to_string),
        },
        _ => None,
    };
    let read = read.or_else(|| {
        let upper = t.to_ascii_uppercase();
        (upper != t && ["GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"].contains(&upper.as_str()))
            .then_some(upper)
    })?;
    (read != t).then_some(read)
}

/// The birth date in the format's spelling (`YYYY/MM/DD`, `YYYY/00/00`
/// when only the year is known, or the year alone): `Ok(None)` when it is
/// already so spelt, `Err(())` when it is no date.
pub(crate) fn birth_date(found: &str) -> Result<Option<String>, ()> {
    let t = found.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let parts: Vec<&str> = t.split(['/', '.', '-']).collect();
    let digits = |s: &str, n: usize| s.len() == n && s.chars().all(|c| c.is_ascii_digit());
    let read = match parts.as_slice() {
        [y] if digits(y, 4) => y.to_string(),
        [y, m, d] if digits(y, 4) && digits(m, 2) && digits(d, 2) => {
            let (mm, dd): (u32, u32) = (m.parse().unwrap_or(0), d.parse().unwrap_or(0));
            match (mm, dd) {
                (0, 0) => format!("{y}/00/00"),
                (1..=12, 1..=31) => format!("{y}/{m}/{d}"),
                _ => return Err(()),
            }
        }
        _ => return Err(()),
    };
    Ok((read != t).then_some(read))
}

/// Rounds as a reader writes them: `1, 3, 5–7`.
pub(crate) fn rounds_text(rounds: &[u32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < rounds.len() {
        let mut j = i;
        while j + 1 < rounds.len() && rounds[j + 1] == rounds[j] + 1 {
            j += 1;
        }
        parts.push(match j - i {
            0 => rounds[i].to_string(),
            1 => format!("{}, {}", rounds[i], rounds[j]),
            _ => format!("{}–{}", rounds[i], rounds[j]),
        });
        i = j + 1;
    }
    parts.join(", ")
}

impl fmt::Display for SkipReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SkipReason::RulerLine => f.write_str("a column ruler, not a record"),
        }
    }
}

impl fmt::Display for Adjustment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Adjustment::LineSkipped { line, reason } => write!(f, "line {line} skipped: {reason}"),
            Adjustment::UnknownRecord { line, code } => {
                write!(f, "line {line}: record {code} is not read, kept as written")
            }
            Adjustment::OldStyleBye {
                line,
                player,
                rounds,
                found,
                read_as,
            } => write!(
                f,
                "line {line}: player {player}, rounds {}: 0000 - {found} read as {}",
                rounds_text(rounds),
                read_as.to_char()
            ),
            Adjustment::Title {
                line,
                player,
                found,
                read_as,
            } => write!(f, "line {line}: player {player}: title {found} read as {read_as}"),
            Adjustment::BirthDate {
                line,
                player,
                found,
                read_as,
            } => write!(
                f,
                "line {line}: player {player}: birth date {found} read as {read_as}"
            ),
            Adjustment::BirthDateDropped { line, player, found } => {
                write!(
                    f,
                    "line {line}: player {player}: birth date {found} is no date, left out"
                )
            }
        }
    }
}

impl Message for SkipReason {
    fn code(&self) -> &str {
        match self {
            SkipReason::RulerLine => "trf-skip-ruler",
        }
    }
}

impl Message for Adjustment {
    fn code(&self) -> &str {
        match self {
            Adjustment::LineSkipped { .. } => "trf-adjust-line-skipped",
            Adjustment::UnknownRecord { .. } => "trf-adjust-unknown-record",
            Adjustment::OldStyleBye { .. } => "trf-adjust-old-style-bye",
            Adjustment::Title { .. } => "trf-adjust-title",
            Adjustment::BirthDate { .. } => "trf-adjust-birth-date",
            Adjustment::BirthDateDropped { .. } => "trf-adjust-birth-date-dropped",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            Adjustment::LineSkipped { line, reason } => {
                vec![("line", Arg::from(*line)), ("reason", Arg::Message(reason))]
            }
            Adjustment::UnknownRecord { line, code } => {
                vec![("line", Arg::from(*line)), ("code", Arg::from(code))]
            }
            Adjustment::OldStyleBye {
                line,
                player,
                rounds,
                found,
                read_as,
            } => vec![
                ("line", Arg::from(*line)),
                ("player", Arg::from(*player)),
                ("count", Arg::from(rounds.len())),
                ("rounds", Arg::from(rounds_text(rounds))),
                ("found", Arg::from(found.to_string())),
                ("read_as", Arg::from(read_as.to_char().to_string())),
            ],
            Adjustment::Title {
                line,
                player,
                found,
                read_as,
            }
            | Adjustment::BirthDate {
                line,
                player,
                found,
                read_as,
            } => vec![
                ("line", Arg::from(*line)),
                ("player", Arg::from(*player)),
                ("found", Arg::from(found)),
                ("read_as", Arg::from(read_as)),
            ],
            Adjustment::BirthDateDropped { line, player, found } => vec![
                ("line", Arg::from(*line)),
                ("player", Arg::from(*player)),
                ("found", Arg::from(found)),
            ],
        }
    }
}

impl Message for FileVersion {
    fn code(&self) -> &str {
        "trf-version"
    }

    fn args(&self) -> Args<'_> {
        vec![("version", Arg::from(self.as_str()))]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_render_by_name() {
        let en = |v: FileVersion| arbitro_i18n::try_render(arbitro_i18n::Lang::En, &v).unwrap();
        assert_eq!(
            [
                en(FileVersion::Trf06),
                en(FileVersion::Trf16),
                en(FileVersion::Trf2026)
            ],
            ["TRF06", "TRF16", "TRF-2026"]
        );
    }

    #[test]
    fn rulers_titles_and_dates() {
        assert!(is_ruler("         1         2         3"));
        assert!(is_ruler("1234567890123456789012345678901234567890"));
        assert!(is_ruler("DDD SSSS sTTT NNNNNNNNNNNNNN RRRR"));
        assert!(!is_ruler("001    1 m    Name"));
        assert!(!is_ruler("012 Open"));
        assert_eq!(fide_title("g").as_deref(), Some("GM"));
        assert_eq!(fide_title("wf").as_deref(), Some("WFM"));
        assert_eq!(fide_title("gm").as_deref(), Some("GM"));
        assert_eq!(fide_title("GM"), None);
        assert_eq!(fide_title("w"), None);
        assert_eq!(birth_date("1969.12.06"), Ok(Some("1969/12/06".into())));
        assert_eq!(birth_date("1978/00/00"), Ok(None));
        assert_eq!(birth_date("1978"), Ok(None));
        assert_eq!(birth_date("1978.00.00"), Ok(Some("1978/00/00".into())));
        assert_eq!(birth_date("1978/05/01"), Ok(None));
        assert_eq!(birth_date(""), Ok(None));
        assert_eq!(birth_date("abc"), Err(()));
        assert_eq!(birth_date("1978/13/01"), Err(()));
    }
}
