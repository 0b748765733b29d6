//! The embedded catalogue files and rendering through Fluent.
//!
//! Every area of the product has one file per language under `messages/`
//! (`messages/es/store.ftl`, `messages/en/store.ftl`…); [`FILES`] lists
//! them, and a test fails when a file on disk is missing from the list, when
//! a message exists in one language only, or when the two languages use
//! different parameters.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::{Arg, Lang, Message};

/// One area's catalogue file: its name and its Spanish and English sources.
struct File {
    area: &'static str,
    es: &'static str,
    en: &'static str,
}

macro_rules! files {
    ($($area:literal),* $(,)?) => {
        &[$(File {
            area: $area,
            es: include_str!(concat!("../../../messages/es/", $area, ".ftl")),
            en: include_str!(concat!("../../../messages/en/", $area, ".ftl")),
        }),*]
    };
}

/// Every catalogue file, by area. Add a line when an area gets its file.
const FILES: &[File] = files![
    "common",
    "text",
    "rules",
    "trf",
    "pairing",
    "tiebreaks",
    "cards",
    "clock",
    "store",
    "discipline",
    "import",
    "forms",
    "sheets",
    "ratings",
    "serve",
    "site",
    "federations",
    "cli",
    "files",
    "labels",
    "form",
    "app",
    "ui",
    "manual",
];

/// The areas of the catalogue, each with its Spanish and English source:
/// what the UI's build and the catalogue tests read.
pub fn catalogue_files() -> impl Iterator<Item = (&'static str, &'static str, &'static str)> {
    FILES.iter().map(|file| (file.area, file.es, file.en))
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang.code().parse().expect("es and en are language identifiers");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around parameters: the texts go to
    // terminals, PDFs and the UI, where they would show as stray characters.
    bundle.set_use_isolating(false);
    for file in FILES {
        let source = match lang {
            Lang::Es => file.es,
            Lang::En => file.en,
        };
        // A syntax error keeps the rest of the file; the tests reject it.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The language's bundle, parsed the first time it is asked for: a command
/// that speaks one language parses only that one's texts.
fn bundle_for(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static ES: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    static EN: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    match lang {
        Lang::Es => ES.get_or_init(|| bundle(Lang::Es)),
        Lang::En => EN.get_or_init(|| bundle(Lang::En)),
    }
}

/// A message the catalogue cannot render: its code has no text in that
/// language, or the text uses a parameter the message does not give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissingText {
    /// The language asked for.
    pub lang: Lang,
    /// The message's code.
    pub code: String,
    /// What Fluent reported.
    pub problem: String,
}

impl std::fmt::Display for MissingText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "catalogue ({}): {}: {}", self.lang, self.code, self.problem)
    }
}

impl std::error::Error for MissingText {}

/// Renders `message` in `lang`, or says what the catalogue lacks.
pub fn try_render(lang: Lang, message: &dyn Message) -> Result<String, MissingText> {
    let missing = |problem: String| MissingText {
        lang,
        code: message.code().to_string(),
        problem,
    };
    let bundle = bundle_for(lang);
    let pattern = bundle
        .get_message(message.code())
        .and_then(|m| m.value())
        .ok_or_else(|| missing("no text".to_string()))?;
    let mut args = FluentArgs::new();
    for (name, arg) in message.args() {
        let value = match arg {
            Arg::Str(text) => FluentValue::from(text.into_owned()),
            Arg::Int(n) => FluentValue::from(n),
            Arg::Text(text) => FluentValue::from(text.get(lang).to_string()),
            Arg::Message(inner) => FluentValue::from(try_render(lang, inner)?),
            Arg::Boxed(inner) => FluentValue::from(try_render(lang, inner.as_ref())?),
            Arg::List(items) => {
                let rendered: Result<Vec<String>, MissingText> =
                    items.into_iter().map(|item| try_render(lang, item)).collect();
                FluentValue::from(rendered?.join("; "))
            }
        };
        args.set(name.to_string(), value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    match errors.first() {
        None => Ok(text.into_owned()),
        Some(error) => Err(missing(error.to_string())),
    }
}

/// Renders `message` in `lang`. A message the catalogue cannot render (a
/// bug the catalogue tests exist to catch) comes out as its code and
/// parameters, so that nothing is hidden from the user.
pub fn render(lang: Lang, message: &dyn Message) -> String {
    try_render(lang, message).unwrap_or_else(|_| {
        let mut text = message.code().to_string();
        let args: Vec<String> = message
            .args()
            .into_iter()
            .map(|(name, arg)| match arg {
                Arg::Str(value) => format!("{name}={value}"),
                Arg::Int(n) => format!("{name}={n}"),
                Arg::Text(value) => format!("{name}={}", value.get(lang)),
                Arg::Message(inner) => format!("{name}={}", render(lang, inner)),
                Arg::Boxed(inner) => format!("{name}={}", render(lang, inner.as_ref())),
                Arg::List(items) => {
                    let items: Vec<String> = items.into_iter().map(|m| render(lang, m)).collect();
                    format!("{name}=[{}]", items.join("; "))
                }
            })
            .collect();
        if !args.is_empty() {
            text.push_str(&format!(" ({})", args.join(", ")));
        }
        text
    })
}

/// Whether the catalogue has a text for `code` in `lang`.
pub fn has_text(lang: Lang, code: &str) -> bool {
    bundle_for(lang)
        .get_message(code)
        .and_then(|m| m.value())
        .is_some()
}

/// Every message id of the catalogue in `lang`, in file order.
pub fn codes(lang: Lang) -> Vec<String> {
    use fluent_bundle::FluentResource;
    use fluent_syntax::ast::Entry;
    let mut codes = Vec::new();
    for file in FILES {
        let source = match lang {
            Lang::Es => file.es,
            Lang::En => file.en,
        };
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
        for entry in resource.entries() {
            if let Entry::Message(message) = entry {
                codes.push(message.id.name.to_string());
            }
        }
    }
    codes
}
