// Package search finds moves for the Ataxx engine: iterative-deepening
// principal-variation search with a Zobrist-keyed transposition table,
// move ordering (table move, stones gained, killers, history), late-move
// reductions for quiet jumps, and an evaluation of stones, stones that
// cannot be taken next move, and tempo. Terminal positions score as
// +-Win plus the final stone difference, so near the end the search is exact
// and plays for the largest margin.
//
// A Searcher is not safe for concurrent use; it keeps its table between
// moves of a game.
package search

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"time"

	"github.com/gamews/gamews/solutions/bacteriawar/ataxx"
)

const (
	// Win is the score of a won game before the stone margin is added.
	Win = 10000
	inf = 30000
)

// Weights are the evaluation's terms in centi-stones.
type Weights struct {
	Stone    int // per stone of difference
	Safe     int // per stone with no empty neighbour (cannot be taken next move)
	Tempo    int // for the side to move
	Mobility int // per empty square the side can clone to
	Exposed  int // per stone next to an empty square the opponent can reach
	Edge     int // per stone on the border (fewer neighbours to be taken from)
}

// DefaultWeights are the weights tuned by node-limited self-play with
// tester match at 100k nodes per move: safe 75 with border 20 beat safe
// 25 by +134 Elo (60 games), border 40 beat 20 by +89 (80 games; even at
// a 2 s bank over 100 games); mobility lost 89, null-move pruning gained
// 127. Pruning quiet jumps (JumpPrune) lost 47 at a 3 s bank.
var DefaultWeights = Weights{Stone: 100, Safe: 75, Tempo: 20, Edge: 40}

// ParseWeights reads "stone,safe,tempo,mobility,exposed,edge" (missing trailing
// values keep their defaults), so that variants can be matched against
// each other with `tester match`.
func ParseWeights(s string) (Weights, error) {
	w := DefaultWeights
	fields := []*int{&w.Stone, &w.Safe, &w.Tempo, &w.Mobility, &w.Exposed, &w.Edge}
	for i, f := range strings.Split(s, ",") {
		if i >= len(fields) {
			return w, fmt.Errorf("weights %q: at most %d values", s, len(fields))
		}
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return w, fmt.Errorf("weights %q: %w", s, err)
		}
		*fields[i] = n
	}
	return w, nil
}

type ttEntry struct {
	key   uint64
	score int16
	move  ataxx.Move
	depth int8
	flag  uint8
}

const (
	flagExact = 1
	flagLower = 2
	flagUpper = 3
)

const maxPly = 128

// Searcher searches positions.
type Searcher struct {
	W Weights
	// NullMove enables null-move pruning.
	NullMove bool
	// JumpPrune skips jumps that take nothing in the last two plies of
	// non-PV nodes.
	JumpPrune bool
	tt        []ttEntry
	mask      uint64
	killers   [maxPly][2]ataxx.Move
	history   [64 * 64]int32

	nodes    uint64
	deadline time.Time
	stopped  bool
	maxNodes uint64
	rootBest ataxx.Move
}

// New returns a Searcher with a table of 2^logSize entries.
func New(logSize uint) *Searcher {
	return &Searcher{W: DefaultWeights, NullMove: true, tt: make([]ttEntry, 1<<logSize), mask: 1<<logSize - 1}
}

// Result is what a search found.
type Result struct {
	Move  ataxx.Move
	Score int
	Depth int // last completed iteration
	Nodes uint64
	Time  time.Duration
}

// Limits bound a search: Soft is the time after which no new iteration
// starts, Hard the time at which the search stops; Depth and Nodes, when
// non-zero, bound it too.
type Limits struct {
	Soft, Hard time.Duration
	Depth      int
	Nodes      uint64
}

