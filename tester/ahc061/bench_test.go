package ahc061

import (
	"bufio"
	"context"
	"fmt"
	"io"
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

// BenchmarkPlayJudge is a whole judged game against the cheapest possible
// solution (it keeps its piece in place and skips the reports line by
// line), so that the figure is the judge's own cost: engine, report
// formatting, line reading and echo.
func BenchmarkPlayJudge(b *testing.B) {
	input := officialInput(b, 3)
	in, _ := Parse(input)
	stay := []byte(fmt.Sprintf("%d %d\n", in.Start[0]/N, in.Start[0]%N))
	skip := 2*in.M + 2*N
	sol := func(r *bufio.Reader, w io.Writer) {
		for i := 0; i < 1+N+in.M; i++ {
			r.ReadSlice('\n')
		}
		for t := 0; t < T; t++ {
			w.Write(stay)
			for i := 0; i < skip; i++ {
				if _, err := r.ReadSlice('\n'); err != nil {
					return
				}
			}
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err, _ := playFake(context.Background(), b, input, sol); err != nil {
			b.Fatal(err)
		}
	}
}
