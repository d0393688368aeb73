package main

import (
	"bytes"
	"context"
	"flag"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gamews/gamews/internal/workspace"
	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/runner"
	"github.com/gamews/gamews/tester/runner/runnertest"
)

func sumLookup(string) (judge.Problem, error) { return runnertest.Sum{}, nil }

// newWorkspace makes a workspace whose problem "sum" is solved by a copy of
// tester/testdata/sum, with the given judge lines.
func newWorkspace(t *testing.T, judgeLines string) *problemSpec {
	t.Helper()
	root := t.TempDir()
	src, err := os.ReadFile(filepath.Join(runnertest.Dir(), "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"go.mod":      "module example.com/ws\n\ngo 1.22\n",
		"sol/main.go": string(src),
		"workspace.toml": `default = "sum"
[problems.sum]
dir = "sol"
target = "ioi"
` + judgeLines + `
seeds = "0-7"
quick_seeds = "0-3"
timeout = "1s"
`,
	}
	for name, data := range files {
		p := filepath.Join(root, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ws, err := workspace.Load(root)
	if err != nil {
		t.Fatal(err)
	}
	spec, err := resolve(ws, "", sumLookup)
	if err != nil {
		t.Fatal(err)
	}
	return spec
}

func TestJudgeContract(t *testing.T) {
	bin := runnertest.Build(t)
	tests := []struct {
		name      string
		args      []string
		input     string
		stdout    string
		stderrHas []string
		score     string
	}{
		{"accepted", []string{"-noisy"}, "4 9\n", "13\n", []string{"read 4 9"}, "Score = 13"},
		{"wrong answer", []string{"-minus", "-5"}, "4 9\n", "18\n", []string{"answer 18 is more than 4+9"}, "Score = 0"},
		{"crash", []string{"-crash", "4"}, "4 9\n", "", []string{"panic: crash requested", "exit status 2"}, "Score = 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := judgeOne(context.Background(), runnertest.Sum{}, append([]string{bin}, tt.args...), 0, strings.NewReader(tt.input), &stdout, &stderr)
			if err != nil {
				t.Fatal(err)
			}
			if stdout.String() != tt.stdout {
				t.Errorf("stdout = %q, want %q", stdout.String(), tt.stdout)
			}
			lines := strings.Split(strings.TrimRight(stderr.String(), "\n"), "\n")
			if last := lines[len(lines)-1]; last != tt.score {
				t.Errorf("last stderr line = %q, want %q\n%s", last, tt.score, stderr.String())
			}
			for _, want := range tt.stderrHas {
				if !strings.Contains(stderr.String(), want) {
					t.Errorf("stderr lacks %q:\n%s", want, stderr.String())
				}
			}
		})
	}
	// A hung solution under -timeout still ends with a score line.
	var stdout, stderr bytes.Buffer
	if err := judgeOne(context.Background(), runnertest.Sum{}, []string{bin, "-hang", "4"}, 300*time.Millisecond, strings.NewReader("4 9\n"), &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(stderr.String(), "\nScore = 0\n") {
		t.Errorf("hung solution: stderr %q", stderr.String())
	}
}

func TestFormatScore(t *testing.T) {
	for v, want := range map[float64]string{0: "0", 123456: "123456", -3: "-3", 1.5: "1.5", 1e20: "100000000000000000000"} {
		if got := formatScore(v); got != want {
			t.Errorf("formatScore(%v) = %q, want %q", v, got, want)
		}
	}
}

func TestRunBuiltinJSONAndShards(t *testing.T) {
	spec := newWorkspace(t, `judge = "builtin"`)
	ctx := context.Background()
	var stdout, stderr bytes.Buffer
	metaFile := filepath.Join(t.TempDir(), "meta.json")
	run, sum, err := scoreRun(ctx, spec, runOptions{json: true, jobs: 2, meta: metaFile}, &stdout, &stderr)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(metaFile); err != nil || !strings.Contains(string(b), `"id": "`+run.Meta.ID+`"`) {
		t.Errorf("-meta file: %s, %v", b, err)
	}
	if sum.Finished != 8 || sum.Failed != 0 || !run.Meta.Complete {
		t.Fatalf("summary: %+v", sum)
	}
	whole, err := runner.ReadRecords("stdout", &stdout)
	if err != nil || len(whole) != 8 {
		t.Fatalf("JSON records: %d, %v", len(whole), err)
	}
	if !strings.Contains(stderr.String(), "sum run ") {
		t.Errorf("summary not on stderr with -json:\n%s", stderr.String())
	}
	var shards [][]runner.Record
	for k := 1; k <= 2; k++ {
		var out bytes.Buffer
		if _, _, err := scoreRun(ctx, spec, runOptions{json: true, shard: runner.Shard{K: k, N: 2}}, &out, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		recs, err := runner.ReadRecords("shard", &out)
		if err != nil {
			t.Fatal(err)
		}
		shards = append(shards, recs)
	}
	merged, err := runner.Merge(shards...)
	if err != nil {
		t.Fatal(err)
	}
	for i := range merged {
		a, b := merged[i], whole[i]
		if a.Seed != b.Seed || a.Score != b.Score || a.Error != b.Error || a.Index != b.Index {
			t.Errorf("case %d: merged %+v, whole %+v", i, a, b)
		}
	}
	// The kept case can be drawn.
	var vis bytes.Buffer
	in, _ := os.ReadFile(filepath.Join(run.Dir, "in", "0004.txt"))
	out, _ := os.ReadFile(filepath.Join(run.Dir, "out", "0004.txt"))
	if err := writeVis(runnertest.Sum{}, in, out, "-", &vis); err != nil || !strings.Contains(vis.String(), "4 9 = 13") {
		t.Errorf("vis: %q, %v", vis.String(), err)
	}
}

func TestRunExternalTools(t *testing.T) {
	if _, err := exec.LookPath("cargo"); err != nil {
		t.Skip("cargo is not installed: the official-tools path cannot be built here")
	}
	spec := newWorkspace(t, "judge = \"external\"\ntools = \"tools\"")
	// Unpack the fixture as the user unpacks the official zip.
	src := filepath.Join("..", "..", "testdata", "atcoder-tools")
	dst := filepath.Join(spec.ws.Root, "tools")
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
	var stdout bytes.Buffer
	run, sum, err := scoreRun(context.Background(), spec, runOptions{seeds: "0-6"}, &stdout, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Failed != 0 || len(run.Records) != 7 {
		t.Fatalf("%d failed, %d records\n%s", sum.Failed, len(run.Records), stdout.String())
	}
	// in/0001.txt of the fixture is "1 100"; seed 6 is generated by gen.
	for _, r := range run.Records {
		if (r.Seed == 1 && r.Score != 101) || (r.Seed == 6 && r.Score != 9) {
			t.Errorf("seed %d: %+v", r.Seed, r)
		}
	}

	// command = [...]: the same contract from any judge command (here the
	// fixture's tester by a workspace-relative path), with inputs from the
	// built-in generator since there is no tools/in.
	spec.p.Tools = ""
	spec.p.Command = []string{filepath.Join("tools", "target", "release", "tester")}
	run, sum, err = scoreRun(context.Background(), spec, runOptions{seeds: "0-2"}, &stdout, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Failed != 0 || len(run.Records) != 3 || run.Records[1].Score != 9 {
		t.Errorf("command judge: %d failed, records %+v", sum.Failed, run.Records)
	}
}

func TestWatchScreens(t *testing.T) {
	spec := newWorkspace(t, `judge = "builtin"`)
	screens := make(chan string, 10)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	errc := make(chan error, 1)
	go func() {
		errc <- watchProblem(ctx, spec, runOptions{jobs: 2}, &bytes.Buffer{}, false, func(s string) { screens <- s })
	}()
	next := func() string {
		t.Helper()
		select {
		case s := <-screens:
			return s
		case <-time.After(60 * time.Second):
			t.Fatal("no screen")
		}
		return ""
	}
	first := next()
	if !strings.Contains(first, "4 cases, 0 failed") {
		t.Fatalf("first screen:\n%s", first)
	}
	main := filepath.Join(spec.ws.Root, "sol", "main.go")
	src, _ := os.ReadFile(main)
	worse := strings.Replace(string(src), "fmt.Println(a + b - *minus)", "fmt.Println(a + b - *minus - 1)", 1)
	if worse == string(src) {
		t.Fatal("testdata/sum/main.go changed: update this test")
	}
	time.Sleep(200 * time.Millisecond)
	os.WriteFile(main, []byte(worse), 0o644)
	second := next()
	if !strings.Contains(second, "changed: "+filepath.Join("sol", "main.go")) || !strings.Contains(second, "vs last") || !strings.Contains(second, "mean Δ -1 over 4 seeds") {
		t.Fatalf("screen after the edit:\n%s", second)
	}
	os.WriteFile(main, []byte(worse+"\nfunc broken() { undefined() }\n"), 0o644)
	third := next()
	if !strings.Contains(third, "BUILD FAILED") || !strings.Contains(third, filepath.Join("sol", "main.go")+":") {
		t.Fatalf("screen after breaking the build:\n%s", third)
	}
	cancel()
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
}

func TestGenerate(t *testing.T) {
	dir := t.TempDir()
	if err := generate(context.Background(), runnertest.Sum{}, []uint64{7, 3}, dir); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"0000.txt": "7 10\n", "0001.txt": "3 2\n"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || string(b) != want {
			t.Errorf("%s = %q, %v; want %q", name, b, err, want)
		}
	}
}

func TestParseArgsInterspersed(t *testing.T) {
	fs := newFlagSet()
	dir := fs.String("dir", "in", "")
	pos, err := parseArgs(fs, []string{"seeds.txt", "-dir", "x", "more"})
	if err != nil || *dir != "x" || strings.Join(pos, " ") != "seeds.txt more" {
		t.Errorf("pos=%v dir=%s err=%v", pos, *dir, err)
	}
}

func newFlagSet() *flag.FlagSet { return flag.NewFlagSet("t", flag.ContinueOnError) }

// TestRunBundled: -bundle scores the single submitted file the bundler
// makes, not the package.
func TestRunBundled(t *testing.T) {
	spec := newWorkspace(t, `judge = "builtin"`)
	run, sum, err := scoreRun(context.Background(), spec, runOptions{seeds: "0-3", bundle: true}, &bytes.Buffer{}, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Failed != 0 || len(run.Records) != 4 || run.Meta.Solution["bundle"] != "true" || run.Meta.Solution["bundle_bytes"] == "" || run.Meta.Solution["go"] == "" {
		t.Fatalf("bundled run: %d failed, meta %v", sum.Failed, run.Meta.Solution)
	}
	ents, _ := os.ReadDir(filepath.Join(spec.stateDir(), "bin"))
	var bundled bool
	for _, e := range ents {
		bundled = bundled || strings.HasPrefix(e.Name(), "sol-bundle-")
	}
	if !bundled {
		t.Errorf("no bundled binary in the cache: %v", ents)
	}
}
