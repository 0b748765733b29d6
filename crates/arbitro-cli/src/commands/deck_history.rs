//! `deck history` and `deck changes`: a deck's versions with their dates and
//! errata, and what changed between two versions (AM-R16, AM-AE); and the
//! line `event show` prints about the event's deck version. Every line is a
//! catalogue message; the card texts are the deck's, in the run's language.

use arbitro_cards::{CardChangeKind, Deck, DeckChanges, Release, TextDiff, deck_changes, shipped_deck};
use arbitro_i18n::MessageData;
use serde_json::json;

use crate::error::CliError;
use crate::say::{With, date, line, print_json, say};

fn kind_name(kind: CardChangeKind) -> &'static str {
    match kind {
        CardChangeKind::Added => "added",
        CardChangeKind::Removed => "removed",
        CardChangeKind::Changed => "changed",
    }
}

/// The lines of one release: its head, then each erratum with its note and
/// its old and new text in the run's language.
fn release_lines(release: &Release) {
    match &release.replaces {
        None => say(line("cli-deck-release-first")
            .with("version", &release.version)
            .with("date", date(&release.date))),
        Some(replaces) => say(line("cli-deck-release")
            .with("version", &release.version)
            .with("date", date(&release.date))
            .with("replaces", replaces)
            .with("count", release.changes.len())),
    }
    let lang = crate::say::lang();
    for e in &release.changes {
        let kind = match (&e.before, &e.after) {
            (None, _) => "added",
            (_, None) => "removed",
            _ => "changed",
        };
        say(line("cli-deck-erratum")
            .with("card", &e.card)
            .with("field", e.field.as_str())
            .with("kind", kind)
            .with("note", &e.note));
        if let Some(before) = &e.before {
            say(line("cli-deck-erratum-before").with("text", before.get(lang)));
        }
        if let Some(after) = &e.after {
            say(line("cli-deck-erratum-after").with("text", after.get(lang)));
        }
    }
}

/// `arbitro deck history DECK`.
pub fn history(deck: &Deck, json: bool) -> Result<(), CliError> {
    let releases = deck.releases();
    if json {
        return print_json(&json!({
            "deck": deck.id,
            "version": deck.version,
            "date": deck.date,
            "releases": releases,
        }));
    }
    say(line("cli-deck-history-head")
        .with("deck", &deck.id)
        .with("name", &deck.name)
        .with("version", &deck.version)
        .with("date", date(&deck.date))
        .with("count", releases.len()));
    for r in releases.iter().rev() {
        release_lines(r);
    }
    Ok(())
}

fn diff_line(field: &str, lang: &str, d: &TextDiff) -> MessageData {
    line("cli-deck-changes-text")
        .with("field", field)
        .with("lang", lang)
        .with("before", &d.before)
        .with("after", &d.after)
}

/// `arbitro deck changes DECK --from A [--to B]`.
pub fn changes(deck: &Deck, from: &str, to: Option<&str>, json: bool) -> Result<(), CliError> {
    let changes: DeckChanges = deck_changes(deck, from, to)?;
    if json {
        return print_json(&changes);
    }
    say(line("cli-deck-changes-head")
        .with("deck", &changes.deck)
        .with("from", &changes.from)
        .with("to", &changes.to)
        .with("count", changes.cards.len()));
    for c in &changes.cards {
        say(line("cli-deck-changes-card")
            .with("card", &c.card)
            .with("kind", kind_name(c.kind)));
        for f in &c.fields {
            for (lang, d) in [("es", &f.es), ("en", &f.en)] {
                if let Some(d) = d {
                    say(diff_line(f.field.as_str(), lang, d));
                }
            }
        }
    }
    for r in &changes.releases {
        release_lines(r);
    }
    Ok(())
}

/// The line about an event's deck version against the shipped deck's
/// history: current, how many cards changed since, or a version the deck
/// does not list. `None` for a deck that is not shipped.
pub fn since_line(id: &str, version: &str) -> Option<MessageData> {
    Some(since(&*shipped_deck(id).ok()?, version))
}

/// The line about version `version` of `deck` against its current one.
fn since(deck: &Deck, version: &str) -> MessageData {
    let head = |code: &str| {
        line(code)
            .with("deck", &deck.id)
            .with("version", version)
            .with("current", &deck.version)
            .with("date", date(&deck.date))
    };
    match deck_changes(deck, version, None) {
        Ok(c) if c.releases.is_empty() => head("cli-deck-since-current"),
        Ok(c) => head("cli-deck-since-changed").with("count", c.cards.len()),
        Err(_) => head("cli-deck-since-unknown"),
    }
}

#[cfg(test)]
mod tests {
    use arbitro_i18n::{Lang, try_render};

    use super::*;

    /// An event ruled under an older version hears how many cards changed
    /// since; an unknown version is said to be unknown (AM-R16).
    #[test]
    fn since_names_the_changes_after_the_events_version() {
        let text = include_str!("../../../arbitro-cards/tests/fixtures/errata/tx-three-versions.json");
        let deck = arbitro_cards::parse_deck(text).unwrap();
        for (version, code, es) in [
            ("1", "cli-deck-since-changed", "desde entonces cambiaron 4 cartas"),
            ("2", "cli-deck-since-changed", "desde entonces cambiaron 2 cartas"),
            ("3", "cli-deck-since-current", "la vigente"),
            ("9", "cli-deck-since-unknown", "no tiene la versión 9"),
        ] {
            let m = since(&deck, version);
            assert_eq!(m.code, code);
            assert!(try_render(Lang::Es, &m).unwrap().contains(es), "{version}");
            try_render(Lang::En, &m).unwrap();
        }
    }
}
