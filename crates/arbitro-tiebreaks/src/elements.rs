//! The per-round values summed by Buchholz and Sonneborn-Berger (and the
//! team's Extended Sonneborn-Berger), and the cutting of the least and
//! most significant of them (C.07 14 and 16.5).
//!
//! Every value keeps its round and the rule that made it, so an arbiter can
//! be shown which rounds were counted, which stood in for an unplayed round,
//! and which were cut.

use crate::cell::{Cell, Format};
use crate::edition::Edition;
use crate::event::Event;
use crate::unplayed::{Scores, stand_in};
use crate::value::Value;
use crate::working::{Cut, Rule};

/// One round's share of a Buchholz or Sonneborn-Berger value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Element {
    /// The round.
    pub round: u32,
    /// The opponent met, or `None` when a dummy (or virtual) opponent stands in.
    pub opponent: Option<u32>,
    /// The opponent's (or stand-in's) score used.
    pub score: Value,
    /// The points scored against them (the Sonneborn-Berger factor).
    pub points: Value,
    /// What the round adds: the score for Buchholz, score × points for Sonneborn-Berger.
    pub contribution: Value,
    /// A voluntary unplayed round (C.07 16.1.2), cut first under 16.5.
    pub vur: bool,
    /// Removed by a Cut or Median modifier, and why.
    pub cut: Option<Cut>,
    /// How the score was obtained, when it is not simply the opponent's own
    /// score: the dummy of 16.4, the opponent's 16.3 adjustment, the virtual
    /// opponent before 2023.
    pub rule: Option<Rule>,
}

/// Which sum the elements are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Sum {
    Buchholz,
    SonnebornBerger,
}

/// The elements of one participant's Buchholz or Sonneborn-Berger.
///
/// `event` gives the opponents' scores; `points` the points scored against
/// them (the same event for individuals; the other score's view for the
/// team's Extended Sonneborn-Berger, 13.2).
///
/// Swiss: one element per round; unplayed rounds use the stand-in of the
/// edition. Round robin (15.2): one element per scheduled opponent, forfeits
/// counted as games; the free round of an odd field is no element at all.
pub(crate) fn elements(
    event: &Event,
    scores: &Scores,
    edition: Edition,
    tpn: u32,
    sum: Sum,
    points: (&Event, &Scores),
) -> Vec<Element> {
    let (points_event, points_scores) = points;
    let mut out = Vec::with_capacity(event.rounds() as usize);
    for round in 1..=event.rounds() {
        let cell = event.cell(tpn, round);
        let scored = points_event.points(tpn, round);
        let (opponent, score, factor, vur, rule) = match (event.format(), cell) {
            (_, Cell::Game { opponent, .. }) | (Format::RoundRobin, Cell::Forfeit { opponent, .. }) => (
                Some(opponent),
                scores.for_opponents(event, opponent),
                scored,
                false,
                scores.opponent_rule(event, edition, opponent),
            ),
            (Format::RoundRobin, _) => continue,
            (Format::Swiss, _) => {
                let dummy = stand_in(event, scores, edition, tpn, round);
                let factor = if std::ptr::eq(event, points_event) {
                    dummy.points
                } else {
                    stand_in(points_event, points_scores, edition, tpn, round).points
                };
                (
                    None,
                    dummy.score,
                    factor,
                    cell.is_vur() && edition != Edition::VirtualOpponent,
                    Some(dummy.rule),
                )
            }
        };
        let contribution = match sum {
            Sum::Buchholz => score,
            Sum::SonnebornBerger => score * factor,
        };
        out.push(Element {
            round,
            opponent,
            score,
            points: factor,
            contribution,
            vur,
            cut: None,
            rule,
        });
    }
    out
}

/// Marks `low` least significant and then `high` most significant elements as
/// cut (C.07 14.1-14.4). The least significant value is the lowest score,
/// the lowest contribution among equal scores (14.1.1: for SB "the product
/// for the lowest-scoring opponent; if several, the lowest product"). With
/// `vur_rule` (Swiss, 2023 and later), each low cut takes the lowest
/// contribution coming from a voluntary unplayed round instead, as long as it
/// is not lower than the least significant value (16.5.1; for SB, 16.5.2:
/// "cut the higher of these two values"); each further cut reapplies it.
///
/// Reading of 16.5 when several voluntary unplayed rounds share the lowest
/// contribution (SB/C2 and beyond, where a zero-point bye and a forfeit loss
/// both contribute 0): they are taken in 14.1.1's own order of significance,
/// the lowest (dummy) score first, then the earliest round. 16.5 exists so
/// that rounds a participant chose not to play never help them: it only ever
/// replaces the cut by one at least as high. When the least significant value
/// is itself one of those rounds, this order cuts exactly it and the exception
/// changes nothing, as "the higher of these two values" has nothing higher to
/// offer; taking the earliest round instead would cut an equal but more
/// significant round, keep the low one as the next least significant value,
/// and so spare a game the ordinary cuts remove (`dev-0136` player 75,
/// SB/C2: 24 here and by the ordinary cuts, 27.5 by the earliest round).
pub(crate) fn apply_cuts(elements: &mut [Element], low: u32, high: u32, vur_rule: bool) {
    let key = |e: &Element| (e.score, e.contribution, e.round);
    for _ in 0..low {
        let Some(lsv) = (0..elements.len())
            .filter(|&i| elements[i].cut.is_none())
            .min_by_key(|&i| key(&elements[i]))
        else {
            return;
        };
        let vur = (0..elements.len())
            .filter(|&i| elements[i].cut.is_none() && elements[i].vur && vur_rule)
            .min_by_key(|&i| (elements[i].contribution, elements[i].score, elements[i].round));
        match vur {
            Some(v) if elements[v].contribution >= elements[lsv].contribution => {
                elements[v].cut = Some(if v == lsv { Cut::Least } else { Cut::Voluntary });
            }
            _ => elements[lsv].cut = Some(Cut::Least),
        }
    }
    for _ in 0..high {
        let Some(msv) = (0..elements.len())
            .filter(|&i| elements[i].cut.is_none())
            .max_by_key(|&i| {
                (
                    elements[i].score,
                    elements[i].contribution,
                    std::cmp::Reverse(elements[i].round),
                )
            })
        else {
            return;
        };
        elements[msv].cut = Some(Cut::Most);
    }
}

/// The sum of the elements that were not cut.
pub(crate) fn total(elements: &[Element]) -> Value {
    elements
        .iter()
        .filter(|e| e.cut.is_none())
        .map(|e| e.contribution)
        .sum()
}
