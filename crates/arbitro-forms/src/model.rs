//! The data the forms are filled from: plain structs, independent of the
//! store and the card engine, which convert their records into these. Every
//! struct reads from JSON (`arbitro form … --data FILE.json`), and every
//! field may be left out: a form with no data is the blank form.

use serde::{Deserialize, Serialize};

/// White or Black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The side that moves first.
    White,
    /// The side that moves second.
    Black,
}

impl Side {
    /// The other side.
    pub fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

/// The game family of an event or a game (AM-R15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameFamily {
    /// FIDE Laws of Chess, no cards.
    Fide,
    /// Chess960 (F9), no cards.
    Chess960,
    /// Ajedrez Mágico, classic mode: cards in one's own turn (AM-R8).
    AmClassic,
    /// Ajedrez Mágico, advanced mode: with reactions (AM-R14).
    AmAdvanced,
    /// Card chess with a shared draw deck (ED): cards without windows.
    Ed,
}

impl GameFamily {
    /// Whether games of this family play cards.
    pub fn has_cards(self) -> bool {
        matches!(
            self,
            GameFamily::AmClassic | GameFamily::AmAdvanced | GameFamily::Ed
        )
    }

    /// Whether cards are played in windows (AM-D2).
    pub fn has_windows(self) -> bool {
        matches!(self, GameFamily::AmClassic | GameFamily::AmAdvanced)
    }

    /// Whether reactions are allowed (AM-D3, AM-R14).
    pub fn has_reactions(self) -> bool {
        self == GameFamily::AmAdvanced
    }

    /// The label key of the family's name.
    pub fn label_key(self) -> &'static str {
        match self {
            GameFamily::Fide => "family.fide",
            GameFamily::Chess960 => "family.chess960",
            GameFamily::AmClassic => "family.am-classic",
            GameFamily::AmAdvanced => "family.am-advanced",
            GameFamily::Ed => "family.ed",
        }
    }
}

/// A deck and its version (AM-R16).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DeckRef {
    /// Deck identifier (e.g. `AM-REF`).
    pub id: String,
    /// Deck version (e.g. `2.0`).
    pub version: String,
}

impl DeckRef {
    /// `id version`, or empty.
    pub fn display(&self) -> String {
        format!("{} {}", self.id, self.version).trim().to_string()
    }
}

/// What every form says about the event (its call, AM-R15).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EventInfo {
    /// The event's name.
    pub name: String,
    /// Organiser or federation, printed above the title.
    pub organiser: String,
    /// Place.
    pub place: String,
    /// Dates, as printed (ISO dates are formatted for the language).
    pub dates: String,
    /// Chief arbiter.
    pub chief_arbiter: String,
    /// Game family of the event.
    pub family: Option<GameFamily>,
    /// Deck and version (card families).
    pub deck: Option<DeckRef>,
    /// Time control (e.g. `10+5`).
    pub time_control: String,
    /// Rulebook and version the event plays under (AM-R16).
    pub rulebook: String,
    /// The event's register head when printed (entries, short hash, key),
    /// as its label says it; printed in every page's footer when given.
    pub register: String,
}

/// A player as the forms show one.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Player {
    /// Starting rank (pairing number).
    pub number: Option<u32>,
    /// Name, surname first (`Pérez Núñez, José`).
    pub name: String,
    /// Title (GM, IM, FM, WGM …).
    pub title: String,
    /// FIDE id (or national id).
    pub id: String,
    /// Federation (three letters).
    pub federation: String,
    /// Rating.
    pub rating: Option<u32>,
    /// Club.
    pub club: String,
    /// Points (before the round in a pairing list; in total elsewhere).
    pub points: Option<f64>,
}

/// A card played in a game, in the ply where it happened (AM-AA: card code,
/// window, result).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardEvent {
    /// The ply it belongs to (1 = White's first move). A card played by the
    /// ply's owner is that ply's card; a card played by the other side is a
    /// reaction (or a checkmate save) in the window that ply opened.
    pub ply: u32,
    /// Who played the card.
    pub side: Side,
    /// The card's code (e.g. `AM-25`).
    pub code: String,
    /// The window it was played in: a window id of the layout's legend
    /// (`own_turn`, `after_card`, `after_capture` …) or its printed code.
    #[serde(default)]
    pub window: String,
    /// How it resolved (`resolved`, `failed`, `countered` …), if recorded.
    #[serde(default)]
    pub outcome: String,
}

/// One game's scoresheet (AM-AD): header data and, when filled, the record.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GameSheet {
    /// Round number.
    pub round: Option<u32>,
    /// Board number.
    pub board: Option<u32>,
    /// Date of the game.
    pub date: String,
    /// White.
    pub white: Player,
    /// Black.
    pub black: Player,
    /// The game's family (default: the event's).
    pub family: Option<GameFamily>,
    /// Time control (default: the event's).
    pub time_control: String,
    /// Deck and version (default: the event's).
    pub deck: Option<DeckRef>,
    /// Chess960 start position number.
    pub start_position: Option<u32>,
    /// Whose copy this sheet is, when each player gets one.
    pub copy_for: Option<Side>,
    /// The moves in SAN, one entry per ply (empty for a ply that was a card
    /// without a move).
    pub moves: Vec<String>,
    /// Cards played, each in the ply where it happened.
    pub cards: Vec<CardEvent>,
    /// Result (`1-0`, `0-1`, `½-½`, `1/2-1/2`, `+/-`, `-/+`, `-/-`).
    pub result: String,
    /// First move number the sheet starts at (continuation sheets).
    pub first_move: Option<u32>,
}

