//! What a rating list says about one player, and the words of the lists:
//! rates of play, titles, sex, the list's month.

use serde::{Deserialize, Serialize};

/// A rate of play with its own FIDE rating (FIDE Rating Regulations B.02).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rate {
    /// Standard play.
    Standard,
    /// Rapid.
    Rapid,
    /// Blitz.
    Blitz,
}

impl Rate {
    /// The three rates, standard first.
    pub const ALL: [Rate; 3] = [Rate::Standard, Rate::Rapid, Rate::Blitz];

    /// `standard`, `rapid`, `blitz`.
    pub fn code(self) -> &'static str {
        match self {
            Rate::Standard => "standard",
            Rate::Rapid => "rapid",
            Rate::Blitz => "blitz",
        }
    }

    /// Reads `standard`/`rapid`/`blitz` (also `std`, `s`, `r`, `b`).
    pub fn parse(text: &str) -> Option<Rate> {
        match text.trim().to_ascii_lowercase().as_str() {
            "standard" | "std" | "s" | "classical" => Some(Rate::Standard),
            "rapid" | "r" => Some(Rate::Rapid),
            "blitz" | "b" => Some(Rate::Blitz),
            _ => None,
        }
    }

    /// The rate a FIDE download is for, from its file name
    /// (`standard_rating_list.txt`, `rapid_sep26frl_xml.xml`, `blitz_…`);
    /// `None` for the combined lists (`players_list…`) and other names.
    pub fn from_file_name(name: &str) -> Option<Rate> {
        let name = name.to_ascii_lowercase();
        let base = name.rsplit(['/', '\\']).next().unwrap_or(&name);
        Rate::ALL.into_iter().find(|rate| base.starts_with(rate.code()))
    }
}

/// A FIDE title (Handbook B.01), in the order C.04.2 ranks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Title {
    /// Grandmaster.
    #[serde(rename = "GM")]
    Gm,
    /// International Master.
    #[serde(rename = "IM")]
    Im,
    /// Woman Grandmaster.
    #[serde(rename = "WGM")]
    Wgm,
    /// FIDE Master.
    #[serde(rename = "FM")]
    Fm,
    /// Woman International Master.
    #[serde(rename = "WIM")]
    Wim,
    /// Candidate Master.
    #[serde(rename = "CM")]
    Cm,
    /// Woman FIDE Master.
    #[serde(rename = "WFM")]
    Wfm,
    /// Woman Candidate Master.
    #[serde(rename = "WCM")]
    Wcm,
}

impl Title {
    /// Every title, highest first (C.04.2 order).
    pub const ALL: [Title; 8] = [
        Title::Gm,
        Title::Im,
        Title::Wgm,
        Title::Fm,
        Title::Wim,
        Title::Cm,
        Title::Wfm,
        Title::Wcm,
    ];

    /// The abbreviation the lists print: `GM`, `WIM`…
    pub fn code(self) -> &'static str {
        match self {
            Title::Gm => "GM",
            Title::Im => "IM",
            Title::Wgm => "WGM",
            Title::Fm => "FM",
            Title::Wim => "WIM",
            Title::Cm => "CM",
            Title::Wfm => "WFM",
            Title::Wcm => "WCM",
        }
    }

    /// Reads an abbreviation as the lists print it (any case).
    pub fn parse(text: &str) -> Option<Title> {
        let text = text.trim();
        Title::ALL
            .into_iter()
            .find(|t| t.code().eq_ignore_ascii_case(text))
    }
}

/// Sex as the lists give it (`M`, `F`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Sex {
    /// `M`.
    Male,
    /// `F`.
    Female,
}

impl Sex {
    /// The letter of the lists: `M` or `F`.
    pub fn code(self) -> &'static str {
        match self {
            Sex::Male => "M",
            Sex::Female => "F",
        }
    }
}

/// One rating of a player with its period's games and development
/// coefficient.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating (1–3500).
    pub rating: u16,
    /// Rated games played in the last period.
    pub games: u16,
    /// Development coefficient K (B.02 8.56), when the list gives it.
    pub k: Option<u8>,
}

/// The month of a rating list (lists are published on the first day of
/// each month).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ListDate {
    /// Year, e.g. 2026.
    pub year: u16,
    /// Month, 1–12.
    pub month: u8,
}

const MONTHS: [&str; 12] = [
    "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC",
];

impl ListDate {
    /// A date from year and month; `None` for a month outside 1–12 or a
    /// year before ratings existed.
    pub fn new(year: u16, month: u8) -> Option<ListDate> {
        ((1..=12).contains(&month) && (1970..=2999).contains(&year)).then_some(ListDate { year, month })
    }

    /// Reads `YYYY-MM` or `YYYY-MM-DD` (the day is ignored: lists are monthly).
    pub fn parse(text: &str) -> Option<ListDate> {
        let mut parts = text.trim().split('-');
        let year = parts.next()?.parse().ok()?;
        let month_text = parts.next()?;
        if month_text.len() != 2 {
            return None;
        }
        let month = month_text.parse().ok()?;
        if let Some(day) = parts.next()
            && (day.len() != 2 || !day.bytes().all(|b| b.is_ascii_digit()))
        {
            return None;
        }
        if parts.next().is_some() {
            return None;
        }
        ListDate::new(year, month)
    }

