//! A disputed play and its ruling, as the store keeps them — below both the
//! disputes, which record them, and the precedents, whose case is ruled
//! again on import: the game a situation and the events before the play
//! make ([`dispute_game`], every refusal a [`DisputeRefusal`]), the play in
//! words, and the ruling as stored with a dispute: what
//! [`arbitro_cards::Game::rule`] returned, as data (typed verdict, clauses,
//! squares) with every sentence rendered once in both languages at record
//! time, so that a dispute reads the same later whatever the catalogue
//! becomes.

use arbitro_cards as cards;
use arbitro_i18n::{Lang, Text, render};
use serde::{Deserialize, Serialize};

use crate::error::Result;
use situation::PlayText;

pub(crate) mod refusal;
pub(crate) mod situation;

pub use refusal::DisputeRefusal;

/// How the play was ruled: the card engine's verdicts, stored by their
/// codes (`resolved`, `pending`, `failed`, `countered`, `rejected`).
pub use cards::VerdictKind;

/// One step of the trace: layer, clause, card, its sentence in both languages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DisputeTraceLine {
    /// The layer of resolution.
    pub layer: cards::Layer,
    /// The clause that decided it.
    pub clause: String,
    /// The card concerned.
    pub card: Option<String>,
    /// Spanish.
    pub es: String,
    /// English.
    pub en: String,
}

/// What kind of change: the card engine's own kinds, stored by their codes.
pub use cards::ChangeKind as DisputeChangeKind;

/// One thing the play changed, with the squares a diagram marks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DisputeChange {
    /// What kind.
    pub kind: DisputeChangeKind,
    /// The square of the piece concerned (where it stood).
    pub square: Option<String>,
    /// Where a moved piece went.
    pub to: Option<String>,
    /// The card concerned.
    pub card: Option<String>,
    /// Spanish.
    pub es: String,
    /// English.
    pub en: String,
}

/// The ruling stored with a dispute.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DisputeRuling {
    /// The verdict.
    pub verdict: VerdictKind,
    /// For a failed or refused play: the reason's code.
    pub reason: Option<cards::Reason>,
    /// The verdict's sentence.
    pub sentence: Text,
    /// The clauses it rests on, the verdict's first.
    pub clauses: Vec<String>,
    /// The trace.
    pub trace: Vec<DisputeTraceLine>,
    /// What changed.
    pub changes: Vec<DisputeChange>,
    /// A move: its SAN.
    pub san: Option<String>,
    /// The position before the play.
    pub fen_before: String,
    /// The position after it.
    pub fen_after: String,
    /// The window open when the play was made (`after_card`…), if any.
    pub window: Option<Vec<cards::Window>>,
    /// Who could play in that window.
    pub window_player: Option<cards::Colour>,
    /// How the game stands after the play.
    pub status: cards::GameStatus,
}

fn both(message: &dyn arbitro_i18n::Message) -> (String, String) {
    (render(Lang::Es, message), render(Lang::En, message))
}

fn change(c: &cards::Change) -> DisputeChange {
    let (es, en) = both(c);
    let (square, to, card) = match c {
        cards::Change::Moved { piece, to } => (Some(piece.square), Some(to.to_string()), None),
        cards::Change::Removed { piece }
        | cards::Change::Placed { piece }
        | cards::Change::Transformed { piece, .. } => (Some(piece.square), None, None),
        cards::Change::Protected { piece, card, .. } => (Some(piece.square), None, Some(card.clone())),
        cards::Change::Card { card, .. } => (None, None, Some(card.clone())),
        cards::Change::EffectAdded { effect } | cards::Change::EffectEnded { effect } => {
            (None, None, Some(effect.card.clone()))
        }
        cards::Change::Ended { .. } => (None, None, None),
    };
    DisputeChange {
        kind: c.kind(),
        square: square.map(|s| s.to_string()),
        to,
        card,
        es,
        en,
    }
}

impl DisputeRuling {
    /// The stored form of `ruling`, made in the window `window` (open before the play).
    pub(crate) fn of(ruling: &cards::Ruling, window: Option<cards::WindowReport>) -> DisputeRuling {
        let verdict = ruling.verdict.kind();
        let reason = ruling.verdict.refusal().map(|v| v.reason);
        let (es, en) = both(ruling);
        DisputeRuling {
            verdict,
            reason,
            sentence: Text { es, en },
            clauses: ruling.clauses(),
            trace: ruling
                .trace
                .steps()
                .iter()
                .map(|s| DisputeTraceLine {
                    layer: s.layer,
                    clause: s.clause.to_string(),
                    card: s.card.clone(),
                    es: s.text(Lang::Es),
                    en: s.text(Lang::En),
                })
                .collect(),
            changes: ruling.changes.iter().map(change).collect(),
            san: ruling.san.clone(),
            fen_before: ruling.fen_before.clone(),
            fen_after: ruling.fen_after.clone(),
            window_player: window.as_ref().map(|w| w.player),
            window: window.map(|w| w.kinds),
            status: ruling.status,
        }
    }

    /// The verdict's sentence in `lang`.
    pub fn sentence(&self, lang: Lang) -> &str {
        match lang {
            Lang::Es => &self.sentence.es,
            Lang::En => &self.sentence.en,
        }
    }
}

/// The card engine's game for `setup` with `history` applied, or the typed
/// refusal of the setup or of the first history event refused (what
/// [`Disputes::record`] rules on; the CLI's and the app's previews too).
pub fn dispute_game(setup: &cards::Setup, history: &[cards::Event]) -> Result<cards::Game> {
    let deck = cards::shipped_deck(&setup.deck.id).map_err(|error| DisputeRefusal::UnknownDeck {
        deck: setup.deck.id.clone(),
        error,
    })?;
    let mut game = cards::Game::from_setup(deck, setup).map_err(DisputeRefusal::Setup)?;
    for (index, event) in history.iter().enumerate() {
        if let cards::Status::Rejected(verdict) = game.apply(event).status {
            return Err(DisputeRefusal::History { index, verdict }.into());
        }
    }
    Ok(game)
}

/// A play in a sentence in `lang` (`store-dispute-play`), the card names
/// from deck `deck`'s shipped text when it is known.
pub(crate) fn play_words(play: &cards::Event, deck: &str, lang: Lang) -> String {
    let deck = cards::shipped_deck(deck).ok();
    render(
        lang,
        &PlayText {
            play,
            deck: deck.as_deref(),
        },
    )
}
