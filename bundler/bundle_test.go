package bundler

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/tools/go/packages"

	"github.com/gamews/gamews/internal/workspace"
)

// keeper is a target that provides the testdata third-party module, as
// atcoder provides its six: the bundle keeps the import instead of
// inlining the module.
var keeper = &workspace.Target{Name: "keeper", Go: "go1.25.1", Modules: []string{"example.com/fakemod@v0.0.0"}}

// keeperNewer provides the module at a version the program does not use.
var keeperNewer = &workspace.Target{Name: "keeper2", Go: "go1.25.1", Modules: []string{"example.com/fakemod@v0.1.0"}}

// progCase is one program of testdata/progs, built around one hazard.
type progCase struct {
	name   string // test name (the bundle's binary name)
	dir    string // directory under testdata/progs
	target string // a built-in target, or "keeper"
	class  string
	stdin  string
	strip  bool
	// wantWarn, when set, must appear in a warning.
	wantWarn string
	// check makes extra assertions on the bundle's source.
	check func(t *testing.T, src string)
}

func contains(want ...string) func(*testing.T, string) {
	return func(t *testing.T, src string) {
		t.Helper()
		for _, w := range want {
			if !strings.Contains(src, w) {
				t.Errorf("bundle lacks %q", w)
			}
		}
	}
}

func lacks(unwanted ...string) func(*testing.T, string) {
	return func(t *testing.T, src string) {
		t.Helper()
		for _, w := range unwanted {
			if strings.Contains(src, w) {
				t.Errorf("bundle still contains %q", w)
			}
		}
	}
}

func both(fs ...func(*testing.T, string)) func(*testing.T, string) {
	return func(t *testing.T, src string) {
		t.Helper()
		for _, f := range fs {
			f(t, src)
		}
	}
}

