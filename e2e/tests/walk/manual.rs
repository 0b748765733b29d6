//! The manual in the app, as an arbiter meets it: F1 (or the "?" button)
//! opens the chapter of the screen in use, in the UI's language; its search
//! finds a section by words typed without accents; a link in a chapter
//! leads to another; Escape closes it. Then the screenshots the manual
//! shows, every screen in Spanish and in English, taken from this run (so
//! they are never older than the screens), and a check that every one the
//! chapters name was taken.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::Session;

/// The manual's sources (docs/manual/LANG/ID.md).
fn manual_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/manual")
}

/// A chapter's title, as its source gives it.
fn chapter_title(lang: &str, id: &str) -> String {
    let text = std::fs::read_to_string(manual_dir().join(lang).join(format!("{id}.md"))).expect("chapter source");
    text.lines()
        .next()
        .and_then(|l| l.strip_prefix("# "))
        .expect("a chapter starts with its title")
        .trim()
        .to_string()
}

/// Presses F1 as the keyboard does.
async fn press_f1(s: &Session) {
    s.find("main").await;
    s.client
        .active_element()
        .await
        .expect("the focused element")
        .send_keys("\u{E031}")
        .await
        .expect("F1");
}

/// Waits until the manual shows chapter `id`, with its title.
async fn shows_chapter(s: &Session, lang: &str, id: &str) {
    s.find(&format!("[data-testid='manual-chapter'][data-topic='{id}']")).await;
    s.wait_text("[data-testid='manual-chapter'] h1", &chapter_title(lang, id)).await;
}

async fn close_with_escape(s: &Session) {
    s.find("[data-testid='manual-search']")
        .await
        .send_keys("\u{E00C}")
        .await
        .expect("Escape");
    s.gone("[data-testid='manual']").await;
}

/// F1 on three screens: each opens its own chapter in the UI's language.
pub async fn f1_opens_the_screens_chapter(s: &mut Session) {
    // Players, in Spanish, by the key: the Players chapter.
    s.open_screen("players").await;
    press_f1(s).await;
    shows_chapter(s, "es", "players").await;
    s.shot("manual-players-es").await;
    // Searched without accents: «retirada» finds the withdrawals.
    s.type_into("[data-testid='manual-search']", "retirada ronda").await;
    s.wait_text("[data-testid='manual-hits']", &chapter_title("es", "byes")).await;
    s.click("[data-testid='manual-hits'] button[data-topic='byes']").await;
    shows_chapter(s, "es", "byes").await;
    close_with_escape(s).await;

    // Rounds, by the "?" button: the Pairings chapter, and a link in it.
    s.open_screen("rounds").await;
    s.click("[data-testid='open-manual']").await;
    shows_chapter(s, "es", "pairings").await;
    s.click("[data-testid='manual-chapter'] a[data-topic='results']").await;
    shows_chapter(s, "es", "results").await;
    close_with_escape(s).await;

    // Results, in English: the English chapter.
    s.click("[data-lang='en']").await;
    s.wait_text("main h1", "Rounds").await;
    s.open_screen("results").await;
    press_f1(s).await;
    shows_chapter(s, "en", "results").await;
    s.shot("manual-results-en").await;
    close_with_escape(s).await;
    s.click("[data-lang='es']").await;
    s.wait_text("main h1", "Resultados").await;
}

