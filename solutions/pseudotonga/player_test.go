package pseudotonga

import (
	"math/rand/v2"
	"testing"
)

func TestProfGame(t *testing.T) {
	n := 12
	opts := DefaultOptions
	opts.Depth = 2
	p := &PseudoTonga{Opts: &opts}
	rng := rand.New(rand.NewPCG(1, 1))
	var s Searcher
	b := NewBoard(n)
	mv := p.Init(n, -1, -1)
	for {
		b.Cell[mv[0]*n+mv[1]] = p.me
		if b.Empties() == 0 {
			break
		}
		_, set := s.Best(b, p.srv, nil)
		x := set[rng.IntN(len(set))]
		b.Cell[x] = p.srv
		if b.Empties() == 0 {
			break
		}
		mv = p.Move(x/n, x%n)
	}
}

func TestEvaluatorMatchesFloodFill(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := 0; trial < 200; trial++ {
		n := 6 + 2*rng.IntN(6)
		b := NewBoard(n)
		fill := rng.Float64()
		for i := range b.Cell {
			if rng.Float64() < fill {
				b.Cell[i] = Stone(1 + rng.IntN(2))
			}
		}
		opts := DefaultOptions
		p := &PseudoTonga{Opts: &opts, me: Black, srv: White}
		p.ev.init(n, Black, opts.Weight, opts.Lambda)
		slow := func(b *Board) float64 {
			v := 0.0
			for _, is := range b.Isles() {
				x := float64(is.Area) + opts.Weight*float64(is.Perimeter)
				if is.Colour == Black {
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
			if b.Cell[x] != Empty {
				continue
			}
			for _, c := range []Stone{Black, White} {
				b.Cell[x] = c
				want := slow(b)
				b.Cell[x] = Empty
				if got := v0 + p.ev.delta(x, c); got-want > 1e-6 || want-got > 1e-6 {
					t.Fatalf("n=%d: delta at %d colour %d: %v, flood fill %v", n, x, c, got, want)
				}
			}
		}
	}
}
