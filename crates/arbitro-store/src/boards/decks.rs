//! Deck checks per board before each round, and the arbiter's override,
//! recorded in the register (AM-AB, AM-AD).

use rusqlite::params;
use serde::{Deserialize, Serialize};

use crate::boards::deck::{DeckCheck, DeckCheckInput, DeckManifest, DeckRefusal, DeckState};
use crate::boards::{Boards, deck};
use crate::error::Result;
use crate::event::to_json;
use crate::register;
use arbitro_i18n::{Arg, Args, Message};

/// Whether a board may start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckStatus {
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// May start.
    pub ready: bool,
    /// Why (or why not).
    pub reason: DeckState,
    /// The latest check, if any.
    pub check: Option<DeckCheck>,
    /// The override entry, if the arbiter overrode.
    pub override_seq: Option<i64>,
}

/// The arbiter's override of an unchecked or incomplete deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckOverride {
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// Arbiter.
    pub arbiter: String,
    /// Why.
    pub reason: String,
    /// Where the deck stood at that moment.
    pub outstanding: StateWhenOverridden,
    /// When.
    pub at: String,
}

/// Where a deck stood when the arbiter overrode, as the register keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum StateWhenOverridden {
    /// The deck's state.
    State(DeckState),
    /// A file written before the state was typed: the sentence as stored.
    Legacy(String),
}

impl Message for StateWhenOverridden {
    fn code(&self) -> &str {
        match self {
            StateWhenOverridden::State(s) => s.code(),
            StateWhenOverridden::Legacy(_) => "store-as-stored",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            StateWhenOverridden::State(s) => s.args(),
            StateWhenOverridden::Legacy(text) => vec![("text", Arg::from(text))],
        }
    }
}