var progCases = []progCase{
	{name: "collide3", dir: "collide3", target: "codechef",
		check: contains("a_Value", "b_Value", "c_Value", "a_helper", "b_Node", "c_Node", "var Value = \"main-value\"")},
	{name: "localcapture", dir: "localcapture", target: "codechef",
		check: both(contains("lib_X := 100"), lacks("lib_X := 10\n"))},
	{name: "builtinmax", dir: "builtinmax", target: "alphano", check: contains("mathx_max(", "mathx_cap")},
	{name: "importshadow", dir: "importshadow", target: "codechef", check: contains("text_strings", "text_fmt(")},
	{name: "tworand", dir: "tworand", target: "codechef", check: contains(`"crypto/rand"`, `"math/rand"`)},
	{name: "embedded", dir: "embedded", target: "codechef", wantWarn: "embedded field Buf is renamed"},
	{name: "ifacemethods", dir: "ifacemethods", target: "codechef",
		check: both(contains(") Len() int", ") Less(", ") Swap(", ") String() string", ") score() int"), lacks("Unused"))},
	{name: "deadcode", dir: "deadcode", target: "codechef",
		check: both(contains("func Used(", "func suffix("),
			lacks("Dead0", "Dead39", "helperDead", "Table", "Render", "deadVar", "DeadA", "unusedInMain"))},
	{name: "initorder", dir: "initorder", target: "codechef"},
	{name: "generics", dir: "generics", target: "codechef"},
	{name: "aliases", dir: "aliases", target: "codechef"},
	{name: "methodvalues", dir: "methodvalues", target: "codechef"},
	{name: "iota", dir: "iota", target: "codechef"},
	{name: "labels", dir: "labels", target: "codechef"},
	{name: "dotimport", dir: "dotimport", target: "codechef", check: contains("strings.ToUpper", "strings.Builder")},
	{name: "blankimport", dir: "blankimport", target: "codechef"},
	{name: "thirdparty", dir: "thirdparty", target: "codechef", check: both(contains("func (r *Ring) Sum()"), lacks("fakemod unused", `"example.com/fakemod`))},
	{name: "thirdpartykept", dir: "thirdparty", target: "keeper", check: both(contains(`"example.com/fakemod/ring"`), lacks("func (r *Ring)"))},
	{name: "thirdpartyversion", dir: "thirdparty", target: "keeper2", check: contains(`"example.com/fakemod/ring"`),
		wantWarn: "go.mod: this module uses example.com/fakemod v0.0.0; the keeper2 judge has v0.1.0"},
	{name: "loopvar", dir: "loopvar", target: "codechef", check: contains("i, w := i, w", "i := i"),
		wantWarn: "loopvar/work/work.go:19:6: the address of loop variable i is taken"},
	{name: "samepkgname", dir: "samepkgname", target: "codechef", check: contains("util_Do", "util_Shared")},
	{name: "ifaces", dir: "ifaces", target: "codechef", check: both(contains(") Area()", ") Name()"), lacks("Perimeter"))},
	{name: "mainname", dir: "mainname", target: "codechef", check: contains("lib_main()")},
	{name: "fieldnames", dir: "fieldnames", target: "codechef", check: contains("lib_Count", "t.Count++", "Thing{Count:")},
	{name: "handlers", dir: "handlers", target: "codechef"},
	{name: "workers", dir: "workers", target: "codechef"},
	{name: "typeswitch", dir: "typeswitch", target: "codechef"},
	{name: "consts", dir: "consts", target: "codechef"},
	{name: "embedchain", dir: "embedchain", target: "codechef"},
	{name: "sideeffects", dir: "sideeffects", target: "codechef", check: both(contains("var built = build()"), lacks("pure"))},
	{name: "errs", dir: "errs", target: "codechef"},
	{name: "builtintypes", dir: "builtintypes", target: "codechef", check: contains("odd_error", "odd_copy", "odd_len")},
	{name: "vardeps", dir: "vardeps", target: "codechef"},
	{name: "fastread", dir: "fastread", target: "codechef", stdin: "1 2 3\n-4 10\n"},
	{name: "comments", dir: "comments", target: "codechef", check: contains("// trailing comment")},
	{name: "commentsstripped", dir: "comments", target: "codechef", strip: true,
		check: both(contains("//go:noinline", `"// not a comment /* nor this */"`), lacks("trailing comment", "block comment", "// main prints"))},
	{name: "shadowlocal", dir: "shadowlocal", target: "codechef", check: contains("state_Counter_2")},
	{name: "genericembed", dir: "genericembed", target: "codechef"},
	{name: "buildtagsold", dir: "buildtags", target: "codechef", check: both(contains("sort.Ints(s)", `"sort"`), lacks("min(a, b)"))},
	{name: "buildtagsnew", dir: "buildtags", target: "alphano", check: both(contains("min(a, b)"), lacks("sort"))},
	{name: "tcclass", dir: "tcclass/game", target: "topcoder", class: "Game", check: contains("example.com/progs/tcclass/game at test", "var s Game"),
		stdin: "init 3 4 5 -7 0 1\nmove 4 100\nmove -2 9000000000\ndescribe \"a b\" 0.5 true\ndescribe \"\\\"q\\\"\" 2 false\nnames 2\nreset\nnames 0\n"},
}

// tcWant is the reply transcript of the tcclass session above.
const tcWant = "4 15 -21 0 3\n101\n9000000002\n\"A BA B ~150%\"\n\"\\\"q\\\"\\\"q\\\" 6\"\n2 \"p a\" \"p b\"\n\n0\n"

func targetFor(t *testing.T, name string) *workspace.Target {
	if name == "keeper" {
		return keeper
	}
	if name == "keeper2" {
		return keeperNewer
	}
	tg, ok := workspace.Builtin()[name]
	if !ok {
		t.Fatalf("unknown target %s", name)
	}
	return tg
}

// goCmd runs the go command with a clean environment for the testdata
// modules (whatever flags the outer go test got).
func goCmd(ctx context.Context, dir string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOTOOLCHAIN=local")
	return cmd
}

