//! Malformed layout, label and font files give an error naming the file and
//! the field (cases in `tests/fixtures/bad_layouts.toml`); the project's own
//! forms directory loads from disk exactly as it is compiled in.

mod support;

use arbitro_forms::FormSet;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    name: String,
    file: String,
    #[serde(default)]
    find: Option<String>,
    #[serde(default)]
    replace: Option<String>,
    #[serde(default)]
    delete: bool,
    #[serde(default)]
    write: Option<String>,
    expect: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct Cases {
    case: Vec<Case>,
}

/// Applies a case to a fresh copy of forms/ and returns the load error.
fn check(case: &Case) -> Result<(), String> {
    let dir = support::scratch(&format!("layout-{}", case.name)).join("forms");
    support::copy_dir(&support::forms_dir(), &dir);
    let file = dir.join(&case.file);
    if case.delete {
        std::fs::remove_file(&file).expect("delete");
    } else if let Some(bytes) = &case.write {
        std::fs::write(&file, bytes).expect("write");
    } else {
        let (Some(find), Some(replace)) = (&case.find, &case.replace) else {
            return Err("give find and replace, delete, or write".to_string());
        };
        let text = std::fs::read_to_string(&file).expect("read layout");
        let found = text.matches(find.as_str()).count();
        if found != 1 {
            return Err(format!(
                "`{find}` occurs {found} times in {}; the case is stale",
                case.file
            ));
        }
        std::fs::write(&file, text.replacen(find.as_str(), replace, 1)).expect("write layout");
    }
    match FormSet::from_dir(&dir) {
        Ok(_) => Err("loaded without error".to_string()),
        Err(e) => {
            let message = e.to_string();
            let missing: Vec<&String> = case
                .expect
                .iter()
                .filter(|s| !message.contains(s.as_str()))
                .collect();
            if missing.is_empty() {
                Ok(())
            } else {
                Err(format!("error `{message}` lacks {missing:?}"))
            }
        }
    }
}

#[test]
fn malformed_layouts_name_file_and_field() {
    let path = support::fixtures().join("bad_layouts.toml");
    let cases: Cases =
        toml::from_str(&std::fs::read_to_string(path).expect("bad_layouts.toml")).expect("parses");
    let failures: Vec<String> = cases
        .case
        .iter()
        .filter_map(|case| check(case).err().map(|e| format!("{}: {e}", case.name)))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_forms_directory_loads_from_disk() {
    FormSet::from_dir(&support::forms_dir()).expect("forms/ loads");
}
