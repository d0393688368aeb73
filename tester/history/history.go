// Package history keeps the score of every commit: what CI measured when it
// scored a problem on a commit, so that progress and regressions show at a
// glance and a pull request can be compared with its base branch.
//
// A history is one JSON-lines file per problem (CI keeps them as
// history/PROBLEM.jsonl on a dedicated branch, score-history), one Record
// per (commit, problem) in the order they were scored: the mean and total,
// every seed's score (a match result, 1/0.5/0, for game problems) or its
// failure, the time, the bundle's size and the Go version. Add and
// AppendFile are idempotent per (commit, problem): scoring a commit again
// replaces its record in place, so re-running a CI job never duplicates a
// point of the chart.
//
// Compare measures a head record against a base one seed by seed;
// WriteTable and WriteMarkdown print histories; Chart draws the score per
// commit with gonum's plot.
package history

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/runner"
)

// Record is what one scoring of one commit measured: a line of a history.
type Record struct {
	Problem string `json:"problem"`
	Commit  string `json:"commit"`
	// Branch is the branch the commit was scored on ("" when unknown); a
	// pull request compares with the latest record of its base branch.
	Branch string `json:"branch,omitempty"`
	// Subject is the first line of the commit message.
	Subject string `json:"subject,omitempty"`
	// Date is when the commit was scored.
	Date time.Time `json:"date"`
	// Maximize is true when a larger score is better.
	Maximize bool `json:"maximize"`
	// Judge says what scored it: "builtin" or "external".
	Judge string `json:"judge,omitempty"`
	// SeedSet is the seed list in runner.FormatSeeds form ("0-99").
	SeedSet string `json:"seed_set"`
	// Mean is the mean score, failures counting as their score (0) as on
	// the real judge; Total the sum (TopCoder: the signed-sqrt sum).
	Mean   float64 `json:"mean"`
	Total  float64 `json:"total"`
	Cases  int     `json:"cases"`
	Failed int     `json:"failed"`
	// TimeMS is the summed wall time of the solution over all cases;
	// MaxTimeMS the slowest case's.
	TimeMS    int64 `json:"time_ms"`
	MaxTimeMS int64 `json:"max_time_ms"`
	// BundleBytes is the size of the bundled submission (0: not measured).
	BundleBytes int `json:"bundle_bytes,omitempty"`
	// Go is the Go release that built and ran the solution.
	Go string `json:"go"`
	// Seeds are the per-seed results in seed-list order.
	Seeds []Seed `json:"seeds"`
}

// Seed is one case of a Record.
type Seed struct {
	Seed   uint64  `json:"seed"`
	Score  float64 `json:"score"`
	Error  string  `json:"error,omitempty"`
	TimeMS int64   `json:"time_ms"`
}

// Failed reports whether the case failed.
func (s Seed) Failed() bool { return s.Error != "" }

// New makes the record of a complete run (the merged records of its
// shards) of the problem info describes. The caller fills in the commit,
// branch, date, judge, bundle size and Go version.
func New(info judge.Info, recs []runner.Record) (Record, error) {
	if len(recs) == 0 {
		return Record{}, fmt.Errorf("history: no cases for %s", info.Name)
	}
	for _, r := range recs {
		if r.Problem != info.Name {
			return Record{}, fmt.Errorf("history: seed %d is a case of %q, not %q", r.Seed, r.Problem, info.Name)
		}
	}
	sum := runner.Summarize(info, &runner.Run{Records: recs}, nil, nil)
	rec := Record{
		Problem:   info.Name,
		Maximize:  info.Maximize,
		Mean:      sum.Mean,
		Total:     sum.Total,
		Cases:     sum.Finished,
		Failed:    sum.Failed,
		MaxTimeMS: sum.MaxTimeMS,
	}
	seeds := make([]uint64, len(recs))
	for i, r := range recs {
		seeds[i] = r.Seed
		rec.TimeMS += r.TimeMS
		rec.Seeds = append(rec.Seeds, Seed{Seed: r.Seed, Score: r.Score, Error: r.Error, TimeMS: r.TimeMS})
	}
	rec.SeedSet = runner.FormatSeeds(seeds)
	return rec, nil
}

// ShortCommit is the commit's first 7 hex digits.
func (r Record) ShortCommit() string {
	if len(r.Commit) > 7 {
		return r.Commit[:7]
	}
	return r.Commit
}

func (r Record) same(o Record) bool { return r.Commit == o.Commit && r.Problem == o.Problem }

// Read reads the records of a history; name is used in errors.
func Read(name string, r io.Reader) ([]Record, error) {
	var recs []Record
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 64*1024*1024)
	for line := 1; sc.Scan(); line++ {
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		var rec Record
		if err := json.Unmarshal(b, &rec); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, line, err)
		}
		if rec.Commit == "" || rec.Problem == "" {
			return nil, fmt.Errorf("%s:%d: record without commit or problem", name, line)
		}
		recs = append(recs, rec)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return recs, nil
}

// ReadFile reads a history file; a missing file is an empty history.
func ReadFile(path string) ([]Record, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(path, f)
}

// Write writes records as JSON lines.
func Write(w io.Writer, recs []Record) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	for _, r := range recs {
		if err := enc.Encode(r); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// Add returns recs with rec added: a record of the same (commit, problem)
// is replaced where it stands, otherwise rec goes last. replaced says
// which. Adding the same record twice gives the same history.
func Add(recs []Record, rec Record) (out []Record, replaced bool) {
	out = make([]Record, 0, len(recs)+1)
	for _, r := range recs {
		if r.same(rec) {
			if !replaced {
				out = append(out, rec)
				replaced = true
			}
			continue
		}
		out = append(out, r)
	}
	if !replaced {
		out = append(out, rec)
	}
	return out, replaced
}

// AppendFile adds rec to the history file at path (see Add), creating it
// and its directory if needed. The file is replaced atomically, so a
// killed job leaves the old history or the new one, never half of it.
func AppendFile(path string, rec Record) (replaced bool, err error) {
	if rec.Commit == "" || rec.Problem == "" {
		return false, errors.New("history: a record needs a commit and a problem")
	}
	recs, err := ReadFile(path)
	if err != nil {
		return false, err
	}
	recs, replaced = Add(recs, rec)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return false, err
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".history-*")
	if err != nil {
		return false, err
	}
	if err := Write(f, recs); err != nil {
		f.Close()
		os.Remove(f.Name())
		return false, err
	}
	if err := f.Close(); err != nil {
		os.Remove(f.Name())
		return false, err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		os.Remove(f.Name())
		return false, err
	}
	return replaced, nil
}

// Since returns the records from the first one of commit on (commit may be
// a prefix of the full hash, of at least 4 digits).
func Since(recs []Record, commit string) ([]Record, error) {
	if len(commit) < 4 {
		return nil, fmt.Errorf("history: commit %q: give at least 4 hex digits", commit)
	}
	for i, r := range recs {
		if strings.HasPrefix(r.Commit, commit) {
			return recs[i:], nil
		}
	}
	return nil, fmt.Errorf("history: commit %s has no record", commit)
}

// Latest returns the last record scored on branch ("" for any branch),
// skipping the record of commit skip (a re-run of the head itself).
func Latest(recs []Record, branch, skip string) (Record, bool) {
	for i := len(recs) - 1; i >= 0; i-- {
		r := recs[i]
		if (branch == "" || r.Branch == branch) && (skip == "" || r.Commit != skip) {
			return r, true
		}
	}
	return Record{}, false
}
