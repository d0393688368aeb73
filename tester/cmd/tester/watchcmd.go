package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/gamews/gamews/tester/build"
	"github.com/gamews/gamews/tester/problems"
	"github.com/gamews/gamews/tester/runner"
	"github.com/gamews/gamews/tester/watch"
)

var watchCommand = command{
	usage:   "watch [PROBLEM] [flags]",
	summary: "on every save: rebuild and re-score quick seeds, one screen of scores and deltas",
	run:     runWatch,
}

func runWatch(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("watch", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), `usage: tester watch [PROBLEM] [flags]

Watches the solution's package and every package of the module it imports.
On each save it cancels the run in flight, rebuilds and re-scores the quick
seeds, and prints one screen: the scores, the deltas against the best and
the last run, the failures, or the compile error with its position.
Stop with Ctrl-C.

`)
		fs.PrintDefaults()
	}
	var o runOptions
	fs.StringVar(&o.seeds, "seeds", "", "seed set (default: the workspace's quick_seeds, else 0-19)")
	fs.IntVar(&o.jobs, "j", 0, "cases at once (default: number of CPUs)")
	fs.DurationVar(&o.timeout, "timeout", 0, "time limit per case (default: the workspace's timeout)")
	fs.BoolVar(&o.bundle, "bundle", false, "build the bundled submission instead of the package")
	ws, werr := loadWorkspace()
	name, args := problemArg(ws, args)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		fs.Usage()
		return fmt.Errorf("unexpected arguments %q", pos)
	}
	if err := errWorkspace(werr, true); err != nil {
		return err
	}
	spec, err := resolve(ws, name, problems.New)
	if err != nil {
		return err
	}
	return watchProblem(ctx, spec, o, os.Stdout, isTerminal(os.Stdout), nil)
}

// watchProblem runs the watch loop. Each cycle's screen is written to out
// at once (after clearing the terminal when clear is set) and passed to
// onScreen, if any.
func watchProblem(ctx context.Context, spec *problemSpec, o runOptions, out io.Writer, clear bool, onScreen func(string)) error {
	if o.seeds == "" {
		quick := spec.p.QuickSeeds
		if quick == "" {
			quick = "0-19"
		}
		seeds, err := runner.ParseSeeds(quick, spec.ws.Root)
		if err != nil {
			return fmt.Errorf("quick_seeds: %w", err)
		}
		o.seeds = runner.FormatSeeds(seeds)
	}
	o.all = true
	cycle := func(ctx context.Context, changed []string) {
		var screen bytes.Buffer
		fmt.Fprintf(&screen, "tester watch %s — %s", spec.p.Name, time.Now().Format("15:04:05"))
		if len(changed) > 0 {
			fmt.Fprintf(&screen, " — changed: %s", strings.Join(changed, ", "))
		}
		fmt.Fprintf(&screen, "\n\n")
		_, _, err := scoreRun(ctx, spec, o, &screen, io.Discard)
		if ctx.Err() != nil {
			// A newer save (or Ctrl-C) took over: this screen is stale.
			return
		}
		var be *build.Error
		switch {
		case errors.As(err, &be):
			fmt.Fprintf(&screen, "BUILD FAILED\n")
			for _, d := range be.Diags {
				fmt.Fprintf(&screen, "  %s\n", d)
			}
			if len(be.Diags) == 0 {
				fmt.Fprintf(&screen, "%s\n", strings.TrimSpace(be.Output))
			}
		case err != nil:
			fmt.Fprintf(&screen, "error: %v\n", err)
		}
		fmt.Fprintf(&screen, "\nwatching for changes (Ctrl-C to stop)\n")
		if clear {
			io.WriteString(out, "\x1b[H\x1b[2J")
		}
		out.Write(screen.Bytes())
		if onScreen != nil {
			onScreen(screen.String())
		}
	}
	return watch.Run(ctx, watch.Config{Root: spec.ws.Root, Dir: spec.p.Dir, Cycle: cycle, Log: os.Stderr})
}
