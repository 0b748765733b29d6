//! The dispute at the board: the situation an arbiter sets up
//! (from a board's stored record or the start position), drafts kept while
//! it is worked on, and the recorded dispute — the store rules the play
//! itself with the card engine ([`arbitro_cards::Game::rule`]) and writes the
//! dispute entry, the incident and the precedent in one transaction.

pub(crate) mod entries;

pub(crate) use entries::KINDS;

use arbitro_cards as cards;
use arbitro_i18n::{Lang, render};
use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::boards::records::RecordFormat;
use crate::call::GameFamily;
use crate::discipline::ladder::FaultKind;
use crate::discipline::{IncidentInput, IncidentOutcome, SanctionChoice};
use crate::error::{Result, StoreError};
use crate::event::Event;
use crate::precedents;
use crate::precedents::{Precedent, PrecedentInput, Texts};

use crate::ruling::situation::Situation;
use crate::ruling::{DisputeRefusal, DisputeRuling, dispute_game, play_words};

/// The situation as the arbiter set it up, the events before the disputed play, the play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DisputeDraftInput {
    /// Round, when the dispute is about a board of a paired round.
    #[serde(default)]
    pub round: Option<u32>,
    /// Board.
    #[serde(default)]
    pub board: Option<u32>,
    /// The situation (a game record's start).
    pub setup: cards::Setup,
    /// Events played from the setup before the disputed play.
    #[serde(default)]
    pub history: Vec<cards::Event>,
    /// The play, once chosen.
    #[serde(default)]
    pub play: Option<cards::Event>,
}

/// A dispute being worked on: kept until recorded or discarded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DisputeDraft {
    /// Its id in the file.
    pub id: i64,
    /// What was entered.
    pub input: DisputeDraftInput,
    /// When it was last saved.
    pub updated_at: String,
}

/// The start of a dispute on a board: the situation and who plays it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DisputeStart {
    /// The situation: the disputed moment itself (from a board's record, the
    /// state after the chosen step, [`arbitro_cards::Game::setup_now`]).
    pub setup: cards::Setup,
    /// Events played from the situation before the play (empty: the
    /// situation is the disputed moment).
    pub history: Vec<cards::Event>,
    /// The board's record the situation comes from, if any.
    pub record: Option<DisputeRecordRef>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
}

/// The board's stored record a dispute's situation was taken from, and the
/// step: "from the record of round R board B, after event k of n".
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DisputeRecordRef {
    /// The stored record's id.
    pub id: i64,
    /// Events of it applied to reach the situation.
    pub step: usize,
    /// Every event of the record, with its SAN when it was a move played.
    pub events: Vec<DisputeRecordStep>,
    /// What the situation could not carry of the state at that step
    /// ([`arbitro_cards::Game::setup_limits`]).
    pub limits: Vec<cards::SetupLimit>,
}

/// One event of a board's record, for choosing the disputed step.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DisputeRecordStep {
    /// The event as recorded.
    pub event: cards::Event,
    /// Its SAN (with `+`/`#`) when it was a move or a card's move the rules accepted.
    pub san: Option<String>,
    /// Whether the rules refused it (it changed nothing).
    pub rejected: bool,
}

/// The incident recorded with a dispute (AM-AA): round, board, card code and
/// window come from the dispute.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DisputeIncident {
    /// The player at fault (the event's player id).
    pub player: i64,
    /// The fault.
    pub fault: FaultKind,
    /// The ladder's suggestion, or another choice with its reason.
    pub choice: SanctionChoice,
    /// What happened.
    pub description: String,
}

/// The precedent recorded with a dispute (AM-G16): its situation is written
/// from the dispute, its decision is the arbiter's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DisputePrecedent {
    /// The decision, in both languages (editable).
    pub decision: Texts,
}

/// What the arbiter records: the situation and the play; the ruling is the store's.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DisputeInput {
    /// The draft it was worked on in, discarded once recorded.
    #[serde(default)]
    pub draft: Option<i64>,
    /// Round.
    #[serde(default)]
    pub round: Option<u32>,
    /// Board.
    #[serde(default)]
    pub board: Option<u32>,
    /// The arbiter ruling.
    pub arbiter: String,
    /// The situation.
    pub setup: cards::Setup,
    /// Events before the play.
    #[serde(default)]
    pub history: Vec<cards::Event>,
    /// The disputed play.
    pub play: cards::Event,
    /// An incident to record with it.
    #[serde(default)]
    pub incident: Option<DisputeIncident>,
    /// A precedent to record with it.
    #[serde(default)]
    pub precedent: Option<DisputePrecedent>,
}

