package workspace

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func write(t *testing.T, dir, content string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, FileName), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, `
default = "p"

[targets.codechef]
go = "go1.22"

[targets.mine]
go = "go1.21"
size_limit = 1000

[problems.p]
dir = "solutions/p"
target = "codechef"
seeds = "0-9"
timeout = "1500ms"
`)
	sub := filepath.Join(dir, "solutions", "p")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	ws, err := Load(sub) // found upward
	if err != nil {
		t.Fatal(err)
	}
	if ws.Root != dir {
		t.Errorf("Root = %q, want %q", ws.Root, dir)
	}
	p, err := ws.Problem("")
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "p" || p.Judge != "builtin" || p.Timeout.Duration != 1500*time.Millisecond {
		t.Errorf("problem = %+v", p)
	}
	cc, _ := ws.Target("codechef")
	// An override changes only the fields it sets.
	if cc.Go != "go1.22" || cc.SizeLimit != 50000 {
		t.Errorf("codechef = %+v, want go1.22 with the built-in 50000 limit", cc)
	}
	mine, err := ws.Target("mine")
	if err != nil || mine.Go != "go1.21" || mine.SizeLimit != 1000 {
		t.Errorf("mine = %+v, %v", mine, err)
	}
	if got, want := ws.TargetNames(), []string{"alphano", "atcoder", "codechef", "ioi", "mine", "topcoder"}; !reflect.DeepEqual(got, want) {
		t.Errorf("TargetNames = %v, want %v", got, want)
	}
	// Builtin hands out copies: the override above did not leak.
	if Builtin()["codechef"].Go != "go1.20" {
		t.Error("Builtin() was modified by an override")
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name, content, want string
	}{
		{"syntax", "default = \n", FileName + ":1"},
		{"unknown key", "[problems.p]\ndir = \"d\"\ntarget = \"ioi\"\nseed = \"1\"\n", `unknown key "problems.p.seed"`},
		{"no dir", "[problems.p]\ntarget = \"ioi\"\n", `problem "p" has no dir`},
		{"no target", "[problems.p]\ndir = \"d\"\n", `problem "p" has no target`},
		{"unknown target", "[problems.p]\ndir = \"d\"\ntarget = \"spoj\"\n", `unknown target "spoj"`},
		{"bad default", "default = \"q\"\n[problems.p]\ndir = \"d\"\ntarget = \"ioi\"\n", `default problem "q" is not defined`},
		{"bad timeout", "[problems.p]\ndir = \"d\"\ntarget = \"ioi\"\ntimeout = \"2 s\"\n", "2 s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			write(t, dir, tt.content)
			_, err := Load(dir)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Load: %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestLoadNone(t *testing.T) {
	ws, err := Load(t.TempDir())
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("err = %v, want ErrNotFound", err)
	}
	if _, err := ws.Target("atcoder"); err != nil {
		t.Errorf("built-in targets missing without a workspace file: %v", err)
	}
	if _, err := ws.Problem(""); err == nil {
		t.Error("Problem(\"\") without a default: no error")
	}
}

func TestRepoWorkspace(t *testing.T) {
	ws, err := Load(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range ws.ProblemNames() {
		p := ws.Problems[name]
		if _, err := os.Stat(ws.Path(p.Dir)); err != nil {
			t.Errorf("problem %s: dir %s: %v", name, p.Dir, err)
		}
	}
}
