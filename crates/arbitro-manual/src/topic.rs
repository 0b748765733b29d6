//! The manual's chapters (topics) in reading order, the app's screens, and
//! which chapter explains each screen.
//!
//! A chapter is one Markdown file per language, `docs/manual/es/ID.md` and
//! `docs/manual/en/ID.md`, embedded at build time: adding one is a line in
//! the `chapters!` list below and its two files.

use arbitro_i18n::Lang;
use serde::{Deserialize, Serialize};

macro_rules! chapters {
    ($( $(#[$doc:meta])* $topic:ident => $id:literal, )*) => {
        /// A chapter of the manual, in reading order.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[cfg_attr(feature = "ts", derive(ts_rs::TS))]
        #[serde(rename_all = "kebab-case")]
        pub enum Topic {
            $( $(#[$doc])* $topic, )*
        }

        impl Topic {
            /// Every chapter, in reading order.
            pub const ALL: &'static [Topic] = &[$( Topic::$topic ),*];

            /// The chapter's id: its file's name and its page's
            /// (`docs/manual/es/ID.md`, `ID.html`), and the CLI's `TOPIC`.
            pub fn id(self) -> &'static str {
                match self { $( Topic::$topic => $id, )* }
            }

            /// The chapter's Markdown source in `lang`.
            pub(crate) fn source(self, lang: Lang) -> &'static str {
                match (self, lang) {
                    $(
                        (Topic::$topic, Lang::Es) => include_str!(concat!("../../../docs/manual/es/", $id, ".md")),
                        (Topic::$topic, Lang::En) => include_str!(concat!("../../../docs/manual/en/", $id, ".md")),
                    )*
                }
            }
        }
    };
}

chapters! {
    /// Installing arbitro, the first start, the screens, the keyboard and this manual.
    Installing => "installing",
    /// An event from its call to the final report (the Event screen).
    Event => "event",
    /// Players: registration, imports and the FIDE rating list (the Players screen).
    Players => "players",
    /// Pairings: pairing a round, its explanation, changes, publication (the Rounds screen).
    Pairings => "pairings",
    /// Results and their corrections, standings and the crosstable (the Results screen).
    Results => "results",
    /// Byes, late entries and withdrawals.
    Byes => "byes",
    /// Tie-breaks: which, in what order, and how each value was reached.
    Tiebreaks => "tiebreaks",
    /// Deck control before each round (the Deck control screen).
    Decks => "decks",
    /// The boards' clocks (the Clocks screen).
    Clocks => "clocks",
    /// Incidents, sanctions and appeals (the Incidents screen).
    Incidents => "incidents",
    /// Disputes at the board (the Dispute screen and the Arbiter panel).
    Disputes => "disputes",
    /// Game records of the boards (the Game records screen).
    Records => "records",
    /// Precedents and the decks' errata (the Precedents screen).
    Precedents => "precedents",
    /// The rules and the decks, searchable (the Rules screen).
    Rules => "rules",
    /// Teams of doubles and bughouse events (the Teams screen).
    Teams => "teams",
    /// The official forms as PDF.
    Forms => "forms",
    /// Publishing: the public display, the event's website and the live view.
    Publishing => "publishing",
    /// FIDE-rated events: what arbitro follows and what goes to the rating officer.
    Fide => "fide",
    /// Event files, backups and the verification of the register.
    Files => "files",
    /// The `arbitro` command.
    CommandLine => "command-line",
}

impl Topic {
    /// The chapter whose id is `id` (`players`, `command-line`).
    pub fn parse(id: &str) -> Option<Topic> {
        Topic::ALL.iter().copied().find(|t| t.id() == id)
    }

    /// The chapter after this one, if any.
    pub fn next(self) -> Option<Topic> {
        let i = Topic::ALL.iter().position(|t| *t == self)?;
        Topic::ALL.get(i + 1).copied()
    }

    /// The chapter before this one, if any.
    pub fn previous(self) -> Option<Topic> {
        let i = Topic::ALL.iter().position(|t| *t == self)?;
        i.checked_sub(1).map(|p| Topic::ALL[p])
    }

    /// The app's screens this chapter explains (what F1 opens it from).
    pub fn screens(self) -> Vec<Screen> {
        Screen::ALL
            .iter()
            .copied()
            .filter(|s| s.topic() == self)
            .collect()
    }
}

/// A screen of the app's main window, as its navigation names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Screen {
    /// The event: its call, its folder, a new event.
    Event,
    /// The players.
    Players,
    /// The rounds and their pairings.
    Rounds,
    /// Results, standings and the crosstable.
    Results,
    /// Deck control.
    Decks,
    /// The boards' clocks.
    Clocks,
    /// Incidents, sanctions and appeals.
    Incidents,
    /// The precedent register.
    Precedents,
    /// The arbiter's panel: a position or a card game checked move by move.
    Arbiter,
    /// The dispute at the board.
    Dispute,
    /// The rules and the decks.
    Rules,
    /// The boards' game records.
    Records,
    /// Teams (doubles, bughouse).
    Teams,
}

impl Screen {
    /// Every screen, in the navigation's order.
    pub const ALL: &'static [Screen] = &[
        Screen::Event,
        Screen::Players,
        Screen::Rounds,
        Screen::Results,
        Screen::Decks,
        Screen::Clocks,
        Screen::Incidents,
        Screen::Precedents,
        Screen::Arbiter,
        Screen::Dispute,
        Screen::Rules,
        Screen::Records,
        Screen::Teams,
    ];

    /// The chapter that explains this screen: what F1 opens on it.
    pub fn topic(self) -> Topic {
        match self {
            Screen::Event => Topic::Event,
            Screen::Players => Topic::Players,
            Screen::Rounds => Topic::Pairings,
            Screen::Results => Topic::Results,
            Screen::Decks => Topic::Decks,
            Screen::Clocks => Topic::Clocks,
            Screen::Incidents => Topic::Incidents,
            Screen::Precedents => Topic::Precedents,
            Screen::Arbiter | Screen::Dispute => Topic::Disputes,
            Screen::Rules => Topic::Rules,
            Screen::Records => Topic::Records,
            Screen::Teams => Topic::Teams,
        }
    }

    /// The catalogue id of the screen's name in the navigation
    /// (`ui-nav-players`): the words its chapter must use for it.
    pub fn nav_label(self) -> &'static str {
        match self {
            Screen::Event => "ui-nav-event",
            Screen::Players => "ui-nav-players",
            Screen::Rounds => "ui-nav-rounds",
            Screen::Results => "ui-nav-results",
            Screen::Decks => "ui-nav-decks",
            Screen::Clocks => "ui-nav-clocks",
            Screen::Incidents => "ui-nav-incidents",
            Screen::Precedents => "ui-nav-precedents",
            Screen::Arbiter => "ui-nav-arbiter",
            Screen::Dispute => "ui-nav-dispute",
            Screen::Rules => "ui-nav-rules",
            Screen::Records => "ui-nav-records",
            Screen::Teams => "ui-nav-teams",
        }
    }
}
