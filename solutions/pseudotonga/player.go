// Package pseudotonga is a player of TopCoder's PseudoTonga (Marathon
// Match 6), written as the TopCoder class PseudoTonga with the methods
// init and move; the bundler's topcoder adapter serves them on
// stdin/stdout.
//
// The server's strategy is fully known (package tonga, the judge's own engine, replicates it: a
// three-ply minimax on area² × perimeter) except for its coin among
// equally rated squares. So the player searches against it exactly: for
// each candidate square it computes the server's whole set of best
// replies and averages the value of the positions they lead to
// (expectimax over the coin), two of its own moves deep (three on 6×6),
// and to the end of the game once 8 squares are left. Positions are rated
// by Σ ±(area + perimeter)² over isles (the server's weighted 1.5× on
// boards of 14 and 16) plus 0.3 × the zone score: each colour's zones of
// own stones and empty squares, squared, as if each became one isle.
// On 16×16 boards, where that search measured worse than the server's own
// strategy, it plays the server's search for its own colour and breaks
// its ties with one move of expectimax.
package pseudotonga

import (
	"github.com/gamews/gamews/tester/pseudotonga/tonga"
	"sort"
	"time"
)

// PseudoTonga is the player. The zero value is ready: TopCoder calls Init
// once per game, then Move after each server move.
type PseudoTonga struct {
	// Opts tunes the search; nil means DefaultOptions().
	Opts *Options

	cur       Options // the options of the move being searched
	b         *tonga.Board
	me, srv   tonga.Stone
	s         tonga.Searcher
	used      time.Duration
	replies   [][]int
	replySets [][][]int
	mine      []int
	cands     [][]cand

	ev evaluator
}

// Options tunes the player's search.
type Options struct {
	// Candidates is how many squares, ranked by a one-move look-ahead, get
	// the full treatment (the server's replies computed).
	Candidates int
	// Budget is the thinking time per game the player keeps under: when
	// it has used more than its share of it, it searches one move deep.
	Budget time.Duration
	// Weight is the weight of liberties (empty neighbours) in the
	// evaluation of an isle.
	Weight float64
	// Lambda weighs the server's isles against the player's; 0 picks it
	// by board size.
	Lambda float64
	// Zones weighs the optimistic final score (see evaluator.zones) in
	// evaluation 3.
	Zones float64
	// Eval selects the evaluation: 1 the sum over isles of
	// (area + Weight × perimeter)², 3 that plus Zones × the zone score,
	// 4 as 3 with area² × (1 + Weight × perimeter) per isle.
	Eval int
	// Depth is how many of its own moves the player looks ahead; 0 picks
	// Depth and the candidate counts by board size.
	Depth int
	// MirrorFrom is the board size from which the player plays the
	// server's own search (ties broken by the server's exact replies)
	// instead of its expectimax, until the endgame; 0: never.
	MirrorFrom int
	// Endgame is the number of empty squares from which the player
	// searches every line to the end of the game.
	Endgame int
	// Candidates2 is Candidates below the first level.
	Candidates2 int
	// Deep and Deep2 are how many of the candidates rated one move deep
	// are searched Depth deep, at the root and below.
	Deep, Deep2 int
	// MaxReplies caps the server replies followed below the first level.
	MaxReplies int
}

// DefaultOptions returns the options of a PseudoTonga whose Opts is nil.
func DefaultOptions() Options {
	return Options{Candidates: 12, Budget: 8 * time.Second, Weight: 1, Eval: 3, Zones: 0.3, Candidates2: 6, Deep: 6, Deep2: 6, MaxReplies: 3, Endgame: 8, MirrorFrom: 16}
}

type cand struct {
	sq  int
	val float64
}

func (p *PseudoTonga) opts() *Options {
	if p.Opts == nil {
		d := DefaultOptions()
		p.Opts = &d
	}
	return p.Opts
}

// Init starts a game on an n×n board; row and col are the server's first
// move, or -1 when the player starts.
func (p *PseudoTonga) Init(n, row, col int) []int {
	p.b = tonga.NewBoard(n)
	p.used = 0
	p.me, p.srv = tonga.Black, tonga.White
	if row >= 0 {
		p.me, p.srv = tonga.White, tonga.Black
	}
	lam := p.opts().Lambda
	if lam == 0 {
		// On large boards the server's isles grow out of reach unless
		// they are blocked early (measured: N=16, 20 games, mean signed
		// root -22.6 with 1, +3.7 with 1.5, -2.8 with 2).
		lam = 1
		if n >= 14 {
			lam = 1.5
		}
	}
	p.ev.init(n, p.me, p.opts().Weight, lam)
	p.ev.cubic = p.opts().Eval == 4
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
	if b.Empties() == len(b.Cell) {
		h := b.N / 2
		return (h-1)*b.N + h - 1
	}
	o := p.opts()
	p.cur = *o
	if p.cur.Depth == 0 {
		// Wider beats narrower-but-deeper at these sizes; the widths keep
		// a game within a few seconds.
		k := 12
		switch {
		case b.N >= 16:
			k = 8
		case b.N >= 14:
			k = 10
		}
		p.cur.Depth = 2
		p.cur.Candidates, p.cur.Deep = k, k
		p.cur.Candidates2, p.cur.Deep2 = k/2, k/2
		if b.N <= 6 {
			p.cur.Depth = 3
		}
	}
	// Behind schedule (a loaded machine): one move deep, until back on it.
	e := b.Empties()
	total := len(b.Cell) / 2
	done := total - (e+1)/2
	// A quarter of the budget is slack, so that a slow first move (or a
	// busy test machine) does not weaken a short game.
	if o.Budget > 0 && p.used > o.Budget/4+(o.Budget*3/4)*time.Duration(done+1)/time.Duration(total) {
		p.cur.Depth, p.cur.Candidates, p.cur.Deep = 1, 8, 8
	}
	if e <= o.Endgame {
		// Few squares left: search to the end, every move, every reply.
		p.cur.Depth = (e + 1) / 2
		p.cur.Candidates, p.cur.Candidates2, p.cur.MaxReplies = e, e, e
		p.cur.Deep, p.cur.Deep2 = e, e
	}
	if o.MirrorFrom > 0 && b.N >= o.MirrorFrom && e > o.Endgame {
		return p.mirror(b)
	}
	x, _ := p.search(b, p.cur.Depth, 0)
	return x
}

