//! What a message is: a code and its parameters, borrowed ([`Message`]) or
//! owned and serialisable ([`MessageData`]), and data written in both
//! languages ([`Text`]).

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::Lang;

/// Something a user can read: a stable code (the catalogue's message id,
/// e.g. `store-round-no-board`) and its named parameters. Implement it with
/// an exhaustive `match` so that every variant of an error enum has its
/// code; the wording is the catalogue's.
pub trait Message {
    /// The catalogue id, kebab-case, prefixed by its area (`store-`,
    /// `pairing-`, `label-`…). Stable: tests, stored entries and the UI
    /// refer to it.
    fn code(&self) -> &str;

    /// The parameters the catalogue text may use, by name.
    fn args(&self) -> Args<'_> {
        Vec::new()
    }
}

/// A message's parameters: `(name, value)` pairs.
pub type Args<'a> = Vec<(&'a str, Arg<'a>)>;

/// One parameter value.
pub enum Arg<'a> {
    /// Text shown as it is: a name, a file path, a square, a FEN, a number
    /// already formatted by [`crate::format`].
    Str(Cow<'a, str>),
    /// A count or an ordinal: Fluent picks plural forms from it.
    Int(i64),
    /// Data written in both languages (a card's name from its deck file).
    Text(&'a Text),
    /// Another message, rendered in the same language (a refusal's reason).
    Message(&'a dyn Message),
    /// Several messages, rendered and joined with `; ` (every problem found).
    List(Vec<&'a dyn Message>),
    /// A message made on the spot from borrowed data (`IoProblem(&err)`).
    Boxed(Box<dyn Message + 'a>),
}

impl<'a> Arg<'a> {
    /// A message built for this parameter: `Arg::boxed(IoProblem(source))`.
    pub fn boxed(message: impl Message + 'a) -> Arg<'a> {
        Arg::Boxed(Box::new(message))
    }
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Str(Cow::Borrowed(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Str(Cow::Borrowed(text.as_str()))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Str(Cow::Owned(text))
    }
}

impl<'a> From<&'a Text> for Arg<'a> {
    fn from(text: &'a Text) -> Self {
        Arg::Text(text)
    }
}

macro_rules! int_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_args!(i8, i16, i32, i64, u8, u16, u32, u64, usize);

/// Text written in both languages as data (deck files, the clause
/// catalogue), as opposed to the catalogue's own messages.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Text {
    /// Spanish.
    pub es: String,
    /// English.
    pub en: String,
}

impl Text {
    /// The text in `lang`; an empty Spanish text falls back to the English one.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Es if !self.es.is_empty() => &self.es,
            Lang::Es | Lang::En => &self.en,
        }
    }
}

/// A message captured as data: it can be stored (a register entry's text),
/// sent over IPC and rendered later in either language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MessageData {
    /// The catalogue id.
    pub code: String,
    /// The parameters, in the order the message gave them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, ArgData)>,
}

/// An owned parameter value of a [`MessageData`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArgData {
    /// See [`Arg::Str`].
    Str(String),
    /// See [`Arg::Int`].
    Int(i64),
    /// See [`Arg::Text`].
    Text(Text),
    /// See [`Arg::Message`].
    Message(MessageData),
    /// See [`Arg::List`].
    List(Vec<MessageData>),
}

impl MessageData {
    /// Captures any message with its parameters (nested messages included).
    pub fn of(message: &dyn Message) -> MessageData {
        MessageData {
            code: message.code().to_string(),
            args: message
                .args()
                .into_iter()
                .map(|(name, arg)| {
                    let value = match arg {
                        Arg::Str(text) => ArgData::Str(text.into_owned()),
                        Arg::Int(n) => ArgData::Int(n),
                        Arg::Text(text) => ArgData::Text(text.clone()),
                        Arg::Message(inner) => ArgData::Message(MessageData::of(inner)),
                        Arg::Boxed(inner) => ArgData::Message(MessageData::of(inner.as_ref())),
                        Arg::List(items) => ArgData::List(items.into_iter().map(MessageData::of).collect()),
                    };
                    (name.to_string(), value)
                })
                .collect(),
        }
    }
}

impl Message for MessageData {
    fn code(&self) -> &str {
        &self.code
    }

    fn args(&self) -> Args<'_> {
        self.args
            .iter()
            .map(|(name, value)| {
                let arg = match value {
                    ArgData::Str(text) => Arg::from(text),
                    ArgData::Int(n) => Arg::Int(*n),
                    ArgData::Text(text) => Arg::Text(text),
                    ArgData::Message(inner) => Arg::Message(inner),
                    ArgData::List(items) => Arg::List(items.iter().map(|m| m as &dyn Message).collect()),
                };
                (name.as_str(), arg)
            })
            .collect()
    }
}

impl<M: Message + ?Sized> Message for &M {
    fn code(&self) -> &str {
        (**self).code()
    }

    fn args(&self) -> Args<'_> {
        (**self).args()
    }
}

/// A message bound to a language, for `format!` and `eprintln!`.
pub struct Localized<'a> {
    lang: Lang,
    message: &'a dyn Message,
}

/// Binds `message` to `lang`: `eprintln!("arbitro: {}", localized(lang, &err))`.
pub fn localized(lang: Lang, message: &dyn Message) -> Localized<'_> {
    Localized { lang, message }
}

impl std::fmt::Display for Localized<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::render(self.lang, self.message))
    }
}

/// What the operating system said about a file, as a message: the kind of
/// failure (not found, permission denied…) in the user's language, instead
/// of the system's English sentence.
pub struct IoProblem<'a>(pub &'a std::io::Error);

impl Message for IoProblem<'_> {
    fn code(&self) -> &str {
        use std::io::ErrorKind as K;
        match self.0.kind() {
            K::NotFound => "io-not-found",
            K::PermissionDenied => "io-permission-denied",
            K::AlreadyExists => "io-already-exists",
            K::InvalidData => "io-invalid-data",
            K::UnexpectedEof => "io-unexpected-eof",
            K::WriteZero | K::StorageFull => "io-storage-full",
            K::IsADirectory => "io-is-a-directory",
            K::NotADirectory => "io-not-a-directory",
            K::ReadOnlyFilesystem => "io-read-only",
            K::Interrupted | K::TimedOut | K::WouldBlock => "io-interrupted",
            _ => "io-other",
        }
    }

    fn args(&self) -> Args<'_> {
        vec![("detail", Arg::from(self.0.to_string()))]
    }
}
