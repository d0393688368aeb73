// Package sim is an exact model of one AHC061 game: the board, the legal
// destinations of a piece, the AIs' choice rule and the resolution of a turn.
//
// It is what both the player's search (sampling futures) and its inference
// (replaying what the AIs saw) run on, so it follows the official tester to
// the detail: candidate cells are listed in the tester's breadth-first order
// (right, down, left, up), an AI's random and greedy picks index that list
// with its two random numbers, conflicts remove every piece that is not on
// its owner's cell, and removed pieces go back to where they started.
//
// Cells are numbered x*N+y (x the row). A State is a plain value: copying it
// is how a search forks a future.
package sim

import "math"

// N is the side of the board; T the number of turns; MaxM the largest
// number of players.
const (
	N    = 10
	NN   = N * N
	T    = 100
	MaxM = 8
)

// Game is what does not change during a game.
type Game struct {
	M, U  int
	V     [NN]int32
	Start [MaxM]int
}

// State is the board between turns.
type State struct {
	Owner [NN]int8 // -1: nobody
	Level [NN]int8
	Pos   [MaxM]int8
	Score [MaxM]int64 // sum of V*L per owner, kept up to date
	Own   [MaxM]Mask  // cells per owner, kept up to date
	Turn  int         // turns played
}

// NewState returns the state before the first turn.
func NewState(g *Game) State {
	var s State
	for i := range s.Owner {
		s.Owner[i] = -1
	}
	for p := 0; p < g.M; p++ {
		c := g.Start[p]
		s.Owner[c] = int8(p)
		s.Level[c] = 1
		s.Pos[p] = int8(c)
		s.Score[p] = int64(g.V[c])
		s.Own[p].set(c)
	}
	return s
}

// Recount recomputes Score and Own from Owner and Level (for a state read
// from the judge).
func (g *Game) Recount(s *State) {
	s.Score = [MaxM]int64{}
	s.Own = [MaxM]Mask{}
	for c := 0; c < NN; c++ {
		if o := s.Owner[c]; o >= 0 {
			s.Score[o] += int64(g.V[c]) * int64(s.Level[c])
			s.Own[o].set(c)
		}
	}
}

// Params are an AI's hidden parameters.
type Params struct {
	Wa, Wb, Wc, Wd, Eps float64
}

// Category of a cell as seen by player p, the AIs' evaluation classes.
const (
	CatFree   = 0 // nobody's: V*wa
	CatOwn    = 1 // p's, level < U: V*wb
	CatOther1 = 2 // another's, level 1: V*wc
	CatOther2 = 3 // another's, level >= 2: V*wd
	CatFull   = 4 // p's at level U: 0
)

// Cat is the category of cell c for player p.
func (g *Game) Cat(s *State, p, c int) int {
	o := int(s.Owner[c])
	switch {
	case o < 0:
		return CatFree
	case o == p:
		if int(s.Level[c]) < g.U {
			return CatOwn
		}
		return CatFull
	case s.Level[c] == 1:
		return CatOther1
	default:
		return CatOther2
	}
}

// Weight returns the AI weight of a category.
func (w *Params) Weight(cat int) float64 {
	switch cat {
	case CatFree:
		return w.Wa
	case CatOwn:
		return w.Wb
	case CatOther1:
		return w.Wc
	case CatOther2:
		return w.Wd
	}
	return 0
}

var dirs = [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}

// Candidates appends to buf the cells player p may move to, in the
// official tester's breadth-first discovery order, and returns it.
func (g *Game) Candidates(s *State, p int, buf []int) []int {
	var pieceAt [NN]bool
	for q := 0; q < g.M; q++ {
		if q != p {
			pieceAt[s.Pos[q]] = true
		}
	}
	var seen [NN]bool
	var queue [NN]int
	head, tail := 0, 0
	start := int(s.Pos[p])
	seen[start] = true
	queue[tail] = start
	tail++
	buf = buf[:0]
	for head < tail {
		c := queue[head]
		head++
		if !pieceAt[c] {
			buf = append(buf, c)
		}
		if int(s.Owner[c]) != p {
			continue
		}
		x, y := c/N, c%N
		for _, d := range dirs {
			nx, ny := x+d[0], y+d[1]
			if nx < 0 || nx >= N || ny < 0 || ny >= N {
				continue
			}
			nc := nx*N + ny
			if !seen[nc] {
				seen[nc] = true
				queue[tail] = nc
				tail++
			}
		}
	}
	return buf
}

// Legal reports whether player p may move to cell c.
func (g *Game) Legal(s *State, p, c int) bool {
	var buf [NN]int
	for _, x := range g.Candidates(s, p, buf[:0]) {
		if x == c {
			return true
		}
	}
	return false
}

// AIChoice is the official rule: with r1 < eps a uniform pick from cands
// by r2, otherwise a pick by r2 among the cells of best evaluation.
func (g *Game) AIChoice(s *State, p int, w *Params, cands []int, r1, r2 float64) int {
	if r1 < w.Eps {
		i := int(r2 * float64(len(cands)))
		if i >= len(cands) {
			i = len(cands) - 1
		}
		return cands[i]
	}
	var eval [NN]float64
	best := math.Inf(-1)
	for i, c := range cands {
		e := float64(g.V[c]) * w.Weight(g.Cat(s, p, c))
		eval[i] = e
		if e > best {
			best = e
		}
	}
	tol := best - 1e-9*math.Max(math.Abs(best), 1)
	k := 0
	for i := range cands {
		if eval[i] >= tol {
			k++
		}
	}
	j := int(r2 * float64(k))
	if j >= k {
		j = k - 1
	}
	for i, c := range cands {
		if eval[i] >= tol {
			if j == 0 {
				return c
			}
			j--
		}
	}
	panic("sim: no candidate")
}

// Apply resolves one turn in which player p moves to dest[p], and returns
// which pieces were removed (bit p set when p's piece went back).
func (g *Game) Apply(s *State, dest *[MaxM]int) (removed uint8) {
	M := g.M
	for p := 0; p < M; p++ {
		c := dest[p]
		for q := 0; q < M; q++ {
			if q != p && dest[q] == c && int(s.Owner[c]) != p {
				removed |= 1 << p
				break
			}
		}
	}
	U := int8(g.U)
	for p := 0; p < M; p++ {
		if removed&(1<<p) != 0 {
			continue
		}
		c := dest[p]
		o := s.Owner[c]
		v := int64(g.V[c])
		switch {
		case o < 0:
			s.Owner[c] = int8(p)
			s.Level[c] = 1
			s.Score[p] += v
			s.Own[p].set(c)
		case int(o) == p:
			if s.Level[c] < U {
				s.Level[c]++
				s.Score[p] += v
			}
		default:
			s.Level[c]--
			s.Score[o] -= v
			if s.Level[c] == 0 {
				s.Owner[c] = int8(p)
				s.Level[c] = 1
				s.Score[p] += v
				s.Own[o].clear(c)
				s.Own[p].set(c)
			} else {
				removed |= 1 << p
			}
		}
		if removed&(1<<p) == 0 {
			s.Pos[p] = int8(c)
		}
	}
	s.Turn++
	return removed
}

// Best returns the highest AI score.
func (g *Game) Best(s *State) int64 {
	var b int64
	for p := 1; p < g.M; p++ {
		if s.Score[p] > b {
			b = s.Score[p]
		}
	}
	return b
}

// Points is the official absolute score of a final state.
func (g *Game) Points(s *State) int64 {
	return int64(math.Round(1e5 * math.Log2(1+float64(s.Score[0])/float64(g.Best(s)))))
}
