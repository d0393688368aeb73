package ahc061

import (
	"math/rand"
	"testing"
)

// playRandom plays seed's game with player 0 moving to a uniformly random
// legal cell each turn, as the statement's sample solution does.
func playRandom(in *Input, rng *rand.Rand) *State {
	s := NewState(in)
	var buf [Cells]int
	dest := make([]int, 0, MaxM)
	for s.Turn < T {
		cand := s.Candidates(0, buf[:0])
		dest = s.PlayTurn(cand[rng.Intn(len(cand))], dest)
	}
	return s
}

// TestRandomPlayerMean checks the engine against a figure of the official
// tools: a uniformly random legal player averages about 88,000 over seeds
// 0-99.
func TestRandomPlayerMean(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	sum := 0.0
	const seeds = 100
	for seed := uint64(0); seed < seeds; seed++ {
		sum += float64(playRandom(Generate(seed, GenOptions{}), rng).Score())
	}
	mean := sum / seeds
	t.Logf("random legal player: mean score %.0f over seeds 0-%d", mean, seeds-1)
	if mean < 80000 || mean > 96000 {
		t.Errorf("random player mean %.0f, want about 88000", mean)
	}
}