    /// Reads the month token of the lists' headers and file names: `SEP26`
    /// (September 2026), any case.
    pub fn from_token(token: &str) -> Option<ListDate> {
        let token = token.trim();
        if token.len() != 5 || !token.is_ascii() {
            return None;
        }
        let (month, year) = token.split_at(3);
        let month = MONTHS.iter().position(|m| m.eq_ignore_ascii_case(month))? as u8 + 1;
        if !year.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        ListDate::new(2000 + year.parse::<u16>().ok()?, month)
    }

    /// The month named in a FIDE download's file name, e.g.
    /// `standard_sep26frl.txt` or `players_list_sep26.xml`.
    pub fn from_file_name(name: &str) -> Option<ListDate> {
        let name = name.rsplit(['/', '\\']).next().unwrap_or(name);
        name.split(|c: char| !c.is_ascii_alphanumeric()).find_map(|word| {
            // `sep26frl`: the token is the first five characters.
            word.get(..5).and_then(ListDate::from_token)
        })
    }

    /// `YYYY-MM`.
    pub fn iso(self) -> String {
        format!("{:04}-{:02}", self.year, self.month)
    }

    /// The first day of the month, `YYYY-MM-01` (the list's date of publication).
    pub fn first_day(self) -> String {
        format!("{:04}-{:02}-01", self.year, self.month)
    }
}

impl std::fmt::Display for ListDate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.iso())
    }
}

/// One player as a FIDE rating list gives them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FidePlayer {
    /// FIDE ID.
    pub fide_id: u64,
    /// Name, "Surname, Given" as FIDE writes it; empty for the few entries
    /// the list gives without one ([`FidePlayer::nameless`]).
    pub name: String,
    /// Federation, three letters (`ESP`, `FID`).
    pub federation: String,
    /// Sex.
    pub sex: Option<Sex>,
    /// Title (`Tit`), when the player holds one.
    pub title: Option<Title>,
    /// Women's title (`WTit`).
    pub women_title: Option<Title>,
    /// Other titles (`OTit`: arbiter, trainer, organiser… e.g. `IA,FT`), as listed.
    pub other_titles: Option<String>,
    /// FIDE Online Arena title (`FOA`), as listed.
    pub foa_title: Option<String>,
    /// Standard rating.
    pub standard: Option<Rating>,
    /// Rapid rating.
    pub rapid: Option<Rating>,
    /// Blitz rating.
    pub blitz: Option<Rating>,
    /// Year of birth.
    pub birth_year: Option<u16>,
    /// Inactive (flag `i`: no rated game in the last year).
    pub inactive: bool,
}

impl FidePlayer {
    /// The rating at `rate`, if the player has one.
    pub fn rating(&self, rate: Rate) -> Option<Rating> {
        match rate {
            Rate::Standard => self.standard,
            Rate::Rapid => self.rapid,
            Rate::Blitz => self.blitz,
        }
    }

    /// The rating slot for `rate`.
    pub fn rating_mut(&mut self, rate: Rate) -> &mut Option<Rating> {
        match rate {
            Rate::Standard => &mut self.standard,
            Rate::Rapid => &mut self.rapid,
            Rate::Blitz => &mut self.blitz,
        }
    }

    /// Whether the list gives this entry no name (its ID and ratings only).
    pub fn nameless(&self) -> bool {
        self.name.trim().is_empty()
    }

    /// The higher of the title and the women's title in C.04.2 order: what a
    /// pairing program ranks the player by.
    pub fn best_title(&self) -> Option<Title> {
        match (self.title, self.women_title) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_dates_from_headers_file_names_and_text() {
        assert_eq!(ListDate::from_token("SEP26"), ListDate::new(2026, 9));
        assert_eq!(ListDate::from_token("jan23"), ListDate::new(2023, 1));
        assert_eq!(ListDate::from_token("SRtng"), None);
        assert_eq!(
            ListDate::from_file_name("downloads/standard_sep26frl_xml.xml"),
            ListDate::new(2026, 9)
        );
        assert_eq!(ListDate::from_file_name("players_list_foa.txt"), None);
        assert_eq!(ListDate::parse("2026-03"), ListDate::new(2026, 3));
        assert_eq!(ListDate::parse("2026-03-01"), ListDate::new(2026, 3));
        assert_eq!(ListDate::parse("2026-13"), None);
        assert_eq!(ListDate::parse("2026-3"), None);
    }

    #[test]
    fn rates_from_file_names() {
        assert_eq!(Rate::from_file_name("rapid_rating_list.txt"), Some(Rate::Rapid));
        assert_eq!(Rate::from_file_name("/tmp/blitz_sep26frl.txt"), Some(Rate::Blitz));
        assert_eq!(Rate::from_file_name("players_list_foa.txt"), None);
    }

    #[test]
    fn c04_2_best_title() {
        let mut p = FidePlayer {
            fide_id: 1,
            name: "X".into(),
            federation: "ESP".into(),
            sex: Some(Sex::Female),
            title: Some(Title::Fm),
            women_title: Some(Title::Wgm),
            other_titles: None,
            foa_title: None,
            standard: None,
            rapid: None,
            blitz: None,
            birth_year: None,
            inactive: false,
        };
        assert_eq!(p.best_title(), Some(Title::Wgm));
        p.women_title = None;
        assert_eq!(p.best_title(), Some(Title::Fm));
    }
}
