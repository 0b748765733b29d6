//! The state of a game in play written back as a [`Setup`]: the disputed
//! moment an arbiter edits ([`Game::setup_now`]), and what a setup cannot
//! carry ([`Game::setup_limits`], [`SetupLimit`]).

use serde::{Deserialize, Serialize};

use super::Game;
use super::state::declaration::TargetValue;
use super::state::ed::Phase;
use crate::deck::ed::EdCard;
use crate::deck::vocabulary::{PieceKind, Step};
use crate::deck::{CardIdx, Family};
use crate::dispute::Setup;
use crate::record::{Colour, Deal, DeckRef, PendingRecord, Start, WindowRecord};

/// Something of a game's state that a [`Setup`] does not carry, so that a
/// game rebuilt from [`Game::setup_now`] may go on differently.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum SetupLimit {
    /// The positions already played: a setup starts a new repetition count (FI-9.2, FI-9.6).
    RepetitionHistory,
    /// The game is over (resignation, agreement, a claim, a flag…): a setup
    /// re-judges only what the position decides (checkmate, stalemate, dead position).
    Ended,
    /// ED: the turn is half played (a card's moves or choice, a second
    /// knight move, a prize, a vetoed move to replay, ED-R4, ED-C9…ED-C12).
    EdMidTurn,
    /// ED: the last move may still be vetoed by a kept veto (ED-C9).
    EdVetoPoint,
    /// ED: the discard pile was reshuffled into the pile; later reshuffles
    /// of the setup restart the seed sequence (ED-R1).
    EdReshuffled,
    /// AM: a Rewind card may take back the last move, which needs the
    /// position before it (AM-G6).
    RewindTarget,
    /// AM: a reaction was played in the window (reaction limits, AM-R14).
    LastReaction,
    /// AM: the pending card was already shielded, prevented or countered
    /// in its window (AM-D4, AM-D5, AM-D6).
    PendingReacted,
}

impl Game {
    /// The game's current state as a [`Setup`] (raw data, as an arbiter
    /// edits a disputed moment): the position as FEN (Chess960 castling when
    /// so), hands, captured pieces, discard, effects on the table with their
    /// owner, anchor and turns left, the pending card and open window (AM
    /// Advanced), the checkmate save window, a move-only turn (AM-R12); ED:
    /// the whole pile top first with the deal's seed, the kept specials (the
    /// temporal card in force among them), the card just drawn. Rules and
    /// deck are unchanged. Effect plies are counted from this moment (the
    /// setup's turn 0).
    ///
    /// Not carried (see [`Game::setup_limits`]): the positions already
    /// played (a rebuilt game counts repetitions afresh, FI-9.2), a game
    /// over by resignation, agreement, claim or flag, and the ED and AM
    /// intra-turn memory listed in [`SetupLimit`].
    pub fn setup_now(&self) -> Setup {
        let st = &self.state;
        let deck = &self.deck;
        let code = |i: CardIdx| deck.code(i).to_string();
        let ply = st.table.ply;
        let magico = self.rules.family == Family::Magico;
        let effects = self
            .effects_report()
            .into_iter()
            .map(|mut e| {
                e.started_ply = None;
                e.expires_ply = e.expires_ply.map(|x| x.saturating_sub(ply));
                e
            })
            .collect();
        let pending = st.pending.as_ref().map(|p| {
            let d = &p.decl;
            let mut targets = Vec::new();
            let mut declared = Vec::new();
            for t in &d.targets {
                match &t.value {
                    TargetValue::Piece { square, piece } => {
                        targets.push(square.to_string());
                        declared.push(piece.char().to_string());
                    }
                    TargetValue::Square(sq) => targets.push(sq.to_string()),
                    TargetValue::Zone(z) => targets.push(z.label.clone()),
                }
            }
            PendingRecord {
                card: code(d.card),
                by: Colour::from_color(d.owner),
                targets,
                to: d.to.map(|s| s.to_string()),
                choice: d.choice.map(|r| PieceKind::from_role(r).letter().to_string()),
                moves: d.moves.clone(),
                declared,
            }
        });
        let window = st.window.as_ref().map(|w| WindowRecord {
            player: Colour::from_color(w.player),
            kinds: w.kinds.iter().collect(),
            trigger: w.trigger.map(|s| s.to_string()),
        });
        let ed = st.ed.as_deref();
        Setup {
            rules: self.rules.clone(),
            deck: DeckRef {
                id: deck.id.clone(),
                version: deck.version.clone(),
            },
            start: Start {
                fen: self.fen(),
                chess960: self.chess960(),
            },
            deal: ed.map(|e| Deal { seed: e.seed }),
            hands: magico.then(|| self.hands_report()),
            captured: self.captured_report(),
            discard: self.discard_report(),
            effects,
            pending,
            window,
            move_only: self.move_only(),
            pile: ed.map(|e| e.pile.iter().map(|i| code(*i)).collect()),
            pile_top: Vec::new(),
            kept: (!magico).then(|| self.hands_report()),
            // The card just drawn and still in play; once kept or
            // discarded it is only shown (the next event forgets it).
            drawn: ed
                .and_then(|e| e.drawn)
                .filter(|d| !st.discard.contains(d) && !st.hands.iter().flatten().any(|c| c == d))
                .map(code),
        }
    }

    /// What of the current state [`Game::setup_now`] cannot carry and
    /// could still matter, in [`SetupLimit`] order. The repetition history
    /// is named once a position has been played since the start.
    pub fn setup_limits(&self) -> Vec<SetupLimit> {
        let st = &self.state;
        let mut out = Vec::new();
        if st.table.history.len() > 1 {
            out.push(SetupLimit::RepetitionHistory);
        }
        if st.ending.is_some() {
            out.push(SetupLimit::Ended);
        }
        if let Some(e) = st.ed.as_deref() {
            let fresh = e.log.moves == 0 && !e.log.card_acted && e.log.before.is_none();
            if !matches!(e.phase, Phase::Start) || e.resume.is_some() || !fresh {
                out.push(SetupLimit::EdMidTurn);
            }
            // A veto still to be held or drawn (not discarded) may answer the last move.
            let veto_left = (0..self.deck.cards.len() as u16)
                .map(CardIdx)
                .any(|c| matches!(self.deck.card(c).ed, Some(EdCard::Veto)) && !st.discard.contains(&c));
            if e.veto.is_some() && veto_left {
                out.push(SetupLimit::EdVetoPoint);
            }
            if e.reshuffles > 0 {
                out.push(SetupLimit::EdReshuffled);
            }
        } else {
            let rewind_held = st
                .hands
                .iter()
                .flatten()
                .any(|c| self.deck.card(*c).steps.iter().any(|s| matches!(s, Step::Rewind)));
            if st.before_last_move.is_some() && rewind_held {
                out.push(SetupLimit::RewindTarget);
            }
            if st.last_reaction.is_some() {
                out.push(SetupLimit::LastReaction);
            }
            if st
                .pending
                .as_ref()
                .is_some_and(|p| !p.shielded.is_empty() || p.prevented || p.countered_by.is_some())
            {
                out.push(SetupLimit::PendingReacted);
            }
        }
        out
    }
}
