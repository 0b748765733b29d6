//! How the card engine's typed messages reach the catalogue: the words a
//! sentence is made of (a player, a piece on its square, a role, a square,
//! a card) as parameters, and the `catalogue!` macro that turns an enum of
//! typed messages into an [`arbitro_i18n::Message`] with one code per
//! variant. The wording is in `messages/{es,en}/cards.ftl` only.
//!
//! A field of a message becomes one or more Fluent parameters, by its type:
//! - a player (`Color`): `$name` ("las blancas" / "White") and `$name-start`
//!   (capitalised for the start of a sentence);
//! - a piece on a square ([`PieceAt`]): `$name` ("el caballo blanco de c6" /
//!   "the white knight on c6") and `$name-start`;
//! - a role (`Role`): `$name` ("caballo" / "knight") and `$name-the` ("el
//!   caballo" / "the knight");
//! - a square, a card code, a UCI move, a zone label: `$name` as written;
//! - a count: `$name`, a number Fluent picks plural forms from;
//! - a flag (`bool`): `$name` = `yes` or `no`, for a Fluent selector;
//! - a label or a nested message: `$name`, rendered in the same language;
//! - a list of messages: `$name`, rendered and joined with `; `.

use std::borrow::Cow;

use arbitro_i18n::{Arg, Args, Message, Text};
use arbitro_rules::shakmaty::{Color, Piece, Role, Square};

/// The parameter names one field gives a message.
pub(crate) struct ArgNames {
    /// The field's name.
    pub base: &'static str,
    /// `<name>-start`.
    pub start: &'static str,
    /// `<name>-the`.
    pub the: &'static str,
}

/// A value that fills one or more parameters of a message.
pub(crate) trait ToArgs {
    /// Appends this value's parameters.
    fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>);
}

/// Defines an enum of typed messages and its [`arbitro_i18n::Message`]
/// implementation: each variant names its catalogue code, each field fills
/// the parameters of its type ([`ToArgs`]).
macro_rules! catalogue {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? => $code:literal
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[allow(missing_docs)]
        $vis enum $name {
            $(
                $(#[$vmeta])*
                $variant $({ $($field: $ty),* })?
            ),*
        }

        impl arbitro_i18n::Message for $name {
            fn code(&self) -> &str {
                match self {
                    $( Self::$variant { .. } => $code ),*
                }
            }

            #[allow(unused_variables, unused_mut)]
            fn args(&self) -> arbitro_i18n::Args<'_> {
                let mut out = Vec::new();
                match self {
                    $(
                        Self::$variant $({ $($field),* })? => {
                            $($(
                                crate::text::ToArgs::to_args(
                                    $field,
                                    &crate::text::ArgNames {
                                        base: stringify!($field),
                                        start: concat!(stringify!($field), "-start"),
                                        the: concat!(stringify!($field), "-the"),
                                    },
                                    &mut out,
                                );
                            )*)?
                        }
                    )*
                }
                out
            }
        }
    };
}
pub(crate) use catalogue;

impl ToArgs for String {
    fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>) {
        out.push((names.base, Arg::from(self)));
    }
}

impl ToArgs for &'static str {
    fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>) {
        out.push((names.base, Arg::Str(Cow::Borrowed(self))));
    }
}

impl ToArgs for Square {
    fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>) {
        out.push((names.base, Arg::from(self.to_string())));
    }
}

macro_rules! int_to_args {
    ($($t:ty),*) => {$(
        impl ToArgs for $t {
            fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>) {
                out.push((names.base, Arg::from(*self)));
            }
        }
    )*};
}
int_to_args!(u8, u16, u32, u64, usize);

impl ToArgs for bool {
    fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>) {
        out.push((names.base, Arg::from(if *self { "yes" } else { "no" })));
    }
}

impl ToArgs for Text {
    fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>) {
        out.push((names.base, Arg::Text(self)));
    }
}

impl ToArgs for Color {
    fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>) {
        out.push((names.base, Arg::boxed(Player(*self, false))));
        out.push((names.start, Arg::boxed(Player(*self, true))));
    }
}

impl ToArgs for Role {
    fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>) {
        out.push((names.base, Arg::boxed(RoleName(*self, false))));
        out.push((names.the, Arg::boxed(RoleName(*self, true))));
    }
}

impl ToArgs for PieceAt {
    fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>) {
        out.push((names.base, Arg::boxed(PieceName(*self, false))));
        out.push((names.start, Arg::boxed(PieceName(*self, true))));
    }
}

impl<T: ToArgs> ToArgs for Box<T> {
    fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>) {
        (**self).to_args(names, out);
    }
}

