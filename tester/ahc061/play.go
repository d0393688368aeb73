package ahc061

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/gamews/gamews/tester/judge"
)

// ErrTerminated is the verdict when the solution's output ends before its
// last move.
var ErrTerminated = errors.New("Your program has terminated unexpectedly")

// Play judges one case against a running solution. The messages follow
// the official tester's (AtCoder's tools template): "Parse error: TOKEN",
// "Out of range: V", "Unexpected EOF", "Illegal output: ...", "Your program
// has terminated unexpectedly", each prefixed with the turn (1-based).
func (p *Problem) Play(ctx context.Context, c *judge.Case) (float64, error) {
	in, err := Parse(c.Input)
	if err != nil {
		c.ToSolution.Close()
		return 0, fmt.Errorf("seed %d: %w", c.Seed, err)
	}
	out := c.Output
	if out == nil {
		out = io.Discard
	}
	lines := make(chan string)
	stop := make(chan struct{})
	defer close(stop)
	go readLines(c.FromSolution, lines, stop)
	w := startWriter(c.ToSolution)

	w.send(in.SolutionInput())
	s := NewState(in)
	dest := make([]int, 0, MaxM)
	for t := 0; t < T; t++ {
		line, err := nextMove(ctx, lines, out)
		if err != nil {
			w.abort()
			return 0, fmt.Errorf("turn %d: %w", t+1, err)
		}
		move, err := ParseMove(line)
		if err == nil {
			err = s.CheckMove(move)
		}
		if err != nil {
			w.abort()
			return 0, fmt.Errorf("turn %d: %w", t+1, err)
		}
		dest = s.PlayTurn(move, dest)
		w.send(s.AppendReport(make([]byte, 0, 640), dest))
	}
	w.finish(ctx)
	return float64(s.Score()), nil
}

// nextMove returns the next line of the solution's that is neither empty
// nor a '#' comment, echoing every line it reads to out.
func nextMove(ctx context.Context, lines <-chan string, out io.Writer) (string, error) {
	for {
		select {
		case <-ctx.Done():
			return "", fmt.Errorf("time limit exceeded while waiting for a move: %w", ctx.Err())
		case l, ok := <-lines:
			if !ok {
				return "", ErrTerminated
			}
			io.WriteString(out, l)
			v := strings.TrimSpace(l)
			if v == "" || strings.HasPrefix(v, "#") {
				continue
			}
			return v, nil
		}
	}
}

// readLines sends the raw lines of r (with their newline, the last one
// possibly without) until EOF or stop.
func readLines(r io.Reader, lines chan<- string, stop <-chan struct{}) {
	defer close(lines)
	br := bufio.NewReader(r)
	for {
		l, err := br.ReadString('\n')
		if l != "" {
			select {
			case lines <- l:
			case <-stop:
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// ParseMove parses a move line of player 0: exactly two integers in
// [0, N).
func ParseMove(line string) (int, error) {
	tok := strings.Fields(line)
	var xy [2]int
	for k := range xy {
		if k >= len(tok) {
			return 0, errors.New("Unexpected EOF")
		}
		v, err := strconv.ParseInt(tok[k], 10, 64)
		if err != nil {
			return 0, fmt.Errorf("Parse error: %s", tok[k])
		}
		if v < 0 || v >= N {
			return 0, fmt.Errorf("Out of range: %d", v)
		}
		xy[k] = int(v)
	}
	if len(tok) > 2 {
		return 0, fmt.Errorf("Illegal output: too many tokens: %s", line)
	}
	return xy[0]*N + xy[1], nil
}

// CheckMove reports why player 0 may not move to cell c, or nil.
func (s *State) CheckMove(c int) error {
	if s.Legal(0, c) {
		return nil
	}
	for q := 1; q < s.In.M; q++ {
		if s.Pos[q] == c {
			return fmt.Errorf("Illegal output: (%d, %d) holds player %d's piece", c/N, c%N, q)
		}
	}
	return fmt.Errorf("Illegal output: (%d, %d) is neither in nor next to the territory reachable from (%d, %d)",
		c/N, c%N, s.Pos[0]/N, s.Pos[0]%N)
}

// writer sends the judge's messages from its own goroutine, so that a
// solution that stops reading can only stall the writer, never the judge
// (which must still notice a timeout).
type writer struct {
	w    io.WriteCloser
	msgs chan []byte
	done chan struct{}
}

func startWriter(w io.WriteCloser) *writer {
	wr := &writer{w: w, msgs: make(chan []byte, T+2), done: make(chan struct{})}
	go func() {
		defer close(wr.done)
		failed := false
		for m := range wr.msgs {
			if !failed {
				// A write error means the solution is gone: the reader
				// reports it, as the official tester does.
				_, err := w.Write(m)
				failed = err != nil
			}
		}
	}()
	return wr
}

func (wr *writer) send(b []byte) { wr.msgs <- b }

// abort closes the solution's input at once, which also unblocks a
// pending write.
func (wr *writer) abort() {
	close(wr.msgs)
	wr.w.Close()
}

// finish lets the last messages through (or gives up when ctx is done)
// and closes the solution's input.
func (wr *writer) finish(ctx context.Context) {
	close(wr.msgs)
	select {
	case <-wr.done:
	case <-ctx.Done():
	}
	wr.w.Close()
}
