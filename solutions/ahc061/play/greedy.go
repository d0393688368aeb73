package play

import (
	"math"

	"github.com/gamews/gamews/solutions/ahc061/sim"
)

// Greedy is the simple player: each turn it takes the move with the best
// immediate effect on log(S0/SA), as if nobody else moved.
type Greedy struct {
	G   *sim.Game
	buf [sim.NN]int
}

// Choose picks player 0's destination.
func (p *Greedy) Choose(s *sim.State) int {
	g := p.G
	best, bestV := -1, math.Inf(-1)
	for _, c := range g.Candidates(s, 0, p.buf[:0]) {
		v := immediate(g, s, c)
		if v > bestV {
			best, bestV = c, v
		}
	}
	return best
}

// Observe is a no-op: the greedy player keeps no memory.
func (p *Greedy) Observe(dest *[sim.MaxM]int, after *sim.State) {}

// immediate is log(S0/SA) after player 0 alone acts on cell c.
func immediate(g *sim.Game, s *sim.State, c int) float64 {
	sc := s.Score
	v := int64(g.V[c])
	o := int(s.Owner[c])
	switch {
	case o < 0:
		sc[0] += v
	case o == 0:
		if int(s.Level[c]) < g.U {
			sc[0] += v
		}
	default:
		sc[o] -= v
		if s.Level[c] == 1 {
			sc[0] += v
		}
	}
	var best int64 = 1
	for q := 1; q < g.M; q++ {
		if sc[q] > best {
			best = sc[q]
		}
	}
	return float64(sc[0]-s.Score[0]) + 0.5*float64(s.Score[0])*(math.Log(float64(sc[0]))-math.Log(float64(best)))
}
