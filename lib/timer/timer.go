// Package timer measures the time a game or heuristic solution may still
// spend: a Deadline for "stop searching at T", and a Budget that splits a
// time bank (the whole game's allowance, e.g. ALPHANO's 10 s per game or a
// TopCoder 20 s per game) into per-move allowances.
//
// All readings come from time.Now, whose monotonic clock is immune to
// wall-clock jumps; a Deadline never compares wall-clock times.
//
// Checking the clock costs tens of nanoseconds. In a tight loop (simulated
// annealing) check every few hundred iterations, or use Deadline.Every,
// rather than on each one.
//
// The package uses only go1.20 language features and standard library API.
package timer

import "time"

// Deadline is a time window: a start and a length. The zero value has
// already expired.
type Deadline struct {
	start time.Time
	end   time.Time
	total time.Duration
}

// Start returns a deadline d from now.
func Start(d time.Duration) Deadline { return NewDeadline(time.Now(), d) }

// NewDeadline returns the deadline d after start. start should come from
// time.Now (and so carry a monotonic reading), e.g. the moment the program
// started or the moment the opponent's move arrived.
func NewDeadline(start time.Time, d time.Duration) Deadline {
	if d < 0 {
		d = 0
	}
	return Deadline{start: start, end: start.Add(d), total: d}
}

// Total returns the length of the window.
func (d Deadline) Total() time.Duration { return d.total }

// Elapsed returns the time since the start.
func (d Deadline) Elapsed() time.Duration { return time.Since(d.start) }

// Left returns the time until the deadline, negative once it has passed.
func (d Deadline) Left() time.Duration { return time.Until(d.end) }

// Expired reports whether the deadline has passed.
func (d Deadline) Expired() bool { return !time.Now().Before(d.end) }

// Progress returns the elapsed fraction of the window, clamped to [0, 1]:
// the "time" input of an annealing temperature schedule. A zero-length
// window is always at 1.
func (d Deadline) Progress() float64 {
	if d.total <= 0 {
		return 1
	}
	p := float64(time.Since(d.start)) / float64(d.total)
	if p > 1 {
		return 1
	}
	if p < 0 {
		return 0
	}
	return p
}

// Sub returns a deadline that starts now and ends at the earlier of d's
// end and now+max: the window for one phase of a search that must also
// respect the outer deadline.
func (d Deadline) Sub(max time.Duration) Deadline {
	now := time.Now()
	left := d.end.Sub(now)
	if max < left {
		left = max
	}
	return NewDeadline(now, left)
}

// Budget turns a remaining time bank into the allowance for the next move.
// The zero value spends the bank evenly over the announced moves with no
// safety margin; set the fields to be careful.
type Budget struct {
	// Margin is kept back from the bank and never handed out: it covers
	// process start, I/O and the judge's clock disagreeing with ours.
	Margin time.Duration
	// MaxFraction caps one move at this share of the usable bank
	// (0 means no cap beyond the bank itself). A cap protects against a
	// wrong moves-left estimate early in the game.
	MaxFraction float64
	// Min is the least a move gets while the usable bank allows it, so a
	// late move still has time to do anything at all.
	Min time.Duration
}

// PerMove returns the time to spend on the next move, given the bank still
// remaining and an estimate of how many of our moves are left including
// this one (values below 1 count as 1). The result is never negative and
// never more than bank - Margin, except that a bank smaller than Margin
// yields 0.
func (b Budget) PerMove(bank time.Duration, movesLeft int) time.Duration {
	usable := bank - b.Margin
	if usable <= 0 {
		return 0
	}
	if movesLeft < 1 {
		movesLeft = 1
	}
	t := usable / time.Duration(movesLeft)
	if b.MaxFraction > 0 {
		if c := time.Duration(float64(usable) * b.MaxFraction); t > c {
			t = c
		}
	}
	if t < b.Min {
		t = b.Min
	}
	if t > usable {
		t = usable
	}
	return t
}

// Bank tracks a time allowance that is spent across several calls, e.g.
// a per-game bank consumed only while it is our turn. The zero value is an
// empty bank.
type Bank struct {
	left  time.Duration
	start time.Time
	open  bool
}

// NewBank returns a bank holding total.
func NewBank(total time.Duration) *Bank { return &Bank{left: total} }

// Left returns the time remaining, counting a move in progress.
func (k *Bank) Left() time.Duration {
	if k.open {
		return k.left - time.Since(k.start)
	}
	return k.left
}

// Begin starts charging the bank (our turn began at now) and returns the
// deadline for this move as allotted by b for movesLeft moves. Calling
// Begin again without End first ends the previous move.
func (k *Bank) Begin(b Budget, movesLeft int) Deadline {
	now := time.Now()
	if k.open {
		k.left -= now.Sub(k.start)
	}
	k.start, k.open = now, true
	return NewDeadline(now, b.PerMove(k.left, movesLeft))
}

// End stops charging the bank (our turn is over) and returns the time the
// move took.
func (k *Bank) End() time.Duration {
	if !k.open {
		return 0
	}
	used := time.Since(k.start)
	k.left -= used
	k.open = false
	return used
}

// Checker is a Deadline that reads the clock only once every so many
// calls, for loops too tight to pay for time.Now on each iteration.
// Once expired it stays expired.
type Checker struct {
	d       Deadline
	mask    uint32
	n       uint32
	expired bool
}

// Every returns a Checker for d that reads the clock on the first call and
// then once every n calls (n is rounded up to a power of two; n <= 1 reads
// it every time).
func (d Deadline) Every(n int) Checker {
	m := uint32(0)
	for int(m)+1 < n && m < 1<<30 {
		m = m<<1 | 1
	}
	return Checker{d: d, mask: m}
}

// Expired reports whether the deadline has passed, reading the clock only
// on every n-th call.
func (c *Checker) Expired() bool {
	if c.expired {
		return true
	}
	c.n++
	if (c.n-1)&c.mask == 0 {
		c.expired = c.d.Expired()
	}
	return c.expired
}

// Deadline returns the underlying deadline.
func (c *Checker) Deadline() Deadline { return c.d }
