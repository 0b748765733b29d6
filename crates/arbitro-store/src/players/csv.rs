//! A small CSV reader (RFC 4180: quoted fields, doubled quotes, line breaks
//! inside quotes; `,` or `;` as separator, as spreadsheets in Spanish locales
//! write) that remembers the line each record starts on, and the mapping of a
//! players file's columns onto [`PlayerInput`]. Pure: takes the text.

use arbitro_text::Format;

use crate::error::StoreError;
use crate::players::line_problem::{LineProblem, LineProblemKind};
use crate::players::model::PlayerInput;

/// One record and the line it starts on (1-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// Line where the record starts.
    pub line: usize,
    /// Its fields.
    pub fields: Vec<String>,
}

/// Splits `text` into records. Lines end at LF, CR LF or a lone CR (old
/// Mac spreadsheets). The separator is the one of `;`, `,` and tab that the
/// first line holds most of (`;` is what spreadsheets in Spanish locales
/// write, tab what Excel's "Unicode text" writes), `,` when it holds none.
pub fn records(text: &str) -> Result<Vec<Record>, LineProblem> {
    let text = arbitro_text::without_bom(text);
    let first = text.split(['\r', '\n']).next().unwrap_or("");
    let count = |c: char| first.matches(c).count();
    let sep = [';', '\t']
        .into_iter()
        .filter(|&c| count(c) > count(','))
        .max_by_key(|&c| count(c))
        .unwrap_or(',');
    let mut out = Vec::new();
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut line = 1usize;
    let mut start_line = 1usize;
    let mut in_quotes = false;
    let mut quote_line = 0usize;
    let mut chars = text.chars().peekable();
    let mut record_has_content = false;
    while let Some(c) = chars.next() {
        if in_quotes {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => in_quotes = false,
                '\r' if chars.peek() == Some(&'\n') => {}
                '\n' | '\r' => {
                    line += 1;
                    field.push('\n');
                }
                other => field.push(other),
            }
            continue;
        }
        match c {
            '"' if field.trim().is_empty() => {
                field.clear();
                in_quotes = true;
                quote_line = line;
                record_has_content = true;
            }
            c if c == sep => {
                fields.push(std::mem::take(&mut field));
                record_has_content = true;
            }
            '\r' if chars.peek() == Some(&'\n') => {}
            '\n' | '\r' => {
                fields.push(std::mem::take(&mut field));
                if record_has_content || fields.iter().any(|f| !f.trim().is_empty()) {
                    out.push(Record {
                        line: start_line,
                        fields: std::mem::take(&mut fields),
                    });
                } else {
                    fields.clear();
                }
                record_has_content = false;
                line += 1;
                start_line = line;
            }
            other => {
                field.push(other);
                record_has_content = true;
            }
        }
    }
    if in_quotes {
        return Err(LineProblem {
            line: quote_line,
            field: None,
            kind: LineProblemKind::UnclosedQuote,
        });
    }
    fields.push(field);
    if record_has_content || fields.iter().any(|f| !f.trim().is_empty()) {
        out.push(Record {
            line: start_line,
            fields,
        });
    }
    Ok(out)
}

/// A players file's bytes as text, through `arbitro-text`: TRF when the
/// name ends in `.trf` or `.txt`, CSV otherwise (Windows-1252 is read with a
/// notice when every character could be part of a name; see
/// [`arbitro_text::Format`]). Bytes that are not text are an import error
/// naming the line and byte; nothing is imported.
pub fn import_text(file: &str, bytes: Vec<u8>) -> Result<(Format, arbitro_text::Decoded), StoreError> {
    let format = match Format::for_file_name(file) {
        Format::Trf => Format::Trf,
        _ => Format::Csv,
    };
    Ok((format, decode(file, bytes, format)?))
}

/// `bytes` decoded by `arbitro-text` as `format`; a file that cannot be
/// read as text is refused with its line and byte.
pub(crate) fn decode(
    file: &str,
    bytes: Vec<u8>,
    format: Format,
) -> Result<arbitro_text::Decoded, StoreError> {
    arbitro_text::decode(bytes, format).map_err(|err| StoreError::Import {
        file: file.to_string(),
        problems: vec![LineProblem {
            line: err.line,
            field: None,
            kind: LineProblemKind::Text(err),
        }],
    })
}

/// The player fields a column can hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Column {
    Name,
    Surname,
    Given,
    FideId,
    Title,
    Rating,
    Federation,
    Birth,
    Club,
    Sex,
    Ignored,
}

fn fold(header: &str) -> String {
    header
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'á' => 'a',
            'é' => 'e',
            'í' => 'i',
            'ó' => 'o',
            'ú' | 'ü' => 'u',
            'ñ' => 'n',
            ' ' | '-' | '.' => '_',
            c => c,
        })
        .collect()
}

fn column_of(header: &str) -> Column {
    match fold(header).as_str() {
        "name" | "nombre" | "jugador" | "player" | "full_name" | "nombre_completo" => Column::Name,
        "surname" | "last_name" | "apellidos" | "apellido" => Column::Surname,
        "given_name" | "first_name" | "nombre_de_pila" => Column::Given,
        "fide_id" | "fide" | "id_fide" | "fideid" | "codigo_fide" => Column::FideId,
        "title" | "titulo" | "tit" => Column::Title,
        "rating" | "elo" | "fide_rating" | "elo_fide" => Column::Rating,
        "federation" | "fed" | "federacion" | "country" | "pais" => Column::Federation,
        "birth"
        | "birth_date"
        | "birthdate"
        | "born"
        | "fecha_nacimiento"
        | "nacimiento"
        | "fecha_de_nacimiento" => Column::Birth,
        "club" => Column::Club,
        "sex" | "sexo" | "gender" | "genero" => Column::Sex,
        _ => Column::Ignored,
    }
}

