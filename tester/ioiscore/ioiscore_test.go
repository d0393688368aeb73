package ioiscore

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/proc"
)

func buildSolution(t testing.TB) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "score")
	cmd := exec.Command("go", "build", "-o", bin, "../../solutions/ioi2001-score")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the solution: %v\n%s", err, out)
	}
	return bin
}

func input(t testing.TB, seed uint64) []byte {
	t.Helper()
	var in bytes.Buffer
	if err := (&Problem{}).Generate(seed, &in); err != nil {
		t.Fatal(err)
	}
	return in.Bytes()
}

// teeCloser copies what the judge sends to the solution.
type teeCloser struct {
	io.WriteCloser
	copy *bytes.Buffer
}

func (w teeCloser) Write(p []byte) (int, error) {
	w.copy.Write(p)
	return w.WriteCloser.Write(p)
}

// playProgram judges the program bin on in.
func playProgram(t testing.TB, bin string, seed uint64, in []byte) (float64, string, error) {
	score, transcript, _, err := playRecorded(t, bin, seed, in)
	return score, transcript, err
}

// playRecorded is playProgram that also returns what the solution read.
func playRecorded(t testing.TB, bin string, seed uint64, in []byte) (float64, string, []byte, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := proc.Command(ctx, bin)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var transcript, sent bytes.Buffer
	score, perr := (&Problem{}).Play(ctx, &judge.Case{
		Seed: seed, Input: in, ToSolution: teeCloser{stdin, &sent}, FromSolution: stdout,
		Output: &transcript, Log: io.Discard,
	})
	cmd.Wait()
	return score, transcript.String(), sent.Bytes(), perr
}

// TestSolution plays the real solution on every shape and opponent.
func TestSolution(t *testing.T) {
	bin := buildSolution(t)
	seeds := 21 // every shape (mod 5) meets every opponent (mod 7) within 35
	if testing.Short() {
		seeds = 7
	}
	for seed := uint64(0); seed < uint64(seeds); seed++ {
		score, transcript, sent, err := playRecorded(t, bin, seed, input(t, seed))
		if err != nil || score != 1 {
			t.Fatalf("seed %d (%s, %s): score %v, %v", seed, ShapeOf(seed), OpponentOf(seed), score, err)
		}
		// IOI re-runs the program on its recorded input and wants the
		// same moves.
		var mine strings.Builder
		for _, l := range strings.Split(transcript, "\n") {
			if q, ok := strings.CutPrefix(l, "1 "); ok {
				mine.WriteString(q + "\n")
			}
		}
		rerun := exec.Command(bin)
		rerun.Stdin = bytes.NewReader(sent)
		out, err := rerun.Output()
		if err != nil || string(out) != mine.String() {
			t.Fatalf("seed %d: the re-run on the recorded input printed %q (%v), the game %q", seed, out, err, mine.String())
		}
		t.Logf("seed %d (%s, %s): won in %d moves", seed, ShapeOf(seed), OpponentOf(seed), strings.Count(transcript, "\n"))
	}
}

// fake plays Player 1 in process: it reads the board and the opponent's
// moves and answers each of its turns with move(p, m) (positions 0-based,
// the reply as printed). It returns when the game ends or move returns
// "" (the solution quits).
func fake(move func(b *Board, p, m int) string) func(r io.Reader, w io.WriteCloser) {
	return func(r io.Reader, w io.WriteCloser) {
		defer w.Close()
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		sc.Split(bufio.ScanWords)
		next := func() int {
			sc.Scan()
			v, _ := strconv.Atoi(sc.Text())
			return v
		}
		n := next()
		b := &Board{N: n, Succ: make([][]int, n), Owner: make([]int, n), Value: make([]int, n)}
		for p := 0; p < n; p++ {
			for q := 0; q < n; q++ {
				if next() == 1 {
					b.Succ[p] = append(b.Succ[p], q)
				}
			}
		}
		for p := range b.Owner {
			b.Owner[p] = next()
		}
		for p := range b.Value {
			b.Value[p] = next()
		}
		p, m := 0, b.Value[0]
		for {
			var q int
			if b.Owner[p] == 1 {
				s := move(b, p, m)
				if s == "" {
					return
				}
				io.WriteString(w, s+"\n")
				q, _ = strconv.Atoi(strings.Fields(s)[0])
				q--
			} else {
				q = next() - 1
			}
			if q <= 0 || q >= n {
				io.Copy(io.Discard, r)
				return
			}
			p, m = q, max(m, b.Value[q])
		}
	}
}

