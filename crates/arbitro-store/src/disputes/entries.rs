//! The disputes' register entry: a dispute ruled and recorded (the body is
//! the area's own type).

crate::register::entry_kinds! {
    crate::disputes::DisputeRecorded => "dispute",
}
