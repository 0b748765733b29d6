//! Card chess: deck files, game state, the layered resolution engine with its
//! trace, game records, and the dispute at the board.
//!
//! The crate's API is flat: every type a caller needs is re-exported here
//! and the modules are private. In outline:
//!
//! - **Decks are data**: [`Deck`] and its [`Card`]s, with the closed effect
//!   vocabulary ([`Step`], [`Lasting`], [`Condition`]…) and the ED card types
//!   ([`EdCard`]); [`parse_deck`] checks schema and vocabulary,
//!   [`shipped_deck`] gives the decks shipped inside the crate. A deck's
//!   versions are data ([`Release`]s with their [`Erratum`]s, AM-AE);
//!   [`deck_changes`] says what changed between two versions.
//! - **Games**: a [`GameRecord`] (`arbitro-game/1`, the one JSON format of
//!   saved games, replays, scenarios and disputes) starts from a [`Setup`];
//!   [`Game::from_setup`] validates it and lists every reason it is refused
//!   ([`SetupError`]); [`Game::apply`] applies an [`Event`] and returns its
//!   [`Status`] with a [`Trace`] of typed [`Note`]s citing clause IDs.
//! - **Reports**: [`replay`] gives one [`EventReport`] per event (status,
//!   verdict, position, SAN with check marks, the window a card was played
//!   in, how each card ended) and a [`FinalReport`]; [`export_pgn`] and
//!   [`import_pgn`] carry card events as PGN comment commands.
//! - **Disputes**: [`Game::targets`] answers which pieces, squares or zones a
//!   card may target right now, in the card's order; [`Game::rule`] resolves a
//!   play and returns a [`Ruling`] (verdict, what moved, was removed or
//!   protected, the trace, one sentence for the verdict).
//! - **Self-play**: [`self_play`] plays seeded random games and checks the
//!   engine's invariants after every event.
//!
//! Every text a user can see is a typed value implementing
//! [`arbitro_i18n::Message`]; its wording is in `messages/{es,en}/cards.ftl`.
//! The crate does no I/O: callers hand it text and get values back.
//!
//! Inside, `game/` holds the engine: `state/` the data of a game (no rules),
//! `am/` the Ajedrez Mágico protocol and layered resolution, `ed/` the
//! shared-draw-deck protocol, `ending.rs` the end-of-game rules both
//! families use, `start.rs` the checks every start shares.

mod deck;
mod dispute;
mod error;
mod game;
mod geometry;
mod labels;
mod pgn;
mod reason;
mod record;
mod replay;
mod schema;
mod selfplay;
mod terms;
mod text;
mod trace;

pub use deck::ed::{EdCard, Goal, MoveCount, Temporal};
pub use deck::history::{CardChangeKind, CardDiff, DeckChanges, FieldDiff, TextDiff, deck_changes};
pub use deck::model::{
    AnchorKind, Bilingual, Card, CardField, CardIdx, CardKind, ChoiceSource, ChoiceSpec, Deck,
    DestinationSpec, Duration, Erratum, Family, Licence, Release, RulebookRef, Select, TargetSpec, Window,
};
pub use deck::vocabulary::{
    Adjacency, ArrivalTrigger, Condition, Consequence, Lasting, PieceKind, RelocateMode, RoleOrChoice, Side,
    Step, ZoneSpec,
};
pub use deck::{
    AM_REF_JSON, ED_JSON, SHIPPED_DECKS, deck_from_value, parse_deck, shipped_deck, validate_deck_text,
};
pub use dispute::{
    CastlingRight, Change, ChangeKind, FenPart, Picks, PlayKind, PositionCheck, PositionEdit, PositionFault,
    PositionSetup, Ruling, RulingVerdict, Setup, SetupError, SetupProblem, SetupReason, Slot, SlotKind,
    TargetOption, TargetQuery, VerdictKind, window_kinds,
};
pub use error::{CardsError, Detail, FileKind, HistoryFault, PgnProblem, Problem, SchemaRule};
pub use game::am::start::deal_hands;
pub use game::ed::start::shuffled_pile;
pub use game::{
    CardOutcome, EdPhase, EndReason, Ending, EventOutcome, Game, GameStatus, ResolutionNote, SetupLimit,
    Status, StatusKind, TemporalReport, WindowReport,
};
pub use pgn::{export as export_pgn, import as import_pgn};
pub use reason::{Blocked, CardCode, Reason, Verdict, Why};
pub use record::{
    BombVariant, ByColour, CardArgs, ClaimKind, Colour, Deal, DeckRef, EffectRecord, Event, FirstTick,
    GAME_FORMAT, GameRecord, Meta, Mode, Options, PendingRecord, Rules, Start, WindowRecord,
};
pub use replay::{
    EndReport, EventKind, EventReport, FinalReport, Replay, deck_for, final_report, replay, replay_text,
};
pub use schema::{DECK_SCHEMA, GAME_SCHEMA, validate_with_schema_text};
pub use selfplay::{SelfPlayConfig, SelfPlaySummary, Violation, game_seed, play_one, record_game, self_play};
pub use terms::{AnchorName, EffectRef, GameResult, Motion, Windows};
pub use text::PieceAt;
pub use trace::{Layer, Note, Trace, TraceStep};
