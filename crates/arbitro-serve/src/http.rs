//! HTTP/1.x on one connection: reading a request head within its bounds
//! and deadline (httparse does the parsing), writing a response.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::options::Limits;

/// The methods this server answers; every other one is 405.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Method {
    Get,
    Head,
    /// Anything else (POST, PUT, DELETE, OPTIONS, TRACE, CONNECT…).
    Other,
}

/// What the server needs of a request.
#[derive(Debug, Clone)]
pub(crate) struct Request {
    pub method: Method,
    pub target: String,
    /// The client wants the connection kept.
    pub keep_alive: bool,
    pub if_none_match: Option<String>,
    pub if_modified_since: Option<String>,
    pub accept_language: Option<String>,
    /// The request says it carries a body (GET and HEAD have none here).
    pub has_body: bool,
}

/// Why no request could be read.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum HeadError {
    /// The client closed, or sent nothing before the idle time ran out.
    Gone,
    /// The head did not arrive in time (408).
    Timeout,
    /// The request line is too long (414).
    LineTooLong,
    /// The head is too large, or has too many fields (431).
    TooLarge,
    /// Not HTTP (400).
    Malformed,
    /// An HTTP version other than 1.0 and 1.1 (505).
    Version,
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Reads one request head. `buf` carries bytes already received (a
/// pipelined request) and keeps what follows this head. The client has
/// `first_byte` to start and then `limits.head_timeout` to finish.
pub(crate) fn read_request(
    stream: &mut TcpStream,
    buf: &mut Vec<u8>,
    limits: &Limits,
    first_byte: Duration,
) -> Result<Request, HeadError> {
    let mut deadline: Option<Instant> = (!buf.is_empty()).then(|| Instant::now() + limits.head_timeout);
    let waiting_since = Instant::now();
    let mut chunk = [0u8; 4096];
    // How far the buffer has been searched (a slow client's byte-by-byte
    // head is not searched again from the start at every byte).
    let mut scanned: usize = 0;
    let mut line_end: Option<usize> = None;
    let end = loop {
        let from = scanned.saturating_sub(3);
        if let Some(at) = find(&buf[from..], b"\r\n\r\n") {
            break from + at + 4;
        }
        if line_end.is_none() {
            line_end =
                find(&buf[scanned.saturating_sub(1)..], b"\r\n").map(|at| at + scanned.saturating_sub(1));
        }
        scanned = buf.len();
        // Bounds on what has come so far.
        if line_end.unwrap_or(buf.len()) > limits.max_request_line {
            return Err(HeadError::LineTooLong);
        }
        if buf.len() > limits.max_head_bytes {
            return Err(HeadError::TooLarge);
        }
        let remaining = match deadline {
            Some(at) => at.saturating_duration_since(Instant::now()),
            None => first_byte.saturating_sub(waiting_since.elapsed()),
        };
        if remaining.is_zero() {
            return Err(if deadline.is_some() {
                HeadError::Timeout
            } else {
                HeadError::Gone
            });
        }
        // A zero timeout means none: never pass it.
        let _ = stream.set_read_timeout(Some(remaining.max(Duration::from_millis(1))));
        match stream.read(&mut chunk) {
            Ok(0) => return Err(HeadError::Gone),
            Ok(n) => {
                if deadline.is_none() {
                    deadline = Some(Instant::now() + limits.head_timeout);
                }
                buf.extend_from_slice(&chunk[..n]);
            }
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => return Err(HeadError::Gone),
        }
    };
    if end > limits.max_head_bytes {
        return Err(HeadError::TooLarge);
    }
    let mut headers = vec![httparse::EMPTY_HEADER; limits.max_headers];
    let mut parsed = httparse::Request::new(&mut headers);
    let status = parsed.parse(&buf[..end]).map_err(|e| match e {
        httparse::Error::TooManyHeaders => HeadError::TooLarge,
        httparse::Error::Version => HeadError::Version,
        _ => HeadError::Malformed,
    })?;
    if status.is_partial() {
        return Err(HeadError::Malformed);
    }
    let version = parsed.version.ok_or(HeadError::Malformed)?;
    let method = match parsed.method.ok_or(HeadError::Malformed)? {
        "GET" => Method::Get,
        "HEAD" => Method::Head,
        _ => Method::Other,
    };
    let target = parsed.path.ok_or(HeadError::Malformed)?.to_string();
    let mut request = Request {
        method,
        target,
        keep_alive: version == 1,
        if_none_match: None,
        if_modified_since: None,
        accept_language: None,
        has_body: false,
    };
    for header in parsed.headers.iter() {
        let value = String::from_utf8_lossy(header.value).trim().to_string();
        let name = header.name;
        if name.eq_ignore_ascii_case("connection") {
            let value = value.to_ascii_lowercase();
            if value.split(',').any(|t| t.trim() == "close") {
                request.keep_alive = false;
            } else if value.split(',').any(|t| t.trim() == "keep-alive") {
                request.keep_alive = true;
            }
        } else if name.eq_ignore_ascii_case("if-none-match") {
            request.if_none_match = Some(value);
        } else if name.eq_ignore_ascii_case("if-modified-since") {
            request.if_modified_since = Some(value);
        } else if name.eq_ignore_ascii_case("accept-language") {
            request.accept_language = Some(value);
        } else if name.eq_ignore_ascii_case("transfer-encoding")
            || (name.eq_ignore_ascii_case("content-length") && value != "0")
        {
            request.has_body = true;
        }
    }
    buf.drain(..end);
    Ok(request)
}

/// A response's status line text.
pub(crate) fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        301 => "Moved Permanently",
        304 => "Not Modified",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        413 => "Content Too Large",
        414 => "URI Too Long",
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        505 => "HTTP Version Not Supported",
        _ => "Internal Server Error",
    }
}

