//! The live view on the venue's network: the event's static site served
//! read-only over HTTP so that players open it on their phones.
//!
//! - [`Server::start`] serves one folder on the interface and port chosen
//!   ([`ServeOptions`]), on threads of its own, until [`Server::stop`] (or
//!   drop). It answers `GET` and `HEAD` only — there is no write endpoint —
//!   with files of that folder only: no path outside it (traversal in any
//!   encoding, symbolic links out), no dotfile, no folder listing. Request
//!   sizes, header counts, connections (overall and per client) and the
//!   time a client may take are all bounded ([`Limits`]).
//! - Pages follow the event through [`live`]: a script the site includes
//!   that reloads a page when its ETag changes.
//! - [`urls_for`], [`lan_addresses`] and [`QrMatrix`] give the addresses to
//!   print on the pairing list and show on the public display.
//!
//! std networking with httparse rather than an HTTP framework: a read-only
//! file server needs a fraction of one, and every bound above is a plain
//! check on a plain socket here (see ARCHITECTURE.md).

mod address;
mod error;
mod http;
pub mod live;
mod mime;
mod options;
mod server;
mod site;

pub use address::{LanAddress, QUIET_ZONE, QrMatrix, lan_addresses, urls_for};
pub use error::ServeError;
pub use options::{DEFAULT_PORT, Limits, ServeOptions};
pub use server::{ServeStats, Server};
pub use site::INDEX_FILE;
