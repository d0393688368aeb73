package play_test

import (
	"fmt"
	"math/rand"
	"os"
	"testing"

	"github.com/gamews/gamews/solutions/ahc061/localjudge"
	"github.com/gamews/gamews/solutions/ahc061/play"
	"github.com/gamews/gamews/solutions/ahc061/sim"
)

func loadInput(t testing.TB, seed int) *localjudge.Input {
	t.Helper()
	dir := "../../../../shared/problems/ahc061/in"
	if d := os.Getenv("AHC061_DIR"); d != "" {
		dir = d // a `tester gen` directory, for measurements on fresh seeds
	}
	f, err := os.Open(fmt.Sprintf("%s/%04d.txt", dir, seed))
	if err != nil {
		t.Skipf("official inputs not available: %v", err)
	}
	defer f.Close()
	in, err := localjudge.Parse(f)
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	return in
}

// randomPlayer is the statement's sample solution: a uniform legal move.
type randomPlayer struct {
	g   *sim.Game
	rng *rand.Rand
}

func (r *randomPlayer) Choose(s *sim.State) int {
	c := r.g.Candidates(s, 0, nil)
	return c[r.rng.Intn(len(c))]
}
func (r *randomPlayer) Observe(dest *[sim.MaxM]int, after *sim.State) {}

func TestGreedyBeatsRandom(t *testing.T) {
	const n = 100
	var random, greedy int64
	for seed := 0; seed < n; seed++ {
		in := loadInput(t, seed)
		_, pts, err := localjudge.Play(in, &randomPlayer{&in.Game, rand.New(rand.NewSource(int64(seed)))})
		if err != nil {
			t.Fatalf("seed %d, random player: %v", seed, err)
		}
		random += pts
		_, pts, err = localjudge.Play(in, &play.Greedy{G: &in.Game})
		if err != nil {
			t.Fatalf("seed %d, greedy: %v", seed, err)
		}
		greedy += pts
	}
	t.Logf("seeds 0-%d: random %d, greedy %d", n-1, random/n, greedy/n)
	// The official figure for a random player is about 88,000.
	if random/n < 70000 || random/n > 105000 {
		t.Errorf("random player mean %d, want about 88000 (simulator off?)", random/n)
	}
	if greedy <= random*11/10 {
		t.Errorf("greedy mean %d is not 10%% above random's %d", greedy/n, random/n)
	}
}
