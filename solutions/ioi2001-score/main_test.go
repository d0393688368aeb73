package main

import (
	"bytes"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/gamews/gamews/lib/fastio"
)

// randomBoard makes a board meeting the statement's guarantees: arrows
// among positions 1..n-1 follow a random order (so every cycle passes
// through 0), every position has an arrow in from an earlier one and an
// arrow out, values are a permutation.
func randomBoard(r *rand.Rand, n int, density float64) *board {
	b := &board{n: n, succ: make([][]int32, n), owner: make([]int8, n),
		value: make([]int32, n), byValue: make([]int32, n+1)}
	order := append([]int{0}, r.Perm(n-1)...)
	for i := 1; i < n; i++ {
		order[i]++
	}
	adj := make([][]bool, n)
	for i := range adj {
		adj[i] = make([]bool, n)
	}
	for k := 1; k < n; k++ {
		adj[order[r.Intn(k)]][order[k]] = true
		for j := 0; j < k; j++ {
			if r.Float64() < density {
				adj[order[j]][order[k]] = true
			}
		}
		if r.Float64() < density {
			adj[order[k]][0] = true
		}
	}
	adj[order[n-1]][0] = true
	for k := 1; k < n; k++ {
		p := order[k]
		has := false
		for q := 0; q < n; q++ {
			has = has || adj[p][q]
		}
		if !has {
			adj[p][0] = true
		}
	}
	for p := 0; p < n; p++ {
		for q := 0; q < n; q++ {
			if adj[p][q] {
				b.succ[p] = append(b.succ[p], int32(q))
			}
		}
		b.owner[p] = int8(1 + r.Intn(2))
	}
	for p, v := range r.Perm(n) {
		b.value[p] = int32(v + 1)
		b.byValue[v+1] = int32(p)
	}
	return b
}

// bruteWins plays the rules literally: the move starts at p with scores
// s1, s2 not yet updated for p; it reports whether Player 1 wins with
// best play on both sides.
func bruteWins(b *board, p int32, s1, s2 int32, memo map[[3]int32]bool) bool {
	if b.owner[p] == 1 {
		s1 = max32(s1, b.value[p])
	} else {
		s2 = max32(s2, b.value[p])
	}
	key := [3]int32{p, s1, s2}
	if w, ok := memo[key]; ok {
		return w
	}
	mine := b.owner[p] == 1
	w := !mine // P1 wants any winning arrow, P2 any losing one
	for _, q := range b.succ[p] {
		var r bool
		if q == 0 {
			r = s1 > s2
		} else {
			r = bruteWins(b, q, s1, s2, memo)
		}
		if mine && r {
			w = true
			break
		}
		if !mine && !r {
			w = false
			break
		}
	}
	memo[key] = w
	return w
}

// playAll plays the solver's moves against every possible opponent line
// from p with largest value m and scores s1, s2 (after p), and returns a
// losing line if there is one.
func playAll(b *board, p int32, m, s1, s2 int32, line []int32) []int32 {
	var next []int32
	if b.owner[p] == 1 {
		next = []int32{b.choose(p, m)}
	} else {
		next = b.succ[p]
	}
	for _, q := range next {
		l := append(append([]int32(nil), line...), q+1)
		if q == 0 {
			if s1 <= s2 {
				return l
			}
			continue
		}
		t1, t2 := s1, s2
		if b.owner[q] == 1 {
			t1 = max32(t1, b.value[q])
		} else {
			t2 = max32(t2, b.value[q])
		}
		if bad := playAll(b, q, max32(m, b.value[q]), t1, t2, l); bad != nil {
			return bad
		}
	}
	return nil
}

// TestWinsEveryWinnableGame checks, on random small boards, that the
// solver's verdict at the start matches the literal game search and that
// its moves win against every opponent line when the game is winnable.
func TestWinsEveryWinnableGame(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	won, lost := 0, 0
	for k := 0; k < 4000; k++ {
		n := 2 + r.Intn(10)
		b := randomBoard(r, n, []float64{0.1, 0.3, 0.6}[k%3])
		b.solve()
		want := bruteWins(b, 0, 0, 0, map[[3]int32]bool{})
		m := b.value[0]
		got := b.owner[0] == 2
		for _, q := range b.succ[0] {
			if w := b.wins(q, m); b.owner[0] == 1 && w {
				got = true
			} else if b.owner[0] == 2 && !w {
				got = false
			}
		}
		if got != want {
			t.Fatalf("board %d: solver says win=%v, game search %v\n%s", k, got, want, dump(b))
		}
		if !want {
			lost++
			continue
		}
		won++
		var s1, s2 int32
		if b.owner[0] == 1 {
			s1 = m
		} else {
			s2 = m
		}
		if line := playAll(b, 0, m, s1, s2, nil); line != nil {
			t.Fatalf("board %d: the solver loses along %v\n%s", k, line, dump(b))
		}
	}
	if won < 1000 || lost < 500 {
		t.Fatalf("too few boards of one kind: %d winnable, %d not", won, lost)
	}
}

func dump(b *board) string {
	var s strings.Builder
	for p := 0; p < b.n; p++ {
		fmt.Fprintf(&s, "%d: owner %d value %d ->", p+1, b.owner[p], b.value[p])
		for _, q := range b.succ[p] {
			fmt.Fprintf(&s, " %d", q+1)
		}
		s.WriteByte('\n')
	}
	return s.String()
}

// TestStatementExample plays the statement's example through main's I/O.
func TestStatementExample(t *testing.T) {
	in := `4
0 1 0 0
0 0 1 1
0 0 0 1
1 0 0 0
1 1 2 2
1 3 4 2
1
`
	rd := fastio.NewReader(strings.NewReader(in))
	var out bytes.Buffer
	w := fastio.NewWriter(&out)
	b := readBoard(rd)
	b.solve()
	b.play(rd, w)
	w.Flush()
	if got := out.String(); got != "2\n4\n" {
		t.Fatalf("moves %q, want %q", got, "2\n4\n")
	}
}

// BenchmarkReadAndSolve reads an N = 1000 board with about 100,000 arrows
// from text and solves it: the whole cost of a game but the moves.
func BenchmarkReadAndSolve(b *testing.B) {
	r := rand.New(rand.NewSource(1))
	bd := randomBoard(r, 1000, 0.2)
	var in bytes.Buffer
	fmt.Fprintln(&in, bd.n)
	for p := 0; p < bd.n; p++ {
		row := bytes.Repeat([]byte("0 "), bd.n)
		for _, q := range bd.succ[p] {
			row[2*q] = '1'
		}
		row[len(row)-1] = '\n'
		in.Write(row)
	}
	for p := 0; p < bd.n; p++ {
		fmt.Fprint(&in, bd.owner[p], " ")
	}
	fmt.Fprintln(&in)
	for p := 0; p < bd.n; p++ {
		fmt.Fprint(&in, bd.value[p], " ")
	}
	fmt.Fprintln(&in)
	arrows := 0
	for _, s := range bd.succ {
		arrows += len(s)
	}
	b.ReportMetric(float64(arrows), "arrows")
	b.SetBytes(int64(in.Len()))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		got := readBoard(fastio.NewReader(bytes.NewReader(in.Bytes())))
		got.solve()
	}
}
