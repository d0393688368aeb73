package ckcgame

import (
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

// buildSolution compiles solutions/ckcgame into a temporary directory.
func buildSolution(t testing.TB) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "ckcgame")
	cmd := exec.Command("go", "build", "-o", bin, "../../solutions/ckcgame")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the solution: %v\n%s", err, out)
	}
	return bin
}

// playProgram judges seed's input against the program bin.
func playProgram(t testing.TB, bin string, seed uint64) (float64, error) {
	t.Helper()
	var in bytes.Buffer
	if err := (Problem{}).Generate(seed, &in); err != nil {
		t.Fatal(err)
	}
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
	score, perr := (Problem{}).Play(ctx, &judge.Case{
		Seed: seed, Input: in.Bytes(), ToSolution: stdin, FromSolution: stdout,
		Output: io.Discard, Log: io.Discard,
	})
	proc.KillGroup(cmd)
	cmd.Wait()
	return score, perr
}

// TestSolution runs the real solution on one seed of every kind.
func TestSolution(t *testing.T) {
	bin := buildSolution(t)
	for seed := uint64(0); seed < uint64(len(kinds)); seed++ {
		t.Run(KindOf(seed), func(t *testing.T) {
			if testing.Short() && (KindOf(seed) == "worst" || KindOf(seed) == "large") {
				t.Skip("large inputs")
			}
			score, err := playProgram(t, bin, seed)
			if err != nil || score != 1 {
				t.Fatalf("seed %d: score %v, %v", seed, score, err)
			}
		})
	}
}

// fakeSolution plays a scripted solution in process: it reads its whole
// input, then writes reply (computed from the right answers) and exits.
func fakeSolution(t *testing.T, seed uint64, reply func(want []int64) string) (float64, error) {
	t.Helper()
	var in bytes.Buffer
	if err := (Problem{}).Generate(seed, &in); err != nil {
		t.Fatal(err)
	}
	games, err := ParseInput(in.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	want := make([]int64, len(games))
	for i := range games {
		want[i] = Answer(&games[i])
	}
	toR, toW := io.Pipe()
	fromR, fromW := io.Pipe()
	go func() {
		io.Copy(io.Discard, toR)
		io.WriteString(fromW, reply(want))
		fromW.Close()
	}()
	var out bytes.Buffer
	return (Problem{}).Play(context.Background(), &judge.Case{
		Seed: seed, Input: in.Bytes(), ToSolution: toW, FromSolution: fromR,
		Output: &out, Log: io.Discard,
	})
}

func join(v []int64) string {
	var b strings.Builder
	for _, x := range v {
		b.WriteString(strconv.FormatInt(x, 10))
		b.WriteByte('\n')
	}
	return b.String()
}

func TestPlayVerdicts(t *testing.T) {
	const seed = 0 // 60 small tests
	tests := []struct {
		name    string
		reply   func(want []int64) string
		wantErr string // "" for a right answer
	}{
		{"right", func(w []int64) string { return join(w) }, ""},
		{"right-one-line", func(w []int64) string { return strings.ReplaceAll(join(w), "\n", " ") }, ""},
		{"wrong-answer", func(w []int64) string {
			w = append([]int64(nil), w...)
			w[7]++
			return join(w)
		}, "test 8 "},
		{"bad-token", func(w []int64) string { return join(w[:3]) + "12x\n" }, `test 4: bad token "12x"`},
		{"early-exit", func(w []int64) string { return join(w[:10]) }, "output ended after 10 of 60 answers"},
		{"no-output", func(w []int64) string { return "" }, "output ended after 0 of 60 answers"},
		{"extra-output", func(w []int64) string { return join(w) + "5\n" }, "extra output"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			score, err := fakeSolution(t, seed, tt.reply)
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

// TestPlayNoRead checks a solution that exits without reading its input:
// the judge must report it rather than hang on the write.
func TestPlayNoRead(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "noread.sh")
	if err := os.WriteFile(bin, []byte("#!/bin/sh\necho 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	score, err := playProgram(t, bin, 5) // 8 grids of N >= 100: megabytes
	if err == nil || score != 0 {
		t.Fatalf("score %v, %v; want a failure", score, err)
	}
}

func TestGenerateValid(t *testing.T) {
	for seed := uint64(0); seed < uint64(len(kinds)); seed++ {
		var a, b bytes.Buffer
		if err := (Problem{}).Generate(seed, &a); err != nil {
			t.Fatal(err)
		}
		(Problem{}).Generate(seed, &b)
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Fatalf("seed %d: Generate is not deterministic", seed)
		}
		if _, err := ParseInput(a.Bytes()); err != nil {
			t.Fatalf("seed %d (%s): %v", seed, KindOf(seed), err)
		}
	}
}

func TestParseInputErrors(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"empty", "", "unexpected end"},
		{"T-too-big", "61\n", "T 61 out of range"},
		{"N-too-small", "1\n1 1 1 1 1\n5\n", "N 1 out of range"},
		{"same-cell", "1\n2 1 1 1 1\n1 1\n1 1\n", "same cell"},
		{"value-zero", "1\n2 1 1 2 2\n1 0\n1 1\n", "value 0 out of range"},
		{"short-grid", "1\n2 1 1 2 2\n1 2\n3\n", "unexpected end"},
		{"trailing", "1\n2 1 1 2 2\n1 2\n3 4\n5\n", "after the last test"},
		{"not-a-number", "1\n2 1 1 2 x\n", `bad integer "x"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseInput([]byte(tt.in))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func FuzzParseInput(f *testing.F) {
	f.Add([]byte("1\n2 1 1 2 2\n1 2\n3 4\n"))
	f.Add([]byte("2\n2 1 2 2 1\n1 1\n1 1\n3 1 1 3 3\n1 2 3\n4 5 6\n7 8 9\n"))
	f.Fuzz(func(t *testing.T, in []byte) {
		games, err := ParseInput(in)
		if err != nil {
			return
		}
		// What parses must round-trip through WriteInput.
		var out bytes.Buffer
		if err := WriteInput(&out, games); err != nil {
			t.Fatal(err)
		}
		again, err := ParseInput(out.Bytes())
		if err != nil || len(again) != len(games) {
			t.Fatalf("round trip: %v", err)
		}
	})
}
