package play

import (
	"time"

	"github.com/gamews/gamews/solutions/ahc061/infer"
	"github.com/gamews/gamews/solutions/ahc061/search"
	"github.com/gamews/gamews/solutions/ahc061/sim"
)

// Player is player 0.
type Player interface {
	Choose(s *sim.State) int
	Observe(dest *[sim.MaxM]int, after *sim.State)
}

// Particles is the size of each AI's posterior.
const Particles = 1000

// Strong is the real player: it learns the AIs and searches with them.
type Strong struct {
	G      *sim.Game
	Search *search.Searcher
	post   [sim.MaxM]*infer.Posterior
	before sim.State
	end    time.Time // when the whole game's budget runs out
}

// New returns the strong player for game g, whose process started at start
// and may think until start+budget in total.
func New(g *sim.Game, start time.Time, budget time.Duration) *Strong {
	p := &Strong{G: g, end: start.Add(budget)}
	for q := 1; q < g.M; q++ {
		p.post[q] = infer.New(Particles, uint64(q)*7919+uint64(g.V[0]))
	}
	p.Search = search.New(g, p.post, uint64(g.V[1])+12345)
	return p
}

// Choose picks the move for the turn starting from s.
func (p *Strong) Choose(s *sim.State) int {
	p.before = *s
	now := time.Now()
	left := p.end.Sub(now)
	if left < 0 {
		left = 0
	}
	deadline := now.Add(left / time.Duration(sim.T-s.Turn))
	return p.Search.Choose(s, deadline)
}

// Observe learns from the AIs' moves of the turn just played.
func (p *Strong) Observe(dest *[sim.MaxM]int, after *sim.State) {
	for q := 1; q < p.G.M; q++ {
		p.post[q].Update(infer.Observe(p.G, &p.before, q, dest[q]))
	}
}

// Posterior is AI p's posterior (for tools and tests).
func (p *Strong) Posterior(q int) *infer.Posterior { return p.post[q] }
