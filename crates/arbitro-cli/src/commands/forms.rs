//! `arbitro form FORM -o FILE.pdf`: the official forms as PDF — blank, filled
//! from a JSON file of the forms crate's input structs (`--data`), or filled
//! from an event file (`--event`, through `arbitro-sheets`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use arbitro_forms::model::{
    Crosstable, DeckControlDoc, DeckRef, EventInfo, GameFamily, GameSheet, IncidentDoc, Pairing, PairingList,
    ScoresheetDoc, Standings,
};
use arbitro_forms::{FormKind, FormSet, Lang, Options, Paper, Pdf};
use arbitro_sheets::{Request, Sheets};
use arbitro_store::Event;
use arbitro_store::deck::DeckManifest;
use clap::{Args, ValueEnum};

use crate::error::CliError;
use crate::say::With;

/// Which form to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FormName {
    /// Game scoresheet (AM-AD): moves, card codes and windows (AM-AA).
    Scoresheet,
    /// Incident and appeal sheet (AM-AC).
    Incident,
    /// Deck control sheet (AM-AB).
    DeckControl,
    /// Pairing list of a round.
    Pairings,
    /// Standings with tie-break columns.
    Standings,
    /// Crosstable.
    Crosstable,
    /// Pairing cards / result slips, one per board.
    ResultSlips,
}

impl FormName {
    fn kind(self) -> FormKind {
        match self {
            FormName::Scoresheet => FormKind::Scoresheet,
            FormName::Incident => FormKind::Incident,
            FormName::DeckControl => FormKind::DeckControl,
            FormName::Pairings => FormKind::Pairings,
            FormName::Standings => FormKind::Standings,
            FormName::Crosstable => FormKind::Crosstable,
            FormName::ResultSlips => FormKind::ResultSlips,
        }
    }
}

/// Paper size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PaperArg {
    /// ISO A4.
    A4,
    /// US Letter.
    Letter,
}

/// Game family of a blank scoresheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FamilyArg {
    /// FIDE Laws, no card columns.
    Fide,
    /// Chess960, no card columns.
    Chess960,
    /// Ajedrez Mágico classic: card and window columns.
    AmClassic,
    /// Ajedrez Mágico advanced: card, window and reaction columns.
    AmAdvanced,
    /// Shared-deck card chess: card column.
    Ed,
}

impl FamilyArg {
    fn family(self) -> GameFamily {
        match self {
            FamilyArg::Fide => GameFamily::Fide,
            FamilyArg::Chess960 => GameFamily::Chess960,
            FamilyArg::AmClassic => GameFamily::AmClassic,
            FamilyArg::AmAdvanced => GameFamily::AmAdvanced,
            FamilyArg::Ed => GameFamily::Ed,
        }
    }
}

/// A product deck, for the codes of a blank deck control sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DeckArg {
    /// Ajedrez Mágico reference deck: AM-01 … AM-40.
    Am,
    /// Shared draw deck: ED-01 … ED-56.
    Ed,
}

