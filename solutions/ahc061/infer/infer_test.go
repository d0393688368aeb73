package infer_test

import (
	"bytes"
	"math"
	"testing"

	judge "github.com/gamews/gamews/tester/ahc061"

	"github.com/gamews/gamews/solutions/ahc061/infer"
	"github.com/gamews/gamews/solutions/ahc061/localjudge"
	"github.com/gamews/gamews/solutions/ahc061/play"
	"github.com/gamews/gamews/solutions/ahc061/sim"
)

// watcher plays the greedy player and feeds every AI move to a posterior.
type watcher struct {
	play.Greedy
	g    *sim.Game
	s    sim.State
	post [sim.MaxM]*infer.Posterior
	obs  [sim.MaxM][]infer.Obs
	prev [sim.MaxM][]sim.State
}

func (w *watcher) Observe(dest *[sim.MaxM]int, after *sim.State) {
	for p := 1; p < w.g.M; p++ {
		o := infer.Observe(w.g, &w.s, p, dest[p])
		w.post[p].Update(o)
		w.obs[p] = append(w.obs[p], o)
	}
	w.s = *after
}

// TestRecoversParameters plays generated games and checks that the
// posterior mean predicts the true parameters' greedy choices far better
// than the prior does, and estimates eps.
func TestRecoversParameters(t *testing.T) {
	var agree, agreePrior, total int
	var epsErr, epsErrPrior float64
	var nAI int
	prior := sim.Params{Wa: 0.65, Wb: 0.65, Wc: 0.65, Wd: 0.65, Eps: 0.3}
	for seed := uint64(1000); seed < 1030; seed++ {
		var file bytes.Buffer
		if _, err := judge.Generate(seed, judge.GenOptions{}).WriteTo(&file); err != nil {
			t.Fatal(err)
		}
		in, err := localjudge.Parse(&file)
		if err != nil {
			t.Fatal(err)
		}
		w := &watcher{Greedy: play.Greedy{G: &in.Game}, g: &in.Game, s: sim.NewState(&in.Game)}
		for p := 1; p < in.Game.M; p++ {
			w.post[p] = infer.New(1000, seed*10+uint64(p))
		}
		if _, _, err := localjudge.Play(in, w); err != nil {
			t.Fatal(err)
		}
		for p := 1; p < in.Game.M; p++ {
			truth := in.AI[p]
			mean := w.post[p].Mean()
			for _, o := range w.obs[p] {
				tc := o.GreedyCat(&truth)
				if o.GreedyCat(&mean) == tc {
					agree++
				}
				if o.GreedyCat(&prior) == tc {
					agreePrior++
				}
				total++
			}
			epsErr += math.Abs(mean.Eps - truth.Eps)
			epsErrPrior += math.Abs(prior.Eps - truth.Eps)
			nAI++
		}
	}
	acc, accPrior := float64(agree)/float64(total), float64(agreePrior)/float64(total)
	epsErr /= float64(nAI)
	epsErrPrior /= float64(nAI)
	t.Logf("greedy category agreement %.3f (prior %.3f); mean |eps error| %.3f (prior %.3f) over %d AIs", acc, accPrior, epsErr, epsErrPrior, nAI)
	if acc < 0.95 || acc < accPrior+0.05 {
		t.Errorf("posterior agrees with the true greedy choice on %.3f of turns (prior %.3f), want >= 0.95", acc, accPrior)
	}
	if epsErr > 0.06 || epsErr > epsErrPrior*0.6 {
		t.Errorf("mean eps error %.3f (prior %.3f)", epsErr, epsErrPrior)
	}
}
