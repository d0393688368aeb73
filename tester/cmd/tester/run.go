package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/gamews/gamews/tester/problems"
	"github.com/gamews/gamews/tester/runner"
)

var runCommand = command{
	usage:   "run [PROBLEM] [flags]",
	summary: "build the solution and score it on many seeds in parallel",
	run:     runRun,
}

// runOptions are the flags of `tester run` (and what watch reuses).
type runOptions struct {
	seeds   string
	jobs    int
	timeout time.Duration
	bundle  bool
	shard   runner.Shard
	json    bool
	all     bool
	fail    bool
	meta    string
}

func runRun(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), `usage: tester run [PROBLEM] [flags]

Builds PROBLEM's solution (the workspace default when omitted) and scores it
on every seed in parallel, each case in its own process group with a time
limit. Prints a summary with deltas against the best score per seed and the
previous run. Cases are kept in .tester/runs/PROBLEM/RUN/{in,out,err}/.

`)
		fs.PrintDefaults()
	}
	var o runOptions
	var shard string
	fs.StringVar(&o.seeds, "seeds", "", "seed set: 0-99, 0-9,20,30-39 or a seeds file (default: the workspace's seeds)")
	fs.IntVar(&o.jobs, "j", 0, "cases at once (default: number of CPUs)")
	fs.DurationVar(&o.timeout, "timeout", 0, "time limit per case (default: the workspace's timeout, else the judge's)")
	fs.BoolVar(&o.bundle, "bundle", false, "build the bundled single-file submission instead of the package")
	fs.StringVar(&shard, "shard", "", "run only shard k/n of the seeds (interleaved); see tester merge")
	fs.BoolVar(&o.json, "json", false, "write one JSON record per case to stdout (summary to stderr)")
	fs.BoolVar(&o.all, "v", false, "list every case in the summary")
	fs.BoolVar(&o.fail, "fail", false, "exit with status 1 when a case failed")
	fs.StringVar(&o.meta, "meta", "", "also write the run's metadata (JSON: id, seeds, shard, duration, solution, go version) to this file")
	ws, werr := loadWorkspace()
	name, args := problemArg(ws, args)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		fs.Usage()
		return fmt.Errorf("unexpected arguments %q (is %q a problem of workspace.toml?)", pos, pos[0])
	}
	if err := errWorkspace(werr, true); err != nil {
		return err
	}
	if shard != "" {
		if o.shard, err = runner.ParseShard(shard); err != nil {
			return err
		}
	}
	spec, err := resolve(ws, name, problems.New)
	if err != nil {
		return err
	}
	_, sum, err := scoreRun(ctx, spec, o, os.Stdout, os.Stderr)
	if err != nil {
		return err
	}
	if o.fail && sum.Failed > 0 {
		return fmt.Errorf("%d of %d cases failed", sum.Failed, sum.Finished)
	}
	return nil
}

// scoreRun builds and scores spec's solution as `tester run` does: JSON
// records (with -json) to stdout, the summary to stdout (stderr with
// -json), progress on stderr when it is a terminal.
func scoreRun(ctx context.Context, spec *problemSpec, o runOptions, stdout, stderr io.Writer) (*runner.Run, *runner.Summary, error) {
	// A -seeds file is relative to where tester runs; the workspace's
	// seeds file to the workspace.
	seedSpec, seedDir := o.seeds, ""
	if seedSpec == "" {
		seedSpec, seedDir = spec.p.Seeds, spec.ws.Root
	} else {
		seedDir, _ = os.Getwd()
	}
	if seedSpec == "" {
		seedSpec = "0-99"
	}
	seeds, err := runner.ParseSeeds(seedSpec, seedDir)
	if err != nil {
		return nil, nil, err
	}
	buildStart := time.Now()
	bin, err := spec.buildSolution(ctx, o.bundle, nil)
	if err != nil {
		return nil, nil, err
	}
	if !bin.Cached {
		fmt.Fprintf(stderr, "built %s in %v\n", spec.p.Dir, time.Since(buildStart).Round(10*time.Millisecond))
	}
	idx, err := o.shard.Select(len(seeds))
	if err != nil {
		return nil, nil, err
	}
	shardSeeds := make([]uint64, len(idx))
	for i, k := range idx {
		shardSeeds[i] = seeds[k]
	}
	player, closePlayer, err := spec.player(ctx, []string{bin.Path}, shardSeeds, stderr)
	if err != nil {
		return nil, nil, err
	}
	defer closePlayer()
	timeout := o.timeout
	if timeout <= 0 {
		timeout = spec.p.Timeout.Duration
	}
	cfg := runner.Config{
		Info:     spec.info,
		Player:   player,
		Params:   spec.params(),
		Seeds:    seeds,
		Shard:    o.shard,
		Jobs:     o.jobs,
		Timeout:  timeout,
		StateDir: spec.stateDir(),
		Solution: map[string]string{
			"dir":    spec.p.Dir,
			"binary": bin.Hash,
			"judge":  spec.p.Judge,
			"bundle": fmt.Sprint(o.bundle || spec.target.Adapter != ""),
			"go":     bin.GoVersion,
		},
	}
	if bin.Source != nil {
		cfg.Solution["bundle_bytes"] = fmt.Sprint(len(bin.Source))
	}
	if f, ok := stderr.(*os.File); ok && !o.json && isTerminal(f) {
		cfg.Progress = stderr
	}
	run, sum, err := runner.Score(ctx, cfg)
	if run == nil {
		return nil, nil, err
	}
	summaryOut := stdout
	if o.json {
		summaryOut = stderr
		if werr := runner.WriteRecords(stdout, run.Records); werr != nil {
			err = errors.Join(err, werr)
		}
	}
	if o.meta != "" {
		b, merr := json.MarshalIndent(run.Meta, "", "  ")
		if merr == nil {
			merr = os.WriteFile(o.meta, append(b, '\n'), 0o644)
		}
		err = errors.Join(err, merr)
	}
	sum.Format(summaryOut, runner.FormatOptions{AllCases: o.all})
	fmt.Fprintf(summaryOut, "cases kept in %s\n", run.Dir)
	if !run.Meta.Complete && ctx.Err() != nil {
		return run, sum, fmt.Errorf("interrupted: %d of %d cases finished and were recorded", run.Meta.Finished, run.Meta.Cases)
	}
	return run, sum, err
}
