package ioiscore

// Eval knows, for every state of a board, whether Player 1 wins it with
// best play on both sides.
//
// Each player's score is the largest value he owns among the positions
// visited, so the winner is the owner of the largest value visited, and a
// state is the current position p with the largest value M visited so far
// (p included). Eval keeps, per position, the set of M for which Player 1
// wins as a bitset over 1..N and builds it from the successors' sets: the
// move p→q leads to (q, max(M, v(q))), or ends the game when q is the
// start. That is exact for every M without assuming anything about how the
// outcome depends on M (the solution relies on a monotonicity that this
// does not, so the two check each other); it costs N/64 words per arrow.
type Eval struct {
	b     *Board
	words int
	// win[p] has bit M set when Player 1 wins at p with largest value M.
	win [][]uint64
	// mine has bit M set when Player 1 owns the value M.
	mine []uint64
	// below[v] has bits 1..v set.
	below [][]uint64
}

// NewEval solves b, which must satisfy Validate.
func NewEval(b *Board) *Eval {
	n := b.N
	e := &Eval{b: b, words: (n + 64) / 64, win: make([][]uint64, n)}
	e.mine = make([]uint64, e.words)
	for p, v := range b.Value {
		if b.Owner[p] == 1 {
			e.mine[v/64] |= 1 << (v % 64)
		}
	}
	e.below = make([][]uint64, n+1)
	for v := range e.below {
		e.below[v] = make([]uint64, e.words)
		for m := 1; m <= v; m++ {
			e.below[v][m/64] |= 1 << (m % 64)
		}
	}
	order, err := b.order()
	if err != nil {
		panic("ioiscore: NewEval on an invalid board: " + err.Error())
	}
	move := make([]uint64, e.words)
	for i := len(order) - 1; i >= 0; i-- {
		p := order[i]
		w := make([]uint64, e.words)
		for k, q := range b.Succ[p] {
			e.moveSet(q, move)
			for j := range w {
				switch {
				case k == 0:
					w[j] = move[j]
				case b.Owner[p] == 1:
					w[j] |= move[j]
				default:
					w[j] &= move[j]
				}
			}
		}
		e.win[p] = w
	}
	return e
}

// moveSet sets out to the M for which moving to q wins for Player 1.
func (e *Eval) moveSet(q int, out []uint64) {
	if q == 0 {
		copy(out, e.mine)
		return
	}
	v := e.b.Value[q]
	below := e.below[v]
	var fixed uint64 // all ones when W(q, v(q)), for every M <= v(q)
	if e.bit(e.win[q], v) {
		fixed = ^uint64(0)
	}
	for j := range out {
		out[j] = e.win[q][j]&^below[j] | fixed&below[j]
	}
}

func (e *Eval) bit(set []uint64, m int) bool { return set[m/64]>>(m%64)&1 == 1 }

// Wins tells whether Player 1 wins at position p (not the start) when the
// largest value visited, p included, is m.
func (e *Eval) Wins(p, m int) bool { return e.bit(e.win[p], m) }

// MoveWins tells whether the move to q wins for Player 1 when the largest
// value visited before it is m.
func (e *Eval) MoveWins(q, m int) bool {
	if q == 0 {
		return e.bit(e.mine, m)
	}
	if v := e.b.Value[q]; m < v {
		m = v
	}
	return e.Wins(q, m)
}

// StartWins tells whether Player 1 wins the game from the start.
func (e *Eval) StartWins() bool {
	m := e.b.Value[0]
	p1 := e.b.Owner[0] == 1
	for _, q := range e.b.Succ[0] {
		if w := e.MoveWins(q, m); w == p1 {
			return p1
		}
	}
	return !p1
}

// WinningMoves counts the moves from p that win for Player 1 when the
// largest value so far is m.
func (e *Eval) WinningMoves(p, m int) int {
	c := 0
	for _, q := range e.b.Succ[p] {
		if e.MoveWins(q, m) {
			c++
		}
	}
	return c
}
