//! Tie-break codes and their modifiers, as C.07 names them and TRF-2026
//! records 202 / 212 write them: `BH/C1`, `ARO/M1`, `KS/L-1`, `DE/P`,
//! `AOB/F`, `TPN/R`, `ARO/U1400`. The command line's `BH-C1` form is read too.

use std::fmt;
use std::str::FromStr;

use crate::error::TieBreakError;

/// A tie-break of C.07 (individual events), by its official acronym.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Code {
    /// The score itself (first element of a TRF 212 list).
    Pts,
    /// Direct Encounter (6).
    De,
    /// Number of Wins (7.1).
    Win,
    /// Number of Games Won (7.2).
    Won,
    /// Number of Games Played with Black (7.3).
    Bpg,
    /// Number of Games Won with Black (7.4).
    Bwg,
    /// (Sum of) Progressive Scores (7.5).
    Ps,
    /// Rounds one Elected to Play (7.6).
    Rep,
    /// Standard Points (7.7).
    Std,
    /// Tournament Pairing Number (7.8).
    Tpn,
    /// Buchholz (8.1).
    Bh,
    /// Average of Opponents' Buchholz (8.2).
    Aob,
    /// Fore Buchholz (8.3).
    Fb,
    /// Sonneborn-Berger (9.1).
    Sb,
    /// Koya System (9.2).
    Ks,
    /// Average Rating of Opponents (10.1).
    Aro,
    /// Tournament Performance Rating (10.2).
    Tpr,
    /// Perfect Tournament Performance (10.3).
    Ptp,
    /// Average Performance Rating of Opponents (10.4).
    Apro,
    /// Average Perfect Performance of Opponents (10.5).
    Appo,
    /// Rating (10.6).
    Rtng,
}

impl Code {
    /// Every code, in C.07's article order.
    pub const ALL: [Code; 21] = [
        Code::Pts,
        Code::De,
        Code::Win,
        Code::Won,
        Code::Bpg,
        Code::Bwg,
        Code::Ps,
        Code::Rep,
        Code::Std,
        Code::Tpn,
        Code::Bh,
        Code::Aob,
        Code::Fb,
        Code::Sb,
        Code::Ks,
        Code::Aro,
        Code::Tpr,
        Code::Ptp,
        Code::Apro,
        Code::Appo,
        Code::Rtng,
    ];

