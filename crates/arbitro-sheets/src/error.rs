//! The one error of the crate: what the store or the forms refused, or a
//! part of the event the request names that does not exist.

/// Why a form could not be filled.
#[derive(Debug, thiserror::Error)]
pub enum SheetsError {
    /// The event file could not be read (the message names the file or entry).
    #[error(transparent)]
    Store(#[from] arbitro_store::StoreError),
    /// A layout, label file or filled document was refused (file and field named).
    #[error(transparent)]
    Forms(#[from] arbitro_forms::FormsError),
    /// The round, board or entry asked for is not in the event.
    #[error("{0}")]
    NotFound(String),
    /// The request cannot be met as it stands (no round paired yet, a deck
    /// file that is not the event's deck …).
    #[error("{0}")]
    Refused(String),
}

/// Results of this crate.
pub type Result<T> = std::result::Result<T, SheetsError>;

impl arbitro_i18n::Message for SheetsError {
    fn code(&self) -> &str {
        match self {
            SheetsError::Store(inner) => inner.code(),
            SheetsError::Forms(inner) => inner.code(),
            SheetsError::NotFound(_) => "sheets-not-found",
            SheetsError::Refused(_) => "sheets-refused",
        }
    }

    fn args(&self) -> arbitro_i18n::Args<'_> {
        use arbitro_i18n::Arg;
        match self {
            SheetsError::Store(inner) => inner.args(),
            SheetsError::Forms(inner) => inner.args(),
            SheetsError::NotFound(detail) | SheetsError::Refused(detail) => {
                vec![("detail", Arg::from(detail))]
            }
        }
    }
}
