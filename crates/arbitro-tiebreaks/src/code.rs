//! The tie-break codes of C.07 (Article 5's table), individual and team,
//! with what each one accepts and the article that defines it.

use std::fmt;

use arbitro_i18n::Message;

/// A tie-break of C.07, by its official acronym.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Code {
    /// The score itself (first element of a TRF 212 list; in team events the primary score).
    Pts,
    /// Direct Encounter (6).
    De,
    /// Number of Wins (7.1).
    Win,
    /// Number of Games Won (7.2).
    Won,
    /// Number of Games Played with Black (7.3).
    Bpg,
    /// Number of Games Won with Black (7.4).
    Bwg,
    /// (Sum of) Progressive Scores (7.5).
    Ps,
    /// Rounds one Elected to Play (7.6).
    Rep,
    /// Standard Points (7.7).
    Std,
    /// Tournament Pairing Number (7.8).
    Tpn,
    /// Buchholz (8.1).
    Bh,
    /// Average of Opponents' Buchholz (8.2).
    Aob,
    /// Fore Buchholz (8.3).
    Fb,
    /// Sonneborn-Berger (9.1).
    Sb,
    /// Koya System (9.2).
    Ks,
    /// Average Rating of Opponents (10.1).
    Aro,
    /// Tournament Performance Rating (10.2).
    Tpr,
    /// Perfect Tournament Performance (10.3).
    Ptp,
    /// Average Performance Rating of Opponents (10.4).
    Apro,
    /// Average Perfect Performance of Opponents (10.5).
    Appo,
    /// Rating (10.6).
    Rtng,
    /// Teams: Board Count (12.1).
    Bc,
    /// Teams: Top Board Results (12.2).
    Tbr,
    /// Teams: Bottom Board Elimination (12.3).
    Bbe,
    /// Teams: the secondary score, Match Points or Game Points (13.1).
    Mpvgp,
    /// Teams: Extended Sonneborn-Berger on the primary score twice (13.2).
    Esb,
    /// Teams: opponents' match points × match points scored (13.2.1).
    Emmsb,
    /// Teams: opponents' match points × game points scored (13.2.2).
    Emgsb,
    /// Teams: opponents' game points × match points scored (13.2.3).
    Egmsb,
    /// Teams: opponents' game points × game points scored (13.2.4).
    Eggsb,
    /// Teams: Extended Direct Encounter (13.3).
    Ede,
    /// Teams: EDE, then Board Count, then Top Board Results (13.3.2 a).
    Edebt,
    /// Teams: EDE, then Board Count, then Bottom Board Elimination (13.3.2 b).
    Edebb,
    /// Teams: EDE, then Top Board Results (13.3.2 c).
    Edet,
    /// Teams: EDE, then Bottom Board Elimination (13.3.2 d).
    Edeb,
    /// Teams: Scores and Schedule Strength Combination (13.4).
    Sssc,
}

impl Code {
    /// Every code, in C.07's article order.
    pub const ALL: [Code; 36] = [
        Code::Pts,
        Code::De,
        Code::Win,
        Code::Won,
        Code::Bpg,
        Code::Bwg,
        Code::Ps,
        Code::Rep,
        Code::Std,
        Code::Tpn,
        Code::Bh,
        Code::Aob,
        Code::Fb,
        Code::Sb,
        Code::Ks,
        Code::Aro,
        Code::Tpr,
        Code::Ptp,
        Code::Apro,
        Code::Appo,
        Code::Rtng,
        Code::Bc,
        Code::Tbr,
        Code::Bbe,
        Code::Mpvgp,
        Code::Esb,
        Code::Emmsb,
        Code::Emgsb,
        Code::Egmsb,
        Code::Eggsb,
        Code::Ede,
        Code::Edebt,
        Code::Edebb,
        Code::Edet,
        Code::Edeb,
        Code::Sssc,
    ];

