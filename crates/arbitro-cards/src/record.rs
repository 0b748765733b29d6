//! The game record (`schemas/game.schema.json`): one JSON format for saved
//! games, arbiter replays and test scenarios. Moves are UCI; card events
//! name their card, owner, targets, destination and choice.

use arbitro_rules::shakmaty::Color;
use serde::de::Error as _;
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use crate::deck::Family;
use crate::deck::vocabulary::PieceKind;
use crate::error::{CardsError, Detail, FileKind, Problem};
use crate::schema::{self, SchemaKind};

/// The format tag of game records.
pub const GAME_FORMAT: &str = "arbitro-game/1";

/// A player, as written in files (`"white"`, `"black"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Colour {
    /// White.
    White,
    /// Black.
    Black,
}

impl Colour {
    /// The chess colour.
    pub fn color(self) -> Color {
        match self {
            Colour::White => Color::White,
            Colour::Black => Color::Black,
        }
    }

    /// From a chess colour.
    pub fn from_color(c: Color) -> Colour {
        match c {
            Color::White => Colour::White,
            Color::Black => Colour::Black,
        }
    }
}

/// Classic (cards only in one's own turn) or Advanced (reactions) mode (AM-R8, AM-R14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Mode {
    /// No reactions.
    Classic,
    /// Reactions in windows (agreed beforehand, AM-R14).
    Advanced,
}

/// When an effect committed in its owner's own turn first ticks (AM-D7, AM-G11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum FirstTick {
    /// At the end of the owner's next turn: "2 turns" spans two opponent turns (default, DECKS.md).
    #[default]
    NextOwnerTurn,
    /// Already at the end of the turn in which it was committed.
    CommitTurn,
}

/// The variants of the bomb card in the ED family (ED-C7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum BombVariant {
    /// One enemy piece from the zone.
    Normal,
    /// No enemy there: remove an own piece.
    Cruel,
    /// All enemy pieces in the zone.
    Fierce,
    /// All pieces in the zone.
    Crazy,
}

/// The named options of a game (DECKS.md). Each has a documented default.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Options {
    /// AM-D7/AM-G11 tick cadence for effects committed in the owner's turn.
    pub duration_first_tick: FirstTick,
    /// Save cards are playable in Classic mode too (default true).
    pub classic_save_cards: bool,
    /// The saved player's next turn is move-only (AM-R12, default true).
    pub save_move_only: bool,
    /// Cards dealt to each player (AM-R3, default 10).
    pub deal_size: u8,
    /// ED-N1: 1 (impossible card ⇒ lost turn) or 2 (⇒ normal move). ED family only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edition: Option<u8>,
    /// ED-R2 "Carta Obligatoria". ED family only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mandatory_draw: Option<bool>,
    /// ED-R5 king capture under mandatory draw. ED family only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub king_capture: Option<bool>,
    /// ED-C7 bomb variant. ED family only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bomb_variant: Option<BombVariant>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            duration_first_tick: FirstTick::NextOwnerTurn,
            classic_save_cards: true,
            save_move_only: true,
            deal_size: 10,
            edition: None,
            mandatory_draw: None,
            king_capture: None,
            bomb_variant: None,
        }
    }
}

/// The rules a game is played under.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Rules {
    /// Card family.
    pub family: Family,
    /// Classic or Advanced.
    pub mode: Mode,
    /// Named options.
    #[serde(default)]
    pub options: Options,
}

/// Which deck (and version, AM-R16) a game uses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DeckRef {
    /// Deck id.
    pub id: String,
    /// Deck version.
    pub version: String,
}

/// The starting position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Start {
    /// FEN (Shredder/X-FEN for Chess960).
    pub fen: String,
    /// Chess960 castling rules (F9-*).
    #[serde(default)]
    pub chess960: bool,
}

/// A seeded deal (AM-R3): the shuffle is reproducible from the seed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Deal {
    /// The recorded seed.
    pub seed: u64,
}

/// Something per player.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ByColour<T> {
    /// White's.
    pub white: T,
    /// Black's.
    pub black: T,
}

