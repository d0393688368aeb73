package play

import "github.com/gamews/gamews/solutions/ahc061/sim"

// Player is player 0.
type Player interface {
	Choose(s *sim.State) int
	Observe(dest *[sim.MaxM]int, after *sim.State)
}

// New returns the player for game g.
func New(g *sim.Game) Player { return &Greedy{G: g} }