// playFake judges an in-process player on in.
func playFake(seed uint64, in []byte, player func(r io.Reader, w io.WriteCloser)) (float64, error) {
	toR, toW := io.Pipe()
	fromR, fromW := io.Pipe()
	go player(toR, fromW)
	score, err := (&Problem{}).Play(context.Background(), &judge.Case{
		Seed: seed, Input: in, ToSolution: toW, FromSolution: fromR,
		Output: io.Discard, Log: io.Discard,
	})
	toR.Close()
	fromR.Close()
	return score, err
}

// best is a right player: the judge's own evaluation picks a winning arrow.
func best(b *Board, p, m int) string {
	e := NewEval(b)
	for _, q := range b.Succ[p] {
		if e.MoveWins(q, m) {
			return strconv.Itoa(q + 1)
		}
	}
	return strconv.Itoa(b.Succ[p][0] + 1)
}

// worst throws the game away at its first chance.
func worst(b *Board, p, m int) string {
	e := NewEval(b)
	for _, q := range b.Succ[p] {
		if !e.MoveWins(q, m) {
			return strconv.Itoa(q + 1)
		}
	}
	return strconv.Itoa(b.Succ[p][0] + 1)
}

func TestPlayVerdicts(t *testing.T) {
	// The statement's example: Player 1 must go 1 -> 2 -> 4, Player 2
	// then returns to 1. Going 2 -> 3 loses (4 is Player 2's).
	example := []byte("4\n0 1 0 0\n0 0 1 1\n0 0 0 1\n1 0 0 0\n1 1 2 2\n1 3 4 2\n")
	script := func(moves ...string) func(*Board, int, int) string {
		i := 0
		return func(*Board, int, int) string {
			if i == len(moves) {
				return ""
			}
			i++
			return moves[i-1]
		}
	}
	tests := []struct {
		name    string
		in      []byte
		move    func(*Board, int, int) string
		wantErr string
	}{
		{"example-win", example, script("2", "4"), ""},
		{"example-lose", example, script("2", "3"), "thrown away at move 2, 2 -> 3"},
		{"illegal-move", example, script("3"), "illegal move 1 -> 3"},
		{"bad-token", example, script("2", "four"), `bad token "four"`},
		{"out-of-range", example, script("2", "5"), `bad token "5"`},
		{"early-exit", example, script("2"), "output ended while it was to move from 2"},
		{"no-output", example, script(), "output ended while it was to move from 1"},
		{"extra-output", example, script("2", "4 1"), "output after the game ended"},
		{"best-large", input(t, 2), best, ""},
		{"best-long", input(t, 3), best, ""},
		{"worst-large", input(t, 2), worst, "thrown away at move"},
		{"worst-long", input(t, 3), worst, "thrown away at move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			score, err := playFake(1, tt.in, fake(tt.move))
			if tt.wantErr == "" {
				if err != nil || score != 1 {
					t.Fatalf("score %v, %v; want 1", score, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) || score != 0 {
				t.Fatalf("score %v, err %v; want 0 and an error containing %q", score, err, tt.wantErr)
			}
		})
	}
}

// TestOpponents checks that the optimal opponent punishes a wrong move
// that the random and greedy ones may let pass, and that all three keep
// to the arrows (the fake player would desynchronise otherwise).
func TestOpponents(t *testing.T) {
	b, _, err := ParseInput(input(t, 1))
	if err != nil {
		t.Fatal(err)
	}
	for _, opp := range []string{Optimal, Random, Greedy} {
		var in bytes.Buffer
		WriteInput(&in, b, opp)
		score, err := playFake(1, in.Bytes(), fake(best))
		if err != nil || score != 1 {
			t.Fatalf("%s opponent: a right player scored %v, %v", opp, score, err)
		}
		score, err = playFake(1, in.Bytes(), fake(worst))
		if opp == Optimal && (err == nil || score != 0) {
			t.Fatalf("optimal opponent: a losing player scored %v, %v", score, err)
		}
	}
}

// BenchmarkGame plays whole games at N = 1000 (about 100,000 arrows),
// solution process and judge included.
//
//	go test -run '^$' -bench Game ./tester/ioiscore
func BenchmarkGame(b *testing.B) {
	bin := buildSolution(b)
	for _, seed := range []uint64{2, 3, 4} {
		in := input(b, seed)
		b.Run(ShapeOf(seed), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if score, _, err := playProgram(b, bin, seed, in); err != nil || score != 1 {
					b.Fatalf("score %v, %v", score, err)
				}
			}
		})
	}
}

// TestPlayNoRead checks a solution that exits without reading the board:
// the judge must report it rather than hang on the write.
func TestPlayNoRead(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "noread.sh")
	if err := os.WriteFile(bin, []byte("#!/bin/sh\nexit 0\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	score, _, err := playProgram(t, bin, 2, input(t, 2)) // a 2 MB board
	if err == nil || score != 0 {
		t.Fatalf("score %v, %v; want a failure", score, err)
	}
	t.Log(err)
}
