//! Why a game record is refused, and what is wrong with one.

use arbitro_i18n::{Arg, Args, Message};

/// Why a game record is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordRefusal {
    /// The board is the pairing-allocated bye.
    #[error("board {board} of round {round} is the pairing-allocated bye: there is no game to record")]
    Bye {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
    },
    /// A record without the arbiter.
    #[error("a record is attached by a named arbiter")]
    ArbiterUnnamed,
    /// The board already has a record.
    #[error(
        "round {round} board {board} already has a record (id {id}, attached {at} by {arbiter}): give the reason to replace it"
    )]
    AlreadyRecorded {
        /// Round.
        round: u32,
        /// Board.
        board: u32,
        /// The record's id.
        id: i64,
        /// When it was attached.
        at: String,
        /// By whom.
        arbiter: String,
    },
    /// Bughouse games have no record format.
    #[error("bughouse games have no record format yet: record the team result and the clocks of both boards")]
    Bughouse,
    /// A chess game is exported as PGN.
    #[error("a chess game is exported as PGN (the JSON record is the card engine's format)")]
    PgnOnly,
}

impl Message for RecordRefusal {
    fn code(&self) -> &str {
        match self {
            RecordRefusal::Bye { .. } => "store-record-bye",
            RecordRefusal::ArbiterUnnamed => "store-record-arbiter-unnamed",
            RecordRefusal::AlreadyRecorded { .. } => "store-record-already-recorded",
            RecordRefusal::Bughouse => "store-record-bughouse",
            RecordRefusal::PgnOnly => "store-record-pgn-only",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            RecordRefusal::Bye { round, board } => {
                vec![("round", Arg::from(*round)), ("board", Arg::from(*board))]
            }
            RecordRefusal::ArbiterUnnamed | RecordRefusal::Bughouse | RecordRefusal::PgnOnly => Vec::new(),
            RecordRefusal::AlreadyRecorded {
                round,
                board,
                id,
                at,
                arbiter,
            } => vec![
                ("round", Arg::from(*round)),
                ("board", Arg::from(*board)),
                ("id", Arg::from(*id)),
                ("at", Arg::from(at)),
                ("arbiter", Arg::from(arbiter)),
            ],
        }
    }
}

/// What is wrong with a game record to attach or export.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordProblem {
    /// A card game record for an event without cards.
    #[error("a card game record cannot belong to a {} event: attach the game as PGN", family.code())]
    CardRecordInChessEvent {
        /// The event's family.
        family: crate::call::GameFamily,
    },
    /// The card engine refuses the record.
    #[error("{0}")]
    Cards(arbitro_cards::CardsError),
    /// The record plays another family (AM-R15).
    #[error("rules.family: the record plays {record}, the event {} (AM-R15)", event.code())]
    Family {
        /// The record's family.
        record: String,
        /// The event's family.
        event: crate::call::GameFamily,
    },
    /// The record plays another mode (AM-R8, AM-R14).
    #[error("rules.mode: the record is played in {} mode, the event is {} (AM-R8, AM-R14)", if *advanced { "Advanced" } else { "Classic" }, event.code())]
    Mode {
        /// Whether the record is played in advanced mode.
        advanced: bool,
        /// The event's family.
        event: crate::call::GameFamily,
    },
    /// The record uses another deck (AM-R16).
    #[error("deck: the record uses {record}, the event plays {event} (AM-R16)")]
    Deck {
        /// The record's deck (`id@version`).
        record: String,
        /// The event's deck.
        event: String,
    },
    /// An event of the record that the engine refuses.
    #[error("event {index} ({event}) does not replay: {}; nothing was stored", why.as_ref().map_or_else(|| "refused".to_string(), |w| w.text(arbitro_i18n::Lang::En)))]
    DoesNotReplay {
        /// The event's index.
        index: usize,
        /// The event in words.
        event: crate::boards::records::words::EventWords,
        /// Why it is refused.
        why: Option<crate::boards::records::ReplayError>,
    },
    /// The PGN or the position cannot be read.
    #[error("{0}")]
    Rules(arbitro_rules::RulesError),
    /// The PGN holds no game.
    #[error("the PGN holds no game")]
    NoGame,
    /// The PGN holds several games.
    #[error("the PGN holds {count} games: attach one game per board")]
    ManyGames {
        /// How many.
        count: usize,
    },
    /// A Chess960 game from another position (F9-*).
    #[error(
        "the game starts from {start}, but the round was played from Chess960 position {number} ({drawn}) (F9-*)"
    )]
    NotChess960Start {
        /// Where the game starts.
        start: String,
        /// The round's position number.
        number: u32,
        /// That position.
        drawn: String,
    },
    /// A chess game from another position (FI-2).
    #[error("the game starts from {start}, not from the initial position (FI-2)")]
    NotInitialPosition {
        /// Where the game starts.
        start: String,
    },
    /// Moves after the game was over.
    #[error("the game was over after half-move {ended} ({ending}) but the record goes on for {more} more")]
    GoesOn {
        /// The half-move that ended it.
        ended: usize,
        /// How it ended.
        ending: String,
        /// Half-moves after it.
        more: usize,
    },
    /// The recorded result contradicts the final position.
    #[error("the record says {recorded} but the final position gives {position} ({reason}, {clause})")]
    ResultContradicts {
        /// The recorded result.
        recorded: String,
        /// The final position's result.
        position: String,
        /// Why, as the rules say it.
        reason: String,
        /// The clause.
        clause: String,
    },
}