/// Arguments of `arbitro form`.
#[derive(Debug, Args)]
pub struct FormArgs {
    /// The form.
    #[arg(value_enum)]
    pub form: FormName,
    /// Where to write the PDF.
    #[arg(short, long, value_name = "FILE.pdf")]
    pub output: PathBuf,
    /// Paper size.
    #[arg(long, value_enum, default_value = "a4")]
    pub paper: PaperArg,
    /// Fill the form from a JSON file of the forms crate's input (see
    /// forms/README.md); without --data or --event the form is blank.
    #[arg(long, value_name = "FILE.json", conflicts_with = "event")]
    pub data: Option<PathBuf>,
    /// Fill the form from an event file (read only).
    #[arg(long, value_name = "EVENT.db")]
    pub event: Option<PathBuf>,
    /// With --event: the round (default: the last paired round).
    #[arg(long, requires = "event")]
    pub round: Option<u32>,
    /// With --event: only this board (scoresheet, deck-control, result-slips).
    #[arg(long, requires = "event")]
    pub board: Option<u32>,
    /// With --event: only this incident (its register entry number).
    #[arg(long, requires = "event")]
    pub incident: Option<u32>,
    /// With --event, scoresheets: one copy for each player instead of one per board.
    #[arg(long, requires = "event")]
    pub per_player: bool,
    /// With --event, deck-control: the deck file whose codes are checked
    /// (default: the deck the call names when it is built in, else the
    /// product deck's codes for the event's family).
    #[arg(long, value_name = "DECK.json", requires = "event")]
    pub deck_file: Option<PathBuf>,
    /// With --event, pairings: print the live view's address (as `arbitro
    /// serve` shows it) and its QR code for players to scan.
    #[arg(long, value_name = "URL", requires = "event")]
    pub live_url: Option<String>,
    /// A federation's forms directory instead of the built-in one.
    #[arg(long, value_name = "DIR")]
    pub forms_dir: Option<PathBuf>,
    /// Blank scoresheet: the game family, which decides the card columns.
    #[arg(long, value_enum, default_value = "am-advanced")]
    pub family: FamilyArg,
    /// Blank scoresheet: the first move number (continuation sheets).
    #[arg(long)]
    pub first_move: Option<u32>,
    /// Blank deck control sheet: print this deck's codes.
    #[arg(long, value_enum)]
    pub deck: Option<DeckArg>,
    /// Blank deck control sheet / result slips: number the blocks 1..N.
    #[arg(long, value_name = "N")]
    pub boards: Option<u32>,
}

/// Writes the form and says what was written.
pub fn run(args: FormArgs) -> Result<ExitCode, CliError> {
    let forms = match &args.forms_dir {
        Some(dir) => FormSet::from_dir(dir)?,
        None => FormSet::builtin()?,
    };
    let options = Options {
        // The global --lang; else the event's language, or Spanish (the rulebook's).
        lang: match crate::say::explicit_lang() {
            Some(arbitro_i18n::Lang::En) => Lang::En,
            Some(arbitro_i18n::Lang::Es) => Lang::Es,
            None => match &args.event {
                Some(path) => match Event::open_read_only(path)?.call()?.language {
                    arbitro_store::call::Lang::Es => Lang::Es,
                    arbitro_store::call::Lang::En => Lang::En,
                },
                None => Lang::Es,
            },
        },
        paper: match args.paper {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        },
    };
    let pdf = if let Some(path) = &args.data {
        from_json(&forms, args.form.kind(), path, options)?
    } else if let Some(path) = &args.event {
        from_event(&forms, &args, path, options)?
    } else {
        blank(&forms, &args, options)?
    };
    std::fs::write(&args.output, &pdf.bytes).map_err(|source| CliError::Io {
        path: args.output.clone(),
        source,
    })?;
    crate::say::say(
        crate::say::line("cli-form-written")
            .with("file", args.output.display().to_string())
            .with("form", crate::say::label(&args.form.kind()))
            .with(
                "lang",
                crate::say::line(if options.lang == Lang::Es {
                    "lang-es"
                } else {
                    "lang-en"
                }),
            )
            .with("pages", pdf.pages)
            .with("kb", pdf.bytes.len().div_ceil(1024)),
    );
    Ok(ExitCode::SUCCESS)
}

/// Fills the form from the event file at `path` (opened read-only); remarks
/// that did not stop the print go to standard error.
fn from_event(forms: &FormSet, args: &FormArgs, path: &Path, options: Options) -> Result<Pdf, CliError> {
    let event = Event::open_read_only(path)?;
    let live_view = match &args.live_url {
        Some(url) => {
            let qr = arbitro_serve::QrMatrix::encode(url)?;
            Some(arbitro_forms::model::LiveLink {
                url: url.clone(),
                width: qr.width,
                dark: qr.dark,
            })
        }
        None => None,
    };
    let sheets = Sheets::new(&event, forms, options)?.with_live_view(live_view);
    let deck_codes = match &args.deck_file {
        Some(file) => {
            let text = read(file)?;
            let name = file.display().to_string();
            let manifest = DeckManifest::from_deck_json(&name, &text)?;
            Some(sheets.deck_file_codes(&name, manifest)?)
        }
        None => None,
    };
    let request = Request {
        round: args.round,
        board: args.board,
        incident: args.incident,
        per_player: args.per_player,
        deck_codes,
    };
    let printed = sheets.render(args.form.kind(), &request)?;
    for note in &printed.notes {
        eprintln!("{}: {note}", path.display());
    }
    Ok(printed.pdf)
}

