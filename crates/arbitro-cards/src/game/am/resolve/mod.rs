//! The layered resolution of an Ajedrez Mágico card (AM-G5, AM-G13):
//! counter → prevention and shields → execution of the steps in order
//! (AM-G7, in [`steps`]) → final verification of king legality and special
//! rights (AM-R9, AM-G12, in [`verify`]). Every decision is written to the
//! trace with the clause that made it. Standard moves played on the table
//! (their captures, anchors that follow, traps that spring) are in [`table`].

mod steps;
mod table;
mod verify;

use arbitro_rules::shakmaty::{Bitboard, CastlingMode, Color, EnPassantMode, Position, Setup, Square};

use super::declare::{self, EvalCtx};
use super::effects;
use crate::deck::vocabulary::Step;
use crate::deck::{Card, Deck};
use crate::game::Env;
use crate::game::state::declaration::Resolved;
use crate::game::state::{Declaration, GameState, Pending, ci};
use crate::reason::{Reason, Verdict};
use crate::record::{FirstTick, Rules};
use crate::text::PieceAt;
use crate::trace::{Layer, Note, Trace};
pub(crate) use table::{anchor_label, play_move_on};

/// The situation a card resolves in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Context {
    /// An action in its owner's own turn: the turn passes afterwards.
    OwnTurn,
    /// A reaction inside a window: nobody's turn changes.
    Reaction,
    /// A checkmate save (AM-D9): the saved player's turn follows.
    Save,
}

/// What reactions did to a committed card before it resolves.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Modifiers {
    /// Pieces immune to the card (AM-D6).
    pub shielded: Bitboard,
    /// Its captures and eliminations do not happen (AM-D5).
    pub prevented: bool,
    /// The card that countered it (AM-D4).
    pub countered_by: Option<String>,
}

/// How a card's resolution ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// It resolved (perhaps with every effect prevented or shielded: it still counts as played).
    Resolved,
    /// A counter stopped it (AM-D4).
    Countered,
    /// It failed (AM-R5, AM-G3, AM-G7, AM-R9, AM-G15).
    Failed(Verdict),
}

/// What a step did.
enum StepResult {
    Done,
    Skipped,
    Stop,
    Fail(Verdict),
}

/// A card being resolved: the position as it is being edited and what the
/// steps have done so far.
struct Work<'a> {
    deck: &'a Deck,
    card: &'a Card,
    owner: Color,
    decl: &'a Declaration,
    resolved: Resolved,
    setup: Setup,
    mode: CastlingMode,
    mods: &'a Modifiers,
    context: Context,
    irreversible: bool,
    ep: Option<Square>,
    rules: &'a Rules,
    /// Half-move clock and move number when resolution began: a card turn counts once.
    clocks: (u32, std::num::NonZeroU32),
    /// Consequences carried out, and consequences prevented or shielded.
    done: u32,
    stopped: u32,
}