    /// The official acronym.
    pub fn acronym(self) -> &'static str {
        match self {
            Code::Pts => "PTS",
            Code::De => "DE",
            Code::Win => "WIN",
            Code::Won => "WON",
            Code::Bpg => "BPG",
            Code::Bwg => "BWG",
            Code::Ps => "PS",
            Code::Rep => "REP",
            Code::Std => "STD",
            Code::Tpn => "TPN",
            Code::Bh => "BH",
            Code::Aob => "AOB",
            Code::Fb => "FB",
            Code::Sb => "SB",
            Code::Ks => "KS",
            Code::Aro => "ARO",
            Code::Tpr => "TPR",
            Code::Ptp => "PTP",
            Code::Apro => "APRO",
            Code::Appo => "APPO",
            Code::Rtng => "RTNG",
        }
    }

    /// The name in C.07.
    pub fn name(self) -> &'static str {
        match self {
            Code::Pts => "Points",
            Code::De => "Direct Encounter",
            Code::Win => "Number of Wins",
            Code::Won => "Number of Games Won",
            Code::Bpg => "Number of Games Played with Black",
            Code::Bwg => "Number of Games Won with Black",
            Code::Ps => "Progressive Scores",
            Code::Rep => "Rounds one Elected to Play",
            Code::Std => "Standard Points",
            Code::Tpn => "Tournament Pairing Number",
            Code::Bh => "Buchholz",
            Code::Aob => "Average of Opponents' Buchholz",
            Code::Fb => "Fore Buchholz",
            Code::Sb => "Sonneborn-Berger",
            Code::Ks => "Koya System",
            Code::Aro => "Average Rating of Opponents",
            Code::Tpr => "Tournament Performance Rating",
            Code::Ptp => "Perfect Tournament Performance",
            Code::Apro => "Average Performance Rating of Opponents",
            Code::Appo => "Average Perfect Performance of Opponents",
            Code::Rtng => "Rating",
        }
    }

    /// The article of C.07 (2026) that defines it.
    pub fn article(self) -> &'static str {
        match self {
            Code::Pts => "4.2",
            Code::De => "6",
            Code::Win => "7.1",
            Code::Won => "7.2",
            Code::Bpg => "7.3",
            Code::Bwg => "7.4",
            Code::Ps => "7.5",
            Code::Rep => "7.6",
            Code::Std => "7.7",
            Code::Tpn => "7.8",
            Code::Bh => "8.1",
            Code::Aob => "8.2",
            Code::Fb => "8.3",
            Code::Sb => "9.1",
            Code::Ks => "9.2",
            Code::Aro => "10.1",
            Code::Tpr => "10.2",
            Code::Ptp => "10.3",
            Code::Apro => "10.4",
            Code::Appo => "10.5",
            Code::Rtng => "10.6",
        }
    }

    /// Reads an acronym (case-insensitive; `GE` is the older name of REP, `SNO` of TPN).
    pub fn from_acronym(text: &str) -> Option<Code> {
        let upper = text.to_ascii_uppercase();
        match upper.as_str() {
            "GE" => return Some(Code::Rep),
            "SNO" => return Some(Code::Tpn),
            "POINTS" => return Some(Code::Pts),
            _ => {}
        }
        Code::ALL.into_iter().find(|c| c.acronym() == upper)
    }

    /// Buchholz-type tie-breaks, which C.07 8 forbids in round robins.
    pub fn is_buchholz_family(self) -> bool {
        matches!(self, Code::Bh | Code::Fb | Code::Aob)
    }

    /// Ratings-based tie-breaks (C.07 10), dropped when unrated players are present.
    pub fn is_rating_based(self) -> bool {
        matches!(
            self,
            Code::Aro | Code::Tpr | Code::Ptp | Code::Apro | Code::Appo | Code::Rtng
        )
    }

    /// Whether a lower value ranks higher (before any `R` modifier).
    pub fn lower_is_better(self) -> bool {
        matches!(self, Code::Tpn)
    }

    fn accepts_cut(self) -> bool {
        matches!(self, Code::Bh | Code::Fb | Code::Sb | Code::Ps | Code::Aro)
    }

    fn accepts_median(self) -> bool {
        matches!(self, Code::Bh | Code::Fb | Code::Aro)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.acronym())
    }
}

/// A tie-break with its modifiers (C.07 14 and the TRF-2026 switches).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TieBreak {
    /// Which tie-break.
    pub code: Code,
    /// Least significant values cut (Cut-n, and the low half of Median-n).
    pub cut_low: u32,
    /// Most significant values cut (the high half of Median-n).
    pub cut_high: u32,
    /// Koya limit moved by this many half points (14.5), negative to lower it.
    pub limit_half_points: i32,
    /// Reverse order (TPN descending, RTNG ascending: 7.8, 10.6).
    pub reverse: bool,
    /// Direct encounter counting forfeits as games (6.1.1, `DE/P`).
    pub forfeits_as_games: bool,
    /// Average of opponents' Fore Buchholz instead of Buchholz (`AOB/F`, 8.2).
    pub fore: bool,
    /// Rating to use for unrated players in ratings-based tie-breaks (`/U1400`).
    pub unrated_rating: Option<u32>,
}

impl TieBreak {
    /// The plain tie-break, without modifiers.
    pub fn plain(code: Code) -> TieBreak {
        TieBreak {
            code,
            cut_low: 0,
            cut_high: 0,
            limit_half_points: 0,
            reverse: false,
            forfeits_as_games: false,
            fore: false,
            unrated_rating: None,
        }
    }