    /// The official acronym.
    pub fn acronym(self) -> &'static str {
        match self {
            Code::Pts => "PTS",
            Code::De => "DE",
            Code::Win => "WIN",
            Code::Won => "WON",
            Code::Bpg => "BPG",
            Code::Bwg => "BWG",
            Code::Ps => "PS",
            Code::Rep => "REP",
            Code::Std => "STD",
            Code::Tpn => "TPN",
            Code::Bh => "BH",
            Code::Aob => "AOB",
            Code::Fb => "FB",
            Code::Sb => "SB",
            Code::Ks => "KS",
            Code::Aro => "ARO",
            Code::Tpr => "TPR",
            Code::Ptp => "PTP",
            Code::Apro => "APRO",
            Code::Appo => "APPO",
            Code::Rtng => "RTNG",
            Code::Bc => "BC",
            Code::Tbr => "TBR",
            Code::Bbe => "BBE",
            Code::Mpvgp => "MPvGP",
            Code::Esb => "ESB",
            Code::Emmsb => "EMMSB",
            Code::Emgsb => "EMGSB",
            Code::Egmsb => "EGMSB",
            Code::Eggsb => "EGGSB",
            Code::Ede => "EDE",
            Code::Edebt => "EDEBT",
            Code::Edebb => "EDEBB",
            Code::Edet => "EDET",
            Code::Edeb => "EDEB",
            Code::Sssc => "SSSC",
        }
    }

    /// The article of C.07 (2026) that defines it.
    pub fn article(self) -> &'static str {
        match self {
            Code::Pts => "4.2",
            Code::De => "6",
            Code::Win => "7.1",
            Code::Won => "7.2",
            Code::Bpg => "7.3",
            Code::Bwg => "7.4",
            Code::Ps => "7.5",
            Code::Rep => "7.6",
            Code::Std => "7.7",
            Code::Tpn => "7.8",
            Code::Bh => "8.1",
            Code::Aob => "8.2",
            Code::Fb => "8.3",
            Code::Sb => "9.1",
            Code::Ks => "9.2",
            Code::Aro => "10.1",
            Code::Tpr => "10.2",
            Code::Ptp => "10.3",
            Code::Apro => "10.4",
            Code::Appo => "10.5",
            Code::Rtng => "10.6",
            Code::Bc => "12.1",
            Code::Tbr => "12.2",
            Code::Bbe => "12.3",
            Code::Mpvgp => "13.1",
            Code::Esb => "13.2",
            Code::Emmsb => "13.2.1",
            Code::Emgsb => "13.2.2",
            Code::Egmsb => "13.2.3",
            Code::Eggsb => "13.2.4",
            Code::Ede => "13.3",
            Code::Edebt | Code::Edebb | Code::Edet | Code::Edeb => "13.3.2",
            Code::Sssc => "13.4",
        }
    }

    /// Reads an acronym (case-insensitive; `GE` is the older name of REP,
    /// `SNO` of TPN, `POINTS` of PTS).
    pub fn from_acronym(text: &str) -> Option<Code> {
        let upper = text.to_ascii_uppercase();
        match upper.as_str() {
            "GE" => return Some(Code::Rep),
            "SNO" => return Some(Code::Tpn),
            "POINTS" => return Some(Code::Pts),
            _ => {}
        }
        Code::ALL
            .into_iter()
            .find(|c| c.acronym().eq_ignore_ascii_case(&upper))
    }

    /// Buchholz-type tie-breaks, which C.07 8 forbids in round robins.
    pub fn is_buchholz_family(self) -> bool {
        matches!(self, Code::Bh | Code::Fb | Code::Aob)
    }

    /// Ratings-based tie-breaks (C.07 10, "for Individuals"), dropped when
    /// unrated players are present.
    pub fn is_rating_based(self) -> bool {
        matches!(
            self,
            Code::Aro | Code::Tpr | Code::Ptp | Code::Apro | Code::Appo | Code::Rtng
        )
    }

    /// The tie-breaks of C.07 11-13, which only team events have.
    pub fn is_team_only(self) -> bool {
        matches!(
            self,
            Code::Bc
                | Code::Tbr
                | Code::Bbe
                | Code::Mpvgp
                | Code::Esb
                | Code::Emmsb
                | Code::Emgsb
                | Code::Egmsb
                | Code::Eggsb
                | Code::Ede
                | Code::Edebt
                | Code::Edebb
                | Code::Edet
                | Code::Edeb
                | Code::Sssc
        )
    }

    /// The Extended Sonneborn-Berger family (13.2).
    pub fn is_extended_sonneborn_berger(self) -> bool {
        matches!(
            self,
            Code::Esb | Code::Emmsb | Code::Emgsb | Code::Egmsb | Code::Eggsb
        )
    }

    /// The Extended Direct Encounter family (13.3).
    pub fn is_extended_direct_encounter(self) -> bool {
        matches!(
            self,
            Code::Ede | Code::Edebt | Code::Edebb | Code::Edet | Code::Edeb
        )
    }

    /// Tie-breaks that order a tied group rather than give each participant
    /// a value of their own (type A, and the knock-out comparisons of 12.2
    /// and 12.3).
    pub fn orders_groups(self) -> bool {
        matches!(self, Code::De | Code::Tbr | Code::Bbe) || self.is_extended_direct_encounter()
    }

    /// Whether a lower value ranks higher (before any `R` modifier):
    /// pairing numbers (7.8) and the Board Count (12.1).
    pub fn lower_is_better(self) -> bool {
        matches!(self, Code::Tpn | Code::Bc)
    }

    /// Tie-breaks based on a sum of values, which Cut-n accepts (14.1, 14.1.2).
    pub(crate) fn accepts_cut(self) -> bool {
        matches!(self, Code::Bh | Code::Fb | Code::Sb | Code::Ps | Code::Aro)
            || self.is_extended_sonneborn_berger()
    }

    /// Tie-breaks with a Median (14.3, 14.4).
    pub(crate) fn accepts_median(self) -> bool {
        matches!(self, Code::Bh | Code::Fb | Code::Aro)
    }

    /// Tie-breaks where `/P` (forfeits as games against the scheduled
    /// opponent) changes something: 6.1.1, the Buchholz and Sonneborn-Berger
    /// families and their team variants.
    pub(crate) fn accepts_played(self) -> bool {
        matches!(
            self,
            Code::De | Code::Bh | Code::Fb | Code::Aob | Code::Sb | Code::Sssc
        ) || self.is_extended_sonneborn_berger()
            || self.is_extended_direct_encounter()
    }

    /// Tie-breaks that read a team score of the caller's choice (`:MP`,
    /// `:GP`; C.07 13's preamble: the primary score when none is named).
    pub(crate) fn accepts_score_choice(self) -> bool {
        !(self.is_team_only()
            || self.is_rating_based()
            || matches!(self, Code::Tpn | Code::Won | Code::Bwg | Code::Bpg))
    }

    /// Its name in the catalogue (`label-tiebreak-bh` …), for the app, the
    /// website and the printed standings.
    pub fn label(self) -> CodeLabel {
        CodeLabel(self)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.acronym())
    }
}

