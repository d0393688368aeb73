package main

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rhysd/actionlint"

	"github.com/gamews/gamews/tester/history"
	"github.com/gamews/gamews/tester/runner"
)

// repoRoot is the repository's root, from this package's directory.
const repoRoot = "../../.."

func workflowFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(repoRoot, ".github", "workflows", "*.yml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 2 {
		t.Fatalf("workflows: %v, want test.yml and score.yml", files)
	}
	return files
}

// TestWorkflowsLint runs actionlint on the workflows (with shellcheck on
// their scripts when it is installed).
func TestWorkflowsLint(t *testing.T) {
	opts := &actionlint.LinterOptions{}
	if sc, err := exec.LookPath("shellcheck"); err == nil {
		opts.Shellcheck = sc
	}
	var out bytes.Buffer
	l, err := actionlint.NewLinter(&out, opts)
	if err != nil {
		t.Fatal(err)
	}
	errs, err := l.LintFiles(workflowFiles(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(errs) > 0 {
		t.Errorf("actionlint: %d problem(s):\n%s", len(errs), out.String())
	}
}

// TestWorkflowStepsAreLocal: every `run:` step runs a script of the
// repository (scripts/NAME, with a step name the script knows) or a Go
// command of the repository (go run ./DIR), so that nothing the
// workflows do cannot be run locally.
func TestWorkflowStepsAreLocal(t *testing.T) {
	script, err := os.ReadFile(filepath.Join(repoRoot, "scripts", "ci-score"))
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range workflowFiles(t) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		wf, errs := actionlint.Parse(data)
		if len(errs) > 0 {
			t.Fatalf("%s: %v", path, errs[0])
		}
		runs := 0
		for id, job := range wf.Jobs {
			for i, step := range job.Steps {
				run, ok := step.Exec.(*actionlint.ExecRun)
				if !ok {
					continue
				}
				runs++
				where := path + ": job " + id + " step " + strconv.Itoa(i+1)
				lines := strings.Split(strings.TrimSpace(run.Run.Value), "\n")
				if len(lines) != 1 {
					t.Errorf("%s: %d lines; a step runs one command (put the rest in a script)", where, len(lines))
				}
				if err := checkLocalCommand(lines[0], script); err != nil {
					t.Errorf("%s: %v", where, err)
				}
			}
		}
		if runs == 0 {
			t.Errorf("%s: no run steps", path)
		}
	}
}

// checkLocalCommand checks that cmd runs something of the repository.
func checkLocalCommand(cmd string, ciScore []byte) error {
	f := strings.Fields(cmd)
	switch {
	case len(f) >= 3 && f[0] == "go" && f[1] == "run" && strings.HasPrefix(f[2], "./"):
		if st, err := os.Stat(filepath.Join(repoRoot, f[2])); err != nil || !st.IsDir() {
			return &stepError{cmd, "no package " + f[2]}
		}
	case len(f) >= 1 && strings.HasPrefix(f[0], "scripts/"):
		st, err := os.Stat(filepath.Join(repoRoot, f[0]))
		if err != nil || st.Mode()&0o111 == 0 {
			return &stepError{cmd, f[0] + " is not an executable script"}
		}
		if f[0] == "scripts/ci-score" {
			if len(f) < 2 || !regexp.MustCompile(`(?m)^`+regexp.QuoteMeta(f[1])+`\)`).Match(ciScore) {
				return &stepError{cmd, "scripts/ci-score has no such step"}
			}
		}
	default:
		return &stepError{cmd, "not a script or Go command of the repository"}
	}
	return nil
}

type stepError struct{ cmd, why string }

func (e *stepError) Error() string { return e.cmd + ": " + e.why }

func TestCheckLocalCommand(t *testing.T) {
	script := []byte("shard) shard ;;\n")
	for cmd, ok := range map[string]bool{
		`scripts/test`:                         true,
		`scripts/ci-score shard "$P" 1 2`:      true,
		`scripts/ci-score dance`:               false,
		`scripts/nothing`:                      false,
		`go run ./tester/cmd/tester history x`: true,
		`go run ./no/such/dir`:                 false,
		`go test ./...`:                        false,
		`curl -o x.zip "$URL"`:                 false,
	} {
		if err := checkLocalCommand(cmd, script); (err == nil) != ok {
			t.Errorf("%q: %v, want ok=%v", cmd, err, ok)
		}
	}
}

// TestScoreShardMatrix: the score workflow's shard matrix is 1..SHARDS.
func TestScoreShardMatrix(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(repoRoot, ".github", "workflows", "score.yml"))
	if err != nil {
		t.Fatal(err)
	}
	wf, errs := actionlint.Parse(data)
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	n, err := strconv.Atoi(wf.Env.Vars["shards"].Value.Value)
	if err != nil {
		t.Fatalf("env SHARDS: %v", err)
	}
	shard := wf.Jobs["shard"]
	if shard == nil || shard.Strategy == nil || shard.Strategy.Matrix == nil {
		t.Fatal("no shard job with a matrix")
	}
	row := shard.Strategy.Matrix.Rows["shard"]
	if row == nil || len(row.Values) != n {
		t.Fatalf("shard matrix %v, want 1..%d", row, n)
	}
	for i, v := range row.Values {
		if s, ok := v.(*actionlint.RawYAMLString); !ok || s.Value != strconv.Itoa(i+1) {
			t.Errorf("shard matrix value %d: %#v, want %d", i, v, i+1)
		}
	}
	if rec := wf.Jobs["record"]; rec == nil || rec.Concurrency == nil || rec.Concurrency.Group == nil {
		t.Error("the record job has no concurrency group")
	}
}

