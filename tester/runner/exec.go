package runner

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/proc"
)

// ErrTimeLimit is wrapped by the error of a case whose solution was killed
// for running out of time.
var ErrTimeLimit = errors.New("time limit exceeded")

// Exec runs the solution argv in its own process group and lets p judge
// it on input: the solution's stdout goes to the judge, the judge's
// transcript to output, and the solution's stderr and the judge's messages
// to stderr. It returns the judge's score, the solution's wall time (from
// start to exit) and the judge's verdict.
//
// When limit > 0 the solution's process group is killed limit after its
// start and the error wraps ErrTimeLimit. The limit is the solution's, not
// the judge's: a judge that computes the expected answer after the solution
// has exited is not cut short. When ctx ends the process group is killed
// and the error wraps ctx.Err().
//
// A solution that exits with a failure status after the judge has accepted
// the whole game keeps its score (as the official testers do); the status
// is noted on stderr. When the judge rejects the game, the solution's exit
// status is added to the reason (an "unexpected EOF" is rarely the whole
// story: "exit status 2" says it crashed).
func Exec(ctx context.Context, p judge.Problem, argv []string, limit time.Duration, seed uint64, input []byte, output, stderr io.Writer) (score float64, elapsed time.Duration, err error) {
	if len(argv) == 0 {
		return 0, 0, errors.New("no solution command")
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return 0, 0, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return 0, 0, err
	}
	pctx, cancel := ctx, context.CancelFunc(func() {})
	if limit > 0 {
		pctx, cancel = context.WithTimeout(ctx, limit)
	}
	defer cancel()
	cmd := proc.Command(pctx, argv[0], argv[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, stderr
	start := time.Now()
	err = cmd.Start()
	// The child has its own copies now; ours must go so that EOF reaches
	// the judge when the solution exits.
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return 0, 0, fmt.Errorf("start solution: %w", err)
	}
	type exit struct {
		err error
		at  time.Time
		// killed: the deadline had passed when the solution ended.
		killed bool
	}
	exited := make(chan exit, 1)
	go func() {
		err := cmd.Wait()
		exited <- exit{err, time.Now(), pctx.Err() != nil && ctx.Err() == nil}
	}()

	score, perr := p.Play(ctx, &judge.Case{
		Seed:         seed,
		Input:        input,
		ToSolution:   inW,
		FromSolution: outR,
		Output:       output,
		Log:          stderr,
	})
	inW.Close()
	// Whatever the solution still prints is nobody's business, but it must
	// not block on a full pipe while it winds down.
	go io.Copy(io.Discard, outR)
	defer outR.Close()

	var ex exit
	if perr != nil && pctx.Err() == nil {
		// The judge has decided; give a crashed solution a moment to be
		// reaped so its status can explain the verdict, then stop it.
		select {
		case ex = <-exited:
		case <-time.After(50 * time.Millisecond):
			proc.KillGroup(cmd)
			ex = <-exited
			ex.err, ex.killed = nil, false // killed by us: not the solution's doing
		}
	} else {
		ex = <-exited
	}
	elapsed = ex.at.Sub(start)
	if ctx.Err() != nil {
		return 0, elapsed, fmt.Errorf("solution stopped: %w", ctx.Err())
	}
	if ex.killed {
		return 0, elapsed, fmt.Errorf("%w: killed after %v", ErrTimeLimit, limit)
	}
	if perr != nil {
		if ex.err != nil {
			return score, elapsed, fmt.Errorf("%w (solution: %v)", perr, ex.err)
		}
		return score, elapsed, perr
	}
	if ex.err != nil {
		fmt.Fprintf(stderr, "\n[tester] solution exited after the game: %v\n", ex.err)
	}
	return score, elapsed, nil
}

// JudgePlayer plays cases with a built-in judge in process: inputs come from
// the judge's generator and the solution is run with Exec.
type JudgePlayer struct {
	Problem judge.Problem
	// Solution is the solution's command line.
	Solution []string
}

// Input generates the input of seed.
func (jp *JudgePlayer) Input(ctx context.Context, index int, seed uint64) ([]byte, error) {
	var buf bytes.Buffer
	if err := jp.Problem.Generate(seed, &buf); err != nil {
		return nil, fmt.Errorf("generate seed %d: %w", seed, err)
	}
	return buf.Bytes(), nil
}

// Play runs the solution on c, killing it at c.Deadline, and judges it.
func (jp *JudgePlayer) Play(ctx context.Context, c *Case) (float64, time.Duration, error) {
	return Exec(ctx, jp.Problem, jp.Solution, c.Deadline, c.Seed, c.Input, c.Output, c.Stderr)
}