// Search searches p within lim and returns the best move found.
func (s *Searcher) Search(p ataxx.Position, lim Limits) Result {
	start := time.Now()
	s.nodes = 0
	s.stopped = false
	s.deadline = time.Time{}
	if lim.Hard > 0 {
		s.deadline = start.Add(lim.Hard)
	}
	s.maxNodes = lim.Nodes
	for i := range s.history {
		s.history[i] /= 8
	}
	s.killers = [maxPly][2]ataxx.Move{}
	maxDepth := lim.Depth
	if maxDepth <= 0 || maxDepth > maxPly-8 {
		maxDepth = maxPly - 8
	}
	ms := p.Moves(nil)
	res := Result{Move: ms[0]}
	s.rootBest = ms[0]
	if len(ms) == 1 {
		res.Time = time.Since(start)
		return res
	}
	for d := 1; d <= maxDepth; d++ {
		sc := s.pvs(p, d, 0, -inf, inf)
		if s.stopped {
			break
		}
		res.Move = s.rootBest
		res.Score, res.Depth = sc, d
		// A won or lost score is not a proof (reductions and null moves
		// can miss a resource), so deepening goes on until the soft limit.
		if lim.Soft > 0 && time.Since(start) > lim.Soft {
			break
		}
	}
	res.Nodes = s.nodes
	res.Time = time.Since(start)
	return res
}

func (s *Searcher) probe(key uint64) *ttEntry {
	e := &s.tt[key&s.mask]
	if e.key != key {
		return nil
	}
	return e
}

func (s *Searcher) store(key uint64, depth, score int, flag uint8, m ataxx.Move) {
	e := &s.tt[key&s.mask]
	if e.key == key && int(e.depth) > depth && flag != flagExact {
		return
	}
	*e = ttEntry{key: key, score: int16(score), move: m, depth: int8(depth), flag: flag}
}

// terminal scores a finished game for the side to move.
func terminal(p *ataxx.Position) int {
	d := bits.OnesCount64(p.Me) - bits.OnesCount64(p.Opp)
	switch {
	case d > 0:
		return Win + d
	case d < 0:
		return -Win + d
	}
	return 0
}

// Eval scores p for the side to move, in centi-stones.
func (s *Searcher) Eval(p *ataxx.Position) int {
	w := &s.W
	empty := p.Empty()
	near := ataxx.Dilate(empty) // stones next to an empty square can be taken
	me, opp := p.Me, p.Opp
	v := w.Stone * (bits.OnesCount64(me) - bits.OnesCount64(opp))
	v += w.Safe * (bits.OnesCount64(me&^near) - bits.OnesCount64(opp&^near))
	if w.Mobility != 0 || w.Exposed != 0 {
		dm, do := ataxx.Dilate(me)&empty, ataxx.Dilate(opp)&empty
		v += w.Mobility * (bits.OnesCount64(dm) - bits.OnesCount64(do))
		if w.Exposed != 0 {
			// Empty squares each side can reach by a clone or a jump.
			rm, ro := ataxx.Dilate(dm|me)&empty, ataxx.Dilate(do|opp)&empty
			em := bits.OnesCount64(me & ataxx.Dilate(ro))
			eo := bits.OnesCount64(opp & ataxx.Dilate(rm))
			v -= w.Exposed * (em - eo)
		}
	}
	if w.Edge != 0 {
		v += w.Edge * (bits.OnesCount64(me&border) - bits.OnesCount64(opp&border))
	}
	return v + w.Tempo
}

// border is the squares of rows and columns 1 and 7.
const border uint64 = 0x7F | 0x7F<<42 | 0x40810204081 | 0x40810204081<<6

func (s *Searcher) timeUp() bool {
	if s.maxNodes != 0 && s.nodes >= s.maxNodes {
		return true
	}
	return !s.deadline.IsZero() && time.Now().After(s.deadline)
}

