// Package runner scores a solution on many seeds: the engine behind
// `tester run`, `tester watch` and CI's sharded score runs.
//
// A run takes a Player (something that can make the input of a seed and
// play one case: the in-process JudgePlayer for built-in judges, or an
// external judge such as AtCoder's official tester), the seed list and a
// worker count, and plays every case in parallel. Each case runs under its
// own deadline (the time limit plus a start-up slack); a crashing or hung
// solution is a failed case with its reason, never a hung run. Every case's
// input, output (the judge's transcript, what a visualizer reads) and stderr
// are kept on disk:
//
//	.tester/runs/<problem>/<run-id>/in/NNNN.txt, out/NNNN.txt, err/NNNN.txt
//	.tester/runs/<problem>/<run-id>/results.jsonl   one Record per case
//	.tester/runs/<problem>/<run-id>/meta.json       the Meta of the run
//	.tester/runs/<problem>/last                     the id of the last run
//	.tester/best/<problem>.json                     best score per seed
//
// (NNNN is the seed, zero-padded to four digits.) When ctx is cancelled
// (Ctrl-C, or `tester watch` seeing a new save) the workers stop, their
// processes are killed, and the cases that finished are still written, with
// the run marked incomplete.
//
// A seed list can be split into shards (Shard) that separate machines run;
// Merge puts their records back together into exactly the records of the
// unsharded run. Summarize compares a run with the best scores and the
// previous run.
package runner

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"github.com/gamews/gamews/tester/judge"
)

// Player plays the cases of a run.
type Player interface {
	// Input returns the input of seed, the index-th of the run's seed list.
	Input(ctx context.Context, index int, seed uint64) ([]byte, error)
	// Play runs the solution on c and judges it, returning the score, the
	// wall time of the solution and the judge's verdict (non-nil: a failed
	// case). It must stop promptly when ctx ends.
	Play(ctx context.Context, c *Case) (score float64, elapsed time.Duration, err error)
}

// Case is one case handed to a Player.
type Case struct {
	Index int
	Seed  uint64
	Input []byte
	// Output receives the judge's transcript (kept as out/NNNN.txt).
	Output io.Writer
	// Stderr receives the solution's stderr and judge messages (kept as
	// err/NNNN.txt). It is a file, so a child process can write to it
	// directly.
	Stderr *os.File
	// Timeout is the case's time limit.
	Timeout time.Duration
	// Deadline is Timeout plus the run's slack: the Player kills the
	// solution (for an external judge: the judge and the solution) this
	// long after starting it, and returns an error wrapping ErrTimeLimit.
	Deadline time.Duration
}

// Record is the result of one case: one line of results.jsonl and of
// `tester run -json`.
type Record struct {
	Problem string `json:"problem"`
	// Index is the seed's position in the whole (unsharded) seed list.
	Index  int               `json:"index"`
	Seed   uint64            `json:"seed"`
	Score  float64           `json:"score"`
	Error  string            `json:"error,omitempty"`
	TimeMS int64             `json:"time_ms"`
	Params map[string]string `json:"params,omitempty"`
}

// Failed reports whether the case failed.
func (r Record) Failed() bool { return r.Error != "" }

// Meta describes a run (meta.json).
type Meta struct {
	ID       string    `json:"id"`
	Problem  string    `json:"problem"`
	Started  time.Time `json:"started"`
	Duration float64   `json:"duration_s"`
	// Seeds is the whole seed list (FormatSeeds form); Shard selects part.
	Seeds     string `json:"seeds"`
	Shard     string `json:"shard,omitempty"`
	Cases     int    `json:"cases"`
	Finished  int    `json:"finished"`
	Complete  bool   `json:"complete"`
	Jobs      int    `json:"jobs"`
	TimeoutMS int64  `json:"timeout_ms"`
	// Solution describes what was run (binary hash, bundle or not, judge).
	Solution map[string]string `json:"solution,omitempty"`
}

