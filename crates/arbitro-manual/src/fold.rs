//! Text folded for search and anchors: lower case, accents off, one
//! character for one, so that a position in the folded text is the same
//! position in the original.

/// `c` in lower case without its accent (`Á` → `a`, `ñ` → `n`).
pub(crate) fn fold_char(c: char) -> char {
    let lower = c.to_lowercase().next().unwrap_or(c);
    match lower {
        'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' => 'a',
        'é' | 'è' | 'ê' | 'ë' => 'e',
        'í' | 'ì' | 'î' | 'ï' => 'i',
        'ó' | 'ò' | 'ô' | 'ö' | 'õ' => 'o',
        'ú' | 'ù' | 'û' | 'ü' => 'u',
        'ñ' => 'n',
        'ç' => 'c',
        other => other,
    }
}

/// The characters of `text`, folded.
pub(crate) fn fold(text: &str) -> Vec<char> {
    text.chars().map(fold_char).collect()
}

/// An anchor for a heading: folded words joined by `-` (`Byes de medio
/// punto` → `byes-de-medio-punto`).
pub(crate) fn slug(text: &str) -> String {
    let mut out = String::new();
    let mut dash = false;
    for c in text.chars().map(fold_char) {
        if c.is_alphanumeric() {
            if dash && !out.is_empty() {
                out.push('-');
            }
            dash = false;
            out.push(c);
        } else {
            dash = true;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_one_for_one() {
        let text = "Clasificación ÁRBITRO Núñez";
        assert_eq!(fold(text).len(), text.chars().count());
        assert_eq!(
            fold(text).iter().collect::<String>(),
            "clasificacion arbitro nunez"
        );
    }

    #[test]
    fn slugs() {
        assert_eq!(slug("Byes de medio punto"), "byes-de-medio-punto");
        assert_eq!(slug("¿Qué pasa si…?"), "que-pasa-si");
        assert_eq!(slug("C.04.3 — Dutch"), "c-04-3-dutch");
    }
}
