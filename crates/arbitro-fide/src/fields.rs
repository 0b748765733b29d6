//! One entry's fields as text, whichever format they came from, and their
//! validation into a [`FidePlayer`]: the same rules for TXT and XML.

use crate::error::{Field, LineProblem, Problem};
use crate::player::{FidePlayer, Rate, Rating, Sex, Title};

/// The highest rating a list may hold; anything above is a damaged line.
const MAX_RATING: u32 = 3500;

/// A field's text and, in fixed-width lists, the column it starts at (1-based).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Value<'a> {
    pub text: &'a str,
    pub column: Option<usize>,
}

impl<'a> Value<'a> {
    pub fn new(text: &'a str, column: Option<usize>) -> Value<'a> {
        Value {
            text: text.trim(),
            column,
        }
    }

    fn is_empty(&self) -> bool {
        self.text.is_empty()
    }
}

/// The three fields of one rating.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct RawRating<'a> {
    pub rating: Value<'a>,
    pub games: Value<'a>,
    pub k: Value<'a>,
}

/// One entry's fields, unvalidated.
#[derive(Debug, Clone, Default)]
pub(crate) struct RawEntry<'a> {
    pub id: Value<'a>,
    pub name: Value<'a>,
    pub federation: Value<'a>,
    pub sex: Value<'a>,
    pub title: Value<'a>,
    pub women_title: Value<'a>,
    pub other_titles: Value<'a>,
    pub foa_title: Value<'a>,
    /// Standard, rapid, blitz (in [`Rate::ALL`] order).
    pub ratings: [RawRating<'a>; 3],
    pub birth_year: Value<'a>,
    pub flag: Value<'a>,
}

fn rate_index(rate: Rate) -> usize {
    match rate {
        Rate::Standard => 0,
        Rate::Rapid => 1,
        Rate::Blitz => 2,
    }
}

impl<'a> RawEntry<'a> {
    /// The fields of the rating at `rate`.
    pub fn rating_mut(&mut self, rate: Rate) -> &mut RawRating<'a> {
        &mut self.ratings[rate_index(rate)]
    }

    /// Validates every field; the first problem found rejects the entry.
    pub fn into_player(self, line: u64) -> Result<FidePlayer, LineProblem> {
        let bad = |value: Value<'_>, problem: Problem| LineProblem {
            line,
            column: value.column,
            problem,
        };
        let invalid = |field: Field, value: Value<'_>| {
            bad(
                value,
                Problem::Invalid {
                    field,
                    value: value.text.to_string(),
                },
            )
        };
        if self.id.is_empty() {
            return Err(bad(self.id, Problem::Missing { field: Field::Id }));
        }
        let fide_id = digits(self.id.text, 12)
            .filter(|id| *id > 0)
            .ok_or_else(|| invalid(Field::Id, self.id))?;
        // A few entries of FIDE's lists have no name: they are kept (empty
        // name), so that the ID can still be registered with the name the
        // organiser gives.
        if self.name.text.chars().any(char::is_control) {
            return Err(invalid(Field::Name, self.name));
        }
        if self.federation.is_empty() {
            return Err(bad(
                self.federation,
                Problem::Missing {
                    field: Field::Federation,
                },
            ));
        }
        let fed = self.federation.text;
        if fed.len() != 3 || !fed.bytes().all(|b| b.is_ascii_uppercase()) {
            return Err(invalid(Field::Federation, self.federation));
        }
        let sex = optional(self.sex, |t| match t {
            "M" | "m" => Some(Sex::Male),
            "F" | "f" | "W" | "w" => Some(Sex::Female),
            _ => None,
        })
        .ok_or_else(|| invalid(Field::Sex, self.sex))?;
        let title = optional(self.title, Title::parse).ok_or_else(|| invalid(Field::Title, self.title))?;
        let women_title = optional(self.women_title, Title::parse)
            .ok_or_else(|| invalid(Field::WomenTitle, self.women_title))?;
        let mut ratings = [None; 3];
        for (slot, raw) in ratings.iter_mut().zip(&self.ratings) {
            *slot = rating(raw).map_err(|(field, value)| invalid(field, value))?;
        }
        let birth_year = optional(self.birth_year, |t| {
            let year = digits(t, 4)?;
            match year {
                0 => Some(None),
                1850..=2100 => Some(Some(year as u16)),
                _ => None,
            }
        })
        .ok_or_else(|| invalid(Field::BirthYear, self.birth_year))?
        .flatten();
        let text = |v: Value<'_>| (!v.is_empty()).then(|| v.text.to_string());
        let [standard, rapid, blitz] = ratings;
        Ok(FidePlayer {
            fide_id,
            name: self.name.text.to_string(),
            federation: fed.to_string(),
            sex,
            title,
            women_title,
            other_titles: text(self.other_titles),
            foa_title: text(self.foa_title),
            standard,
            rapid,
            blitz,
            birth_year,
            inactive: self.flag.text.contains(['i', 'I']),
        })
    }
}

/// `Ok(None)` for an empty field, `Some(Some(v))` when `parse` accepts it,
/// `None` when it does not.
fn optional<T>(value: Value<'_>, parse: impl FnOnce(&str) -> Option<T>) -> Option<Option<T>> {
    if value.is_empty() {
        Some(None)
    } else {
        parse(value.text).map(Some)
    }
}

/// A decimal number of at most `max_digits` digits.
fn digits(text: &str, max_digits: usize) -> Option<u64> {
    (!text.is_empty() && text.len() <= max_digits && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

/// A rating with its games and K; none when the rating is empty or 0.
fn rating<'a>(raw: &RawRating<'a>) -> Result<Option<Rating>, (Field, Value<'a>)> {
    let value = optional(raw.rating, |t| {
        digits(t, 4).filter(|r| *r <= u64::from(MAX_RATING))
    })
    .ok_or((Field::Rating, raw.rating))?
    .unwrap_or(0);
    let games = optional(raw.games, |t| digits(t, 4))
        .ok_or((Field::Games, raw.games))?
        .unwrap_or(0);
    let k = optional(raw.k, |t| digits(t, 3).filter(|k| *k <= 255)).ok_or((Field::K, raw.k))?;
    if value == 0 {
        return Ok(None);
    }
    Ok(Some(Rating {
        rating: value as u16,
        games: games as u16,
        k: k.map(|k| k as u8),
    }))
}
