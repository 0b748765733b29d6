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
//!
//! # Extending to another family (ED, the shared draw deck)
//!
//! The engine is family-aware rather than AM-only, so the ED family extends it:
//! - [`deck::Family::Ed`] exists; ED cards add [`deck::CardKind`] variants and
//!   vocabulary words ([`deck::vocabulary::Step`], [`deck::vocabulary::Lasting`])
//!   together with the schema and [`deck::check`];
//! - the record already carries the ED start: `pile` (top first) or a
//!   `deal.seed` to shuffle it, `kept` special cards, the ED options
//!   (`edition`, `mandatory_draw`, `king_capture`, `bomb_variant`) and
//!   `{"draw": colour}` events ([`record::Event::Draw`]);
//! - [`game::flow::apply`] is where the turn protocol lives: an ED turn (draw
//!   or move, ED-R2/R7) sits beside the AM window protocol and reuses
//!   declarations ([`game::declare`]), the step interpreter and its layers
//!   ([`game::resolve`]), effects and move generation under effects
//!   ([`game::effects`], [`game::movegen`] — e.g. `extra_movement` for the
//!   super-pieces, `no_capture` for untouchable pawns), reason codes, the
//!   trace, replay, PGN and the self-play invariants.

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
pub mod selfplay_ed;
pub mod trace;
pub mod words;

pub use deck::{Deck, parse_deck, shipped_deck, validate_deck_text};
pub use error::{CardsError, Problem};
pub use game::{EventOutcome, Game, Status};
pub use reason::{Reason, Verdict};
pub use record::{Event, GameRecord};
pub use replay::{Replay, replay, replay_text};
