//! The UI's language, as the shell renders messages in it.
//!
//! The UI tells the shell its language with the `set_language` command: once
//! before its first screen, and again, before redrawing, whenever the user
//! switches (Alt+L or the ES/EN buttons). Errors, warnings, explanations and
//! labels the shell renders (`IpcError::message`, the standings' formatted
//! scores, printed forms and their file names) follow it, so a Spanish
//! screen never shows an English sentence. One language for the whole app:
//! its windows (the admin window and the public display) share it.
//!
//! The UI starts in the language the user chose last; the first time, in
//! the system's ([`system`]): Spanish on a Spanish system, English on any
//! other.

use std::sync::atomic::{AtomicU8, Ordering};

use arbitro_i18n::Lang;

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// The UI's current language (Spanish until the UI says otherwise).
pub fn current() -> Lang {
    match CURRENT.load(Ordering::Relaxed) {
        1 => Lang::En,
        _ => Lang::Es,
    }
}

/// Sets the UI's language.
pub fn set(lang: Lang) {
    CURRENT.store(
        match lang {
            Lang::Es => 0,
            Lang::En => 1,
        },
        Ordering::Relaxed,
    );
}

/// The system's language: Spanish when the user's locale is Spanish,
/// English for any other (and when the system names none). On Linux and
/// the BSDs the POSIX locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, as the
/// `arbitro` command reads it); on Windows and macOS the user's preferred
/// languages, the first one arbitro speaks.
pub fn system() -> Lang {
    #[cfg(not(any(windows, target_os = "macos")))]
    {
        let env = |name: &str| std::env::var(name).ok();
        Lang::from_locale(
            env("LC_ALL").as_deref(),
            env("LC_MESSAGES").as_deref(),
            env("LANG").as_deref(),
        )
    }
    #[cfg(any(windows, target_os = "macos"))]
    {
        sys_locale::get_locales()
            .find_map(|name| Lang::parse(&name))
            .unwrap_or(Lang::En)
    }
}
