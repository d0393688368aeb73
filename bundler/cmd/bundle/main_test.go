package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, src := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

const prog = `package main

import "example.com/ws/sol/lib"

func main() { println(lib.Twice(21)) }
`

const lib = `package lib

// Twice doubles.
func Twice(n int) int { return 2 * n }
`

func TestCommand(t *testing.T) {
	ws := t.TempDir()
	writeFiles(t, ws, map[string]string{
		"go.mod":         "module example.com/ws\n\ngo 1.22\n",
		"sol/main.go":    prog,
		"sol/lib/lib.go": lib,
		"workspace.toml": "[problems.p]\ndir = \"sol\"\ntarget = \"codechef\"\n",
	})
	plain := t.TempDir()
	writeFiles(t, plain, map[string]string{
		"go.mod":           "module example.com/ws\n\ngo 1.22\n",
		"sol/main.go":      prog,
		"sol/lib/lib.go":   lib,
		"sol/bad/main.go":  "package main\n\nfunc main() { println(max(1, 2)) }\n",
		"sol/README.other": "not Go\n",
	})
	out := filepath.Join(t.TempDir(), "submit.go")
	cases := []struct {
		name, dir string
		args      []string
		wantErr   string // "" for success
		wantOut   []string
	}{
		{"help", plain, []string{"-h"}, "", []string{"usage: bundle", "-strip-comments", "-no-toolchain"}},
		{"no argument", plain, nil, "name one PROBLEM or PKG", nil},
		{"no target outside a workspace", plain, []string{"./sol"}, "name a target with -target", nil},
		{"package with -target", plain, []string{"-target", "codechef", "-no-toolchain", "./sol"}, "", []string{"package main", "func Twice(", "Target:  codechef (go1.20"}},
		{"flags after the package", plain, []string{"./sol", "-no-toolchain", "-target", "ioi", "-strip-comments"}, "", []string{"Target:  ioi", "func Twice("}},
		{"problem of workspace.toml", ws, []string{"-no-toolchain", "-v", "p"}, "", []string{"Problem: p", "codechef"}},
		{"problem dir takes the problem's target", ws, []string{"-no-toolchain", "./sol"}, "", []string{"Problem: p"}},
		{"-o", ws, []string{"-no-toolchain", "-o", out, "p"}, "", nil},
		{"check failure at the original position", plain, []string{"-target", "codechef", "-no-toolchain", "./sol/bad"}, "sol/bad/main.go:3:23: built-in max requires go1.21 or later", nil},
		{"unknown target", plain, []string{"-target", "nope", "./sol"}, "unknown target", nil},
		{"missing directory", plain, []string{"-target", "ioi", "-no-toolchain", "./nope"}, "directory not found", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Chdir(c.dir)
			var stdout, stderr bytes.Buffer
			err := run(context.Background(), c.args, &stdout, &stderr)
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("err %v, want %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("run: %v\n%s", err, stderr.String())
			}
			all := stdout.String() + stderr.String()
			for _, w := range c.wantOut {
				if !strings.Contains(all, w) {
					t.Errorf("output lacks %q:\n%s", w, all)
				}
			}
		})
	}
	b, err := os.ReadFile(out)
	if err != nil || !bytes.Contains(b, []byte("package main")) {
		t.Fatalf("-o wrote %q, %v", b, err)
	}
}
