//! The knock-out tie-breaks of C.07 12, read from the boards: Board Count
//! (12.1), Top Board Results (12.2) and Bottom Board Elimination (12.3).
//! Individual forfeits count as ordinary wins and losses; a pairing-allocated
//! bye counts on every board as a win (Article 12's common rules).

use crate::team::TeamEvent;
use crate::value::Value;
use crate::working::{Rule, Term};

/// A team's game points on each board, all rounds together (board 1 first).
pub(crate) fn totals(event: &TeamEvent, team: u32) -> Vec<Value> {
    let mut totals = vec![Value::ZERO; event.boards() as usize];
    for round in 1..=event.rounds() {
        for (total, &p) in totals.iter_mut().zip(event.board_points(team, round)) {
            *total += p;
        }
    }
    totals
}

/// 12.1 BC: the sum over all matches of each board's number times the game
/// points scored on it, whoever played the board; the lower ranks higher.
pub(crate) fn board_count(event: &TeamEvent, team: u32) -> Value {
    totals(event, team)
        .iter()
        .enumerate()
        .map(|(b, &p)| p * Value::int(b as i64 + 1))
        .sum()
}

/// 12.1's terms: one per round and board with points.
pub(crate) fn board_count_terms(event: &TeamEvent, team: u32) -> Vec<Term> {
    let view = event.view(event.primary());
    let mut terms = Vec::new();
    for round in 1..=event.rounds() {
        let cell = view.cell(team, round);
        for (b, &p) in event.board_points(team, round).iter().enumerate() {
            if p == Value::ZERO {
                continue;
            }
            let mut term = Term::new(round, p * Value::int(b as i64 + 1));
            term.board = Some(b as u32 + 1);
            term.opponent = cell.opponent();
            term.result = Some(crate::working::RoundResult::of(cell, false));
            term.value = Some(p);
            if matches!(cell, crate::cell::Cell::PairingBye) {
                term.rules.push(Rule::ByeAsWins);
            }
            terms.push(term);
        }
    }
    terms
}

/// The comparison key of 12.2 TBR: the game points on board 1, then board 2, …
pub(crate) fn top_board_key(event: &TeamEvent, team: u32) -> Vec<Value> {
    totals(event, team)
}

/// The comparison key of 12.3 BBE: the game points on every board but the
/// bottom one, then without the next board up, and so on.
pub(crate) fn bottom_elimination_key(event: &TeamEvent, team: u32) -> Vec<Value> {
    let totals = totals(event, team);
    (1..totals.len())
        .rev()
        .map(|kept| totals[..kept].iter().copied().sum())
        .collect()
}

/// The terms of TBR and BBE: each board's total.
pub(crate) fn board_terms(event: &TeamEvent, team: u32) -> Vec<Term> {
    totals(event, team)
        .into_iter()
        .enumerate()
        .map(|(b, p)| Term {
            round: None,
            board: Some(b as u32 + 1),
            opponent: None,
            result: None,
            value: Some(p),
            points: None,
            contribution: p,
            rules: Vec::new(),
            cut: None,
        })
        .collect()
}
