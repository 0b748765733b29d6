//! The call ("convocatoria", AM-R15): what an event fixes before it starts —
//! game family and mode, deck and rulebook versions (AM-R16), pairing system,
//! time control (AM-R13), tolerance, tie-breaks, communication policy in
//! doubles. Pure data and validation; the store keeps it as JSON.

use serde::{Deserialize, Serialize};

use arbitro_clock::TimeControl;

pub(crate) mod forbidden;
pub(crate) mod refusal;

pub use forbidden::{ForbiddenPairing, ForbiddenProblem};
pub use refusal::{BadTimeControl, CallInvalid, CallProblem, CallRefusal, CallSetting};

/// Which game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum GameFamily {
    /// FIDE chess (FI-*).
    Fide,
    /// Chess960 (F9-*): one start position drawn per round for all boards.
    Chess960,
    /// Ajedrez Mágico, Classic mode (AM-R8).
    MagicoClassic,
    /// Ajedrez Mágico, Advanced mode with reactions (AM-R14).
    MagicoAdvanced,
    /// Card chess with a shared draw deck (ED-*).
    Ed,
    /// Bughouse (two boards, teams of two).
    Bughouse,
}

impl GameFamily {
    /// All families, for help texts.
    pub const ALL: [GameFamily; 6] = [
        GameFamily::Fide,
        GameFamily::Chess960,
        GameFamily::MagicoClassic,
        GameFamily::MagicoAdvanced,
        GameFamily::Ed,
        GameFamily::Bughouse,
    ];

    /// The family's name in files and on the command line.
    pub fn code(self) -> &'static str {
        match self {
            GameFamily::Fide => "fide",
            GameFamily::Chess960 => "chess960",
            GameFamily::MagicoClassic => "magico-classic",
            GameFamily::MagicoAdvanced => "magico-advanced",
            GameFamily::Ed => "ed",
            GameFamily::Bughouse => "bughouse",
        }
    }

    /// Families played with cards: they need a deck and deck checks (AM-AB).
    pub fn uses_cards(self) -> bool {
        matches!(
            self,
            GameFamily::MagicoClassic | GameFamily::MagicoAdvanced | GameFamily::Ed
        )
    }

    /// Families played by teams of two on two boards (AM-R3, AM-R13: 20+5 suggested).
    pub fn is_doubles(self) -> bool {
        matches!(self, GameFamily::Bughouse)
    }

    /// Reads a family code.
    pub fn parse(text: &str) -> Option<GameFamily> {
        GameFamily::ALL.into_iter().find(|f| f.code() == text.trim())
    }
}

/// How rounds are paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum PairingSystem {
    /// FIDE Dutch Swiss system (C.04.3).
    Dutch,
    /// FIDE Dutch with Baku acceleration (C.04.7).
    DutchBaku,
    /// Single round robin, Berger tables (C.05 Annex 1).
    RoundRobin,
    /// Double round robin, Berger tables.
    DoubleRoundRobin,
}

impl PairingSystem {
    /// All systems.
    pub const ALL: [PairingSystem; 4] = [
        PairingSystem::Dutch,
        PairingSystem::DutchBaku,
        PairingSystem::RoundRobin,
        PairingSystem::DoubleRoundRobin,
    ];

    /// Name in files and on the command line.
    pub fn code(self) -> &'static str {
        match self {
            PairingSystem::Dutch => "dutch",
            PairingSystem::DutchBaku => "dutch-baku",
            PairingSystem::RoundRobin => "round-robin",
            PairingSystem::DoubleRoundRobin => "double-round-robin",
        }
    }

    /// Reads a system code.
    pub fn parse(text: &str) -> Option<PairingSystem> {
        PairingSystem::ALL.into_iter().find(|s| s.code() == text.trim())
    }

    /// The Dutch engine's options for this system (Baku acceleration for
    /// `dutch-baku`, else what the tournament says).
    pub fn dutch_options(self) -> arbitro_pairing::DutchOptions {
        arbitro_pairing::DutchOptions {
            edition: None,
            acceleration: match self {
                PairingSystem::DutchBaku => arbitro_pairing::Acceleration::Baku,
                _ => arbitro_pairing::Acceleration::FromFile,
            },
        }
    }

    /// Swiss systems pair one round at a time from the standings.
    pub fn is_swiss(self) -> bool {
        matches!(self, PairingSystem::Dutch | PairingSystem::DutchBaku)
    }
}

/// The rate of play, which sets FIDE deadlines and penalties (Laws A.1, B.1;
/// C.11 3.4) and which of a player's ratings counts: FIDE's own
/// (`arbitro_fide::Rate`).
pub use arbitro_fide::Rate;

