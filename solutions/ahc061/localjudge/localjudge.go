// Package localjudge plays whole AHC061 games in process against the AIs
// described by an official input file (which carries their parameters and
// random numbers), so the solution's tests and benchmarks can score it
// without building a binary or a tester.
//
// It runs on package sim; the tester's judge is an independent replica, and
// the tests check that the two agree.
package localjudge

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"github.com/gamews/gamews/solutions/ahc061/sim"
)

// Input is an official input file: the game plus the AIs' hidden part.
type Input struct {
	Game sim.Game
	AI   [sim.MaxM]sim.Params         // AI p's parameters at index p (1..M-1)
	R    [sim.MaxM][2 * sim.T]float64 // AI p's random numbers: r1, r2 of turn t at 2t, 2t+1
}

// Parse reads an official input file.
func Parse(r io.Reader) (*Input, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	sc.Split(bufio.ScanWords)
	n := 0
	next := func() (string, error) {
		if !sc.Scan() {
			if err := sc.Err(); err != nil {
				return "", err
			}
			return "", fmt.Errorf("token %d: unexpected end of input", n)
		}
		n++
		return sc.Text(), nil
	}
	nextInt := func() (int, error) {
		t, err := next()
		if err != nil {
			return 0, err
		}
		v, err := strconv.Atoi(t)
		if err != nil {
			return 0, fmt.Errorf("token %d: %w", n, err)
		}
		return v, nil
	}
	nextFloat := func() (float64, error) {
		t, err := next()
		if err != nil {
			return 0, err
		}
		v, err := strconv.ParseFloat(t, 64)
		if err != nil {
			return 0, fmt.Errorf("token %d: %w", n, err)
		}
		return v, nil
	}
	in := &Input{}
	g := &in.Game
	var hdr [4]int
	for i := range hdr {
		v, err := nextInt()
		if err != nil {
			return nil, err
		}
		hdr[i] = v
	}
	if hdr[0] != sim.N || hdr[2] != sim.T || hdr[1] < 2 || hdr[1] > sim.MaxM {
		return nil, fmt.Errorf("unsupported header %v", hdr)
	}
	g.M, g.U = hdr[1], hdr[3]
	for c := 0; c < sim.NN; c++ {
		v, err := nextInt()
		if err != nil {
			return nil, err
		}
		g.V[c] = int32(v)
	}
	for p := 0; p < g.M; p++ {
		x, err := nextInt()
		if err != nil {
			return nil, err
		}
		y, err := nextInt()
		if err != nil {
			return nil, err
		}
		g.Start[p] = x*sim.N + y
	}
	for p := 1; p < g.M; p++ {
		var w [5]float64
		for i := range w {
			v, err := nextFloat()
			if err != nil {
				return nil, err
			}
			w[i] = v
		}
		in.AI[p] = sim.Params{Wa: w[0], Wb: w[1], Wc: w[2], Wd: w[3], Eps: w[4]}
	}
	for t := 0; t < sim.T; t++ {
		for p := 1; p < g.M; p++ {
			for k := 0; k < 2; k++ {
				v, err := nextFloat()
				if err != nil {
					return nil, err
				}
				in.R[p][2*t+k] = v
			}
		}
	}
	return in, nil
}

// Player is player 0: it picks a destination for the state before a turn
// and then sees every player's chosen destination and the state after it.
type Player interface {
	Choose(s *sim.State) int
	Observe(dest *[sim.MaxM]int, after *sim.State)
}

// AIMoves returns the AIs' destinations on turn s.Turn (dest[0] untouched).
func (in *Input) AIMoves(s *sim.State, dest *[sim.MaxM]int) {
	g := &in.Game
	var buf [sim.NN]int
	for p := 1; p < g.M; p++ {
		c := g.Candidates(s, p, buf[:0])
		dest[p] = g.AIChoice(s, p, &in.AI[p], c, in.R[p][2*s.Turn], in.R[p][2*s.Turn+1])
	}
}

// Play plays the game with pl as player 0 and returns the final state and
// the official score; an illegal move is an error.
func Play(in *Input, pl Player) (sim.State, int64, error) {
	g := &in.Game
	s := sim.NewState(g)
	for s.Turn < sim.T {
		var dest [sim.MaxM]int
		dest[0] = pl.Choose(&s)
		if dest[0] < 0 || dest[0] >= sim.NN || !g.Legal(&s, 0, dest[0]) {
			return s, 0, fmt.Errorf("turn %d: illegal move to %d", s.Turn+1, dest[0])
		}
		in.AIMoves(&s, &dest)
		g.Apply(&s, &dest)
		after := s
		pl.Observe(&dest, &after)
	}
	return s, g.Points(&s), nil
}
