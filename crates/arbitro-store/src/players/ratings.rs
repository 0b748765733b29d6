//! Registering players from the player database (the FIDE rating list):
//! rating at the call's rate of play, title, federation, sex and year of
//! birth filled from the list, and the list's month recorded in the event.

use arbitro_fide::{FidePlayer, ListDate, Rate, Sex};
use serde::{Deserialize, Serialize};

use crate::error::{Result, StoreError};
use crate::players::Players;
use crate::players::model::{Player, PlayerInput};
use crate::ratings::{RatingsDb, RatingsError, fit_name};
use crate::register;

/// The event file's meta key holding its [`EventRatingList`] (JSON).
const META_KEY: &str = "rating_list";

/// The longest name an event's players list holds (TRF's name columns).
const NAME_CHARACTERS: usize = 33;

/// The rating list an event's players were registered from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventRatingList {
    /// The list's month.
    pub date: ListDate,
    /// The rate whose ratings were taken (the call's).
    pub rate: Rate,
    /// The list file imported.
    pub file: String,
    /// Its SHA-256.
    pub file_sha256: String,
}

/// What [`Players::add_from_list`] did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatedRegistration {
    /// The player as registered.
    pub player: Player,
    /// The list the rating came from.
    pub list: EventRatingList,
    /// The name as the list writes it, when it had to be shortened to fit
    /// the players list's 33 characters.
    pub full_name: Option<String>,
    /// The player has no rating at this rate (registered as unrated).
    pub unrated: bool,
    /// The list flags the player inactive (no rated game in the last
    /// twelve months): their rating stands, but the organiser should know.
    #[serde(default)]
    pub inactive: bool,
    /// The list gives the player no name: the name registered is the one
    /// the organiser gave.
    #[serde(default)]
    pub nameless: bool,
}

/// Whom to register from the player database, and what the list does not say.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FromList {
    /// The player's FIDE ID.
    pub fide_id: u64,
    /// The name, for an entry the list gives without one (required then,
    /// refused otherwise: the list's name is the one FIDE rates them under).
    #[serde(default)]
    pub name: Option<String>,
    /// The club (not in FIDE's lists).
    #[serde(default)]
    pub club: Option<String>,
    /// The first round a late entry plays (as [`Players::add`]).
    #[serde(default)]
    pub first_round: Option<u32>,
}

/// A list's player as an event's entry at `rate`: rating (0 when the
/// player has none at that rate), the higher of title and women's title
/// (C.04.2), federation, sex, year of birth; the name fitted to 33
/// characters (the second value is the full name when it was shortened).
pub fn entry_from_list(player: &FidePlayer, rate: Rate) -> (PlayerInput, Option<String>) {
    let fitted = fit_name(&player.name, NAME_CHARACTERS);
    let input = PlayerInput {
        name: fitted.clone().unwrap_or_else(|| player.name.clone()),
        fide_id: Some(player.fide_id),
        title: player.best_title().map(|t| t.code().to_string()),
        rating: player.rating(rate).map_or(0, |r| r.rating),
        federation: Some(player.federation.clone()),
        birth_date: player.birth_year.map(|y| y.to_string()),
        club: None,
        sex: player.sex.map(|s| match s {
            Sex::Male => "m".to_string(),
            Sex::Female => "w".to_string(),
        }),
    };
    (input, fitted.map(|_| player.name.clone()))
}

impl Players<'_> {
    /// The rating list the event's players were registered from, if any.
    pub fn rating_list(&self) -> Result<Option<EventRatingList>> {
        let Some(text) = register::meta_get(self.event.conn(), META_KEY)? else {
            return Ok(None);
        };
        serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| StoreError::Json {
                context: "the event's rating list".to_string(),
                message: e.to_string(),
            })
    }

    /// Registers the player with FIDE ID `who.fide_id` from the player
    /// database, with the rating at the call's rate of play, and records
    /// the list in the event (a late entry once rounds are paired, as
    /// [`Players::add`]). What it did says whether the list flags the
    /// player inactive.
    ///
    /// The club (not in FIDE's lists) is the caller's, and so is the name
    /// of an entry the list gives without one. Refused when the list lacks
    /// that rate's ratings, when the event's players came from another
    /// list (or rate), when the ID is not in the list or is already
    /// registered, when a nameless entry comes without a name or a named
    /// one with another name.
    pub fn add_from_list(
        &mut self,
        db: &RatingsDb,
        who: &FromList,
    ) -> Result<RatedRegistration, RatingsError> {
        let fide_id = who.fide_id;
        let info = db.list();
        let rate = self.event.call()?.rate();
        if !info.rates.contains(&rate) {
            return Err(RatingsError::ListLacksRate {
                rate,
                date: info.date,
            });
        }
        let list = EventRatingList {
            date: info.date,
            rate,
            file: info.file.clone(),
            file_sha256: info.file_sha256.clone(),
        };
        let recorded = self.rating_list()?;
        if let Some(used) = &recorded
            && (used.date != list.date || used.rate != list.rate)
        {
            return Err(RatingsError::OtherList {
                event_date: used.date,
                event_rate: used.rate,
                list_date: list.date,
                list_rate: list.rate,
            });
        }
        let mut player = db.player(fide_id)?;
        let given = who.name.as_deref().map(str::trim).filter(|n| !n.is_empty());
        let nameless = player.nameless();
        match (nameless, given) {
            (true, Some(name)) => player.name = name.to_string(),
            (true, None) => {
                return Err(RatingsError::Nameless {
                    fide_id,
                    date: info.date,
                });
            }
            (false, Some(name)) if name != player.name.trim() => {
                return Err(RatingsError::NameGiven {
                    fide_id,
                    list_name: player.name,
                });
            }
            (false, _) => {}
        }
        let inactive = player.inactive;
        let (mut input, full_name) = entry_from_list(&player, rate);
        input.club = who.club.clone();
        let unrated = input.rating == 0;
        let source = format!("fide-list:{}", list.date.iso());
        let json = serde_json::to_string(&list).map_err(|e| StoreError::Json {
            context: "the event's rating list".to_string(),
            message: e.to_string(),
        })?;
        let first_use = recorded.is_none();
        let player = self.add_recording(input, who.first_round, &source, |tx| {
            if first_use {
                register::meta_set(tx, META_KEY, &json)?;
            }
            Ok(())
        })?;
        Ok(RatedRegistration {
            player,
            list,
            full_name,
            unrated,
            inactive,
            nameless,
        })
    }
}
