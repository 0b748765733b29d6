//! The fields of a player's entry that can be wrong, and how: FIDE's
//! titles, and why a field is not valid (said by an entry, an edit or a
//! line of an imported file).

use std::fmt;

/// FIDE titles in the order C.04.2 ranks them.
pub const TITLES: [&str; 8] = ["GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"];

/// Why a player's entry is not valid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayerProblem {
    /// No name.
    NoName,
    /// A name beyond the 33 characters TRF allows.
    NameTooLong {
        /// The name.
        name: String,
    },
    /// Not a FIDE title.
    NotTitle {
        /// The title as written.
        title: String,
    },
    /// A rating beyond 3500.
    ImplausibleRating {
        /// The rating.
        rating: u16,
    },
    /// Not a three-letter federation code.
    NotFederation {
        /// The federation as written.
        federation: String,
    },
    /// Not YYYY, YYYY-MM-DD or YYYY/MM/DD.
    NotBirthDate {
        /// The date as written.
        date: String,
    },
    /// Zero or more than 11 digits.
    NotFideId {
        /// The id.
        id: u64,
    },
    /// Not `m` or `w`.
    NotSex {
        /// The value as written.
        sex: String,
    },
}

impl fmt::Display for PlayerProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerProblem::NoName => f.write_str("a player needs a name"),
            PlayerProblem::NameTooLong { name } => {
                write!(f, "'{name}' is longer than the 33 characters TRF allows")
            }
            PlayerProblem::NotTitle { title } => {
                write!(f, "'{title}' is not a FIDE title ({})", TITLES.join(", "))
            }
            PlayerProblem::ImplausibleRating { rating } => write!(f, "{rating} is not a plausible rating"),
            PlayerProblem::NotFederation { federation } => {
                write!(f, "'{federation}' is not a three-letter federation code")
            }
            PlayerProblem::NotBirthDate { date } => {
                write!(f, "'{date}' is not YYYY, YYYY-MM-DD or YYYY/MM/DD")
            }
            PlayerProblem::NotFideId { id } => write!(f, "{id} is not a FIDE id"),
            PlayerProblem::NotSex { sex } => write!(f, "'{sex}' is not m or w"),
        }
    }
}

impl arbitro_i18n::Message for PlayerProblem {
    fn code(&self) -> &str {
        match self {
            PlayerProblem::NoName => "import-player-no-name",
            PlayerProblem::NameTooLong { .. } => "import-player-name-too-long",
            PlayerProblem::NotTitle { .. } => "import-player-not-title",
            PlayerProblem::ImplausibleRating { .. } => "import-player-implausible-rating",
            PlayerProblem::NotFederation { .. } => "import-player-not-federation",
            PlayerProblem::NotBirthDate { .. } => "import-player-not-birth-date",
            PlayerProblem::NotFideId { .. } => "import-player-not-fide-id",
            PlayerProblem::NotSex { .. } => "import-player-not-sex",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            PlayerProblem::NoName => Vec::new(),
            PlayerProblem::NameTooLong { name } => vec![("name", Arg::from(name))],
            PlayerProblem::NotTitle { title } => {
                vec![
                    ("title", Arg::from(title)),
                    ("titles", Arg::from(TITLES.join(", "))),
                ]
            }
            PlayerProblem::ImplausibleRating { rating } => vec![("rating", Arg::from(*rating))],
            PlayerProblem::NotFederation { federation } => vec![("federation", Arg::from(federation))],
            PlayerProblem::NotBirthDate { date } => vec![("date", Arg::from(date))],
            PlayerProblem::NotFideId { id } => vec![("id", Arg::from(id.to_string()))],
            PlayerProblem::NotSex { sex } => vec![("sex", Arg::from(sex))],
        }
    }
}
