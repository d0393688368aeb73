package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"

	"github.com/gamews/gamews/tester/history"
)

var historyCommand = command{
	usage:   "history [PROBLEM] [flags]",
	summary: "print CI's score per commit (score-history branch or a file) and chart it",
	run: func(ctx context.Context, args []string) error {
		return runHistory(ctx, args, os.Stdout, os.Stderr)
	},
}

// historyBranch is the branch CI keeps the histories on, as
// history/PROBLEM.jsonl.
const historyBranch = "score-history"

func runHistory(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("history", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), `usage: tester history [PROBLEM] [flags]

Prints one line per commit CI scored PROBLEM on (the workspace default when
omitted): mean score and its change, failures, time, bundle size, Go
version. The history is history/PROBLEM.jsonl on the %s branch (fetch
it with: git fetch origin %s:%s), or -file. -svg and -png draw
the score per commit.

`, historyBranch, historyBranch, historyBranch)
		fs.PrintDefaults()
	}
	file := fs.String("file", "", "read the history from this JSON-lines `file` instead of the branch")
	branch := fs.String("branch", historyBranch, "read history/PROBLEM.jsonl from this git `branch`")
	since := fs.String("since", "", "only the records from commit `REV` on (a revision git knows, or a hash prefix)")
	asJSON := fs.Bool("json", false, "print the records as JSON lines instead of a table")
	svg := fs.String("svg", "", "write the chart as SVG to `file`")
	png := fs.String("png", "", "write the chart as PNG to `file`")
	last := fs.Int("n", 0, "only the last `N` records (after -since)")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 1 {
		fs.Usage()
		return fmt.Errorf("unexpected arguments %q", pos[1:])
	}
	// The workspace is optional: -file works anywhere, given a problem.
	ws, werr := loadWorkspace()
	problem := ws.Default
	if len(pos) == 1 {
		problem = pos[0]
	} else if err := errWorkspace(werr, *file == ""); err != nil {
		return err
	}
	if problem == "" {
		return errors.New("name a PROBLEM (there is no workspace default)")
	}
	dir := ws.Root
	if dir == "" {
		dir = "."
	}
	var recs []history.Record
	if *file != "" {
		recs, err = history.ReadFile(*file)
	} else {
		recs, err = readHistoryBranch(ctx, dir, *branch, problem)
	}
	if err != nil {
		return err
	}
	if *since != "" {
		if recs, err = history.Since(recs, resolveRev(ctx, dir, *since)); err != nil {
			return err
		}
	}
	if *last > 0 && len(recs) > *last {
		recs = recs[len(recs)-*last:]
	}
	if len(recs) == 0 {
		return fmt.Errorf("no records of %s", problem)
	}
	for _, out := range []string{*svg, *png} {
		if out != "" {
			if err := history.SaveChart(out, recs); err != nil {
				return err
			}
			fmt.Fprintf(stderr, "chart: %s\n", out)
		}
	}
	if *asJSON {
		return history.Write(stdout, recs)
	}
	return history.WriteTable(stdout, recs)
}

// readHistoryBranch reads history/PROBLEM.jsonl from branch, or from its
// remote-tracking origin/branch when there is no local branch (a fresh
// clone after `git fetch origin score-history`).
func readHistoryBranch(ctx context.Context, dir, branch, problem string) ([]history.Record, error) {
	path := "history/" + problem + ".jsonl"
	refs := []string{branch}
	if !strings.Contains(branch, "/") {
		refs = append(refs, "origin/"+branch)
	}
	var errs []error
	for _, ref := range refs {
		data, err := gitOutput(ctx, dir, "show", ref+":"+path)
		if err == nil {
			return history.Read(ref+":"+path, bytes.NewReader(data))
		}
		errs = append(errs, err)
	}
	return nil, fmt.Errorf("no %s on branch %s (git fetch origin %s:%s, or -file): %w", path, branch, branch, branch, errors.Join(errs...))
}

// resolveRev turns a revision git knows (HEAD~3, a tag, a short hash) into
// its full hash; anything else is taken as a hash prefix.
func resolveRev(ctx context.Context, dir, rev string) string {
	out, err := gitOutput(ctx, dir, "rev-parse", "--verify", "--quiet", rev+"^{commit}")
	if err != nil {
		return rev
	}
	return strings.TrimSpace(string(out))
}

// gitOutput runs git in dir and returns its stdout; the error carries
// git's stderr.
func gitOutput(ctx context.Context, dir string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("git %s: %s", strings.Join(args, " "), msg)
	}
	return out, nil
}
