// Command ahc061 plays AHC061 (Multi-Player Territory Game) as player 0
// over the official interactive protocol: it reads the board, then each
// turn prints a destination, flushes, and reads back every player's chosen
// destination, the pieces' positions, and the owners and levels.
//
// The player (package play) learns each AI's hidden weights and eps from
// its observed destinations (package infer: a particle posterior) and
// picks its move by Monte Carlo search over sampled futures (package
// search) on an exact, fast model of the game (package sim), spending a
// fixed share of a 1.3 s budget per turn. play.Greedy is the simple
// one-ply player the sample run started with.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/gamews/gamews/solutions/ahc061/play"
	"github.com/gamews/gamews/solutions/ahc061/sim"
)

type reader struct{ sc *bufio.Scanner }

func (r *reader) int() int {
	if !r.sc.Scan() {
		os.Exit(0) // the judge closed the stream: the game is over
	}
	v, err := strconv.Atoi(r.sc.Text())
	if err != nil {
		fmt.Fprintln(os.Stderr, "ahc061: bad token:", err)
		os.Exit(1)
	}
	return v
}

// budget is the thinking time of a whole game, from process start: AtCoder
// allows 2 s, and the margin covers start-up and a loaded judge.
const budget = 1300 * time.Millisecond

func main() {
	start := time.Now()
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	sc.Split(bufio.ScanWords)
	r := &reader{sc}
	w := bufio.NewWriter(os.Stdout)

	g := &sim.Game{}
	_, m, _, u := r.int(), r.int(), r.int(), r.int()
	g.M, g.U = m, u
	for c := 0; c < sim.NN; c++ {
		g.V[c] = int32(r.int())
	}
	for p := 0; p < m; p++ {
		x, y := r.int(), r.int()
		g.Start[p] = x*sim.N + y
	}
	s := sim.NewState(g)
	pl := play.New(g, start, budget)
	for s.Turn < sim.T {
		c := pl.Choose(&s)
		fmt.Fprintf(w, "%d %d\n", c/sim.N, c%sim.N)
		w.Flush()
		var dest [sim.MaxM]int
		for p := 0; p < m; p++ {
			x, y := r.int(), r.int()
			dest[p] = x*sim.N + y
		}
		next := s
		next.Turn++
		for p := 0; p < m; p++ {
			x, y := r.int(), r.int()
			next.Pos[p] = int8(x*sim.N + y)
		}
		for c := 0; c < sim.NN; c++ {
			next.Owner[c] = int8(r.int())
		}
		for c := 0; c < sim.NN; c++ {
			next.Level[c] = int8(r.int())
		}
		g.Recount(&next)
		pl.Observe(&dest, &next)
		s = next
	}
}
