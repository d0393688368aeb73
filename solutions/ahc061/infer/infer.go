// Package infer estimates the AIs' hidden parameters from their observed
// moves.
//
// An AI's greedy pick depends only on which category (free, own below the
// cap, another's at level 1, another's above) holds the largest V*w, and
// within a category on the largest V; so a turn is summed up by the best V
// of each category among the AI's candidates, how many cells share it, and
// the category and rank of the cell the AI chose. The likelihood of a turn
// is eps/n + (1-eps)*[the chosen cell is the greedy pick]/ties, which is
// cheap for any parameters. The posterior is a particle cloud over
// (wa, wb, wc, wd, eps) drawn from the generator's prior (uniform boxes);
// when its weights degenerate it is resampled and moved by Metropolis
// steps against the whole history, so it keeps sharpening all game.
package infer

import (
	"math"

	"github.com/gamews/gamews/solutions/ahc061/sim"
)

// Obs is one observed AI turn.
type Obs struct {
	n      int32    // candidate count
	maxV   [5]int32 // best V per category (0: none)
	k      [5]int32 // cells sharing it
	cat    int8     // category of the chosen cell
	top    bool     // the chosen cell has its category's best V
	greedy bool     // the chosen cell could be a greedy pick at all
}

// Observe sums up AI p's move to dest from state s.
func Observe(g *sim.Game, s *sim.State, p, dest int) Obs {
	var buf [sim.NN]int
	cands := g.Candidates(s, p, buf[:0])
	var o Obs
	o.n = int32(len(cands))
	o.cat = -1
	for _, c := range cands {
		cat := g.Cat(s, p, c)
		v := g.V[c]
		if cat == sim.CatFull {
			v = 1 // every full cell ties at evaluation 0
		}
		switch {
		case v > o.maxV[cat]:
			o.maxV[cat], o.k[cat] = v, 1
		case v == o.maxV[cat]:
			o.k[cat]++
		}
		if c == dest {
			o.cat = int8(cat)
		}
	}
	if o.cat >= 0 {
		v := g.V[dest]
		if o.cat == sim.CatFull {
			v = 1
		}
		o.top = v == o.maxV[o.cat]
		// A full cell is a greedy pick only when nothing else is offered.
		o.greedy = o.top && (o.cat != sim.CatFull || o.maxV[0]|o.maxV[1]|o.maxV[2]|o.maxV[3] == 0)
	}
	return o
}

// GreedyCat is the category greedy AI w picks from in o.
func (o *Obs) GreedyCat(w *sim.Params) int {
	best, bc := -1.0, sim.CatFull
	for c := 0; c < 4; c++ {
		if o.maxV[c] == 0 {
			continue
		}
		e := float64(o.maxV[c]) * w.Weight(c)
		if e > best {
			best, bc = e, c
		}
	}
	return bc
}

// Likelihood is the probability that AI w makes the observed move.
func (o *Obs) Likelihood(w *sim.Params) float64 {
	l := w.Eps / float64(o.n)
	if o.greedy && int(o.cat) == o.GreedyCat(w) {
		l += (1 - w.Eps) / float64(o.k[o.cat])
	}
	return l
}

// Posterior is the particle cloud of one AI.
type Posterior struct {
	P    []sim.Params
	LogW []float64
	LL   []float64 // each particle's log-likelihood of the whole history
	hist []Obs
	rng  uint64
	cum  []float64 // cumulative normalized weights, valid when !dirty
	dirt bool
}

// New draws n particles from the prior.
func New(n int, seed uint64) *Posterior {
	q := &Posterior{P: make([]sim.Params, n), LogW: make([]float64, n), LL: make([]float64, n), rng: seed*0x9E3779B97F4A7C15 + 1, dirt: true}
	for i := range q.P {
		q.P[i] = sim.Params{
			Wa:  0.3 + 0.7*q.float(),
			Wb:  0.3 + 0.7*q.float(),
			Wc:  0.3 + 0.7*q.float(),
			Wd:  0.3 + 0.7*q.float(),
			Eps: 0.1 + 0.4*q.float(),
		}
	}
	return q
}

func (q *Posterior) next() uint64 {
	q.rng ^= q.rng << 7
	q.rng ^= q.rng >> 9
	return q.rng
}

func (q *Posterior) float() float64 { return float64(q.next()>>11) / (1 << 53) }

func (q *Posterior) normal() float64 {
	u1 := q.float() + 1e-300
	u2 := q.float()
	return math.Sqrt(-2*math.Log(u1)) * math.Cos(2*math.Pi*u2)
}

