//! The deck control sheet (AM-AB): per board the deck, the expected count
//! and codes, what the latest check found per code, replacements, the
//! checker and the time, and the arbiter's override when a board started
//! with an incomplete deck.

use arbitro_forms::model::{CardState, CodeCheck, DeckCheck, DeckControlDoc, DeckRef, Replacement};
use arbitro_store::call::GameFamily as StoreFamily;
use arbitro_store::deck::DeckManifest;

use crate::info::{day, player, players, time};
use crate::{Result, Sheets, SheetsError};

/// The stable codes of the product deck of a family (DECKS.md): AM-01 …
/// AM-40, ED-01 … ED-56; none for families without cards.
pub fn product_codes(family: StoreFamily) -> Vec<String> {
    let (prefix, count) = match family {
        StoreFamily::MagicoClassic | StoreFamily::MagicoAdvanced => ("AM", 40),
        StoreFamily::Ed => ("ED", 56),
        _ => return Vec::new(),
    };
    (1..=count).map(|n| format!("{prefix}-{n:02}")).collect()
}

impl Sheets<'_> {
    /// The codes the event's deck holds: the built-in deck the call names
    /// (AM-R16), else the product deck's stable codes for the family.
    pub fn deck_codes(&self) -> Vec<String> {
        match self.event().boards().built_in_deck() {
            Ok(manifest) => manifest.codes,
            Err(_) => product_codes(self.call().family),
        }
    }

    /// The codes of a deck file given by the arbiter, refused when it is
    /// not the deck (id and version) the call names.
    pub fn deck_file_codes(&self, file: &str, manifest: DeckManifest) -> Result<Vec<String>> {
        if let Some(deck) = &self.call().deck
            && (deck.id != manifest.id || deck.version != manifest.version)
        {
            return Err(SheetsError::Refused(format!(
                "{file}: deck {} {} is not the event's deck {} {}",
                manifest.id, manifest.version, deck.id, deck.version
            )));
        }
        Ok(manifest.codes)
    }

    /// The deck control sheet of `round` (only `board`, if given); `codes`
    /// are the deck's codes, printed for boards not yet checked.
    pub fn deck_control(&self, round: u32, board: Option<u32>, codes: Vec<String>) -> Result<DeckControlDoc> {
        let event = self.event();
        let info = self.info();
        let players = players(event)?;
        let checks = event.boards().deck_checks(round)?;
        let statuses = event.boards().deck_statuses(round)?;
        let overrides = event.boards().deck_overrides()?;
        let deck = info.deck.clone().unwrap_or_default();
        let mut boards = Vec::new();
        for game in event.rounds().games(round)? {
            let Some(black) = game.black else { continue };
            if board.is_some_and(|b| b != game.board) {
                continue;
            }
            // The latest check of the board counts.
            let check = checks.iter().rfind(|c| c.board == game.board);
            let mut sheet = DeckCheck {
                board: Some(game.board),
                white: player(&players, game.white).name,
                black: player(&players, black).name,
                deck: deck.clone(),
                expected_count: Some(codes.len() as u32).filter(|n| *n > 0),
                ..DeckCheck::default()
            };
            if let Some(check) = check {
                let state_of = |code: &String| {
                    if check.input.missing.contains(code) {
                        CardState::Missing
                    } else if check.input.marked.contains(code) {
                        CardState::Marked
                    } else if check.input.damaged.contains(code) {
                        CardState::Damaged
                    } else {
                        CardState::Present
                    }
                };
                let mut all: Vec<String> = codes.clone();
                for code in check
                    .input
                    .missing
                    .iter()
                    .chain(&check.input.damaged)
                    .chain(&check.input.marked)
                {
                    if !all.contains(code) {
                        all.push(code.clone());
                    }
                }
                sheet.deck = DeckRef {
                    id: check.deck_id.clone(),
                    version: check.deck_version.clone(),
                };
                sheet.expected_count = Some(check.expected);
                sheet.counted = Some(check.input.counted);
                sheet.checks = all
                    .iter()
                    .map(|code| CodeCheck {
                        code: code.clone(),
                        state: state_of(code),
                    })
                    .collect();
                sheet.replacements = check
                    .input
                    .replaced
                    .iter()
                    .map(|code| Replacement {
                        code: code.clone(),
                        note: String::new(),
                    })
                    .collect();
                sheet.checker = check.input.checker.clone();
                sheet.time = time(&check.checked_at);
            }
            // The arbiter's written reason for letting the board start (AM-AB).
            if let Some(seq) = statuses
                .iter()
                .find(|s| s.board == game.board)
                .and_then(|s| s.override_seq)
                && let Some((_, o)) = overrides.iter().find(|(s, _)| *s == seq)
            {
                sheet.override_reason = format!("{} ({}, #{seq})", o.reason, o.arbiter);
            }
            boards.push(sheet);
        }
        if let Some(b) = board
            && boards.is_empty()
        {
            return Err(SheetsError::NotFound(format!("round {round} has no board {b}")));
        }
        Ok(DeckControlDoc {
            event: info,
            round: Some(round),
            date: event
                .rounds()
                .get(round)
                .map(|r| day(&r.paired_at))
                .unwrap_or_default(),
            codes,
            boards,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn product_decks_have_their_stable_codes() {
        let am = product_codes(StoreFamily::MagicoAdvanced);
        assert_eq!(
            (am.len(), am[0].as_str(), am[39].as_str()),
            (40, "AM-01", "AM-40")
        );
        let ed = product_codes(StoreFamily::Ed);
        assert_eq!((ed.len(), ed[55].as_str()), (56, "ED-56"));
        assert!(product_codes(StoreFamily::Fide).is_empty());
    }
}