    /// Parses one tie-break such as `BH/C1`, `BH-C1`, `KS/L-1` or `ARO/M1/U1000`.
    pub fn parse(text: &str) -> Result<TieBreak, TieBreakError> {
        let original = text.trim();
        let bad = |reason: String| TieBreakError::BadModifier {
            code: original.to_string(),
            reason,
        };
        let upper = original.to_ascii_uppercase();
        let bytes: Vec<char> = upper.chars().collect();
        let mut i = 0;
        while i < bytes.len() && bytes[i].is_ascii_alphabetic() {
            i += 1;
        }
        let acronym: String = bytes[..i].iter().collect();
        let code = Code::from_acronym(&acronym).ok_or_else(|| TieBreakError::UnknownCode {
            code: original.to_string(),
            known: Code::ALL
                .iter()
                .map(|c| c.acronym())
                .collect::<Vec<_>>()
                .join(", "),
        })?;
        let mut tb = TieBreak::plain(code);
        if i < bytes.len() && bytes[i] == ':' {
            return Err(bad(
                "team scores (:MP, :GP) apply to team events, which this program does not rank".into(),
            ));
        }
        while i < bytes.len() {
            if !matches!(bytes[i], '/' | '-' | '#' | '!') {
                return Err(bad(format!("unexpected `{}` after {}", bytes[i], code)));
            }
            i += 1;
            let Some(&letter) = bytes.get(i) else {
                return Err(bad("a modifier is missing after the separator".into()));
            };
            i += 1;
            let start = i;
            if letter == 'L' && i < bytes.len() && matches!(bytes[i], '+' | '-') {
                i += 1;
            }
            while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == '.') {
                i += 1;
            }
            let arg: String = bytes[start..i].iter().collect();
            tb.apply_modifier(letter, &arg).map_err(bad)?;
        }
        Ok(tb)
    }

    fn apply_modifier(&mut self, letter: char, arg: &str) -> Result<(), String> {
        let code = self.code;
        let number = |what: &str| -> Result<u32, String> {
            arg.parse::<u32>()
                .map_err(|_| format!("{what} needs a number, as in {code}/{letter}1"))
        };
        match letter {
            'C' => {
                if !code.accepts_cut() {
                    return Err(format!("{code} cannot be cut (C.07 14.1)"));
                }
                let n = number("Cut")?;
                if n == 0 || n > 9 {
                    return Err(format!("Cut-{n} is not a cut of 1 to 9 values"));
                }
                self.cut_low += n;
            }
            'M' => {
                if !code.accepts_median() {
                    return Err(format!("{code} has no Median modifier (C.07 14.3)"));
                }
                let n = number("Median")?;
                if n == 0 || n > 9 {
                    return Err(format!("Median-{n} is not a median of 1 to 9 values"));
                }
                self.cut_low += n;
                self.cut_high += n;
            }
            'L' => {
                if code != Code::Ks {
                    return Err(format!("only KS has a limit (C.07 14.5), not {code}"));
                }
                self.limit_half_points = parse_limit(arg)?;
            }
            'R' if arg.is_empty() => {
                if !matches!(code, Code::Tpn | Code::Rtng) {
                    return Err(format!("only TPN and RTNG can be reversed, not {code}"));
                }
                self.reverse = true;
            }
            'P' if arg.is_empty() => {
                if code != Code::De {
                    return Err(format!("/P (forfeits as games) applies to DE only, not {code}"));
                }
                self.forfeits_as_games = true;
            }
            'F' if arg.is_empty() => {
                if code != Code::Aob {
                    return Err(format!("/F (Fore Buchholz) applies to AOB only, not {code}"));
                }
                self.fore = true;
            }
            'U' => {
                if !code.is_rating_based() {
                    return Err(format!(
                        "/U (rating of unrated players) applies to ratings-based tie-breaks, not {code}"
                    ));
                }
                self.unrated_rating = Some(number("/U")?);
            }
            other => return Err(format!("unknown modifier `{other}{arg}`")),
        }
        Ok(())
    }

    /// The number of values cut from the bottom and the top, as `(low, high)`.
    pub fn cuts(&self) -> (u32, u32) {
        (self.cut_low, self.cut_high)
    }

    /// Whether a lower value ranks higher, after any `R` modifier.
    pub fn lower_is_better(&self) -> bool {
        self.code.lower_is_better() ^ self.reverse
    }
}

