package ahc061

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/proc"
)

// fakeSolution plays the solution's side over the pipes: it reads the
// initial input and every report, and writes its lines.
type fakeSolution func(r *bufio.Reader, w io.Writer)

// playFake judges a fake solution in process over io.Pipe.
func playFake(ctx context.Context, t testing.TB, input []byte, sol fakeSolution) (float64, error, string) {
	t.Helper()
	toR, toW := io.Pipe()
	fromR, fromW := io.Pipe()
	done := make(chan struct{})
	go func() {
		defer close(done)
		sol(bufio.NewReader(toR), fromW)
		fromW.Close()
	}()
	var out bytes.Buffer
	score, err := New().Play(ctx, &judge.Case{Input: input, ToSolution: toW, FromSolution: fromR, Output: &out, Log: io.Discard})
	// Unblock a fake still reading or writing.
	toR.CloseWithError(io.EOF)
	fromR.Close()
	<-done
	return score, err, out.String()
}

// view is the solution's picture of the game, rebuilt from what the judge
// sends: the only thing a fake needs to choose legal moves.
type view struct {
	s *State
}

func readInts(r *bufio.Reader, n int) ([]int, error) {
	v := make([]int, n)
	for i := range v {
		if _, err := fmt.Fscan(r, &v[i]); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// readInitial reads the solution's part of the input.
func readInitial(r *bufio.Reader) (*view, error) {
	h, err := readInts(r, 4)
	if err != nil {
		return nil, err
	}
	in := &Input{M: h[1], U: h[3]}
	v, err := readInts(r, Cells)
	if err != nil {
		return nil, err
	}
	copy(in.V[:], v)
	st, err := readInts(r, 2*in.M)
	if err != nil {
		return nil, err
	}
	for p := 0; p < in.M; p++ {
		in.Start = append(in.Start, st[2*p]*N+st[2*p+1])
	}
	return &view{NewState(in)}, nil
}

// readReport reads a turn's report into the view.
func (v *view) readReport(r *bufio.Reader) error {
	m := v.s.In.M
	x, err := readInts(r, 4*m+2*Cells)
	if err != nil {
		return err
	}
	for p := 0; p < m; p++ {
		v.s.Pos[p] = x[2*m+2*p]*N + x[2*m+2*p+1]
	}
	for c := 0; c < Cells; c++ {
		v.s.Owner[c] = int8(x[4*m+c])
		v.s.Level[c] = int8(x[4*m+Cells+c])
	}
	v.s.Turn++
	return nil
}

// randomSolution moves to a random legal cell; before the turn given by
// badTurn (1-based) it prints bad instead, or exits when bad is "".
func randomSolution(seed int64, badTurn int, bad string) fakeSolution {
	return func(r *bufio.Reader, w io.Writer) {
		rng := rand.New(rand.NewSource(seed))
		v, err := readInitial(r)
		if err != nil {
			return
		}
		var buf [Cells]int
		for t := 1; t <= T; t++ {
			if t == badTurn {
				if bad == "" {
					return
				}
				fmt.Fprint(w, bad)
			}
			fmt.Fprintf(w, "# turn %d\n\n", t)
			cand := v.s.Candidates(0, buf[:0])
			c := cand[rng.Intn(len(cand))]
			fmt.Fprintf(w, "%d %d\n", c/N, c%N)
			if v.readReport(r) != nil {
				return
			}
		}
	}
}

func officialInput(t testing.TB, seed uint64) []byte {
	var b bytes.Buffer
	Generate(seed, GenOptions{}).WriteTo(&b)
	return b.Bytes()
}

// TestPlayRandom checks the judge's protocol end to end: a fake that
// rebuilds the board from the reports keeps choosing legal moves, and the
// score equals a direct replay of its transcript.
func TestPlayRandom(t *testing.T) {
	for seed := uint64(0); seed < 5; seed++ {
		input := officialInput(t, seed)
		score, err, out := playFake(context.Background(), t, input, randomSolution(int64(seed), 0, ""))
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		in, _ := Parse(input)
		s, rerr := Replay(in, []byte(out))
		if rerr != nil {
			t.Fatalf("seed %d: replay: %v", seed, rerr)
		}
		if got := float64(s.Score()); got != score {
			t.Errorf("seed %d: Play scored %v, replay of its transcript %v", seed, score, got)
		}
		if !strings.Contains(out, "# turn 100\n\n") {
			t.Errorf("seed %d: comment and empty lines not echoed", seed)
		}
		if score < 20000 || score > 200000 {
			t.Errorf("seed %d: implausible score %v", seed, score)
		}
	}
}

func TestPlayErrors(t *testing.T) {
	input := officialInput(t, 0) // players start at (6,1), (3,3), (3,5), (5,8)
	tests := []struct {
		name    string
		badTurn int
		bad     string
		want    string
	}{
		{"bad token", 3, "1 x\n", "turn 3: Parse error: x"},
		{"out of range", 1, "10 0\n", "turn 1: Out of range: 10"},
		{"negative", 1, "0 -1\n", "turn 1: Out of range: -1"},
		{"one token", 2, "5\n", "turn 2: Unexpected EOF"},
		{"three tokens", 2, "6 1 0\n", "turn 2: Illegal output: too many tokens"},
		{"unreachable", 1, "0 0\n", "turn 1: Illegal output: (0, 0) is neither in nor next to"},
		{"other piece", 1, "3 3\n", "turn 1: Illegal output: (3, 3) holds player 1's piece"},
		{"early exit", 50, "", "turn 50: Your program has terminated unexpectedly"},
		{"exit before first move", 1, "", "turn 1: Your program has terminated unexpectedly"},
		{"partial last line", 7, "6 ", "turn 7: Unexpected EOF"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sol := randomSolution(1, tc.badTurn, tc.bad)
			if tc.bad == "6 " {
				// The partial line ends the output.
				inner := sol
				sol = func(r *bufio.Reader, w io.Writer) {
					inner(r, &cutWriter{w: w, after: "6 "})
				}
			}
			score, err, _ := playFake(context.Background(), t, input, sol)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Fatalf("error %v, want prefix %q", err, tc.want)
			}
			if score != 0 {
				t.Errorf("score %v, want 0", score)
			}
		})
	}
}

