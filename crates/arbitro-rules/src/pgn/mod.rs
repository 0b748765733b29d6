//! PGN import and export for [`crate::Game`].
