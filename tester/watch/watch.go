// Package watch re-runs work when a Go solution's sources change: the loop
// behind `tester watch`.
//
// It watches (with fsnotify) the directory of the solution's package and of
// every package of the main module that it imports, as `go list -deps`
// reports them, plus the module root for go.mod and go.sum. A save starts a
// debounce timer (editors write a file in several steps, and "save all"
// touches several files); when it fires, the cycle in flight is cancelled,
// and a new one starts once it has returned. The watched set is listed
// again before every cycle, so a newly imported package is watched from
// then on.
package watch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/gamews/gamews/tester/build"
)

// Config says what to watch and what to do.
type Config struct {
	// Root is the module root; Dir the solution's package directory
	// (relative to Root or absolute).
	Root, Dir string
	// Debounce is the quiet time after a change before a cycle starts
	// (0: 200ms).
	Debounce time.Duration
	// Cycle does the work (build, score, print). Its context is cancelled
	// when a newer change arrives or the watch ends; it must then return
	// promptly.
	Cycle func(ctx context.Context, changed []string)
	// Log, when set, receives messages about the watch itself.
	Log io.Writer
}

// Run runs a first cycle, then one after each change, until ctx ends.
func Run(ctx context.Context, cfg Config) error {
	if cfg.Cycle == nil {
		return errors.New("watch: no cycle")
	}
	debounce := cfg.Debounce
	if debounce <= 0 {
		debounce = 200 * time.Millisecond
	}
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	defer w.Close()
	watched := map[string]bool{}
	refresh := func() {
		dirs, err := Dirs(ctx, cfg.Root, cfg.Dir)
		if err != nil {
			cfg.logf("watch: %v", err)
			// Keep what is watched; the package dir at least.
			dirs = []string{abs(cfg.Root, cfg.Dir), cfg.Root}
		}
		want := map[string]bool{}
		for _, d := range dirs {
			want[d] = true
			if !watched[d] {
				if err := w.Add(d); err != nil {
					cfg.logf("watch %s: %v", d, err)
					continue
				}
				watched[d] = true
			}
		}
		for d := range watched {
			if !want[d] {
				w.Remove(d)
				delete(watched, d)
			}
		}
	}

	var (
		cancel  context.CancelFunc = func() {}
		done    chan struct{}
		timer   *time.Timer
		fire    <-chan time.Time
		changed = map[string]bool{}
	)
	start := func(files []string) {
		refresh()
		var cctx context.Context
		cctx, cancel = context.WithCancel(ctx)
		done = make(chan struct{})
		go func(ctx context.Context, done chan struct{}) {
			defer close(done)
			cfg.Cycle(ctx, files)
		}(cctx, done)
	}
	stop := func() {
		cancel()
		if done != nil {
			<-done
		}
	}
	start(nil)
	for {
		select {
		case <-ctx.Done():
			stop()
			return nil
		case ev, ok := <-w.Events:
			if !ok {
				stop()
				return errors.New("watch: watcher closed")
			}
			if !relevant(ev) {
				continue
			}
			changed[ev.Name] = true
			if timer == nil {
				timer = time.NewTimer(debounce)
			} else {
				timer.Reset(debounce)
			}
			fire = timer.C
		case err, ok := <-w.Errors:
			if ok {
				cfg.logf("watch: %v", err)
			}
		case <-fire:
			fire = nil
			var files []string
			for f := range changed {
				if rel, err := filepath.Rel(cfg.Root, f); err == nil {
					f = rel
				}
				files = append(files, f)
			}
			sort.Strings(files)
			changed = map[string]bool{}
			stop()
			start(files)
		}
	}
}

// relevant reports whether an event can change the build: Go sources and
// the module files, not editor backups and swap files.
func relevant(ev fsnotify.Event) bool {
	if ev.Op == fsnotify.Chmod {
		return false
	}
	base := filepath.Base(ev.Name)
	if strings.HasPrefix(base, ".") || strings.HasPrefix(base, "#") {
		return false
	}
	return strings.HasSuffix(base, ".go") || base == "go.mod" || base == "go.sum"
}

// Dirs lists the directories to watch for the package in dir: its own and
// those of the main module's packages it imports, and the module root.
func Dirs(ctx context.Context, root, dir string) ([]string, error) {
	pkgs, err := build.Deps(ctx, root, dir)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{root: true}
	dirs := []string{root}
	own := abs(root, dir)
	if !seen[own] {
		seen[own] = true
		dirs = append(dirs, own)
	}
	for _, p := range pkgs {
		if p.Main && p.Dir != "" && !seen[p.Dir] {
			seen[p.Dir] = true
			dirs = append(dirs, p.Dir)
		}
	}
	return dirs, nil
}

func abs(root, p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(root, p)
}

func (cfg Config) logf(format string, args ...any) {
	if cfg.Log != nil {
		fmt.Fprintf(cfg.Log, format+"\n", args...)
	}
}
