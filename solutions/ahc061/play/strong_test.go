package play_test

import (
	"testing"
	"time"

	"github.com/gamews/gamews/solutions/ahc061/localjudge"
	"github.com/gamews/gamews/solutions/ahc061/play"
)

// TestStrongBeatsGreedy plays the searching player with a fixed, small
// number of rollout rounds per turn (so the result does not depend on the
// machine's speed) and requires it to beat the greedy player clearly.
func TestStrongBeatsGreedy(t *testing.T) {
	const n = 12
	var strong, greedy int64
	for seed := 0; seed < n; seed++ {
		in := loadInput(t, seed)
		pl := play.New(&in.Game, time.Now(), time.Hour)
		pl.Search.Opt.Rounds = 4
		_, pts, err := localjudge.Play(in, pl)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		strong += pts
		_, pts, err = localjudge.Play(in, &play.Greedy{G: &in.Game})
		if err != nil {
			t.Fatal(err)
		}
		greedy += pts
	}
	t.Logf("seeds 0-%d: strong (4 rounds/turn) %d, greedy %d", n-1, strong/n, greedy/n)
	if strong < greedy*13/10 {
		t.Errorf("strong mean %d is not 30%% above greedy's %d", strong/n, greedy/n)
	}
}
