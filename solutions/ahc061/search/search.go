// Package search chooses player 0's move by Monte Carlo: every candidate
// move is tried against the same sampled futures (AI parameters drawn from
// the posteriors, AI random numbers drawn fresh, player 0 continuing with a
// fast heuristic policy) for a few turns, and judged by the final-score
// formula log2(1+S0/SA) at the horizon. Candidates are pruned by the
// heuristic first and then by successive halving, so the time goes to the
// moves that are close.
package search

import (
	"math"
	"sort"
	"time"

	"github.com/gamews/gamews/solutions/ahc061/infer"
	"github.com/gamews/gamews/solutions/ahc061/sim"
)

// Options tune the search.
type Options struct {
	Horizon int // turns simulated per rollout, the chosen move's included
	Width   int // candidates kept after the heuristic
	// Explore is the probability that the rollout policy moves at random.
	Explore float64
	// Rounds, when positive, fixes the rounds of rollouts per turn instead
	// of the deadline (for reproducible comparisons).
	Rounds int
	// SoftK is the exponent of the soft maximum of the AIs' scores used
	// before the end (0: the plain maximum).
	SoftK float64
}

// DefaultOptions are the tuned values.
var DefaultOptions = Options{Horizon: 10, Width: 12, Explore: 0.1, SoftK: 10}

// Searcher holds what persists between turns.
type Searcher struct {
	G    *sim.Game
	Post [sim.MaxM]*infer.Posterior
	Opt  Options
	rng  sim.Rng
	// Rollouts counts the rollouts played, for reports.
	Rollouts int
}

// New returns a searcher over game g using the posteriors post[1..M-1].
func New(g *sim.Game, post [sim.MaxM]*infer.Posterior, seed uint64) *Searcher {
	return &Searcher{G: g, Post: post, Opt: DefaultOptions, rng: sim.NewRng(seed)}
}

// weights are the first-order values of one unit of V for player 0's
// score and for each AI's, from log(S0/SA~) where SA~ is a soft maximum
// of the AIs' scores (the leader at the horizon is not yet decided, so the
// near-leaders count too).
type weights struct {
	inv0 float64
	att  [sim.MaxM]float64
}

func (se *Searcher) weights(s *sim.State) weights {
	g := se.G
	var w weights
	w.inv0 = 1 / float64(s.Score[0])
	leader, sa := leaderOf(g, s)
	k := se.Opt.SoftK
	if k <= 0 {
		w.att[leader] = 1 / float64(sa)
		return w
	}
	var e [sim.MaxM]float64
	sum := 0.0
	for p := 1; p < g.M; p++ {
		if s.Score[p] > 0 {
			e[p] = math.Pow(float64(s.Score[p])/float64(sa), k)
			sum += e[p]
		}
	}
	for p := 1; p < g.M; p++ {
		if s.Score[p] > 0 {
			w.att[p] = e[p] / sum / float64(s.Score[p])
		}
	}
	return w
}

// heuristic is the rollout policy's score of player 0 acting on c: the
// first-order change of log(S0/SA~).
func heuristic(g *sim.Game, s *sim.State, c int, w *weights) float64 {
	o := int(s.Owner[c])
	v := float64(g.V[c])
	switch {
	case o < 0:
		return v * w.inv0
	case o == 0:
		if int(s.Level[c]) < g.U {
			return v * w.inv0
		}
		return 0
	default:
		sc := v * w.att[o]
		if s.Level[c] == 1 {
			sc += v * w.inv0
		}
		return sc
	}
}

func leaderOf(g *sim.Game, s *sim.State) (int, int64) {
	l, b := 1, s.Score[1]
	for p := 2; p < g.M; p++ {
		if s.Score[p] > b {
			l, b = p, s.Score[p]
		}
	}
	if b < 1 {
		b = 1
	}
	return l, b
}