/// The rate FIDE assigns to a time control (60 moves per player): blitz up
/// to 10 minutes (Laws B.1), rapid under 60 (Laws A.1), standard from 60.
pub fn rate_of(control: &TimeControl) -> Rate {
    let minutes = control.nominal_minutes(60);
    if minutes <= 10.0 {
        Rate::Blitz
    } else if minutes < 60.0 {
        Rate::Rapid
    } else {
        Rate::Standard
    }
}

/// A deck named by id and version (AM-R16, AM-AE).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckRef {
    /// Deck id, e.g. `AM-REF`.
    pub id: String,
    /// Deck version, e.g. `1`.
    pub version: String,
}

impl DeckRef {
    /// Reads `ID@VERSION`.
    pub fn parse(text: &str) -> Option<DeckRef> {
        let (id, version) = text.split_once('@')?;
        (!id.trim().is_empty() && !version.trim().is_empty()).then(|| DeckRef {
            id: id.trim().to_string(),
            version: version.trim().to_string(),
        })
    }
}

impl std::fmt::Display for DeckRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}@{}", self.id, self.version)
    }
}

/// The rulebook edition the call states (AM-R16: version and date).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulebookRef {
    /// Version, e.g. `2.0`.
    pub version: String,
    /// Date of that version (YYYY-MM-DD).
    pub date: String,
}

/// Colour of the top-ranked player in round 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum InitialColour {
    /// White.
    White,
    /// Black.
    Black,
}

/// Interface language of the event's forms and messages: the catalogue's
/// own (`arbitro_i18n::Lang`, stored as `es`/`en`).
pub use arbitro_i18n::Lang;

fn default_bye_points() -> u8 {
    2
}
fn default_tolerance() -> u32 {
    0
}

/// The call of an event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EventCall {
    /// Event name.
    pub name: String,
    /// Venue and town.
    #[serde(default)]
    pub place: String,
    /// First day (YYYY-MM-DD).
    pub start_date: String,
    /// Last day (YYYY-MM-DD).
    pub end_date: String,
    /// Organiser.
    #[serde(default)]
    pub organiser: String,
    /// Chief arbiter (the only one whose decisions can be appealed, C.11 3.7).
    pub chief_arbiter: String,
    /// Deputy and assistant arbiters.
    #[serde(default)]
    pub arbiters: Vec<String>,
    /// Language of forms.
    #[serde(default = "default_lang")]
    pub language: Lang,
    /// Game family and mode.
    pub family: GameFamily,
    /// Deck id and version, required for card families (AM-R16).
    #[serde(default)]
    pub deck: Option<DeckRef>,
    /// Rulebook version and date (AM-R16), required for card families.
    #[serde(default)]
    pub rulebook: Option<RulebookRef>,
    /// Pairing system.
    pub system: PairingSystem,
    /// Planned number of rounds.
    pub rounds: u32,
    /// Time control in arbiter notation (`10+5`, `40/90+30:30+30`).
    pub time_control: String,
    /// Default time in minutes: a player arriving later loses (FIDE 6.7.1; "tolerancia", AM-R15).
    #[serde(default = "default_tolerance")]
    pub tolerance_minutes: u32,
    /// Tie-break order, by FIDE C.07 code (e.g. `BH/C1`, `BH`, `SB`, `DE`).
    #[serde(default)]
    pub tiebreaks: Vec<String>,
    /// Communication policy between partners in doubles (AM-R15).
    #[serde(default)]
    pub communication_policy: Option<String>,
    /// Half-points for the pairing-allocated bye (FIDE: 2 = one point).
    #[serde(default = "default_bye_points")]
    pub bye_points: u8,
    /// Colour of the top-ranked player in round 1; `None`: drawn by lot at round 1.
    #[serde(default)]
    pub initial_colour: Option<InitialColour>,
    /// Appeal fee as announced (C.11), if any.
    #[serde(default)]
    pub appeal_fee: Option<String>,
    /// Players who must not meet (see `Rounds::set_forbidden`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forbidden_pairings: Vec<ForbiddenPairing>,
    /// Family options (e.g. ED `edition`, `bomb_variant`), as in DECKS.md.
    #[serde(default)]
    pub options: serde_json::Map<String, serde_json::Value>,
}

fn default_lang() -> Lang {
    Lang::Es
}

fn is_date(text: &str) -> bool {
    chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").is_ok()
}

