//! What the command says, in the user's language: the language (`--lang`,
//! else the POSIX locale), and every line printed as a catalogue message
//! (`messages/*/cli.ftl` and the other areas), never a sentence in code.
//!
//! ```ignore
//! say(line("cli-player-withdrawn").with("name", &p.input.name).with("round", after));
//! ```

use std::sync::OnceLock;

use arbitro_i18n::{Arg, ArgData, Args, Lang, Message, MessageData};

use crate::error::CliError;

static LANG: OnceLock<Lang> = OnceLock::new();

/// Fixes the language of this run (first call wins).
pub fn set_lang(lang: Lang) {
    let _ = LANG.set(lang);
}

static EXPLICIT: OnceLock<Option<Lang>> = OnceLock::new();

/// The language given with `--lang`, if one was (forms and decks print in
/// Spanish, the rulebook's language, unless asked otherwise).
pub fn explicit_lang() -> Option<Lang> {
    EXPLICIT.get().copied().flatten()
}

/// The language of this run (English until set, as for the C locale).
pub fn lang() -> Lang {
    LANG.get().copied().unwrap_or(Lang::En)
}

/// The language from the command line's `--lang`, else from the locale
/// variables (`LC_ALL`, `LC_MESSAGES`, `LANG`). Read before clap parses, so
/// that a usage mistake is also reported in the user's language.
pub fn lang_from(args: &[String]) -> Lang {
    let mut given = None;
    for (i, arg) in args.iter().enumerate() {
        if let Some(value) = arg.strip_prefix("--lang=") {
            given = Some(value.to_string());
        } else if arg == "--lang" {
            given = args.get(i + 1).cloned();
        }
    }
    let _ = EXPLICIT.set(given.as_deref().and_then(Lang::parse));
    let env = |name: &str| std::env::var(name).ok();
    given.and_then(|v| Lang::parse(&v)).unwrap_or_else(|| {
        Lang::from_locale(
            env("LC_ALL").as_deref(),
            env("LC_MESSAGES").as_deref(),
            env("LANG").as_deref(),
        )
    })
}

/// A message in this run's language.
pub fn text(message: &dyn Message) -> String {
    arbitro_i18n::render(lang(), message)
}

/// Prints a message as one line of standard output.
pub fn say(message: impl Message) {
    println!("{}", text(&message));
}

/// A line to print: its catalogue code; parameters follow with [`With::with`].
pub fn line(code: &str) -> MessageData {
    MessageData {
        code: code.to_string(),
        args: Vec::new(),
    }
}

/// A parameter value of a line: a count, text, or another message.
pub trait IntoArg {
    /// The owned value.
    fn into_arg(self) -> ArgData;
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl IntoArg for $t {
            fn into_arg(self) -> ArgData {
                ArgData::Int(i64::try_from(self).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_arg!(u8, u16, u32, u64, usize, i32, i64);

impl IntoArg for &str {
    fn into_arg(self) -> ArgData {
        ArgData::Str(self.to_string())
    }
}

impl IntoArg for String {
    fn into_arg(self) -> ArgData {
        ArgData::Str(self)
    }
}

impl IntoArg for &String {
    fn into_arg(self) -> ArgData {
        ArgData::Str(self.clone())
    }
}

/// A bilingual text (a deck's name, an erratum's note): the run's language.
impl IntoArg for &arbitro_i18n::Text {
    fn into_arg(self) -> ArgData {
        ArgData::Text(self.clone())
    }
}

impl IntoArg for &dyn Message {
    fn into_arg(self) -> ArgData {
        ArgData::Message(MessageData::of(self))
    }
}

impl IntoArg for MessageData {
    fn into_arg(self) -> ArgData {
        ArgData::Message(self)
    }
}

/// Adds a named parameter to a line.
pub trait With {
    /// The line with `name` set to `value`.
    fn with(self, name: &str, value: impl IntoArg) -> Self;
}

impl With for MessageData {
    fn with(mut self, name: &str, value: impl IntoArg) -> Self {
        self.args.push((name.to_string(), value.into_arg()));
        self
    }
}

/// A labelled value (a family, a system, a bye) as a parameter.
pub fn label(message: &dyn Message) -> MessageData {
    MessageData::of(message)
}

/// A date of the call (`YYYY-MM-DD`) as the user's language writes it.
pub fn date(iso: &str) -> String {
    let mut parts = iso.splitn(3, '-').map(|p| p.parse::<u32>().ok());
    match (
        parts.next().flatten(),
        parts.next().flatten(),
        parts.next().flatten(),
    ) {
        (Some(y), Some(m), Some(d)) => arbitro_i18n::format::date(lang(), y as i32, m, d),
        _ => iso.to_string(),
    }
}

/// A recorded time (RFC 3339) as the user's language writes it: date and
/// hour (`06/12/2026 10:00`).
pub fn time(iso: &str) -> String {
    match (iso.get(..10), iso.get(11..16)) {
        (Some(day), Some(hour)) => format!("{} {hour}", date(day)),
        _ => iso.to_string(),
    }
}

/// A score (`3.5`) as chess writes it (`3½`).
pub fn points(text: &str) -> String {
    match text.trim().parse::<f64>() {
        Ok(p) => arbitro_i18n::format::half_points((p * 2.0).round() as i64),
        Err(_) => text.to_string(),
    }
}

/// Prints a value as pretty JSON.
pub fn print_json<T: serde::Serialize>(value: &T) -> Result<(), CliError> {
    let text = serde_json::to_string_pretty(value).map_err(|e| CliError::Internal(e.to_string()))?;
    println!("{text}");
    Ok(())
}

/// A message made of a code and arguments computed on the spot.
pub(crate) struct Say<'a>(pub &'static str, pub Args<'a>);

impl Message for Say<'_> {
    fn code(&self) -> &str {
        self.0
    }

    fn args(&self) -> Args<'_> {
        self.1
            .iter()
            .map(|(name, arg)| {
                let arg = match arg {
                    Arg::Str(s) => Arg::from(s.as_ref()),
                    Arg::Int(n) => Arg::Int(*n),
                    Arg::Text(t) => Arg::Text(t),
                    Arg::Message(m) => Arg::Message(*m),
                    Arg::List(items) => Arg::List(items.clone()),
                    Arg::Boxed(m) => Arg::Message(m.as_ref()),
                };
                (*name, arg)
            })
            .collect()
    }
}
