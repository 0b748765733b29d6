//! The manual as a folder of static pages, for the package and for
//! `arbitro manual`: in each language a contents page, a page per chapter
//! and one page with every chapter (what the PDF is printed from), with a
//! style sheet of their own. Nothing in them loads from the network.
//!
//! ```text
//! index.html            the choice of language
//! manual.css
//! es/index.html         contents
//! es/players.html       a chapter
//! es/print.html         every chapter, for the PDF
//! es/img/players.png    the screenshots the pages show (copied by the caller)
//! ```

use arbitro_i18n::{Lang, MessageData, render};

use crate::chapter::{Chapter, Paths, chapters, escape};
use crate::topic::Topic;

/// One file of the book.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookFile {
    /// Its path in the book's folder, `/`-separated (`es/players.html`).
    pub path: String,
    /// Its text.
    pub contents: String,
}

/// The book's pages and the screenshots they show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Book {
    /// Every page and the style sheet.
    pub files: Vec<BookFile>,
    /// The screenshots the pages show, by language and name: the caller
    /// puts each at `LANG/img/NAME`.
    pub images: Vec<(Lang, String)>,
}

/// What the book says of itself.
#[derive(Clone, Copy)]
pub struct BookOptions<'a> {
    /// The program's version, on the contents pages.
    pub version: &'a str,
    /// Whether the PDF of each language sits beside the book
    /// (`arbitro-manual-LANG.pdf`): the contents pages link to it.
    pub pdf: bool,
    /// Whether the screenshot `name` exists in a language: a missing one
    /// leaves its figure with the caption alone.
    pub has_image: &'a dyn Fn(Lang, &str) -> bool,
}

/// The name of the PDF of the manual in `lang`, beside the book's folder.
pub fn pdf_name(lang: Lang) -> String {
    format!("arbitro-manual-{}.pdf", lang.code())
}

fn word(lang: Lang, code: &str) -> String {
    render(
        lang,
        &MessageData {
            code: code.to_string(),
            args: Vec::new(),
        },
    )
}

/// The program's version, as the contents and the cover say it.
fn version_line(lang: Lang, version: &str) -> String {
    let line = render(
        lang,
        &MessageData {
            code: "manual-version".to_string(),
            args: vec![(
                "version".to_string(),
                arbitro_i18n::ArgData::Str(version.to_string()),
            )],
        },
    );
    format!("<p class=\"version\">{}</p>\n", escape(&line))
}

fn other(lang: Lang) -> Lang {
    match lang {
        Lang::Es => Lang::En,
        Lang::En => Lang::Es,
    }
}

/// Links between the pages of one language.
struct PagePaths<'a> {
    lang: Lang,
    /// One page for every chapter: links are anchors in it.
    single: bool,
    has_image: &'a dyn Fn(Lang, &str) -> bool,
}

impl Paths for PagePaths<'_> {
    fn chapter(&self, topic: Topic, anchor: Option<&str>) -> String {
        match (self.single, anchor) {
            (true, Some(anchor)) => format!("#{}", self.heading_id(topic, anchor)),
            (true, None) => format!("#{}", topic.id()),
            (false, Some(anchor)) => format!("{}.html#{anchor}", topic.id()),
            (false, None) => format!("{}.html", topic.id()),
        }
    }

    fn image(&self, name: &str) -> Option<String> {
        (self.has_image)(self.lang, name).then(|| format!("img/{name}"))
    }

    fn heading_id(&self, topic: Topic, anchor: &str) -> String {
        if self.single && anchor != topic.id() {
            format!("{}--{anchor}", topic.id())
        } else {
            anchor.to_string()
        }
    }
}

fn page(lang: Lang, title: &str, body: &str, class: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<link rel=\"stylesheet\" href=\"../manual.css\">\n</head>\n\
         <body class=\"{class}\">\n{body}</body>\n</html>\n",
        lang = lang.code(),
        title = escape(title),
    )
}

fn sidebar(lang: Lang, all: &[Chapter], current: Option<Topic>) -> String {
    let mut out = format!(
        "<nav class=\"chapters\"><p><a href=\"index.html\">{}</a></p><ol>\n",
        escape(&word(lang, "manual-contents"))
    );
    for c in all {
        let here = if Some(c.topic) == current {
            " aria-current=\"page\""
        } else {
            ""
        };
        out.push_str(&format!(
            "<li><a href=\"{}.html\"{here}>{}</a></li>\n",
            c.topic.id(),
            escape(&c.title)
        ));
    }
    out.push_str("</ol></nav>\n");
    out
}

fn header(lang: Lang, other_page: &str) -> String {
    format!(
        "<header><span class=\"brand\">♞ {}</span><a class=\"lang\" href=\"../{}/{other_page}\" hreflang=\"{}\">{}</a></header>\n",
        escape(&word(lang, "manual-title")),
        other(lang).code(),
        other(lang).code(),
        escape(&word(lang, "manual-other-language")),
    )
}

