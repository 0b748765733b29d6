//! A deck's versions as data (AM-R16, AM-AE): the `history` of a deck file
//! lists its releases oldest first, each with its date, the version it
//! replaces and, per card, the text changes from the previous version (the
//! errata). The check rebuilds every version's texts backwards from the
//! current cards, so an erratum whose `after` text is not the text of its
//! version is refused; [`deck_changes`] answers what changed between two
//! versions.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use super::model::{Bilingual, CardField, Deck, Release};
use crate::error::{CardsError, Detail, HistoryFault, Problem};

/// How a card differs between two versions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CardChangeKind {
    /// In the later version only.
    Added,
    /// In the earlier version only.
    Removed,
    /// In both, with a different text.
    Changed,
}

/// A text in one language before and after.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TextDiff {
    /// The earlier text (empty: none).
    pub before: String,
    /// The later text (empty: none).
    pub after: String,
}

/// One field of a card that differs, per language (absent: that language
/// did not change).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldDiff {
    /// The field.
    pub field: CardField,
    /// The Spanish change, if the Spanish text changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub es: Option<TextDiff>,
    /// The English change, if the English text changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub en: Option<TextDiff>,
}

/// One card that differs between two versions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CardDiff {
    /// The card's code.
    pub card: String,
    /// Added, removed or changed.
    pub kind: CardChangeKind,
    /// The fields that differ.
    pub fields: Vec<FieldDiff>,
}

/// What changed in a deck from version `from` to version `to`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeckChanges {
    /// The deck's id.
    pub deck: String,
    /// The earlier version.
    pub from: String,
    /// The later version.
    pub to: String,
    /// The releases after `from` up to `to`, oldest first, with their errata.
    pub releases: Vec<Release>,
    /// The cards that differ, in deck order (withdrawn cards after, by code).
    pub cards: Vec<CardDiff>,
}

impl Deck {
    /// The deck's releases oldest first: its `history`, or, when the file
    /// has none, its current version as the first release.
    pub fn releases(&self) -> Vec<Release> {
        if self.history.is_empty() {
            vec![Release {
                version: self.version.clone(),
                date: self.date.clone(),
                replaces: None,
                changes: Vec::new(),
            }]
        } else {
            self.history.clone()
        }
    }

    /// The release `version`, if the deck has it.
    pub fn release(&self, version: &str) -> Option<Release> {
        self.releases().into_iter().find(|r| r.version == version.trim())
    }
}

type Texts = BTreeMap<(String, CardField), Bilingual>;

fn current_texts(deck: &Deck) -> Texts {
    let mut texts = Texts::new();
    for card in &deck.cards {
        texts.insert((card.code.clone(), CardField::Name), card.name.clone());
        texts.insert((card.code.clone(), CardField::Text), card.text.clone());
    }
    texts
}

/// Undoes one release's errata on `texts` (the texts of that release),
/// giving the texts of the version it replaces.
fn undo(texts: &mut Texts, release: &Release) {
    for e in &release.changes {
        let key = (e.card.clone(), e.field);
        match &e.before {
            Some(before) => {
                texts.insert(key, before.clone());
            }
            None => {
                texts.remove(&key);
            }
        }
    }
}

