//! Writing lists in FIDE's own layouts (the TXT columns and the XML
//! elements [`crate::ListReader`] reads), for generated benchmark lists and
//! round-trip tests.

use std::io::Write;

use serde::{Deserialize, Serialize};

use crate::player::{FidePlayer, ListDate, Rate, Rating};
use crate::reader::ListFormat;

/// Which ratings a list carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ListKind {
    /// All three rates (`players_list_foa.txt`, `players_list_xml_foa.xml`).
    Combined,
    /// One rate (`standard_…`, `rapid_…`, `blitz_…`).
    OneRate(Rate),
}

/// Column widths of the TXT lists, left to right, up to the flag.
const COMMON: [(&str, usize); 8] = [
    ("ID Number", 15),
    ("Name", 61),
    ("Fed", 4),
    ("Sex", 4),
    ("Tit", 5),
    ("WTit", 5),
    ("OTit", 15),
    ("FOA", 4),
];

fn pad(out: &mut String, text: &str, width: usize) {
    out.push_str(text);
    let used = text.chars().count();
    out.extend(std::iter::repeat_n(' ', width.saturating_sub(used).max(1)));
}

fn month_token(date: ListDate) -> String {
    const MONTHS: [&str; 12] = [
        "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC",
    ];
    format!("{}{:02}", MONTHS[usize::from(date.month - 1)], date.year % 100)
}

/// The header line of a TXT list (without line end).
pub fn txt_header(kind: ListKind, date: ListDate) -> String {
    let mut line = String::with_capacity(170);
    for (name, width) in COMMON {
        pad(&mut line, name, width);
    }
    match kind {
        ListKind::Combined => {
            for (name, width) in [
                ("SRtng", 6),
                ("SGm", 4),
                ("SK", 3),
                ("RRtng", 6),
                ("RGm", 4),
                ("Rk", 3),
                ("BRtng", 6),
                ("BGm", 4),
                ("BK", 3),
            ] {
                pad(&mut line, name, width);
            }
        }
        ListKind::OneRate(_) => {
            pad(&mut line, &month_token(date), 6);
            pad(&mut line, "Gms", 4);
            pad(&mut line, "K", 3);
        }
    }
    pad(&mut line, "B-day", 6);
    line.push_str("Flag");
    line
}

fn flag(player: &FidePlayer) -> String {
    let mut flag = String::new();
    if player.sex == Some(crate::Sex::Female) {
        flag.push('w');
    }
    if player.inactive {
        flag.push('i');
    }
    flag
}

fn rating_fields(line: &mut String, rating: Option<Rating>) {
    match rating {
        Some(r) => {
            pad(line, &r.rating.to_string(), 6);
            pad(line, &r.games.to_string(), 4);
            pad(line, &r.k.map(|k| k.to_string()).unwrap_or_default(), 3);
        }
        None => {
            pad(line, "", 6);
            pad(line, "", 4);
            pad(line, "", 3);
        }
    }
}

/// One player's line of a TXT list (without line end).
pub fn txt_line(player: &FidePlayer, kind: ListKind) -> String {
    let mut line = String::with_capacity(170);
    let opt = |v: &Option<String>| v.clone().unwrap_or_default();
    pad(&mut line, &player.fide_id.to_string(), 15);
    pad(&mut line, &player.name, 61);
    pad(&mut line, &player.federation, 4);
    pad(&mut line, player.sex.map_or("", |s| s.code()), 4);
    pad(&mut line, player.title.map_or("", |t| t.code()), 5);
    pad(&mut line, player.women_title.map_or("", |t| t.code()), 5);
    pad(&mut line, &opt(&player.other_titles), 15);
    pad(&mut line, &opt(&player.foa_title), 4);
    match kind {
        ListKind::Combined => {
            for rate in Rate::ALL {
                rating_fields(&mut line, player.rating(rate));
            }
        }
        ListKind::OneRate(rate) => rating_fields(&mut line, player.rating(rate)),
    }
    pad(
        &mut line,
        &player.birth_year.map(|y| y.to_string()).unwrap_or_default(),
        6,
    );
    line.push_str(&flag(player));
    line.truncate(line.trim_end().len());
    line
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The elements of one `<player>` (with line ends, as FIDE writes them).
pub fn xml_player(player: &FidePlayer, kind: ListKind) -> String {
    let mut out = String::with_capacity(512);
    let mut element = |name: &str, value: &str| {
        out.push('<');
        out.push_str(name);
        out.push('>');
        out.push_str(&escape(value));
        out.push_str("</");
        out.push_str(name);
        out.push_str(">\n");
    };
    let opt = |v: &Option<String>| v.clone().unwrap_or_default();
    let rating = |r: Option<Rating>| {
        (
            r.map(|r| r.rating.to_string()).unwrap_or_default(),
            r.map(|r| r.games.to_string()).unwrap_or_default(),
            r.and_then(|r| r.k).map(|k| k.to_string()).unwrap_or_default(),
        )
    };
    element("fideid", &player.fide_id.to_string());
    element("name", &player.name);
    element("country", &player.federation);
    element("sex", player.sex.map_or("", |s| s.code()));
    element("title", player.title.map_or("", |t| t.code()));
    element("w_title", player.women_title.map_or("", |t| t.code()));
    element("o_title", &opt(&player.other_titles));
    element("foa_title", &opt(&player.foa_title));
    let main = match kind {
        ListKind::Combined => Rate::Standard,
        ListKind::OneRate(rate) => rate,
    };
    let (r, g, k) = rating(player.rating(main));
    element("rating", &r);
    element("games", &g);
    element("k", &k);
    if kind == ListKind::Combined {
        for (rate, prefix) in [(Rate::Rapid, "rapid"), (Rate::Blitz, "blitz")] {
            let (r, g, k) = rating(player.rating(rate));
            element(&format!("{prefix}_rating"), &r);
            element(&format!("{prefix}_games"), &g);
            element(&format!("{prefix}_k"), &k);
        }
    }
    element(
        "birthday",
        &player.birth_year.map(|y| y.to_string()).unwrap_or_default(),
    );
    element("flag", &flag(player));
    format!("<player>\n{out}</player>\n")
}

/// Writes a whole list in `format`: header (TXT) or root element (XML),
/// then every player.
pub fn write_list<'a, W: Write>(
    out: &mut W,
    format: ListFormat,
    kind: ListKind,
    date: ListDate,
    players: impl IntoIterator<Item = &'a FidePlayer>,
) -> std::io::Result<()> {
    match format {
        ListFormat::Txt => {
            writeln!(out, "{}", txt_header(kind, date))?;
            for player in players {
                writeln!(out, "{}", txt_line(player, kind))?;
            }
        }
        ListFormat::Xml => {
            writeln!(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")?;
            writeln!(out, "<playerslist>")?;
            for player in players {
                out.write_all(xml_player(player, kind).as_bytes())?;
            }
            writeln!(out, "</playerslist>")?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_are_fides_exactly() {
        let date = ListDate::new(2026, 9).unwrap();
        assert_eq!(
            txt_header(ListKind::Combined, date),
            "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag"
        );
        assert_eq!(
            txt_header(ListKind::OneRate(Rate::Standard), date),
            "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SEP26 Gms K  B-day Flag"
        );
    }
}
