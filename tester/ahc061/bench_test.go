package ahc061

import (
	"context"
	"math/rand"
	"testing"
)

// BenchmarkTurn is one turn of the engine with 8 players: every AI's
// choice (candidate search and evaluation) and the resolution. Reported
// per turn.
func BenchmarkTurn(b *testing.B) {
	in := Generate(3, GenOptions{M: 8})
	rng := rand.New(rand.NewSource(1))
	var buf [Cells]int
	dest := make([]int, 0, MaxM)
	s := NewState(in)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Turn == T {
			s = NewState(in)
		}
		cand := s.Candidates(0, buf[:0])
		dest = s.PlayTurn(cand[rng.Intn(len(cand))], dest)
	}
}

// BenchmarkGame is a whole game (100 turns, 8 players) of a random player
// on the engine alone.
func BenchmarkGame(b *testing.B) {
	in := Generate(3, GenOptions{M: 8})
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < b.N; i++ {
		playRandom(in, rng)
	}
}

// BenchmarkPlay is a whole judged game over in-process pipes: the
// protocol's formatting and parsing on both sides plus the engine.
func BenchmarkPlay(b *testing.B) {
	input := officialInput(b, 3)
	for i := 0; i < b.N; i++ {
		if _, err, _ := playFake(context.Background(), b, input, randomSolution(1, 0, "")); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGenerate is one input file.
func BenchmarkGenerate(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Generate(uint64(i), GenOptions{}).WriteTo(discard{})
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