/// A recorded dispute.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Dispute {
    /// Its register entry.
    pub seq: i64,
    /// Round.
    pub round: Option<u32>,
    /// Board.
    pub board: Option<u32>,
    /// The arbiter.
    pub arbiter: String,
    /// When.
    pub at: String,
    /// The situation.
    pub setup: cards::Setup,
    /// Events before the play.
    pub history: Vec<cards::Event>,
    /// The play.
    pub play: cards::Event,
    /// How the rules ruled it.
    pub ruling: DisputeRuling,
    /// The deck and version it was ruled with (AM-R16).
    pub deck: cards::DeckRef,
    /// The incident entry recorded with it.
    pub incident: Option<i64>,
    /// The precedent entry recorded with it.
    pub precedent: Option<i64>,
}

/// What recording a dispute wrote.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DisputeOutcome {
    /// The dispute.
    pub dispute: Dispute,
    /// The incident and its sanction, if recorded.
    pub incident: Option<IncidentOutcome>,
    /// The precedent, if recorded.
    pub precedent: Option<Precedent>,
}

/// The body of a "dispute" register entry.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DisputeRecorded {
    /// Round.
    pub round: Option<u32>,
    /// Board.
    pub board: Option<u32>,
    /// The arbiter.
    pub arbiter: String,
    /// When.
    pub at: String,
    /// The situation.
    pub setup: cards::Setup,
    /// Events before the play.
    pub history: Vec<cards::Event>,
    /// The play.
    pub play: cards::Event,
    /// The ruling.
    pub ruling: DisputeRuling,
    /// The deck (AM-R16).
    pub deck: cards::DeckRef,
    /// The incident entry.
    pub incident: Option<i64>,
    /// The precedent entry.
    pub precedent: Option<i64>,
}

impl DisputeRecorded {
    fn into_dispute(self, seq: i64) -> Dispute {
        Dispute {
            seq,
            round: self.round,
            board: self.board,
            arbiter: self.arbiter,
            at: self.at,
            setup: self.setup,
            history: self.history,
            play: self.play,
            ruling: self.ruling,
            deck: self.deck,
            incident: self.incident,
            precedent: self.precedent,
        }
    }
}

fn json_err(context: &str, e: serde_json::Error) -> StoreError {
    StoreError::Json {
        context: context.to_string(),
        message: e.to_string(),
    }
}

/// The situation after `at_step` events (all when none) of a board's stored
/// record, the state itself ([`cards::Game::setup_now`]), and the record's
/// reference with every event's SAN.
fn at_record_step(
    stored: &crate::boards::records::stored::StoredRecord,
    round: u32,
    board: u32,
    at_step: Option<usize>,
) -> Result<(cards::Setup, DisputeRecordRef)> {
    let unreadable = |error| DisputeRefusal::RecordUnreadable { round, board, error };
    let record = match stored.format {
        RecordFormat::CardRecord => cards::GameRecord::parse(&stored.text),
        RecordFormat::Pgn => cards::import_pgn(&stored.text, cards::shipped_deck),
    }
    .map_err(unreadable)?;
    let step = at_step.unwrap_or(record.events.len());
    if step > record.events.len() {
        return Err(DisputeRefusal::StepPastEnd {
            round,
            board,
            step,
            events: record.events.len(),
        }
        .into());
    }
    let deck = cards::shipped_deck(&record.deck.id).map_err(unreadable)?;
    let replay = cards::replay(&record, deck.clone()).map_err(unreadable)?;
    let events = replay
        .events
        .into_iter()
        .map(|r| DisputeRecordStep {
            event: r.event,
            san: r.san,
            rejected: r.status == cards::StatusKind::Rejected,
        })
        .collect();
    let mut game = cards::Game::from_record(deck, &record).map_err(unreadable)?;
    for event in &record.events[..step] {
        game.apply(event);
    }
    let (setup, limits) = (game.setup_now(), game.setup_limits());
    Ok((
        setup,
        DisputeRecordRef {
            id: stored.id,
            step,
            events,
            limits,
        },
    ))
}

/// The card code a play names, if it is a card.
fn card_of(play: &cards::Event) -> Option<&str> {
    match play {
        cards::Event::Card { code, .. } | cards::Event::React { code, .. } => Some(code),
        _ => None,
    }
}

