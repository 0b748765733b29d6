//! A tie-break with its modifiers, as C.07 names them and TRF-2026 records
//! 202 / 212 write them: `BH/C1`, `ARO/M1`, `KS/L-1`, `DE/P`, `BH/F`,
//! `AOB/F`, `TPN/R`, `ARO/U1400`, `BH:GP/C1/P`, `SSSC/K4`. The command
//! line's `BH-C1` form is read too.

use std::fmt;
use std::str::FromStr;

use arbitro_i18n::{Arg, Args, Message};
use serde::{Deserialize, Serialize};

use crate::code::{Code, CodeLabel};
use crate::error::{ModifierProblem, TieBreakError};
use crate::value::Value;

/// Which team score a tie-break reads (C.07 11.1): match points or game
/// points. C.07 13's preamble: when a tie-break does not say, the primary
/// score of the competition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TeamScore {
    /// Match Points: what a team gets for winning, drawing or losing a match.
    Match,
    /// Game Points: the sum of the points its players scored.
    Game,
}

impl TeamScore {
    /// The other score (C.07 13.1: the secondary score is the one not primary).
    pub fn other(self) -> TeamScore {
        match self {
            TeamScore::Match => TeamScore::Game,
            TeamScore::Game => TeamScore::Match,
        }
    }

    /// `MP` or `GP`, as TRF-2026 writes it.
    pub fn abbreviation(self) -> &'static str {
        match self {
            TeamScore::Match => "MP",
            TeamScore::Game => "GP",
        }
    }
}

