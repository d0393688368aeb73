package play_test

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gamews/gamews/solutions/ahc061/localjudge"
	"github.com/gamews/gamews/solutions/ahc061/play"
	"github.com/gamews/gamews/solutions/ahc061/search"
)

// TestEval is a measurement, not a check: AHC061_EVAL=0-99 (official files)
// scores the strong player in process, two games at a time, and prints the
// mean and the means per M and U.
func TestEval(t *testing.T) {
	spec := os.Getenv("AHC061_EVAL")
	if spec == "" {
		t.Skip("set AHC061_EVAL=A-B to score seeds A..B")
	}
	a, b, _ := strings.Cut(spec, "-")
	lo, _ := strconv.Atoi(a)
	hi, _ := strconv.Atoi(b)
	budget := 1500 * time.Millisecond
	if v := os.Getenv("AHC061_BUDGET"); v != "" {
		budget, _ = time.ParseDuration(v)
	}
	type res struct {
		rollouts   int
		seed, m, u int
		pts        int64
		dur        time.Duration
	}
	var mu sync.Mutex
	var out []res
	// Inputs load here: loadInput may skip, which must not happen in a worker.
	inputs := map[int]*localjudge.Input{}
	for s := lo; s <= hi; s++ {
		inputs[s] = loadInput(t, s)
	}
	seeds := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for seed := range seeds {
				in := inputs[seed]
				st := time.Now()
				pl := play.New(&in.Game, st, budget)
				tune(&pl.Search.Opt)
				_, pts, err := localjudge.Play(in, pl)
				if err != nil {
					t.Errorf("seed %d: %v", seed, err)
				}
				mu.Lock()
				out = append(out, res{pl.Search.Rollouts, seed, in.Game.M, in.Game.U, pts, time.Since(st)})
				mu.Unlock()
			}
		}()
	}
	for s := lo; s <= hi; s++ {
		seeds <- s
	}
	close(seeds)
	wg.Wait()
	sort.Slice(out, func(i, j int) bool { return out[i].seed < out[j].seed })
	var sum int64
	var rolls int
	var worst time.Duration
	byM, byU := map[int][]int64{}, map[int][]int64{}
	for _, r := range out {
		sum += r.pts
		rolls += r.rollouts
		byM[r.m] = append(byM[r.m], r.pts)
		byU[r.u] = append(byU[r.u], r.pts)
		if r.dur > worst {
			worst = r.dur
		}
		if os.Getenv("AHC061_VERBOSE") != "" {
			fmt.Printf("seed %d M=%d U=%d %d %v\n", r.seed, r.m, r.u, r.pts, r.dur)
		}
	}
	mean := func(xs []int64) int64 {
		s := int64(0)
		for _, x := range xs {
			s += x
		}
		return s / int64(len(xs))
	}
	fmt.Printf("seeds %s: mean %d, worst time %v, rollouts/game %d\n", spec, sum/int64(len(out)), worst, rolls/len(out))
	for m := 2; m <= 8; m++ {
		if len(byM[m]) > 0 {
			fmt.Printf("  M=%d: %d (%d)\n", m, mean(byM[m]), len(byM[m]))
		}
	}
	for u := 1; u <= 5; u++ {
		if len(byU[u]) > 0 {
			fmt.Printf("  U=%d: %d (%d)\n", u, mean(byU[u]), len(byU[u]))
		}
	}
}

// tune applies AHC061_OPT, e.g. "Horizon=8,Width=10,Rounds=40".
func tune(o *search.Options) {
	for _, kv := range strings.Split(os.Getenv("AHC061_OPT"), ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			continue
		}
		f, _ := strconv.ParseFloat(v, 64)
		switch k {
		case "Horizon":
			o.Horizon = int(f)
		case "Width":
			o.Width = int(f)
		case "Explore":
			o.Explore = f
		case "SoftK":
			o.SoftK = f
		case "Rounds":
			o.Rounds = int(f)
		}
	}
}
