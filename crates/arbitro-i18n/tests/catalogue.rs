//! The catalogue is complete and consistent: every file on disk is embedded,
//! parses, and says the same things in both languages (same message ids,
//! same parameters); rendering handles plurals, nested messages and lists.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use arbitro_i18n::{Arg, Args, Lang, Message, MessageData, catalogue_files, codes, render, try_render};
use fluent_syntax::ast;

fn messages_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../messages"))
}

/// Every `{ $name }` a pattern refers to, in any variant of a selector.
fn variables(pattern: &ast::Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                variables(&variant.value, into);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, into),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, into),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                inline_variables(arg, into);
            }
        }
        _ => {}
    }
}

/// Message id → the parameters it uses, for one file's source.
fn parse(area: &str, lang: &str, source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("messages/{lang}/{area}.ftl does not parse: {errors:?}"));
    let mut messages = BTreeMap::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(message) => {
                let mut vars = BTreeSet::new();
                let value = message
                    .value
                    .as_ref()
                    .unwrap_or_else(|| panic!("messages/{lang}/{area}.ftl: {} has no text", message.id.name));
                variables(value, &mut vars);
                let previous = messages.insert(message.id.name.to_string(), vars);
                assert!(
                    previous.is_none(),
                    "messages/{lang}/{area}.ftl: {} twice",
                    message.id.name
                );
            }
            ast::Entry::Junk { content } => panic!("messages/{lang}/{area}.ftl: cannot read {content:?}"),
            _ => {}
        }
    }
    messages
}

#[test]
fn every_file_on_disk_is_embedded() {
    let embedded: BTreeSet<String> = catalogue_files().map(|(area, _, _)| area.to_string()).collect();
    for lang in ["es", "en"] {
        let on_disk: BTreeSet<String> = std::fs::read_dir(messages_dir().join(lang))
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "ftl"))
            .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            on_disk, embedded,
            "messages/{lang}/ and catalogue.rs's FILES differ"
        );
    }
}

#[test]
fn both_languages_say_the_same_things() {
    let mut seen = BTreeSet::new();
    for (area, es, en) in catalogue_files() {
        let es = parse(area, "es", es);
        let en = parse(area, "en", en);
        let es_ids: BTreeSet<&String> = es.keys().collect();
        let en_ids: BTreeSet<&String> = en.keys().collect();
        assert_eq!(es_ids, en_ids, "{area}.ftl: ids only in one language");
        for (id, vars) in &es {
            assert_eq!(
                vars, &en[id],
                "{area}.ftl: {id} uses other parameters in es and en"
            );
            assert!(seen.insert(id.clone()), "{id} is defined in two areas");
        }
    }
    assert_eq!(codes(Lang::Es), codes(Lang::En));
}

struct Problems(Vec<NoBoard>);
struct NoBoard(u32, u32);

impl Message for NoBoard {
    fn code(&self) -> &str {
        "store-round-no-board"
    }
    fn args(&self) -> Args<'_> {
        vec![("round", Arg::from(self.0)), ("board", Arg::from(self.1))]
    }
}

impl Message for Problems {
    fn code(&self) -> &str {
        "store-round-no-board"
    }
    fn args(&self) -> Args<'_> {
        // Not a real message: checks that a list parameter renders each item.
        vec![
            (
                "round",
                Arg::List(self.0.iter().map(|m| m as &dyn Message).collect()),
            ),
            ("board", Arg::Int(1)),
        ]
    }
}

#[test]
fn nested_messages_render_in_the_same_language() {
    let problems = Problems(vec![NoBoard(1, 2), NoBoard(3, 4)]);
    assert_eq!(
        render(Lang::En, &problems),
        "Round Round 1 has no board 2.; Round 3 has no board 4. has no board 1."
    );
}

#[test]
fn captured_messages_render_like_the_original() {
    let original = NoBoard(3, 11);
    let data = MessageData::of(&original);
    let json = serde_json::to_string(&data).unwrap();
    let back: MessageData = serde_json::from_str(&json).unwrap();
    for lang in Lang::ALL {
        assert_eq!(render(lang, &back), render(lang, &original));
    }
}

struct Unknown;
impl Message for Unknown {
    fn code(&self) -> &str {
        "no-such-code"
    }
    fn args(&self) -> Args<'_> {
        vec![("x", Arg::Int(1))]
    }
}

struct MissingParameter;
impl Message for MissingParameter {
    fn code(&self) -> &str {
        "store-round-no-board"
    }
}

#[test]
fn a_gap_in_the_catalogue_is_reported_and_still_shown() {
    assert!(try_render(Lang::Es, &Unknown).is_err());
    assert_eq!(render(Lang::Es, &Unknown), "no-such-code (x=1)");
    let err = try_render(Lang::En, &MissingParameter).unwrap_err();
    assert_eq!(err.code, "store-round-no-board");
}
