//! A stored game record, replayed by the store through the rules core or
//! the card engine, laid out the way a scoresheet records it (AM-AD, AM-AA):
//! one entry per ply with the move in SAN (empty when the turn was a card),
//! and every card in the ply where it happened with its code and window.
//!
//! A ply is a turn: it opens with its owner's first act (a move, a card in
//! their own turn, an ED draw) and closes when the turn passes. A card of
//! the ply's owner is that ply's card; a reaction, and a card played in the
//! checkmate save window (AM-D9), belong to the ply that opened the window,
//! and the forms print them in the reactor's next ply (AM-R14). When the
//! same side starts two turns running (an effect that skips a turn), the
//! skipped turn is an empty ply, so plies keep alternating White and Black.

use arbitro_forms::model::{CardEvent, Side};
use arbitro_store::records::{EventKind, GameReplay, ReplayLine, StatusKind, Window};

/// The plies and cards of a game, ready for a [`arbitro_forms::model::GameSheet`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SheetMoves {
    /// One entry per ply, White's first; the SAN of the ply's move (moves of
    /// one turn separated by spaces), empty for a turn without a move.
    pub moves: Vec<String>,
    /// Cards played, each in the ply where it happened.
    pub cards: Vec<CardEvent>,
    /// The move number of the first row, when the game starts later than move 1.
    pub first_move: Option<u32>,
}

/// The window id the forms' legend knows for an engine window: the two
/// windows of a mate are the checkmate save (`#`).
pub fn window_id(window: Window) -> &'static str {
    match window {
        Window::CheckmateSave | Window::AfterMate => "mate_save",
        other => other.as_str(),
    }
}

fn side(side: Option<arbitro_store::records::Side>) -> Option<Side> {
    use arbitro_store::records::Side as Board;
    match side? {
        Board::White => Some(Side::White),
        Board::Black => Some(Side::Black),
    }
}

struct Ply {
    side: Side,
    moves: Vec<String>,
    complete: bool,
}

/// Opens a ply for `side` unless its ply is still open; returns its number (1-based).
fn open_ply(plies: &mut Vec<Ply>, who: Side) -> u32 {
    let reuse = plies.last().is_some_and(|p| p.side == who && !p.complete);
    if !reuse {
        let skipped = match plies.last() {
            Some(last) => last.side == who,
            None => who == Side::Black,
        };
        if skipped {
            plies.push(Ply {
                side: who.opponent(),
                moves: Vec::new(),
                complete: true,
            });
        }
        plies.push(Ply {
            side: who,
            moves: Vec::new(),
            complete: false,
        });
    }
    plies.len() as u32
}

fn card_event(line: &ReplayLine, ply: u32, who: Side) -> Option<CardEvent> {
    Some(CardEvent {
        ply: ply.max(1),
        side: who,
        code: line.card.clone()?,
        window: line.window.map(window_id).unwrap_or_default().to_string(),
        outcome: line.outcome.map(|o| o.key()).unwrap_or_default().to_string(),
    })
}

/// Lays out a replayed record as scoresheet plies. Refused events (never
/// stored) and events without an author are left out; passes, claims and
/// the end of the game take no ply.
pub fn sheet_moves(replay: &GameReplay) -> SheetMoves {
    let mut plies: Vec<Ply> = Vec::new();
    let mut cards = Vec::new();
    for line in replay.lines.iter().filter(|l| l.status != StatusKind::Rejected) {
        let Some(who) = side(line.side) else {
            continue;
        };
        let save = line.window == Some(Window::CheckmateSave);
        match line.kind {
            EventKind::Move => {
                let ply = open_ply(&mut plies, who) as usize;
                let san = line.san.clone().unwrap_or_else(|| match &line.event {
                    arbitro_store::records::EventWords::Move { text } => text.clone(),
                    _ => String::new(),
                });
                plies[ply - 1].moves.push(san);
            }
            EventKind::Draw => {
                open_ply(&mut plies, who);
            }
            EventKind::Card if !save => {
                let ply = open_ply(&mut plies, who);
                cards.extend(card_event(line, ply, who));
            }
            EventKind::Card | EventKind::Reaction => {
                cards.extend(card_event(line, plies.len() as u32, who));
            }
            _ => {}
        }
        // The turn passes: the mover's ply is complete.
        if let (Some(last), Some(next)) = (plies.last_mut(), side(line.to_move))
            && last.side != next
        {
            last.complete = true;
        }
    }
    let first_move = replay
        .start_fen
        .split_whitespace()
        .nth(5)
        .and_then(|n| n.parse::<u32>().ok())
        .filter(|n| *n > 1);
    SheetMoves {
        moves: plies.into_iter().map(|p| p.moves.join(" ")).collect(),
        cards,
        first_move,
    }
}