impl Message for TeamScore {
    fn code(&self) -> &str {
        match self {
            TeamScore::Match => "label-team-score-match",
            TeamScore::Game => "label-team-score-game",
        }
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
    /// `/P`: forfeits counted as games played against the scheduled opponent
    /// (DE 6.1.1; the Buchholz and Sonneborn-Berger families).
    pub forfeits_as_games: bool,
    /// `/F`: Fore Buchholz instead of Buchholz (`BH/F` is FB; `AOB/F`
    /// averages the opponents' Fore Buchholz, 8.2; SSSC 13.4.2 a).
    pub fore: bool,
    /// Rating to use for unrated players in ratings-based tie-breaks (`/U1400`).
    pub unrated_rating: Option<u32>,
    /// Team events: the score read (`:MP`, `:GP`); `None`, the primary score.
    pub score: Option<TeamScore>,
    /// SSSC: the normalising factor (`/K4`, 13.4), instead of the computed one.
    pub factor: Option<u32>,
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
            score: None,
            factor: None,
        }
    }

    /// Parses one tie-break such as `BH/C1`, `BH-C1`, `KS/L-1`, `ARO/M1/U1000` or `EMGSB/C1/P`.
    pub fn parse(text: &str) -> Result<TieBreak, TieBreakError> {
        let original = text.trim();
        let bad = |problem: ModifierProblem| TieBreakError::BadModifier {
            code: original.to_string(),
            problem,
        };
        let chars: Vec<char> = original.to_ascii_uppercase().chars().collect();
        let mut i = 0;
        while i < chars.len() && chars[i].is_ascii_alphabetic() {
            i += 1;
        }
        let acronym: String = chars[..i].iter().collect();
        let mut code = Code::from_acronym(&acronym).ok_or_else(|| TieBreakError::UnknownCode {
            code: original.to_string(),
        })?;
        let mut score = None;
        if chars.get(i) == Some(&':') {
            i += 1;
            let start = i;
            while i < chars.len() && chars[i].is_ascii_alphabetic() {
                i += 1;
            }
            let suffix: String = chars[start..i].iter().collect();
            (code, score) = score_choice(code, &suffix).map_err(bad)?;
        }
        let mut tb = TieBreak::plain(code);
        tb.score = score;
        while i < chars.len() {
            if !matches!(chars[i], '/' | '-' | '#' | '!') {
                return Err(bad(ModifierProblem::Unexpected {
                    found: chars[i],
                    code,
                }));
            }
            i += 1;
            let Some(&letter) = chars.get(i) else {
                return Err(bad(ModifierProblem::Missing));
            };
            i += 1;
            let start = i;
            if letter == 'L' && i < chars.len() && matches!(chars[i], '+' | '-') {
                i += 1;
            }
            while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
                i += 1;
            }
            let arg: String = chars[start..i].iter().collect();
            tb.apply_modifier(letter, &arg).map_err(bad)?;
        }
        Ok(tb)
    }

    fn apply_modifier(&mut self, letter: char, arg: &str) -> Result<(), ModifierProblem> {
        let code = self.code;
        let number = || -> Result<u32, ModifierProblem> {
            arg.parse::<u32>().map_err(|_| ModifierProblem::NeedsNumber {
                modifier: letter,
                code,
            })
        };
        match letter {
            'C' => {
                if !code.accepts_cut() {
                    return Err(ModifierProblem::NoCut { code });
                }
                let n = number()?;
                if n == 0 {
                    return Err(ModifierProblem::ZeroCut);
                }
                self.cut_low = self.cut_low.saturating_add(n);
            }
            'M' => {
                if !code.accepts_median() {
                    return Err(ModifierProblem::NoMedian { code });
                }
                let n = number()?;
                if n == 0 {
                    return Err(ModifierProblem::ZeroCut);
                }
                self.cut_low = self.cut_low.saturating_add(n);
                self.cut_high = self.cut_high.saturating_add(n);
            }
            'L' => {
                if code != Code::Ks {
                    return Err(ModifierProblem::NoLimit { code });
                }
                self.limit_half_points = parse_limit(arg)?;
            }
            'R' if arg.is_empty() => {
                if !matches!(code, Code::Tpn | Code::Rtng) {
                    return Err(ModifierProblem::NoReverse { code });
                }
                self.reverse = true;
            }
            'P' if arg.is_empty() => {
                if !code.accepts_played() {
                    return Err(ModifierProblem::NoPlayed { code });
                }
                self.forfeits_as_games = true;
            }
            'F' if arg.is_empty() => {
                if !matches!(code, Code::Bh | Code::Aob | Code::Sssc) {
                    return Err(ModifierProblem::NoFore { code });
                }
                self.fore = true;
            }
            'U' => {
                if !code.is_rating_based() {
                    return Err(ModifierProblem::NoUnrated { code });
                }
                self.unrated_rating = Some(number()?);
            }
            'K' => {
                if code != Code::Sssc {
                    return Err(ModifierProblem::NoFactor { code });
                }
                let n = number()?;
                if n == 0 {
                    return Err(ModifierProblem::NeedsNumber { modifier: 'K', code });
                }
                self.factor = Some(n);
            }
            other => {
                return Err(ModifierProblem::Unknown {
                    text: format!("{other}{arg}"),
                });
            }
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

    /// The tie-break actually computed: `BH/F` is Fore Buchholz (8.3).
    pub(crate) fn effective_code(&self) -> Code {
        if self.code == Code::Bh && self.fore {
            Code::Fb
        } else {
            self.code
        }
    }

    /// Its name with its modifiers, as a catalogue message ("Buchholz (Cut-1)").
    pub fn label(&self) -> TieBreakLabel<'_> {
        TieBreakLabel(self)
    }
}

/// `:MP`, `:GP` on codes that read a score of the caller's choice, and
/// `:MM`, `:MG`, `:GM`, `:GG` on ESB (the opponents' score, then the score
/// scored: 13.2.1 to 13.2.4).
fn score_choice(code: Code, suffix: &str) -> Result<(Code, Option<TeamScore>), ModifierProblem> {
    let score = match suffix {
        "MP" => Some(TeamScore::Match),
        "GP" => Some(TeamScore::Game),
        _ => None,
    };
    if code == Code::Esb {
        let named = match suffix {
            "MM" => Code::Emmsb,
            "MG" => Code::Emgsb,
            "GM" => Code::Egmsb,
            "GG" => Code::Eggsb,
            _ => {
                return Err(ModifierProblem::BadScore {
                    text: suffix.to_string(),
                });
            }
        };
        return Ok((named, None));
    }
    let Some(score) = score else {
        return Err(ModifierProblem::BadScore {
            text: suffix.to_string(),
        });
    };
    if !code.accepts_score_choice() {
        return Err(ModifierProblem::NoScoreChoice { code });
    }
    Ok((code, Some(score)))
}

