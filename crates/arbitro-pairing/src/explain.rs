//! Why a pairing is what it is: per score group, the criteria (by their
//! C.04.3 numbers) that decided the floaters, the bye and each colour.

use std::fmt;

use arbitro_trf::{Points, Tournament};

use crate::colour::ColourRule;
use crate::dutch::{self, BracketRecord};
use crate::error::PairingError;
use crate::options::{DutchOptions, RulesEdition};
use crate::state::{self, Float, RoundState};
use crate::{Game, RoundPairing, to_round_pairing};

/// The C.04.3 numbers of the criteria, which differ between editions.
#[derive(Debug, Clone, Copy)]
struct Numbers {
    bye_score: Option<u32>,
    pairs: u32,
    psd: u32,
    next: u32,
    unplayed: Option<u32>,
    colour_pref: u32,
    strong_pref: u32,
    down1: u32,
    up1: u32,
}

fn numbers(edition: RulesEdition) -> Numbers {
    match edition {
        RulesEdition::Fide2026 => Numbers {
            bye_score: Some(5),
            pairs: 6,
            psd: 7,
            next: 8,
            unplayed: Some(9),
            colour_pref: 12,
            strong_pref: 13,
            down1: 14,
            up1: 15,
        },
        RulesEdition::Fide2017 => Numbers {
            bye_score: None,
            pairs: 5,
            psd: 6,
            next: 7,
            unplayed: None,
            colour_pref: 10,
            strong_pref: 11,
            down1: 12,
            up1: 13,
        },
    }
}

/// How one score group (bracket) was paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BracketExplanation {
    /// Score of the group's residents.
    pub score: Points,
    /// Residents, by pairing number.
    pub residents: Vec<u32>,
    /// Players moved down into the bracket.
    pub moved_down: Vec<u32>,
    /// Pairs made in the bracket (higher-ranked player first).
    pub pairs: Vec<(u32, u32)>,
    /// Players who float down from the bracket.
    pub floaters: Vec<u32>,
    /// The pairing-allocated bye, when it was assigned here.
    pub bye: Option<u32>,
    /// One line per decision, naming the criteria.
    pub notes: Vec<String>,
}

/// The explanation of a round's pairing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The pairing itself.
    pub pairing: RoundPairing,
    /// Rules edition applied.
    pub edition: RulesEdition,
    /// One entry per bracket, top score first.
    pub brackets: Vec<BracketExplanation>,
    /// Each game with the colour rule that decided it.
    pub colours: Vec<(Game, String)>,
}

fn colour_reason(rule: ColourRule) -> &'static str {
    match rule {
        ColourRule::BothPreferences => "5.2.1 both colour preferences granted",
        ColourRule::StrongerPreference => "5.2.2 the stronger colour preference granted",
        ColourRule::History => "5.2.3 colours alternated from the last round they differed",
        ColourRule::HigherRanked => "5.2.4 the higher-ranked player's preference granted",
        ColourRule::PairingNumber => "5.2.5 higher-ranked player's pairing number and the initial colour",
    }
}

/// The two players may meet (C1, C3, prohibitions), as the engine sees it.
fn may_meet(st: &RoundState, a: &crate::state::PlayerState, b: &crate::state::PlayerState) -> bool {
    if a.opponents.contains(&b.id) || st.forbidden.contains(&(a.id.min(b.id), a.id.max(b.id))) {
        return false;
    }
    !(a.pref.absolute
        && b.pref.absolute
        && a.pref.colour == b.pref.colour
        && !(st.last_round && (a.score > st.topscorer_above || b.score > st.topscorer_above)))
}

