package timer

import (
	"testing"
	"time"
)

const ms = time.Millisecond

func TestPerMove(t *testing.T) {
	tests := []struct {
		name      string
		b         Budget
		bank      time.Duration
		movesLeft int
		want      time.Duration
	}{
		{"even split", Budget{}, 1000 * ms, 10, 100 * ms},
		{"margin first", Budget{Margin: 100 * ms}, 1000 * ms, 9, 100 * ms},
		{"last move takes all usable", Budget{Margin: 50 * ms}, 550 * ms, 1, 500 * ms},
		{"moves below 1 count as 1", Budget{}, 300 * ms, 0, 300 * ms},
		{"negative moves", Budget{}, 300 * ms, -5, 300 * ms},
		{"fraction cap", Budget{MaxFraction: 0.1}, 1000 * ms, 2, 100 * ms},
		{"fraction cap inactive", Budget{MaxFraction: 0.5}, 1000 * ms, 4, 250 * ms},
		{"min floor", Budget{Min: 30 * ms}, 1000 * ms, 100, 30 * ms},
		{"min limited by usable bank", Budget{Min: 30 * ms, Margin: 10 * ms}, 30 * ms, 100, 20 * ms},
		{"bank below margin", Budget{Margin: 100 * ms}, 80 * ms, 3, 0},
		{"empty bank", Budget{}, 0, 3, 0},
		{"overdrawn bank", Budget{Min: 10 * ms}, -5 * ms, 3, 0},
		{"ALPHANO 10s, 25 moves", Budget{Margin: 500 * ms, MaxFraction: 0.15, Min: 5 * ms}, 10 * time.Second, 25, 380 * ms},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.b.PerMove(tt.bank, tt.movesLeft); got != tt.want {
				t.Errorf("PerMove(%v, %d) = %v, want %v", tt.bank, tt.movesLeft, got, tt.want)
			}
		})
	}
}

// TestPerMoveNeverOverspends plays whole games: however long each move
// really takes up to its allowance, the bank never runs out.
func TestPerMoveNeverOverspends(t *testing.T) {
	budgets := []Budget{{}, {Margin: 100 * ms}, {MaxFraction: 0.3, Min: 20 * ms}, {Margin: 1 * ms, Min: 500 * ms}}
	for _, b := range budgets {
		for _, moves := range []int{1, 5, 50, 500} {
			bank := 10 * time.Second
			for m := moves; m > 0; m-- {
				d := b.PerMove(bank, m)
				if d < 0 || (d > 0 && d > bank-b.Margin) {
					t.Fatalf("%+v: PerMove(%v, %d) = %v", b, bank, m, d)
				}
				bank -= d
			}
			if bank < b.Margin {
				t.Fatalf("%+v over %d moves: bank ended at %v, below the margin", b, moves, bank)
			}
		}
	}
}

func TestDeadline(t *testing.T) {
	d := Start(time.Hour)
	if d.Expired() {
		t.Fatal("a one-hour deadline expired at once")
	}
	if l := d.Left(); l <= 59*time.Minute || l > time.Hour {
		t.Fatalf("Left = %v", l)
	}
	if e := d.Elapsed(); e < 0 || e > time.Minute {
		t.Fatalf("Elapsed = %v", e)
	}
	if p := d.Progress(); p < 0 || p > 0.01 {
		t.Fatalf("Progress = %v", p)
	}
	if d.Total() != time.Hour {
		t.Fatalf("Total = %v", d.Total())
	}

	past := NewDeadline(time.Now().Add(-2*time.Second), time.Second)
	if !past.Expired() || past.Left() > -time.Second || past.Progress() != 1 {
		t.Fatalf("a deadline one second past: Expired %v Left %v Progress %v", past.Expired(), past.Left(), past.Progress())
	}
	if z := (Deadline{}); !z.Expired() {
		t.Fatal("zero Deadline not expired")
	}
	if n := Start(-time.Second); !n.Expired() || n.Total() != 0 || n.Progress() != 1 {
		t.Fatal("negative duration must give an expired, empty window")
	}

	// Sub is capped by the outer deadline and by its own maximum.
	if s := d.Sub(time.Second); s.Total() != time.Second {
		t.Fatalf("Sub(1s) of a 1h deadline: Total %v", s.Total())
	}
	short := Start(time.Second)
	if s := short.Sub(time.Hour); s.Total() > time.Second || s.Total() < 900*ms {
		t.Fatalf("Sub(1h) of a 1s deadline: Total %v", s.Total())
	}
	if s := past.Sub(time.Hour); !s.Expired() {
		t.Fatal("Sub of an expired deadline must be expired")
	}
}

func TestCheckerReadsClockEveryN(t *testing.T) {
	d := Start(200 * ms)
	c := d.Every(8)
	if c.Expired() { // call 1 reads the clock
		t.Fatal("expired at once")
	}
	time.Sleep(250 * ms)
	// Calls 2..8 reuse the first reading; call 9 reads the clock again.
	for i := 2; i <= 8; i++ {
		if c.Expired() {
			t.Fatalf("call %d read the clock; want only every 8th", i)
		}
	}
	if !c.Expired() {
		t.Fatal("call 9 did not see the deadline pass")
	}
	if !c.Expired() {
		t.Fatal("an expired Checker must stay expired")
	}
	if c.Deadline() != d {
		t.Fatal("Deadline() does not return the deadline")
	}
	every := Start(-1).Every(0)
	if !every.Expired() {
		t.Fatal("Every(0) on an expired deadline")
	}
}

func TestBank(t *testing.T) {
	k := NewBank(time.Second)
	if k.Left() != time.Second {
		t.Fatalf("Left = %v", k.Left())
	}
	if k.End() != 0 {
		t.Fatal("End without Begin used time")
	}
	d := k.Begin(Budget{}, 10)
	if d.Total() != 100*ms {
		t.Fatalf("first move allowance %v, want 100ms", d.Total())
	}
	time.Sleep(5 * ms)
	if k.Left() >= time.Second {
		t.Fatal("Left did not count the move in progress")
	}
	used := k.End()
	if used < 5*ms {
		t.Fatalf("End returned %v after sleeping 5ms", used)
	}
	if got := k.Left(); got != time.Second-used {
		t.Fatalf("Left after End = %v, want %v", got, time.Second-used)
	}
	// Outside our turn the bank does not drain.
	before := k.Left()
	time.Sleep(2 * ms)
	if k.Left() != before {
		t.Fatal("bank drained between moves")
	}
	// Begin twice charges the first move.
	k.Begin(Budget{}, 5)
	time.Sleep(2 * ms)
	k.Begin(Budget{}, 4)
	if k.End(); k.Left() > before-2*ms {
		t.Fatalf("Begin without End did not charge the first move: %v left of %v", k.Left(), before)
	}
}

func BenchmarkDeadlineExpired(b *testing.B) {
	d := Start(time.Hour)
	n := 0
	for i := 0; i < b.N; i++ {
		if d.Expired() {
			n++
		}
	}
	if n != 0 {
		b.Fatal("expired")
	}
}

func BenchmarkCheckerExpired256(b *testing.B) {
	c := Start(time.Hour).Every(256)
	n := 0
	for i := 0; i < b.N; i++ {
		if c.Expired() {
			n++
		}
	}
	if n != 0 {
		b.Fatal("expired")
	}
}
