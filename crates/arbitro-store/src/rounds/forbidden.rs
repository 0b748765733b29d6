//! Forbidden pairings (players who must not meet, see
//! [`crate::call::ForbiddenPairing`]): read from the call and changed for
//! the rounds not yet paired, the change kept in the call's history.

use crate::call::{ForbiddenPairing, ForbiddenProblem};
use crate::error::{Result, StoreError};
use crate::rounds::Rounds;

impl Rounds<'_> {
    /// The forbidden pairings in force.
    pub fn forbidden(&self) -> Result<Vec<ForbiddenPairing>> {
        Ok(self.event.call()?.forbidden_pairings)
    }

    /// Replaces the forbidden pairings (each checked: two or more players of
    /// the event, rounds in order). They apply to the rounds paired from now
    /// on; the change is kept in the call's history.
    pub fn set_forbidden(&self, list: Vec<ForbiddenPairing>) -> Result<Vec<ForbiddenPairing>> {
        let players: Vec<i64> = self.event.players().all()?.iter().map(|p| p.id).collect();
        let mut clean = Vec::with_capacity(list.len());
        for mut f in list {
            f.players.sort_unstable();
            f.players.dedup();
            if f.players.len() < 2 {
                return Err(ForbiddenProblem::TooFew.into());
            }
            if let Some(id) = f.players.iter().find(|id| !players.contains(id)) {
                return Err(ForbiddenProblem::UnknownPlayer(*id).into());
            }
            if let (Some(first), Some(last)) = (f.first_round, f.last_round)
                && first > last
            {
                return Err(ForbiddenProblem::Rounds { first, last }.into());
            }
            clean.push(f);
        }
        let mut call = self.event.call()?;
        call.forbidden_pairings = clean;
        self.event.write_call(&call)?;
        self.forbidden()
    }
}

impl From<ForbiddenProblem> for StoreError {
    fn from(problem: ForbiddenProblem) -> Self {
        StoreError::Forbidden(problem)
    }
}
