//! Every file of `tests/fixtures/text/` decoded as `cases.txt` says: the
//! encoding found (or the refusal, with its line, byte and kind), the text
//! (the same as another file's where given) and the converted words the
//! notice shows.

use std::path::PathBuf;

use arbitro_i18n::{Lang, Message, render};
use arbitro_text::{Encoding, Format, TextErrorKind, decode};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/text")
}

fn bytes(name: &str) -> Vec<u8> {
    std::fs::read(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn format(name: &str) -> Format {
    match name {
        "csv" => Format::Csv,
        "trf" => Format::Trf,
        "pgn" => Format::Pgn,
        "json" => Format::Json,
        "plain" => Format::Plain,
        other => panic!("unknown format {other}"),
    }
}

fn encoding_name(e: Encoding) -> &'static str {
    match e {
        Encoding::Utf8 => "utf-8",
        Encoding::Utf16Le => "utf-16le",
        Encoding::Utf16Be => "utf-16be",
        Encoding::Windows1252 => "windows-1252",
    }
}

fn kind_name(k: &TextErrorKind) -> &'static str {
    match k {
        TextErrorKind::NotUtf8 { .. } => "not-utf8",
        TextErrorKind::Unrecognised { .. } => "unrecognised",
        TextErrorKind::Mixed { .. } => "mixed",
        TextErrorKind::Undefined { .. } => "undefined",
        TextErrorKind::Control { .. } => "control",
        TextErrorKind::Workbook => "workbook",
        TextErrorKind::BadUtf16 => "bad-utf16",
    }
}

/// What decoding `file` as `format` gives, in the words of `cases.txt`.
fn observe(file: &str, format: Format) -> (String, Option<String>, String) {
    match decode(bytes(file), format) {
        Ok(decoded) => {
            let samples = match &decoded.notice {
                Some(n) if !n.samples.is_empty() => n
                    .samples
                    .iter()
                    .map(|s| format!("{}@{}", s.word, s.line))
                    .collect::<Vec<_>>()
                    .join(" "),
                _ => "-".to_string(),
            };
            assert_eq!(
                decoded.notice.is_some(),
                decoded.encoding != Encoding::Utf8,
                "{file}: a notice exactly when not UTF-8"
            );
            if let Some(notice) = &decoded.notice {
                for lang in Lang::ALL {
                    let text = render(lang, notice);
                    assert!(text.contains(decoded.encoding.name()), "{file}: {text}");
                    assert_ne!(text, notice.code(), "{file}: no {lang} text");
                }
            }
            (
                encoding_name(decoded.encoding).to_string(),
                Some(decoded.text),
                samples,
            )
        }
        Err(e) => {
            for lang in Lang::ALL {
                let text = render(lang, &e);
                assert!(
                    e.kind == TextErrorKind::Workbook || text.contains(&e.line.to_string()),
                    "{file}: {text}"
                );
            }
            (
                format!("error {} {} {}", e.line, e.byte, kind_name(&e.kind)),
                None,
                "-".to_string(),
            )
        }
    }
}

fn check(area: &str) {
    let cases = std::fs::read_to_string(dir().join("cases.txt")).expect("cases.txt");
    let mut failures = Vec::new();
    let mut seen = 0;
    for (n, line) in cases.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(f.len(), 5, "cases.txt line {}: five fields", n + 1);
        if f[1] != area {
            continue;
        }
        seen += 1;
        let (got, text, samples) = observe(f[0], format(f[1]));
        if got != f[2] {
            failures.push(format!("line {}: {}: expected {}, got {got}", n + 1, f[0], f[2]));
        }
        if samples != f[4] {
            failures.push(format!(
                "line {}: {}: shows {samples}, expected {}",
                n + 1,
                f[0],
                f[4]
            ));
        }
        if f[3] != "-" {
            let (_, same, _) = observe(f[3], format(f[1]));
            if same != text {
                failures.push(format!("line {}: {} does not read as {}", n + 1, f[0], f[3]));
            }
        }
    }
    assert!(seen > 0, "no cases for {area}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn csv_players_lists() {
    check("csv");
}

#[test]
fn trf_files() {
    check("trf");
}

#[test]
fn pgn_files() {
    check("pgn");
}

#[test]
fn json_files() {
    check("json");
}

#[test]
fn utf16_big_endian_and_broken() {
    let mut be = b"\xFE\xFF".to_vec();
    be.extend("Núñez\n".encode_utf16().flat_map(u16::to_be_bytes));
    let decoded = decode(be, Format::Csv).expect("UTF-16BE");
    assert_eq!(decoded.text, "Núñez\n");
    assert_eq!(decoded.encoding, Encoding::Utf16Be);
    let mut odd = b"\xFF\xFE".to_vec();
    odd.extend("ab\ncd".encode_utf16().flat_map(u16::to_le_bytes));
    odd.push(b'x');
    let err = decode(odd, Format::Csv).expect_err("odd length");
    assert_eq!((err.line, err.kind), (2, TextErrorKind::BadUtf16));
}

#[test]
fn plain_text_must_be_utf8() {
    let err = decode(b"4\n1 2\n3 \xE9\n".to_vec(), Format::Plain).expect_err("not UTF-8");
    assert_eq!((err.line, err.byte, err.offset), (3, 3, 8));
    let ok = decode(b"\xEF\xBB\xBF4\n".to_vec(), Format::Plain).expect("BOM");
    assert_eq!(ok.text, "4\n");
}
