//! A stored game record written out for other programs: PGN with the
//! event's tags, or the card record as saved.

use crate::boards::records::refusal::RecordProblem;
use crate::boards::records::{Engine, GameReplay, RecordFormat, refuse};
use crate::call::GameFamily;
use crate::error::Result;
use arbitro_clock::Side;
use serde::Deserialize;
use serde::Serialize;
/// The event's facts written into an exported record where it says nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameMeta {
    /// Event name.
    pub event: String,
    /// Place.
    pub site: String,
    /// Date of the round (YYYY-MM-DD).
    pub date: String,
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Chief arbiter.
    pub arbiter: String,
    /// Rulebook version (card families, AM-R16).
    pub rulebook_version: Option<String>,
}

/// How to write an exported record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ExportAs {
    /// As attached, byte for byte.
    Stored,
    /// The card engine's JSON record (card games only).
    Json,
    /// PGN (card games with card comment commands).
    Pgn,
}

fn fill(slot: &mut Option<String>, value: &str) {
    if slot.as_deref().is_none_or(|s| s.trim().is_empty() || s == "?") && !value.trim().is_empty() {
        *slot = Some(value.to_string());
    }
}

/// Writes a stored record for export: the event's facts fill what the record
/// leaves blank (never overriding it); PGN games also get the board clock's
/// readings as `[%clk]` where the record has none.
pub fn export(
    text: &str,
    family: GameFamily,
    meta: &GameMeta,
    replay: &GameReplay,
    to: ExportAs,
) -> Result<String> {
    if to == ExportAs::Stored {
        return Ok(text.to_string());
    }
    match Engine::for_family(family)? {
        Engine::Cards => {
            let cards_err = |e: arbitro_cards::CardsError| refuse(RecordProblem::Cards(e));
            let mut record = match replay.format {
                RecordFormat::CardRecord => arbitro_cards::GameRecord::parse(text).map_err(cards_err)?,
                RecordFormat::Pgn => {
                    arbitro_cards::import_pgn(text, arbitro_cards::shipped_deck).map_err(cards_err)?
                }
            };
            let mut m = record.meta.clone().unwrap_or_default();
            fill(&mut m.event, &meta.event);
            fill(&mut m.site, &meta.site);
            fill(&mut m.date, &meta.date);
            fill(&mut m.round, &format!("{}.{}", meta.round, meta.board));
            fill(&mut m.white, &meta.white);
            fill(&mut m.black, &meta.black);
            fill(&mut m.arbiter, &meta.arbiter);
            if let Some(v) = &meta.rulebook_version {
                fill(&mut m.rulebook_version, v);
            }
            record.meta = Some(m);
            match to {
                ExportAs::Pgn => {
                    let deck = arbitro_cards::deck_for(&record).map_err(cards_err)?;
                    let mut text = arbitro_cards::export_pgn(&record, deck).map_err(cards_err)?;
                    if !text.ends_with('\n') {
                        text.push('\n');
                    }
                    Ok(text)
                }
                _ => Ok(record.to_json() + "\n"),
            }
        }
        Engine::Rules => {
            if to == ExportAs::Json {
                return Err(crate::boards::records::refusal::RecordRefusal::PgnOnly.into());
            }
            let mut game =
                arbitro_rules::pgn::read_game(text).map_err(|e| refuse(RecordProblem::Rules(e)))?;
            let date = meta.date.replace('-', ".");
            let round = meta.round.to_string();
            let board = meta.board.to_string();
            for (tag, value) in [
                ("Event", meta.event.as_str()),
                ("Site", meta.site.as_str()),
                ("Date", date.as_str()),
                ("Round", round.as_str()),
                ("Board", board.as_str()),
                ("White", meta.white.as_str()),
                ("Black", meta.black.as_str()),
                ("Arbiter", meta.arbiter.as_str()),
            ] {
                let mut current = game.tag(tag).map(str::to_string);
                let before = current.clone();
                fill(&mut current, value);
                if current != before
                    && let Some(v) = current
                {
                    game.set_tag(tag, &v);
                }
            }
            for (i, line) in replay.lines.iter().enumerate() {
                let white = line.side == Some(Side::White);
                let ms = line
                    .clock
                    .and_then(|c| if white { c.white_ms } else { c.black_ms });
                if let (Some(ms), Some(m)) = (ms, game.move_mut(i))
                    && m.clock.is_none()
                {
                    m.clock = Some(arbitro_rules::ClockTime::from_millis(ms));
                }
            }
            Ok(arbitro_rules::pgn::write_game(&game))
        }
    }
}
