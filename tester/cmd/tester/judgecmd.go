package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"time"

	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/problems"
	"github.com/gamews/gamews/tester/runner"
)

var judgeCommand = command{
	usage:   "judge [PROBLEM] CMD [ARGS...] < in > out",
	summary: "drop-in for AtCoder's tester: judge CMD on stdin's input, Score = N last on stderr",
	run:     runJudge,
}

func runJudge(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("judge", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), `usage: tester judge [flags] [PROBLEM] CMD [ARGS...] < in/0000.txt > out/0000.txt

Runs CMD and plays PROBLEM's judge against it with stdin as the input, as
AtCoder's official tester does: the transcript (what the visualizer reads)
goes to stdout, CMD's stderr passes through to stderr, and the last line of
stderr is "Score = N". On a wrong answer the error is printed first and the
score is 0. Flags come before PROBLEM.

`)
		fs.PrintDefaults()
	}
	timeout := fs.Duration("timeout", 0, "kill CMD after this long (default: no limit, like AtCoder's tester)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	ws, werr := loadWorkspace()
	if err := errWorkspace(werr, false); err != nil {
		return err
	}
	name, rest := problemArg(ws, fs.Args())
	if name == "" || len(rest) == 0 {
		fs.Usage()
		return fmt.Errorf("want PROBLEM CMD [ARGS...] (built-in problems: %v)", problems.Names())
	}
	p, err := problems.New(name)
	if err != nil {
		return err
	}
	return judgeOne(ctx, p, rest, *timeout, os.Stdin, os.Stdout, os.Stderr)
}

// judgeOne plays one case of p against argv with the official tester's
// streams. A judge's verdict is not an error of the command: like the
// official tester it prints the reason and `Score = 0` and exits 0.
func judgeOne(ctx context.Context, p judge.Problem, argv []string, timeout time.Duration, stdin io.Reader, stdout, stderr io.Writer) error {
	input, err := io.ReadAll(stdin)
	if err != nil {
		return fmt.Errorf("read input: %w", err)
	}
	out := bufio.NewWriter(stdout)
	score, _, perr := runner.Exec(ctx, p, argv, timeout, 0, input, out, stderr)
	if err := out.Flush(); err != nil {
		return err
	}
	if perr != nil {
		fmt.Fprintln(stderr, perr)
		score = 0
	}
	_, err = fmt.Fprintf(stderr, "Score = %s\n", formatScore(score))
	return err
}

// formatScore writes an integral score as an integer, as AtCoder's testers
// print them.
func formatScore(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1<<53 {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}
