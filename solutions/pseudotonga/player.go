// Package pseudotonga is a player of TopCoder's PseudoTonga (Marathon
// Match 6), written as the TopCoder class PseudoTonga with the methods
// init and move; the bundler's topcoder adapter serves them on
// stdin/stdout.
//
// The server's strategy is fully known (engine.go replicates it: a
// three-ply minimax on area² × perimeter) except for its coin among
// equally rated squares. So the player searches against it exactly: for
// each candidate square it computes the server's whole set of best
// replies and averages the value of the positions they lead to
// (expectimax over the coin), looking one more move ahead for the most
// promising candidates when time allows.
package pseudotonga

import (
	"sort"
	"time"
)

// PseudoTonga is the player. The zero value is ready: TopCoder calls Init
// once per game, then Move after each server move.
type PseudoTonga struct {
	// Opts tunes the search; nil means DefaultOptions.
	Opts *Options

	b        *Board
	me, srv  Stone
	s        Searcher
	used     time.Duration
	replies  []int
	cand     []cand
	scoreBuf []int64
}

// Options tunes the player's search.
type Options struct {
	// Candidates is how many squares, ranked by a one-move look-ahead, get
	// the full treatment (the server's replies computed).
	Candidates int
	// Budget is the thinking time per game the player aims to use.
	Budget time.Duration
	// Weight is the weight of liberties in the evaluation: an isle of area
	// a with p empty neighbours counts a² × (1 + Weight × p).
	Weight float64
	// Eval selects the evaluation (see evaluate).
	Eval int
}

// DefaultOptions are the options of the zero PseudoTonga.
var DefaultOptions = Options{Candidates: 12, Budget: 4 * time.Second, Weight: 0.5}

type cand struct {
	sq  int
	val float64
}

func (p *PseudoTonga) opts() *Options {
	if p.Opts != nil {
		return p.Opts
	}
	return &DefaultOptions
}

// Init starts a game on an n×n board; row and col are the server's first
// move, or -1 when the player starts.
func (p *PseudoTonga) Init(n, row, col int) []int {
	p.b = NewBoard(n)
	p.used = 0
	p.me, p.srv = Black, White
	if row >= 0 {
		p.me, p.srv = White, Black
	}
	return p.Move(row, col)
}

// Move records the server's move at (row, col) and returns the player's.
func (p *PseudoTonga) Move(row, col int) []int {
	start := time.Now()
	if row >= 0 && col >= 0 {
		p.b.Cell[row*p.b.N+col] = p.srv
	}
	x := p.choose()
	p.b.Cell[x] = p.me
	p.used += time.Since(start)
	return []int{x / p.b.N, x % p.b.N}
}

// choose picks the player's square on p.b.
func (p *PseudoTonga) choose() int {
	b := p.b
	o := p.opts()
	empties := b.Empties()
	if empties == len(b.Cell) {
		h := b.N / 2
		return (h-1)*b.N + h - 1
	}
	// Rank every empty square by the position it leaves, before the reply.
	p.cand = p.cand[:0]
	for x, v := range b.Cell {
		if v != Empty {
			continue
		}
		b.Cell[x] = p.me
		p.cand = append(p.cand, cand{x, p.evaluate(b)})
		b.Cell[x] = Empty
	}
	sort.SliceStable(p.cand, func(i, j int) bool { return p.cand[i].val > p.cand[j].val })
	if empties == 1 {
		return p.cand[0].sq
	}
	k := o.Candidates
	if k > len(p.cand) {
		k = len(p.cand)
	}
	best, bestVal := p.cand[0].sq, -1e300
	for _, c := range p.cand[:k] {
		b.Cell[c.sq] = p.me
		v := p.expectReply(b)
		b.Cell[c.sq] = Empty
		if v > bestVal {
			best, bestVal = c.sq, v
		}
	}
	return best
}

// expectReply is the mean value of the positions the server's best
// replies lead to from b, the server to move.
func (p *PseudoTonga) expectReply(b *Board) float64 {
	if b.Empties() == 0 {
		return p.evaluate(b)
	}
	_, p.replies = p.s.Best(b, p.srv, p.replies)
	sum := 0.0
	for _, r := range p.replies {
		b.Cell[r] = p.srv
		sum += p.evaluate(b)
		b.Cell[r] = Empty
	}
	return sum / float64(len(p.replies))
}

// evaluate rates b for the player.
func (p *PseudoTonga) evaluate(b *Board) float64 {
	w := p.opts().Weight
	v := 0.0
	for _, is := range b.Isles() {
		a := float64(is.Area)
		x := a * a * (1 + w*float64(is.Perimeter))
		if is.Colour == p.me {
			v += x
		} else {
			v -= x
		}
	}
	return v
}