fn read(path: &Path) -> Result<String, CliError> {
    super::input::read_text_as(path, arbitro_text::Format::Json)
}

/// Renders `kind` from a JSON document of its input type.
pub fn from_json(forms: &FormSet, kind: FormKind, path: &Path, options: Options) -> Result<Pdf, CliError> {
    let text = read(path)?;
    let source = path.display().to_string();
    let pdf = match kind {
        FormKind::Scoresheet => {
            let doc: ScoresheetDoc = arbitro_forms::parse_json(&source, &text)?;
            forms.scoresheets(&doc, options, &source)?
        }
        FormKind::Incident => forms.incidents(
            &arbitro_forms::parse_json::<IncidentDoc>(&source, &text)?,
            options,
        )?,
        FormKind::DeckControl => forms.deck_control(
            &arbitro_forms::parse_json::<DeckControlDoc>(&source, &text)?,
            options,
        )?,
        FormKind::Pairings => forms.pairings(
            &arbitro_forms::parse_json::<PairingList>(&source, &text)?,
            options,
        )?,
        FormKind::ResultSlips => forms.result_slips(
            &arbitro_forms::parse_json::<PairingList>(&source, &text)?,
            options,
        )?,
        FormKind::Standings => {
            let doc: Standings = arbitro_forms::parse_json(&source, &text)?;
            forms.standings(&doc, options, &source)?
        }
        FormKind::Crosstable => {
            let doc: Crosstable = arbitro_forms::parse_json(&source, &text)?;
            forms.crosstable(&doc, options, &source)?
        }
    };
    Ok(pdf)
}

/// The codes of a product deck (stable codes, spec DECKS.md).
fn deck_codes(deck: DeckArg) -> (DeckRef, Vec<String>) {
    let (prefix, count) = match deck {
        DeckArg::Am => ("AM", 40),
        DeckArg::Ed => ("ED", 56),
    };
    let id = match deck {
        DeckArg::Am => "AM-REF",
        DeckArg::Ed => "ED",
    };
    (
        DeckRef {
            id: id.to_string(),
            version: String::new(),
        },
        (1..=count).map(|n| format!("{prefix}-{n:02}")).collect(),
    )
}

fn blank(forms: &FormSet, args: &FormArgs, options: Options) -> Result<Pdf, CliError> {
    let numbered = |n: u32| (1..=n).map(Some).collect::<Vec<_>>();
    let pdf = match args.form.kind() {
        FormKind::Scoresheet => {
            let doc = ScoresheetDoc {
                event: EventInfo::default(),
                games: vec![GameSheet {
                    family: Some(args.family.family()),
                    first_move: args.first_move,
                    ..GameSheet::default()
                }],
            };
            forms.scoresheets(&doc, options, "blank")?
        }
        FormKind::Incident => forms.incidents(&IncidentDoc::default(), options)?,
        FormKind::DeckControl => {
            let mut doc = DeckControlDoc::default();
            if let Some(deck) = args.deck {
                let (deck, codes) = deck_codes(deck);
                doc.event.deck = Some(deck);
                doc.codes = codes;
            }
            if let Some(n) = args.boards {
                doc.boards = numbered(n)
                    .into_iter()
                    .map(|board| arbitro_forms::model::DeckCheck {
                        board,
                        ..Default::default()
                    })
                    .collect();
            }
            forms.deck_control(&doc, options)?
        }
        FormKind::Pairings => forms.pairings(&PairingList::default(), options)?,
        FormKind::ResultSlips => {
            let mut list = PairingList::default();
            if let Some(n) = args.boards {
                list.boards = numbered(n)
                    .into_iter()
                    .map(|board| Pairing {
                        board,
                        ..Default::default()
                    })
                    .collect();
            }
            forms.result_slips(&list, options)?
        }
        FormKind::Standings => forms.standings(&Standings::default(), options, "blank")?,
        FormKind::Crosstable => forms.crosstable(&Crosstable::default(), options, "blank")?,
    };
    Ok(pdf)
}