/// The whole book, both languages.
pub fn book(options: BookOptions<'_>) -> Book {
    let mut files = vec![
        BookFile {
            path: "manual.css".to_string(),
            contents: include_str!("manual.css").to_string(),
        },
        BookFile {
            path: "index.html".to_string(),
            contents: format!(
                "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>arbitro</title>\n\
                 <link rel=\"stylesheet\" href=\"manual.css\">\n</head>\n<body class=\"choose\">\n\
                 <main><h1>♞ arbitro</h1><ul>\n<li><a href=\"es/index.html\" hreflang=\"es\">{}</a></li>\n\
                 <li><a href=\"en/index.html\" hreflang=\"en\">{}</a></li>\n</ul></main>\n</body>\n</html>\n",
                escape(&word(Lang::Es, "manual-title")),
                escape(&word(Lang::En, "manual-title")),
            ),
        },
    ];
    let mut images = Vec::new();
    for lang in [Lang::Es, Lang::En] {
        let all = chapters(lang);
        let paths = PagePaths {
            lang,
            single: false,
            has_image: options.has_image,
        };
        // Contents.
        let mut body = header(lang, "index.html");
        body.push_str("<main class=\"contents\">\n");
        body.push_str(&format!("<h1>{}</h1>\n", escape(&word(lang, "manual-title"))));
        body.push_str(&version_line(lang, options.version));
        if options.pdf {
            body.push_str(&format!(
                "<p><a href=\"../{}\">{}</a></p>\n",
                pdf_name(lang),
                escape(&word(lang, "manual-pdf"))
            ));
        }
        body.push_str("<ol class=\"toc\">\n");
        for c in &all {
            body.push_str(&format!(
                "<li><a href=\"{}.html\">{}</a>",
                c.topic.id(),
                escape(&c.title)
            ));
            let subs: Vec<String> = c
                .sections()
                .into_iter()
                .filter(|s| s.level == 2)
                .map(|s| {
                    format!(
                        "<li><a href=\"{}.html#{}\">{}</a></li>",
                        c.topic.id(),
                        escape(&s.anchor),
                        escape(&s.title)
                    )
                })
                .collect();
            if !subs.is_empty() {
                body.push_str(&format!("<ul>{}</ul>", subs.join("")));
            }
            body.push_str("</li>\n");
        }
        body.push_str("</ol>\n</main>\n");
        files.push(BookFile {
            path: format!("{}/index.html", lang.code()),
            contents: page(lang, &word(lang, "manual-title"), &body, "contents-page"),
        });

        // A page per chapter.
        for c in &all {
            let rendered = c.render(&paths);
            for name in c.images() {
                if (options.has_image)(lang, &name) && !images.contains(&(lang, name.clone())) {
                    images.push((lang, name));
                }
            }
            let mut body = header(lang, &format!("{}.html", c.topic.id()));
            body.push_str("<div class=\"layout\">\n");
            body.push_str(&sidebar(lang, &all, Some(c.topic)));
            body.push_str("<main class=\"chapter\">\n");
            body.push_str(&rendered.html);
            body.push_str("<footer class=\"turn\">");
            if let Some(prev) = c.topic.previous() {
                body.push_str(&format!(
                    "<a rel=\"prev\" href=\"{}.html\">← {}</a>",
                    prev.id(),
                    escape(&all[Topic::ALL.iter().position(|t| *t == prev).unwrap_or(0)].title)
                ));
            }
            if let Some(next) = c.topic.next() {
                body.push_str(&format!(
                    "<a rel=\"next\" href=\"{}.html\">{} →</a>",
                    next.id(),
                    escape(&all[Topic::ALL.iter().position(|t| *t == next).unwrap_or(0)].title)
                ));
            }
            body.push_str("</footer>\n</main>\n</div>\n");
            files.push(BookFile {
                path: format!("{}/{}.html", lang.code(), c.topic.id()),
                contents: page(lang, &c.title, &body, "chapter-page"),
            });
        }

        // Every chapter on one page, for print.
        let single = PagePaths {
            lang,
            single: true,
            has_image: options.has_image,
        };
        let mut body = String::from("<section class=\"cover\">\n");
        body.push_str(&format!("<h1>♞ {}</h1>\n", escape(&word(lang, "manual-title"))));
        body.push_str(&version_line(lang, options.version));
        body.push_str(&format!(
            "<h2>{}</h2>\n<ol class=\"toc\">\n",
            escape(&word(lang, "manual-contents"))
        ));
        for c in &all {
            body.push_str(&format!(
                "<li><a href=\"#{}\">{}</a></li>\n",
                c.topic.id(),
                escape(&c.title)
            ));
        }
        body.push_str("</ol>\n</section>\n");
        for c in &all {
            body.push_str("<section class=\"chapter\">\n");
            body.push_str(&c.render(&single).html);
            body.push_str("</section>\n");
        }
        files.push(BookFile {
            path: format!("{}/print.html", lang.code()),
            contents: page(lang, &word(lang, "manual-title"), &body, "print-page"),
        });
    }
    Book { files, images }
}
