package ataxx

import "testing"

// perftFigures are the standard 7x7 Ataxx perft counts from the start
// position (facts.md).
var perftFigures = []uint64{1, 16, 256, 6460, 155888, 4752668, 141865520, 5023479496}

func TestPerft(t *testing.T) {
	max := 6
	if testing.Short() {
		max = 5
	}
	for d := 1; d <= max; d++ {
		if got := Perft(Start(), d); got != perftFigures[d] {
			t.Errorf("perft(%d) = %d, want %d", d, got, perftFigures[d])
		}
	}
}

func BenchmarkPerft7(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if got := Perft(Start(), 7); got != perftFigures[7] {
			b.Fatalf("perft(7) = %d, want %d", got, perftFigures[7])
		}
	}
}

// TestHashIncremental plays random games and checks that the incremental
// Zobrist key always equals the one computed from scratch, and that every
// generated move is Legal.
func TestHashIncremental(t *testing.T) {
	seed := uint64(1)
	rnd := func(n int) int {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return int(seed % uint64(n))
	}
	for g := 0; g < 50; g++ {
		p := Start()
		for !p.GameOver() {
			ms := p.Moves(nil)
			for _, m := range ms {
				if !p.Legal(m) {
					t.Fatalf("generated move %v not legal in\n%v", m, p)
				}
			}
			p = p.Play(ms[rnd(len(ms))])
			if h := p.ComputeHash(); h != p.Hash {
				t.Fatalf("hash %x, recomputed %x, at ply %d\n%v", p.Hash, h, p.Ply, p)
			}
		}
	}
}
