package bundler

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gamews/gamews/internal/workspace"
)

// TestToolchain compiles a bundle with CodeChef's own go1.20 in a mirror
// module, and checks that the toolchain's complaints are reported. The
// first run downloads go1.20 through the module proxy (tens of seconds);
// later runs use the cache.
func TestToolchain(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("downloads and runs the go1.20 toolchain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	progs, _ := filepath.Abs("testdata/progs")
	cc := workspace.Builtin()["codechef"]
	res, err := Bundle(ctx, Config{Dir: progs, Pattern: "./generics", Target: cc, Toolchain: true, Commit: "test"})
	if err != nil {
		t.Fatalf("bundle with the go1.20 toolchain check: %v", err)
	}
	if res.ToolchainTime == 0 {
		t.Error("the toolchain check did not run")
	}
	_, err = toolchainCheck(ctx, []byte("package main\n\nfunc main() { undefinedThing() }\n"), cc, nil)
	if err == nil || !strings.Contains(err.Error(), "undefined: undefinedThing") || !strings.Contains(err.Error(), "go1.20") {
		t.Fatalf("broken source: got %v, want the compiler's complaint", err)
	}
}

// TestToolchainUnfetchable: a bundle importing a module the proxy refuses
// cannot be compiled in a mirror; the check says so instead of failing.
func TestToolchainUnfetchable(t *testing.T) {
	notes, err := toolchainCheck(context.Background(), nil, workspace.Builtin()["atcoder"],
		[]string{"fmt", "github.com/monkukui/ac-library-go/segtree"})
	if err != nil || len(notes) != 1 || !strings.Contains(notes[0], "cannot verify") {
		t.Fatalf("notes %v, err %v", notes, err)
	}
}
