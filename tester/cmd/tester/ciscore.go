package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/gamews/gamews/tester/history"
	"github.com/gamews/gamews/tester/problems"
	"github.com/gamews/gamews/tester/runner"
)

// ci-score is the Go half of scripts/ci-score (which adds the git and
// download steps): the score workflow runs `shard` in each matrix job and
// `record` once per problem in the aggregate job, and a user runs the same
// commands locally.

var ciScoreCommand = command{
	usage:   "ci-score problems|shard|record ...",
	summary: "CI's scoring steps: score a shard, record merged shards in the score history",
	run:     runCIScore,
}

const ciScoreUsage = `usage:
  tester ci-score problems [-target T]
      print the workspace's problems (of target T) as a JSON list (the
      workflows' matrix)
  tester ci-score shard PROBLEM -shard k/n -o FILE [-tools DIR] [flags]
      score shard k of n of PROBLEM's seeds, one JSON record per case to FILE
  tester ci-score record PROBLEM -dir DIR -commit SHA [flags] SHARD.jsonl...
      merge the shards, add the commit's record to DIR/history/PROBLEM.jsonl
      (replacing an earlier record of the same commit), draw
      DIR/charts/PROBLEM.{svg,png}, and write a Markdown summary comparing
      with the base branch's latest record (or the previous record)

scripts/ci-score runs these as the score workflow does.
`

func runCIScore(ctx context.Context, args []string) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		fmt.Fprint(os.Stderr, ciScoreUsage)
		if len(args) == 0 {
			return errors.New("no step named")
		}
		return flag.ErrHelp
	}
	ws, werr := loadWorkspace()
	if err := errWorkspace(werr, true); err != nil {
		return err
	}
	switch step, rest := args[0], args[1:]; step {
	case "problems":
		fs := flag.NewFlagSet("ci-score problems", flag.ContinueOnError)
		target := fs.String("target", "", "only the problems of this platform `target` (atcoder, codechef, ...)")
		if pos, err := parseArgs(fs, rest); err != nil || len(pos) > 0 {
			return errors.Join(err, unexpected(pos))
		}
		names := []string{}
		for _, n := range ws.ProblemNames() {
			if *target == "" || ws.Problems[n].Target == *target {
				names = append(names, n)
			}
		}
		return json.NewEncoder(os.Stdout).Encode(names)
	case "shard":
		fs, o := shardFlags()
		name, rest := problemArg(ws, rest)
		if pos, err := parseArgs(fs, rest); err != nil || len(pos) > 0 {
			return errors.Join(err, unexpected(pos))
		}
		spec, err := resolve(ws, name, problems.New)
		if err != nil {
			return err
		}
		return ciShard(ctx, spec, o, os.Stderr)
	case "record":
		fs, o := recordFlags()
		name, rest := problemArg(ws, rest)
		files, err := parseArgs(fs, rest)
		if err != nil {
			return err
		}
		o.shards = files
		spec, err := resolve(ws, name, problems.New)
		if err != nil {
			return err
		}
		return ciRecord(spec, o, os.Stdout)
	default:
		fmt.Fprint(os.Stderr, ciScoreUsage)
		return fmt.Errorf("unknown step %q", step)
	}
}

func unexpected(pos []string) error {
	if len(pos) == 0 {
		return nil
	}
	return fmt.Errorf("unexpected arguments %q", pos)
}

// shardOptions are the flags of `ci-score shard`.
type shardOptions struct {
	run   runOptions
	shard string
	out   string
	// tools, when set, scores with AtCoder's official tools in that
	// directory instead of the workspace's judge (CI sets it when the
	// repository has the tools' URL as a secret).
	tools string
}

