//! The app's state: how it was launched and what is open. Commands resolve
//! what they need from here, then make one core call.

use std::path::PathBuf;
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock};
use std::time::Instant;

use arbitro_store::Event;

use crate::catalogue::Catalogue;
use crate::error::{AppError, IpcError};

/// How the app was started (command line of `arbitro-app`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LaunchOptions {
    /// The event folder: event files and files to import live here. The UI
    /// reads files only from here or from a file the user picked in a dialog.
    pub event_dir: Option<PathBuf>,
    /// Open the demo event at start.
    pub demo: bool,
    /// Open printed forms and the print folder with this program instead of
    /// the system's default viewer (`--viewer PROGRAM`; the end-to-end test
    /// checks what is opened through it).
    pub viewer: Option<PathBuf>,
    /// The event file to open at start: what the desktop's file
    /// association passes (`arbitro-app %f`, a double-clicked `.arbitro`).
    /// Its folder is the event folder unless `--event-dir` says otherwise.
    pub file: Option<PathBuf>,
    /// Start, draw the first screen, say on standard output that it worked
    /// (how long it took, the language, the event opened), and quit: what
    /// an installation is checked with (`--self-check`).
    pub self_check: bool,
}

/// `arbitro-app`'s usage line.
const USAGE: &str =
    "usage: arbitro-app [FILE.arbitro] [--demo] [--event-dir DIR] [--viewer PROGRAM] [--self-check]";

impl LaunchOptions {
    /// Parses `arbitro-app [FILE] [--demo] [--event-dir DIR] [--viewer PROGRAM]
    /// [--self-check]`; unknown options and a second file are reported, not ignored.
    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Self, String> {
        let mut options = Self::default();
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--demo" => options.demo = true,
                "--self-check" => options.self_check = true,
                "--event-dir" => {
                    let dir = args.next().ok_or("--event-dir needs a folder")?;
                    options.event_dir = Some(PathBuf::from(dir));
                }
                "--viewer" => {
                    let program = args.next().ok_or("--viewer needs a program")?;
                    options.viewer = Some(PathBuf::from(program));
                }
                other if other.starts_with('-') => {
                    return Err(format!("unknown argument '{other}' ({USAGE})"));
                }
                file if options.file.is_none() => options.file = Some(PathBuf::from(file)),
                extra => return Err(format!("one event file at a time: '{extra}' ({USAGE})")),
            }
        }
        if options.demo && options.file.is_some() {
            return Err(format!("--demo opens the demo event: give it no file ({USAGE})"));
        }
        Ok(options)
    }
}

/// The open event, or the one being opened in the background.
#[derive(Debug, Default)]
struct EventSlot {
    event: Option<Event>,
    /// An event is being opened off the main thread (the demo at start):
    /// commands wait for it instead of finding no event.
    opening: bool,
    /// Why that background opening failed (reported instead of "no event").
    failed: Option<IpcError>,
    /// The file given on the command line, opened by the first command
    /// that needs the event (after the UI has set its language, so that a
    /// refusal reads in it).
    pending: Option<PathBuf>,
}

/// Everything the commands share.
#[derive(Debug)]
pub struct AppState {
    launch: LaunchOptions,
    started: Instant,
    ready: OnceLock<u64>,
    event_dir: Mutex<Option<PathBuf>>,
    event: Mutex<EventSlot>,
    opened: Condvar,
    card_game: Mutex<Option<String>>,
    catalogue: OnceLock<Catalogue>,
    clock_offset_ms: std::sync::atomic::AtomicI64,
}

impl AppState {
    /// The state for a launch with these options.
    pub fn new(launch: LaunchOptions) -> Self {
        let event_dir = Mutex::new(launch.event_dir.clone());
        Self {
            launch,
            started: Instant::now(),
            ready: OnceLock::new(),
            event_dir,
            event: Mutex::new(EventSlot::default()),
            opened: Condvar::new(),
            card_game: Mutex::new(None),
            catalogue: OnceLock::new(),
            clock_offset_ms: std::sync::atomic::AtomicI64::new(0),
        }
    }

