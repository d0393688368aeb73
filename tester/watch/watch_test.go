package watch

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

func writeFile(t *testing.T, path, src string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
}

// cycleLog records the cycles a watch runs.
type cycleLog struct {
	mu        sync.Mutex
	changed   [][]string
	cancelled []bool
	started   chan int
}

func (l *cycleLog) cycle(ctx context.Context, changed []string) {
	l.mu.Lock()
	n := len(l.changed)
	l.changed = append(l.changed, changed)
	l.cancelled = append(l.cancelled, false)
	l.mu.Unlock()
	l.started <- n
	// The first cycle runs "forever", so that a change must cancel it.
	if n == 0 {
		<-ctx.Done()
		l.mu.Lock()
		l.cancelled[n] = true
		l.mu.Unlock()
	}
}

func waitCycle(t *testing.T, l *cycleLog, want int) {
	t.Helper()
	select {
	case n := <-l.started:
		if n != want {
			t.Fatalf("cycle %d started, want %d", n, want)
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("cycle %d did not start", want)
	}
}

func TestWatchRerunsOnImportedPackageChange(t *testing.T) {
	root := t.TempDir()
	writeFile(t, filepath.Join(root, "go.mod"), "module example.com/m\n\ngo 1.22\n")
	writeFile(t, filepath.Join(root, "sol", "main.go"), "package main\n\nimport \"example.com/m/lib\"\n\nfunc main() { println(lib.N) }\n")
	writeFile(t, filepath.Join(root, "lib", "lib.go"), "package lib\n\nconst N = 1\n")
	writeFile(t, filepath.Join(root, "other", "other.go"), "package other\n")

	l := &cycleLog{started: make(chan int, 10)}
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		errc <- Run(ctx, Config{Root: root, Dir: "sol", Debounce: 100 * time.Millisecond, Cycle: l.cycle})
	}()
	waitCycle(t, l, 0)
	// Give the watcher its directories (they are added before the cycle
	// starts, but be generous on a loaded machine).
	time.Sleep(200 * time.Millisecond)

	// A package the solution does not import: no cycle.
	writeFile(t, filepath.Join(root, "other", "other.go"), "package other\n\nconst X = 1\n")
	// Two quick saves of an imported package: one cycle (debounced).
	writeFile(t, filepath.Join(root, "lib", "lib.go"), "package lib\n\nconst N = 2\n")
	writeFile(t, filepath.Join(root, "lib", "lib.go"), "package lib\n\nconst N = 3\n")
	waitCycle(t, l, 1)
	select {
	case n := <-l.started:
		t.Fatalf("unexpected cycle %d", n)
	case <-time.After(500 * time.Millisecond):
	}
	l.mu.Lock()
	if !l.cancelled[0] {
		t.Error("the cycle in flight was not cancelled")
	}
	if got := l.changed[1]; len(got) != 1 || got[0] != filepath.Join("lib", "lib.go") {
		t.Errorf("changed = %v, want [lib/lib.go]", got)
	}
	l.mu.Unlock()

	// A new import is watched from the next cycle on.
	writeFile(t, filepath.Join(root, "sol", "main.go"), "package main\n\nimport (\n\t\"example.com/m/lib\"\n\t\"example.com/m/other\"\n)\n\nfunc main() { println(lib.N, other.X) }\n")
	waitCycle(t, l, 2)
	time.Sleep(200 * time.Millisecond)
	writeFile(t, filepath.Join(root, "other", "other.go"), "package other\n\nconst X = 2\n")
	waitCycle(t, l, 3)

	cancel()
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
}
