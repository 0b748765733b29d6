//! The per-round values summed by Buchholz and Sonneborn-Berger, and the
//! cutting of the least and most significant of them (C.07 14 and 16.5).
//!
//! Every value keeps its round, so an arbiter can be shown which rounds were
//! counted, which stood in for an unplayed round, and which were cut.

use crate::edition::Edition;
use crate::event::{Cell, Event, Format};
use crate::unplayed::{Scores, stand_in};
use crate::value::Value;

/// One round's share of a Buchholz or Sonneborn-Berger value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Element {
    /// The round.
    pub round: u32,
    /// The opponent met, or `None` when a dummy (or virtual) opponent stands in.
    pub opponent: Option<u32>,
    /// The opponent's (or stand-in's) score used.
    pub score: Value,
    /// What the round adds: the score for Buchholz, score × points for Sonneborn-Berger.
    pub contribution: Value,
    /// A voluntary unplayed round (C.07 16.1.2), cut first under 16.5.
    pub vur: bool,
    /// Removed by a Cut or Median modifier.
    pub cut: bool,
}

/// Which sum the elements are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Sum {
    Buchholz,
    SonnebornBerger,
}

/// The elements of one participant's Buchholz or Sonneborn-Berger.
///
/// Swiss: one element per round; unplayed rounds use the stand-in of the
/// edition. Round robin (15.2): one element per scheduled opponent, forfeits
/// counted as games; the free round of an odd field is no element at all.
pub(crate) fn elements(event: &Event, scores: &Scores, edition: Edition, tpn: u32, sum: Sum) -> Vec<Element> {
    let scoring = event.scoring();
    let mut out = Vec::with_capacity(event.rounds() as usize);
    for round in 1..=event.rounds() {
        let cell = event.cell(tpn, round);
        let points = scoring.points(cell);
        let (opponent, score, factor, vur) = match (event.format(), cell) {
            (_, Cell::Game { opponent, .. }) => (
                Some(opponent),
                scores.for_opponents(event, opponent),
                points,
                false,
            ),
            (Format::RoundRobin, Cell::Forfeit { opponent, .. }) => (
                Some(opponent),
                scores.for_opponents(event, opponent),
                points,
                false,
            ),
            (Format::RoundRobin, _) => continue,
            (Format::Swiss, _) => {
                let (score, factor) = stand_in(event, scores, edition, tpn, round);
                (None, score, factor, cell.is_vur())
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
            contribution,
            vur: vur && edition != Edition::VirtualOpponent,
            cut: false,
        });
    }
    out
}

/// Marks `low` least significant and then `high` most significant elements as
/// cut (C.07 14.1-14.4). The least significant value is the lowest score,
/// the lowest contribution among equal scores (14.1.2 d). With `vur_rule`
/// (Swiss, 2023 and later), each low cut takes the lowest contribution coming
/// from a voluntary unplayed round instead, as long as it is not lower than
/// the least significant value (16.5).
pub(crate) fn apply_cuts(elements: &mut [Element], low: u32, high: u32, vur_rule: bool) {
    let key = |e: &Element| (e.score, e.contribution, e.round);
    for _ in 0..low {
        let Some(lsv) = (0..elements.len())
            .filter(|&i| !elements[i].cut)
            .min_by_key(|&i| key(&elements[i]))
        else {
            return;
        };
        let vur = (0..elements.len())
            .filter(|&i| !elements[i].cut && elements[i].vur && vur_rule)
            .min_by_key(|&i| (elements[i].contribution, elements[i].score, elements[i].round));
        let pick = match vur {
            Some(v) if elements[v].contribution >= elements[lsv].contribution => v,
            _ => lsv,
        };
        elements[pick].cut = true;
    }
    for _ in 0..high {
        let Some(msv) = (0..elements.len())
            .filter(|&i| !elements[i].cut)
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
        elements[msv].cut = true;
    }
}

/// The sum of the elements that were not cut.
pub(crate) fn total(elements: &[Element]) -> Value {
    elements.iter().filter(|e| !e.cut).map(|e| e.contribution).sum()
}
