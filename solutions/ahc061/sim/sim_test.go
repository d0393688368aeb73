package sim_test

import (
	"bytes"
	"fmt"
	"math/rand"
	"sort"
	"testing"

	judge "github.com/gamews/gamews/tester/ahc061"

	"github.com/gamews/gamews/solutions/ahc061/localjudge"
	"github.com/gamews/gamews/solutions/ahc061/sim"
)

// TestAgreesWithJudge plays generated games with a random player 0 on both
// the tester's engine and this simulator (with the AIs' recorded random
// numbers) and requires the same destinations, pieces, owners, levels and
// scores after every turn.
func TestAgreesWithJudge(t *testing.T) {
	for seed := uint64(0); seed < 60; seed++ {
		jin := judge.Generate(seed, judge.GenOptions{})
		var file bytes.Buffer
		if _, err := jin.WriteTo(&file); err != nil {
			t.Fatal(err)
		}
		in, err := localjudge.Parse(&file)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		g := &in.Game
		js := judge.NewState(jin)
		s := sim.NewState(g)
		rng := rand.New(rand.NewSource(int64(seed)))
		var buf [sim.NN]int
		for turn := 0; turn < sim.T; turn++ {
			cands := g.Candidates(&s, 0, buf[:0])
			jc := js.Candidates(0, nil)
			if len(jc) != len(cands) {
				t.Fatalf("seed %d turn %d: %d candidates, judge has %d", seed, turn, len(cands), len(jc))
			}
			for p := 0; p < g.M; p++ {
				exact := g.Candidates(&s, p, nil)
				fast := g.Moves(&s, p, nil)
				sort.Ints(exact)
				if fmt.Sprint(exact) != fmt.Sprint(fast) {
					t.Fatalf("seed %d turn %d player %d: Moves %v, Candidates %v", seed, turn, p, fast, exact)
				}
			}
			var own sim.State = s
			g.Recount(&own)
			if own.Own != s.Own || own.Score != s.Score {
				t.Fatalf("seed %d turn %d: incremental masks or scores drifted", seed, turn)
			}
			move := cands[rng.Intn(len(cands))]
			if turn%3 == 0 { // also stand still and attack, not only wander
				move = int(s.Pos[0])
			}
			jdest := js.PlayTurn(move, nil)
			var dest [sim.MaxM]int
			dest[0] = move
			in.AIMoves(&s, &dest)
			g.Apply(&s, &dest)
			for p := 0; p < g.M; p++ {
				if dest[p] != jdest[p] || int(s.Pos[p]) != js.Pos[p] {
					t.Fatalf("seed %d turn %d player %d: dest %d pos %d, judge %d %d", seed, turn, p, dest[p], s.Pos[p], jdest[p], js.Pos[p])
				}
			}
			if s.Owner != js.Owner || s.Level != js.Level {
				t.Fatalf("seed %d turn %d: board differs from the judge's", seed, turn)
			}
			for p, sc := range js.Scores() {
				if s.Score[p] != sc {
					t.Fatalf("seed %d turn %d: score[%d] %d, judge %d", seed, turn, p, s.Score[p], sc)
				}
			}
		}
		if got, want := g.Points(&s), js.Score(); got != want {
			t.Errorf("seed %d: points %d, judge %d", seed, got, want)
		}
	}
}
