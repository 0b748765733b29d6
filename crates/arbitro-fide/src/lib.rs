//! FIDE rating lists as FIDE distributes them, read and written without
//! I/O: the caller opens the file and hands over a [`std::io::BufRead`].
//!
//! - [`ListReader`] recognises the format (fixed-width TXT, one rate or the
//!   combined `players_list_foa.txt`; XML, one rate or combined), reads the
//!   header ([`ListHeader`]: rates carried, the list's month when it says)
//!   and streams [`Entry`] values: a [`FidePlayer`] with its line, or a bad
//!   line ([`LineProblem`]) that is reported and skipped, never half read.
//!   A [`FideError`] means the file as a whole is unusable.
//! - [`write`] writes players back in FIDE's exact layouts, and
//!   [`Generator`] makes fictitious lists of any size for benchmarks.
//!
//! Every problem implements [`arbitro_i18n::Message`] (area `ratings`).

mod error;
mod fields;
mod generate;
mod player;
mod reader;
mod text;
mod txt;
pub mod write;
mod xml;

pub use error::{FideError, Field, LineProblem, Problem};
pub use generate::Generator;
pub use player::{FidePlayer, ListDate, Rate, Rating, Sex, Title};
pub use reader::{Entry, ListFormat, ListHeader, ListReader, ReadOptions};
pub use write::ListKind;
