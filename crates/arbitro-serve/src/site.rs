//! From a request's target to a file of the site, or to nothing: the one
//! place that decides what may be served.
//!
//! A target is percent-decoded once and split into segments; a segment
//! that is empty is skipped, one that starts with a dot (`.`, `..`,
//! `.git`, `.htpasswd`), holds a backslash, a colon or a NUL is refused.
//! The file found is then canonicalised (symbolic links resolved) and must
//! still lie inside the site's canonical folder, with no dot-named part on
//! the way: nothing outside the site, and no hidden file, is ever served.

use std::fs::Metadata;
use std::path::{Path, PathBuf};

use percent_encoding::{AsciiSet, CONTROLS, percent_decode_str, utf8_percent_encode};

use crate::error::ServeError;

/// The file served for a folder's address (`/round/3/`).
pub const INDEX_FILE: &str = "index.html";

/// Characters escaped in a redirect's `Location` (everything but the
/// unreserved characters and the slash).
const PATH_ESCAPES: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}')
    .add(b'\\')
    .add(b'^')
    .add(b'|');

/// What a target leads to.
#[derive(Debug)]
pub(crate) enum Resolved {
    /// A regular file inside the site.
    File {
        /// Its canonical path.
        path: PathBuf,
        /// Its metadata.
        meta: Metadata,
    },
    /// A folder asked for without its final slash: send the client there.
    Redirect(String),
    /// Nothing the site serves (missing, hidden, outside, a folder
    /// without an index, not a regular file).
    NotFound,
    /// Not a path this server understands (`*`, a relative path,
    /// undecodable bytes).
    BadTarget,
}

/// The site's folder, canonical.
#[derive(Debug, Clone)]
pub(crate) struct Site {
    root: PathBuf,
}

/// The path part of a request target: absolute-form (`http://host/x`)
/// loses its scheme and authority; query and fragment are dropped.
fn path_of(target: &str) -> Option<&str> {
    let path = if let Some(rest) = target
        .strip_prefix("http://")
        .or_else(|| target.strip_prefix("https://"))
    {
        rest.find('/').map_or("/", |at| &rest[at..])
    } else {
        target
    };
    let path = path.split(['?', '#']).next().unwrap_or("");
    path.starts_with('/').then_some(path)
}

/// The decoded segments of a path; `None` when one of them may not be served.
fn segments(path: &str) -> Option<Vec<String>> {
    let decoded = percent_decode_str(path).decode_utf8().ok()?;
    let mut out = Vec::new();
    for segment in decoded.split('/') {
        if segment.is_empty() {
            continue;
        }
        if segment.starts_with('.') || segment.contains(['\\', ':', '\0']) {
            return None;
        }
        out.push(segment.to_string());
    }
    Some(out)
}

impl Site {
    /// The site at `folder`, which must exist and be a folder.
    pub fn open(folder: &Path) -> Result<Site, ServeError> {
        let root = std::fs::canonicalize(folder).map_err(|source| ServeError::Site {
            path: folder.to_path_buf(),
            source,
        })?;
        if !root.is_dir() {
            return Err(ServeError::NotAFolder {
                path: folder.to_path_buf(),
            });
        }
        Ok(Site { root })
    }

    /// The site's canonical folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// A canonical path inside the site with no hidden part, with its metadata.
    fn inside(&self, candidate: &Path) -> Option<(PathBuf, Metadata)> {
        let real = std::fs::canonicalize(candidate).ok()?;
        let rest = real.strip_prefix(&self.root).ok()?;
        if rest
            .components()
            .any(|c| c.as_os_str().to_string_lossy().starts_with('.'))
        {
            return None;
        }
        let meta = std::fs::metadata(&real).ok()?;
        Some((real, meta))
    }

    /// Where `target` leads.
    pub fn resolve(&self, target: &str) -> Resolved {
        let Some(path) = path_of(target) else {
            return Resolved::BadTarget;
        };
        let Some(parts) = segments(path) else {
            return if percent_decode_str(path).decode_utf8().is_err() {
                Resolved::BadTarget
            } else {
                Resolved::NotFound
            };
        };
        let mut candidate = self.root.clone();
        candidate.extend(&parts);
        let Some((real, meta)) = self.inside(&candidate) else {
            return Resolved::NotFound;
        };
        if meta.is_file() {
            return Resolved::File { path: real, meta };
        }
        if !meta.is_dir() {
            return Resolved::NotFound;
        }
        if !path.ends_with('/') {
            let mut location = String::from("/");
            for part in &parts {
                location.extend(utf8_percent_encode(part, PATH_ESCAPES));
                location.push('/');
            }
            return Resolved::Redirect(location);
        }
        match self.inside(&real.join(INDEX_FILE)) {
            Some((path, meta)) if meta.is_file() => Resolved::File { path, meta },
            _ => Resolved::NotFound,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets_become_safe_segments_or_nothing() {
        assert_eq!(path_of("/a/b?x=1#f"), Some("/a/b"));
        assert_eq!(path_of("http://venue:8080/a"), Some("/a"));
        assert_eq!(path_of("http://venue:8080"), Some("/"));
        assert_eq!(path_of("*"), None);
        assert_eq!(path_of("a/b"), None);
        assert_eq!(segments("/round//3/").unwrap(), ["round", "3"]);
        assert_eq!(segments("/%C3%B1and%C3%BA.html").unwrap(), ["ñandú.html"]);
        for bad in [
            "/../etc/passwd",
            "/%2e%2e/etc/passwd",
            "/%2E%2E%2Fetc",
            "/a/..%2f..%2fetc",
            "/.git/config",
            "/a/.hidden",
            "/..%5c..%5cwindows",
            "/C:/Windows",
            "/a%00.html",
            "/./index.html",
        ] {
            assert!(segments(bad).is_none(), "{bad} was accepted");
        }
        // Double encoding decodes once: a literal '%2e%2e' name, harmless.
        assert_eq!(segments("/%252e%252e/x").unwrap(), ["%2e%2e", "x"]);
    }
}