impl Boards<'_> {
    /// Records a deck check of `board` in `round` against `manifest` (the deck
    /// file the event names: its id and version must match the call).
    pub fn record_deck_check(
        &mut self,
        round: u32,
        board: u32,
        manifest: &DeckManifest,
        input: DeckCheckInput,
    ) -> Result<DeckCheck> {
        let call = self.event.call()?;
        let Some(deck_ref) = call.deck.clone() else {
            return Err(DeckRefusal::NoCards.into());
        };
        if deck_ref.id != manifest.id || deck_ref.version != manifest.version {
            return Err(DeckRefusal::OtherDeck {
                event: deck_ref.to_string(),
                given: format!("{}@{}", manifest.id, manifest.version),
            }
            .into());
        }
        let game = self.event.rounds().game(round, board)?;
        if game.black.is_none() {
            return Err(DeckRefusal::Bye.into());
        }
        let problems = deck::input_problems(manifest, &input);
        if !problems.is_empty() {
            return Err(crate::boards::deck::DeckInvalid { problems }.into());
        }
        let outstanding = deck::outstanding(manifest, &input);
        let at = self.event.now();
        let check = DeckCheck {
            round,
            board,
            deck_id: manifest.id.clone(),
            deck_version: manifest.version.clone(),
            expected: manifest.codes.len() as u32,
            complete: outstanding.is_empty(),
            outstanding,
            input,
            checked_at: at.clone(),
        };
        self.event.write(|tx| {
            tx.execute(
                "INSERT INTO deck_check (round, board, deck_id, deck_version, expected, counted, missing, damaged, marked,
                                         replaced, complete, checker, checked_at, notes)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
                params![
                    round,
                    board,
                    check.deck_id,
                    check.deck_version,
                    check.expected,
                    check.input.counted,
                    to_json(&check.input.missing, "deck check")?,
                    to_json(&check.input.damaged, "deck check")?,
                    to_json(&check.input.marked, "deck check")?,
                    to_json(&check.input.replaced, "deck check")?,
                    check.complete,
                    check.input.checker,
                    at,
                    check.input.notes
                ],
            )?;
            tx.record(&check)?;
            Ok(())
        })?;
        Ok(check)
    }

    /// The deck the event's call names, as built into arbitro (AM-R16).
    pub fn built_in_deck(&self) -> Result<DeckManifest> {
        let call = self.event.call()?;
        let deck = call.deck.ok_or(DeckRefusal::NoCards)?;
        DeckManifest::built_in(&deck)
    }

    /// The deck checks of a round (all of them, oldest first).
    pub fn deck_checks(&self, round: u32) -> Result<Vec<DeckCheck>> {
        let mut stmt = self.event.conn().prepare_cached(
            "SELECT round, board, deck_id, deck_version, expected, counted, missing, damaged, marked, replaced,
                    complete, checker, checked_at, notes FROM deck_check WHERE round = ?1 ORDER BY id",
        )?;
        let rows = stmt.query_map([round], |r| {
            let list = |i: usize| -> rusqlite::Result<Vec<String>> {
                let t: String = r.get(i)?;
                Ok(serde_json::from_str(&t).unwrap_or_default())
            };
            let input = DeckCheckInput {
                counted: r.get(5)?,
                missing: list(6)?,
                damaged: list(7)?,
                marked: list(8)?,
                replaced: list(9)?,
                checker: r.get(11)?,
                notes: r.get(13)?,
            };
            Ok(DeckCheck {
                round: r.get(0)?,
                board: r.get(1)?,
                deck_id: r.get(2)?,
                deck_version: r.get(3)?,
                expected: r.get(4)?,
                complete: r.get(10)?,
                outstanding: Vec::new(),
                input,
                checked_at: r.get(12)?,
            })
        })?;
        let mut out: Vec<DeckCheck> = rows.collect::<rusqlite::Result<_>>()?;
        for c in &mut out {
            if !c.complete {
                let mut o = deck::card_faults(&c.input);
                if o.is_empty() {
                    o.push(deck::Outstanding::Short {
                        counted: c.input.counted,
                        expected: c.expected,
                    });
                }
                c.outstanding = o;
            }
        }
        Ok(out)
    }

    /// Every deck override in the register, with its entry number.
    pub fn deck_overrides(&self) -> Result<Vec<(i64, DeckOverride)>> {
        register::bodies::<DeckOverride>(self.event.conn())
    }

    /// Whether a board may start (AM-AB): its latest deck check is complete,
    /// or the arbiter overrode.
    pub fn deck_status(&self, round: u32, board: u32) -> Result<DeckStatus> {
        let check = self.deck_checks(round)?.into_iter().rfind(|c| c.board == board);
        let override_seq = self
            .deck_overrides()?
            .into_iter()
            .rfind(|(_, o)| o.round == round && o.board == board)
            .map(|(s, _)| s);
        let reason = DeckState::from_parts(check.as_ref(), override_seq);
        let ready = matches!(reason, DeckState::Complete { .. } | DeckState::Overridden { .. });
        Ok(DeckStatus {
            round,
            board,
            ready,
            reason,
            check,
            override_seq,
        })
    }

    /// Every board's deck status in a round.
    pub fn deck_statuses(&self, round: u32) -> Result<Vec<DeckStatus>> {
        self.event
            .rounds()
            .games(round)?
            .iter()
            .filter(|g| g.black.is_some())
            .map(|g| self.deck_status(round, g.board))
            .collect()
    }

    /// Lets a board start despite an unchecked or incomplete deck; recorded
    /// in the register with the arbiter and the reason.
    pub fn override_deck(&self, round: u32, board: u32, arbiter: &str, reason: &str) -> Result<i64> {
        if arbiter.trim().is_empty() || reason.trim().is_empty() {
            return Err(DeckRefusal::OverrideUnexplained.into());
        }
        let status = self.deck_status(round, board)?;
        if status.ready && status.override_seq.is_none() {
            return Err(DeckRefusal::NoOverrideNeeded {
                board,
                state: crate::boards::deck::DeckState::of(&status),
            }
            .into());
        }
        let o = DeckOverride {
            round,
            board,
            arbiter: arbiter.to_string(),
            reason: reason.to_string(),
            outstanding: StateWhenOverridden::State(status.reason),
            at: self.event.now(),
        };
        self.event.write(|tx| Ok(tx.record(&o)?.seq))
    }
}

impl DeckState {
    /// The state of a board's deck.
    pub fn of(status: &DeckStatus) -> DeckState {
        DeckState::from_parts(status.check.as_ref(), status.override_seq)
    }
}
