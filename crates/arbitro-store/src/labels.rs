//! The labels of the store's choices (game family, pairing system, result
//! kind, requested bye) as catalogue messages (`messages/*/labels.ftl`):
//! what screens, the arbitro command and the forms show instead of the
//! internal code.

use arbitro_i18n::Message;
use serde::{Deserialize, Serialize};

use crate::call::{GameFamily, PairingSystem};
use crate::players::ByeKind;
use crate::rounds::game::ResultKind;
use crate::rounds::{Round, RoundStatus};

/// How a round was paired.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case", tag = "by")]
pub enum PairedBy {
    /// The FIDE Dutch system (C.04.3).
    Dutch,
    /// The Dutch system with Baku acceleration (C.04.7).
    DutchBaku,
    /// Berger tables (C.05 Annex 1).
    Berger,
    /// Berger tables, double round.
    BergerDouble,
    /// An external engine's output.
    External,
    /// A round imported with its tournament from a TRF.
    Imported,
    /// Teams by the Dutch system.
    DutchTeams,
    /// Teams by Berger tables.
    BergerTeams,
    /// Teams by Berger tables, double round.
    BergerDoubleTeams,
    /// A name this version does not know.
    Other {
        /// The stored name.
        name: String,
    },
}

impl PairedBy {
    /// Reads the store's name of the system a round was paired by.
    pub fn parse(name: &str) -> PairedBy {
        match name {
            "dutch" => PairedBy::Dutch,
            "dutch-baku" => PairedBy::DutchBaku,
            "berger" => PairedBy::Berger,
            "berger-double" => PairedBy::BergerDouble,
            "external" => PairedBy::External,
            "imported" => PairedBy::Imported,
            "dutch-teams" => PairedBy::DutchTeams,
            "berger-teams" => PairedBy::BergerTeams,
            "berger-double-teams" => PairedBy::BergerDoubleTeams,
            other => PairedBy::Other {
                name: other.to_string(),
            },
        }
    }
}

impl Message for PairedBy {
    fn code(&self) -> &str {
        match self {
            PairedBy::Dutch => "label-paired-by-dutch",
            PairedBy::DutchBaku => "label-paired-by-dutch-baku",
            PairedBy::Berger => "label-paired-by-berger",
            PairedBy::BergerDouble => "label-paired-by-berger-double",
            PairedBy::External => "label-paired-by-external",
            PairedBy::Imported => "label-paired-by-imported",
            PairedBy::DutchTeams => "label-paired-by-dutch-teams",
            PairedBy::BergerTeams => "label-paired-by-berger-teams",
            PairedBy::BergerDoubleTeams => "label-paired-by-berger-double-teams",
            PairedBy::Other { .. } => "label-paired-by-other",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        match self {
            PairedBy::Other { name } => vec![("name", arbitro_i18n::Arg::from(name))],
            _ => Vec::new(),
        }
    }
}

impl Round {
    /// How this round was paired, from the stored system name.
    pub fn paired_by(&self) -> PairedBy {
        PairedBy::parse(&self.system)
    }
}

impl Message for GameFamily {
    fn code(&self) -> &str {
        match self {
            GameFamily::Fide => "label-family-fide",
            GameFamily::Chess960 => "label-family-chess960",
            GameFamily::MagicoClassic => "label-family-magico-classic",
            GameFamily::MagicoAdvanced => "label-family-magico-advanced",
            GameFamily::Ed => "label-family-ed",
            GameFamily::Bughouse => "label-family-bughouse",
        }
    }
}

impl Message for PairingSystem {
    fn code(&self) -> &str {
        match self {
            PairingSystem::Dutch => "label-system-dutch",
            PairingSystem::DutchBaku => "label-system-dutch-baku",
            PairingSystem::RoundRobin => "label-system-round-robin",
            PairingSystem::DoubleRoundRobin => "label-system-double-round-robin",
        }
    }
}

impl Message for ResultKind {
    fn code(&self) -> &str {
        match self {
            ResultKind::Played => "label-result-kind-played",
            ResultKind::Forfeit => "label-result-kind-forfeit",
            ResultKind::Adjourned => "label-result-kind-adjourned",
            ResultKind::Arbiter => "label-result-kind-arbiter",
            ResultKind::Bye => "label-result-kind-bye",
        }
    }
}

impl Message for ByeKind {
    fn code(&self) -> &str {
        match self {
            ByeKind::Half => "label-bye-H",
            ByeKind::Full => "label-bye-F",
            ByeKind::Zero => "label-bye-Z",
        }
    }
}

impl Message for crate::boards::records::RecordFormat {
    fn code(&self) -> &str {
        match self {
            crate::boards::records::RecordFormat::CardRecord => "label-record-format-card-record",
            crate::boards::records::RecordFormat::Pgn => "label-record-format-pgn",
        }
    }
}

impl Message for crate::discipline::appeals::Outcome {
    fn code(&self) -> &str {
        use crate::discipline::appeals::Outcome;
        match self {
            Outcome::Upheld => "label-appeal-upheld",
            Outcome::Modified => "label-appeal-modified",
            Outcome::Rejected => "label-appeal-rejected",
        }
    }
}

/// "Emparejada" / "Paired", "Publicada" / "Published".
impl Message for RoundStatus {
    fn code(&self) -> &str {
        match self {
            RoundStatus::Paired => "label-round-status-paired",
            RoundStatus::Published => "label-round-status-published",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbitro_i18n::{Lang, try_render};

    #[test]
    fn every_choice_has_its_label_in_both_languages() {
        let mut all: Vec<Box<dyn Message>> = Vec::new();
        all.extend(GameFamily::ALL.map(|f| Box::new(f) as Box<dyn Message>));
        all.extend(PairingSystem::ALL.map(|s| Box::new(s) as Box<dyn Message>));
        for kind in [
            ResultKind::Played,
            ResultKind::Forfeit,
            ResultKind::Adjourned,
            ResultKind::Arbiter,
            ResultKind::Bye,
        ] {
            all.push(Box::new(kind));
        }
        for kind in [ByeKind::Half, ByeKind::Full, ByeKind::Zero] {
            all.push(Box::new(kind));
        }
        for label in &all {
            for lang in Lang::ALL {
                let text = try_render(lang, label.as_ref()).unwrap_or_else(|e| panic!("{e}"));
                assert!(!text.is_empty());
            }
        }
    }
}
