//! The case a precedent recorded from a dispute carries (AM-G16): the
//! situation, the events before the play, the play, the deck version and
//! the ruling as it was given — so that the club receiving the precedent can
//! replay it. On import the card engine rules the play again
//! ([`arbitro_cards::Game::rule`]); a case that does not replay, or that the
//! engine rules otherwise now, is refused.

use arbitro_cards as cards;
use serde::{Deserialize, Serialize};

use crate::precedents::Texts;
use crate::precedents::refusal::PrecedentProblem;
use crate::ruling::{DisputeRuling, VerdictKind, dispute_game};

/// A dispute's case, as a precedent carries it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PrecedentCase {
    /// The situation.
    pub setup: cards::Setup,
    /// Events played from the situation before the play.
    #[serde(default)]
    pub history: Vec<cards::Event>,
    /// The disputed play.
    pub play: cards::Event,
    /// The deck and version it was ruled with (AM-R16).
    pub deck: cards::DeckRef,
    /// How the play was ruled.
    pub verdict: VerdictKind,
    /// The ruling's sentence, in both languages.
    pub sentence: Texts,
    /// The clauses the ruling rests on, the verdict's first.
    #[serde(default)]
    pub clauses: Vec<String>,
}

impl PrecedentCase {
    /// The case of a dispute ruled `ruling`.
    pub(crate) fn of(
        setup: &cards::Setup,
        history: &[cards::Event],
        play: &cards::Event,
        ruling: &DisputeRuling,
    ) -> PrecedentCase {
        PrecedentCase {
            setup: setup.clone(),
            history: history.to_vec(),
            play: play.clone(),
            deck: setup.deck.clone(),
            verdict: ruling.verdict,
            sentence: Texts {
                es: Some(ruling.sentence.es.clone()),
                en: Some(ruling.sentence.en.clone()),
            },
            clauses: ruling.clauses.clone(),
        }
    }

    /// The engine's ruling on the case now: the setup validated, the
    /// history applied, the play ruled.
    pub fn rule(&self) -> crate::Result<DisputeRuling> {
        let mut game = dispute_game(&self.setup, &self.history)?;
        let window = game.window();
        let ruling = game.rule(&self.play);
        Ok(DisputeRuling::of(&ruling, window))
    }

    /// What is wrong with the case: it does not replay (deck, setup or
    /// history refused), its deck is not the setup's, or the engine now
    /// rules the play otherwise than the stored verdict and clauses.
    pub fn problem(&self) -> Option<PrecedentProblem> {
        if self.deck != self.setup.deck {
            return Some(PrecedentProblem::CaseReplay);
        }
        match self.rule() {
            Err(_) => Some(PrecedentProblem::CaseReplay),
            Ok(now) if now.verdict != self.verdict || now.clauses != self.clauses => {
                Some(PrecedentProblem::CaseVerdict)
            }
            Ok(_) => None,
        }
    }

    /// The case's part of the precedent's fingerprint (its canonical JSON).
    pub(super) fn fingerprint_part(&self) -> String {
        crate::register::sha256_hex(serde_json::to_string(self).unwrap_or_default().as_bytes())
    }

    /// The play in a sentence in `lang`: who played which card on which
    /// targets, or which move.
    pub fn play_text(&self, lang: arbitro_i18n::Lang) -> String {
        crate::ruling::play_words(&self.play, &self.deck.id, lang)
    }

    /// The position (FEN) just before the play: the situation's, with the
    /// history applied when the engine replays it.
    pub fn fen(&self) -> String {
        if self.history.is_empty() {
            return self.setup.start.fen.clone();
        }
        self.rule()
            .map(|r| r.fen_before)
            .unwrap_or_else(|_| self.setup.start.fen.clone())
    }
}