// Update adds an observed turn.
func (q *Posterior) Update(o Obs) {
	q.hist = append(q.hist, o)
	for i := range q.P {
		l := math.Log(o.Likelihood(&q.P[i]))
		q.LogW[i] += l
		q.LL[i] += l
	}
	q.dirt = true
	if q.ess() < 0.5*float64(len(q.P)) {
		q.rejuvenate()
	}
}

func (q *Posterior) normalize() []float64 {
	if !q.dirt {
		return q.cum
	}
	mx := math.Inf(-1)
	for _, l := range q.LogW {
		if l > mx {
			mx = l
		}
	}
	if cap(q.cum) < len(q.P) {
		q.cum = make([]float64, len(q.P))
	}
	q.cum = q.cum[:len(q.P)]
	s := 0.0
	for i, l := range q.LogW {
		s += math.Exp(l - mx)
		q.cum[i] = s
	}
	for i := range q.cum {
		q.cum[i] /= s
	}
	q.dirt = false
	return q.cum
}

func (q *Posterior) ess() float64 {
	cum := q.normalize()
	s2, prev := 0.0, 0.0
	for _, c := range cum {
		w := c - prev
		prev = c
		s2 += w * w
	}
	return 1 / s2
}

// Sample returns a particle drawn by weight, given a uniform u in [0,1).
func (q *Posterior) Sample(u float64) *sim.Params {
	cum := q.normalize()
	lo, hi := 0, len(cum)-1
	for lo < hi {
		m := (lo + hi) / 2
		if cum[m] > u {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return &q.P[lo]
}

// Mean is the posterior mean.
func (q *Posterior) Mean() sim.Params {
	cum := q.normalize()
	var m sim.Params
	prev := 0.0
	for i, c := range cum {
		w := c - prev
		prev = c
		p := &q.P[i]
		m.Wa += w * p.Wa
		m.Wb += w * p.Wb
		m.Wc += w * p.Wc
		m.Wd += w * p.Wd
		m.Eps += w * p.Eps
	}
	return m
}

func (q *Posterior) logLik(w *sim.Params) float64 {
	if w.Wa < 0.3 || w.Wa >= 1 || w.Wb < 0.3 || w.Wb >= 1 || w.Wc < 0.3 || w.Wc >= 1 || w.Wd < 0.3 || w.Wd >= 1 || w.Eps < 0.1 || w.Eps >= 0.5 {
		return math.Inf(-1)
	}
	l := 0.0
	for i := range q.hist {
		l += math.Log(q.hist[i].Likelihood(w))
	}
	return l
}

// rejuvenate resamples systematically and moves each particle by a
// Metropolis step whose scale follows the cloud's spread.
func (q *Posterior) rejuvenate() {
	n := len(q.P)
	cum := q.normalize()
	// spread per dimension, for the proposal
	var mean, sq [5]float64
	prev := 0.0
	for i, c := range cum {
		w := c - prev
		prev = c
		v := vec(&q.P[i])
		for d := range v {
			mean[d] += w * v[d]
			sq[d] += w * v[d] * v[d]
		}
	}
	var sd [5]float64
	for d := range sd {
		sd[d] = 0.5 * math.Sqrt(math.Max(sq[d]-mean[d]*mean[d], 1e-8))
	}
	np := make([]sim.Params, n)
	nl := make([]float64, n)
	u := q.float() / float64(n)
	j := 0
	for i := 0; i < n; i++ {
		for j < n-1 && cum[j] <= u {
			j++
		}
		np[i] = q.P[j]
		nl[i] = q.LL[j]
		u += 1 / float64(n)
	}
	q.P, q.LL = np, nl
	for i := range q.P {
		cur := q.LL[i]
		v := vec(&q.P[i])
		for d := range v {
			v[d] += sd[d] * q.normal()
		}
		prop := fromVec(v)
		pl := q.logLik(&prop)
		if pl-cur >= math.Log(q.float()+1e-300) {
			q.P[i] = prop
			q.LL[i] = pl
		}
		q.LogW[i] = 0
	}
	q.dirt = true
}

func vec(p *sim.Params) [5]float64 { return [5]float64{p.Wa, p.Wb, p.Wc, p.Wd, p.Eps} }

func fromVec(v [5]float64) sim.Params {
	return sim.Params{Wa: v[0], Wb: v[1], Wc: v[2], Wd: v[3], Eps: v[4]}
}
