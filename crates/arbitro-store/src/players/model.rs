//! Players: what is entered for each, its validation, and the FIDE ranking
//! order that gives pairing numbers (C.04.2: rating, then title, then name).

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use crate::players::fields::{PlayerProblem, TITLES};

/// What is entered for a player.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerInput {
    /// Name as "Surname, Given".
    pub name: String,
    /// FIDE id.
    #[serde(default)]
    pub fide_id: Option<u64>,
    /// FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM).
    #[serde(default)]
    pub title: Option<String>,
    /// Rating (0 = unrated).
    #[serde(default)]
    pub rating: u16,
    /// Federation (three letters, e.g. ESP).
    #[serde(default)]
    pub federation: Option<String>,
    /// Birth date: YYYY, YYYY-MM-DD or YYYY/MM/DD.
    #[serde(default)]
    pub birth_date: Option<String>,
    /// Club.
    #[serde(default)]
    pub club: Option<String>,
    /// Sex: `m` or `w`.
    #[serde(default)]
    pub sex: Option<String>,
}

impl PlayerInput {
    /// Every problem with this entry, as (field, problem).
    pub fn problems(&self) -> Vec<(&'static str, PlayerProblem)> {
        let mut p = Vec::new();
        let name = self.name.trim();
        if name.is_empty() {
            p.push(("name", PlayerProblem::NoName));
        } else if name.chars().count() > 33 {
            p.push((
                "name",
                PlayerProblem::NameTooLong {
                    name: name.to_string(),
                },
            ));
        }
        if let Some(t) = &self.title
            && !TITLES.contains(&t.as_str())
        {
            p.push(("title", PlayerProblem::NotTitle { title: t.clone() }));
        }
        if self.rating > 3500 {
            p.push(("rating", PlayerProblem::ImplausibleRating { rating: self.rating }));
        }
        if let Some(f) = &self.federation
            && (f.len() != 3 || !f.chars().all(|c| c.is_ascii_uppercase()))
        {
            p.push((
                "federation",
                PlayerProblem::NotFederation {
                    federation: f.clone(),
                },
            ));
        }
        if let Some(d) = &self.birth_date
            && !valid_birth_date(d)
        {
            p.push(("birth_date", PlayerProblem::NotBirthDate { date: d.clone() }));
        }
        if let Some(id) = self.fide_id
            && (id == 0 || id > 99_999_999_999)
        {
            p.push(("fide_id", PlayerProblem::NotFideId { id }));
        }
        if let Some(s) = &self.sex
            && s != "m"
            && s != "w"
        {
            p.push(("sex", PlayerProblem::NotSex { sex: s.clone() }));
        }
        p
    }

    /// Normalises spellings (trims, upper-cases title and federation, lower-cases sex).
    pub fn normalised(mut self) -> PlayerInput {
        self.name = self.name.trim().to_string();
        let clean = |o: Option<String>| o.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
        self.title = clean(self.title).map(|t| t.to_ascii_uppercase());
        self.federation = clean(self.federation).map(|t| t.to_ascii_uppercase());
        self.birth_date = clean(self.birth_date);
        self.club = clean(self.club);
        self.sex = clean(self.sex).map(|s| match s.to_ascii_lowercase().as_str() {
            "f" | "w" | "mujer" | "female" => "w".to_string(),
            "m" | "h" | "hombre" | "male" => "m".to_string(),
            other => other.to_string(),
        });
        self
    }
}

fn valid_birth_date(d: &str) -> bool {
    let d = d.trim();
    if d.len() == 4 {
        return d.chars().all(|c| c.is_ascii_digit());
    }
    chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").is_ok()
        || chrono::NaiveDate::parse_from_str(d, "%Y/%m/%d").is_ok()
}

/// A stored player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Stable id in the event file.
    pub id: i64,
    /// Pairing number (starting rank) under the current ranking order.
    pub pairing_number: u32,
    /// What was entered.
    #[serde(flatten)]
    pub input: PlayerInput,
    /// First round the player can be paired in (late entries start later).
    pub first_round: u32,
    /// Last round played before withdrawing, if withdrawn.
    pub withdrawn_after: Option<u32>,
    /// Where the entry came from (`manual`, `csv:FILE:LINE`, `trf:FILE:LINE`).
    pub source: String,
}

impl Player {
    /// Whether the player can be paired in `round`.
    pub fn available_in(&self, round: u32) -> bool {
        round >= self.first_round && self.withdrawn_after.is_none_or(|w| round <= w)
    }
}

fn title_rank(title: &Option<String>) -> usize {
    title
        .as_deref()
        .and_then(|t| TITLES.iter().position(|x| *x == t))
        .unwrap_or(TITLES.len())
}

/// FIDE ranking order for pairing numbers (C.04.2): rating descending, then
/// title, then name alphabetically; the id keeps it total.
pub fn ranking_order(a: &(i64, &PlayerInput), b: &(i64, &PlayerInput)) -> Ordering {
    b.1.rating
        .cmp(&a.1.rating)
        .then_with(|| title_rank(&a.1.title).cmp(&title_rank(&b.1.title)))
        .then_with(|| a.1.name.to_lowercase().cmp(&b.1.name.to_lowercase()))
        .then_with(|| a.0.cmp(&b.0))
}

