//! Content types and caching, by file extension: the kinds of file a
//! published event's site holds.

use std::path::Path;

/// The `Content-Type` of a file and whether browsers must revalidate it
/// on every use (pages and data change after every round) or may keep it
/// a few minutes (styles, scripts, images, fonts).
pub(crate) fn content_type(path: &Path) -> (&'static str, bool) {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    match ext.as_str() {
        "html" | "htm" => ("text/html; charset=utf-8", true),
        "css" => ("text/css; charset=utf-8", false),
        "js" | "mjs" => ("text/javascript; charset=utf-8", false),
        "json" => ("application/json", true),
        "webmanifest" => ("application/manifest+json", true),
        "txt" | "trf" => ("text/plain; charset=utf-8", true),
        "csv" => ("text/csv; charset=utf-8", true),
        "xml" => ("application/xml", true),
        "pgn" => ("application/vnd.chess-pgn; charset=utf-8", true),
        "pdf" => ("application/pdf", true),
        "svg" => ("image/svg+xml", false),
        "png" => ("image/png", false),
        "jpg" | "jpeg" => ("image/jpeg", false),
        "gif" => ("image/gif", false),
        "webp" => ("image/webp", false),
        "avif" => ("image/avif", false),
        "ico" => ("image/x-icon", false),
        "woff2" => ("font/woff2", false),
        "woff" => ("font/woff", false),
        "ttf" => ("font/ttf", false),
        "otf" => ("font/otf", false),
        _ => ("application/octet-stream", true),
    }
}

/// The `Cache-Control` for a file: revalidate (with its ETag) or keep for
/// five minutes.
pub(crate) fn cache_control(revalidate: bool) -> &'static str {
    if revalidate { "no-cache" } else { "max-age=300" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_revalidate_assets_keep() {
        assert_eq!(
            content_type(Path::new("round/3/index.HTML")),
            ("text/html; charset=utf-8", true)
        );
        assert_eq!(content_type(Path::new("site.css")).0, "text/css; charset=utf-8");
        assert!(!content_type(Path::new("logo.svg")).1);
        assert_eq!(content_type(Path::new("README")).0, "application/octet-stream");
    }
}
