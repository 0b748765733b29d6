//! The server: one thread accepting connections, one short-lived thread
//! per connection, every connection bounded in number (overall and per
//! client address), in size and in time; [`Server::stop`] ends them all.
//!
//! A connection's place in the counts is given back the moment its thread
//! is done with it, and a new connection from a client at its cap waits a
//! moment ([`Limits::slot_wait`]) for one of that client's connections to
//! end before it is refused: a client that closes each connection and
//! opens the next at once (as phones and scripts do) is never refused for
//! connections it has already closed. A refusal is a short text in both
//! languages with `Retry-After`, never an empty answer.

use std::collections::HashMap;
use std::fs::File;
use std::io::Read;
use std::net::{IpAddr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant, SystemTime};

use arbitro_i18n::{Lang, render};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::error::ServeError;
use crate::http::{self, HeadError, Method, Request, SAFETY_HEADERS};
use crate::mime;
use crate::options::{Limits, ServeOptions};
use crate::site::{Resolved, Site};

/// A connection thread's stack: it parses a head and copies a file.
const CONNECTION_STACK: usize = 256 * 1024;
/// File bytes sent per write.
const CHUNK: usize = 64 * 1024;
/// Entries kept in the ETag cache before it is emptied.
const ETAG_CACHE: usize = 20_000;

/// What the server has done since it started.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServeStats {
    /// Connections accepted and served.
    pub connections: u64,
    /// Connections refused (too many at once, overall or from one client).
    pub refused: u64,
    /// Requests answered.
    pub requests: u64,
    /// Files sent (200).
    pub files: u64,
    /// Answers that the client's copy is current (304).
    pub not_modified: u64,
    /// Requests for something the site does not serve (404).
    pub not_found: u64,
    /// Requests refused as malformed, too large, too slow or of another
    /// method (400, 405, 408, 413, 414, 431, 505).
    pub rejected: u64,
    /// Connections open now.
    pub open: u64,
}

#[derive(Default)]
struct Counters {
    connections: AtomicU64,
    refused: AtomicU64,
    requests: AtomicU64,
    files: AtomicU64,
    not_modified: AtomicU64,
    not_found: AtomicU64,
    rejected: AtomicU64,
}

/// Connections of one client address: being served, and waiting for a
/// place among those.
#[derive(Debug, Clone, Copy, Default)]
struct ClientCount {
    served: usize,
    waiting: usize,
}

struct Shared {
    site: Site,
    limits: Limits,
    stop: AtomicBool,
    /// Connections open (served or waiting), all clients together.
    open: AtomicUsize,
    per_client: Mutex<HashMap<IpAddr, ClientCount>>,
    /// Told whenever a connection gives its place back.
    released: Condvar,
    /// Open connections, to end them on stop.
    streams: Mutex<HashMap<u64, TcpStream>>,
    next_id: AtomicU64,
    counters: Counters,
    etags: Mutex<HashMap<PathBuf, (SystemTime, u64, String)>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A running live view. Dropping it stops it.
pub struct Server {
    addr: SocketAddr,
    shared: Arc<Shared>,
    acceptor: Option<JoinHandle<()>>,
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Server").field("addr", &self.addr).finish()
    }
}

impl Server {
    /// Starts serving `options.site` on `options.address:options.port`, on
    /// threads of its own: this returns at once.
    pub fn start(options: &ServeOptions) -> Result<Server, ServeError> {
        let site = Site::open(&options.site)?;
        let wanted = options.socket();
        let listener =
            TcpListener::bind(wanted).map_err(|source| ServeError::Bind { addr: wanted, source })?;
        let addr = listener
            .local_addr()
            .map_err(|source| ServeError::Bind { addr: wanted, source })?;
        let shared = Arc::new(Shared {
            site,
            limits: options.limits.clone(),
            stop: AtomicBool::new(false),
            open: AtomicUsize::new(0),
            per_client: Mutex::new(HashMap::new()),
            released: Condvar::new(),
            streams: Mutex::new(HashMap::new()),
            next_id: AtomicU64::new(0),
            counters: Counters::default(),
            etags: Mutex::new(HashMap::new()),
        });
        let for_thread = Arc::clone(&shared);
        let acceptor = std::thread::Builder::new()
            .name("arbitro-serve".to_string())
            .spawn(move || accept(listener, for_thread))
            .map_err(ServeError::Threads)?;
        Ok(Server {
            addr,
            shared,
            acceptor: Some(acceptor),
        })
    }