// Config is a run to make.
type Config struct {
	// Info describes the problem (name, objective, aggregate, time limit).
	Info   judge.Info
	Player Player
	// Params, when set, gives the parameters of an input for per-parameter
	// means (a judge.Parametrizer's Params).
	Params func(input []byte) (map[string]string, error)
	// Seeds is the whole seed list; Shard picks the cases of this run.
	Seeds []uint64
	Shard Shard
	// Jobs is the number of cases played at once (0: runtime.NumCPU()).
	Jobs int
	// Timeout is the time limit of a case (0: Info.TimeLimit, or 10s).
	Timeout time.Duration
	// Slack is added to Timeout before a case is killed, for process start
	// and a loaded machine (0: 500ms).
	Slack time.Duration
	// StateDir is the .tester directory; runs and best scores live there.
	StateDir string
	// Progress, when set, receives a progress line redrawn in place.
	Progress io.Writer
	// Solution is recorded in the run's meta.
	Solution map[string]string
	// Keep is how many runs of the problem to keep on disk (0: 50).
	Keep int
}

// Run is a finished (or interrupted) run.
type Run struct {
	Meta Meta
	// Dir is the run's directory.
	Dir string
	// Records are the finished cases, in seed-list order.
	Records []Record
}

// DefaultTimeout is the time limit when neither the workspace nor the
// judge gives one.
const DefaultTimeout = 10 * time.Second

// Execute plays the run. It returns the run with every finished case even
// when ctx was cancelled (then Meta.Complete is false and the error is
// ctx's); an error before any case ran returns a nil Run.
func Execute(ctx context.Context, cfg Config) (*Run, error) {
	if cfg.Player == nil || cfg.Info.Name == "" || cfg.StateDir == "" {
		return nil, errors.New("runner: Info.Name, Player and StateDir are required")
	}
	indexes, err := cfg.Shard.Select(len(cfg.Seeds))
	if err != nil {
		return nil, err
	}
	jobs := cfg.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	timeout := cfg.Timeout
	if timeout <= 0 {
		timeout = cfg.Info.TimeLimit
	}
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	slack := cfg.Slack
	if slack <= 0 {
		slack = 500 * time.Millisecond
	}
	st := Store{Dir: cfg.StateDir}
	dir, id, err := st.newRunDir(cfg.Info.Name)
	if err != nil {
		return nil, err
	}
	for _, sub := range []string{"in", "out", "err"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			return nil, err
		}
	}
	run := &Run{Dir: dir, Meta: Meta{
		ID: id, Problem: cfg.Info.Name, Started: time.Now().UTC(),
		Seeds: FormatSeeds(cfg.Seeds), Cases: len(indexes), Jobs: jobs,
		TimeoutMS: timeout.Milliseconds(), Solution: cfg.Solution,
	}}
	if !cfg.Shard.IsAll() {
		run.Meta.Shard = cfg.Shard.String()
	}
	if err := run.writeMeta(); err != nil {
		return nil, err
	}
	// Records are appended as cases finish, so an interrupted or crashed
	// tester still leaves them; the file is rewritten in seed order at the
	// end.
	partial, err := os.Create(filepath.Join(dir, resultsFile))
	if err != nil {
		return nil, err
	}
	pw := bufio.NewWriter(partial)
	enc := json.NewEncoder(pw)

	work := make(chan int)
	results := make(chan Record)
	var wg sync.WaitGroup
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				rec, ok := playCase(ctx, cfg, dir, i, timeout, slack)
				if ok {
					results <- rec
				}
			}
		}()
	}
	go func() {
	feed:
		for _, i := range indexes {
			select {
			case work <- i:
			case <-ctx.Done():
				break feed
			}
		}
		close(work)
		wg.Wait()
		close(results)
	}()

	prog := newProgress(cfg.Progress, len(indexes), cfg.Info)
	byIndex := map[int]Record{}
	var werr error
	for rec := range results {
		byIndex[rec.Index] = rec
		if err := enc.Encode(rec); err != nil && werr == nil {
			werr = err
		}
		pw.Flush()
		prog.add(rec)
	}
	prog.done()
	if err := pw.Flush(); err != nil && werr == nil {
		werr = err
	}
	partial.Close()

	for _, i := range indexes {
		if rec, ok := byIndex[i]; ok {
			run.Records = append(run.Records, rec)
		}
	}
	run.Meta.Finished = len(run.Records)
	run.Meta.Complete = ctx.Err() == nil && len(run.Records) == len(indexes)
	run.Meta.Duration = math.Round(time.Since(run.Meta.Started).Seconds()*1000) / 1000
	if err := writeRecords(filepath.Join(dir, resultsFile), run.Records); err != nil && werr == nil {
		werr = err
	}
	if err := run.writeMeta(); err != nil && werr == nil {
		werr = err
	}
	if werr != nil {
		return run, werr
	}
	st.prune(cfg.Info.Name, cfg.Keep)
	if ctx.Err() != nil {
		return run, ctx.Err()
	}
	return run, nil
}