func (s *Searcher) pvs(p ataxx.Position, depth, ply, alpha, beta int) int {
	s.nodes++
	if s.nodes&1023 == 0 && s.timeUp() {
		s.stopped = true
	}
	if s.stopped {
		return 0
	}
	if p.GameOver() {
		return terminal(&p)
	}
	if depth <= 0 || ply >= maxPly-1 {
		return s.Eval(&p)
	}
	pvNode := beta-alpha > 1
	var ttMove ataxx.Move
	if e := s.probe(p.Hash); e != nil {
		ttMove = e.move
		if !pvNode && int(e.depth) >= depth {
			sc := int(e.score)
			switch e.flag {
			case flagExact:
				return sc
			case flagLower:
				if sc >= beta {
					return sc
				}
			case flagUpper:
				if sc <= alpha {
					return sc
				}
			}
		}
	}
	var buf [256]ataxx.Move
	ms := p.Moves(buf[:0])
	if ms[0] == ataxx.Pass {
		sc := -s.pvs(p.Play(ataxx.Pass), depth, ply+1, -beta, -alpha)
		return sc
	}
	// Null move: in Ataxx a move almost always helps its side, so if
	// passing still fails high, a real move will too.
	if s.NullMove && !pvNode && depth >= 3 && p.Passes == 0 && beta < Win-100 && s.Eval(&p) >= beta {
		q := p.Play(ataxx.Pass)
		q.Passes = 0 // not a real pass: the game must not end on it
		sc := -s.pvs(q, depth-3, ply+1, -beta, -beta+1)
		if s.stopped {
			return 0
		}
		if sc >= beta {
			return sc
		}
	}
	var scores [256]int32
	var quietJump [256]bool
	k := &s.killers[ply]
	for i, m := range ms {
		to := m.To()
		caps := int32(bits.OnesCount64(ataxx.Adj1[to] & p.Opp))
		var sc int32
		switch {
		case m == ttMove:
			sc = 1 << 30
		default:
			sc = caps * 4096
			if m.IsClone() {
				sc += 4096
			} else {
				// A jump leaves a hole next to the own stones around its source.
				sc -= int32(bits.OnesCount64(ataxx.Adj1[m.From()]&p.Me)) * 1024
				sc -= 3000
			}
			if m == k[0] || m == k[1] {
				sc += 2048
			}
			sc += s.history[hidx(m)] >> 4
		}
		scores[i] = sc
		quietJump[i] = caps == 0 && m.IsJump()
	}
	orig := alpha
	best := -inf
	bestMove := ms[0]
	for i := range ms {
		// Selection sort: most nodes cut off after the first few moves.
		bi := i
		for j := i + 1; j < len(ms); j++ {
			if scores[j] > scores[bi] {
				bi = j
			}
		}
		ms[i], ms[bi] = ms[bi], ms[i]
		scores[i], scores[bi] = scores[bi], scores[i]
		quietJump[i], quietJump[bi] = quietJump[bi], quietJump[i]
		m := ms[i]
		// A jump that takes nothing loses a stone's worth of position for
		// nothing; near the leaves it is not worth a look.
		if s.JumpPrune && !pvNode && depth <= 2 && i > 0 && quietJump[i] {
			continue
		}
		q := p.Play(m)
		var sc int
		if i == 0 {
			sc = -s.pvs(q, depth-1, ply+1, -beta, -alpha)
		} else {
			r := 0
			if depth >= 3 && i >= 3 && scores[i] < 4096 {
				r = 1
				if i >= 8 && depth >= 5 {
					r = 2
				}
			}
			sc = -s.pvs(q, depth-1-r, ply+1, -alpha-1, -alpha)
			if sc > alpha && r > 0 {
				sc = -s.pvs(q, depth-1, ply+1, -alpha-1, -alpha)
			}
			if sc > alpha && sc < beta {
				sc = -s.pvs(q, depth-1, ply+1, -beta, -alpha)
			}
		}
		if s.stopped {
			return 0
		}
		if sc > best {
			best, bestMove = sc, m
			if ply == 0 {
				s.rootBest = m
			}
			if sc > alpha {
				alpha = sc
				if sc >= beta {
					if m != k[0] {
						k[1], k[0] = k[0], m
					}
					s.history[hidx(m)] += int32(depth * depth)
					break
				}
			}
		}
	}
	flag := uint8(flagExact)
	switch {
	case best <= orig:
		flag = flagUpper
	case best >= beta:
		flag = flagLower
	}
	s.store(p.Hash, depth, best, flag, bestMove)
	return best
}

func hidx(m ataxx.Move) int { return int(m) & (64*64 - 1) }