/// Every problem of a deck's `history`, each with its JSON path (AM-AE).
pub(crate) fn check_history(deck: &Deck) -> Vec<Problem> {
    let mut out = Vec::new();
    if deck.history.is_empty() {
        return out;
    }
    let push = |out: &mut Vec<Problem>, path: String, fault: HistoryFault| {
        out.push(Problem::new(path, Detail::History(fault)));
    };
    let mut seen = BTreeSet::new();
    for (i, r) in deck.history.iter().enumerate() {
        let base = format!("$.history[{i}]");
        if !seen.insert(r.version.as_str()) {
            push(
                &mut out,
                format!("{base}.version"),
                HistoryFault::DuplicateVersion {
                    version: r.version.clone(),
                },
            );
        }
        match (i, &r.replaces) {
            (0, Some(_)) => push(
                &mut out,
                format!("{base}.replaces"),
                HistoryFault::FirstReplaces {
                    version: r.version.clone(),
                },
            ),
            (0, None) if !r.changes.is_empty() => push(
                &mut out,
                format!("{base}.changes"),
                HistoryFault::FirstHasChanges {
                    version: r.version.clone(),
                },
            ),
            (0, None) => {}
            (_, replaces) => {
                let previous = &deck.history[i - 1];
                if replaces.as_deref() != Some(previous.version.as_str()) {
                    push(
                        &mut out,
                        format!("{base}.replaces"),
                        HistoryFault::Chain {
                            version: r.version.clone(),
                            replaces: replaces.clone().unwrap_or_default(),
                            previous: previous.version.clone(),
                        },
                    );
                }
                if r.date < previous.date {
                    push(
                        &mut out,
                        format!("{base}.date"),
                        HistoryFault::DateOrder {
                            version: r.version.clone(),
                            date: r.date.clone(),
                            previous: previous.version.clone(),
                            previous_date: previous.date.clone(),
                        },
                    );
                }
            }
        }
    }
    let last = deck.history.len() - 1;
    let newest = &deck.history[last];
    if newest.version != deck.version || newest.date != deck.date {
        push(
            &mut out,
            format!("$.history[{last}].version"),
            HistoryFault::NotCurrent {
                version: newest.version.clone(),
                date: newest.date.clone(),
                deck_version: deck.version.clone(),
                deck_date: deck.date.clone(),
            },
        );
    }
    // Rebuild each version's texts backwards and check every erratum
    // against the texts of its version.
    let mut texts = current_texts(deck);
    for (i, r) in deck.history.iter().enumerate().rev() {
        let mut keys = BTreeSet::new();
        for (j, e) in r.changes.iter().enumerate() {
            let path = format!("$.history[{i}].changes[{j}]");
            let key = (e.card.clone(), e.field);
            if !keys.insert(key.clone()) {
                push(
                    &mut out,
                    format!("{path}.card"),
                    HistoryFault::DuplicateChange {
                        card: e.card.clone(),
                        field: e.field,
                        version: r.version.clone(),
                    },
                );
                continue;
            }
            match (&e.before, &e.after) {
                (None, None) => push(
                    &mut out,
                    path.clone(),
                    HistoryFault::NoText { card: e.card.clone() },
                ),
                (_, Some(after)) => match texts.get(&key) {
                    None => push(
                        &mut out,
                        format!("{path}.card"),
                        HistoryFault::UnknownCard {
                            card: e.card.clone(),
                            version: r.version.clone(),
                        },
                    ),
                    Some(t) if t != after => push(
                        &mut out,
                        format!("{path}.after"),
                        HistoryFault::AfterMismatch {
                            card: e.card.clone(),
                            field: e.field,
                            version: r.version.clone(),
                        },
                    ),
                    Some(_) => {}
                },
                (Some(_), None) if texts.contains_key(&key) => push(
                    &mut out,
                    format!("{path}.after"),
                    HistoryFault::StillPresent {
                        card: e.card.clone(),
                        version: r.version.clone(),
                    },
                ),
                (Some(_), None) => {}
            }
        }
        undo(&mut texts, r);
    }
    out
}

/// The texts of `deck` at `version`.
fn texts_at(deck: &Deck, version: &str) -> Option<Texts> {
    let releases = deck.releases();
    let at = releases.iter().position(|r| r.version == version)?;
    let mut texts = current_texts(deck);
    for r in releases[at + 1..].iter().rev() {
        undo(&mut texts, r);
    }
    Some(texts)
}

/// What changed in `deck` from version `from` to version `to` (the deck's
/// current version when `None`): the releases in between with their errata,
/// and every card added, removed or changed with its text per language.
pub fn deck_changes(deck: &Deck, from: &str, to: Option<&str>) -> Result<DeckChanges, CardsError> {
    let releases = deck.releases();
    let known = || {
        releases
            .iter()
            .map(|r| r.version.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let from = from.trim().to_string();
    let to = to.map_or_else(|| deck.version.clone(), |t| t.trim().to_string());
    let position = |v: &str| {
        releases
            .iter()
            .position(|r| r.version == v)
            .ok_or_else(|| CardsError::UnknownVersion {
                deck: deck.id.clone(),
                version: v.to_string(),
                known: known(),
            })
    };
    let (a, b) = (position(&from)?, position(&to)?);
    if a > b {
        return Err(CardsError::VersionsReversed {
            deck: deck.id.clone(),
            from,
            to,
        });
    }
    let before = texts_at(deck, &from).unwrap_or_default();
    let after = texts_at(deck, &to).unwrap_or_default();
    let mut order: Vec<String> = deck.cards.iter().map(|c| c.code.clone()).collect();
    let gone: BTreeSet<String> = before
        .keys()
        .chain(after.keys())
        .map(|(c, _)| c.clone())
        .filter(|c| !order.contains(c))
        .collect();
    order.extend(gone);
    let has = |texts: &Texts, code: &str| texts.keys().any(|(c, _)| c == code);
    let mut cards = Vec::new();
    for code in order {
        let (was, is) = (has(&before, &code), has(&after, &code));
        let kind = match (was, is) {
            (false, false) => continue,
            (false, true) => CardChangeKind::Added,
            (true, false) => CardChangeKind::Removed,
            (true, true) => CardChangeKind::Changed,
        };
        let mut fields = Vec::new();
        for field in [CardField::Name, CardField::Text] {
            let key = (code.clone(), field);
            let (old, new) = (before.get(&key), after.get(&key));
            let lang = |get: fn(&Bilingual) -> &str| {
                let (o, n) = (old.map_or("", get), new.map_or("", get));
                (o != n).then(|| TextDiff {
                    before: o.to_string(),
                    after: n.to_string(),
                })
            };
            let (es, en) = (lang(|t| &t.es), lang(|t| &t.en));
            if es.is_some() || en.is_some() {
                fields.push(FieldDiff { field, es, en });
            }
        }
        if kind == CardChangeKind::Changed && fields.is_empty() {
            continue;
        }
        cards.push(CardDiff {
            card: code,
            kind,
            fields,
        });
    }
    Ok(DeckChanges {
        deck: deck.id.clone(),
        from,
        to,
        releases: releases[a + 1..=b].to_vec(),
        cards,
    })
}
