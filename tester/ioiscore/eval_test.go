package ioiscore

import (
	"math/rand/v2"
	"testing"
)

// bruteWins plays the rules literally, with both scores: the move starts
// at p with scores s1, s2 not yet updated for p; it reports whether
// Player 1 wins with best play on both sides.
func bruteWins(b *Board, p, s1, s2 int, memo map[[3]int]bool) bool {
	if b.Owner[p] == 1 {
		s1 = max(s1, b.Value[p])
	} else {
		s2 = max(s2, b.Value[p])
	}
	key := [3]int{p, s1, s2}
	if w, ok := memo[key]; ok {
		return w
	}
	mine := b.Owner[p] == 1
	w := !mine
	for _, q := range b.Succ[p] {
		r := s1 > s2
		if q != 0 {
			r = bruteWins(b, q, s1, s2, memo)
		}
		if r == mine {
			w = mine
			break
		}
	}
	memo[key] = w
	return w
}

// randomBoard draws a small board with random owners and values.
func randomBoard(r *rand.Rand) *Board {
	n := 2 + r.IntN(9)
	b := randomGraph(r, n, 0.5+3*r.Float64(), []int{0, 2, 4}[r.IntN(3)], r.Float64()*0.5)
	for p := range b.Owner {
		b.Owner[p] = 1 + r.IntN(2)
	}
	for p, v := range r.Perm(n) {
		b.Value[p] = v + 1
	}
	return b
}

// TestEvalMatchesGameSearch checks Eval in every state of random small
// boards against the literal search.
func TestEvalMatchesGameSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	starts := [2]int{}
	for k := 0; k < 3000; k++ {
		b := randomBoard(r)
		if err := b.Validate(); err != nil {
			t.Fatalf("board %d: randomGraph broke a guarantee: %v", k, err)
		}
		e := NewEval(b)
		memo := map[[3]int]bool{}
		want := bruteWins(b, 0, 0, 0, memo)
		if got := e.StartWins(); got != want {
			t.Fatalf("board %d: StartWins = %v, search %v: %+v", k, got, want, b)
		}
		if want {
			starts[1]++
		} else {
			starts[0]++
		}
		for p := 1; p < b.N; p++ {
			for m := b.Value[p]; m <= b.N; m++ {
				// The owner of m holds m; the other player's score is
				// lower and does not matter.
				s1, s2 := 0, 0
				if b.Owner[posOf(b, m)] == 1 {
					s1 = m
				} else {
					s2 = m
				}
				if got, want := e.Wins(p, m), bruteWins(b, p, s1, s2, memo); got != want {
					t.Fatalf("board %d: Wins(%d, %d) = %v, search %v: %+v", k, p+1, m, got, want, b)
				}
			}
		}
	}
	if starts[0] < 300 || starts[1] < 300 {
		t.Fatalf("too few boards of one outcome: %v lost, won", starts)
	}
}

func posOf(b *Board, v int) int {
	for p, x := range b.Value {
		if x == v {
			return p
		}
	}
	return -1
}