/// Headers every response carries: no sniffing, no framing, no referrer,
/// nothing loaded from elsewhere.
pub(crate) const SAFETY_HEADERS: &str = "X-Content-Type-Options: nosniff\r\n\
    X-Frame-Options: DENY\r\n\
    Referrer-Policy: no-referrer\r\n\
    Content-Security-Policy: default-src 'self' 'unsafe-inline' data:; frame-ancestors 'none'\r\n";

/// The HTTP date format (RFC 9110, IMF-fixdate).
pub(crate) fn http_date(time: std::time::SystemTime) -> String {
    let time: chrono::DateTime<chrono::Utc> = time.into();
    time.format("%a, %d %b %Y %H:%M:%S GMT").to_string()
}

/// Reads an HTTP date (IMF-fixdate only: what browsers send back).
pub(crate) fn parse_http_date(text: &str) -> Option<std::time::SystemTime> {
    let naive = chrono::NaiveDateTime::parse_from_str(text.trim(), "%a, %d %b %Y %H:%M:%S GMT").ok()?;
    Some(naive.and_utc().into())
}

/// Writes all of `bytes` before `deadline`, each write waiting at most
/// `write_timeout`.
pub(crate) fn write_before(
    stream: &mut TcpStream,
    mut bytes: &[u8],
    write_timeout: Duration,
    deadline: Instant,
) -> std::io::Result<()> {
    while !bytes.is_empty() {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(std::io::ErrorKind::TimedOut.into());
        }
        stream.set_write_timeout(Some(write_timeout.min(left).max(Duration::from_millis(1))))?;
        match stream.write(bytes) {
            Ok(0) => return Err(std::io::ErrorKind::WriteZero.into()),
            Ok(n) => bytes = &bytes[n..],
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn http_dates_round_trip() {
        let t = std::time::UNIX_EPOCH + Duration::from_secs(1_788_000_000);
        let text = http_date(t);
        assert_eq!(text, "Sat, 29 Aug 2026 10:40:00 GMT");
        assert_eq!(parse_http_date(&text), Some(t));
        assert_eq!(parse_http_date("yesterday"), None);
    }
}