// playCase plays the index-th seed. ok is false when the run was
// cancelled before the case finished (the case is then not recorded).
func playCase(ctx context.Context, cfg Config, dir string, index int, timeout, slack time.Duration) (rec Record, ok bool) {
	seed := cfg.Seeds[index]
	rec = Record{Problem: cfg.Info.Name, Index: index, Seed: seed}
	name := CaseFile(seed)
	input, err := cfg.Player.Input(ctx, index, seed)
	if err != nil {
		if ctx.Err() != nil {
			return rec, false
		}
		rec.Error = fmt.Sprintf("input: %v", err)
		return rec, true
	}
	if err := os.WriteFile(filepath.Join(dir, "in", name), input, 0o644); err != nil {
		rec.Error = err.Error()
		return rec, true
	}
	if cfg.Params != nil {
		if params, err := cfg.Params(input); err == nil {
			rec.Params = params
		}
	}
	outF, err := os.Create(filepath.Join(dir, "out", name))
	if err != nil {
		rec.Error = err.Error()
		return rec, true
	}
	defer outF.Close()
	errF, err := os.OpenFile(filepath.Join(dir, "err", name), os.O_CREATE|os.O_WRONLY|os.O_TRUNC|os.O_APPEND, 0o644)
	if err != nil {
		rec.Error = err.Error()
		return rec, true
	}
	defer errF.Close()
	out := bufio.NewWriter(outF)

	score, elapsed, err := cfg.Player.Play(ctx, &Case{
		Index: index, Seed: seed, Input: input, Output: out, Stderr: errF,
		Timeout: timeout, Deadline: timeout + slack,
	})
	if ferr := out.Flush(); ferr != nil && err == nil {
		err = ferr
	}
	rec.TimeMS = elapsed.Milliseconds()
	switch {
	case ctx.Err() != nil:
		return rec, false
	case errors.Is(err, ErrTimeLimit):
		rec.Error = fmt.Sprintf("time limit exceeded: killed after %v (limit %v)", timeout+slack, timeout)
		rec.Score = 0
	case err != nil:
		rec.Error = err.Error()
		rec.Score = 0
	case math.IsNaN(score) || math.IsInf(score, 0):
		rec.Error = fmt.Sprintf("judge returned score %v", score)
		rec.Score = 0
	default:
		rec.Score = score
	}
	if rec.Error != "" {
		fmt.Fprintf(errF, "\n[tester] seed %d failed: %s\n", seed, rec.Error)
	}
	return rec, true
}

// CaseFile is the name of a seed's files in a run's in/, out/ and err/.
func CaseFile(seed uint64) string { return fmt.Sprintf("%04d.txt", seed) }

const (
	resultsFile = "results.jsonl"
	metaFile    = "meta.json"
)

func (r *Run) writeMeta() error {
	b, err := json.MarshalIndent(r.Meta, "", "  ")
	if err != nil {
		return err
	}
	return writeFileAtomic(filepath.Join(r.Dir, metaFile), append(b, '\n'))
}

// WriteRecords writes records as JSON lines.
func WriteRecords(w io.Writer, recs []Record) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	for _, r := range recs {
		if err := enc.Encode(r); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// ReadRecords reads JSON lines of records; name is used in errors.
func ReadRecords(name string, r io.Reader) ([]Record, error) {
	var recs []Record
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 16*1024*1024)
	for line := 1; sc.Scan(); line++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		var rec Record
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, line, err)
		}
		recs = append(recs, rec)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return recs, nil
}

func writeRecords(path string, recs []Record) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".results-*")
	if err != nil {
		return err
	}
	if err := WriteRecords(f, recs); err != nil {
		f.Close()
		os.Remove(f.Name())
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

func writeFileAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(f.Name())
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}
