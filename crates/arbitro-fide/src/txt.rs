//! FIDE's fixed-width TXT lists.
//!
//! The first line is a header naming each column at the character it
//! starts at; every field runs from its column to the next one. The layouts
//! in use (0-based character positions):
//!
//! ```text
//! combined (players_list_foa.txt):
//!   0 ID Number · 15 Name · 76 Fed · 80 Sex · 84 Tit · 89 WTit · 94 OTit · 109 FOA
//!   113 SRtng · 119 SGm · 123 SK · 126 RRtng · 132 RGm · 136 Rk
//!   139 BRtng · 145 BGm · 149 BK · 152 B-day · 158 Flag
//! one rate (standard_…, rapid_…, blitz_… .txt):
//!   0 ID Number · 15 Name · 76 Fed · 80 Sex · 84 Tit · 89 WTit · 94 OTit · 109 FOA
//!   113 SEP26 (the rating, headed by the list's month) · 119 Gms · 123 K · 126 B-day · 132 Flag
//! ```
//!
//! Columns are read from the header rather than fixed here, so older
//! layouts (without `FOA`) and column shifts read the same way.

use crate::error::{FideError, LineProblem, Problem};
use crate::fields::{RawEntry, Value};
use crate::player::{FidePlayer, ListDate, Rate};

/// What a header column holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Column {
    Id,
    Name,
    Federation,
    Sex,
    Title,
    WomenTitle,
    OtherTitles,
    Foa,
    Rating(Rate),
    Games(Rate),
    K(Rate),
    BirthYear,
    Flag,
    /// A column this reader does not know: skipped.
    Other,
}

/// The columns of one list, from its header.
#[derive(Debug, Clone)]
pub(crate) struct Layout {
    /// Each column and the character it starts at, left to right.
    columns: Vec<(Column, usize)>,
    /// The rates the list carries.
    pub rates: Vec<Rate>,
    /// The list's month, when the header names it (one-rate lists).
    pub date: Option<ListDate>,
    /// Characters a line needs at least (through the sex column).
    needed: usize,
}

/// Words of the header and where they start (characters), with `ID Number`
/// kept as one word.
fn header_words(header: &str) -> Vec<(String, usize)> {
    let mut words: Vec<(String, usize)> = Vec::new();
    let mut current: Option<(String, usize)> = None;
    for (at, c) in header.chars().enumerate() {
        if c.is_whitespace() {
            if let Some(word) = current.take() {
                words.push(word);
            }
        } else {
            current.get_or_insert_with(|| (String::new(), at)).0.push(c);
        }
    }
    words.extend(current);
    // "ID Number" / "ID number": one column.
    if words.len() >= 2 && words[0].0.eq_ignore_ascii_case("id") && words[1].0.eq_ignore_ascii_case("number")
    {
        words.remove(1);
    }
    words
}

impl Layout {
    /// Reads the header on `line`; `rate` says which rate a one-rate list is.
    pub fn from_header(header: &str, line: u64, rate: Option<Rate>) -> Result<Layout, FideError> {
        let words = header_words(header);
        let first = words.first().map(|w| w.0.to_ascii_lowercase());
        if !matches!(
            first.as_deref(),
            Some("id" | "idnumber" | "id_number" | "id-number")
        ) {
            return Err(FideError::NotAHeader { line });
        }
        let mut date = None;
        let mut single = false;
        let mut columns = Vec::with_capacity(words.len());
        for (word, at) in &words {
            let lower = word.to_ascii_lowercase();
            let column = match lower.as_str() {
                "id" | "idnumber" | "id_number" | "id-number" => Column::Id,
                "name" => Column::Name,
                "fed" => Column::Federation,
                "sex" => Column::Sex,
                "tit" => Column::Title,
                "wtit" => Column::WomenTitle,
                "otit" => Column::OtherTitles,
                "foa" => Column::Foa,
                "srtng" => Column::Rating(Rate::Standard),
                "sgm" => Column::Games(Rate::Standard),
                "sk" => Column::K(Rate::Standard),
                "rrtng" => Column::Rating(Rate::Rapid),
                "rgm" => Column::Games(Rate::Rapid),
                "rk" => Column::K(Rate::Rapid),
                "brtng" => Column::Rating(Rate::Blitz),
                "bgm" => Column::Games(Rate::Blitz),
                "bk" => Column::K(Rate::Blitz),
                "gms" | "games" => {
                    single = true;
                    Column::Games(Rate::Standard)
                }
                "k" => {
                    single = true;
                    Column::K(Rate::Standard)
                }
                "b-day" | "bday" | "born" | "birthday" => Column::BirthYear,
                "flag" => Column::Flag,
                _ => match ListDate::from_token(word) {
                    Some(month) => {
                        date = Some(month);
                        single = true;
                        Column::Rating(Rate::Standard)
                    }
                    None => Column::Other,
                },
            };
            columns.push((column, *at));
        }
        // A one-rate list heads its rating with the month and does not say
        // which rate it is: the caller does (from the file name or the user).
        if single {
            let rate = rate.ok_or(FideError::RateUnknown)?;
            for (column, _) in &mut columns {
                *column = match *column {
                    Column::Rating(_) => Column::Rating(rate),
                    Column::Games(_) => Column::Games(rate),
                    Column::K(_) => Column::K(rate),
                    other => other,
                };
            }
        }
        let start_of = |wanted: Column| columns.iter().find(|(c, _)| *c == wanted).map(|(_, at)| *at);
        start_of(Column::Id).ok_or(FideError::MissingColumn {
            line,
            column: "ID Number",
        })?;
        let name = start_of(Column::Name).ok_or(FideError::MissingColumn { line, column: "Name" })?;
        let mut rates: Vec<Rate> = columns
            .iter()
            .filter_map(|(c, _)| match c {
                Column::Rating(rate) => Some(*rate),
                _ => None,
            })
            .collect();
        rates.sort();
        rates.dedup();
        if rates.is_empty() {
            return Err(FideError::MissingColumn {
                line,
                column: "SRtng",
            });
        }
        // Every entry has its federation and sex: a line that stops before
        // them was cut short.
        let needed = match (start_of(Column::Sex), start_of(Column::Federation)) {
            (Some(sex), _) => sex + 1,
            (None, Some(fed)) => fed + 3,
            (None, None) => name + 1,
        };
        Ok(Layout {
            columns,
            rates,
            date,
            needed,
        })
    }

