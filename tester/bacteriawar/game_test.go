package bacteriawar

import "testing"

// perftFigures are the standard 7x7 Ataxx perft counts from the start
// position (facts.md).
var perftFigures = []uint64{1, 16, 256, 6460, 155888, 4752668, 141865520, 5023479496}

func TestPerft(t *testing.T) {
	max := 5
	for d := 1; d <= max; d++ {
		if got := Perft(Start(), d); got != perftFigures[d] {
			t.Errorf("perft(%d) = %d, want %d", d, got, perftFigures[d])
		}
	}
}