/// Every screenshot the manual shows, in `lang` (the UI switched to it).
pub async fn take_the_manuals_screenshots(s: &mut Session, lang: &str) {
    s.click(&format!("[data-lang='{lang}']")).await;
    s.find(&format!("html[lang='{lang}']")).await;
    // Screen, what shows it is drawn, and the screenshot's name.
    for (screen, probe, name) in [
        ("event", "[data-testid='event-card']", "event"),
        ("players", "[data-testid='players-table']", "players"),
        ("rounds", "[data-testid='round-system']", "rounds"),
        ("decks", "[data-testid='deck-boards']", "decks"),
        ("clocks", "[data-testid='board-clock']", "clocks"),
        ("incidents", "[data-testid='incident-list']", "incidents"),
        ("records", "[data-testid='record-boards']", "records"),
    ] {
        s.open_screen(screen).await;
        s.find(probe).await;
        settle().await;
        s.manual_shot(lang, name).await;
    }

    // A player's actions (byes, withdrawal) and the import's check.
    s.open_screen("players").await;
    s.click("[data-manage='6']").await;
    s.find("[data-testid='player-actions']").await;
    settle().await;
    s.manual_shot(lang, "players-manage").await;
    s.click("[data-manage='6']").await;
    s.gone("[data-testid='player-actions']").await;
    s.click("[data-preview='bad.csv']").await;
    s.find("[data-testid='import-preview'] .problems").await;
    settle().await;
    s.manual_shot(lang, "players-import").await;

    // Round 1's pairing and its explanation.
    s.open_screen("rounds").await;
    s.click("[data-round='1']").await;
    s.click("[data-testid='explain']").await;
    s.find("[data-testid='explanation']").await;
    settle().await;
    s.manual_shot(lang, "rounds-explanation").await;

    // Round 1's results with the standings, then the crosstable.
    s.open_screen("results").await;
    s.click("[data-round='1']").await;
    s.find("[data-testid='standings']").await;
    settle().await;
    s.manual_shot(lang, "results").await;
    s.click("[data-view='crosstable']").await;
    s.find("[data-testid='crosstable']").await;
    settle().await;
    s.manual_shot(lang, "results-crosstable").await;

    // A precedent of the register, opened.
    s.open_screen("precedents").await;
    s.click("[data-testid='precedent-list'] li[data-seq]").await;
    s.find("[data-testid='precedent-detail']").await;
    settle().await;
    s.manual_shot(lang, "precedents").await;

    // A clause of the rules.
    s.open_screen("rules").await;
    s.type_into("main [data-search]", "am-g3").await;
    s.click("#rule-AM-G3").await;
    s.wait_text(".detail", "AM-G3").await;
    settle().await;
    s.manual_shot(lang, "rules").await;

    // The arbiter's panel on a position.
    s.open_screen("arbiter").await;
    s.find("[data-testid='position-status']").await;
    settle().await;
    s.manual_shot(lang, "arbiter").await;

    // The manual itself, opened on the Event screen.
    s.open_screen("event").await;
    press_f1(s).await;
    shows_chapter(s, lang, "event").await;
    settle().await;
    s.manual_shot(lang, "manual").await;
    close_with_escape(s).await;

    // The public display, in its own window.
    let admin = s.switch_to_public_display().await;
    s.find("[data-testid='display-boards']").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    s.manual_shot(lang, "display").await;
    s.client.close_window().await.expect("close the display");
    s.client.switch_to_window(admin).await.expect("back to the admin window");
    s.click("[data-lang='es']").await;
    s.find("html[lang='es']").await;
}

/// A screen's last redraw (a list loading, a font) before it is taken.
async fn settle() {
    tokio::time::sleep(Duration::from_millis(300)).await;
}

/// Every screenshot the chapters show, in both languages, was taken by this run.
pub fn every_screenshot_of_the_manual_was_taken(shots: &Path) {
    let mut missing = Vec::new();
    let mut named = BTreeSet::new();
    for lang in ["es", "en"] {
        for entry in std::fs::read_dir(manual_dir().join(lang)).expect("chapters") {
            let path = entry.expect("chapter").path();
            let text = std::fs::read_to_string(&path).expect("chapter source");
            for image in text.split("](").skip(1).filter_map(|rest| rest.split(')').next()) {
                if image.ends_with(".png") {
                    named.insert(image.to_string());
                    if !shots.join("manual").join(lang).join(image).is_file() {
                        missing.push(format!("{}: {image}", path.display()));
                    }
                }
            }
        }
    }
    assert!(!named.is_empty(), "the manual shows screenshots");
    assert!(missing.is_empty(), "screenshots the manual shows but this run did not take:\n{}", missing.join("\n"));
}