// cutWriter stops writing (as if the program exited) after it wrote a
// string ending with after.
type cutWriter struct {
	w     io.Writer
	after string
	cut   bool
}

func (c *cutWriter) Write(b []byte) (int, error) {
	if c.cut {
		return 0, io.ErrClosedPipe
	}
	if string(b) == c.after {
		c.cut = true
		n, err := c.w.Write(b)
		c.w.(io.Closer).Close()
		return n, err
	}
	return c.w.Write(b)
}

func TestPlayTimeout(t *testing.T) {
	input := officialInput(t, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	// Plays 10 turns, then neither reads nor writes.
	hang := func(r *bufio.Reader, w io.Writer) {
		randomSolution(2, 11, "")(r, w)
		time.Sleep(time.Hour)
	}
	start := time.Now()
	toR, toW := io.Pipe()
	fromR, fromW := io.Pipe()
	go hang(bufio.NewReader(toR), fromW)
	score, err := New().Play(ctx, &judge.Case{Input: input, ToSolution: toW, FromSolution: fromR, Output: io.Discard})
	if !errors.Is(err, context.DeadlineExceeded) || !strings.HasPrefix(err.Error(), "turn 11: time limit exceeded") {
		t.Fatalf("error %v, want turn 11's timeout", err)
	}
	if score != 0 {
		t.Errorf("score %v, want 0", score)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Play returned %v after the deadline", d)
	}
}

// TestPlaySubprocess judges a real program: a shell script that keeps its
// piece in place (always legal), whose score the engine predicts.
func TestPlaySubprocess(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	script := filepath.Join(t.TempDir(), "stay.sh")
	os.WriteFile(script, []byte(`read n m t u
i=0; while [ $i -lt $n ]; do read line; i=$((i+1)); done
read sx sy
i=1; while [ $i -lt $m ]; do read line; i=$((i+1)); done
k=0
while [ $k -lt $t ]; do
  echo "$sx $sy"
  i=0; while [ $i -lt $((2*m+2*n)) ]; do read line || exit 0; i=$((i+1)); done
  k=$((k+1))
done
`), 0o755)
	for _, seed := range []uint64{0, 7} {
		input := officialInput(t, seed)
		in, _ := Parse(input)
		want := NewState(in)
		dest := make([]int, 0, MaxM)
		for want.Turn < T {
			dest = want.PlayTurn(in.Start[0], dest)
		}

		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		cmd := proc.Command(ctx, sh, script)
		stdin, _ := cmd.StdinPipe()
		stdout, _ := cmd.StdoutPipe()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		score, err := New().Play(ctx, &judge.Case{Seed: seed, Input: input, ToSolution: stdin, FromSolution: stdout, Output: &out})
		cmd.Wait()
		cancel()
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if score != float64(want.Score()) {
			t.Errorf("seed %d: score %v, want %v", seed, score, want.Score())
		}
		if strings.Count(out.String(), "\n") != T {
			t.Errorf("seed %d: echoed %d lines, want %d", seed, strings.Count(out.String(), "\n"), T)
		}
	}
}
