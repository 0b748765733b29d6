//! The manual in the app (F1, the "?" button): its chapters, each with the
//! screens it explains, a chapter as HTML, and search, in the UI's language
//! (`arbitro-manual`). The screenshots the chapters show are read here, as
//! `data:` images (the window's CSP allows no other source): from the
//! installed manual (`RESOURCES/manual/LANG/img/`), else from the last
//! end-to-end run of the source tree (`e2e/screenshots/manual/LANG/`); a
//! chapter whose screenshot is in neither keeps the figure's caption.

use std::path::PathBuf;

use arbitro_i18n::Lang;
use arbitro_manual::{Hit, Paths, Screen, Topic};
use base64::Engine;
use serde::Serialize;
use tauri::{AppHandle, Manager, Runtime};
use ts_rs::TS;

use crate::error::IpcResult;

/// A chapter of the manual as the contents list shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ManualEntry {
    /// The chapter.
    pub topic: Topic,
    /// Its title, in the UI's language.
    pub title: String,
    /// The screens whose F1 opens it.
    pub screens: Vec<Screen>,
}

/// A chapter to read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ManualPage {
    /// The chapter.
    pub topic: Topic,
    /// Its title.
    pub title: String,
    /// Its HTML (headings with anchors; links to chapters carry
    /// `data-topic` and `data-anchor`; screenshots as `data:` images).
    pub html: String,
    /// The chapter before, if any.
    pub previous: Option<Topic>,
    /// The chapter after, if any.
    pub next: Option<Topic>,
}

/// Every chapter, in reading order, in the UI's language.
#[tauri::command(async)]
pub fn manual_index() -> IpcResult<Vec<ManualEntry>> {
    let lang = crate::lang::current();
    Ok(arbitro_manual::chapters(lang)
        .into_iter()
        .map(|c| ManualEntry {
            screens: c.topic.screens(),
            topic: c.topic,
            title: c.title,
        })
        .collect())
}

/// Where the app looks for the manual's screenshots of `lang`.
fn shot_folders<R: Runtime>(app: &AppHandle<R>, lang: Lang) -> Vec<PathBuf> {
    let mut folders = Vec::new();
    if let Ok(resources) = app.path().resource_dir() {
        folders.push(resources.join("manual").join(lang.code()).join("img"));
    }
    folders.push(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../e2e/screenshots/manual")
            .join(lang.code()),
    );
    folders
}

/// Links for the app: chapters are followed by the UI (`data-topic`),
/// screenshots are embedded.
struct AppPaths {
    folders: Vec<PathBuf>,
}

impl Paths for AppPaths {
    fn chapter(&self, topic: Topic, anchor: Option<&str>) -> String {
        format!(
            "#{}{}",
            topic.id(),
            anchor.map(|a| format!("/{a}")).unwrap_or_default()
        )
    }

    fn image(&self, name: &str) -> Option<String> {
        let bytes = self
            .folders
            .iter()
            .find_map(|f| std::fs::read(f.join(name)).ok())?;
        Some(format!(
            "data:image/png;base64,{}",
            base64::engine::general_purpose::STANDARD.encode(bytes)
        ))
    }
}

/// A chapter in the UI's language, its screenshots embedded.
#[tauri::command(async)]
pub fn manual_chapter<R: Runtime>(app: AppHandle<R>, topic: Topic) -> IpcResult<ManualPage> {
    let lang = crate::lang::current();
    let chapter = arbitro_manual::chapter(topic, lang);
    let paths = AppPaths {
        folders: shot_folders(&app, lang),
    };
    Ok(ManualPage {
        topic,
        html: chapter.render(&paths).html,
        title: chapter.title,
        previous: topic.previous(),
        next: topic.next(),
    })
}

/// The sections of the manual holding every word of `query` (accents and
/// case aside), best first, in the UI's language.
#[tauri::command(async)]
pub fn manual_search(query: String) -> IpcResult<Vec<Hit>> {
    Ok(arbitro_manual::search(crate::lang::current(), &query, 40))
}
