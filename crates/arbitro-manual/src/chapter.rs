//! One chapter: its title, its sections, its HTML, and what a writer got
//! wrong in it.
//!
//! The Markdown is CommonMark with tables. A chapter starts with its title
//! (`# …`); other chapters are linked by file (`[byes](byes.md)`,
//! `[…](tiebreaks.md#anchor)`); a screenshot taken by the end-to-end run is
//! a paragraph of its own, `![caption](players.png)`. No raw HTML (it is
//! shown as text) and no link out of the manual: the app is offline.

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use arbitro_i18n::Lang;

use crate::fold::slug;
use crate::topic::Topic;

/// A chapter in one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chapter {
    /// Which chapter.
    pub topic: Topic,
    /// Its language.
    pub lang: Lang,
    /// Its title (the first heading).
    pub title: String,
    source: &'static str,
}

/// A heading of a chapter: where it is and what it says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// Its anchor (the chapter's id for the title).
    pub anchor: String,
    /// The heading's words.
    pub title: String,
    /// 1 for the chapter's title, 2 and more below it.
    pub level: u8,
    /// The words under it, up to the next heading, as plain text.
    pub text: String,
}

/// Where a chapter's links and images point, for the page that shows it.
pub trait Paths {
    /// The address of `topic`'s page (at `anchor`, when given).
    fn chapter(&self, topic: Topic, anchor: Option<&str>) -> String;
    /// The address of the screenshot `name` (`players.png`), or `None`
    /// where there is none: the figure keeps its caption.
    fn image(&self, name: &str) -> Option<String>;
    /// The `id` of a heading of `topic` on the page (its anchor; a page
    /// holding several chapters makes them unique).
    fn heading_id(&self, topic: Topic, anchor: &str) -> String {
        let _ = topic;
        anchor.to_string()
    }
}

/// A chapter as HTML (a fragment: headings, paragraphs, lists, tables,
/// figures) with its sections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    /// The HTML fragment. Links to chapters carry `data-topic` (and
    /// `data-anchor`), so a page can follow them itself.
    pub html: String,
    /// Every heading, the title first.
    pub sections: Vec<Section>,
}

/// Something in a chapter's source that its readers would trip on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The file does not start with its title (`# …`).
    NoTitle,
    /// A link to a chapter that does not exist.
    UnknownChapter(String),
    /// A link to a heading that the chapter does not have.
    UnknownAnchor(String),
    /// A link out of the manual.
    External(String),
    /// Raw HTML.
    RawHtml(String),
    /// An image that is not a screenshot's name (`lowercase-words.png`).
    BadImage(String),
    /// A screenshot inside a sentence instead of a paragraph of its own.
    InlineImage(String),
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Problem::NoTitle => write!(f, "the file does not start with its title (# …)"),
            Problem::UnknownChapter(link) => write!(f, "link to a chapter that does not exist: {link}"),
            Problem::UnknownAnchor(link) => write!(f, "link to a heading that does not exist: {link}"),
            Problem::External(link) => write!(f, "link out of the manual: {link}"),
            Problem::RawHtml(html) => write!(f, "raw HTML: {html}"),
            Problem::BadImage(name) => write!(f, "image not named like a screenshot (words.png): {name}"),
            Problem::InlineImage(name) => write!(f, "screenshot inside a paragraph: {name}"),
        }
    }
}

/// The chapter `topic` in `lang`.
pub fn chapter(topic: Topic, lang: Lang) -> Chapter {
    let source = topic.source(lang);
    let title = source
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("# "))
        .map(|t| t.trim().to_string())
        .unwrap_or_else(|| topic.id().to_string());
    Chapter {
        topic,
        lang,
        title,
        source,
    }
}

/// Every chapter in `lang`, in reading order.
pub fn chapters(lang: Lang) -> Vec<Chapter> {
    Topic::ALL.iter().map(|t| chapter(*t, lang)).collect()
}

/// Where a link points.
enum LinkTo<'a> {
    Chapter(Topic, Option<&'a str>),
    Missing(&'a str),
    External,
}

fn link_target(own: Topic, dest: &str) -> LinkTo<'_> {
    if let Some(anchor) = dest.strip_prefix('#') {
        return LinkTo::Chapter(own, Some(anchor));
    }
    if dest.contains(':') || dest.starts_with("//") {
        return LinkTo::External;
    }
    let (file, anchor) = match dest.split_once('#') {
        Some((file, anchor)) => (file, Some(anchor)),
        None => (dest, None),
    };
    match file.strip_suffix(".md").and_then(Topic::parse) {
        Some(topic) => LinkTo::Chapter(topic, anchor),
        None => LinkTo::Missing(dest),
    }
}

