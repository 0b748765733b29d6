//! Why a dispute at the board cannot be set up or recorded.

use arbitro_i18n::{Arg, Args, Message};

/// Why a dispute at the board cannot be set up or recorded: input
/// errors, never recorded as a ruling. A play the rules refuse is not one of
/// these: it is recorded as the rules' refusal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DisputeRefusal {
    /// The event is not a card-chess event (AM-R15).
    #[error("the event plays {family:?}: disputes are about card chess (AM-R15)")]
    NotCardEvent {
        /// The event's family.
        family: crate::call::GameFamily,
    },
    /// The event's call names no deck (AM-R16).
    #[error("the event's call names no deck (AM-R16)")]
    NoDeck,
    /// The setup's deck is not one arbitro knows.
    #[error("deck {deck} is not known: {error}")]
    UnknownDeck {
        /// The deck id.
        deck: String,
        /// What the card engine said.
        error: arbitro_cards::CardsError,
    },
    /// The board is the pairing-allocated bye: there is no game.
    #[error("board {board} of round {round} is the bye")]
    Bye {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
    },
    /// A round without a board, or a board without a round.
    #[error("a dispute names both its round and its board, or neither")]
    RoundAndBoard,
    /// No arbiter named.
    #[error("a dispute is recorded by a named arbiter")]
    ArbiterUnnamed,
    /// The step asked for is past the end of the board's record.
    #[error("the record of round {round}, board {board} has {events} events, not {step}")]
    StepPastEnd {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// The step asked for.
        step: usize,
        /// Events in the record.
        events: usize,
    },
    /// The board's stored record cannot be read.
    #[error("the record of round {round}, board {board} cannot be read: {error}")]
    RecordUnreadable {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// What the card engine said.
        error: arbitro_cards::CardsError,
    },
    /// The event's card options are not those DECKS.md names.
    #[error("the event's card options are not valid: {detail}")]
    Options {
        /// What was wrong.
        detail: String,
    },
    /// The setup is refused by the rules core (every reason listed).
    #[error(transparent)]
    Setup(arbitro_cards::SetupError),
    /// An event before the disputed play is refused.
    #[error("event {} before the disputed play is refused ({}): {}", .index + 1, .verdict.clause, arbitro_i18n::render(arbitro_i18n::Lang::En, .verdict))]
    History {
        /// Its index (from 0).
        index: usize,
        /// Why the rules refuse it.
        verdict: arbitro_cards::Verdict,
    },
    /// The play names a card that is not in the deck.
    #[error("card {code} is not in deck {deck}")]
    UnknownCard {
        /// The code as given.
        code: String,
        /// The deck.
        deck: String,
    },
}

impl Message for DisputeRefusal {
    fn code(&self) -> &str {
        match self {
            DisputeRefusal::NotCardEvent { .. } => "store-dispute-not-card-event",
            DisputeRefusal::NoDeck => "store-dispute-no-deck",
            DisputeRefusal::UnknownDeck { .. } => "store-dispute-unknown-deck",
            DisputeRefusal::Bye { .. } => "store-dispute-bye",
            DisputeRefusal::RoundAndBoard => "store-dispute-round-and-board",
            DisputeRefusal::ArbiterUnnamed => "store-dispute-arbiter-unnamed",
            DisputeRefusal::StepPastEnd { .. } => "store-dispute-step-past-end",
            DisputeRefusal::RecordUnreadable { .. } => "store-dispute-record-unreadable",
            DisputeRefusal::Options { .. } => "store-dispute-options",
            DisputeRefusal::Setup(error) => error.code(),
            DisputeRefusal::History { .. } => "store-dispute-history",
            DisputeRefusal::UnknownCard { .. } => "store-dispute-unknown-card",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            DisputeRefusal::NotCardEvent { family } => vec![("family", Arg::Message(family))],
            DisputeRefusal::NoDeck | DisputeRefusal::RoundAndBoard | DisputeRefusal::ArbiterUnnamed => {
                Vec::new()
            }
            DisputeRefusal::UnknownDeck { deck, error } => {
                vec![("deck", Arg::from(deck)), ("error", Arg::Message(error))]
            }
            DisputeRefusal::Bye { round, board } => {
                vec![("round", Arg::from(*round)), ("board", Arg::from(*board))]
            }
            DisputeRefusal::StepPastEnd {
                round,
                board,
                step,
                events,
            } => vec![
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
                ("step", Arg::from(*step)),
                ("events", Arg::from(*events)),
            ],
            DisputeRefusal::RecordUnreadable { round, board, error } => vec![
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
                ("error", Arg::Message(error)),
            ],
            DisputeRefusal::Options { detail } => vec![("detail", Arg::from(detail))],
            DisputeRefusal::Setup(error) => error.args(),
            DisputeRefusal::History { index, verdict } => vec![
                ("index", Arg::from(index + 1)),
                ("clause", Arg::from(verdict.clause)),
                ("why", Arg::Message(verdict)),
            ],
            DisputeRefusal::UnknownCard { code, deck } => {
                vec![("code", Arg::from(code)), ("deck", Arg::from(deck))]
            }
        }
    }
}