/// `L1`, `L+1`: up one half point; `L-2`: down two half points; `L+0.5`,
/// `L-1.0`: a change in points (must be a whole number of half points).
fn parse_limit(arg: &str) -> Result<i32, ModifierProblem> {
    let bad = || ModifierProblem::BadLimit {
        text: format!("L{arg}"),
    };
    if arg.contains('.') {
        let value = Value::parse_decimal(arg).ok_or_else(bad)?;
        let halves = value * Value::int(2);
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
        if let Some(score) = self.score {
            write!(f, ":{}", score.abbreviation())?;
        }
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
        if let Some(k) = self.factor {
            write!(f, "/K{k}")?;
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

impl Serialize for TieBreak {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for TieBreak {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        TieBreak::parse(&text).map_err(serde::de::Error::custom)
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

/// A tie-break's name with its modifiers, in the user's language:
/// "Buchholz (Cut-1)", "Buchholz (corte 1; incomparecencias como partidas)".
pub struct TieBreakLabel<'a>(&'a TieBreak);

/// One modifier of a tie-break, as a catalogue message.
enum Modifier {
    Cut(u32),
    Median(u32),
    Limit(i32),
    Reverse,
    Played,
    Fore,
    Unrated(u32),
    Factor(u32),
    Score(TeamScore),
}

impl Message for Modifier {
    fn code(&self) -> &str {
        match self {
            Modifier::Cut(_) => "label-tiebreak-modifier-cut",
            Modifier::Median(_) => "label-tiebreak-modifier-median",
            Modifier::Limit(_) => "label-tiebreak-modifier-limit",
            Modifier::Reverse => "label-tiebreak-modifier-reverse",
            Modifier::Played => "label-tiebreak-modifier-played",
            Modifier::Fore => "label-tiebreak-modifier-fore",
            Modifier::Unrated(_) => "label-tiebreak-modifier-unrated",
            Modifier::Factor(_) => "label-tiebreak-modifier-factor",
            Modifier::Score(_) => "label-tiebreak-modifier-score",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            Modifier::Cut(n) | Modifier::Median(n) => vec![("n", Arg::from(*n))],
            Modifier::Limit(halves) => vec![
                ("halves", Arg::from(*halves)),
                (
                    "points",
                    Arg::from(crate::format::signed_halves(i64::from(*halves))),
                ),
            ],
            Modifier::Unrated(rating) => vec![("rating", Arg::from(*rating))],
            Modifier::Factor(k) => vec![("factor", Arg::from(*k))],
            Modifier::Score(score) => vec![("score", Arg::Message(score))],
            Modifier::Reverse | Modifier::Played | Modifier::Fore => Vec::new(),
        }
    }
}

impl TieBreakLabel<'_> {
    fn modifiers(&self) -> Vec<Modifier> {
        let tb = self.0;
        let mut out = Vec::new();
        if let Some(score) = tb.score {
            out.push(Modifier::Score(score));
        }
        if tb.cut_high > 0 {
            out.push(Modifier::Median(tb.cut_high));
            if tb.cut_low > tb.cut_high {
                out.push(Modifier::Cut(tb.cut_low - tb.cut_high));
            }
        } else if tb.cut_low > 0 {
            out.push(Modifier::Cut(tb.cut_low));
        }
        if tb.limit_half_points != 0 {
            out.push(Modifier::Limit(tb.limit_half_points));
        }
        if tb.reverse {
            out.push(Modifier::Reverse);
        }
        if tb.forfeits_as_games {
            out.push(Modifier::Played);
        }
        if tb.fore {
            out.push(Modifier::Fore);
        }
        if let Some(r) = tb.unrated_rating {
            out.push(Modifier::Unrated(r));
        }
        if let Some(k) = tb.factor {
            out.push(Modifier::Factor(k));
        }
        out
    }

    /// Renders the label in `lang`.
    pub fn render(&self, lang: arbitro_i18n::Lang) -> String {
        arbitro_i18n::render(lang, self)
    }
}

impl Message for TieBreakLabel<'_> {
    fn code(&self) -> &str {
        if self.modifiers().is_empty() {
            "tiebreaks-label"
        } else {
            "tiebreaks-label-with-modifiers"
        }
    }

    fn args(&self) -> Args<'_> {
        let modifiers = self.modifiers();
        let mut args = vec![("name", Arg::boxed(CodeLabel(self.0.code)))];
        if !modifiers.is_empty() {
            args.push(("modifiers", Arg::boxed(ModifierList(modifiers))));
        }
        args
    }
}

/// The modifiers of a label, joined as the catalogue joins lists.
struct ModifierList(Vec<Modifier>);

impl Message for ModifierList {
    fn code(&self) -> &str {
        "tiebreaks-list"
    }

    fn args(&self) -> Args<'_> {
        vec![(
            "items",
            Arg::List(self.0.iter().map(|m| m as &dyn Message).collect()),
        )]
    }
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
    fn played_fore_and_any_number_of_cuts() {
        for code in ["BH/P", "SB/P", "FB/P", "BH/C1/P", "AOB/P/F"] {
            let tb = TieBreak::parse(code).unwrap();
            assert!(tb.forfeits_as_games, "{code}");
            assert_eq!(tb.to_string(), code);
        }
        let f = TieBreak::parse("BH/F").unwrap();
        assert!(f.fore);
        assert_eq!(f.effective_code(), Code::Fb);
        assert_eq!(f.to_string(), "BH/F");
        let big = TieBreak::parse("BH/C12").unwrap();
        assert_eq!(big.cuts(), (12, 0));
        assert_eq!(TieBreak::parse("ARO/M11").unwrap().cuts(), (11, 11));
        assert_eq!(TieBreak::parse("BH/M2/C1").unwrap().to_string(), "BH/M2/C1");
    }

    #[test]
    fn team_scores_and_codes() {
        let tb = TieBreak::parse("BH:GP/C1/P").unwrap();
        assert_eq!((tb.code, tb.score), (Code::Bh, Some(TeamScore::Game)));
        assert_eq!(tb.to_string(), "BH:GP/C1/P");
        assert_eq!(TieBreak::parse("ESB:MG").unwrap().code, Code::Emgsb);
        assert_eq!(TieBreak::parse("EMGSB/C1/P").unwrap().cuts(), (1, 0));
        assert_eq!(TieBreak::parse("mpvgp").unwrap().code, Code::Mpvgp);
        assert_eq!(TieBreak::parse("SSSC/F/K4").unwrap().factor, Some(4));
        assert_eq!(TieBreak::parse("EDEBT/P").unwrap().code, Code::Edebt);
        assert!(matches!(
            TieBreak::parse("EMMSB:GP"),
            Err(TieBreakError::BadModifier {
                problem: ModifierProblem::NoScoreChoice { .. },
                ..
            })
        ));
        assert!(matches!(
            TieBreak::parse("BH:XP"),
            Err(TieBreakError::BadModifier {
                problem: ModifierProblem::BadScore { .. },
                ..
            })
        ));
    }

    #[test]
    fn rejects_what_c07_does_not_define() {
        assert!(matches!(
            TieBreak::parse("XYZ"),
            Err(TieBreakError::UnknownCode { .. })
        ));
        let problem = |code: &str| match TieBreak::parse(code) {
            Err(TieBreakError::BadModifier { problem, .. }) => problem,
            other => panic!("{code}: {other:?}"),
        };
        assert_eq!(problem("WIN/C1"), ModifierProblem::NoCut { code: Code::Win });
        assert_eq!(problem("SB/M1"), ModifierProblem::NoMedian { code: Code::Sb });
        assert_eq!(
            problem("BH/C"),
            ModifierProblem::NeedsNumber {
                modifier: 'C',
                code: Code::Bh
            }
        );
        assert_eq!(problem("BH/C0"), ModifierProblem::ZeroCut);
        assert_eq!(problem("WIN/P"), ModifierProblem::NoPlayed { code: Code::Win });
        assert_eq!(problem("FB/F"), ModifierProblem::NoFore { code: Code::Fb });
        assert_eq!(problem("KS/Lx"), ModifierProblem::BadLimit { text: "L".into() });
        assert!(matches!(parse_list(" , "), Err(TieBreakError::EmptyList)));
        assert_eq!(parse_list("BH-C1,BH,SB,DE,WIN").unwrap().len(), 5);
    }
}