/// Resolves `decl` layer by layer. On success the state holds the result;
/// on failure the position is restored and the card is accounted for by the
/// caller. `pending` is the committed card a reaction acts on.
#[allow(clippy::too_many_arguments)]
pub(crate) fn resolve(
    env: &Env<'_>,
    st: &mut GameState,
    decl: &Declaration,
    mods: &Modifiers,
    context: Context,
    trigger: Option<Square>,
    pending: Option<&mut Pending>,
    trace: &mut Trace,
) -> Outcome {
    let card = env.deck.card(decl.card);
    let code = card.code.as_str();
    // Layer 1: counter (AM-D4).
    if let Some(by) = &mods.countered_by {
        trace.push(
            Layer::Counter,
            "AM-D4",
            Some(code),
            Note::Countered {
                card: code.to_string(),
                by: by.clone(),
            },
        );
        return Outcome::Countered;
    }
    // Layer 2: preventions and shields (AM-D5, AM-D6).
    for sq in mods.shielded {
        if let Some(p) = st.table.pos.board().piece_at(sq) {
            trace.push(
                Layer::Prevention,
                "AM-D6",
                Some(code),
                Note::ShieldedFrom {
                    piece: PieceAt::new(p, sq),
                    card: code.to_string(),
                },
            );
        }
    }
    if mods.prevented {
        trace.push(
            Layer::Prevention,
            "AM-D5",
            Some(code),
            Note::PreventionApplies {
                card: code.to_string(),
            },
        );
    }
    // Eligibility at resolution (AM-G3, AM-D11).
    let owner = decl.owner;
    let resolved = {
        let ctx = EvalCtx {
            deck: env.deck,
            board: st.table.pos.board(),
            effects: &st.table.effects,
            card,
            owner,
            trigger,
            captured: &st.table.captured[ci(owner)],
        };
        let checked = declare::resolve_targets(&ctx, decl).and_then(|r| {
            declare::check_destination(&ctx, decl, &r)?;
            declare::check_steps(&ctx, &st.table.pos, decl, &r)?;
            Ok(r)
        });
        match checked {
            Ok(r) => r,
            Err(v) => {
                let v = Verdict::citing(v.reason, "AM-G3", v.why);
                trace.push(
                    Layer::Execution,
                    "AM-G3",
                    Some(code),
                    Note::TargetLost {
                        card: code.to_string(),
                        why: v.why.clone(),
                    },
                );
                return Outcome::Failed(v);
            }
        }
    };
    let backup = st.table.clone();
    let mut work = Work {
        deck: env.deck,
        card,
        owner,
        decl,
        resolved,
        setup: st.table.pos.to_setup(EnPassantMode::Legal),
        mode: st.castling,
        mods,
        context,
        irreversible: false,
        ep: None,
        rules: env.rules,
        clocks: (st.table.pos.halfmoves(), st.table.pos.fullmoves()),
        done: 0,
        stopped: 0,
    };
    let owner_in_check_before = effects::in_check(st.table.pos.board(), &st.table.effects, owner);
    // Layer 3: execution (AM-G7).
    let mut failure: Option<Verdict> = None;
    let mut pending = pending;
    for (n, step) in card.steps.iter().enumerate() {
        match work.exec(st, step, pending.as_deref_mut(), trace) {
            StepResult::Done | StepResult::Skipped => {}
            StepResult::Stop => break,
            StepResult::Fail(v) => {
                trace.push(
                    Layer::Execution,
                    "AM-G7",
                    Some(code),
                    Note::StepFails {
                        card: code.to_string(),
                        step: n + 1,
                        why: v.why.clone(),
                        later: card.steps.len() - n - 1,
                    },
                );
                failure = Some(v);
                break;
            }
        }
    }
    if failure.is_none() && work.done == 0 && work.stopped > 0 {
        trace.push(
            Layer::Prevention,
            "AM-R5",
            Some(code),
            Note::AllPrevented {
                card: code.to_string(),
            },
        );
    }
    // Layer 4: final verification (AM-R9, AM-G12, AM-G13).
    if let Err(v) = work.verify(st, owner_in_check_before, trace) {
        st.table = backup;
        trace.push(
            Layer::Verification,
            "AM-G13",
            Some(code),
            Note::VerificationFails {
                card: code.to_string(),
                why: v.why.clone(),
            },
        );
        let rule = match v.reason {
            Reason::SelfCheck => "self-check",
            Reason::Irresolvable => "irresolvable",
            _ => "illegal",
        };
        trace.push(
            Layer::Verification,
            v.clause,
            Some(code),
            Note::PositionRestored {
                card: code.to_string(),
                rule,
            },
        );
        return Outcome::Failed(failure.unwrap_or(v));
    }
    match failure {
        Some(v) => Outcome::Failed(v),
        None => Outcome::Resolved,
    }
}

impl Work<'_> {
    fn code(&self) -> &str {
        &self.card.code
    }

    fn shielded(&self, sq: Square) -> bool {
        self.mods.shielded.contains(sq)
    }

    /// Runs one step and counts what it did: consequences carried out
    /// (execution steps of the trace) and consequences stopped (prevention
    /// steps), so that a card whose every effect was stopped is told apart.
    fn exec(
        &mut self,
        st: &mut GameState,
        step: &Step,
        pending: Option<&mut Pending>,
        trace: &mut Trace,
    ) -> StepResult {
        let before = trace.0.len();
        let result = self.exec_step(st, step, pending, trace);
        for t in &trace.0[before..] {
            match t.layer {
                Layer::Prevention => self.stopped += 1,
                Layer::Execution => self.done += 1,
                _ => {}
            }
        }
        if matches!(
            step,
            Step::Shield { .. } | Step::Prevent { .. } | Step::Counter { .. }
        ) && matches!(result, StepResult::Done)
        {
            // A reaction that registered its protection did its whole job.
            self.done += 1;
        }
        result
    }

    fn fail(&self, reason: Reason, why: crate::reason::Why) -> StepResult {
        StepResult::Fail(Verdict::new(reason, why))
    }
}

/// The turn index at whose end a new effect first ticks (AM-D7, AM-G11, DECKS.md).
pub(crate) fn first_tick_ply(rules: &Rules, context: Context, st: &GameState, owner: Color) -> u32 {
    let ply = st.table.ply;
    match context {
        Context::OwnTurn => match rules.options.duration_first_tick {
            FirstTick::NextOwnerTurn => ply + 2,
            FirstTick::CommitTurn => ply,
        },
        // The owner's next turn: now if it is theirs to play, else the next one.
        Context::Reaction | Context::Save => {
            if st.turn() == owner && st.pending.is_none() {
                ply
            } else {
                ply + 1
            }
        }
    }
}
