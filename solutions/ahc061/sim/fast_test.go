package sim_test

import (
	"bytes"
	"math"
	"testing"

	judge "github.com/gamews/gamews/tester/ahc061"

	"github.com/gamews/gamews/solutions/ahc061/localjudge"
	"github.com/gamews/gamews/solutions/ahc061/sim"
)

// TestSampleAIDistribution checks that the fast sampler draws AI moves with
// the official rule's probabilities: eps/n for every candidate plus
// (1-eps)/k for each of the k best, computed with the exact AIChoice over
// a grid of r2 values.
func TestSampleAIDistribution(t *testing.T) {
	var file bytes.Buffer
	if _, err := judge.Generate(7, judge.GenOptions{}).WriteTo(&file); err != nil {
		t.Fatal(err)
	}
	in, err := localjudge.Parse(&file)
	if err != nil {
		t.Fatal(err)
	}
	g := &in.Game
	g.V[0], g.V[1], g.V[10] = 1500, 1500, 1500 // make ties likely somewhere
	s := sim.NewState(g)
	r := sim.NewRng(1)
	var dest [sim.MaxM]int
	checked := 0
	for s.Turn < 40 {
		for p := 1; p < g.M; p++ {
			w := in.AI[p]
			cands := g.Candidates(&s, p, nil)
			want := map[int]float64{}
			for _, c := range cands {
				want[c] += w.Eps / float64(len(cands))
			}
			const grid = 1000
			for i := 0; i < grid; i++ {
				c := g.AIChoice(&s, p, &w, cands, 1, (float64(i)+0.5)/grid)
				want[c] += (1 - w.Eps) / grid
			}
			const n = 4000
			got := map[int]float64{}
			var rc sim.ReachCache
			for i := 0; i < n; i++ {
				got[g.SampleAI(&s, p, &w, &r, &rc)] += 1.0 / n
			}
			for c, pw := range want {
				if sd := math.Sqrt(pw * (1 - pw) / n); math.Abs(got[c]-pw) > 5*sd+1e-3 {
					t.Fatalf("turn %d AI %d cell %d: frequency %.4f, want %.4f", s.Turn, p, c, got[c], pw)
				}
			}
			for c := range got {
				if _, ok := want[c]; !ok {
					t.Fatalf("turn %d AI %d: sampled illegal cell %d", s.Turn, p, c)
				}
			}
			checked++
		}
		dest[0] = int(s.Pos[0])
		in.AIMoves(&s, &dest)
		g.Apply(&s, &dest)
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}
