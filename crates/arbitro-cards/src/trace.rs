//! The resolution trace: what the engine decided, step by step, each step
//! with its layer, the clause that decided it and a sentence in Spanish and
//! English an arbiter can read out (AM-G13, AM-AA).

use serde::Serialize;

/// The layer a trace step belongs to (AM-G5: counter → prevention/shield →
/// execution → final verification), plus the steps around resolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Layer {
    /// The request is checked and committed (AM-D1, windows, hands).
    Declaration,
    /// A window opens or closes (AM-D2, AM-R14).
    Window,
    /// Counters (AM-D4).
    Counter,
    /// Preventions and shields (AM-D5, AM-D6).
    Prevention,
    /// The card's steps, in order (AM-G7).
    Execution,
    /// King legality and special rights (AM-R9, AM-G12, AM-G13).
    Verification,
    /// Durations tick, effects expire or trigger (AM-D7, AM-D8, AM-G11).
    Duration,
    /// A standard move.
    Move,
    /// The game's status (mate, draws, claims).
    Status,
    /// ED family: a card drawn from the shared pile and shown to both (ED-R1, ED-R2).
    Draw,
}

/// One step of a trace.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TraceStep {
    /// Layer.
    pub layer: Layer,
    /// The clause ID (or FIDE article) that decided this step.
    pub clause: &'static str,
    /// The card concerned, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// Spanish sentence.
    pub es: String,
    /// English sentence.
    pub en: String,
}

/// An ordered trace being written.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Trace(pub Vec<TraceStep>);

impl Trace {
    /// Appends a step.
    pub fn push(&mut self, layer: Layer, clause: &'static str, card: Option<&str>, es: String, en: String) {
        self.0.push(TraceStep {
            layer,
            clause,
            card: card.map(str::to_string),
            es,
            en,
        });
    }

    /// Whether some step cites `clause`.
    pub fn cites(&self, clause: &str) -> bool {
        self.0.iter().any(|s| s.clause == clause)
    }
}
