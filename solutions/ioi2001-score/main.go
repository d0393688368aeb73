// Command ioi2001-score plays IOI 2001's Score as Player 1 and wins every
// game that can be won against an optimal opponent.
//
// Both scores are the largest value each player owns among the positions
// visited, so the game is won by the owner of the largest value visited.
// Since every cycle passes through position 1, the game is a walk down a
// DAG, and a state is the current position p and the largest value M seen
// so far (including p). For a fixed p, whether Player 1 wins is monotone in
// M among the values he owns (a larger M of his can only help) and among
// the values the opponent owns (a larger one only hurts), so a position is
// summed up by two thresholds:
//
//	with M owned by Player 1, he wins iff M > alpha[p];
//	with M owned by Player 2, he wins iff M < beta[p].
//
// Moving p→q gives the state (q, max(M, v(q))): below v(q) the outcome
// is the fixed win[q] = W(q, v(q)), above it M decides through q's
// thresholds, so each arrow yields thresholds of its own and a position
// takes their min or max depending on its owner. That is O(N + arrows) on
// one pass in reverse topological order, then O(degree) per move. The
// official solution's depth-first search keeps one score pair per
// position and ignores the scores already made; this one is exact.
//
// Moves are chosen deterministically (the lowest-numbered winning arrow,
// returning to 1 first when that wins), as the re-run check demands.
package main

import (
	"os"

	"github.com/gamews/gamews/lib/fastio"
)

func main() {
	rd := fastio.NewReader(os.Stdin)
	out := fastio.NewWriter(os.Stdout)
	b := readBoard(rd)
	if b == nil {
		return
	}
	b.solve()
	b.play(rd, out)
}

// board is the game: positions 0..n-1 (the file's 1..n), position 0 the
// start.
type board struct {
	n     int
	succ  [][]int32 // arrows out of each position, in increasing order
	owner []int8    // 1 or 2
	value []int32   // a permutation of 1..n
	// byValue[v] is the position whose value is v.
	byValue []int32
	// alpha, beta are the thresholds above; win[p] is W(p, value[p]).
	alpha, beta []int32
	win         []bool
}

// readBoard reads the board; nil if the input ends early.
func readBoard(rd *fastio.Reader) *board {
	n := rd.Int()
	if n <= 0 {
		return nil
	}
	b := &board{n: n, succ: make([][]int32, n), owner: make([]int8, n),
		value: make([]int32, n), byValue: make([]int32, n+1)}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if rd.Int() == 1 && i != j {
				b.succ[i] = append(b.succ[i], int32(j))
			}
		}
	}
	for i := range b.owner {
		b.owner[i] = int8(rd.Int())
	}
	for i := range b.value {
		v := rd.Int()
		if v < 1 || v > n {
			v = 1
		}
		b.value[i] = int32(v)
		b.byValue[v] = int32(i)
	}
	return b
}

// solve computes alpha, beta and win for every position but the start, in
// reverse topological order of the arrows that do not return to 0.
func (b *board) solve() {
	n := b.n
	b.alpha, b.beta, b.win = make([]int32, n), make([]int32, n), make([]bool, n)
	indeg := make([]int32, n)
	for p := 1; p < n; p++ {
		for _, q := range b.succ[p] {
			if q != 0 {
				indeg[q]++
			}
		}
	}
	order := make([]int32, 0, n)
	for p := 1; p < n; p++ {
		if indeg[p] == 0 {
			order = append(order, int32(p))
		}
	}
	for i := 0; i < len(order); i++ {
		for _, q := range b.succ[order[i]] {
			if q != 0 {
				if indeg[q]--; indeg[q] == 0 {
					order = append(order, q)
				}
			}
		}
	}
	// Positions on a cycle avoiding 0 (which the rules exclude) never
	// enter order; they keep the thresholds of a lost position.
	for p := 1; p < n; p++ {
		b.alpha[p], b.beta[p] = int32(n), 0
	}
	for i := len(order) - 1; i >= 0; i-- {
		p := order[i]
		var a, bt int32
		for k, q := range b.succ[p] {
			qa, qb := b.arrow(q)
			if k == 0 {
				a, bt = qa, qb
			} else if b.owner[p] == 1 {
				a, bt = min32(a, qa), max32(bt, qb)
			} else {
				a, bt = max32(a, qa), min32(bt, qb)
			}
		}
		if len(b.succ[p]) == 0 {
			a, bt = int32(n), 0
		}
		b.alpha[p], b.beta[p] = a, bt
		if b.owner[p] == 1 {
			b.win[p] = b.value[p] > a
		} else {
			b.win[p] = b.value[p] < bt
		}
	}
}

// arrow returns the thresholds of moving to q, as functions of the largest
// value M before the move.
func (b *board) arrow(q int32) (alpha, beta int32) {
	if q == 0 {
		// The game ends: the owner of M wins.
		return 0, 0
	}
	if b.win[q] {
		return 0, max32(b.value[q], b.beta[q])
	}
	return max32(b.value[q], b.alpha[q]), 0
}

// wins tells whether moving to q wins for Player 1 when the largest value
// so far is m.
func (b *board) wins(q int32, m int32) bool {
	mine := b.owner[b.byValue[m]] == 1
	switch {
	case q == 0:
		return mine
	case m < b.value[q]:
		return b.win[q]
	case mine:
		return m > b.alpha[q]
	}
	return m < b.beta[q]
}

// choose returns Player 1's move from p with largest value m: returning
// to the start if that wins, else the lowest-numbered winning arrow, else
// (a lost game) the first arrow.
func (b *board) choose(p int32, m int32) int32 {
	s := b.succ[p]
	for _, q := range s {
		if q == 0 && b.wins(q, m) {
			return 0
		}
	}
	for _, q := range s {
		if b.wins(q, m) {
			return q
		}
	}
	if len(s) == 0 {
		return 0
	}
	return s[0]
}

// play plays the game from the start, reading the opponent's moves from rd
// and writing its own to out.
func (b *board) play(rd *fastio.Reader, out *fastio.Writer) {
	p := int32(0)
	m := b.value[0]
	for {
		var q int32
		if b.owner[p] == 1 {
			q = b.choose(p, m)
			out.Int(int(q) + 1)
			out.Newline()
			out.Flush()
		} else {
			v := rd.Int() // 0 at the end of the input
			if v < 1 || v > b.n {
				return // the input ended or is not a position
			}
			q = int32(v - 1)
		}
		if q == 0 {
			return
		}
		p = q
		m = max32(m, b.value[q])
	}
}

func min32(a, b int32) int32 {
	if a < b {
		return a
	}
	return b
}

func max32(a, b int32) int32 {
	if a > b {
		return a
	}
	return b
}
