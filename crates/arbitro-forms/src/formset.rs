//! A form set: the layouts, labels and fonts of a `forms/` directory, loaded
//! and checked together, and the entry points that render each form.
//!
//! The project's own `forms/` directory is compiled in ([`FormSet::builtin`]),
//! so the command works from anywhere; a federation's adjusted copy loads
//! with [`FormSet::from_dir`] and is checked the same way.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::Path;

use crate::canvas::PageOut;
use crate::error::FormsError;
use crate::fonts::{Face, Fonts};
use crate::form::crosstable::CrosstableLayout;
use crate::form::deck_control::DeckControlLayout;
use crate::form::incident::IncidentLayout;
use crate::form::pairings::PairingsLayout;
use crate::form::result_slips::ResultSlipsLayout;
use crate::form::scoresheet::ScoresheetLayout;
use crate::form::standings::StandingsLayout;
use crate::labels::{Labels, Lang, RENDERER_KEYS};
use crate::layout::{Check, PageSpec, parse_toml};
use crate::model::{
    Crosstable, DeckControlDoc, EventInfo, IncidentDoc, PairingList, ScoresheetDoc, Standings,
};
use crate::pdf::{DocInfo, write_pdf};
use crate::sheet::{Ctx, Paper};

/// The forms this crate prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum FormKind {
    /// Game scoresheet (AM-AD).
    Scoresheet,
    /// Incident and appeal sheet (AM-AC).
    Incident,
    /// Deck control sheet (AM-AB).
    DeckControl,
    /// Pairing list of a round.
    Pairings,
    /// Standings with tie-breaks.
    Standings,
    /// Crosstable.
    Crosstable,
    /// Pairing cards / result slips, one per board.
    ResultSlips,
}

impl FormKind {
    /// Every form.
    pub const ALL: [FormKind; 7] = [
        FormKind::Scoresheet,
        FormKind::Incident,
        FormKind::DeckControl,
        FormKind::Pairings,
        FormKind::Standings,
        FormKind::Crosstable,
        FormKind::ResultSlips,
    ];

    /// The form's name on the command line and its layout file's stem.
    pub fn name(self) -> &'static str {
        match self {
            FormKind::Scoresheet => "scoresheet",
            FormKind::Incident => "incident",
            FormKind::DeckControl => "deck-control",
            FormKind::Pairings => "pairings",
            FormKind::Standings => "standings",
            FormKind::Crosstable => "crosstable",
            FormKind::ResultSlips => "result-slips",
        }
    }

    /// The layout file, relative to the forms directory.
    pub fn layout_file(self) -> String {
        format!("{}.toml", self.name())
    }

    /// Parses a form name.
    pub fn parse(name: &str) -> Option<FormKind> {
        FormKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// Language and paper of a print run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Options {
    /// Language of the labels.
    pub lang: Lang,
    /// Paper size.
    pub paper: Paper,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            lang: Lang::Es,
            paper: Paper::A4,
        }
    }
}

/// The font files, relative to the forms directory.
pub const FONT_FILES: [&str; 2] = ["fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf"];

/// The project's forms directory, compiled in.
const BUILTIN: &[(&str, &[u8])] = &[
    (
        "scoresheet.toml",
        include_bytes!("../../../forms/scoresheet.toml"),
    ),
    ("incident.toml", include_bytes!("../../../forms/incident.toml")),
    (
        "deck-control.toml",
        include_bytes!("../../../forms/deck-control.toml"),
    ),
    ("pairings.toml", include_bytes!("../../../forms/pairings.toml")),
    ("standings.toml", include_bytes!("../../../forms/standings.toml")),
    (
        "crosstable.toml",
        include_bytes!("../../../forms/crosstable.toml"),
    ),
    (
        "result-slips.toml",
        include_bytes!("../../../forms/result-slips.toml"),
    ),
    (
        "fonts/DejaVuSans.ttf",
        include_bytes!("../../../forms/fonts/DejaVuSans.ttf"),
    ),
    (
        "fonts/DejaVuSans-Bold.ttf",
        include_bytes!("../../../forms/fonts/DejaVuSans-Bold.ttf"),
    ),
];

/// A rendered document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pdf {
    /// The PDF file's bytes.
    pub bytes: Vec<u8>,
    /// Number of pages.
    pub pages: usize,
}

/// A loaded, checked set of forms.
#[derive(Debug, Clone)]
pub struct FormSet {
    fonts: Fonts,
    labels: BTreeMap<Lang, Labels>,
    scoresheet: ScoresheetLayout,
    incident: IncidentLayout,
    deck_control: DeckControlLayout,
    pairings: PairingsLayout,
    standings: StandingsLayout,
    crosstable: CrosstableLayout,
    result_slips: ResultSlipsLayout,
}