/// Scoresheets to print: one or more games of an event.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ScoresheetDoc {
    /// The event.
    pub event: EventInfo,
    /// One sheet (or set of pages) per entry.
    pub games: Vec<GameSheet>,
}

/// An appeal against an arbiter's decision (FIDE C.11).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Appeal {
    /// When it was lodged (date and time).
    pub lodged_at: String,
    /// Who lodged it.
    pub lodged_by: String,
    /// Grounds given.
    pub grounds: String,
    /// Appeals committee members.
    pub committee: Vec<String>,
    /// Decision: a decision id of the layout (`upheld`, `rejected`,
    /// `modified`) or empty while pending.
    pub decision: String,
    /// The decision's text and reasons.
    pub decision_text: String,
    /// When it was decided.
    pub decided_at: String,
}

/// One incident and its sanction (AM-AC), with its appeal if any.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Incident {
    /// Incident number in the event's log.
    pub number: Option<u32>,
    /// The entry this one corrects (entries are never edited).
    pub corrects: Option<u32>,
    /// Date.
    pub date: String,
    /// Time.
    pub time: String,
    /// Round.
    pub round: Option<u32>,
    /// Board.
    pub board: Option<u32>,
    /// White on that board.
    pub white: Player,
    /// Black on that board.
    pub black: Player,
    /// The player the incident concerns.
    pub player: String,
    /// Who reported it.
    pub reported_by: String,
    /// The arbiter who handled it.
    pub arbiter: String,
    /// Fault kind: a fault id of the layout (the store's codes:
    /// `marked-cards`, `showing-hand` …; an unknown id is written out).
    pub fault: String,
    /// Detail of the fault (required for `other`).
    pub fault_detail: String,
    /// What happened.
    pub description: String,
    /// Card code involved, if any (AM-AA).
    pub card_code: String,
    /// Window of that card.
    pub window: String,
    /// Earlier sanctioned faults of this player in this category.
    pub previous_faults: Option<u32>,
    /// Step reached on the AM-AC escalation ladder (1 warning, 2 time
    /// adjustment, 3 loss of the game, 4 expulsion).
    pub ladder_step: Option<u32>,
    /// Penalties the ladder suggests: sanction ids of the layout (the
    /// store's penalty tags: `warning`, `increase-opponent-time` …).
    pub suggested_sanctions: Vec<String>,
    /// Penalties applied: sanction ids of the layout.
    pub applied_sanctions: Vec<String>,
    /// Detail of the sanction (e.g. `+2 min to the opponent`).
    pub sanction_detail: String,
    /// The arbiter's reason when the applied sanction is not the suggested one.
    pub deviation_reason: String,
    /// Game result after the decision.
    pub game_result: String,
    /// The appeal, if one was lodged.
    pub appeal: Option<Appeal>,
    /// Hash of the log entry (tamper evidence), printed in the footer.
    pub entry_hash: String,
}

/// Incident sheets to print.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct IncidentDoc {
    /// The event.
    pub event: EventInfo,
    /// One sheet per incident.
    pub incidents: Vec<Incident>,
    /// One sheet per dispute at the board (issue 11), after the incidents.
    pub disputes: Vec<DisputeSheet>,
}

/// One step of a dispute's trace, as printed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TraceRow {
    /// The clause that decided it (AM-…, ED-…, FI-…).
    pub clause: String,
    /// What happened, in the sheet's language.
    pub text: String,
}

/// A dispute at the board as its sheet prints it: the diagram of the
/// position before the play, the play, the verdict and the trace.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DisputeSheet {
    /// Register entry of the dispute.
    pub number: Option<u32>,
    /// Date.
    pub date: String,
    /// Time.
    pub time: String,
    /// Round.
    pub round: Option<u32>,
    /// Board.
    pub board: Option<u32>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The arbiter who ruled.
    pub arbiter: String,
    /// The position before the play (FEN; only its board field is drawn).
    pub fen: String,
    /// Squares the play names (targets, destination), framed on the diagram.
    pub marked: Vec<String>,
    /// Squares of pieces the ruling protected.
    pub protected: Vec<String>,
    /// Squares of pieces the ruling removed.
    pub removed: Vec<String>,
    /// The play, in a sentence.
    pub play: String,
    /// The verdict, in a sentence.
    pub verdict: String,
    /// The trace.
    pub trace: Vec<TraceRow>,
    /// The incident recorded with it, if any.
    pub incident: Option<u32>,
    /// The precedent recorded with it, if any.
    pub precedent: Option<u32>,
    /// Hash of the register entry, printed in the footer.
    pub entry_hash: String,
}

