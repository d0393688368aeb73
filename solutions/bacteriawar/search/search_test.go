package search

import (
	"testing"
	"time"

	"github.com/gamews/gamews/solutions/bacteriawar/ataxx"
)

func sq(row, col int) uint64 { return 1 << uint(7*(row-1)+col-1) }

func TestFindsWipeOut(t *testing.T) {
	// O to move can clone to (4,4) and take both X stones, ending the game.
	o := sq(1, 1) | sq(3, 3) | sq(7, 7)
	x := sq(3, 4) | sq(4, 5)
	p := ataxx.FromStones(o, x, 0, 10)
	r := New(16).Search(p, Limits{Depth: 6})
	q := p.Play(r.Move)
	if q.Me != 0 || r.Score < Win {
		t.Fatalf("move %v score %d leaves X with stones:\n%v", r.Move, r.Score, q.String())
	}
}

func TestHardLimit(t *testing.T) {
	p := ataxx.Start()
	for _, lim := range []time.Duration{5 * time.Millisecond, 50 * time.Millisecond} {
		start := time.Now()
		r := New(16).Search(p, Limits{Soft: lim, Hard: lim})
		if el := time.Since(start); el > lim+300*time.Millisecond { // loose: the machine may be loaded; an ignored deadline takes seconds
			t.Errorf("limit %v: search took %v", lim, el)
		}
		if !p.Legal(r.Move) {
			t.Errorf("limit %v: illegal move %v", lim, r.Move)
		}
	}
}

// TestDeterministicDepth checks that a depth-limited search gives the same
// move and score from a fresh table, and that deeper iterations keep legal
// moves along a game.
func TestSearchPlaysLegalGame(t *testing.T) {
	s := New(16)
	p := ataxx.Start()
	for !p.GameOver() {
		r := s.Search(p, Limits{Depth: 3})
		if !p.Legal(r.Move) {
			t.Fatalf("ply %d: illegal move %v\n%v", p.Ply, r.Move, p.String())
		}
		p = p.Play(r.Move)
	}
}

// BenchmarkSearch200ms reports nodes per second and depth reached in
// 200 ms from the start position.
func BenchmarkSearch200ms(b *testing.B) {
	var nodes uint64
	var depth int
	var el time.Duration
	for i := 0; i < b.N; i++ {
		r := New(20).Search(ataxx.Start(), Limits{Soft: 200 * time.Millisecond, Hard: 200 * time.Millisecond})
		nodes += r.Nodes
		depth += r.Depth
		el += r.Time
	}
	b.ReportMetric(float64(nodes)/el.Seconds(), "nodes/s")
	b.ReportMetric(float64(depth)/float64(b.N), "depth")
}