fn is_screenshot_name(name: &str) -> bool {
    name.strip_suffix(".png").is_some_and(|stem| {
        !stem.is_empty()
            && stem
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    })
}

/// Text safe inside an HTML attribute or element (pulldown-cmark's own
/// escaping, the one its HTML writer uses).
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    // Writing into a String cannot fail.
    let _ = pulldown_cmark_escape::escape_html(&mut out, text);
    out
}

fn level_number(level: HeadingLevel) -> u8 {
    match level {
        HeadingLevel::H1 => 1,
        HeadingLevel::H2 => 2,
        HeadingLevel::H3 => 3,
        HeadingLevel::H4 => 4,
        HeadingLevel::H5 => 5,
        HeadingLevel::H6 => 6,
    }
}

impl Chapter {
    fn events(&self) -> Vec<Event<'static>> {
        Parser::new_ext(self.source, Options::ENABLE_TABLES).collect()
    }

    /// The chapter's Markdown source.
    pub fn markdown(&self) -> &'static str {
        self.source
    }

    /// Every heading with the plain text under it, the title first.
    pub fn sections(&self) -> Vec<Section> {
        let events = self.events();
        let mut sections: Vec<Section> = Vec::new();
        let mut used: Vec<String> = vec![self.topic.id().to_string()];
        let mut heading: Option<(u8, String)> = None;
        for event in &events {
            match event {
                Event::Start(Tag::Heading { level, .. }) => {
                    heading = Some((level_number(*level), String::new()))
                }
                Event::End(TagEnd::Heading(_)) => {
                    if let Some((level, title)) = heading.take() {
                        let anchor = if sections.is_empty() {
                            self.topic.id().to_string()
                        } else {
                            unique(slug(&title), &mut used)
                        };
                        sections.push(Section {
                            anchor,
                            title: title.trim().to_string(),
                            level,
                            text: String::new(),
                        });
                    }
                }
                // Raw HTML is shown as text, so it is searched as text.
                Event::Text(text) | Event::Code(text) | Event::Html(text) | Event::InlineHtml(text) => {
                    match (&mut heading, sections.last_mut()) {
                        (Some((_, title)), _) => title.push_str(text),
                        (None, Some(section)) => section.text.push_str(text),
                        (None, None) => {}
                    }
                }
                Event::SoftBreak
                | Event::HardBreak
                | Event::End(
                    TagEnd::Paragraph
                    | TagEnd::Item
                    | TagEnd::TableCell
                    | TagEnd::TableRow
                    | TagEnd::TableHead
                    | TagEnd::CodeBlock
                    | TagEnd::BlockQuote(_),
                ) => {
                    if let Some(section) = sections.last_mut()
                        && heading.is_none()
                        && !section.text.ends_with(' ')
                    {
                        section.text.push(' ');
                    }
                }
                _ => {}
            }
        }
        for section in &mut sections {
            section.text = section.text.split_whitespace().collect::<Vec<_>>().join(" ");
        }
        sections
    }

    /// The screenshots the chapter shows, by name (`players.png`).
    pub fn images(&self) -> Vec<String> {
        self.events()
            .into_iter()
            .filter_map(|e| match e {
                Event::Start(Tag::Image { dest_url, .. }) => Some(dest_url.to_string()),
                _ => None,
            })
            .collect()
    }

    /// The chapter as HTML, its links and images pointing where `paths` says.
    pub fn render(&self, paths: &dyn Paths) -> Rendered {
        let sections = self.sections();
        let events = self.events();
        let mut anchors = sections.iter().map(|s| s.anchor.clone());
        let mut out: Vec<Event<'static>> = Vec::with_capacity(events.len());
        let mut i = 0;
        while i < events.len() {
            match &events[i] {
                Event::Start(Tag::Heading { level, .. }) => {
                    let anchor = anchors.next().unwrap_or_default();
                    let id = paths.heading_id(self.topic, &anchor);
                    out.push(Event::Html(
                        format!("<h{} id=\"{}\">", level_number(*level), escape(&id)).into(),
                    ));
                }
                Event::End(TagEnd::Heading(level)) => {
                    out.push(Event::Html(format!("</h{}>\n", level_number(*level)).into()));
                }
                Event::Start(Tag::Paragraph)
                    if matches!(events.get(i + 1), Some(Event::Start(Tag::Image { .. }))) =>
                {
                    // A paragraph that is only a screenshot becomes a figure.
                    let (html, end) = image(&events, i + 1, paths, true);
                    if matches!(events.get(end), Some(Event::End(TagEnd::Paragraph))) {
                        out.push(Event::Html(html.into()));
                        i = end + 1;
                        continue;
                    }
                    out.push(events[i].clone());
                }
                Event::Start(Tag::Image { .. }) => {
                    let (html, end) = image(&events, i, paths, false);
                    out.push(Event::InlineHtml(html.into()));
                    i = end;
                    continue;
                }
                Event::Start(Tag::Link { dest_url, .. }) => {
                    let open = match link_target(self.topic, dest_url) {
                        LinkTo::Chapter(topic, anchor) => format!(
                            "<a href=\"{}\" data-topic=\"{}\"{}>",
                            escape(&paths.chapter(topic, anchor)),
                            topic.id(),
                            anchor
                                .map(|a| format!(" data-anchor=\"{}\"", escape(a)))
                                .unwrap_or_default()
                        ),
                        // Never followed: the manual is read offline.
                        LinkTo::Missing(_) | LinkTo::External => "<a>".to_string(),
                    };
                    out.push(Event::InlineHtml(open.into()));
                }
                Event::End(TagEnd::Link) => out.push(Event::InlineHtml("</a>".into())),
                // Raw HTML is shown as the text it is.
                Event::Html(html) | Event::InlineHtml(html) => out.push(Event::Text(html.clone())),
                other => out.push(other.clone()),
            }
            i += 1;
        }
        let mut html = String::new();
        pulldown_cmark::html::push_html(&mut html, out.into_iter());
        Rendered { html, sections }
    }

    /// What is wrong in the chapter's source: links to chapters or headings
    /// that do not exist, links out of the manual, raw HTML, images not
    /// named or placed as screenshots.
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        if !self.source.starts_with("# ") {
            problems.push(Problem::NoTitle);
        }
        let events = self.events();
        for (i, event) in events.iter().enumerate() {
            match event {
                Event::Start(Tag::Link { dest_url, .. }) => match link_target(self.topic, dest_url) {
                    LinkTo::Chapter(topic, Some(anchor)) => {
                        let sections = if topic == self.topic {
                            self.sections()
                        } else {
                            chapter(topic, self.lang).sections()
                        };
                        if !sections.iter().any(|s| s.anchor == anchor) {
                            problems.push(Problem::UnknownAnchor(dest_url.to_string()));
                        }
                    }
                    LinkTo::Chapter(_, None) => {}
                    LinkTo::Missing(dest) => problems.push(Problem::UnknownChapter(dest.to_string())),
                    LinkTo::External => problems.push(Problem::External(dest_url.to_string())),
                },
                Event::Html(html) | Event::InlineHtml(html) => {
                    problems.push(Problem::RawHtml(html.trim().to_string()))
                }
                Event::Start(Tag::Image { dest_url, .. }) => {
                    if !is_screenshot_name(dest_url) {
                        problems.push(Problem::BadImage(dest_url.to_string()));
                    }
                    let alone = matches!(
                        i.checked_sub(1).map(|p| &events[p]),
                        Some(Event::Start(Tag::Paragraph))
                    ) && {
                        let end = events[i..]
                            .iter()
                            .position(|e| matches!(e, Event::End(TagEnd::Image)))
                            .map(|p| i + p + 1);
                        matches!(
                            end.and_then(|e| events.get(e)),
                            Some(Event::End(TagEnd::Paragraph))
                        )
                    };
                    if !alone {
                        problems.push(Problem::InlineImage(dest_url.to_string()));
                    }
                }
                _ => {}
            }
        }
        problems
    }
}