// TestCIScoreShardRecord scores a problem in shards as the workflow does,
// records the merged shards twice (a re-run job) and checks the history
// holds exactly the unsharded run's record, once.
func TestCIScoreShardRecord(t *testing.T) {
	spec := newWorkspace(t, `judge = "builtin"`)
	ctx := context.Background()
	tmp := t.TempDir()
	var whole bytes.Buffer
	if _, _, err := scoreRun(ctx, spec, runOptions{json: true, jobs: 2}, &whole, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	wholeRecs, err := runner.ReadRecords("whole", &whole)
	if err != nil {
		t.Fatal(err)
	}
	var shards []string
	for k := 1; k <= 3; k++ {
		out := filepath.Join(tmp, "shards", "sum."+strconv.Itoa(k)+"-of-3.jsonl")
		o := &shardOptions{shard: strconv.Itoa(k) + "/3", out: out}
		o.run.jobs = 2
		if err := ciShard(ctx, spec, o, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		shards = append(shards, out)
	}
	dir := filepath.Join(tmp, "history-tree")
	summary := filepath.Join(tmp, "summary.md")
	o := &recordOptions{
		dir: dir, commit: "0123456789abcdef0123456789abcdef01234567", branch: "main",
		shards: shards, summary: summary, recent: 10,
		now: time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC),
	}
	if err := ciRecord(spec, o, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "history", "sum.jsonl")
	first, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := ciRecord(spec, o, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	second, _ := os.ReadFile(path)
	if !bytes.Equal(first, second) {
		t.Errorf("recording the same commit again changed the history:\n%s\n%s", first, second)
	}
	recs, err := history.ReadFile(path)
	if err != nil || len(recs) != 1 {
		t.Fatalf("history: %d records, %v", len(recs), err)
	}
	want, err := history.New(spec.info, wholeRecs)
	if err != nil {
		t.Fatal(err)
	}
	got := recs[0]
	// Times are measured, not reproduced.
	for i := range got.Seeds {
		got.Seeds[i].TimeMS, want.Seeds[i].TimeMS = 0, 0
	}
	if !reflect.DeepEqual(got.Seeds, want.Seeds) || got.Mean != want.Mean || got.Total != want.Total ||
		got.Cases != 8 || got.SeedSet != "0-7" || got.Commit != o.commit || got.Judge != "builtin" || got.Go == "" {
		t.Errorf("recorded %+v\nwant %+v", got, want)
	}
	for _, name := range []string{"sum.svg", "sum.png"} {
		if st, err := os.Stat(filepath.Join(dir, "charts", name)); err != nil || st.Size() < 2000 {
			t.Errorf("chart %s: %v", name, err)
		}
	}
	if readme, err := os.ReadFile(filepath.Join(dir, "README.md")); err != nil || !strings.Contains(string(readme), "charts/sum.png") {
		t.Errorf("README.md: %v\n%s", err, readme)
	}
	md, _ := os.ReadFile(summary)
	if !strings.Contains(string(md), "### sum") || !strings.Contains(string(md), "`0123456`") {
		t.Errorf("summary:\n%s", md)
	}

	// A pull request whose solution lost one on every seed: compared with
	// main's latest record, marked, and not written.
	worse := filepath.Join(tmp, "pr.jsonl")
	var buf bytes.Buffer
	for _, r := range wholeRecs {
		r.Score--
		buf.Reset()
		runner.WriteRecords(&buf, []runner.Record{r})
		appendFile(t, worse, buf.Bytes())
	}
	pr := *o
	pr.commit, pr.branch, pr.base, pr.noAppend, pr.summary = "fedcba9876543210fedcba9876543210fedcba98", "feature", "main", true, ""
	pr.shards, pr.failOnRegression = []string{worse}, true
	var out bytes.Buffer
	err = ciRecord(spec, &pr, &out)
	if err == nil || !strings.Contains(out.String(), "REGRESSION") || !strings.Contains(out.String(), "| 0 | 8 | 0 |") {
		t.Errorf("pull request: %v\n%s", err, out.String())
	}
	if third, _ := os.ReadFile(path); !bytes.Equal(third, first) {
		t.Error("-no-append wrote the history")
	}
	// A lost shard is an error, not a smaller run.
	o.shards = shards[:2]
	if err := ciRecord(spec, o, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "missing") {
		t.Errorf("recording 2 of 3 shards: %v", err)
	}
}

func appendFile(t *testing.T, path string, data []byte) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Write(data); err != nil {
		t.Fatal(err)
	}
}

// TestCIScoreShardTools: -tools judges a workspace whose judge is built
// in with AtCoder's tools instead (CI's override when the tools' URL is a
// secret); the fixture's in/0001.txt is "1 100", not the built-in "1 8".
func TestCIScoreShardTools(t *testing.T) {
	spec := newWorkspace(t, `judge = "builtin"`)
	if err := useTools(spec, t.TempDir()); err == nil {
		t.Error("-tools accepted a directory without Cargo.toml")
	}
	if _, err := exec.LookPath("cargo"); err != nil {
		t.Skip("cargo is not installed: the official-tools path cannot be built here")
	}
	if testing.Short() {
		// A cargo release build of the fixture: ~15 s of CPU.
		t.Skip("-short: not building AtCoder's tools fixture")
	}
	tools := filepath.Join(t.TempDir(), "tools")
	copyTree(t, filepath.Join("..", "..", "testdata", "atcoder-tools"), tools)
	out := filepath.Join(t.TempDir(), "sum.1-of-2.jsonl")
	o := &shardOptions{shard: "1/2", out: out, tools: tools}
	o.run.seeds = "0-3"
	if err := ciShard(context.Background(), spec, o, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	if spec.p.Judge != "external" {
		t.Errorf("judge %q after -tools", spec.p.Judge)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := runner.ReadRecords(out, f)
	if err != nil || len(recs) != 2 {
		t.Fatalf("%d records, %v", len(recs), err)
	}
	// Shard 1/2 of 0-3 is seeds 0 and 2; check seed 1 through shard 2.
	o2 := &shardOptions{shard: "2/2", out: out + "2", tools: tools}
	o2.run.seeds = "0-3"
	if err := ciShard(context.Background(), spec, o2, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(out + "2")
	recs2, _ := runner.ReadRecords("shard 2", bytes.NewReader(data))
	if len(recs2) != 2 || recs2[0].Seed != 1 || recs2[0].Score != 101 {
		t.Errorf("seed 1 with the tools: %+v", recs2)
	}
}

func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			if d.Name() == "target" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}
