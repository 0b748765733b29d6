//! The crate's one error: what the store, the sheets or the forms refused,
//! or a file of the site's folder that could not be written or is not the
//! site's to replace.

use std::path::PathBuf;

use arbitro_i18n::{Arg, Args, IoProblem, Message};

/// Why the site could not be built or written.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    /// The event file could not be read (the message names the file or entry).
    #[error(transparent)]
    Store(#[from] arbitro_store::StoreError),
    /// The crosstable could not be filled from the event.
    #[error(transparent)]
    Sheets(#[from] arbitro_sheets::SheetsError),
    /// The forms' labels could not be loaded.
    #[error(transparent)]
    Forms(#[from] arbitro_forms::FormsError),
    /// A file or folder of the site could not be written, read or removed.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file or folder concerned.
        path: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// A file the site would write is already there and the site did not
    /// write it (it is not in the folder's manifest): it is left alone.
    #[error("{}: not written by the site", path.display())]
    Foreign {
        /// The file.
        path: PathBuf,
    },
    /// The site's folder is not a folder.
    #[error("{}: not a folder", path.display())]
    NotAFolder {
        /// What was given.
        path: PathBuf,
    },
}

/// Results of this crate.
pub type Result<T> = std::result::Result<T, SiteError>;

impl SiteError {
    /// An I/O error on `path`.
    pub(crate) fn io(path: impl Into<PathBuf>) -> impl FnOnce(std::io::Error) -> SiteError {
        let path = path.into();
        move |source| SiteError::Io { path, source }
    }
}

impl Message for SiteError {
    fn code(&self) -> &str {
        match self {
            SiteError::Store(inner) => inner.code(),
            SiteError::Sheets(inner) => inner.code(),
            SiteError::Forms(inner) => inner.code(),
            SiteError::Io { .. } => "site-io",
            SiteError::Foreign { .. } => "site-foreign-file",
            SiteError::NotAFolder { .. } => "site-not-a-folder",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            SiteError::Store(inner) => inner.args(),
            SiteError::Sheets(inner) => inner.args(),
            SiteError::Forms(inner) => inner.args(),
            SiteError::Io { path, source } => vec![
                ("path", Arg::from(path.display().to_string())),
                ("problem", Arg::boxed(IoProblem(source))),
            ],
            SiteError::Foreign { path } | SiteError::NotAFolder { path } => {
                vec![("path", Arg::from(path.display().to_string()))]
            }
        }
    }
}
