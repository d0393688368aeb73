// Package ckcgame is the tester's judge for CodeChef CKCGAME (Chess Kings
// Chasing Game, COOK133B), a batch problem with one exact answer per test:
// the score Alice can guarantee when she and Bob move like chess kings on
// an N×N grid of values and Bob tries to catch her.
//
// The judge writes the input, reads one integer per test and compares it
// with its own answer (Answer, a forward pass over Alice's paths written
// apart from the solution's backward one). A case scores 1 when every
// answer is right and 0 otherwise, the error naming the first wrong test.
//
// Answer relies on the editorial's claim that Bob catches Alice right after
// her t-th move exactly when she lands within Chebyshev distance t of his
// start; the package's tests check it against a retrograde analysis of the
// full game (both kings' positions and whose turn it is) on small grids.
//
// Inputs come in kinds picked by the seed (KindOf): many small grids, every
// start on 2×2 grids, medium ones, all values 1e9, Bob next to Alice,
// kings on corners and edges, large random grids, and the slowest case
// for a solution (WorstGame).
package ckcgame

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/gamews/gamews/tester/judge"
)

// Problem is the CKCGAME judge.
type Problem struct{}

// New returns the judge.
func New() judge.Problem { return Problem{} }

// Info describes CKCGAME: 2 s per input file, score 1 when all answers
// are right.
func (Problem) Info() judge.Info {
	return judge.Info{Name: "ckcgame", Maximize: true, TimeLimit: 2 * time.Second}
}

// Generate writes the input of seed.
func (Problem) Generate(seed uint64, w io.Writer) error {
	return WriteInput(w, GenerateGames(seed))
}

// Params reports the number of tests and the size of the largest grid.
func (Problem) Params(input []byte) (map[string]string, error) {
	games, err := ParseInput(input)
	if err != nil {
		return nil, err
	}
	maxN := 0
	for _, g := range games {
		maxN = imax(maxN, g.N)
	}
	size := "N<10"
	switch {
	case maxN >= 100:
		size = "N>=100"
	case maxN >= 10:
		size = "N<100"
	}
	return map[string]string{"T": strconv.Itoa(len(games)), "maxN": size}, nil
}

// Play sends the input, then checks one answer per test.
func (Problem) Play(ctx context.Context, c *judge.Case) (float64, error) {
	games, err := ParseInput(c.Input)
	if err != nil {
		c.ToSolution.Close()
		return 0, fmt.Errorf("seed %d: bad input file: %w", c.Seed, err)
	}
	// Writing runs beside the reading so that a solution that answers
	// before it has read everything cannot deadlock the judge.
	wrote := make(chan error, 1)
	go func() {
		_, err := c.ToSolution.Write(c.Input)
		if cerr := c.ToSolution.Close(); err == nil {
			err = cerr
		}
		wrote <- err
	}()
	want := make([]int64, len(games))
	for i := range games {
		want[i] = Answer(&games[i])
	}
	verdict := check(c, games, want)
	if verdict == nil {
		// The solution answered everything, so it has read its input.
		<-wrote
		return 1, nil
	}
	// A solution that stopped reading may still hold the writer; it
	// ends when the runner kills the process.
	select {
	case werr := <-wrote:
		if werr != nil {
			verdict = fmt.Errorf("%w (and writing the input failed: %v)", verdict, werr)
		}
	default:
	}
	if ctx.Err() != nil {
		return 0, ctx.Err()
	}
	return 0, fmt.Errorf("seed %d: %w", c.Seed, verdict)
}

// check reads the solution's answers, copying them to c.Output.
func check(c *judge.Case, games []Game, want []int64) error {
	sc := bufio.NewScanner(io.TeeReader(c.FromSolution, c.Output))
	sc.Buffer(make([]byte, 4096), 1<<20)
	sc.Split(bufio.ScanWords)
	for i, w := range want {
		if !sc.Scan() {
			if err := sc.Err(); err != nil {
				return fmt.Errorf("test %d: reading the answer: %w", i+1, err)
			}
			return fmt.Errorf("test %d: output ended after %d of %d answers", i+1, i, len(want))
		}
		got, err := strconv.ParseInt(sc.Text(), 10, 64)
		if err != nil {
			return fmt.Errorf("test %d: bad token %q, want an integer", i+1, truncate(sc.Text()))
		}
		if got != w {
			g := &games[i]
			return fmt.Errorf("test %d (N=%d, Alice %d %d, Bob %d %d): answer %d, want %d",
				i+1, g.N, g.Ax+1, g.Ay+1, g.Bx+1, g.By+1, got, w)
		}
	}
	if sc.Scan() {
		return fmt.Errorf("extra output after the %d answers: %q", len(want), truncate(sc.Text()))
	}
	if err := sc.Err(); err != nil && !errors.Is(err, io.EOF) {
		return fmt.Errorf("reading after the last answer: %w", err)
	}
	return nil
}

func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}
