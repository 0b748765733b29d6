//! How the site writes numbers, ranks, dates and federations: one way per
//! language on every page — points and tie-break values alike with the
//! language's decimal separator (`4,5` in Spanish, `4.5` in English), a
//! shared rank as `3=` wherever a rank is shown, a federation by its name.

use arbitro_i18n::{Lang, Message, format};
use arbitro_tiebreaks::{ReportRow, Value};

use crate::html::{Tr, escape};

/// A number of half points in the language's decimals: `9` → `4,5` / `4.5`.
pub(crate) fn halves(lang: Lang, halves: i64) -> String {
    let sign = if halves < 0 { "-" } else { "" };
    let whole = halves.unsigned_abs() / 2;
    let text = if halves % 2 == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.5")
    };
    format::decimal(lang, &text)
}

/// A score or tie-break value in the language's decimals.
pub(crate) fn value(lang: Lang, v: &Value) -> String {
    format::decimal(lang, &v.to_string())
}

/// A standings row's rank, `3=` when shared: the one way a rank is shown.
pub(crate) fn rank(r: &ReportRow) -> String {
    if r.shared {
        format!("{}=", r.rank)
    } else {
        r.rank.to_string()
    }
}

/// A date of the call (`YYYY-MM-DD`) in the language's pattern.
pub(crate) fn date(lang: Lang, text: &str) -> String {
    let mut parts = text.trim().splitn(3, '-');
    let parsed = (|| {
        let y = parts.next()?.parse().ok()?;
        let m = parts.next()?.parse().ok()?;
        let d = parts.next()?.parse().ok()?;
        Some(format::date(lang, y, m, d))
    })();
    parsed.unwrap_or_else(|| text.to_string())
}

/// A federation's catalogue entry (`federation-ESP`).
struct Federation<'a>(&'a str);

impl Message for Federation<'_> {
    fn code(&self) -> &str {
        self.0
    }
}

/// A federation's name in the language (`España`, `Spain` for `ESP`),
/// `None` for a code the catalogue does not know.
pub(crate) fn federation_name(lang: Lang, code: &str) -> Option<String> {
    let code = code.trim();
    if code.len() != 3 || !code.bytes().all(|b| b.is_ascii_uppercase()) {
        return None;
    }
    arbitro_i18n::try_render(lang, &Federation(&format!("federation-{code}"))).ok()
}

/// A federation in a table: its code, its name as the tooltip (HTML).
pub(crate) fn federation_cell(tr: &Tr, code: Option<&str>) -> String {
    let Some(code) = code.map(str::trim).filter(|c| !c.is_empty()) else {
        return String::new();
    };
    match federation_name(tr.lang, code) {
        Some(name) => format!("<abbr title=\"{}\">{}</abbr>", escape(&name), escape(code)),
        None => escape(code),
    }
}

/// A federation in full: `España (ESP)` (HTML).
pub(crate) fn federation_full(tr: &Tr, code: &str) -> String {
    match federation_name(tr.lang, code) {
        Some(name) => format!("{} ({})", escape(&name), escape(code)),
        None => escape(code),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_and_values_share_the_language_decimals() {
        assert_eq!(halves(Lang::Es, 9), "4,5");
        assert_eq!(halves(Lang::En, 9), "4.5");
        assert_eq!(halves(Lang::Es, 8), "4");
        assert_eq!(halves(Lang::En, 1), "0.5");
        assert_eq!(value(Lang::Es, &Value::ratio(27, 2)), "13,5");
        assert_eq!(federation_name(Lang::Es, "ESP").as_deref(), Some("España"));
        assert_eq!(federation_name(Lang::En, "NOR").as_deref(), Some("Norway"));
        assert_eq!(federation_name(Lang::En, "XYZ"), None);
        assert_eq!(federation_name(Lang::En, "esp"), None);
    }
}
