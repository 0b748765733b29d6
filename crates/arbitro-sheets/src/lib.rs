//! Fills the official forms from an event file: the one place where the
//! store's records (players, rounds, results, game records, deck checks,
//! the register) become the forms crate's input structs. The CLI
//! (`arbitro form … --event`) and the desktop app both print through it.
//!
//! - [`info`]: the call as every form prints it, players, dates;
//! - [`moves`]: a stored game record replayed into scoresheet plies (SAN,
//!   card codes and windows in the ply where they happened, reactions);
//! - [`scoresheets`], [`lists`] (pairings, result slips, standings,
//!   crosstable), [`decks`] (deck control) and [`incidents`] (incident and
//!   appeal sheets with corrections marked): one document per form.
//!
//! ```no_run
//! use arbitro_forms::{FormKind, FormSet, Options};
//! use arbitro_sheets::{Request, Sheets};
//! let event = arbitro_store::Event::open_read_only("open.db".as_ref())?;
//! let forms = FormSet::builtin()?;
//! let sheets = Sheets::new(&event, &forms, Options::default())?;
//! let printed = sheets.render(FormKind::Scoresheet, &Request::default())?;
//! std::fs::write("planillas.pdf", &printed.pdf.bytes).expect("written");
//! # Ok::<(), arbitro_sheets::SheetsError>(())
//! ```
//!
//! The crate reads the event and never writes to it.

pub mod decks;
mod error;
pub mod incidents;
pub mod info;
pub mod lists;
pub mod moves;
pub mod scoresheets;

use arbitro_forms::labels::Labels;
use arbitro_forms::model::{EventInfo, LiveLink};
use arbitro_forms::{FormKind, FormSet, Lang, Options, Pdf};
use arbitro_store::Event;
use arbitro_store::call::EventCall;

pub use error::{Result, SheetsError};

/// Which part of the event a form covers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Request {
    /// The round (per-round forms; default: the last paired round).
    pub round: Option<u32>,
    /// Only this board (scoresheets, deck control, result slips).
    pub board: Option<u32>,
    /// Only this incident (its register entry number).
    pub incident: Option<u32>,
    /// Scoresheets: one copy for each player instead of one per board.
    pub per_player: bool,
    /// Deck control: the codes the deck must hold (default: the deck the
    /// call names, when it is built in, else the product deck's codes).
    pub deck_codes: Option<Vec<String>>,
}

/// A printed form and what the reader should know about it.
#[derive(Debug, Clone)]
pub struct Printed {
    /// The PDF.
    pub pdf: Pdf,
    /// The round printed, for per-round forms.
    pub round: Option<u32>,
    /// Remarks that did not stop the print (a game record that no longer
    /// replays is printed as a header-only sheet, and said here).
    pub notes: Vec<String>,
}

/// A document for one form with the remarks gathered while filling it.
#[derive(Debug, Clone)]
pub struct Filled<T> {
    /// The forms crate's input.
    pub doc: T,
    /// Remarks that did not stop the filling.
    pub notes: Vec<String>,
}

/// Whether a form is printed per round.
pub fn per_round(kind: FormKind) -> bool {
    !matches!(
        kind,
        FormKind::Incident | FormKind::Standings | FormKind::Crosstable
    )
}

/// An event opened for printing: its call, and the labels of the language
/// the forms are printed in.
pub struct Sheets<'a> {
    event: &'a Event,
    forms: &'a FormSet,
    options: Options,
    call: EventCall,
    live_view: Option<LiveLink>,
}

impl<'a> Sheets<'a> {
    /// Prepares `event` for printing with `forms` in `options`' language and paper.
    pub fn new(event: &'a Event, forms: &'a FormSet, options: Options) -> Result<Sheets<'a>> {
        Ok(Sheets {
            event,
            forms,
            options,
            call: event.call()?,
            live_view: None,
        })
    }

    /// Prints the live view's address and QR code on the pairing lists
    /// (the link comes from arbitro-serve while the live view runs).
    pub fn with_live_view(mut self, link: Option<LiveLink>) -> Sheets<'a> {
        self.live_view = link;
        self
    }

    /// The event.
    pub fn event(&self) -> &Event {
        self.event
    }

    /// The live view printed on pairing lists, if any.
    pub fn live_view(&self) -> Option<&LiveLink> {
        self.live_view.as_ref()
    }

    /// The event's call.
    pub fn call(&self) -> &EventCall {
        &self.call
    }

    /// The language printed.
    pub fn lang(&self) -> Lang {
        self.options.lang
    }

    /// The labels of the language printed.
    pub fn labels(&self) -> &Labels {
        self.forms.labels(self.options.lang)
    }

    /// The call as every form prints it, with the register's head (entries,
    /// short hash, key): a printed sheet can be checked against the file
    /// later with `arbitro verify FILE --head COUNT:HASH:KEY`.
    pub fn info(&self) -> EventInfo {
        let mut info = info::event_info(&self.call, self.labels());
        if let Ok(head) = self.event.register_head() {
            let key = head.key.as_ref().map(|k| k.grouped()).unwrap_or_default();
            info.register = self.labels().fill(
                "common.register_head",
                &[
                    ("count", &head.count.to_string()),
                    ("hash", head.short_hash()),
                    ("key", &key),
                ],
            );
        }
        info
    }

    /// `round`, or the last paired round when none is given.
    pub fn round_or_latest(&self, round: Option<u32>) -> Result<u32> {
        match round {
            Some(r) => {
                self.event.rounds().get(r)?;
                Ok(r)
            }
            None => match self.event.rounds_paired()? {
                0 => Err(SheetsError::Refused(format!(
                    "{}: no round is paired yet",
                    self.event.path().display()
                ))),
                n => Ok(n),
            },
        }
    }

    /// Fills and renders form `kind` for the part of the event `request` names.
    pub fn render(&self, kind: FormKind, request: &Request) -> Result<Printed> {
        let forms = self.forms;
        let options = self.options;
        let source = self.event.path().display().to_string();
        let round = if per_round(kind) {
            Some(self.round_or_latest(request.round)?)
        } else {
            None
        };
        let r = round.unwrap_or(1);
        let mut notes = Vec::new();
        let pdf = match kind {
            FormKind::Scoresheet => {
                let filled = self.scoresheets(r, request.board, request.per_player)?;
                if filled.doc.games.is_empty() {
                    return Err(SheetsError::NotFound(format!("round {r} has no boards to print")));
                }
                notes = filled.notes;
                forms.scoresheets(&filled.doc, options, &source)?
            }
            FormKind::Pairings => forms.pairings(&self.pairing_list(r, None)?, options)?,
            FormKind::ResultSlips => forms.result_slips(&self.pairing_list(r, request.board)?, options)?,
            FormKind::DeckControl => {
                let codes = match &request.deck_codes {
                    Some(codes) => codes.clone(),
                    None => self.deck_codes(),
                };
                forms.deck_control(&self.deck_control(r, request.board, codes)?, options)?
            }
            FormKind::Incident => forms.incidents(&self.incidents(request.incident)?, options)?,
            FormKind::Standings => forms.standings(&self.standings()?, options, &source)?,
            FormKind::Crosstable => forms.crosstable(&self.crosstable()?, options, &source)?,
        };
        Ok(Printed { pdf, round, notes })
    }
}