impl<T> ByColour<T> {
    /// The value for `c`.
    pub fn get(&self, c: Color) -> &T {
        match c {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// An effect on the table, as recorded (at the start of a record, or in output).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct EffectRecord {
    /// The card that created it.
    pub card: String,
    /// Its owner.
    pub owner: Colour,
    /// Anchor: a piece's square, a zone label (`file:d`, `block:c3`, `queen_side`, a square) or `player`.
    pub anchor: String,
    /// What it does (from the card); informative in input.
    #[serde(default, skip_serializing_if = "Option::is_none", rename = "type")]
    pub kind: Option<String>,
    /// Remaining ticks of the visible counter (AM-D7).
    pub counter: u8,
    /// Turn index (ply) in which it started.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_ply: Option<u32>,
    /// Turn index (ply) at whose end it expires.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expires_ply: Option<u32>,
    /// Pieces immune to it (a shield, AM-D6), by square.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exempt: Vec<String>,
    /// Its captures and eliminations are prevented (AM-D5).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_eliminations: bool,
    /// A failed card kept visible with its counter, without effect (AM-R5).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub inert: bool,
}

/// Free-form information about the game (players, event, arbiter).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Meta {
    /// Event name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    /// Site.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub site: Option<String>,
    /// Date (`YYYY-MM-DD`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// Round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<String>,
    /// White player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white: Option<String>,
    /// Black player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black: Option<String>,
    /// Arbiter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arbiter: Option<String>,
    /// Version of the rulebook in force (AM-R16).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rulebook_version: Option<String>,
}

/// A draw claim (FI-9.2, FI-9.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ClaimKind {
    /// Threefold repetition.
    Threefold,
    /// Fifty moves.
    FiftyMoves,
}

impl ClaimKind {
    /// The stable code (`threefold`, `fifty_moves`).
    pub fn key(self) -> &'static str {
        match self {
            ClaimKind::Threefold => "threefold",
            ClaimKind::FiftyMoves => "fifty_moves",
        }
    }

    /// The FIDE article the claim rests on.
    pub fn clause(self) -> &'static str {
        match self {
            ClaimKind::Threefold => "FI-9.2",
            ClaimKind::FiftyMoves => "FI-9.3",
        }
    }
}

/// The claim on screen ("triple repetición" / "threefold repetition").
impl arbitro_i18n::Message for ClaimKind {
    fn code(&self) -> &str {
        match self {
            ClaimKind::Threefold => "cards-claim-threefold",
            ClaimKind::FiftyMoves => "cards-claim-fifty-moves",
        }
    }
}

/// What a card event declares (AM-D1: an unambiguous declaration).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CardArgs {
    /// Squares of target pieces, or zones (`file:d`, `block:c3`), in the card's order.
    pub targets: Vec<String>,
    /// Destination square.
    pub to: Option<String>,
    /// A piece letter the card lets the player choose.
    pub choice: Option<String>,
    /// Standard moves a card lets the player make (UCI).
    pub moves: Vec<String>,
}

/// One event of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(as = "RawEvent"))]
pub enum Event {
    /// A standard move, in UCI.
    Move {
        /// The move.
        uci: String,
        /// Who moves (optional: the side to move).
        by: Option<Colour>,
    },
    /// A card committed in one's own turn or in the checkmate save window.
    Card {
        /// Card code.
        code: String,
        /// Owner.
        by: Colour,
        /// Declaration.
        args: CardArgs,
    },
    /// A reaction inside a window (Advanced mode).
    React {
        /// Card code.
        code: String,
        /// Owner.
        by: Colour,
        /// Declaration.
        args: CardArgs,
    },
    /// The player lets their open window pass.
    Pass {
        /// Who passes.
        by: Colour,
    },
    /// A draw claim.
    Claim {
        /// Which claim.
        kind: ClaimKind,
        /// Who claims.
        by: Colour,
    },
    /// This player's flag fell.
    Flag {
        /// Whose flag.
        by: Colour,
    },
    /// This player resigned.
    Resign {
        /// Who resigns.
        by: Colour,
    },
    /// Both players agreed a draw.
    AgreedDraw,
    /// The player draws the top card of the shared pile (ED family, ED-R2).
    Draw {
        /// Who draws.
        by: Colour,
    },
}

/// An event as written in files and carried over IPC: exactly one of
/// `move`, `card`, `react`, `pass`, `claim`, `flag`, `resign`,
/// `agreed_draw`, `draw`, with `by` and the card's declaration (also the
/// TypeScript shape of [`Event`]).
#[derive(Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(optional_fields, rename = "EventWire"))]
#[serde(deny_unknown_fields)]
struct RawEvent {
    #[serde(rename = "move")]
    mv: Option<String>,
    card: Option<String>,
    react: Option<String>,
    pass: Option<Colour>,
    claim: Option<ClaimKind>,
    flag: Option<Colour>,
    resign: Option<Colour>,
    agreed_draw: Option<bool>,
    draw: Option<Colour>,
    by: Option<Colour>,
    targets: Option<Vec<String>>,
    to: Option<String>,
    choice: Option<String>,
    moves: Option<Vec<String>>,
    #[serde(default)]
    #[allow(dead_code)]
    note: Option<String>,
}

