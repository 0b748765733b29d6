//! Card chess: deck files, game state, the layered resolution engine with its
//! trace, and game records.
//!
//! - [`deck`]: decks are data — the deck model with its closed effect
//!   vocabulary, the schema and vocabulary checks, the shipped AM reference deck.
//! - [`game`]: a game in play — state, the turn and window protocol, the
//!   layered resolution (counter → prevention/shield → execution → final
//!   verification) with a bilingual trace citing clause IDs.
//! - [`record`] and [`replay`]: the one JSON format of saved games, replays
//!   and test scenarios; [`pgn`] carries card events as PGN comment commands.
//! - [`selfplay`]: a seeded generator of random legal games that checks the
//!   engine's invariants after every event.
//!
//! The crate does no I/O: callers hand it text and get values back.

pub mod deck;
pub mod error;
pub mod game;
pub mod geometry;
pub mod pgn;
pub mod reason;
pub mod record;
pub mod replay;
pub mod schema;
pub mod selfplay;
pub mod trace;
pub mod words;

pub use deck::{Deck, parse_deck, shipped_deck, validate_deck_text};
pub use error::{CardsError, Problem};
pub use game::{EventOutcome, Game, Status};
pub use reason::{Reason, Verdict};
pub use record::{Event, GameRecord};
pub use replay::{Replay, replay, replay_text};