// TestPrograms bundles every testdata program, builds the bundles alone
// (in modules whose go version is the target's, so loop variables get the
// judge's semantics), runs the original and the bundle on the same input
// and requires identical output and exit status.
func TestPrograms(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	progs, err := filepath.Abs("testdata/progs")
	if err != nil {
		t.Fatal(err)
	}
	fakemod, _ := filepath.Abs("testdata/fakemod")
	tmp := t.TempDir()
	origBin := filepath.Join(tmp, "orig")

	// The originals: one go build for all main packages, alongside the
	// bundling.
	var wg sync.WaitGroup
	var origOut []byte
	var origErr error
	wg.Add(1)
	go func() {
		defer wg.Done()
		origOut, origErr = goCmd(ctx, progs, "build", "-ldflags=-s -w", "-o", origBin+string(filepath.Separator), "./...").CombinedOutput()
	}()

	cfgs := make([]Config, len(progCases))
	for i, c := range progCases {
		cfgs[i] = Config{Dir: progs, Pattern: "./" + c.dir, Target: targetFor(t, c.target),
			Class: c.class, StripComments: c.strip, Commit: "test"}
	}
	t0 := time.Now()
	results, errs := BundleAll(ctx, cfgs)
	t.Logf("bundled %d programs in %v", len(cfgs), time.Since(t0))

	// Every build runs at once: the originals (started above), the
	// topcoder originals and one module of bundles per target Go version.
	var mu sync.Mutex
	var buildErrs []string
	spawn := func(what string, cmd *exec.Cmd) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if out, err := cmd.CombinedOutput(); err != nil {
				mu.Lock()
				buildErrs = append(buildErrs, fmt.Sprintf("building %s: %v\n%s", what, err, out))
				mu.Unlock()
			}
		}()
	}

	// The topcoder original is the solution plus the generated adapter,
	// unbundled: built through an overlay.
	for i, c := range progCases {
		if c.class == "" || errs[i] != nil {
			continue
		}
		file := filepath.Join(progs, c.dir, adapterDir, "main.go")
		adapterSrc := filepath.Join(tmp, c.name+"-adapter.go")
		if err := os.WriteFile(adapterSrc, results[i].Adapter, 0o644); err != nil {
			t.Fatal(err)
		}
		ov, _ := json.Marshal(map[string]any{"Replace": map[string]string{file: adapterSrc}})
		ovFile := filepath.Join(tmp, c.name+"-overlay.json")
		if err := os.WriteFile(ovFile, ov, 0o644); err != nil {
			t.Fatal(err)
		}
		spawn(c.name+" original with its adapter", goCmd(ctx, progs, "build", "-ldflags=-s -w", "-overlay", ovFile,
			"-o", filepath.Join(origBin, c.name), "./"+c.dir+"/"+adapterDir))
	}

	// The bundles: one module per Go version of the targets.
	mods := map[string][]int{}
	for i, c := range progCases {
		if errs[i] == nil {
			v := strings.TrimPrefix(targetFor(t, c.target).Go, "go")
			mods[v] = append(mods[v], i)
		}
	}
	bundleBin := filepath.Join(tmp, "bundled")
	for v, idx := range mods {
		dir := filepath.Join(tmp, "mod"+v)
		gomod := fmt.Sprintf("module bundles\n\ngo %s\n\nrequire example.com/fakemod v0.0.0\n\nreplace example.com/fakemod => %s\n", v, fakemod)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(gomod), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, i := range idx {
			d := filepath.Join(dir, progCases[i].name)
			if err := os.MkdirAll(d, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(d, "main.go"), results[i].Source, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		spawn("the go"+v+" bundles", goCmd(ctx, dir, "build", "-ldflags=-s -w", "-o", bundleBin+string(filepath.Separator), "./..."))
	}
	wg.Wait()
	if origErr != nil {
		t.Fatalf("building the originals: %v\n%s", origErr, origOut)
	}
	for _, e := range buildErrs {
		t.Error(e)
	}
	t.Logf("built the bundles after %v", time.Since(t0))
	for i, c := range progCases {
		t.Run(c.name, func(t *testing.T) {
			if errs[i] != nil {
				t.Fatalf("Bundle: %v", errs[i])
			}
			res := results[i]
			src := string(res.Source)
			if formatted, err := format.Source(res.Source); err != nil || !bytes.Equal(formatted, res.Source) {
				t.Errorf("the bundle is not gofmt-formatted (%v)", err)
			}
			if c.check != nil {
				c.check(t, src)
			}
			if c.wantWarn != "" {
				found := false
				for _, w := range res.Warnings {
					found = found || strings.Contains(w.String(), c.wantWarn)
				}
				if !found {
					t.Errorf("no warning contains %q; warnings: %v", c.wantWarn, res.Warnings)
				}
			}
			origName := filepath.Base(c.dir)
			if c.class != "" {
				origName = c.name
			}
			want, wantCode := runProg(t, filepath.Join(origBin, origName), c.stdin)
			got, gotCode := runProg(t, filepath.Join(bundleBin, c.name), c.stdin)
			if got != want || gotCode != wantCode {
				t.Errorf("the bundle behaves differently:\noriginal (exit %d):\n%s\nbundle (exit %d):\n%s\nbundle source:\n%s", wantCode, want, gotCode, got, src)
			}
			if len(want) == 0 {
				t.Errorf("the original printed nothing: the comparison proves little")
			}
			if c.class != "" {
				if got != tcWant {
					t.Errorf("topcoder transcript:\n got %q\nwant %q", got, tcWant)
				}
				// Protocol errors exit 2, in the original and the bundle.
				for _, bad := range []string{"nosuch 1\n", "move x 1\n", "init 2 1\n", "move 1 2 3\n"} {
					_, code := runProg(t, filepath.Join(bundleBin, c.name), bad)
					_, ocode := runProg(t, filepath.Join(origBin, origName), bad)
					if code != 2 || ocode != 2 {
						t.Errorf("input %q: exit %d (original %d), want 2", bad, code, ocode)
					}
				}
			}
		})
	}
}

func runProg(t *testing.T, bin, stdin string) (string, int) {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader(stdin)
	var out bytes.Buffer
	cmd.Stdout = &out
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return out.String(), ee.ExitCode()
	}
	if err != nil {
		t.Fatalf("running %s: %v", bin, err)
	}
	return out.String(), 0
}

