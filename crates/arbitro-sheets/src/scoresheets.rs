//! Scoresheets of a round (AM-AD): the header of every board and, where
//! the board has a game record, the record itself — moves in SAN, card
//! codes and windows in the ply where they happened, reactions in Advanced
//! mode — and the result. A long game continues on further pages (the
//! forms crate paginates).

use arbitro_forms::model::{GameSheet, ScoresheetDoc, Side};
use arbitro_store::Game;

use crate::info::{day, family, player, players};
use crate::moves::{SheetMoves, sheet_moves};
use crate::{Filled, Result, Sheets, SheetsError};

impl Sheets<'_> {
    /// The record of `game` laid out as plies, or why it could not be.
    fn recorded_moves(&self, game: &Game) -> Result<Option<(SheetMoves, String)>> {
        let event = self.event();
        if event.boards().current_record(game.round, game.board)?.is_none() {
            return Ok(None);
        }
        let (_, replay) = event.boards().replay_record(game.round, game.board)?;
        Ok(Some((sheet_moves(&replay), replay.summary.result)))
    }

    /// The scoresheets of `round` (only `board`, if given), one per board
    /// or one per player (`per_player`), filled from the boards' game
    /// records where there are any. A record that no longer replays is
    /// printed as a header-only sheet and named in the notes.
    pub fn scoresheets(
        &self,
        round: u32,
        board: Option<u32>,
        per_player: bool,
    ) -> Result<Filled<ScoresheetDoc>> {
        let event = self.event();
        let players = players(event)?;
        let r = event.rounds().get(round)?;
        let games: Vec<Game> = event
            .rounds()
            .games(round)?
            .into_iter()
            .filter(|g| g.black.is_some() && board.is_none_or(|b| g.board == b))
            .collect();
        if let Some(b) = board
            && games.is_empty()
        {
            return Err(SheetsError::NotFound(format!("round {round} has no board {b}")));
        }
        let copies: &[Option<Side>] = if per_player {
            &[Some(Side::White), Some(Side::Black)]
        } else {
            &[None]
        };
        let mut notes = Vec::new();
        let mut sheets = Vec::new();
        for game in &games {
            let recorded = match self.recorded_moves(game) {
                Ok(r) => r,
                Err(e) => {
                    notes.push(format!(
                        "round {round} board {}: the game record was not printed: {e}",
                        game.board
                    ));
                    None
                }
            };
            let mut result = game.result_text();
            if result.is_empty()
                && let Some((_, recorded)) = &recorded
                && recorded != "*"
            {
                result = recorded.clone();
            }
            let (moves, cards, first_move) = match recorded {
                Some((m, _)) => (m.moves, m.cards, m.first_move),
                None => (Vec::new(), Vec::new(), None),
            };
            for copy in copies {
                sheets.push(GameSheet {
                    round: Some(round),
                    board: Some(game.board),
                    date: day(&r.paired_at),
                    white: player(&players, game.white),
                    black: game.black.map(|b| player(&players, b)).unwrap_or_default(),
                    family: Some(family(self.call().family)),
                    start_position: r.chess960.as_ref().map(|(_, n)| *n),
                    copy_for: *copy,
                    result: result.clone(),
                    moves: moves.clone(),
                    cards: cards.clone(),
                    first_move,
                    ..GameSheet::default()
                });
            }
        }
        Ok(Filled {
            doc: ScoresheetDoc {
                event: self.info(),
                games: sheets,
            },
            notes,
        })
    }
}