/// `base`, or `base-2`, `base-3`… if taken; the result is noted as taken.
fn unique(base: String, used: &mut Vec<String>) -> String {
    let mut candidate = base.clone();
    let mut n = 2;
    while used.contains(&candidate) {
        candidate = format!("{base}-{n}");
        n += 1;
    }
    used.push(candidate.clone());
    candidate
}

/// The image starting at `events[start]`: its HTML (a figure with its
/// caption when `figure`) and the index after its end.
fn image(events: &[Event<'static>], start: usize, paths: &dyn Paths, figure: bool) -> (String, usize) {
    let Some(Event::Start(Tag::Image { dest_url, .. })) = events.get(start) else {
        return (String::new(), start + 1);
    };
    let mut caption = String::new();
    let mut i = start + 1;
    while i < events.len() {
        match &events[i] {
            Event::End(TagEnd::Image) => break,
            Event::Text(t) | Event::Code(t) => caption.push_str(t),
            _ => {}
        }
        i += 1;
    }
    let img = paths
        .image(dest_url)
        .map(|src| format!("<img src=\"{}\" alt=\"{}\">", escape(&src), escape(&caption)));
    let html = if figure {
        format!(
            "<figure>{}<figcaption>{}</figcaption></figure>\n",
            img.unwrap_or_default(),
            escape(&caption)
        )
    } else {
        img.unwrap_or_else(|| escape(&caption))
    };
    (html, i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(source: &'static str) -> Chapter {
        Chapter {
            topic: Topic::Byes,
            lang: Lang::En,
            title: "Byes".to_string(),
            source,
        }
    }

    struct NoImages;

    impl Paths for NoImages {
        fn chapter(&self, topic: Topic, anchor: Option<&str>) -> String {
            format!("#{}/{}", topic.id(), anchor.unwrap_or(""))
        }
        fn image(&self, _: &str) -> Option<String> {
            None
        }
    }

    const SOURCE: &str = "# Byes\n\nIntro <b>bold</b>.\n\n## Half-point byes\n\nSee [the standings](results.md) and [a section](#half-point-byes).\n\n![The Players screen](players.png)\n\n## Half-point byes\n\nAgain.\n";

    #[test]
    fn headings_get_unique_anchors_and_the_title_the_chapter_id() {
        let s = of(SOURCE).sections();
        let anchors: Vec<&str> = s.iter().map(|s| s.anchor.as_str()).collect();
        assert_eq!(anchors, ["byes", "half-point-byes", "half-point-byes-2"]);
        assert_eq!(s[0].text, "Intro <b>bold</b>.");
        assert!(
            s[1].text.contains("See the standings and a section."),
            "{}",
            s[1].text
        );
    }

    #[test]
    fn raw_html_is_text_links_carry_their_topic_figures_keep_captions() {
        let r = of(SOURCE).render(&NoImages);
        assert!(r.html.contains("Intro &lt;b&gt;bold&lt;/b&gt;."), "{}", r.html);
        assert!(
            r.html
                .contains("<a href=\"#results/\" data-topic=\"results\">the standings</a>"),
            "{}",
            r.html
        );
        assert!(
            r.html
                .contains("data-topic=\"byes\" data-anchor=\"half-point-byes\""),
            "{}",
            r.html
        );
        assert!(
            r.html
                .contains("<figure><figcaption>The Players screen</figcaption></figure>"),
            "{}",
            r.html
        );
        assert!(!r.html.contains("<p><figure>"));
    }

    #[test]
    fn problems_name_what_a_reader_would_trip_on() {
        let bad = of(
            "Intro\n\n[x](nowhere.md) [y](results.md#no-such-heading) [z](https://example.org) see ![a](a.png) <i>x</i>\n\n![B](Bad_Name.jpg)\n",
        );
        let problems = bad.problems();
        assert!(problems.contains(&Problem::NoTitle));
        assert!(problems.contains(&Problem::UnknownChapter("nowhere.md".into())));
        assert!(problems.contains(&Problem::UnknownAnchor("results.md#no-such-heading".into())));
        assert!(problems.contains(&Problem::External("https://example.org".into())));
        assert!(problems.contains(&Problem::InlineImage("a.png".into())));
        assert!(problems.contains(&Problem::BadImage("Bad_Name.jpg".into())));
        assert!(problems.iter().any(|p| matches!(p, Problem::RawHtml(_))));
        assert!(
            of(SOURCE)
                .problems()
                .iter()
                .all(|p| matches!(p, Problem::RawHtml(_)))
        );
    }
}