    /// The address and port listened on (the port the system chose when 0
    /// was asked).
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// The addresses players type or scan (see [`crate::urls_for`]).
    pub fn urls(&self) -> Vec<String> {
        crate::address::urls_for(self.addr)
    }

    /// The site's folder, canonical.
    pub fn site(&self) -> &std::path::Path {
        self.shared.site.root()
    }

    /// What the server has done so far.
    pub fn stats(&self) -> ServeStats {
        let c = &self.shared.counters;
        let get = |a: &AtomicU64| a.load(Ordering::Relaxed);
        ServeStats {
            connections: get(&c.connections),
            refused: get(&c.refused),
            requests: get(&c.requests),
            files: get(&c.files),
            not_modified: get(&c.not_modified),
            not_found: get(&c.not_found),
            rejected: get(&c.rejected),
            open: self.shared.open.load(Ordering::Relaxed) as u64,
        }
    }

    /// Stops listening and closes every open connection.
    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        let Some(acceptor) = self.acceptor.take() else {
            return;
        };
        self.shared.stop.store(true, Ordering::SeqCst);
        // Wake the blocking accept with a connection of our own.
        let wake = match self.addr.ip() {
            IpAddr::V4(ip) if ip.is_unspecified() => {
                SocketAddr::new(IpAddr::V4(std::net::Ipv4Addr::LOCALHOST), self.addr.port())
            }
            IpAddr::V6(ip) if ip.is_unspecified() => {
                SocketAddr::new(IpAddr::V6(std::net::Ipv6Addr::LOCALHOST), self.addr.port())
            }
            _ => self.addr,
        };
        let _ = TcpStream::connect_timeout(&wake, Duration::from_secs(1));
        let _ = acceptor.join();
        self.shared.released.notify_all();
        for (_, stream) in lock(&self.shared.streams).drain() {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// A connection's place in the counts: among its client's (served, or
/// waiting for a place) until [`Slot::release_client`], and among all
/// connections until it is dropped.
struct Slot {
    shared: Arc<Shared>,
    client: IpAddr,
    id: u64,
    waiting: bool,
    /// Still counted among its client's connections.
    counted: bool,
}

impl Slot {
    /// Waits until the client has a free place (or the wait is over, or
    /// the server stops), and takes it; `false` when none came free.
    fn wait_for_place(&mut self) -> bool {
        let shared = &self.shared;
        let until = Instant::now() + shared.limits.slot_wait;
        let mut per_client = lock(&shared.per_client);
        loop {
            let count = per_client.entry(self.client).or_default();
            if count.served < shared.limits.max_per_client {
                count.served += 1;
                count.waiting -= 1;
                self.waiting = false;
                return true;
            }
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() || shared.stop.load(Ordering::SeqCst) {
                return false;
            }
            per_client = shared
                .released
                .wait_timeout(per_client, left)
                .map_or_else(|poisoned| poisoned.into_inner().0, |(guard, _)| guard);
        }
    }
}

impl Slot {
    /// Gives the connection's place among its client's back (the client
    /// has its last answer; the connection is only being closed).
    fn release_client(&mut self) {
        if !std::mem::replace(&mut self.counted, false) {
            return;
        }
        let mut per_client = lock(&self.shared.per_client);
        if let Some(count) = per_client.get_mut(&self.client) {
            if self.waiting {
                count.waiting -= 1;
            } else {
                count.served -= 1;
            }
            if count.served == 0 && count.waiting == 0 {
                per_client.remove(&self.client);
            }
        }
        drop(per_client);
        self.shared.released.notify_all();
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.release_client();
        self.shared.open.fetch_sub(1, Ordering::SeqCst);
        lock(&self.shared.streams).remove(&self.id);
    }
}

/// What a refused client reads: a short text in both languages (its
/// language is not known before its request is read).
fn busy_text() -> String {
    Lang::ALL
        .iter()
        .map(|&lang| render(lang, &Busy))
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

struct Busy;

impl arbitro_i18n::Message for Busy {
    fn code(&self) -> &str {
        "serve-busy"
    }
}

/// Answers a connection that cannot be taken without waiting for it: a
/// short 503 with a text saying so, written without blocking, then closed.
fn refuse(stream: TcpStream) {
    use std::io::Write;
    let _ = stream.set_nonblocking(true);
    let mut stream = stream;
    let body = busy_text();
    let answer = format!(
        "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 2\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = stream.write_all(answer.as_bytes());
    let _ = stream.shutdown(Shutdown::Both);
}

fn accept(listener: TcpListener, shared: Arc<Shared>) {
    for incoming in listener.incoming() {
        if shared.stop.load(Ordering::SeqCst) {
            break;
        }
        let stream = match incoming {
            Ok(stream) => stream,
            Err(_) => {
                // Out of descriptors or a connection reset before accept:
                // do not spin.
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
        };
        let Ok(peer) = stream.peer_addr() else {
            continue;
        };
        let client = peer.ip();
        let waiting = {
            let mut per_client = lock(&shared.per_client);
            let count = per_client.get(&client).copied().unwrap_or_default();
            let full = shared.open.load(Ordering::SeqCst) >= shared.limits.max_connections;
            // A client at its cap may have as many connections again
            // waiting for a place, each for a moment.
            if full || count.waiting >= shared.limits.max_per_client {
                drop(per_client);
                shared.counters.refused.fetch_add(1, Ordering::Relaxed);
                refuse(stream);
                continue;
            }
            let entry = per_client.entry(client).or_default();
            let waiting = entry.served >= shared.limits.max_per_client;
            if waiting {
                entry.waiting += 1;
            } else {
                entry.served += 1;
            }
            shared.open.fetch_add(1, Ordering::SeqCst);
            waiting
        };
        let id = shared.next_id.fetch_add(1, Ordering::Relaxed);
        if let Ok(clone) = stream.try_clone() {
            lock(&shared.streams).insert(id, clone);
        }
        let mut slot = Slot {
            shared: Arc::clone(&shared),
            client,
            id,
            waiting,
            counted: true,
        };
        let for_thread = Arc::clone(&shared);
        let spawned = std::thread::Builder::new()
            .name("arbitro-serve-connection".to_string())
            .stack_size(CONNECTION_STACK)
            .spawn(move || {
                if slot.waiting && !slot.wait_for_place() {
                    for_thread.counters.refused.fetch_add(1, Ordering::Relaxed);
                    drop(slot);
                    refuse(stream);
                    return;
                }
                for_thread.counters.connections.fetch_add(1, Ordering::Relaxed);
                let mut stream = Some(stream);
                serve_connection(&mut stream, &for_thread);
                // The client's place is given back before the connection's
                // last bytes are awaited: the client already has its answer
                // and may open its next connection at once. The closing
                // connection still counts among all (and `stop` ends it).
                slot.release_client();
                if let Some(stream) = stream {
                    close_gently(stream);
                }
                drop(slot);
            });
        if spawned.is_err() {
            // The slot went down with the closure: counts are given back.
            shared.counters.refused.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// The language of a client's error pages: English when the browser asks
/// for it first, Spanish otherwise (the rulebook's official language).
fn client_lang(request: Option<&Request>) -> Lang {
    request
        .and_then(|r| r.accept_language.as_deref())
        .and_then(|langs| langs.split(',').next())
        .and_then(|first| Lang::parse(first.split(';').next().unwrap_or("").trim()))
        .unwrap_or(Lang::Es)
}

/// A short error page in the client's language.
struct ErrorPage(u16);

impl arbitro_i18n::Message for ErrorPage {
    fn code(&self) -> &str {
        match self.0 {
            404 => "serve-page-not-found",
            405 => "serve-page-method",
            408 => "serve-page-timeout",
            413 | 431 | 414 => "serve-page-too-large",
            505 => "serve-page-version",
            _ => "serve-page-bad-request",
        }
    }
}

struct HomeLink;

impl arbitro_i18n::Message for HomeLink {
    fn code(&self) -> &str {
        "serve-page-home"
    }
}

fn error_body(status: u16, lang: Lang) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{status}</title></head>\n<body><h1>{status}</h1><p>{text}</p><p><a href=\"/\">{home}</a></p></body></html>\n",
        lang = lang.code(),
        text = render(lang, &ErrorPage(status)),
        home = render(lang, &HomeLink),
    )
}

/// Serves a connection's requests; the stream is left in `slot` for the
/// caller to close.
fn serve_connection(slot: &mut Option<TcpStream>, shared: &Shared) {
    let Some(stream) = slot.as_mut() else {
        return;
    };
    let limits = &shared.limits;
    let _ = stream.set_nodelay(true);
    let mut buf = Vec::with_capacity(1024);
    let mut served = 0usize;
    loop {
        if shared.stop.load(Ordering::SeqCst) {
            break;
        }
        let wait = if served == 0 {
            limits.head_timeout
        } else {
            limits.idle_timeout
        };
        let request = match http::read_request(stream, &mut buf, limits, wait) {
            Ok(request) => request,
            Err(HeadError::Gone) => break,
            Err(error) => {
                let status = match error {
                    HeadError::Timeout => 408,
                    HeadError::LineTooLong => 414,
                    HeadError::TooLarge => 431,
                    HeadError::Version => 505,
                    HeadError::Malformed | HeadError::Gone => 400,
                };
                shared.counters.requests.fetch_add(1, Ordering::Relaxed);
                shared.counters.rejected.fetch_add(1, Ordering::Relaxed);
                let _ = respond_error(stream, limits, status, None, false);
                break;
            }
        };
        served += 1;
        shared.counters.requests.fetch_add(1, Ordering::Relaxed);
        let keep = request.keep_alive && served < limits.max_requests_per_connection;
        let kept = answer(stream, shared, &request, keep);
        if !kept.unwrap_or(false) {
            break;
        }
    }
}

/// Closes a connection so that the client reads the last response: stop
/// sending, take (and drop) what it is still sending for a moment, then
/// close. Closing with unread bytes would reset the connection and could
/// destroy the response before the client reads it.
fn close_gently(mut stream: TcpStream) {
    let _ = stream.shutdown(Shutdown::Write);
    let until = Instant::now() + Duration::from_millis(500);
    let mut sink = [0u8; 8192];
    let mut taken = 0usize;
    while taken < 1 << 20 {
        let left = until.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            break;
        }
        match stream.read(&mut sink) {
            Ok(0) | Err(_) => break,
            Ok(n) => taken += n,
        }
    }
    let _ = stream.shutdown(Shutdown::Both);
}

/// Answers one request; `Ok(true)` when the connection may serve another.
fn answer(stream: &mut TcpStream, shared: &Shared, request: &Request, keep: bool) -> std::io::Result<bool> {
    let limits = &shared.limits;
    let counters = &shared.counters;
    if request.method == Method::Other {
        counters.rejected.fetch_add(1, Ordering::Relaxed);
        respond_error(stream, limits, 405, Some(request), false)?;
        return Ok(false);
    }
    if request.has_body {
        counters.rejected.fetch_add(1, Ordering::Relaxed);
        respond_error(stream, limits, 413, Some(request), false)?;
        return Ok(false);
    }
    let (path, meta) = match shared.site.resolve(&request.target) {
        Resolved::File { path, meta } => (path, meta),
        Resolved::Redirect(location) => {
            let head = format!(
                "HTTP/1.1 301 Moved Permanently\r\nDate: {}\r\nLocation: {location}\r\nContent-Length: 0\r\n{SAFETY_HEADERS}Connection: {}\r\n\r\n",
                http::http_date(SystemTime::now()),
                if keep { "keep-alive" } else { "close" },
            );
            http::write_before(
                stream,
                head.as_bytes(),
                limits.write_timeout,
                Instant::now() + limits.write_timeout,
            )?;
            return Ok(keep);
        }
        Resolved::NotFound => {
            counters.not_found.fetch_add(1, Ordering::Relaxed);
            respond_error(stream, limits, 404, Some(request), keep)?;
            return Ok(keep);
        }
        Resolved::BadTarget => {
            counters.rejected.fetch_add(1, Ordering::Relaxed);
            respond_error(stream, limits, 400, Some(request), false)?;
            return Ok(false);
        }
    };
    let modified = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
    let length = meta.len();
    let Ok(mut file) = File::open(&path) else {
        counters.not_found.fetch_add(1, Ordering::Relaxed);
        respond_error(stream, limits, 404, Some(request), keep)?;
        return Ok(keep);
    };
    let Some(etag) = etag(shared, &path, modified, length, &mut file) else {
        counters.not_found.fetch_add(1, Ordering::Relaxed);
        respond_error(stream, limits, 404, Some(request), keep)?;
        return Ok(keep);
    };
    let (content_type, revalidate) = mime::content_type(&path);
    let not_modified = match (&request.if_none_match, &request.if_modified_since) {
        (Some(tags), _) => tags.split(',').any(|t| {
            let t = t.trim();
            t == "*" || t.trim_start_matches("W/") == etag
        }),
        (None, Some(since)) => http::parse_http_date(since).is_some_and(|since| {
            let secs = |t: SystemTime| {
                t.duration_since(SystemTime::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs())
            };
            secs(modified) <= secs(since)
        }),
        (None, None) => false,
    };
    let status = if not_modified { 304 } else { 200 };
    let mut head = format!(
        "HTTP/1.1 {status} {}\r\nDate: {}\r\nServer: arbitro\r\nETag: {etag}\r\nLast-Modified: {}\r\nCache-Control: {}\r\n{SAFETY_HEADERS}",
        http::reason(status),
        http::http_date(SystemTime::now()),
        http::http_date(modified),
        mime::cache_control(revalidate),
    );
    if status == 200 {
        head.push_str(&format!(
            "Content-Type: {content_type}\r\nContent-Length: {length}\r\n"
        ));
    }
    head.push_str(if keep {
        "Connection: keep-alive\r\n\r\n"
    } else {
        "Connection: close\r\n\r\n"
    });
    // A slow reader gets a minute plus a second per 16 KiB.
    let deadline = Instant::now() + Duration::from_secs(60 + length / (16 * 1024));
    http::write_before(stream, head.as_bytes(), limits.write_timeout, deadline)?;
    if not_modified {
        counters.not_modified.fetch_add(1, Ordering::Relaxed);
        return Ok(keep);
    }
    counters.files.fetch_add(1, Ordering::Relaxed);
    if request.method == Method::Head {
        return Ok(keep);
    }
    let mut chunk = vec![0u8; CHUNK];
    let mut left = length;
    while left > 0 {
        let n = file.read(&mut chunk[..CHUNK.min(left as usize)])?;
        if n == 0 {
            // The file shrank while being sent: the length was promised.
            return Ok(false);
        }
        http::write_before(stream, &chunk[..n], limits.write_timeout, deadline)?;
        left -= n as u64;
    }
    Ok(keep)
}

/// A strong ETag from the file's content (SHA-256, cached by path, time and
/// size): a page regenerated identical is not reloaded by the live script.
fn etag(
    shared: &Shared,
    path: &std::path::Path,
    modified: SystemTime,
    length: u64,
    file: &mut File,
) -> Option<String> {
    if let Some((m, l, tag)) = lock(&shared.etags).get(path)
        && *m == modified
        && *l == length
    {
        return Some(tag.clone());
    }
    let mut hasher = Sha256::new();
    let mut chunk = vec![0u8; CHUNK];
    loop {
        let n = file.read(&mut chunk).ok()?;
        if n == 0 {
            break;
        }
        hasher.update(&chunk[..n]);
    }
    use std::io::Seek;
    file.rewind().ok()?;
    let digest = hasher.finalize();
    let tag = format!(
        "\"{}\"",
        digest[..12]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    );
    let mut cache = lock(&shared.etags);
    if cache.len() >= ETAG_CACHE {
        cache.clear();
    }
    cache.insert(path.to_path_buf(), (modified, length, tag.clone()));
    Some(tag)
}

fn respond_error(
    stream: &mut TcpStream,
    limits: &Limits,
    status: u16,
    request: Option<&Request>,
    keep: bool,
) -> std::io::Result<()> {
    let lang = client_lang(request);
    let body = error_body(status, lang);
    let with_body = request.is_none_or(|r| r.method != Method::Head);
    let mut head = format!(
        "HTTP/1.1 {status} {}\r\nDate: {}\r\nServer: arbitro\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nCache-Control: no-store\r\n{SAFETY_HEADERS}",
        http::reason(status),
        http::http_date(SystemTime::now()),
        body.len(),
    );
    if status == 405 {
        head.push_str("Allow: GET, HEAD\r\n");
    }
    head.push_str(if keep {
        "Connection: keep-alive\r\n\r\n"
    } else {
        "Connection: close\r\n\r\n"
    });
    if with_body {
        head.push_str(&body);
    }
    http::write_before(
        stream,
        head.as_bytes(),
        limits.write_timeout,
        Instant::now() + limits.write_timeout,
    )
}

#[cfg(test)]
mod tests {
    /// The app keeps a running server in its shared state.
    #[test]
    fn a_server_can_be_shared_between_threads() {
        fn shared<T: Send + Sync>() {}
        shared::<super::Server>();
    }
}
