//! What a start is made of, shared by both families' starts: the castling
//! rules, the captured pieces, the cards a setup places (each physical card
//! once) and the cards left undealt.

use arbitro_rules::shakmaty::{CastlingMode, Color, Role};

use crate::deck::{CardIdx, CardKind, Deck};
use crate::dispute::{Setup, SetupProblem, SetupReason};
use crate::game::state::ci;

/// Castling rules of the game: Chess960 (F9-2) when the start says so.
pub(crate) fn castling_mode(setup: &Setup) -> CastlingMode {
    if setup.start.chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    }
}

/// The captured pieces of a setup, by colour.
pub(crate) fn captured_of(setup: &Setup) -> [Vec<Role>; 2] {
    let mut captured: [Vec<Role>; 2] = [Vec::new(), Vec::new()];
    for (colour, list) in [
        (Color::White, &setup.captured.white),
        (Color::Black, &setup.captured.black),
    ] {
        captured[ci(colour)] = list.iter().map(|k| k.role()).collect();
    }
    captured
}

/// The cards a setup places (hands, kept cards, pile, discard, effects, the
/// pending and drawn card): each must be a playable card of the deck and
/// each physical card is used at most once.
pub(crate) struct CardTally<'d> {
    deck: &'d Deck,
    used: Vec<(CardIdx, String)>,
}

impl<'d> CardTally<'d> {
    /// No card used yet.
    pub(crate) fn new(deck: &'d Deck) -> CardTally<'d> {
        CardTally {
            deck,
            used: Vec::new(),
        }
    }

    /// The card `code` named at JSON path `path`, or `None` with the problem
    /// added: not a card of the deck, an instruction card (DECKS.md: never
    /// played), or a card already used elsewhere.
    pub(crate) fn take(
        &mut self,
        code: &str,
        path: String,
        problems: &mut Vec<SetupProblem>,
    ) -> Option<CardIdx> {
        let Some(idx) = self.deck.index_of(code) else {
            problems.push(SetupProblem::new(
                path,
                SetupReason::UnknownCard {
                    card: code.to_string(),
                    deck: self.deck.id.clone(),
                },
            ));
            return None;
        };
        let code = self.deck.code(idx).to_string();
        if self.deck.card(idx).kind == CardKind::Instruction {
            problems.push(SetupProblem::new(
                path,
                SetupReason::InstructionCard { card: code },
            ));
            return None;
        }
        if let Some((_, first)) = self.used.iter().find(|(i, _)| *i == idx) {
            problems.push(SetupProblem::new(
                path,
                SetupReason::CardTwice {
                    card: code,
                    first: first.clone(),
                },
            ));
            return None;
        }
        self.used.push((idx, path));
        Some(idx)
    }

    /// Records a card the engine placed itself (a seeded deal), unchecked.
    pub(crate) fn mark(&mut self, idx: CardIdx, path: String) {
        self.used.push((idx, path));
    }

    /// The cards taken so far.
    pub(crate) fn taken(&self) -> Vec<CardIdx> {
        self.used.iter().map(|(i, _)| *i).collect()
    }
}

/// The cards of the deck not among `in_game`.
pub(crate) fn undealt(deck: &Deck, in_game: &[CardIdx]) -> Vec<CardIdx> {
    (0..deck.cards.len() as u16)
        .map(CardIdx)
        .filter(|c| !in_game.contains(c))
        .collect()
}
