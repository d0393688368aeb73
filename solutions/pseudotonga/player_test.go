package pseudotonga

import (
	"github.com/gamews/gamews/tester/pseudotonga/tonga"
	"math/rand/v2"
	"testing"
)

// TestPlayerWinsSmallBoards plays whole 6×6 games against the server (the
// engine's, with a seeded coin), checking every move is legal and that
// the player wins them, as it does every 6×6 game of the report.
func TestPlayerWinsSmallBoards(t *testing.T) {
	for seed := uint64(0); seed < 4; seed++ {
		n := 6
		p := &PseudoTonga{}
		rng := rand.New(rand.NewPCG(seed, 1))
		var s tonga.Searcher
		b := tonga.NewBoard(n)
		var srv tonga.Stone = tonga.White
		var mv []int
		if seed%2 == 1 {
			srv = tonga.Black
			x := (n/2-1)*n + n/2
			b.Cell[x] = srv
			mv = p.Init(n, x/n, x%n)
		} else {
			mv = p.Init(n, -1, -1)
		}
		for {
			if len(mv) != 2 || mv[0] < 0 || mv[0] >= n || mv[1] < 0 || mv[1] >= n || b.Cell[mv[0]*n+mv[1]] != tonga.Empty {
				t.Fatalf("seed %d: illegal move %v", seed, mv)
			}
			b.Cell[mv[0]*n+mv[1]] = srv.Other()
			if b.Empties() == 0 {
				break
			}
			_, set := s.Best(b, srv, nil)
			x := set[rng.IntN(len(set))]
			b.Cell[x] = srv
			if b.Empties() == 0 {
				break
			}
			mv = p.Move(x/n, x%n)
		}
		black, white := b.Points()
		mine, theirs := black, white
		if srv == tonga.Black {
			mine, theirs = white, black
		}
		if mine <= theirs {
			t.Errorf("seed %d: the player lost %d to %d", seed, mine, theirs)
		}
	}
}

func TestEvaluatorMatchesFloodFill(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := 0; trial < 200; trial++ {
		n := 6 + 2*rng.IntN(6)
		b := tonga.NewBoard(n)
		fill := rng.Float64()
		for i := range b.Cell {
			if rng.Float64() < fill {
				b.Cell[i] = tonga.Stone(1 + rng.IntN(2))
			}
		}
		opts := DefaultOptions()
		p := &PseudoTonga{Opts: &opts, me: tonga.Black, srv: tonga.White}
		p.ev.init(n, tonga.Black, opts.Weight, 1)
		slow := func(b *tonga.Board) float64 {
			v := 0.0
			for _, is := range b.Isles() {
				x := float64(is.Area) + opts.Weight*float64(is.Perimeter)
				if is.Colour == tonga.Black {
					v += x * x
				} else {
					v -= x * x
				}
			}
			return v
		}
		v0 := p.ev.setup(b)
		if d := v0 - slow(b); d > 1e-6 || d < -1e-6 {
			t.Fatalf("setup %v, flood fill %v", v0, slow(b))
		}
		for x := range b.Cell {
			if b.Cell[x] != tonga.Empty {
				continue
			}
			for _, c := range []tonga.Stone{tonga.Black, tonga.White} {
				b.Cell[x] = c
				want := slow(b)
				b.Cell[x] = tonga.Empty
				if got := v0 + p.ev.delta(x, c); got-want > 1e-6 || want-got > 1e-6 {
					t.Fatalf("n=%d: delta at %d colour %d: %v, flood fill %v", n, x, c, got, want)
				}
			}
		}
	}
}
