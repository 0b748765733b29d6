//! Pages to PDF bytes: embeds the subset faces under fixed resource names and
//! lets printpdf serialise.

use std::collections::BTreeSet;

use printpdf::{Mm, PdfDocument, PdfFont, PdfPage, PdfParseErrorSeverity, PdfSaveOptions};

use crate::canvas::{PageOut, font_id};
use crate::error::FormsError;
use crate::fonts::{Fonts, Weight};

/// Document properties written to the PDF's information dictionary.
#[derive(Debug, Clone, Default)]
pub struct DocInfo {
    /// Title shown by PDF viewers.
    pub title: String,
    /// Subject (the event, usually).
    pub subject: String,
}

/// Serialises `pages` into one PDF document.
pub fn write_pdf(fonts: &Fonts, info: &DocInfo, pages: Vec<PageOut>) -> Result<Vec<u8>, FormsError> {
    let mut doc = PdfDocument::new(&info.title);
    doc.metadata.info.subject = info.subject.clone();
    doc.metadata.info.creator = "arbitro".to_string();
    doc.metadata.info.producer = format!("arbitro-forms {}", env!("CARGO_PKG_VERSION"));

    let mut regular = BTreeSet::new();
    let mut bold = BTreeSet::new();
    for page in &pages {
        regular.extend(page.regular.iter().copied());
        bold.extend(page.bold.iter().copied());
    }
    for (weight, used) in [(Weight::Regular, &regular), (Weight::Bold, &bold)] {
        if used.is_empty() {
            continue;
        }
        let subset = fonts.face(weight).subset_for(used)?;
        doc.resources
            .fonts
            .map
            .insert(font_id(weight), PdfFont::new(subset));
    }

    let pdf_pages = pages
        .into_iter()
        .map(|page| PdfPage::new(Mm(page.width), Mm(page.height), page.ops))
        .collect();
    let mut warnings = Vec::new();
    let options = PdfSaveOptions {
        image_optimization: None,
        ..PdfSaveOptions::default()
    };
    let bytes = doc.with_pages(pdf_pages).save(&options, &mut warnings);
    if let Some(error) = warnings
        .iter()
        .find(|w| w.severity == PdfParseErrorSeverity::Error)
    {
        return Err(FormsError::Pdf(error.msg.clone()));
    }
    Ok(bytes)
}
