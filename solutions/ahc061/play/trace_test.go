package play_test

import (
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/gamews/gamews/solutions/ahc061/localjudge"
	"github.com/gamews/gamews/solutions/ahc061/play"
	"github.com/gamews/gamews/solutions/ahc061/sim"
)

type tracer struct {
	*play.Strong
	g    *sim.Game
	prev sim.State
}

func (t *tracer) Observe(dest *[sim.MaxM]int, after *sim.State) {
	t.Strong.Observe(dest, after)
	if int(after.Pos[0]) != dest[0] {
		o := t.prev.Owner[dest[0]]
		fmt.Printf("turn %d: bounced on %d (owner %d level %d)\n", after.Turn, dest[0], o, t.prev.Level[dest[0]])
	}
	t.prev = *after
	if after.Turn%10 == 0 {
		fmt.Printf("turn %d scores %v dest0 %d pos0 %d\n", after.Turn, after.Score[:t.g.M], dest[0], after.Pos[0])
	}
	if after.Turn == sim.T {
		for x := 0; x < sim.N; x++ {
			for y := 0; y < sim.N; y++ {
				c := x*sim.N + y
				o := after.Owner[c]
				ch := "."
				if o >= 0 {
					ch = strconv.Itoa(int(o))
				}
				fmt.Printf(" %s%d/%4d", ch, after.Level[c], t.g.V[c])
			}
			fmt.Println()
		}
	}
}

// TestTrace prints one game (AHC061_TRACE=seed); a tool for reading play.
func TestTrace(t *testing.T) {
	v := os.Getenv("AHC061_TRACE")
	if v == "" {
		t.Skip("set AHC061_TRACE=seed")
	}
	seed, _ := strconv.Atoi(v)
	in := loadInput(t, seed)
	pl := play.New(&in.Game, time.Now(), 1500*time.Millisecond)
	tune(&pl.Search.Opt)
	_, pts, err := localjudge.Play(in, &tracer{pl, &in.Game, sim.NewState(&in.Game)})
	fmt.Println(in.Game.M, in.Game.U, pts, err)
	for p := 1; p < in.Game.M; p++ {
		fmt.Println(in.AI[p], pl.Posterior(p).Mean())
	}
}
