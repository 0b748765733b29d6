//! Every text file arbitro reads goes through here once: bytes in, text out,
//! with a notice when the file was not UTF-8, or a refusal that names the
//! line and byte where the bytes stop being text.
//!
//! Organisers get players lists from Excel, which in Spain writes
//! "CSV (delimitado por comas)" in Windows-1252; pairing programs write TRF
//! and PGN in Latin-1 as often as in UTF-8; editors add a byte-order mark.
//! [`decode`] takes the file's bytes and what the file is meant to be
//! ([`Format`]) and answers:
//!
//! * **UTF-8** (with or without a byte-order mark, which is dropped): the
//!   text, no notice.
//! * **UTF-16** with its byte-order mark (Excel's "Unicode text"): the text
//!   and a [`Notice`] naming the encoding.
//! * **Windows-1252 / Latin-1**: the text and a [`Notice`] naming the
//!   encoding and showing the first converted words, so that the organiser
//!   can check them — when the bytes are not UTF-8 and the format allows it
//!   (see [`Format`] for the rule of each format).
//! * otherwise a [`TextError`] naming the line and byte (both from 1) and
//!   the byte's value, and what to do.
//!
//! Line ends are left as they are (LF, CR LF or CR alone); the readers of
//! each format accept all three, and the lines this crate counts are the same
//! lines they count.
//!
//! [`fold`] writes a name as searches compare it (accents, letters such as
//! ø, ł, ß and æ, apostrophes and hyphens aside), for every name search.
//!
//! The crate does no I/O: callers read the file and hand over its bytes.

mod decode;
mod error;
mod fold;
mod format;
mod notice;

pub use decode::{Decoded, decode, without_bom};
pub use error::{TextError, TextErrorKind};
pub use fold::{APOSTROPHES, LETTERS, fold, fold_apart, index_words};
pub use format::Format;
pub use notice::{Encoding, Notice, Sample};
