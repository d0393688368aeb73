package build

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// writeModule makes a small module: a main package importing a library
// package of the same module.
func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	files["go.mod"] = "module example.com/m\n\ngo 1.22\n"
	for name, src := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func output(t *testing.T, bin string) string {
	t.Helper()
	out, err := exec.Command(bin).Output()
	if err != nil {
		t.Fatalf("%s: %v", bin, err)
	}
	return strings.TrimSpace(string(out))
}

func TestBuildCachesByContent(t *testing.T) {
	root := writeModule(t, map[string]string{
		"sol/main.go": "package main\n\nimport (\n\t\"fmt\"\n\n\t\"example.com/m/lib\"\n)\n\nfunc main() { fmt.Println(lib.N) }\n",
		"lib/lib.go":  "package lib\n\nconst N = 1\n",
	})
	ctx := context.Background()
	cfg := Config{Root: root, Dir: "sol", CacheDir: filepath.Join(root, ".tester", "bin")}
	b1, err := Build(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if b1.Cached || output(t, b1.Path) != "1" {
		t.Fatalf("first build: cached=%v", b1.Cached)
	}
	b2, err := Build(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !b2.Cached || b2.Path != b1.Path {
		t.Fatalf("second build of the same sources: cached=%v path %s vs %s", b2.Cached, b2.Path, b1.Path)
	}
	// A change in an imported package of the module is a new binary.
	if err := os.WriteFile(filepath.Join(root, "lib/lib.go"), []byte("package lib\n\nconst N = 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	b3, err := Build(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if b3.Cached || b3.Path == b1.Path || output(t, b3.Path) != "2" {
		t.Fatalf("after editing lib: cached=%v same path=%v", b3.Cached, b3.Path == b1.Path)
	}
}

func TestBuildCompileError(t *testing.T) {
	root := writeModule(t, map[string]string{
		"sol/main.go": "package main\n\nimport \"example.com/m/lib\"\n\nfunc main() { lib.F() }\n",
		"lib/lib.go":  "package lib\n\nfunc F() {\n\tx := 1\n}\n",
	})
	_, err := Build(context.Background(), Config{Root: root, Dir: "sol", CacheDir: filepath.Join(root, ".bin")})
	var be *Error
	if !errors.As(err, &be) {
		t.Fatalf("err = %v, want *Error", err)
	}
	if len(be.Diags) == 0 {
		t.Fatalf("no diagnostics in %q", be.Output)
	}
	d := be.Diags[0]
	if d.File != filepath.Join("lib", "lib.go") || d.Line != 4 || d.Col != 2 || !strings.Contains(d.Msg, "declared and not used") {
		t.Errorf("diag = %+v, want lib/lib.go:4:2 declared and not used", d)
	}
	if !strings.Contains(err.Error(), "lib/lib.go:4:2: ") {
		t.Errorf("Error() = %q lacks the position", err.Error())
	}
}

// sourceBundler stands in for the bundler library: it returns a fixed
// file, which is all bundle mode needs to be tested on its own.
type sourceBundler struct {
	src   string
	calls int
}

func (b *sourceBundler) Bundle(ctx context.Context, dir string) ([]byte, error) {
	b.calls++
	return []byte(b.src), nil
}

func TestBuildBundle(t *testing.T) {
	root := writeModule(t, map[string]string{"sol/x.go": "package sol\n"})
	bun := &sourceBundler{src: "package main\n\nfunc main() { println(\"bundled\") }\n"}
	cfg := Config{Root: root, Dir: "sol", Bundle: true, Bundler: bun, CacheDir: filepath.Join(root, ".tester", "bin")}
	b1, err := Build(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(b1.Path).CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "bundled" {
		t.Fatalf("bundled binary: %q, %v", out, err)
	}
	b2, err := Build(context.Background(), cfg)
	if err != nil || !b2.Cached || b2.Path != b1.Path {
		t.Fatalf("rebuild of the same bundle: %+v, %v", b2, err)
	}
	bun.src = "package main\n\nfunc main() { undefined() }\n"
	_, err = Build(context.Background(), cfg)
	var be *Error
	if !errors.As(err, &be) || len(be.Diags) == 0 || be.Diags[0].Line != 3 {
		t.Fatalf("broken bundle: %v", err)
	}
	cfg.Bundler = nil
	if _, err := Build(context.Background(), cfg); err == nil {
		t.Fatal("bundle mode without a bundler succeeded")
	}
}

func TestDepsMainModule(t *testing.T) {
	root := writeModule(t, map[string]string{
		"sol/main.go": "package main\n\nimport \"example.com/m/lib\"\n\nfunc main() { lib.F() }\n",
		"lib/lib.go":  "package lib\n\nimport \"strings\"\n\nfunc F() { _ = strings.ToUpper(\"\") }\n",
	})
	pkgs, err := Deps(context.Background(), root, "sol")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range pkgs {
		if !p.Main {
			t.Errorf("%s not in the main module", p.ImportPath)
		}
		got = append(got, p.ImportPath)
	}
	if strings.Join(got, " ") != "example.com/m/lib example.com/m/sol" {
		t.Errorf("deps = %v", got)
	}
}