/// A list of messages, rendered and joined with `; `.
impl<T: Message> ToArgs for Vec<T> {
    fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>) {
        out.push((
            names.base,
            Arg::List(self.iter().map(|m| m as &dyn Message).collect()),
        ));
    }
}

/// Implements [`ToArgs`] for types that are messages themselves.
macro_rules! message_args {
    ($($t:ty),* $(,)?) => {$(
        impl crate::text::ToArgs for $t {
            fn to_args<'a>(&'a self, names: &crate::text::ArgNames, out: &mut arbitro_i18n::Args<'a>) {
                out.push((names.base, arbitro_i18n::Arg::Message(self)));
            }
        }
    )*};
}
pub(crate) use message_args;

/// A piece on its square, as a sentence names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PieceAt {
    /// The piece.
    pub piece: Piece,
    /// Where it stands.
    pub square: Square,
}

impl PieceAt {
    /// `piece` on `square`.
    pub fn new(piece: Piece, square: Square) -> PieceAt {
        PieceAt { piece, square }
    }
}

/// The key a role is written as in the catalogue's selectors.
pub(crate) fn role_key(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// The key a colour is written as in files and selectors.
pub(crate) fn colour_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A player: "las blancas" / "White" (`true`: at the start of a sentence).
pub(crate) struct Player(pub Color, pub bool);

impl Message for Player {
    fn code(&self) -> &str {
        match (self.0, self.1) {
            (Color::White, false) => "cards-player-white",
            (Color::Black, false) => "cards-player-black",
            (Color::White, true) => "cards-player-white-start",
            (Color::Black, true) => "cards-player-black-start",
        }
    }
}

/// A role: "caballo" / "knight", or with its article (`true`).
pub(crate) struct RoleName(pub Role, pub bool);

impl Message for RoleName {
    fn code(&self) -> &str {
        if self.1 { "cards-role-the" } else { "cards-role" }
    }

    fn args(&self) -> Args<'_> {
        vec![("role", Arg::from(role_key(self.0)))]
    }
}

/// A piece on its square (`true`: at the start of a sentence).
pub(crate) struct PieceName(pub PieceAt, pub bool);

impl Message for PieceName {
    fn code(&self) -> &str {
        if self.1 {
            "cards-piece-on-start"
        } else {
            "cards-piece-on"
        }
    }

    fn args(&self) -> Args<'_> {
        vec![
            ("role", Arg::from(role_key(self.0.piece.role))),
            ("colour", Arg::from(colour_key(self.0.piece.color))),
            ("square", Arg::from(self.0.square.to_string())),
        ]
    }
}

/// A list of roles ("caballo, alfil y peón").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Roles(pub Vec<Role>);

impl ToArgs for Roles {
    fn to_args<'a>(&'a self, names: &ArgNames, out: &mut Args<'a>) {
        let items: Vec<Box<dyn Message + 'a>> = self
            .0
            .iter()
            .map(|r| Box::new(RoleName(*r, false)) as Box<dyn Message>)
            .collect();
        out.push((names.base, Arg::boxed(Joined(items))));
    }
}

/// Messages joined the way the language lists things ("a, b y c").
pub(crate) struct Joined<'a>(pub Vec<Box<dyn Message + 'a>>);

impl Message for Joined<'_> {
    fn code(&self) -> &str {
        JoinedSlice(&self.0).code_of()
    }

    fn args(&self) -> Args<'_> {
        JoinedSlice(&self.0).args_of()
    }
}

struct JoinedSlice<'s, 'a>(&'s [Box<dyn Message + 'a>]);

impl<'s, 'a> JoinedSlice<'s, 'a> {
    fn code_of(&self) -> &'static str {
        match self.0.len() {
            0 => "cards-list-none",
            1 => "cards-list-one",
            2 => "cards-list-two",
            _ => "cards-list-more",
        }
    }

    fn args_of(&self) -> Args<'s> {
        match self.0 {
            [] => Vec::new(),
            [one] => vec![("first", Arg::Message(one.as_ref()))],
            [a, b] => vec![
                ("first", Arg::Message(a.as_ref())),
                ("second", Arg::Message(b.as_ref())),
            ],
            [a, rest @ ..] => vec![
                ("first", Arg::Message(a.as_ref())),
                ("rest", Arg::boxed(JoinedSlice(rest))),
            ],
        }
    }
}

impl Message for JoinedSlice<'_, '_> {
    fn code(&self) -> &str {
        self.code_of()
    }

    fn args(&self) -> Args<'_> {
        self.args_of()
    }
}
