package pseudotonga

import (
	"github.com/gamews/gamews/tester/pseudotonga/tonga"
	"testing"
	"time"
)

// selfPlayPositions plays the server against itself on an n×n board and
// returns the position before each server move, with the colour to move.
func selfPlayPositions(n int, seed uint64) ([]*tonga.Board, []tonga.Stone) {
	sv := NewServer(seed)
	b := tonga.NewBoard(n)
	var boards []*tonga.Board
	var movers []tonga.Stone
	c := tonga.Black
	for b.Empties() > 0 {
		boards = append(boards, b.Clone())
		movers = append(movers, c)
		b.Cell[sv.Move(b, c)] = c
		c = c.Other()
	}
	return boards, movers
}

// BenchmarkServerMove16 times one server move at N=16, averaged over the
// positions of a whole self-play game.
func BenchmarkServerMove16(b *testing.B) {
	boards, movers := selfPlayPositions(16, 1)
	var s tonga.Searcher
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(boards)
		s.Best(boards[k], movers[k], nil)
	}
}

// TestServerMoveTimes prints the slowest server moves of a self-play game
// at N=16 (run with -v); it is a measurement, not a pass/fail check.
func TestServerMoveTimes(t *testing.T) {
	if testing.Short() {
		t.Skip("measurement")
	}
	boards, movers := selfPlayPositions(16, 3)
	var s tonga.Searcher
	var total, worst time.Duration
	var pairs int64
	for k := range boards {
		start := time.Now()
		s.Best(boards[k], movers[k], nil)
		d := time.Since(start)
		p, _ := s.Stats()
		pairs += p
		total += d
		if d > worst {
			worst = d
		}
	}
	t.Logf("N=16: %d moves, mean %v, worst %v, mean pairs %d", len(boards), total/time.Duration(len(boards)), worst, pairs/int64(len(boards)))
}