/// The window as incidents and precedents name it (`after_card`), if one is open.
fn window_key(window: &Option<cards::WindowReport>) -> Option<String> {
    window
        .as_ref()
        .map(|w| w.kinds.iter().map(|k| k.as_str()).collect::<Vec<_>>().join(","))
}

/// The disputes at the board of an event, as `event.disputes()` gives them.
#[derive(Debug, Clone, Copy)]
pub struct Disputes<'e> {
    event: &'e Event,
}

impl Event {
    /// The disputes at the board: situations, drafts, recorded rulings.
    pub fn disputes(&self) -> Disputes<'_> {
        Disputes { event: self }
    }
}

impl Disputes<'_> {
    /// The setup of a dispute on a board of a paired round: players,
    /// family/mode/options/deck from the event's call, the position from the
    /// board's attached game record (its last position, or `at_step` events
    /// of it), else the start position (Chess960 number when the call says so).
    pub fn start(&self, round: u32, board: u32, at_step: Option<usize>) -> Result<DisputeStart> {
        let call = self.event.call()?;
        let game = self.event.rounds().game(round, board)?;
        let Some(black) = game.black else {
            return Err(DisputeRefusal::Bye { round, board }.into());
        };
        let white = self.event.players().get(game.white)?.input.name;
        let black = self.event.players().get(black)?.input.name;
        let (family, mode) = match call.family {
            GameFamily::MagicoClassic => (cards::Family::Magico, cards::Mode::Classic),
            GameFamily::MagicoAdvanced => (cards::Family::Magico, cards::Mode::Advanced),
            GameFamily::Ed => (cards::Family::Ed, cards::Mode::Classic),
            family => return Err(DisputeRefusal::NotCardEvent { family }.into()),
        };
        let deck = call.deck.clone().ok_or(DisputeRefusal::NoDeck)?;
        let (setup, record) = match self.event.boards().current_record(round, board)? {
            Some(stored) => {
                let (setup, found) = at_record_step(&stored, round, board, at_step)?;
                (setup, Some(found))
            }
            None => {
                let options: cards::Options =
                    serde_json::from_value(serde_json::Value::Object(call.options.clone())).map_err(|e| {
                        DisputeRefusal::Options {
                            detail: e.to_string(),
                        }
                    })?;
                let chess960 = self.event.rounds().get(round)?.chess960.map(|(_, n)| n);
                let fen = match chess960 {
                    Some(n) => arbitro_rules::Position::chess960(n)
                        .map(|p| p.fen())
                        .map_err(|e| DisputeRefusal::Options {
                            detail: e.to_string(),
                        })?,
                    None => arbitro_rules::Position::standard().fen(),
                };
                let rules = cards::Rules {
                    family,
                    mode,
                    options,
                };
                let deck = cards::DeckRef {
                    id: deck.id.clone(),
                    version: deck.version.clone(),
                };
                let setup = cards::Setup {
                    start: cards::Start {
                        fen,
                        chess960: chess960.is_some(),
                    },
                    deal: None,
                    ..cards::Setup::blank(rules, deck)
                };
                if at_step.is_some_and(|s| s > 0) {
                    return Err(DisputeRefusal::StepPastEnd {
                        round,
                        board,
                        step: at_step.unwrap_or(0),
                        events: 0,
                    }
                    .into());
                }
                (setup, None)
            }
        };
        Ok(DisputeStart {
            setup,
            history: Vec::new(),
            record,
            white,
            black,
            round,
            board,
        })
    }

    /// Saves a draft (a new one when `id` is none); returns its id. Drafts
    /// are working state, not decisions: a plain table, not in the register.
    pub fn save_draft(&self, id: Option<i64>, input: DisputeDraftInput) -> Result<i64> {
        let body = serde_json::to_string(&input).map_err(|e| json_err("dispute draft", e))?;
        let now = self.event.now();
        match id {
            Some(id) => {
                let n = self.event.conn().execute(
                    "UPDATE dispute_draft SET body = ?1, updated_at = ?2 WHERE id = ?3",
                    params![body, now, id],
                )?;
                if n == 0 {
                    return Err(crate::missing::Missing::DisputeDraft { id }.into());
                }
                Ok(id)
            }
            None => {
                self.event.conn().execute(
                    "INSERT INTO dispute_draft (body, updated_at) VALUES (?1, ?2)",
                    params![body, now],
                )?;
                Ok(self.event.conn().last_insert_rowid())
            }
        }
    }

    /// Every draft, oldest first.
    pub fn drafts(&self) -> Result<Vec<DisputeDraft>> {
        let mut stmt = self
            .event
            .conn()
            .prepare_cached("SELECT id, body, updated_at FROM dispute_draft ORDER BY id")?;
        let rows = stmt.query_map([], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (id, body, updated_at) = row?;
            let input =
                serde_json::from_str(&body).map_err(|e| json_err(&format!("dispute draft {id}"), e))?;
            out.push(DisputeDraft {
                id,
                input,
                updated_at,
            });
        }
        Ok(out)
    }

    /// Discards a draft.
    pub fn discard_draft(&self, id: i64) -> Result<()> {
        let n = self
            .event
            .conn()
            .execute("DELETE FROM dispute_draft WHERE id = ?1", [id])?;
        if n == 0 {
            return Err(crate::missing::Missing::DisputeDraft { id }.into());
        }
        Ok(())
    }

    /// Rules the play itself (the setup validated, the history applied,
    /// [`arbitro_cards::Game::rule`]) — the ruling is never taken from the
    /// caller — and records in one transaction: the dispute entry, the
    /// incident (the ladder's choice; round, board, card code and window from
    /// the dispute), the precedent (its situation written from the dispute in
    /// both languages, its decision the caller's, the deck version), the
    /// links between them; the draft is discarded. Input errors are typed
    /// refusals and nothing is written; a play the rules refuse is recorded
    /// as refused.
    pub fn record(&self, input: DisputeInput) -> Result<DisputeOutcome> {
        if input.arbiter.trim().is_empty() {
            return Err(DisputeRefusal::ArbiterUnnamed.into());
        }
        if input.round.is_some() != input.board.is_some() {
            return Err(DisputeRefusal::RoundAndBoard.into());
        }
        if let (Some(r), Some(b)) = (input.round, input.board) {
            self.event.rounds().game(r, b)?;
        }
        if let Some(id) = input.draft {
            let exists = self
                .event
                .conn()
                .query_row("SELECT 1 FROM dispute_draft WHERE id = ?1", [id], |_| Ok(()))
                .optional()?;
            if exists.is_none() {
                return Err(crate::missing::Missing::DisputeDraft { id }.into());
            }
        }
        let mut game = dispute_game(&input.setup, &input.history)?;
        let code = card_of(&input.play).map(str::to_string);
        if let Some(code) = &code
            && game.deck().index_of(code).is_none()
        {
            return Err(DisputeRefusal::UnknownCard {
                code: code.clone(),
                deck: input.setup.deck.id.clone(),
            }
            .into());
        }
        let window = game.window();
        let answered = match &input.play {
            cards::Event::React { .. } => game.pending_report(),
            _ => None,
        };
        let deck = game.deck_arc();
        let ruling = game.rule(&input.play);
        let stored = DisputeRuling::of(&ruling, window.clone());
        let call = self.event.call()?;
        let at = self.event.now();
        let card_code = code
            .as_ref()
            .and_then(|c| deck.index_of(c))
            .map(|i| deck.code(i).to_string());
        let prepared = match &input.incident {
            Some(i) => Some(self.event.discipline().prepare_incident(IncidentInput {
                player: i.player,
                round: input.round,
                board: input.board,
                fault: i.fault,
                description: i.description.clone(),
                card_code: card_code.clone(),
                window: window_key(&window),
                // The result as the event's language says it.
                result: Some(stored.sentence(call.language).to_string()),
                arbiter: input.arbiter.clone(),
                opponent_can_mate: None,
            })?),
            None => None,
        };
        let precedent_input = match &input.precedent {
            Some(p) => {
                let situation = Situation {
                    play: &input.play,
                    deck: &deck,
                    answered: answered.as_deref(),
                    window: window.as_ref(),
                    fen: &ruling.fen_before,
                    round: input.round,
                    board: input.board,
                };
                Some(PrecedentInput {
                    card_code: card_code.clone(),
                    deck: Some(crate::call::DeckRef {
                        id: input.setup.deck.id.clone(),
                        version: input.setup.deck.version.clone(),
                    }),
                    window: window_key(&window),
                    situation: Texts {
                        es: Some(render(Lang::Es, &situation)),
                        en: Some(render(Lang::En, &situation)),
                    },
                    decision: p.decision.clone(),
                    clauses: stored.clauses.clone(),
                    arbiter: input.arbiter.clone(),
                    event: call.name.clone(),
                    date: at.chars().take(10).collect(),
                    round: input.round,
                    board: input.board,
                    case: Some(precedents::PrecedentCase::of(
                        &input.setup,
                        &input.history,
                        &input.play,
                        &stored,
                    )),
                })
            }
            None => None,
        };
        let choice = input.incident.as_ref().map(|i| i.choice.clone());
        let outcome = self.event.write(|tx| {
            let incident = match (prepared, choice) {
                (Some(p), Some(c)) => Some(self.event.discipline().incident_in(tx, p, c)?),
                _ => None,
            };
            let precedent = match precedent_input {
                Some(p) => Some(precedents::add(tx, p, None, None, None, &at)?),
                None => None,
            };
            let body = DisputeRecorded {
                round: input.round,
                board: input.board,
                arbiter: input.arbiter.clone(),
                at: at.clone(),
                setup: input.setup.clone(),
                history: input.history.clone(),
                play: input.play.clone(),
                ruling: stored.clone(),
                deck: input.setup.deck.clone(),
                incident: incident.as_ref().map(|i| i.incident_seq),
                precedent: precedent.as_ref().map(|p| p.seq),
            };
            let seq = tx.next_seq()?;
            let json = serde_json::to_string(&body).map_err(|e| json_err("dispute", e))?;
            tx.execute(
                "INSERT INTO dispute (seq, round, board, arbiter, at, card, verdict, incident, precedent, body)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                params![
                    seq,
                    body.round,
                    body.board,
                    body.arbiter,
                    body.at,
                    card_code,
                    body.ruling.verdict.key(),
                    body.incident,
                    body.precedent,
                    json
                ],
            )?;
            if let Some(id) = input.draft {
                tx.execute("DELETE FROM dispute_draft WHERE id = ?1", [id])?;
            }
            let entry = tx.record(&body)?;
            debug_assert_eq!(entry.seq, seq);
            Ok(DisputeOutcome {
                dispute: body.into_dispute(entry.seq),
                incident,
                precedent,
            })
        })?;
        Ok(outcome)
    }

    /// Every recorded dispute, by round, board and entry.
    pub fn all(&self) -> Result<Vec<Dispute>> {
        let mut stmt = self
            .event
            .conn()
            .prepare_cached("SELECT seq, body FROM dispute ORDER BY round, board, seq")?;
        let rows = stmt.query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?;
        let mut out = Vec::new();
        for row in rows {
            let (seq, body) = row?;
            out.push(decode(seq, &body)?);
        }
        Ok(out)
    }

    /// One recorded dispute.
    pub fn get(&self, seq: i64) -> Result<Dispute> {
        let body: Option<String> = self
            .event
            .conn()
            .query_row("SELECT body FROM dispute WHERE seq = ?1", [seq], |r| r.get(0))
            .optional()?;
        let body = body.ok_or(crate::missing::Missing::Dispute { seq })?;
        decode(seq, &body)
    }
}

impl Dispute {
    /// The play in a sentence in `lang`: who played which card (name and
    /// code) on which targets, or which move.
    pub fn play_text(&self, lang: Lang) -> String {
        play_words(&self.play, &self.deck.id, lang)
    }

    /// The squares the play names (its targets and destination), for a diagram.
    pub fn play_squares(&self) -> Vec<String> {
        let args = match &self.play {
            cards::Event::Card { args, .. } | cards::Event::React { args, .. } => args.normalized(),
            cards::Event::Move { uci, .. } => {
                let t = uci.trim().to_ascii_lowercase();
                return [t.get(0..2), t.get(2..4)]
                    .into_iter()
                    .flatten()
                    .filter(|s| is_square(s))
                    .map(str::to_string)
                    .collect();
            }
            _ => return Vec::new(),
        };
        args.targets
            .iter()
            .chain(args.to.iter())
            .filter(|s| is_square(s))
            .cloned()
            .collect()
    }
}

fn is_square(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1])
}

fn decode(seq: i64, body: &str) -> Result<Dispute> {
    let body: DisputeRecorded =
        serde_json::from_str(body).map_err(|e| json_err(&format!("dispute {seq}"), e))?;
    Ok(body.into_dispute(seq))
}