impl Message for RecordProblem {
    fn code(&self) -> &str {
        match self {
            RecordProblem::CardRecordInChessEvent { .. } => "store-record-card-record-in-chess-event",
            RecordProblem::Cards(error) => error.code(),
            RecordProblem::Family { .. } => "store-record-family",
            RecordProblem::Mode { .. } => "store-record-mode",
            RecordProblem::Deck { .. } => "store-record-deck",
            RecordProblem::DoesNotReplay { why: Some(_), .. } => "store-record-does-not-replay",
            RecordProblem::DoesNotReplay { why: None, .. } => "store-record-does-not-replay-refused",
            RecordProblem::Rules(error) => error.code(),
            RecordProblem::NoGame => "store-record-no-game",
            RecordProblem::ManyGames { .. } => "store-record-many-games",
            RecordProblem::NotChess960Start { .. } => "store-record-not-chess960-start",
            RecordProblem::NotInitialPosition { .. } => "store-record-not-initial-position",
            RecordProblem::GoesOn { .. } => "store-record-goes-on",
            RecordProblem::ResultContradicts { .. } => "store-record-result-contradicts",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            RecordProblem::CardRecordInChessEvent { family } => vec![("family", Arg::Message(family))],
            RecordProblem::Cards(error) => error.args(),
            RecordProblem::Family { record, event } => {
                vec![("record", Arg::from(record)), ("event", Arg::Message(event))]
            }
            RecordProblem::Mode { advanced, event } => vec![
                ("mode", Arg::from(if *advanced { "advanced" } else { "classic" })),
                ("event", Arg::Message(event)),
            ],
            RecordProblem::Deck { record, event } => {
                vec![("record", Arg::from(record)), ("event", Arg::from(event))]
            }
            RecordProblem::DoesNotReplay { index, event, why } => {
                let mut args = vec![("index", Arg::from(*index)), ("event", Arg::Message(event))];
                if let Some(why) = why {
                    args.push(("why", Arg::Message(&why.message)));
                    args.push(("clause", Arg::from(&why.clause)));
                }
                args
            }
            RecordProblem::Rules(error) => error.args(),
            RecordProblem::NoGame => Vec::new(),
            RecordProblem::ManyGames { count } => vec![("count", Arg::from(*count))],
            RecordProblem::NotChess960Start { start, number, drawn } => vec![
                ("start", Arg::from(start)),
                ("number", Arg::from(*number)),
                ("drawn", Arg::from(drawn)),
            ],
            RecordProblem::NotInitialPosition { start } => vec![("start", Arg::from(start))],
            RecordProblem::GoesOn { ended, more, .. } => {
                vec![("ended", Arg::from(*ended)), ("more", Arg::from(*more))]
            }
            RecordProblem::ResultContradicts {
                recorded,
                position,
                clause,
                ..
            } => vec![
                ("recorded", Arg::from(recorded)),
                ("position", Arg::from(position)),
                ("clause", Arg::from(clause)),
            ],
        }
    }
}

/// A game record that is not valid: every problem found; nothing was stored.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid game record: {}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct RecordInvalid {
    /// Every problem.
    pub problems: Vec<RecordProblem>,
}

impl Message for RecordInvalid {
    fn code(&self) -> &str {
        "store-record-invalid"
    }

    fn args(&self) -> Args<'_> {
        vec![(
            "problems",
            Arg::List(self.problems.iter().map(|p| p as &dyn Message).collect()),
        )]
    }
}