// TestRefusals checks what cannot be bundled, or fails a check, is
// reported at the original position with what to do.
func TestRefusals(t *testing.T) {
	refuse, err := filepath.Abs("testdata/refuse")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		dir, target string
		stage       string // "" for a plain error
		want        []string
	}{
		{"cgo", "codechef", "refuse", []string{"cgo/native/native.go:4:8: cgo is not supported: rewrite it in pure Go"}},
		{"asm", "codechef", "refuse", []string{"fast_amd64.s: package example.com/refuse/asm/fast has an assembly file"}},
		{"embed", "codechef", "refuse", []string{"embed/main.go:5:1: go:embed is not supported"}},
		{"linkname", "atcoder", "refuse", []string{"linkname/main.go:7:1: go:linkname is not supported"}},
		{"newbuiltin", "codechef", "typecheck", []string{
			"newbuiltin/lib/lib.go:5:9: built-in max requires go1.21 or later", "write the comparison out",
			"newbuiltin/lib/lib.go:5:21: built-in min requires go1.21 or later"}},
		{"newapi", "codechef", "api", []string{"newapi/main.go:11:9: slices.Sort requires go1.21: the judge's go1.20 does not have it"}},
		{"rangeint", "codechef", "typecheck", []string{"rangeint/main.go:6:17: cannot range over 3", "three-clause"}},
		{"toobig", "codechef", "size", []string{"the codechef limit is 50000", "-strip-comments"}},
		{"notmain", "codechef", "", []string{"not a main package"}},
		{"notmain", "topcoder", "", []string{"declares no exported type"}},
	}
	for _, c := range cases {
		t.Run(c.dir+"-"+c.target, func(t *testing.T) {
			tg := targetFor(t, c.target)
			_, err := Bundle(context.Background(), Config{Dir: refuse, Pattern: "./" + c.dir, Target: tg, Class: "Nope", Commit: "test"})
			if err == nil {
				t.Fatal("Bundle succeeded")
			}
			var be *Error
			if c.stage != "" && (!errors.As(err, &be) || be.Stage != c.stage) {
				t.Errorf("error %T %v, want an *Error of stage %s", err, err, c.stage)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error lacks %q:\n%v", w, err)
				}
			}
		})
	}
}