    /// Milliseconds from start to the UI's first interactive screen; the
    /// first call fixes the figure (and reports whether it was the first).
    pub fn mark_ready(&self) -> (u64, bool) {
        let mut first = false;
        let ms = *self.ready.get_or_init(|| {
            first = true;
            u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX)
        });
        (ms, first)
    }

    /// The launch options.
    pub fn launch(&self) -> &LaunchOptions {
        &self.launch
    }

    fn event_dir_slot(&self) -> MutexGuard<'_, Option<PathBuf>> {
        // A poisoned lock only means another command panicked; the path is still valid.
        self.event_dir
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Sets the event folder if none was given on the command line.
    pub fn default_event_dir(&self, dir: PathBuf) {
        let mut slot = self.event_dir_slot();
        if slot.is_none() {
            *slot = Some(dir);
        }
    }

    /// The event folder.
    pub fn event_dir(&self) -> Result<PathBuf, IpcError> {
        self.event_dir_slot()
            .clone()
            .ok_or_else(|| AppError::NoEventFolder.into())
    }

    fn event_slot(&self) -> MutexGuard<'_, EventSlot> {
        // A poisoned lock only means another command panicked; the event
        // file is transactional, so the connection is still usable.
        self.event.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The instant the clocks are read and stamped at (ms on the event's
    /// clock): now, or for the demo event the demo's moment plus the time
    /// since it was opened, so that its running clock goes on from where the
    /// demo left it instead of having run out meanwhile.
    pub fn clock_now_ms(&self, event: &Event) -> u64 {
        let now = event.now_time().timestamp_millis();
        let offset = self.clock_offset_ms.load(std::sync::atomic::Ordering::Relaxed);
        u64::try_from(now.saturating_add(offset)).unwrap_or(0)
    }

    /// Shifts the clocks of the open event so that "now" is `moment_ms` (the demo).
    pub fn continue_clocks_from(&self, event: &Event, moment_ms: u64) {
        let now = event.now_time().timestamp_millis();
        let offset = i64::try_from(moment_ms).unwrap_or(i64::MAX).saturating_sub(now);
        self.clock_offset_ms
            .store(offset, std::sync::atomic::Ordering::Relaxed);
    }

    /// Makes `event` the open event (closing the previous one).
    pub fn set_event(&self, event: Event) {
        self.clock_offset_ms
            .store(0, std::sync::atomic::Ordering::Relaxed);
        let mut slot = self.event_slot();
        slot.event = Some(event);
        slot.failed = None;
    }

    /// Opens `file` when a command first needs the event (the file given
    /// on the command line).
    pub fn open_at_start(&self, file: PathBuf) {
        self.event_slot().pending = Some(file);
    }

    /// Marks an event as being opened off the main thread: until
    /// [`AppState::finish_opening`], commands that need the event wait for it.
    pub fn begin_opening(&self) {
        self.event_slot().opening = true;
    }

    /// Ends a background opening: the event becomes the open one, or the
    /// error is what commands report instead of "no event".
    pub fn finish_opening(&self, opened: Result<Event, IpcError>) {
        let mut slot = self.event_slot();
        match opened {
            Ok(event) => {
                slot.event = Some(event);
                slot.failed = None;
            }
            Err(error) => slot.failed = Some(error),
        }
        slot.opening = false;
        self.opened.notify_all();
    }

    /// Runs `f` on the open event (waiting for one being opened in the
    /// background); `no_event` when none is open.
    pub fn with_event<T>(&self, f: impl FnOnce(&mut Event) -> Result<T, IpcError>) -> Result<T, IpcError> {
        let mut slot = self.event_slot();
        while slot.opening {
            slot = self
                .opened
                .wait(slot)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
        }
        let slot = &mut *slot;
        if let Some(path) = slot.pending.take() {
            match Event::open(&path) {
                Ok(event) => slot.event = Some(event),
                Err(error) => slot.failed = Some(error.into()),
            }
        }
        match (slot.event.as_mut(), &slot.failed) {
            (Some(event), _) => f(event),
            (None, Some(failed)) => Err(failed.clone()),
            (None, None) => Err(AppError::NoEvent.into()),
        }
    }

    /// A file of the event folder named `name` (a bare file name: no folder
    /// parts, so the UI can reach nothing outside the folder).
    pub fn folder_file(&self, name: &str) -> Result<PathBuf, IpcError> {
        let name = name.trim();
        let bare = !name.is_empty()
            && !name.starts_with('.')
            && !name.contains(['/', '\\'])
            && std::path::Path::new(name).file_name().is_some_and(|f| f == name);
        if !bare {
            return Err(AppError::NotAFolderFile {
                name: name.to_string(),
            }
            .into());
        }
        Ok(self.event_dir()?.join(name))
    }

    /// The text of a file of the event folder (see [`AppState::folder_file`]).
    pub fn read_folder_file(&self, name: &str) -> Result<String, IpcError> {
        let path = self.folder_file(name)?;
        std::fs::read_to_string(&path).map_err(|e| AppError::file(&path, e).into())
    }

    /// The bytes of a file of the event's folder (an import, whose encoding
    /// `arbitro-text` works out).
    pub fn read_folder_bytes(&self, name: &str) -> Result<Vec<u8>, IpcError> {
        let path = self.folder_file(name)?;
        std::fs::read(&path).map_err(|e| AppError::file(&path, e).into())
    }

    /// Keeps the text of the card game record open in the Arbiter panel.
    pub fn set_card_game(&self, text: String) {
        *self
            .card_game
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(text);
    }

    /// The text of the open card game record.
    pub fn card_game(&self) -> Option<String> {
        self.card_game
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }

    /// The rules catalogue, parsed once.
    pub fn catalogue(&self) -> Result<&Catalogue, IpcError> {
        if let Some(catalogue) = self.catalogue.get() {
            return Ok(catalogue);
        }
        let parsed = Catalogue::embedded()?;
        Ok(self.catalogue.get_or_init(|| parsed))
    }
}