/// A correction of a player's entry (the players list's inline edit):
/// each field given replaces the stored one, fields left `None` stay. For
/// the optional fields `Some(None)` clears the value (in JSON: `null`; a
/// missing key leaves it).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PlayerEdit {
    /// Name as "Surname, Given".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Rating (0 = unrated).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<u16>,
    /// FIDE title.
    #[serde(deserialize_with = "present", skip_serializing_if = "Option::is_none")]
    pub title: Option<Option<String>>,
    /// Federation (three letters).
    #[serde(deserialize_with = "present", skip_serializing_if = "Option::is_none")]
    pub federation: Option<Option<String>>,
    /// FIDE id.
    #[serde(deserialize_with = "present", skip_serializing_if = "Option::is_none")]
    pub fide_id: Option<Option<u64>>,
    /// Birth date: YYYY, YYYY-MM-DD or YYYY/MM/DD.
    #[serde(deserialize_with = "present", skip_serializing_if = "Option::is_none")]
    pub birth_date: Option<Option<String>>,
    /// Sex: `m` or `w`.
    #[serde(deserialize_with = "present", skip_serializing_if = "Option::is_none")]
    pub sex: Option<Option<String>>,
    /// Club.
    #[serde(deserialize_with = "present", skip_serializing_if = "Option::is_none")]
    pub club: Option<Option<String>>,
}

/// A key that is present: its value, `null` included.
fn present<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

/// One field changed by a [`PlayerEdit`], as the register records it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldChange {
    /// The field (`name`, `rating`, `title`, `federation`, `fide_id`,
    /// `birth_date`, `sex`, `club`).
    pub field: String,
    /// The value before (`None`: empty).
    pub old: Option<String>,
    /// The value after (`None`: empty).
    pub new: Option<String>,
}

impl PlayerEdit {
    /// The entry `input` becomes with this edit applied (normalised, not
    /// yet validated).
    pub fn apply(&self, input: &PlayerInput) -> PlayerInput {
        let mut out = input.clone();
        if let Some(v) = &self.name {
            out.name = v.clone();
        }
        if let Some(v) = self.rating {
            out.rating = v;
        }
        if let Some(v) = &self.title {
            out.title = v.clone();
        }
        if let Some(v) = &self.federation {
            out.federation = v.clone();
        }
        if let Some(v) = self.fide_id {
            out.fide_id = v;
        }
        if let Some(v) = &self.birth_date {
            out.birth_date = v.clone();
        }
        if let Some(v) = &self.sex {
            out.sex = v.clone();
        }
        if let Some(v) = &self.club {
            out.club = v.clone();
        }
        out.normalised()
    }
}

/// A correction of a player's entry as the register records it (kind
/// `player-edit`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerEditEntry {
    /// The player's id.
    pub player: i64,
    /// The player's name before the edit.
    pub name: String,
    /// What changed.
    pub changes: Vec<FieldChange>,
    /// Rounds paired when the edit was made (their games are kept as paired).
    pub rounds_paired: u32,
    /// When.
    pub at: String,
}

/// The last round whose pairing may still reassign pairing numbers when a
/// player's data are corrected (C.04.2: none after the fourth round is paired).
pub const RENUMBER_UNTIL_ROUND: u32 = 3;

/// What [`Players::edit`] did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerEdited {
    /// The player as now stored (pairing number under the new ranking).
    pub player: Player,
    /// The fields changed (empty: the edit changed nothing, nothing recorded).
    pub changes: Vec<FieldChange>,
    /// The register entry recording the edit.
    pub entry: Option<i64>,
    /// Whether pairing numbers were reassigned (rating, title or name moved
    /// the player in the ranking order).
    pub renumbered: bool,
}

/// The fields that differ between two entries, in a fixed order.
pub fn changes(old: &PlayerInput, new: &PlayerInput) -> Vec<FieldChange> {
    fn text<T: ToString>(v: &Option<T>) -> Option<String> {
        v.as_ref().map(T::to_string)
    }
    let rating = |r: u16| (r > 0).then(|| r.to_string());
    let pairs = [
        ("name", Some(old.name.clone()), Some(new.name.clone())),
        ("rating", rating(old.rating), rating(new.rating)),
        ("title", text(&old.title), text(&new.title)),
        ("federation", text(&old.federation), text(&new.federation)),
        ("fide_id", text(&old.fide_id), text(&new.fide_id)),
        ("birth_date", text(&old.birth_date), text(&new.birth_date)),
        ("sex", text(&old.sex), text(&new.sex)),
        ("club", text(&old.club), text(&new.club)),
    ];
    pairs
        .into_iter()
        .filter(|(_, a, b)| a != b)
        .map(|(field, old, new)| FieldChange {
            field: field.to_string(),
            old,
            new,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(name: &str, rating: u16, title: Option<&str>) -> PlayerInput {
        PlayerInput {
            name: name.into(),
            rating,
            title: title.map(String::from),
            ..Default::default()
        }
    }

    #[test]
    fn c04_2_ranking_rating_title_name() {
        let list = [
            p("Zeta", 2400, None),
            p("Alfa", 2400, Some("IM")),
            p("Beta", 2500, None),
            p("Gamma", 2400, None),
        ];
        let mut v: Vec<(i64, &PlayerInput)> = list.iter().enumerate().map(|(i, x)| (i as i64, x)).collect();
        v.sort_by(ranking_order);
        let names: Vec<_> = v.iter().map(|x| x.1.name.as_str()).collect();
        assert_eq!(names, ["Beta", "Alfa", "Gamma", "Zeta"]);
    }

    #[test]
    fn every_problem_is_listed() {
        let bad = PlayerInput {
            name: " ".into(),
            title: Some("XM".into()),
            federation: Some("Spain".into()),
            birth_date: Some("1990-13-01".into()),
            sex: Some("x".into()),
            rating: 4000,
            fide_id: Some(0),
            club: None,
        };
        assert_eq!(bad.problems().len(), 7);
    }
}