type Loader<'a> = dyn Fn(&str) -> Result<(String, Cow<'static, [u8]>), FormsError> + 'a;

fn utf8(name: &str, bytes: &[u8]) -> Result<String, FormsError> {
    String::from_utf8(bytes.to_vec()).map_err(|e| FormsError::Layout {
        at: crate::error::Location {
            file: name.to_string(),
            field: String::new(),
            line_col: None,
        },
        message: format!("not UTF-8 text (byte {})", e.utf8_error().valid_up_to()),
    })
}

fn layout<T: serde::de::DeserializeOwned>(
    load: &Loader<'_>,
    kind: FormKind,
) -> Result<(String, T), FormsError> {
    let (name, bytes) = load(&kind.layout_file())?;
    let text = utf8(&name, &bytes)?;
    let parsed = parse_toml(&name, &text)?;
    Ok((name, parsed))
}

impl FormSet {
    /// The project's own forms (compiled in).
    pub fn builtin() -> Result<FormSet, FormsError> {
        FormSet::load(&|rel: &str| {
            BUILTIN
                .iter()
                .find(|(name, _)| *name == rel)
                .map(|(name, bytes)| (format!("forms/{name}"), Cow::Borrowed(*bytes)))
                .ok_or_else(|| FormsError::Io {
                    path: format!("forms/{rel}"),
                    source: std::io::Error::from(std::io::ErrorKind::NotFound),
                })
        })
    }

    /// A forms directory with the same files as the project's `forms/`.
    pub fn from_dir(dir: &Path) -> Result<FormSet, FormsError> {
        FormSet::load(&|rel: &str| {
            let path = dir.join(rel);
            let name = path.display().to_string();
            std::fs::read(&path)
                .map(|bytes| (name.clone(), Cow::Owned(bytes)))
                .map_err(|source| FormsError::Io { path: name, source })
        })
    }

    fn load(load: &Loader<'_>) -> Result<FormSet, FormsError> {
        let (regular_name, regular) = load(FONT_FILES[0])?;
        let (bold_name, bold) = load(FONT_FILES[1])?;
        let fonts = Fonts {
            regular: Face::parse(&regular_name, &regular)?,
            bold: Face::parse(&bold_name, &bold)?,
        };

        let mut uses = Vec::new();
        let mut checked = |name: &str, f: &dyn Fn(&mut Check) -> Result<(), FormsError>| {
            let mut check = Check::new(name);
            f(&mut check)?;
            uses.extend(check.into_label_uses());
            Ok::<(), FormsError>(())
        };
        let (name, scoresheet): (_, ScoresheetLayout) = layout(load, FormKind::Scoresheet)?;
        checked(&name, &|c| scoresheet.validate(c))?;
        let (name, incident): (_, IncidentLayout) = layout(load, FormKind::Incident)?;
        checked(&name, &|c| incident.validate(c))?;
        let (name, deck_control): (_, DeckControlLayout) = layout(load, FormKind::DeckControl)?;
        checked(&name, &|c| deck_control.validate(c))?;
        let (name, pairings): (_, PairingsLayout) = layout(load, FormKind::Pairings)?;
        checked(&name, &|c| pairings.validate(c))?;
        let (name, standings): (_, StandingsLayout) = layout(load, FormKind::Standings)?;
        checked(&name, &|c| standings.validate(c))?;
        let (name, crosstable): (_, CrosstableLayout) = layout(load, FormKind::Crosstable)?;
        checked(&name, &|c| crosstable.validate(c))?;
        let (name, result_slips): (_, ResultSlipsLayout) = layout(load, FormKind::ResultSlips)?;
        checked(&name, &|c| result_slips.validate(c))?;
        for key in RENDERER_KEYS {
            uses.push((
                crate::error::Location {
                    file: "arbitro-forms".to_string(),
                    field: "renderer".to_string(),
                    line_col: None,
                },
                key.to_string(),
            ));
        }

        let mut labels = BTreeMap::new();
        for lang in Lang::ALL {
            let set = Labels::catalogue(lang);
            set.check_keys(&uses)?;
            labels.insert(lang, set);
        }

        Ok(FormSet {
            fonts,
            labels,
            scoresheet,
            incident,
            deck_control,
            pairings,
            standings,
            crosstable,
            result_slips,
        })
    }

    /// The labels of a language.
    pub fn labels(&self, lang: Lang) -> &Labels {
        // Every language is loaded by `load`.
        &self.labels[&lang]
    }

    /// The scoresheet layout (moves per page and so on).
    pub fn scoresheet_layout(&self) -> &ScoresheetLayout {
        &self.scoresheet
    }