/// The state of one card found during a deck check (AM-AB).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardState {
    /// In the deck and fit to play.
    Present,
    /// Not in the deck.
    Missing,
    /// Worn, bent or torn.
    Damaged,
    /// Marked (a fault, AM-AC).
    Marked,
}

/// The check of one card code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CodeCheck {
    /// The card code.
    pub code: String,
    /// What was found.
    pub state: CardState,
}

/// A card replaced during the check.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Replacement {
    /// The card code replaced.
    pub code: String,
    /// Where the new card came from / note.
    pub note: String,
}

/// One board's deck check before a round (AM-AB).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DeckCheck {
    /// Board number.
    pub board: Option<u32>,
    /// White on the board.
    pub white: String,
    /// Black on the board.
    pub black: String,
    /// The deck.
    pub deck: DeckRef,
    /// Number of cards the deck file says the deck has.
    pub expected_count: Option<u32>,
    /// Number of cards counted.
    pub counted: Option<u32>,
    /// The codes the deck must contain, in order.
    pub codes: Vec<String>,
    /// What was found, per code (codes not listed were not checked).
    pub checks: Vec<CodeCheck>,
    /// Cards replaced.
    pub replacements: Vec<Replacement>,
    /// Who checked.
    pub checker: String,
    /// When.
    pub time: String,
    /// The arbiter's override when the board started with an incomplete deck.
    pub override_reason: String,
}

/// Deck control sheets for a round.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DeckControlDoc {
    /// The event.
    pub event: EventInfo,
    /// Round.
    pub round: Option<u32>,
    /// Date.
    pub date: String,
    /// The deck's codes, for boards that list none (and blank blocks).
    pub codes: Vec<String>,
    /// One block per board (none: one page of blank blocks).
    pub boards: Vec<DeckCheck>,
}

/// One board of a round.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Pairing {
    /// Board number.
    pub board: Option<u32>,
    /// White.
    pub white: Player,
    /// Black.
    pub black: Player,
    /// Result, if known.
    pub result: String,
}

/// A player without an opponent this round.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Unpaired {
    /// The player.
    pub player: Player,
    /// Why: a reason id (`pairing_bye`, `half_point_bye`, `zero_point_bye`,
    /// `absent`, `withdrawn`) or free text.
    pub reason: String,
    /// Points awarded for the round.
    pub points: Option<f64>,
}

/// The address of the event's live view and its QR code, printed on the
/// pairing list for players to scan (the matrix comes from arbitro-serve).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LiveLink {
    /// The address, printed under the code.
    pub url: String,
    /// Modules per side of the QR code.
    pub width: usize,
    /// The modules row by row, `true` for dark (no quiet zone).
    pub dark: Vec<bool>,
}

/// The pairings of a round (also the input of the result slips).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PairingList {
    /// The event.
    pub event: EventInfo,
    /// Round.
    pub round: Option<u32>,
    /// Date and time of the round.
    pub date: String,
    /// The boards.
    pub boards: Vec<Pairing>,
    /// Players not paired.
    pub unpaired: Vec<Unpaired>,
    /// The live view's address and QR code, printed after the boards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub live_view: Option<LiveLink>,
}

/// A tie-break value: a number, or a text as computed elsewhere.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Value {
    /// A number (printed with the language's decimal separator).
    Number(f64),
    /// A text printed as given.
    Text(String),
}

/// One line of the standings.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StandingRow {
    /// Rank (players tied on everything share one).
    pub rank: Option<u32>,
    /// The player.
    pub player: Player,
    /// Points.
    pub points: Option<f64>,
    /// Games played.
    pub games: Option<u32>,
    /// One value per tie-break, in the event's order.
    pub tiebreaks: Vec<Value>,
}

/// Standings after a round, with the event's tie-break columns.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Standings {
    /// The event.
    pub event: EventInfo,
    /// After which round.
    pub round: Option<u32>,
    /// Tie-break acronyms in the event's order (`BH-C1`, `SB`, `DE` …).
    pub tiebreaks: Vec<String>,
    /// The lines, best first.
    pub rows: Vec<StandingRow>,
}

/// One cell of a crosstable: the game of a player in a round.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CrossCell {
    /// Opponent's starting rank (none: bye or not paired).
    pub opponent: Option<u32>,
    /// Colour played.
    pub colour: Option<Side>,
    /// Result for this player: `1`, `½`, `0`, `+`, `-`, `=` (forfeits and
    /// byes), or empty when not yet played.
    pub result: String,
}

/// One line of the crosstable.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CrossRow {
    /// Rank.
    pub rank: Option<u32>,
    /// The player (with `number`).
    pub player: Player,
    /// One cell per round.
    pub rounds: Vec<CrossCell>,
    /// Points.
    pub points: Option<f64>,
    /// Tie-break values, in the event's order.
    pub tiebreaks: Vec<Value>,
}

/// A crosstable.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Crosstable {
    /// The event.
    pub event: EventInfo,
    /// Number of rounds (columns).
    pub rounds: Option<u32>,
    /// Tie-break acronyms.
    pub tiebreaks: Vec<String>,
    /// The lines, in ranking order.
    pub rows: Vec<CrossRow>,
}