func shardFlags() (*flag.FlagSet, *shardOptions) {
	fs := flag.NewFlagSet("ci-score shard", flag.ContinueOnError)
	o := &shardOptions{}
	fs.StringVar(&o.shard, "shard", "1/1", "the shard `k/n` to score (interleaved seeds, as tester run -shard)")
	fs.StringVar(&o.out, "o", "", "write the shard's JSON records to `FILE` (required)")
	fs.StringVar(&o.tools, "tools", "", "judge with AtCoder's official tools in `DIR` (external judge) instead of the workspace's")
	fs.StringVar(&o.run.seeds, "seeds", "", "seed set (default: the workspace's seeds)")
	fs.IntVar(&o.run.jobs, "j", 0, "cases at once (default: number of CPUs)")
	fs.DurationVar(&o.run.timeout, "timeout", 0, "time limit per case (default: the workspace's)")
	return fs, o
}

// ciShard scores one shard as `tester run -shard k/n -json` does, into a
// file. Failed cases are results, not errors: they are recorded with the
// rest and the record step counts them.
func ciShard(ctx context.Context, spec *problemSpec, o *shardOptions, stderr io.Writer) error {
	if o.out == "" {
		return errors.New("ci-score shard: -o FILE is required")
	}
	var err error
	if o.run.shard, err = runner.ParseShard(o.shard); err != nil {
		return err
	}
	o.run.json = true
	if o.tools != "" {
		if err := useTools(spec, o.tools); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(filepath.Dir(o.out), 0o755); err != nil {
		return err
	}
	f, err := os.Create(o.out)
	if err != nil {
		return err
	}
	_, _, err = scoreRun(ctx, spec, o.run, f, stderr)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// useTools switches spec to the external judge of AtCoder's tools in dir
// (relative to the current directory), leaving the workspace file alone.
func useTools(spec *problemSpec, dir string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(abs, "Cargo.toml")); err != nil {
		return fmt.Errorf("-tools %s: not AtCoder's tools (no Cargo.toml): %w", dir, err)
	}
	p := *spec.p
	p.Judge, p.Tools, p.Command = "external", abs, nil
	spec.p = &p
	return nil
}

// recordOptions are the flags of `ci-score record`.
type recordOptions struct {
	dir       string
	commit    string
	branch    string
	subject   string
	judge     string
	bundle    string
	base      string
	noAppend  bool
	summary   string
	tolerance float64
	recent    int
	shards    []string
	// failOnRegression makes a regression an error (a red check).
	failOnRegression bool
	// now is the record's date (tests fix it).
	now time.Time
}

func recordFlags() (*flag.FlagSet, *recordOptions) {
	fs := flag.NewFlagSet("ci-score record", flag.ContinueOnError)
	o := &recordOptions{}
	fs.StringVar(&o.dir, "dir", "", "the history's work tree: records go to `DIR`/history/PROBLEM.jsonl, charts to DIR/charts (required)")
	fs.StringVar(&o.commit, "commit", "", "the scored commit's full `hash` (required)")
	fs.StringVar(&o.branch, "branch", "", "the `branch` the commit was scored on")
	fs.StringVar(&o.subject, "subject", "", "the commit's subject line")
	fs.StringVar(&o.judge, "judge", "", "what judged it (default: the workspace's judge)")
	fs.StringVar(&o.bundle, "bundle", "", "the bundled submission `file` whose size is recorded")
	fs.StringVar(&o.base, "base", "", "compare with the latest record of this `branch` (a pull request's base; default: the previous record of -branch)")
	fs.BoolVar(&o.noAppend, "no-append", false, "do not write the record (a pull request: compare and chart only)")
	fs.StringVar(&o.summary, "summary", "", "append the Markdown summary to `file` (CI: $GITHUB_STEP_SUMMARY; default stdout)")
	fs.Float64Var(&o.tolerance, "tolerance", 0, "relative worsening of the mean not marked as a regression (0.01 = 1%)")
	fs.IntVar(&o.recent, "recent", 10, "records listed in the summary's table")
	fs.BoolVar(&o.failOnRegression, "fail-on-regression", false, "exit with status 1 when the record regressed against its base")
	return fs, o
}

// ciRecord merges the shard files into the commit's record, adds it to the
// history, draws the charts and writes the summary.
func ciRecord(spec *problemSpec, o *recordOptions, stdout io.Writer) error {
	if o.dir == "" || o.commit == "" {
		return errors.New("ci-score record: -dir and -commit are required")
	}
	if len(o.shards) == 0 {
		return errors.New("ci-score record: no shard files")
	}
	var parts [][]runner.Record
	for _, name := range o.shards {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		recs, err := runner.ReadRecords(name, f)
		f.Close()
		if err != nil {
			return err
		}
		parts = append(parts, recs)
	}
	merged, err := runner.Merge(parts...)
	if err != nil {
		return fmt.Errorf("%s: %w", strings.Join(o.shards, " "), err)
	}
	rec, err := history.New(spec.info, merged)
	if err != nil {
		return err
	}
	rec.Commit, rec.Branch, rec.Subject = o.commit, o.branch, o.subject
	rec.Date = o.now
	if rec.Date.IsZero() {
		rec.Date = time.Now().UTC().Truncate(time.Second)
	}
	rec.Judge = o.judge
	if rec.Judge == "" {
		rec.Judge = spec.p.Judge
	}
	rec.Go = runtime.Version()
	if o.bundle != "" {
		st, err := os.Stat(o.bundle)
		if err != nil {
			return fmt.Errorf("-bundle: %w", err)
		}
		rec.BundleBytes = int(st.Size())
	}

	path := filepath.Join(o.dir, "history", rec.Problem+".jsonl")
	old, err := history.ReadFile(path)
	if err != nil {
		return err
	}
	var base *history.Record
	branch := o.branch
	if o.base != "" {
		branch = o.base
	}
	if b, ok := history.Latest(old, branch, rec.Commit); ok {
		base = &b
	}
	all, _ := history.Add(old, rec)
	if !o.noAppend {
		if _, err := history.AppendFile(path, rec); err != nil {
			return err
		}
	}
	for _, ext := range []string{".svg", ".png"} {
		if err := history.SaveChart(filepath.Join(o.dir, "charts", rec.Problem+ext), all); err != nil {
			return err
		}
	}
	if !o.noAppend {
		if err := writeIndex(o.dir, spec.ws.ProblemNames()); err != nil {
			return err
		}
	}
	recent := all
	if o.recent > 0 && len(recent) > o.recent {
		recent = recent[len(recent)-o.recent:]
	}
	out := stdout
	if o.summary != "" {
		f, err := os.OpenFile(o.summary, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return err
		}
		defer f.Close()
		out = f
	}
	if err := history.WriteMarkdown(out, rec, base, recent, o.tolerance); err != nil {
		return err
	}
	if base != nil {
		if d := history.Compare(*base, rec, o.tolerance); d.Regression {
			msg := fmt.Sprintf("%s regressed against %s: mean %+g, %d seeds lost, %d newly failing",
				rec.Problem, base.ShortCommit(), d.MeanDelta, d.Lost, d.NewFailures)
			if os.Getenv("GITHUB_ACTIONS") == "true" {
				// A workflow annotation: the mark shows on the run's page
				// and the pull request's checks.
				fmt.Fprintf(stdout, "::warning title=score regression::%s\n", msg)
			}
			fmt.Fprintf(os.Stderr, "ci-score: %s\n", msg)
			if o.failOnRegression {
				return errors.New(msg)
			}
		}
	}
	return nil
}

// writeIndex rewrites dir/README.md from every problem's history.
func writeIndex(dir string, problems []string) error {
	hist := map[string][]history.Record{}
	for _, p := range problems {
		recs, err := history.ReadFile(filepath.Join(dir, "history", p+".jsonl"))
		if err != nil {
			return err
		}
		hist[p] = recs
	}
	f, err := os.Create(filepath.Join(dir, "README.md"))
	if err != nil {
		return err
	}
	err = history.WriteIndex(f, problems, hist, 10)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