/// The name of a tie-break as a catalogue message (`label-tiebreak-…`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CodeLabel(pub Code);

impl Message for CodeLabel {
    fn code(&self) -> &str {
        self.0.label_code()
    }
}

impl Code {
    /// The catalogue id of its name (`label-tiebreak-bh`).
    pub fn label_code(self) -> &'static str {
        match self {
            Code::Pts => "label-tiebreak-pts",
            Code::De => "label-tiebreak-de",
            Code::Win => "label-tiebreak-win",
            Code::Won => "label-tiebreak-won",
            Code::Bpg => "label-tiebreak-bpg",
            Code::Bwg => "label-tiebreak-bwg",
            Code::Ps => "label-tiebreak-ps",
            Code::Rep => "label-tiebreak-rep",
            Code::Std => "label-tiebreak-std",
            Code::Tpn => "label-tiebreak-tpn",
            Code::Bh => "label-tiebreak-bh",
            Code::Aob => "label-tiebreak-aob",
            Code::Fb => "label-tiebreak-fb",
            Code::Sb => "label-tiebreak-sb",
            Code::Ks => "label-tiebreak-ks",
            Code::Aro => "label-tiebreak-aro",
            Code::Tpr => "label-tiebreak-tpr",
            Code::Ptp => "label-tiebreak-ptp",
            Code::Apro => "label-tiebreak-apro",
            Code::Appo => "label-tiebreak-appo",
            Code::Rtng => "label-tiebreak-rtng",
            Code::Bc => "label-tiebreak-bc",
            Code::Tbr => "label-tiebreak-tbr",
            Code::Bbe => "label-tiebreak-bbe",
            Code::Mpvgp => "label-tiebreak-mpvgp",
            Code::Esb => "label-tiebreak-esb",
            Code::Emmsb => "label-tiebreak-emmsb",
            Code::Emgsb => "label-tiebreak-emgsb",
            Code::Egmsb => "label-tiebreak-egmsb",
            Code::Eggsb => "label-tiebreak-eggsb",
            Code::Ede => "label-tiebreak-ede",
            Code::Edebt => "label-tiebreak-edebt",
            Code::Edebb => "label-tiebreak-edebb",
            Code::Edet => "label-tiebreak-edet",
            Code::Edeb => "label-tiebreak-edeb",
            Code::Sssc => "label-tiebreak-sssc",
        }
    }
}