// TestLoopVarWarning: a captured three-clause loop variable that the body
// changes cannot be fixed by a copy, so the bundler says so.
func TestLoopVarWarning(t *testing.T) {
	refuse, _ := filepath.Abs("testdata/refuse")
	res, err := Bundle(context.Background(), Config{Dir: refuse, Pattern: "./loopwrite", Target: workspace.Builtin()["codechef"], Commit: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0].String(), "loopwrite/main.go:7:6: loop variable i is captured") {
		t.Fatalf("warnings %v, want one about i at loopwrite/main.go:7:6", res.Warnings)
	}
}

// TestDeterministic: the same tree gives the same bytes, and the header
// names the problem, target and commit.
func TestDeterministic(t *testing.T) {
	progs, _ := filepath.Abs("testdata/progs")
	cfg := Config{Dir: progs, Pattern: "./collide3", Target: workspace.Builtin()["codechef"], Problem: "collide"}
	a, err := Bundle(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Bundle(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Source, b.Source) {
		t.Fatal("two bundles of the same tree differ")
	}
	head := string(a.Source[:bytes.Index(a.Source, []byte("package main"))])
	for _, w := range []string{"Problem: collide", "Target:  codechef (go1.20, 50000 bytes max)", "example.com/progs/collide3 at " + a.Commit} {
		if !strings.Contains(head, w) {
			t.Errorf("header lacks %q:\n%s", w, head)
		}
	}
	if a.Commit == "" || a.Commit == "test" {
		t.Errorf("commit %q: want git's HEAD", a.Commit)
	}
}

// TestCache: with a cache the second bundle loads sources on the guess of
// the first; a wrong guess must not change the result.
func TestCache(t *testing.T) {
	progs, _ := filepath.Abs("testdata/progs")
	cache := &Cache{}
	cfg := Config{Dir: progs, Pattern: "./initorder", Target: workspace.Builtin()["codechef"], Commit: "test", Cache: cache}
	first, err := Bundle(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(cache.kept) != 1 {
		t.Fatalf("cache holds %d entries, want 1", len(cache.kept))
	}
	for _, guess := range [][]string{
		nil,                // as cached by the first run
		{"os"},             // too few
		{"fmt", "strings"}, // wrong
	} {
		if guess != nil {
			for k := range cache.kept {
				cache.kept[k] = guess
			}
		}
		again, err := Bundle(context.Background(), cfg)
		if err != nil {
			t.Fatalf("guess %v: %v", guess, err)
		}
		if !bytes.Equal(first.Source, again.Source) {
			t.Fatalf("guess %v changed the bundle", guess)
		}
	}
}

// TestProvidedBy: atcoder keeps imports of its six modules (whatever
// version the program's go.mod asks for); the other targets inline them.
func TestProvidedBy(t *testing.T) {
	b := workspace.Builtin()
	for _, c := range []struct {
		target, module string
		want           bool
	}{
		{"atcoder", "golang.org/x/exp", true},
		{"atcoder", "gonum.org/v1/gonum", true},
		{"atcoder", "github.com/emirpasic/gods", true},
		{"atcoder", "github.com/monkukui/ac-library-go", true},
		{"atcoder", "golang.org/x/tools", false},
		{"atcoder", "github.com/gamews/gamews", false},
		{"codechef", "golang.org/x/exp", false},
		{"alphano", "gonum.org/v1/gonum", false},
	} {
		if got := providedBy(b[c.target], &packages.Module{Path: c.module}); got != c.want {
			t.Errorf("providedBy(%s, %s) = %v, want %v", c.target, c.module, got, c.want)
		}
	}
}
