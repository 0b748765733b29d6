# Clocks (arbitro-clock).

clock-unknown-side = Unknown side “{ $side }” (expected White or Black).
clock-time-went-backwards = An event at { $at } is earlier than the previous event at { $last }.
clock-already-started = The clocks are already started.
clock-not-started = The clocks are not started.
clock-not-running = { $side }'s clock is not running.
clock-paused = The clocks are paused.
clock-not-paused = The clocks are not paused.
clock-flag-fallen = { $side }'s flag fell at { $at }.
clock-stopped = The clocks were stopped at the end of the game.
clock-adjustment-below-zero = Cannot remove { $removed } from { $side }: only { $remaining } remain.
clock-event = Clock event { $event }: { $reason }
clock-control-empty = The time control is empty.
clock-control-bad-period = Time control period { $period } “{ $text }”: { $detail }
clock-control-open-period-not-last = Period { $period } has no move count but is not the last period.
clock-control-last-period-has-moves = The last period has a move count; add a final period for the rest of the game.
clock-control-no-time = The first period gives no time.
