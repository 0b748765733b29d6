//! The user's manual, written for arbiters and organisers: one Markdown
//! source per chapter and language (`docs/manual/es/`, `docs/manual/en/`),
//! embedded here so that every front door shows the same text offline.
//!
//! - [`Topic`]: the chapters in reading order; [`Screen`]: the app's
//!   screens, each with the chapter F1 opens on it ([`Screen::topic`]).
//! - [`chapter`] / [`chapters`]: a chapter's title, sections and HTML
//!   ([`Chapter::render`], links and screenshots placed by the caller's
//!   [`Paths`]), and what a writer got wrong ([`Chapter::problems`]).
//! - [`search`]: sections holding every word asked, accents and case aside.
//! - [`book`]: the manual as static pages (both languages, a page per
//!   chapter and one page for print), which the package installs and the
//!   PDF is printed from.
//!
//! The screenshots are not part of the source: the app's end-to-end run
//! takes them (`e2e/screenshots/manual/LANG/NAME.png`), and the callers
//! find them at run time, so a picture is never older than the screen.
//! No file is read here: callers say which screenshots exist.

mod book;
mod chapter;
mod error;
mod fold;
mod search;
mod topic;

pub use book::{Book, BookFile, BookOptions, book, pdf_name};
pub use chapter::{Chapter, Paths, Problem, Rendered, Section, chapter, chapters};
pub use error::ManualError;
pub use search::{Hit, search};
pub use topic::{Screen, Topic};
