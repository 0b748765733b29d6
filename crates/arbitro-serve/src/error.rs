//! The crate's error: why the live view could not start or make a code.

use std::net::SocketAddr;
use std::path::PathBuf;

/// Why the server could not start, or an address could not become a QR code.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The site's folder does not exist or cannot be read.
    #[error("{}: the site's folder cannot be read: {source}", .path.display())]
    Site {
        /// The folder.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The site's folder is a file.
    #[error("{}: not a folder", .path.display())]
    NotAFolder {
        /// The path given.
        path: PathBuf,
    },
    /// The address and port cannot be listened on (in use, not this
    /// machine's, no permission for ports below 1024).
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        /// The address asked for.
        addr: SocketAddr,
        /// What the system said.
        source: std::io::Error,
    },
    /// The server's threads could not be started.
    #[error("the server could not start its threads: {0}")]
    Threads(std::io::Error),
    /// The address is too long for a QR code.
    #[error("'{0}' is too long for a QR code")]
    TooLongForQr(String),
}

impl arbitro_i18n::Message for ServeError {
    fn code(&self) -> &str {
        match self {
            ServeError::Site { .. } => "serve-site-unreadable",
            ServeError::NotAFolder { .. } => "serve-site-not-a-folder",
            ServeError::Bind { .. } => "serve-bind",
            ServeError::Threads(_) => "serve-threads",
            ServeError::TooLongForQr(_) => "serve-qr-too-long",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::{Arg, IoProblem};
        match self {
            ServeError::Site { path, source } => vec![
                ("folder", Arg::from(path.display().to_string())),
                ("problem", Arg::boxed(IoProblem(source))),
            ],
            ServeError::NotAFolder { path } => vec![("folder", Arg::from(path.display().to_string()))],
            ServeError::Bind { addr, source } => vec![
                ("address", Arg::from(addr.to_string())),
                ("problem", Arg::boxed(BindProblem(source))),
            ],
            ServeError::Threads(source) => vec![("problem", Arg::boxed(IoProblem(source)))],
            ServeError::TooLongForQr(text) => vec![("text", Arg::from(text))],
        }
    }
}

/// Why an address cannot be listened on, in words a user can act on.
struct BindProblem<'a>(&'a std::io::Error);

impl arbitro_i18n::Message for BindProblem<'_> {
    fn code(&self) -> &str {
        use std::io::ErrorKind as K;
        match self.0.kind() {
            K::AddrInUse => "serve-bind-in-use",
            K::AddrNotAvailable => "serve-bind-not-here",
            K::PermissionDenied => "serve-bind-permission",
            _ => "serve-bind-other",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        vec![("detail", arbitro_i18n::Arg::from(self.0.to_string()))]
    }
}
