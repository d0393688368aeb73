package runner_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/runner"
	"github.com/gamews/gamews/tester/runner/runnertest"
)

func config(t *testing.T, bin string, seeds string, args ...string) runner.Config {
	t.Helper()
	ss, err := runner.ParseSeeds(seeds, "")
	if err != nil {
		t.Fatal(err)
	}
	p := runnertest.Sum{}
	return runner.Config{
		Info:     p.Info(),
		Player:   &runner.JudgePlayer{Problem: p, Solution: append([]string{bin}, args...)},
		Params:   p.Params,
		Seeds:    ss,
		Jobs:     4,
		Timeout:  time.Second,
		Slack:    200 * time.Millisecond,
		StateDir: t.TempDir(),
	}
}

func bySeed(recs []runner.Record) map[uint64]runner.Record {
	m := map[uint64]runner.Record{}
	for _, r := range recs {
		m[r.Seed] = r
	}
	return m
}

// TestCrashAndHang: one seed panics, one never answers; the run finishes
// with both reported and the other cases scored.
func TestCrashAndHang(t *testing.T) {
	bin := runnertest.Build(t)
	cfg := config(t, bin, "0-19", "-crash", "3", "-hang", "5", "-noisy")
	start := time.Now()
	run, sum, err := runner.Score(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("run took %v: the hanging case was not cut", el)
	}
	if !run.Meta.Complete || len(run.Records) != 20 {
		t.Fatalf("complete=%v records=%d", run.Meta.Complete, len(run.Records))
	}
	recs := bySeed(run.Records)
	if r := recs[3]; !strings.Contains(r.Error, "exit status 2") || r.Score != 0 {
		t.Errorf("crashing seed: %+v", r)
	}
	if r := recs[5]; !strings.Contains(r.Error, "time limit exceeded") || r.Score != 0 {
		t.Errorf("hanging seed: %+v", r)
	}
	for _, r := range run.Records {
		if r.Seed == 3 || r.Seed == 5 {
			continue
		}
		if want := float64(r.Seed + r.Seed*7%10 + 1); r.Error != "" || r.Score != want {
			t.Errorf("seed %d: %+v, want score %v", r.Seed, r, want)
		}
	}
	if sum.Failed != 2 || len(sum.Failures) != 2 {
		t.Errorf("summary: %d failed", sum.Failed)
	}
	// The kept files: input, transcript, and the panic on stderr.
	read := func(sub string, seed uint64) string {
		b, err := os.ReadFile(filepath.Join(run.Dir, sub, runner.CaseFile(seed)))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if got := read("in", 4); got != "4 9\n" {
		t.Errorf("in/0004.txt = %q", got)
	}
	if got := read("out", 4); got != "13\n" {
		t.Errorf("out/0004.txt = %q", got)
	}
	if got := read("err", 3); !strings.Contains(got, "panic: crash requested") || !strings.Contains(got, "read 3 2") {
		t.Errorf("err/0003.txt = %q", got)
	}
	var buf bytes.Buffer
	sum.Format(&buf, runner.FormatOptions{})
	for _, want := range []string{"20 cases, 2 failed", "seed 3: ", "seed 5: time limit exceeded", "parity:"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, buf.String())
		}
	}
}

// TestCancelKeepsFinished: cancelling mid-run stops it promptly and keeps
// the cases that finished, marked incomplete.
func TestCancelKeepsFinished(t *testing.T) {
	bin := runnertest.Build(t)
	// Seeds 10.. all hang, so the run can only be ended by the cancel.
	cfg := config(t, bin, "0-3,10", "-hang", "10")
	cfg.Timeout = time.Minute
	cfg.Jobs = 2
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		// Let the quick seeds finish, then interrupt.
		time.Sleep(1500 * time.Millisecond)
		cancel()
	}()
	start := time.Now()
	run, _, err := runner.Score(ctx, cfg)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("cancel took %v", el)
	}
	if run.Meta.Complete || len(run.Records) != 4 {
		t.Fatalf("complete=%v, %d records, want 4 finished", run.Meta.Complete, len(run.Records))
	}
	st := runner.Store{Dir: cfg.StateDir}
	loaded, err := st.Load("sum", run.Meta.ID)
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Meta.Complete || !reflect.DeepEqual(loaded.Records, run.Records) {
		t.Errorf("on disk: complete=%v records %v", loaded.Meta.Complete, loaded.Records)
	}
	if last, _ := st.LastID("sum"); last != "" {
		t.Errorf("an interrupted run became the last one (%s)", last)
	}
}

