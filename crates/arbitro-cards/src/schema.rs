//! JSON Schema validation of deck and game files against the schema files
//! shipped in `schemas/` (they are the contract; this module embeds them).

use std::sync::OnceLock;

use jsonschema::Validator;
use serde_json::Value;

use crate::error::Problem;

/// The deck file schema (`schemas/deck.schema.json`).
pub const DECK_SCHEMA: &str = include_str!("../../../schemas/deck.schema.json");
/// The game record schema (`schemas/game.schema.json`).
pub const GAME_SCHEMA: &str = include_str!("../../../schemas/game.schema.json");

/// Which embedded schema to use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SchemaKind {
    /// Deck files.
    Deck,
    /// Game records and scenarios.
    Game,
}

fn compiled(kind: SchemaKind) -> &'static Validator {
    static DECK: OnceLock<Validator> = OnceLock::new();
    static GAME: OnceLock<Validator> = OnceLock::new();
    let (cell, text) = match kind {
        SchemaKind::Deck => (&DECK, DECK_SCHEMA),
        SchemaKind::Game => (&GAME, GAME_SCHEMA),
    };
    cell.get_or_init(|| {
        // The schemas are part of this crate's source and tested to compile.
        let schema: Value = serde_json::from_str(text).expect("embedded schema is JSON");
        jsonschema::validator_for(&schema).expect("embedded schema compiles")
    })
}

/// Every way `value` breaks the schema, each with the JSON path of the offending value.
pub fn validate(kind: SchemaKind, value: &Value) -> Vec<Problem> {
    validate_with(compiled(kind), value)
}

/// Validates `value` against a schema given as JSON text (used by tests to
/// check the files in `schemas/` themselves).
pub fn validate_with_schema_text(schema: &str, value: &Value) -> Result<Vec<Problem>, String> {
    let schema: Value = serde_json::from_str(schema).map_err(|e| format!("schema is not JSON: {e}"))?;
    let validator =
        jsonschema::validator_for(&schema).map_err(|e| format!("schema does not compile: {e}"))?;
    Ok(validate_with(&validator, value))
}

fn validate_with(validator: &Validator, value: &Value) -> Vec<Problem> {
    let mut problems: Vec<Problem> = validator
        .iter_errors(value)
        .map(|e| {
            Problem::new(
                pointer_to_path(e.instance_path().as_str()),
                shorten(&e.to_string()),
            )
        })
        .collect();
    problems.sort();
    problems.dedup();
    problems
}

/// Turns a JSON Pointer (`/cards/3/steps/0`) into a JSON path (`$.cards[3].steps[0]`).
pub fn pointer_to_path(pointer: &str) -> String {
    let mut out = String::from("$");
    if pointer.is_empty() {
        return out;
    }
    for token in pointer.trim_start_matches('/').split('/') {
        let token = token.replace("~1", "/").replace("~0", "~");
        if !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit()) {
            out.push('[');
            out.push_str(&token);
            out.push(']');
        } else if token
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        {
            out.push('.');
            out.push_str(&token);
        } else {
            out.push_str("[\"");
            out.push_str(&token.replace('"', "\\\""));
            out.push_str("\"]");
        }
    }
    out
}

/// Keeps messages readable when the offending value is large.
fn shorten(message: &str) -> String {
    const MAX: usize = 240;
    if message.chars().count() <= MAX {
        return message.to_string();
    }
    let cut: String = message.chars().take(MAX).collect();
    format!("{cut}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_become_paths() {
        assert_eq!(pointer_to_path(""), "$");
        assert_eq!(pointer_to_path("/cards/3/steps/0/op"), "$.cards[3].steps[0].op");
        assert_eq!(pointer_to_path("/a~1b"), "$[\"a/b\"]");
    }
}
