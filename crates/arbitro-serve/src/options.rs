//! What the organiser chooses (folder, interface, port) and the bounds
//! that keep a misbehaving or hostile client from exhausting the server.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// The port the live view offers by default.
pub const DEFAULT_PORT: u16 = 8080;

/// Bounds on what one client may ask and hold. The defaults suit a venue:
/// a few hundred phones, each browser opening up to six connections.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    /// Connections open at once, all clients together; more are answered
    /// 503 and closed.
    pub max_connections: usize,
    /// Connections served at once from one address. A client at this cap
    /// may open as many again, each waiting up to [`Limits::slot_wait`]
    /// for one of the client's connections to end; more are answered 503.
    pub max_per_client: usize,
    /// Bytes of the request line (method, path, version); longer: 414.
    pub max_request_line: usize,
    /// Bytes of the whole request head (request line and headers); more: 431.
    pub max_head_bytes: usize,
    /// Header fields in one request; more: 431.
    pub max_headers: usize,
    /// Time a client has to send a whole request head, from its first
    /// byte or from the end of its previous response (slow clients: 408).
    #[serde(with = "millis")]
    pub head_timeout: Duration,
    /// Time an open connection may wait for its next request.
    #[serde(with = "millis")]
    pub idle_timeout: Duration,
    /// Time a client has to take one chunk of a response.
    #[serde(with = "millis")]
    pub write_timeout: Duration,
    /// Requests served on one connection before it is closed.
    pub max_requests_per_connection: usize,
    /// Time a new connection of a client at its cap waits for one of the
    /// client's connections to end before it is answered 503.
    #[serde(with = "millis", default = "default_slot_wait")]
    pub slot_wait: Duration,
}

fn default_slot_wait() -> Duration {
    Duration::from_secs(2)
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_connections: 256,
            max_per_client: 32,
            max_request_line: 8 * 1024,
            max_head_bytes: 16 * 1024,
            max_headers: 64,
            head_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(5),
            write_timeout: Duration::from_secs(10),
            max_requests_per_connection: 1000,
            slot_wait: default_slot_wait(),
        }
    }
}

mod millis {
    use std::time::Duration;

    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(d.as_millis() as u64)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        Ok(Duration::from_millis(u64::deserialize(d)?))
    }
}

/// What to serve and where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServeOptions {
    /// The site's folder (the static site the generator writes).
    pub site: PathBuf,
    /// The interface to listen on: `0.0.0.0` for every interface, a
    /// network card's address for that network only, `127.0.0.1` for this
    /// computer only.
    pub address: IpAddr,
    /// The port (0: any free port).
    pub port: u16,
    /// Bounds on clients.
    #[serde(default)]
    pub limits: Limits,
}

impl ServeOptions {
    /// `site` on this computer only (127.0.0.1), port [`DEFAULT_PORT`].
    pub fn local(site: impl Into<PathBuf>) -> ServeOptions {
        ServeOptions {
            site: site.into(),
            address: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: DEFAULT_PORT,
            limits: Limits::default(),
        }
    }

    /// The socket address to listen on.
    pub fn socket(&self) -> SocketAddr {
        SocketAddr::new(self.address, self.port)
    }
}