// TestShardMerge: the shards' records merge into the unsharded run's.
func TestShardMerge(t *testing.T) {
	bin := runnertest.Build(t)
	cfg := config(t, bin, "0-9,20,30-34", "-crash", "31")
	whole, err := runner.Execute(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var parts [][]runner.Record
	for k := 1; k <= 3; k++ {
		c := cfg
		c.Shard = runner.Shard{K: k, N: 3}
		run, err := runner.Execute(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		// Through the JSON lines CI moves between jobs.
		var buf bytes.Buffer
		if err := runner.WriteRecords(&buf, run.Records); err != nil {
			t.Fatal(err)
		}
		recs, err := runner.ReadRecords("shard", &buf)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, recs)
	}
	// Shards in any order.
	merged, err := runner.Merge(parts[2], parts[0], parts[1])
	if err != nil {
		t.Fatal(err)
	}
	strip := func(recs []runner.Record) []runner.Record {
		out := append([]runner.Record(nil), recs...)
		for i := range out {
			out[i].TimeMS = 0 // wall time is the one thing that differs
		}
		return out
	}
	if !reflect.DeepEqual(strip(merged), strip(whole.Records)) {
		t.Errorf("merged shards differ from the whole run:\n%v\n%v", strip(merged), strip(whole.Records))
	}
	if _, err := runner.Merge(parts[0], parts[2]); err == nil {
		t.Error("merge with a shard missing succeeded")
	}
	if _, err := runner.Merge(parts[0], parts[0], parts[1], parts[2]); err == nil {
		t.Error("merge with a shard twice succeeded")
	}
}

// TestDeltas: a second, worse run is compared with the best and the last
// run, and the best file keeps the better scores.
func TestDeltas(t *testing.T) {
	bin := runnertest.Build(t)
	cfg := config(t, bin, "0-5")
	if _, _, err := runner.Score(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	cfg2 := cfg
	cfg2.Player = &runner.JudgePlayer{Problem: runnertest.Sum{}, Solution: []string{bin, "-minus", "1"}}
	_, sum, err := runner.Score(context.Background(), cfg2)
	if err != nil {
		t.Fatal(err)
	}
	if sum.VsBest.N != 6 || sum.VsBest.Worse != 6 || sum.VsBest.MeanDelta != -1 {
		t.Errorf("vs best: %+v", sum.VsBest)
	}
	if sum.VsLast.N != 6 || sum.VsLast.MeanDelta != -1 || sum.LastID == "" {
		t.Errorf("vs last: %+v (%s)", sum.VsLast, sum.LastID)
	}
	if sum.NewBest != 0 {
		t.Errorf("new bests: %d", sum.NewBest)
	}
	// Seed 1: input "1 8", best 9, now 8: relative 800/9.
	for _, c := range sum.Cases {
		if c.Seed == 1 && (c.Best != 9 || c.Relative != 8.0/9*100) {
			t.Errorf("seed 1: %+v", c)
		}
	}
	best, err := runner.Store{Dir: cfg.StateDir}.LoadBest("sum", true)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := best.Get(1); b.Score != 9 {
		t.Errorf("best of seed 1 = %v", b)
	}
	var buf bytes.Buffer
	sum.Format(&buf, runner.FormatOptions{AllCases: true})
	if !strings.Contains(buf.String(), "vs best: mean Δ -1 over 6 seeds; 0 better, 6 worse") {
		t.Errorf("summary:\n%s", buf.String())
	}
}

func TestParseShard(t *testing.T) {
	for _, s := range []string{"0/3", "4/3", "1/0", "x", "1/", "/2"} {
		if _, err := runner.ParseShard(s); err == nil {
			t.Errorf("ParseShard(%q) accepted", s)
		}
	}
	s, err := runner.ParseShard("2/3")
	if err != nil {
		t.Fatal(err)
	}
	idx, _ := s.Select(8)
	if !reflect.DeepEqual(idx, []int{1, 4, 7}) {
		t.Errorf("2/3 of 8 = %v", idx)
	}
}

// slowJudge takes its time after the solution has answered, as a judge
// computing the expected answer does.
type slowJudge struct{ runnertest.Sum }

func (j slowJudge) Play(ctx context.Context, c *judge.Case) (float64, error) {
	score, err := j.Sum.Play(ctx, c)
	time.Sleep(1500 * time.Millisecond)
	return score, err
}

// TestSlowJudgeIsNotTimeLimit: the time limit is the solution's; a judge
// working past it after the solution exited does not fail the case.
func TestSlowJudgeIsNotTimeLimit(t *testing.T) {
	bin := runnertest.Build(t)
	cfg := config(t, bin, "4")
	cfg.Timeout, cfg.Slack = 500*time.Millisecond, 200*time.Millisecond
	cfg.Player = &runner.JudgePlayer{Problem: slowJudge{}, Solution: []string{bin}}
	run, err := runner.Execute(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if r := run.Records[0]; r.Error != "" || r.Score != 13 || r.TimeMS > 500 {
		t.Errorf("record %+v", r)
	}
}

// TestKeepPrunesOldRuns: only the newest Keep runs stay on disk, and the
// last run is never removed.
func TestKeepPrunesOldRuns(t *testing.T) {
	bin := runnertest.Build(t)
	cfg := config(t, bin, "1")
	cfg.Keep = 2
	var ids []string
	for i := 0; i < 4; i++ {
		run, _, err := runner.Score(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, run.Meta.ID)
	}
	st := runner.Store{Dir: cfg.StateDir}
	got, err := st.Runs("sum")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, ids[2:]) {
		t.Errorf("runs on disk %v, want %v", got, ids[2:])
	}
	if last, _ := st.LastID("sum"); last != ids[3] {
		t.Errorf("last = %s, want %s", last, ids[3])
	}
}