fn bracket_notes(st: &RoundState, r: &BracketRecord, bye_score: Option<i32>, num: &Numbers) -> Vec<String> {
    let by_id = |id: u32| st.players.iter().find(|p| p.id == id);
    let size = r.mdps.len() + r.residents.len();
    let mut notes = Vec::new();
    notes.push(format!(
        "C{}: {} pair(s) of at most {} in the bracket: the most that still lets the rest of the round be paired (C4)",
        num.pairs,
        r.pairs.len(),
        size / 2
    ));
    if !r.mdps.is_empty() {
        notes.push(format!(
            "C{}: moved-down players paired {:?} of {:?} (highest scores first, then pairing order)",
            num.psd, r.mdps_paired, r.mdps
        ));
    }
    if r.exchanges > 0 {
        notes.push(format!(
            "{} exchange(s) between S1 and S2 were needed to satisfy the criteria (fewest possible)",
            r.exchanges
        ));
    }
    let colour_missed = r.criteria.iter().find(|c| c.0 == 12).map(|c| c.1).unwrap_or(0);
    let strong_missed = r.criteria.iter().find(|c| c.0 == 13).map(|c| c.1).unwrap_or(0);
    notes.push(format!(
        "C{}: {colour_missed} player(s) without their colour preference; C{}: {strong_missed} without a strong one",
        num.colour_pref, num.strong_pref
    ));
    let repeat_down = r.criteria.iter().find(|c| c.0 == 14).map(|c| c.1).unwrap_or(0);
    let repeat_up = r.criteria.iter().find(|c| c.0 == 15).map(|c| c.1).unwrap_or(0);
    if repeat_down > 0 || repeat_up > 0 {
        notes.push(format!(
            "C{}/C{}: {repeat_down} repeated downfloat(s), {repeat_up} repeated upfloat(s) could not be avoided",
            num.down1, num.up1
        ));
    }
    let bracket: Vec<u32> = r.mdps.iter().chain(&r.residents).copied().collect();
    for &f in &r.floaters {
        if Some(f) == r.bye {
            continue;
        }
        let Some(pf) = by_id(f) else { continue };
        let possible = bracket
            .iter()
            .filter(|&&o| o != f)
            .filter_map(|&o| by_id(o))
            .filter(|po| may_meet(st, pf, po))
            .count();
        let reason = if possible == 0 {
            "no possible opponent in the bracket (C1, C3)".to_string()
        } else {
            format!(
                "{possible} possible opponent(s) here, but C{} (pairs), C{} (next bracket) and the float criteria (C{}-C21) leave it unpaired, ties by the transposition order",
                num.pairs, num.next, num.down1
            )
        };
        let history = if pf.float1 == Float::Down {
            "; it also floated down last round"
        } else {
            ""
        };
        notes.push(format!("{f} floats down: {reason}{history}"));
    }
    if let Some(b) = r.bye {
        let mut why = Vec::new();
        if let (Some(n), Some(s)) = (num.bye_score, bye_score) {
            why.push(format!(
                "C{n}: lowest score a bye assignee can have ({})",
                Points(s)
            ));
        }
        if let Some(n) = num.unplayed
            && r.c9_active
        {
            let played = by_id(b).map(|p| p.played_games).unwrap_or(0);
            why.push(format!("C{n}: fewest unplayed games ({played} game(s) played)"));
        }
        let barred: Vec<u32> = bracket
            .iter()
            .filter_map(|&o| by_id(o))
            .filter(|p| !p.bye_eligible)
            .map(|p| p.id)
            .collect();
        if barred.is_empty() {
            why.push("C2: eligible (no earlier bye or win without playing)".to_string());
        } else {
            why.push(format!(
                "C2: eligible, unlike {barred:?} (earlier bye or win without playing)"
            ));
        }
        why.push("then the pairing order (lowest-ranked player)".to_string());
        notes.push(format!(
            "{b} receives the pairing-allocated bye: {}",
            why.join("; ")
        ));
    }
    notes
}

/// Pairs the next round like [`crate::pair_next_round`] and explains it.
pub fn explain_next_round(t: &Tournament, options: &DutchOptions) -> Result<Explanation, PairingError> {
    let st = state::derive(t, options)?;
    let outcome = dutch::pair(&st)?;
    let (pairing, rules) = to_round_pairing(&st, &outcome);
    let num = numbers(st.edition);
    let brackets = outcome
        .brackets
        .iter()
        .map(|r| BracketExplanation {
            score: Points(if r.score == i32::MIN { 0 } else { r.score }),
            residents: r.residents.clone(),
            moved_down: r.mdps.clone(),
            pairs: r.pairs.clone(),
            floaters: r.floaters.iter().copied().filter(|&f| Some(f) != r.bye).collect(),
            bye: r.bye,
            notes: bracket_notes(&st, r, outcome.bye_score, &num),
        })
        .collect();
    let colours = pairing
        .games
        .iter()
        .zip(rules)
        .map(|(g, r)| (*g, colour_reason(r).to_string()))
        .collect();
    Ok(Explanation {
        pairing,
        edition: st.edition,
        brackets,
        colours,
    })
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Round {} paired by the FIDE Dutch system (C.04.3, {} edition)",
            self.pairing.round, self.edition
        )?;
        for b in &self.brackets {
            writeln!(f)?;
            write!(f, "Score group {}: residents {:?}", b.score, b.residents)?;
            if !b.moved_down.is_empty() {
                write!(f, ", moved down {:?}", b.moved_down)?;
            }
            writeln!(f)?;
            for (x, y) in &b.pairs {
                writeln!(f, "  pair {x} - {y}")?;
            }
            for n in &b.notes {
                writeln!(f, "  {n}")?;
            }
        }
        writeln!(f)?;
        writeln!(f, "Colours:")?;
        for (g, why) in &self.colours {
            writeln!(f, "  {} (white) - {} (black): {why}", g.white, g.black)?;
        }
        Ok(())
    }
}