impl EventCall {
    /// The time control, parsed.
    pub fn control(&self) -> Result<TimeControl, BadTimeControl> {
        self.time_control
            .parse::<TimeControl>()
            .map_err(|error| BadTimeControl {
                text: self.time_control.clone(),
                error,
            })
    }

    /// The rate of play, from the time control (standard if it cannot be read).
    pub fn rate(&self) -> Rate {
        self.control().map(|c| rate_of(&c)).unwrap_or(Rate::Standard)
    }

    /// Every problem with this call (empty when it is valid).
    pub fn problems(&self) -> Vec<CallProblem> {
        let mut p = Vec::new();
        if self.name.trim().is_empty() {
            p.push(CallProblem::NoName);
        }
        if self.chief_arbiter.trim().is_empty() {
            p.push(CallProblem::NoChiefArbiter);
        }
        for (field, value) in [("start_date", &self.start_date), ("end_date", &self.end_date)] {
            if !is_date(value) {
                p.push(CallProblem::NotADate {
                    field,
                    value: value.clone(),
                });
            }
        }
        if is_date(&self.start_date) && is_date(&self.end_date) && self.end_date < self.start_date {
            p.push(CallProblem::EndBeforeStart {
                start: self.start_date.clone(),
                end: self.end_date.clone(),
            });
        }
        if self.rounds == 0 {
            p.push(CallProblem::NoRounds);
        }
        if let Err(e) = self.control() {
            p.push(CallProblem::TimeControl(e));
        }
        if self.family.uses_cards() {
            if self.deck.is_none() {
                p.push(CallProblem::NoDeck { family: self.family });
            }
            if self.rulebook.is_none() {
                p.push(CallProblem::NoRulebook { family: self.family });
            }
        }
        if let Some(r) = &self.rulebook
            && !is_date(&r.date)
        {
            p.push(CallProblem::NotADate {
                field: "rulebook.date",
                value: r.date.clone(),
            });
        }
        if self.family.is_doubles() && self.communication_policy.is_none() {
            p.push(CallProblem::NoCommunicationPolicy);
        }
        if self.bye_points > 2 {
            p.push(CallProblem::ByePoints {
                points: self.bye_points,
            });
        }
        for tb in &self.tiebreaks {
            // Any code C.07 and TRF-2026 define, modifiers included (KS/L+1, BH:GP/C1).
            if arbitro_tiebreaks::TieBreak::parse(tb).is_err() {
                p.push(CallProblem::TieBreak { code: tb.clone() });
            }
        }
        if matches!(
            self.system,
            PairingSystem::RoundRobin | PairingSystem::DoubleRoundRobin
        ) && self.family.is_doubles()
        {
            // Allowed: teams are the units. Nothing to check here.
        }
        p
    }

    /// Checks the call, listing every problem.
    pub fn validate(&self) -> Result<(), crate::error::StoreError> {
        let problems = self.problems();
        if problems.is_empty() {
            Ok(())
        } else {
            Err(CallInvalid { problems }.into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call() -> EventCall {
        serde_json::from_str(
            r#"{"name":"Open","start_date":"2026-03-01","end_date":"2026-03-02",
                "chief_arbiter":"A. Arbiter","family":"magico-advanced","system":"dutch",
                "rounds":7,"time_control":"10+5","deck":{"id":"AM-REF","version":"1"},
                "rulebook":{"version":"2.0","date":"2025-01-01"}}"#,
        )
        .unwrap()
    }

    #[test]
    fn a_complete_call_is_valid_and_rapid() {
        let c = call();
        assert!(c.problems().is_empty(), "{:?}", c.problems());
        assert_eq!(c.rate(), Rate::Rapid);
        assert_eq!(c.bye_points, 2);
    }

    #[test]
    fn am_r16_card_events_state_deck_and_rulebook() {
        let mut c = call();
        c.deck = None;
        c.rulebook = None;
        c.end_date = "2026-02-01".into();
        c.time_control = "x".into();
        let p = c.problems();
        assert_eq!(p.len(), 4, "{p:?}");
        assert!(p.iter().any(|m| matches!(m, CallProblem::NoDeck { .. })
            && m.to_string().contains("AM-R16")
            && m.to_string().starts_with("deck")));
    }

    #[test]
    fn rates_follow_fide_a1_b1() {
        assert_eq!(rate_of(&"3+2".parse().unwrap()), Rate::Blitz);
        assert_eq!(rate_of(&"10+0".parse().unwrap()), Rate::Blitz);
        assert_eq!(rate_of(&"20+5".parse().unwrap()), Rate::Rapid);
        assert_eq!(rate_of(&"90+30".parse().unwrap()), Rate::Standard);
    }
}
