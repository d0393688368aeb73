// Package runnertest provides a tiny but real problem for the tests of the
// tester's run engine and commands, and builds its solution.
//
// The problem: the input is two integers "a b"; the solution prints one
// integer x, and scores x if x <= a+b (maximize), else the case fails. The
// solution in tester/testdata/sum prints a+b (minus -minus), and can be told
// to crash (-crash A) or hang (-hang A) on the case whose a is A: seeds
// give a = seed, so a test picks which seeds misbehave.
package runnertest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gamews/gamews/tester/judge"
)

// Sum is the problem.
type Sum struct{}

// Info names the problem "sum": maximize, relative scores, 2 s.
func (Sum) Info() judge.Info {
	return judge.Info{Name: "sum", Maximize: true, Relative: true, TimeLimit: 2 * time.Second}
}

// Generate writes "seed (seed*7)%10+1".
func (Sum) Generate(seed uint64, w io.Writer) error {
	_, err := fmt.Fprintf(w, "%d %d\n", seed, seed*7%10+1)
	return err
}

// Play sends the input, reads the answer and echoes it to the transcript.
func (Sum) Play(ctx context.Context, c *judge.Case) (float64, error) {
	var a, b int64
	if _, err := fmt.Sscan(string(c.Input), &a, &b); err != nil {
		return 0, fmt.Errorf("bad input: %w", err)
	}
	if _, err := c.ToSolution.Write(c.Input); err != nil {
		return 0, fmt.Errorf("write input: %w", err)
	}
	c.ToSolution.Close()
	line, err := bufio.NewReader(c.FromSolution).ReadString('\n')
	if err != nil && line == "" {
		return 0, fmt.Errorf("no answer: %w", err)
	}
	fmt.Fprint(c.Output, line)
	x, err := strconv.ParseInt(strings.TrimSpace(line), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("bad answer %q", strings.TrimSpace(line))
	}
	if x > a+b {
		return 0, fmt.Errorf("answer %d is more than %d+%d", x, a, b)
	}
	return float64(x), nil
}

// Params reports the parity of a, to exercise per-parameter means.
func (Sum) Params(input []byte) (map[string]string, error) {
	var a int64
	if _, err := fmt.Sscan(string(input), &a); err != nil {
		return nil, err
	}
	return map[string]string{"parity": strconv.FormatInt(a%2, 10)}, nil
}

// Vis draws the case as a one-line SVG.
func (Sum) Vis(input, output []byte, w io.Writer) error {
	_, err := fmt.Fprintf(w, "<svg xmlns=\"http://www.w3.org/2000/svg\"><text y=\"20\">%s = %s</text></svg>\n",
		strings.TrimSpace(string(input)), strings.TrimSpace(string(output)))
	return err
}

// VisExt is ".svg".
func (Sum) VisExt() string { return ".svg" }

// Dir is tester/testdata/sum.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata", "sum")
}

// Build compiles tester/testdata/sum into a test's temporary directory.
func Build(t testing.TB) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "sum")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Dir = Dir()
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build sum: %v\n%s", err, out)
	}
	return bin
}