impl<'de> Deserialize<'de> for Event {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Event, D::Error> {
        let r = RawEvent::deserialize(d)?;
        let kinds = [
            r.mv.is_some(),
            r.card.is_some(),
            r.react.is_some(),
            r.pass.is_some(),
            r.claim.is_some(),
            r.flag.is_some(),
            r.resign.is_some(),
            r.agreed_draw.is_some(),
            r.draw.is_some(),
        ];
        if kinds.iter().filter(|k| **k).count() != 1 {
            return Err(D::Error::custom(
                "an event has exactly one of move, card, react, pass, claim, flag, resign, agreed_draw, draw",
            ));
        }
        let args = CardArgs {
            targets: r.targets.unwrap_or_default(),
            to: r.to,
            choice: r.choice,
            moves: r.moves.unwrap_or_default(),
        };
        let need_by = |by: Option<Colour>| by.ok_or_else(|| D::Error::custom("a card event needs \"by\""));
        Ok(if let Some(uci) = r.mv {
            Event::Move { uci, by: r.by }
        } else if let Some(code) = r.card {
            Event::Card {
                code,
                by: need_by(r.by)?,
                args,
            }
        } else if let Some(code) = r.react {
            Event::React {
                code,
                by: need_by(r.by)?,
                args,
            }
        } else if let Some(by) = r.pass {
            Event::Pass { by }
        } else if let Some(kind) = r.claim {
            Event::Claim {
                kind,
                by: r.by.ok_or_else(|| D::Error::custom("a claim needs \"by\""))?,
            }
        } else if let Some(by) = r.flag {
            Event::Flag { by }
        } else if let Some(by) = r.resign {
            Event::Resign { by }
        } else if let Some(by) = r.draw {
            Event::Draw { by }
        } else {
            Event::AgreedDraw
        })
    }
}

impl Serialize for Event {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        fn card_args<M: SerializeMap>(m: &mut M, args: &CardArgs) -> Result<(), M::Error> {
            if !args.targets.is_empty() {
                m.serialize_entry("targets", &args.targets)?;
            }
            if let Some(to) = &args.to {
                m.serialize_entry("to", to)?;
            }
            if let Some(choice) = &args.choice {
                m.serialize_entry("choice", choice)?;
            }
            if !args.moves.is_empty() {
                m.serialize_entry("moves", &args.moves)?;
            }
            Ok(())
        }
        match self {
            Event::Move { uci, by } => {
                m.serialize_entry("move", uci)?;
                if let Some(by) = by {
                    m.serialize_entry("by", by)?;
                }
            }
            Event::Card { code, by, args } => {
                m.serialize_entry("card", code)?;
                m.serialize_entry("by", by)?;
                card_args(&mut m, args)?;
            }
            Event::React { code, by, args } => {
                m.serialize_entry("react", code)?;
                m.serialize_entry("by", by)?;
                card_args(&mut m, args)?;
            }
            Event::Pass { by } => m.serialize_entry("pass", by)?,
            Event::Claim { kind, by } => {
                m.serialize_entry("claim", kind)?;
                m.serialize_entry("by", by)?;
            }
            Event::Flag { by } => m.serialize_entry("flag", by)?,
            Event::Resign { by } => m.serialize_entry("resign", by)?,
            Event::AgreedDraw => m.serialize_entry("agreed_draw", &true)?,
            Event::Draw { by } => m.serialize_entry("draw", by)?,
        }
        m.end()
    }
}

impl CardArgs {
    /// Reads a list of targets as an arbiter types it: separated by commas,
    /// spaces or both (`c6, b7`, `c6 b7`), in any case (`C6`, `FILE:D`).
    pub fn parse_targets(text: &str) -> Vec<String> {
        text.split(|c: char| c == ',' || c == ';' || c.is_whitespace())
            .filter(|t| !t.is_empty())
            .map(str::to_ascii_lowercase)
            .collect()
    }

    /// The declaration with every target, destination and choice written
    /// the way the engine reads them: targets split at commas and spaces and
    /// lower-cased, the destination lower-cased, the choice upper-cased.
    pub fn normalized(&self) -> CardArgs {
        CardArgs {
            targets: self
                .targets
                .iter()
                .flat_map(|t| CardArgs::parse_targets(t))
                .collect(),
            to: self
                .to
                .as_ref()
                .map(|t| t.trim().to_ascii_lowercase())
                .filter(|t| !t.is_empty()),
            choice: self
                .choice
                .as_ref()
                .map(|c| c.trim().to_ascii_uppercase())
                .filter(|c| !c.is_empty()),
            moves: self
                .moves
                .iter()
                .map(|m| m.trim().to_string())
                .filter(|m| !m.is_empty())
                .collect(),
        }
    }
}