// policy0 is player 0's rollout move.
func (se *Searcher) policy0(s *sim.State, r *sim.Rng, rc *sim.ReachCache) int {
	g := se.G
	m := g.Reach(s, 0, rc)
	if se.Opt.Explore > 0 && r.Float() < se.Opt.Explore {
		k := r.Intn(m.Count())
		for ; k > 0; k-- {
			m.Pop()
		}
		return m.Pop()
	}
	w := se.weights(s)
	best, bv := -1, -1.0
	for !m.IsZero() {
		c := m.Pop()
		if v := heuristic(g, s, c, &w); v > bv {
			best, bv = c, v
		}
	}
	return best
}

// Value is the final-score formula without the scale; before the last
// turn the leader's score is the soft maximum.
func (se *Searcher) Value(s *sim.State) float64 {
	g := se.G
	_, sa := leaderOf(g, s)
	k := se.Opt.SoftK
	if k <= 0 || s.Turn >= sim.T {
		return math.Log2(1 + float64(s.Score[0])/float64(sa))
	}
	sum := 0.0
	for p := 1; p < g.M; p++ {
		sum += math.Pow(float64(s.Score[p])/float64(sa), k)
	}
	return math.Log2(1 + float64(s.Score[0])/(float64(sa)*math.Pow(sum, 1/k)))
}

type cand struct {
	c     int
	h     float64
	sum   float64
	n     int
	alive bool
}

// Choose returns player 0's move from s, spending until deadline.
func (se *Searcher) Choose(s *sim.State, deadline time.Time) int {
	g := se.G
	var buf [sim.NN]int
	moves := g.Moves(s, 0, buf[:0])
	w := se.weights(s)
	cs := make([]cand, len(moves))
	for i, c := range moves {
		cs[i] = cand{c: c, h: heuristic(g, s, c, &w), alive: true}
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].h > cs[j].h })
	if len(cs) > se.Opt.Width {
		cs = cs[:se.Opt.Width]
	}
	if len(cs) == 1 {
		return cs[0].c
	}
	horizon := se.Opt.Horizon
	if rest := sim.T - s.Turn; horizon > rest {
		horizon = rest
	}
	alive := len(cs)
	var params [sim.MaxM]*sim.Params
	for iter := 0; ; iter++ {
		if se.Opt.Rounds > 0 {
			if iter >= se.Opt.Rounds {
				break
			}
		} else if time.Now().After(deadline) {
			break
		}
		for p := 1; p < g.M; p++ {
			params[p] = se.Post[p].Sample(se.rng.Float())
		}
		seed := se.rng.Next()
		for i := range cs {
			if !cs[i].alive {
				continue
			}
			r := sim.NewRng(seed)
			cs[i].sum += se.rollout(s, cs[i].c, horizon, &params, &r)
			cs[i].n++
			se.Rollouts++
		}
		// successive halving: every 16 rounds drop the worse half
		if iter%16 == 15 && alive > 2 {
			idx := make([]int, 0, alive)
			for i := range cs {
				if cs[i].alive {
					idx = append(idx, i)
				}
			}
			sort.Slice(idx, func(a, b int) bool { return cs[idx[a]].sum > cs[idx[b]].sum })
			for _, i := range idx[(alive+1)/2:] {
				cs[i].alive = false
			}
			alive = (alive + 1) / 2
		}
	}
	best, bv := cs[0].c, math.Inf(-1)
	for i := range cs {
		if cs[i].alive && cs[i].n > 0 {
			if v := cs[i].sum / float64(cs[i].n); v > bv {
				best, bv = cs[i].c, v
			}
		}
	}
	return best
}

func (se *Searcher) rollout(s0 *sim.State, first, horizon int, params *[sim.MaxM]*sim.Params, r *sim.Rng) float64 {
	g := se.G
	s := *s0
	var dest [sim.MaxM]int
	var rc sim.ReachCache
	for h := 0; h < horizon; h++ {
		for p := 1; p < g.M; p++ {
			dest[p] = g.SampleAI(&s, p, params[p], r, &rc)
		}
		if h == 0 {
			dest[0] = first
		} else {
			dest[0] = se.policy0(&s, r, &rc)
		}
		g.Apply(&s, &dest)
	}
	return se.Value(&s)
}