/// Reads a players CSV: a header row naming the columns (English or Spanish:
/// name/nombre, surname/apellidos + given_name, fide_id, title/titulo,
/// rating/elo, federation/fed, birth_date/fecha_nacimiento, club, sex/sexo),
/// then one player per row. Returns each player with its line, or every
/// problem found (then nothing should be imported).
pub fn players(text: &str) -> Result<Vec<(usize, PlayerInput)>, Vec<LineProblem>> {
    let recs = records(text).map_err(|p| vec![p])?;
    let Some((header, rows)) = recs.split_first() else {
        return Err(vec![LineProblem {
            line: 1,
            field: None,
            kind: LineProblemKind::EmptyFile,
        }]);
    };
    let mut columns: Vec<Column> = header.fields.iter().map(|h| column_of(h)).collect();
    // "Apellidos;Nombre" (Surname;Name): beside a surname column, the name
    // column holds the given name.
    if columns.contains(&Column::Surname) && !columns.contains(&Column::Given) {
        for c in &mut columns {
            if *c == Column::Name {
                *c = Column::Given;
            }
        }
    }
    let has = |c: Column| columns.contains(&c);
    if !has(Column::Name) && !has(Column::Surname) {
        return Err(vec![LineProblem {
            line: header.line,
            field: None,
            kind: LineProblemKind::NoNameColumn {
                found: header.fields.join(", "),
            },
        }]);
    }
    let mut problems = Vec::new();
    let mut out = Vec::new();
    for rec in rows {
        if rec.fields.len() > columns.len() {
            problems.push(LineProblem {
                line: rec.line,
                field: None,
                kind: LineProblemKind::TooManyFields {
                    fields: rec.fields.len(),
                    columns: columns.len(),
                },
            });
            continue;
        }
        let mut p = PlayerInput::default();
        let (mut surname, mut given) = (String::new(), String::new());
        for (i, value) in rec.fields.iter().enumerate() {
            let value = value.trim();
            if value.is_empty() {
                continue;
            }
            let mut bad = |kind: LineProblemKind| {
                problems.push(LineProblem {
                    line: rec.line,
                    field: Some(header.fields[i].trim().to_string()),
                    kind,
                })
            };
            match columns[i] {
                Column::Name => p.name = value.to_string(),
                Column::Surname => surname = value.to_string(),
                Column::Given => given = value.to_string(),
                Column::FideId => match value.parse() {
                    Ok(v) => p.fide_id = Some(v),
                    Err(_) => bad(LineProblemKind::NotFideId {
                        value: value.to_string(),
                    }),
                },
                Column::Title => p.title = Some(value.to_string()),
                Column::Rating => match value.parse() {
                    Ok(v) => p.rating = v,
                    Err(_) => bad(LineProblemKind::NotRating {
                        value: value.to_string(),
                    }),
                },
                Column::Federation => p.federation = Some(value.to_string()),
                Column::Birth => p.birth_date = Some(value.to_string()),
                Column::Club => p.club = Some(value.to_string()),
                Column::Sex => p.sex = Some(value.to_string()),
                Column::Ignored => {}
            }
        }
        if p.name.is_empty() && !surname.is_empty() {
            p.name = if given.is_empty() {
                surname
            } else {
                format!("{surname}, {given}")
            };
        }
        let p = p.normalised();
        for (_, problem) in p.problems() {
            problems.push(LineProblem {
                line: rec.line,
                field: None,
                kind: LineProblemKind::Player(problem),
            });
        }
        out.push((rec.line, p));
    }
    if problems.is_empty() {
        Ok(out)
    } else {
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_fields_keep_their_starting_line() {
        let recs = records("a,b\n\"x\ny\",\"he said \"\"hi\"\"\"\nlast,1\n").unwrap();
        assert_eq!(recs.len(), 3);
        assert_eq!(recs[1].line, 2);
        assert_eq!(recs[1].fields, ["x\ny", "he said \"hi\""]);
        assert_eq!(recs[2].line, 4);
    }

    #[test]
    fn semicolons_and_spanish_headers() {
        let text = "Apellidos;Nombre de pila;Elo;Fed;Título\nPérez;Ana;2100;esp;wfm\n";
        let ps = players(text).unwrap();
        assert_eq!(ps[0].1.name, "Pérez, Ana");
        assert_eq!(ps[0].1.rating, 2100);
        assert_eq!(ps[0].1.federation.as_deref(), Some("ESP"));
        assert_eq!(ps[0].1.title.as_deref(), Some("WFM"));
    }

    #[test]
    fn cr_only_and_tabs() {
        let recs = records("name\tfed\rAna\tESP\r\"B\rC\"\tFRA\r").unwrap();
        assert_eq!(recs.len(), 3);
        assert_eq!(recs[1].fields, ["Ana", "ESP"]);
        assert_eq!((recs[2].line, recs[2].fields[0].as_str()), (3, "B\nC"));
    }

    #[test]
    fn nombre_beside_apellidos_is_the_given_name() {
        let ps = players("Apellidos;Nombre;Elo\rPérez;Ana;2100\r").unwrap();
        assert_eq!(ps[0].1.name, "Pérez, Ana");
        let ps = players("Nombre;Elo\nPérez, Ana;2100\n").unwrap();
        assert_eq!(ps[0].1.name, "Pérez, Ana");
    }

    #[test]
    fn unclosed_quote_names_its_line() {
        let err = records("name\n\"open\nx\n").unwrap_err();
        assert_eq!(err.line, 2);
    }
}
