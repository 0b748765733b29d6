//! JSON Schema validation of deck and game files against the schema files
//! shipped in `schemas/` (they are the contract; this module embeds them).

use std::sync::OnceLock;

use jsonschema::Validator;
use serde_json::Value;

use crate::error::{Detail, Problem, SchemaRule, tidy};

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
                Detail::Schema(rule_of(&e)),
            )
        })
        .collect();
    tidy(&mut problems);
    problems
}

/// The broken rule as typed data; anything unusual in the validator's words.
fn rule_of(e: &jsonschema::ValidationError<'_>) -> SchemaRule {
    use jsonschema::error::{TypeKind, ValidationErrorKind as K};
    let value = || shorten(&compact(e.instance()));
    match e.kind() {
        K::Required { property } => SchemaRule::Required {
            field: property
                .as_str()
                .map(str::to_string)
                .unwrap_or_else(|| property.to_string()),
        },
        K::AdditionalProperties { unexpected } => SchemaRule::Unexpected {
            fields: unexpected.join(", "),
        },
        K::Enum { options } => SchemaRule::NotAllowed {
            value: value(),
            options: match options.as_ref() {
                Value::Array(items) => items.iter().map(compact).collect::<Vec<_>>().join(", "),
                other => compact(other),
            },
        },
        K::Pattern { .. } => SchemaRule::Pattern { value: value() },
        K::Type { kind } => SchemaRule::Type {
            expected: match kind {
                TypeKind::Single(t) => t.to_string(),
                TypeKind::Multiple(set) => set.iter().map(|t| t.to_string()).collect::<Vec<_>>().join("|"),
            },
        },
        K::Constant { expected_value } => SchemaRule::Constant {
            expected: compact(expected_value),
        },
        K::Minimum { limit } | K::ExclusiveMinimum { limit } => SchemaRule::Minimum {
            limit: limit.to_string(),
        },
        K::Maximum { limit } | K::ExclusiveMaximum { limit } => SchemaRule::Maximum {
            limit: limit.to_string(),
        },
        K::MinLength { limit } => SchemaRule::TooShort { limit: *limit },
        K::MaxLength { limit } => SchemaRule::TooLong { limit: *limit },
        K::MinItems { limit } => SchemaRule::TooFew { limit: *limit },
        K::MaxItems { limit } => SchemaRule::TooMany { limit: *limit },
        K::OneOfNotValid { .. } | K::OneOfMultipleValid { .. } | K::AnyOf { .. } => SchemaRule::Shape,
        _ => SchemaRule::Other {
            detail: shorten(&e.to_string()),
        },
    }
}

/// A JSON value as compact text, strings without quotes.
fn compact(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
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
