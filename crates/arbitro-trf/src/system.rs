//! The tournament type of record `192` (TRF-2026) or `092` (TRF16): which
//! pairing system and rules the file follows, read from any of the spellings
//! in use, and written in the one pairing engines read.
//!
//! Pairing engines are strict about this record: the FIDE-endorsed Dutch
//! engines read `FIDE_DUTCH_2025` (the rules approved in 2025, in force from
//! 1 February 2026), `FIDE_DUTCH`, their `_BAKU` forms (Baku acceleration,
//! C.04.7) and `FIDE_BURSTEIN` (`_BAKU`), and refuse any other code as an
//! unsupported tournament type. Files in the wild also say `FIDE_DUTCH_2026`
//! (the year the rules came into force), lower case, or spaces for the
//! underscores: all of them are read, and written back as the engines'
//! spelling.

/// Which edition of the Dutch rules (FIDE Handbook C.04.3) a type names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DutchRules {
    /// Approved in 2025, in force from 1 February 2026 (`FIDE_DUTCH_2025`,
    /// also spelt `FIDE_DUTCH_2026` or plain `FIDE_DUTCH`).
    Rules2026,
    /// In force from 2017 until January 2026 (`FIDE_DUTCH_2017`).
    Rules2017,
}

/// A pairing system a tournament-type record names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TournamentType {
    /// The FIDE Dutch system (C.04.3), with or without Baku acceleration.
    Dutch {
        /// The rules edition.
        rules: DutchRules,
        /// Baku acceleration (C.04.7).
        baku: bool,
    },
    /// The FIDE Burstein system (C.04.4.2), with or without Baku acceleration.
    Burstein {
        /// Baku acceleration (C.04.7).
        baku: bool,
    },
    /// A round robin by the Berger tables (C.05 Annex 1).
    RoundRobin,
}

impl TournamentType {
    /// The Dutch system of the rules in force (2026), with or without Baku
    /// acceleration.
    pub const fn dutch(baku: bool) -> TournamentType {
        TournamentType::Dutch {
            rules: DutchRules::Rules2026,
            baku,
        }
    }

    /// Reads a tournament-type code in any of its spellings (case, spaces
    /// or hyphens for underscores, the year of approval or of entry into
    /// force); `None` for a code that names none of these systems.
    pub fn parse(code: &str) -> Option<TournamentType> {
        let upper = code.trim().to_ascii_uppercase();
        let words: Vec<&str> = upper
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let has = |w: &str| words.contains(&w);
        let baku = has("BAKU");
        if has("DUTCH") {
            let rules = if has("2017") || has("2016") {
                DutchRules::Rules2017
            } else {
                DutchRules::Rules2026
            };
            Some(TournamentType::Dutch { rules, baku })
        } else if has("BURSTEIN") {
            Some(TournamentType::Burstein { baku })
        } else if has("BERGER") || has("RR") || (has("ROUND") && has("ROBIN")) || has("ROUNDROBIN") {
            Some(TournamentType::RoundRobin)
        } else {
            None
        }
    }

    /// The code pairing engines read: `FIDE_DUTCH_2025`,
    /// `FIDE_DUTCH_2025_BAKU`, `FIDE_BURSTEIN`, `FIDE_BURSTEIN_BAKU`,
    /// `FIDE_ROUND_ROBIN`; the 2017 Dutch rules, which the engines no longer
    /// implement, as `FIDE_DUTCH_2017` (`_BAKU`).
    pub fn code(self) -> &'static str {
        match self {
            TournamentType::Dutch {
                rules: DutchRules::Rules2026,
                baku: false,
            } => "FIDE_DUTCH_2025",
            TournamentType::Dutch {
                rules: DutchRules::Rules2026,
                baku: true,
            } => "FIDE_DUTCH_2025_BAKU",
            TournamentType::Dutch {
                rules: DutchRules::Rules2017,
                baku: false,
            } => "FIDE_DUTCH_2017",
            TournamentType::Dutch {
                rules: DutchRules::Rules2017,
                baku: true,
            } => "FIDE_DUTCH_2017_BAKU",
            TournamentType::Burstein { baku: false } => "FIDE_BURSTEIN",
            TournamentType::Burstein { baku: true } => "FIDE_BURSTEIN_BAKU",
            TournamentType::RoundRobin => "FIDE_ROUND_ROBIN",
        }
    }

    /// The text to write for a tournament-type record that says `text`: the
    /// engines' code when `text` names a system they know in another
    /// spelling, else `text` as it is. `free_text` is for TRF16's `092`,
    /// a free description: only codes (`FIDE_…`) are rewritten there.
    pub(crate) fn normalised(text: &str, free_text: bool) -> String {
        let is_code = text.trim().to_ascii_uppercase().starts_with("FIDE_");
        match TournamentType::parse(text) {
            Some(t) if is_code || !free_text => t.code().to_string(),
            _ => text.to_string(),
        }
    }
}

impl crate::Tournament {
    /// The pairing system the file declares: record `192`, else `092`.
    pub fn declared_type(&self) -> Option<TournamentType> {
        self.tournament_type
            .as_deref()
            .and_then(TournamentType::parse)
            .or_else(|| self.header.legacy_type.as_deref().and_then(TournamentType::parse))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spelling_reads_and_writes_as_the_engines_code() {
        for (text, code) in [
            ("FIDE_DUTCH_2025", "FIDE_DUTCH_2025"),
            ("FIDE_DUTCH_2026", "FIDE_DUTCH_2025"),
            ("FIDE_DUTCH", "FIDE_DUTCH_2025"),
            ("fide dutch 2026", "FIDE_DUTCH_2025"),
            ("FIDE-DUTCH-2025", "FIDE_DUTCH_2025"),
            ("FIDE_DUTCH_2025_BAKU", "FIDE_DUTCH_2025_BAKU"),
            ("FIDE_DUTCH_2026_BAKU", "FIDE_DUTCH_2025_BAKU"),
            ("FIDE_DUTCH_BAKU", "FIDE_DUTCH_2025_BAKU"),
            ("FIDE_DUTCH_2017", "FIDE_DUTCH_2017"),
            ("FIDE_BURSTEIN", "FIDE_BURSTEIN"),
            ("FIDE_BURSTEIN_BAKU", "FIDE_BURSTEIN_BAKU"),
            ("FIDE_ROUND_ROBIN", "FIDE_ROUND_ROBIN"),
        ] {
            let t = TournamentType::parse(text).unwrap_or_else(|| panic!("{text}"));
            assert_eq!(t.code(), code, "{text}");
            assert_eq!(TournamentType::parse(code), Some(t), "{code} reads back");
        }
        assert_eq!(TournamentType::parse("FIDE_DUBOV"), None);
        assert_eq!(TournamentType::normalised("FIDE_DUBOV", false), "FIDE_DUBOV");
        assert_eq!(TournamentType::normalised("Swiss Dutch", true), "Swiss Dutch");
        assert_eq!(
            TournamentType::normalised("FIDE_DUTCH_2026", true),
            "FIDE_DUTCH_2025"
        );
    }
}