    fn ctx<'a>(&'a self, page: &'a PageSpec, options: Options, event: &'a EventInfo) -> Ctx<'a> {
        Ctx {
            fonts: &self.fonts,
            labels: self.labels(options.lang),
            page,
            paper: options.paper,
            register: event.register.trim(),
        }
    }

    fn write(&self, ctx: &Ctx<'_>, subject: &str, pages: Vec<PageOut>) -> Result<Pdf, FormsError> {
        let info = DocInfo {
            title: format!("{} {}", ctx.page.code, ctx.label(&ctx.page.title)),
            subject: subject.to_string(),
        };
        let count = pages.len();
        Ok(Pdf {
            bytes: write_pdf(&self.fonts, &info, pages)?,
            pages: count,
        })
    }

    /// Scoresheets, one per game (a blank sheet when there is no game).
    /// `source` names the data in errors.
    pub fn scoresheets(
        &self,
        doc: &ScoresheetDoc,
        options: Options,
        source: &str,
    ) -> Result<Pdf, FormsError> {
        let ctx = self.ctx(&self.scoresheet.page, options, &doc.event);
        let blank = [Default::default()];
        let games = if doc.games.is_empty() {
            &blank[..]
        } else {
            &doc.games[..]
        };
        let mut pages = Vec::new();
        for (i, game) in games.iter().enumerate() {
            pages.extend(
                self.scoresheet
                    .render(&ctx, &doc.event, game, source, &format!("games[{i}]"))?,
            );
        }
        self.write(&ctx, &doc.event.name, pages)
    }

    /// Incident and appeal sheets, one per incident (a blank sheet when there
    /// is none).
    pub fn incidents(&self, doc: &IncidentDoc, options: Options) -> Result<Pdf, FormsError> {
        let ctx = self.ctx(&self.incident.page, options, &doc.event);
        let blank = [Default::default()];
        let incidents = if doc.incidents.is_empty() && doc.disputes.is_empty() {
            &blank[..]
        } else {
            &doc.incidents[..]
        };
        let mut pages = Vec::new();
        for incident in incidents {
            pages.extend(self.incident.render(&ctx, &doc.event, incident));
        }
        for dispute in &doc.disputes {
            pages.push(crate::form::dispute::render(&ctx, &doc.event, dispute));
        }
        self.write(&ctx, &doc.event.name, pages)
    }

    /// Deck control sheets of a round (blank blocks when there are no boards).
    pub fn deck_control(&self, doc: &DeckControlDoc, options: Options) -> Result<Pdf, FormsError> {
        let ctx = self.ctx(&self.deck_control.page, options, &doc.event);
        let pages = self.deck_control.render(&ctx, doc);
        self.write(&ctx, &doc.event.name, pages)
    }

    /// The pairing list of a round.
    pub fn pairings(&self, list: &PairingList, options: Options) -> Result<Pdf, FormsError> {
        let ctx = self.ctx(&self.pairings.page, options, &list.event);
        let pages = self.pairings.render(&ctx, list);
        self.write(&ctx, &list.event.name, pages)
    }

    /// Standings with the event's tie-break columns.
    pub fn standings(
        &self,
        standings: &Standings,
        options: Options,
        source: &str,
    ) -> Result<Pdf, FormsError> {
        let ctx = self.ctx(&self.standings.page, options, &standings.event);
        let pages = self.standings.render(&ctx, standings, source)?;
        self.write(&ctx, &standings.event.name, pages)
    }

    /// The crosstable as text, exactly as [`FormSet::crosstable`] prints it
    /// (columns, headings, cell notation, numbers, legend): what a screen
    /// shows so that it matches the paper.
    pub fn crosstable_text(&self, table: &Crosstable, lang: Lang) -> crate::form::crosstable::CrosstableText {
        let options = Options {
            lang,
            ..Options::default()
        };
        let ctx = self.ctx(&self.crosstable.page, options, &table.event);
        self.crosstable.text(&ctx, table)
    }

    /// A crosstable.
    pub fn crosstable(&self, table: &Crosstable, options: Options, source: &str) -> Result<Pdf, FormsError> {
        let ctx = self.ctx(&self.crosstable.page, options, &table.event);
        let pages = self.crosstable.render(&ctx, table, source)?;
        self.write(&ctx, &table.event.name, pages)
    }

    /// Pairing cards / result slips, one per board.
    pub fn result_slips(&self, list: &PairingList, options: Options) -> Result<Pdf, FormsError> {
        let ctx = self.ctx(&self.result_slips.page, options, &list.event);
        let pages = self.result_slips.render(&ctx, list);
        self.write(&ctx, &list.event.name, pages)
    }
}