// mirror plays the server's own search for the player's colour, breaking
// its ties by the mean value of the server's exact replies.
func (p *PseudoTonga) mirror(b *tonga.Board) int {
	for len(p.replies) < 1 {
		p.replies = append(p.replies, nil)
		p.cands = append(p.cands, nil)
		p.replySets = append(p.replySets, nil)
	}
	_, p.mine = p.s.Best(b, p.me, p.mine)
	if len(p.mine) == 1 {
		return p.mine[0]
	}
	best, bestVal := p.mine[0], -1e300
	for _, x := range p.mine {
		b.Cell[x] = p.me
		var rs []int
		if b.Empties() > 0 {
			_, p.replies[0] = p.s.Best(b, p.srv, p.replies[0])
			rs = p.replies[0]
		}
		v := p.expect(b, rs, 1, 0)
		b.Cell[x] = tonga.Empty
		if v > bestVal {
			best, bestVal = x, v
		}
	}
	return best
}

// search returns the player's best square on b, the player to move, and
// its value: the mean over the server's best replies of the value of the
// position, searched depth more player moves deep (1: evaluated at once).
//
// It narrows progressively: every empty square is ranked by the position
// it leaves; the best Candidates (Candidates2 below the root) are rated
// one move deep, against the server's exact replies; the best Deep of
// those (Deep2 below the root) are searched depth deep, and the best of
// them is chosen.
func (p *PseudoTonga) search(b *tonga.Board, depth, ply int) (int, float64) {
	o := &p.cur
	for len(p.cands) <= ply {
		p.cands = append(p.cands, nil)
		p.replies = append(p.replies, nil)
		p.replySets = append(p.replySets, nil)
	}
	// Rank every empty square by the position it leaves, before the reply.
	cs := p.cands[ply][:0]
	v0 := p.ev.setup(b)
	for x, v := range b.Cell {
		if v == tonga.Empty {
			cs = append(cs, cand{x, v0 + p.ev.delta(x, p.me)})
		}
	}
	p.cands[ply] = cs
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].val > cs[j].val })
	if len(cs) == 1 {
		return cs[0].sq, cs[0].val
	}
	k, deep := o.Candidates, o.Deep
	if ply > 0 {
		k, deep = o.Candidates2, o.Deep2
	}
	if k > len(cs) {
		k = len(cs)
	}
	if deep > k {
		deep = k
	}
	cs = cs[:k]
	// One move deep; the server's replies are kept for the deeper pass.
	sets := p.replySets[ply][:0]
	for i := range cs {
		b.Cell[cs[i].sq] = p.me
		var rs []int
		if b.Empties() > 0 {
			_, p.replies[ply] = p.s.Best(b, p.srv, p.replies[ply])
			rs = append(rs, p.replies[ply]...)
		}
		sets = append(sets, rs)
		cs[i].val = p.expect(b, rs, 1, ply)
		b.Cell[cs[i].sq] = tonga.Empty
	}
	p.replySets[ply] = sets
	if depth <= 1 {
		best := 0
		for i := range cs {
			if cs[i].val > cs[best].val {
				best = i
			}
		}
		return cs[best].sq, cs[best].val
	}
	idx := make([]int, len(cs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return cs[idx[i]].val > cs[idx[j]].val })
	best, bestVal := cs[idx[0]].sq, -1e300
	for _, i := range idx[:deep] {
		b.Cell[cs[i].sq] = p.me
		v := p.expect(b, p.replySets[ply][i], depth, ply)
		b.Cell[cs[i].sq] = tonga.Empty
		if v > bestVal {
			best, bestVal = cs[i].sq, v
		}
	}
	return best, bestVal
}

// expect is the mean value of the positions the server's replies rs lead
// to from b, searched depth-1 more player moves deep. Deeper than one
// move, at most MaxReplies of a large set of equal replies are followed.
func (p *PseudoTonga) expect(b *tonga.Board, rs []int, depth, ply int) float64 {
	if len(rs) == 0 {
		return p.evaluate(b)
	}
	step := 1
	if m := p.cur.MaxReplies; depth > 1 && len(rs) > m {
		step = (len(rs) + m - 1) / m
	}
	sum, cnt := 0.0, 0
	for i := 0; i < len(rs); i += step {
		r := rs[i]
		b.Cell[r] = p.srv
		if depth > 1 && b.Empties() > 0 {
			_, v := p.search(b, depth-1, ply+1)
			sum += v
		} else {
			sum += p.evaluate(b)
		}
		b.Cell[r] = tonga.Empty
		cnt++
	}
	return sum / float64(cnt)
}

// evaluate rates b for the player: the evaluator's sum over isles (see
// evaluator), plus Zones times the zone score in evaluations 3 and 4.
func (p *PseudoTonga) evaluate(b *tonga.Board) float64 {
	v := p.ev.setup(b)
	if e := p.opts().Eval; e == 3 || e == 4 {
		v += p.opts().Zones * p.ev.zones(b)
	}
	return v
}