/// `L1`, `L+1`: up one half point; `L-2`: down two half points; `L+0.5`,
/// `L-1.0`: a change in points (must be a whole number of half points).
fn parse_limit(arg: &str) -> Result<i32, String> {
    let bad = || format!("Koya limit `L{arg}` is not a number of half points, as in KS/L+1 or KS/L-1");
    if arg.contains('.') {
        let value = crate::value::Value::parse_decimal(arg).ok_or_else(bad)?;
        let halves = value * crate::value::Value::int(2);
        if halves.denominator() != 1 {
            return Err(bad());
        }
        return i32::try_from(halves.numerator()).map_err(|_| bad());
    }
    arg.parse::<i32>().map_err(|_| bad())
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.code)?;
        if self.cut_high > 0 {
            write!(f, "/M{}", self.cut_high)?;
            if self.cut_low > self.cut_high {
                write!(f, "/C{}", self.cut_low - self.cut_high)?;
            }
        } else if self.cut_low > 0 {
            write!(f, "/C{}", self.cut_low)?;
        }
        if self.limit_half_points != 0 {
            write!(f, "/L{:+}", self.limit_half_points)?;
        }
        if self.reverse {
            f.write_str("/R")?;
        }
        if self.forfeits_as_games {
            f.write_str("/P")?;
        }
        if self.fore {
            f.write_str("/F")?;
        }
        if let Some(r) = self.unrated_rating {
            write!(f, "/U{r}")?;
        }
        Ok(())
    }
}

impl FromStr for TieBreak {
    type Err = TieBreakError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        TieBreak::parse(s)
    }
}

/// Parses a list of tie-breaks separated by commas, semicolons or spaces
/// (`BH-C1,BH,SB,DE,WIN` on the command line; `BH/C1 BH SB` in TRF 202).
pub fn parse_list(text: &str) -> Result<Vec<TieBreak>, TieBreakError> {
    let list: Vec<TieBreak> = text
        .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(TieBreak::parse)
        .collect::<Result<_, _>>()?;
    if list.is_empty() {
        return Err(TieBreakError::EmptyList);
    }
    Ok(list)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_trf_and_command_line_forms() {
        let tb = TieBreak::parse("BH/C1").unwrap();
        assert_eq!((tb.code, tb.cut_low, tb.cut_high), (Code::Bh, 1, 0));
        assert_eq!(TieBreak::parse("bh-c1").unwrap(), tb);
        let m = TieBreak::parse("ARO/M1/U1000").unwrap();
        assert_eq!((m.cut_low, m.cut_high, m.unrated_rating), (1, 1, Some(1000)));
        assert_eq!(m.to_string(), "ARO/M1/U1000");
        assert_eq!(TieBreak::parse("KS/L-1").unwrap().limit_half_points, -1);
        assert_eq!(TieBreak::parse("KS-L-2").unwrap().limit_half_points, -2);
        assert_eq!(TieBreak::parse("KS/L1").unwrap().limit_half_points, 1);
        assert_eq!(TieBreak::parse("KS/L+0.5").unwrap().limit_half_points, 1);
        assert!(TieBreak::parse("DE/P").unwrap().forfeits_as_games);
        assert!(!TieBreak::parse("TPN/R").unwrap().lower_is_better());
        assert_eq!(TieBreak::parse("GE").unwrap().code, Code::Rep);
    }

    #[test]
    fn rejects_what_c07_does_not_define() {
        assert!(matches!(
            TieBreak::parse("XYZ"),
            Err(TieBreakError::UnknownCode { .. })
        ));
        assert!(matches!(
            TieBreak::parse("WIN/C1"),
            Err(TieBreakError::BadModifier { .. })
        ));
        assert!(matches!(
            TieBreak::parse("SB/M1"),
            Err(TieBreakError::BadModifier { .. })
        ));
        assert!(matches!(
            TieBreak::parse("BH:MP"),
            Err(TieBreakError::BadModifier { .. })
        ));
        assert!(matches!(
            TieBreak::parse("BH/C"),
            Err(TieBreakError::BadModifier { .. })
        ));
        assert!(matches!(parse_list(" , "), Err(TieBreakError::EmptyList)));
        assert_eq!(parse_list("BH-C1,BH,SB,DE,WIN").unwrap().len(), 5);
    }
}
