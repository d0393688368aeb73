package pseudotonga

import (
	"github.com/gamews/gamews/tester/pseudotonga/tonga"
	"math/rand/v2"
)

// Server is the TopCoder server's fixed strategy: on an empty board one
// of the four centre squares, otherwise a uniformly random one of the
// squares its search rates best (see Searcher.Best).
type Server struct {
	s    tonga.Searcher
	rng  *rand.Rand
	best []int
}

// NewServer returns a server whose tie-breaking coin is seeded by seed.
func NewServer(seed uint64) *Server {
	return &Server{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Move returns the square colour me plays on b.
func (sv *Server) Move(b *tonga.Board, me tonga.Stone) int {
	if b.Empties() == len(b.Cell) {
		h := b.N / 2
		r, c := h-1+sv.rng.IntN(2), h-1+sv.rng.IntN(2)
		return r*b.N + c
	}
	_, sv.best = sv.s.Best(b, me, sv.best)
	return sv.best[sv.rng.IntN(len(sv.best))]
}
