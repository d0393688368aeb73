package pseudotonga

import (
	"fmt"
	"github.com/gamews/gamews/tester/pseudotonga/tonga"
	"math/rand/v2"
	"slices"
	"testing"
)

// slowScores is the server's search written as plainly as possible: every
// line of Plies(empties) moves is played on a copy of the board and
// evaluated from scratch by flood fill.
func slowScores(b *tonga.Board, me tonga.Stone) map[int]int64 {
	scores := map[int]int64{}
	var rec func(b *tonga.Board, depth int, c tonga.Stone) int64
	rec = func(b *tonga.Board, depth int, c tonga.Stone) int64 {
		if depth == 0 {
			return b.Eval(me)
		}
		var best int64
		first := true
		for x, v := range b.Cell {
			if v != tonga.Empty {
				continue
			}
			b.Cell[x] = c
			w := rec(b, depth-1, c.Other())
			b.Cell[x] = tonga.Empty
			if first || (c == me && w > best) || (c != me && w < best) {
				best, first = w, false
			}
		}
		return best
	}
	plies := tonga.Plies(b.Empties())
	c := b.Clone()
	for x, v := range c.Cell {
		if v != tonga.Empty {
			continue
		}
		c.Cell[x] = me
		scores[x] = rec(c, plies-1, me.Other())
		c.Cell[x] = tonga.Empty
	}
	return scores
}

// randomBoard fills about fill of an n×n board with random stones, in
// clumps now and then so that large isles occur.
func randomBoard(r *rand.Rand, n int, fill float64) *tonga.Board {
	b := tonga.NewBoard(n)
	for i := range b.Cell {
		if r.Float64() < fill {
			b.Cell[i] = tonga.Stone(1 + r.IntN(2))
			if i > 0 && r.IntN(2) == 0 && b.Cell[i-1] != tonga.Empty {
				b.Cell[i] = b.Cell[i-1]
			}
			if i >= n && r.IntN(3) == 0 && b.Cell[i-n] != tonga.Empty {
				b.Cell[i] = b.Cell[i-n]
			}
		}
	}
	return b
}

func TestSearchMatchesSlow(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var s tonga.Searcher
	cases := 0
	for _, n := range []int{6, 8} {
		trials := 60
		if n == 8 {
			trials = 12
		}
		for trial := 0; trial < trials; trial++ {
			fill := r.Float64()
			if trial%5 == 0 {
				fill = 0.9 + 0.1*r.Float64() // the end game, with its fewer plies
			}
			b := randomBoard(r, n, fill)
			if n == 8 && b.Empties() > 40 {
				continue // keep the slow search's cost bounded
			}
			me := tonga.Stone(1 + r.IntN(2))
			name := fmt.Sprintf("n=%d/trial=%d/empties=%d", n, trial, b.Empties())
			want := slowScores(b, me)
			got := make([]int64, n*n)
			s.Scores(b, me, got)
			var wantBest int64
			var wantSet []int
			for x, v := range want {
				if got[x] != v {
					t.Errorf("%s: score of square %d = %d, slow search says %d", name, x, got[x], v)
				}
				if len(wantSet) == 0 || v > wantBest {
					wantBest, wantSet = v, []int{x}
				} else if v == wantBest {
					wantSet = append(wantSet, x)
				}
			}
			slices.Sort(wantSet)
			best, set := s.Best(b, me, nil)
			if len(want) > 0 && (best != wantBest || !slices.Equal(set, wantSet)) {
				t.Errorf("%s: Best = %d %v, slow search says %d %v", name, best, set, wantBest, wantSet)
			}
			cases++
		}
	}
	// Positions of real games, whose isles look nothing like random noise.
	for _, n := range []int{6, 8} {
		boards, movers := selfPlayPositions(n, uint64(n))
		for k, b := range boards {
			if b.Empties() > 40 || (n == 8 && k%3 != 0) {
				continue
			}
			want := slowScores(b, movers[k])
			got := make([]int64, n*n)
			s.Scores(b, movers[k], got)
			for x, v := range want {
				if got[x] != v {
					t.Errorf("self-play n=%d move %d: score of square %d = %d, slow search says %d", n, k, x, got[x], v)
				}
			}
			cases++
		}
	}
	if cases < 40 {
		t.Fatalf("only %d positions compared", cases)
	}
}

// TestEvalByHand checks the evaluation and the points on the statement's
// examples.
func TestEvalByHand(t *testing.T) {
	b := parseBoard(t, `
WWBB
WBWW
BWBB
BWWB`)
	black, white := b.Points()
	if white != 22 || black != 18 {
		t.Errorf("Points = black %d white %d, the statement says 18 and 22", black, white)
	}
	// A 2-isle with three empty neighbours against a lone stone with two.
	b = parseBoard(t, `
BB.
...
..W`)
	if got := b.Eval(tonga.Black); got != 2*2*3-1*2 {
		t.Errorf("Eval(Black) = %d, want %d", got, 2*2*3-1*2)
	}
	if got := b.Eval(tonga.White); got != -(2*2*3 - 1*2) {
		t.Errorf("Eval(White) = %d, want %d", got, -(2*2*3 - 1*2))
	}
}

func parseBoard(t *testing.T, s string) *tonga.Board {
	t.Helper()
	var rows []string
	for _, line := range splitLines(s) {
		if line != "" {
			rows = append(rows, line)
		}
	}
	b := tonga.NewBoard(len(rows))
	for r, row := range rows {
		for c, ch := range row {
			switch ch {
			case 'B':
				b.Cell[r*b.N+c] = tonga.Black
			case 'W':
				b.Cell[r*b.N+c] = tonga.White
			}
		}
	}
	return b
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}