    /// Reads one line of the list (already decoded, without its line end).
    pub fn parse_line(&self, text: &str, line: u64) -> Result<FidePlayer, LineProblem> {
        // Columns count characters; a line of plain ASCII is sliced by bytes.
        let offsets: Option<Vec<usize>> =
            (!text.is_ascii()).then(|| text.char_indices().map(|(at, _)| at).collect());
        let length = offsets.as_ref().map_or(text.len(), Vec::len);
        if length < self.needed {
            return Err(LineProblem {
                line,
                column: None,
                problem: Problem::TooShort {
                    length,
                    needed: self.needed,
                },
            });
        }
        let byte = |char_at: usize| -> usize {
            match &offsets {
                None => char_at.min(text.len()),
                Some(offsets) => offsets.get(char_at).copied().unwrap_or(text.len()),
            }
        };
        let mut entry = RawEntry::default();
        for (i, (column, start)) in self.columns.iter().enumerate() {
            let end = self.columns.get(i + 1).map_or(usize::MAX, |(_, at)| *at);
            let (from, to) = (
                byte(*start),
                if end == usize::MAX { text.len() } else { byte(end) },
            );
            let value = Value::new(&text[from..to.max(from)], Some(start + 1));
            match column {
                Column::Id => entry.id = value,
                Column::Name => entry.name = value,
                Column::Federation => entry.federation = value,
                Column::Sex => entry.sex = value,
                Column::Title => entry.title = value,
                Column::WomenTitle => entry.women_title = value,
                Column::OtherTitles => entry.other_titles = value,
                Column::Foa => entry.foa_title = value,
                Column::Rating(rate) => entry.rating_mut(*rate).rating = value,
                Column::Games(rate) => entry.rating_mut(*rate).games = value,
                Column::K(rate) => entry.rating_mut(*rate).k = value,
                Column::BirthYear => entry.birth_year = value,
                Column::Flag => entry.flag = value,
                Column::Other => {}
            }
        }
        entry.into_player(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const COMBINED: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";
    const SINGLE: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SEP26 Gms K  B-day Flag";

    #[test]
    fn the_combined_header_gives_fides_columns() {
        let layout = Layout::from_header(COMBINED, 1, None).unwrap();
        let at = |c: Column| layout.columns.iter().find(|x| x.0 == c).unwrap().1;
        assert_eq!(at(Column::Name), 15);
        assert_eq!(at(Column::Federation), 76);
        assert_eq!(at(Column::Rating(Rate::Standard)), 113);
        assert_eq!(at(Column::Rating(Rate::Rapid)), 126);
        assert_eq!(at(Column::Rating(Rate::Blitz)), 139);
        assert_eq!(at(Column::BirthYear), 152);
        assert_eq!(at(Column::Flag), 158);
        assert_eq!(layout.rates, Rate::ALL);
        assert_eq!(layout.date, None);
    }

    #[test]
    fn a_one_rate_header_names_its_month_and_needs_its_rate() {
        assert!(matches!(
            Layout::from_header(SINGLE, 1, None),
            Err(FideError::RateUnknown)
        ));
        let layout = Layout::from_header(SINGLE, 1, Some(Rate::Rapid)).unwrap();
        assert_eq!(layout.rates, [Rate::Rapid]);
        assert_eq!(layout.date, ListDate::new(2026, 9));
    }

    #[test]
    fn a_line_that_is_not_a_header_is_refused() {
        assert!(matches!(
            Layout::from_header("1503014        Carlsen, Magnus", 1, None),
            Err(FideError::NotAHeader { line: 1 })
        ));
    }
}
