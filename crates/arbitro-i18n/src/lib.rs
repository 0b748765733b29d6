//! The one catalogue of every text a user can see, in Spanish and English.
//!
//! A message is a stable **code** with **parameters**; its wording lives only
//! in the catalogue files under `messages/es/` and `messages/en/` at the
//! root of the repository (Project Fluent syntax), embedded here and used by
//! the CLI, the app (the UI loads the same files) and the printed forms. No
//! crate builds a user-facing sentence itself: it implements [`Message`] for
//! its error, refusal or explanation types (an exhaustive `match` from each
//! variant to its code) and callers render with [`render`] in the user's
//! [`Lang`].
//!
//! ```
//! use arbitro_i18n::{Arg, Args, Lang, Message, render};
//!
//! struct RoundHasNoBoard { round: u32, board: u32 }
//!
//! impl Message for RoundHasNoBoard {
//!     fn code(&self) -> &str { "store-round-no-board" }
//!     fn args(&self) -> Args<'_> {
//!         vec![("round", Arg::from(self.round)), ("board", Arg::from(self.board))]
//!     }
//! }
//!
//! let refusal = RoundHasNoBoard { round: 3, board: 11 };
//! assert_eq!(render(Lang::Es, &refusal), "La ronda 3 no tiene tablero 11.");
//! assert_eq!(render(Lang::En, &refusal), "Round 3 has no board 11.");
//! ```
//!
//! Plural forms, select expressions and nested messages (a refusal that
//! carries the problems found, each a message of its own) are Fluent's:
//! write them in the catalogue, never in code. Numbers that are not counts
//! (scores, tie-break values, dates) are formatted by [`format`] and passed
//! as text.

mod catalogue;
pub mod format;
mod lang;
mod message;

pub use catalogue::{MissingText, catalogue_files, codes, has_text, render, try_render};
pub use lang::{Lang, UnknownLang};
pub use message::{Arg, ArgData, Args, IoProblem, Localized, Message, MessageData, Text, localized};