/// A card committed in its owner's turn that waits for the opponent's
/// reaction window to close (Advanced mode, AM-R14): its declaration as
/// committed (AM-D1, AM-G8).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PendingRecord {
    /// The card's code.
    pub card: String,
    /// Who committed it.
    pub by: Colour,
    /// Its targets as declared (squares of pieces, zones).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<String>,
    /// Its destination.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// Its choice of piece.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choice: Option<String>,
    /// Its standard moves (UCI).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<String>,
    /// The pieces its piece targets were when it was committed (FEN
    /// letters, one per piece target, `P`/`p`…), when a target has moved or
    /// gone since: resolution then finds it no longer eligible (AM-G3).
    /// Omitted: the pieces on those squares now.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub declared: Vec<String>,
}

impl PendingRecord {
    /// The declaration as a card event's arguments.
    pub fn args(&self) -> CardArgs {
        CardArgs {
            targets: self.targets.clone(),
            to: self.to.clone(),
            choice: self.choice.clone(),
            moves: self.moves.clone(),
        }
    }
}

/// A window open for a player at the start (AM-D2, AM-R14, AM-D9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct WindowRecord {
    /// Who may play in it.
    pub player: Colour,
    /// What it satisfies (`after_card`, `after_capture`…, `checkmate_save`).
    pub kinds: Vec<crate::deck::Window>,
    /// The square of the piece whose move opened it (impact windows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trigger: Option<String>,
}

/// A whole game record.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// Always `arbitro-game/1`.
    pub format: String,
    /// A title (scenarios: what the case shows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// Clauses and cards this record illustrates (scenarios).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub covers: Vec<String>,
    /// Players, event, arbiter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meta: Option<Meta>,
    /// Family, mode and options.
    pub rules: Rules,
    /// Deck id and version.
    pub deck: DeckRef,
    /// Starting position.
    pub start: Start,
    /// A seeded deal; with `hands` absent the hands are dealt from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Deal>,
    /// The hands at the start (secret in play; the record knows them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hands: Option<ByColour<Vec<String>>>,
    /// Pieces of each colour already off the board.
    #[serde(default)]
    pub captured: ByColour<Vec<PieceKind>>,
    /// Cards already in the discard pile.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discard: Vec<String>,
    /// Effects already on the table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<EffectRecord>,
    /// ED family: the draw pile, top first (otherwise shuffled from `deal.seed`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pile: Option<Vec<String>>,
    /// ED family: special cards each player keeps face up (ED-R4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept: Option<ByColour<Vec<String>>>,
    /// ED family: the top of the draw pile when it is known, top first; the
    /// rest of the pile is shuffled from `deal.seed` (seed 0 without one).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pile_top: Vec<String>,
    /// ED family: the card the side to move has just drawn (ED-R2); the turn
    /// goes on as that card demands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawn: Option<String>,
    /// Advanced mode: a committed card waiting for the opponent's window (AM-R14).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<PendingRecord>,
    /// A window open at the start (a reaction window, or the checkmate save
    /// window, AM-D9). A start in checkmate opens the save window by itself
    /// when the mated player holds a save.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub window: Option<WindowRecord>,
    /// The player whose next turn is move-only, having been saved from mate (AM-R12).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_only: Option<Colour>,
    /// The events, in order.
    pub events: Vec<Event>,
    /// Scenario expectations (read by the test runner; ignored by replay).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expect: Option<Value>,
}

impl GameRecord {
    /// Reads a record: JSON syntax, then the schema (every problem with its
    /// JSON path), then the model.
    pub fn parse(text: &str) -> Result<GameRecord, CardsError> {
        let value: Value = serde_json::from_str(text).map_err(|e| CardsError::json(FileKind::Record, &e))?;
        GameRecord::from_value(&value)
    }

    /// Checks a record already parsed as JSON.
    pub fn from_value(value: &Value) -> Result<GameRecord, CardsError> {
        let problems = schema::validate(SchemaKind::Game, value);
        if !problems.is_empty() {
            return Err(CardsError::InvalidRecord { problems });
        }
        serde_json::from_value(value.clone()).map_err(|e| CardsError::InvalidRecord {
            problems: vec![Problem::new(
                "$",
                Detail::Model {
                    detail: e.to_string(),
                },
            )],
        })
    }

    /// The record as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
