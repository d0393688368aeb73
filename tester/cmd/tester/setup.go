package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/gamews/gamews/internal/workspace"
	"github.com/gamews/gamews/tester/build"
	"github.com/gamews/gamews/tester/external"
	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/problems"
	"github.com/gamews/gamews/tester/runner"
)

// This file is the glue shared by run, watch, gen, judge and vis: from a
// workspace problem to its judge, its built solution and a runner.Player.

// judgeLookup returns the built-in judge of a problem; the commands use
// problems.New, tests pass their own.
type judgeLookup func(name string) (judge.Problem, error)

// problemSpec is a workspace problem with its judge resolved.
type problemSpec struct {
	ws     *workspace.Workspace
	p      *workspace.Problem
	target *workspace.Target
	// builtin is the problem's built-in judge, nil when there is none
	// (possible only with an external judge).
	builtin judge.Problem
	info    judge.Info
}

// loadWorkspace loads the workspace of the current directory.
func loadWorkspace() (*workspace.Workspace, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	return workspace.Load(wd)
}

// problemArg splits a leading problem name off args: the first argument
// names the problem when it is a workspace problem or a built-in judge;
// otherwise the problem is the workspace's default.
func problemArg(ws *workspace.Workspace, args []string) (string, []string) {
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		if _, ok := ws.Problems[args[0]]; ok {
			return args[0], args[1:]
		}
		for _, n := range problems.Names() {
			if n == args[0] {
				return args[0], args[1:]
			}
		}
	}
	return ws.Default, args
}

// resolve finds the named workspace problem (or the default) and its judge.
func resolve(ws *workspace.Workspace, name string, lookup judgeLookup) (*problemSpec, error) {
	if ws.Root == "" {
		return nil, fmt.Errorf("no %s found in this directory or its parents", workspace.FileName)
	}
	p, err := ws.Problem(name)
	if err != nil {
		return nil, err
	}
	t, err := ws.Target(p.Target)
	if err != nil {
		return nil, err
	}
	spec := &problemSpec{ws: ws, p: p, target: t}
	jp, jerr := lookup(p.Name)
	switch p.Judge {
	case "builtin":
		if jerr != nil {
			return nil, jerr
		}
	case "external":
		if p.Tools == "" && len(p.Command) == 0 {
			return nil, fmt.Errorf("problem %s: judge = \"external\" needs tools = \"DIR\" or command = [...]", p.Name)
		}
	default:
		return nil, fmt.Errorf("problem %s: unknown judge %q (builtin or external)", p.Name, p.Judge)
	}
	if jerr == nil {
		spec.builtin = jp
		spec.info = jp.Info()
	} else {
		// An external judge of a problem we know nothing about: scores
		// are taken as larger-is-better.
		spec.info = judge.Info{Maximize: true}
	}
	spec.info.Name = p.Name
	return spec, nil
}

func (s *problemSpec) stateDir() string { return s.ws.Path(".tester") }

// buildSolution builds the solution, through the bundler when asked or when
// the target wraps the solution in an adapter (a TopCoder class is not a
// main package).
func (s *problemSpec) buildSolution(ctx context.Context, bundle bool, progress io.Writer) (*build.Binary, error) {
	if s.target.Adapter != "" {
		bundle = true
	}
	cfg := build.Config{
		Root:     s.ws.Root,
		Dir:      s.p.Dir,
		Bundle:   bundle,
		CacheDir: filepath.Join(s.stateDir(), "bin"),
		Stderr:   progress,
	}
	if bundle {
		b, err := newBundler(s)
		if err != nil {
			return nil, err
		}
		cfg.Bundler = b
	}
	return build.Build(ctx, cfg)
}

// player makes the runner.Player that judges the solution argv, preparing
// the inputs of seeds for an external judge. close releases what it made.
func (s *problemSpec) player(ctx context.Context, argv []string, seeds []uint64, progress io.Writer) (pl runner.Player, close func() error, err error) {
	if s.p.Judge == "builtin" {
		return &runner.JudgePlayer{Problem: s.builtin, Solution: argv}, func() error { return nil }, nil
	}
	j := &external.Judge{Command: s.p.Command, Solution: argv, ZeroFails: s.info.Maximize}
	if s.builtin != nil {
		j.Generate = s.builtin.Generate
	}
	if s.p.Tools != "" {
		tools := external.Tools{Dir: s.ws.Path(s.p.Tools), Stderr: progress}
		if _, err := tools.Build(ctx); err != nil {
			return nil, nil, err
		}
		if len(j.Command) == 0 {
			j.Command = []string{tools.Bin("tester")}
		}
		j.InDir = filepath.Join(tools.Dir, "in")
		if _, err := os.Stat(tools.Bin("gen")); err == nil {
			j.Gen = []string{tools.Bin("gen")}
		}
	} else if len(j.Command) > 0 && !filepath.IsAbs(j.Command[0]) && strings.ContainsRune(j.Command[0], filepath.Separator) {
		// A relative judge path is relative to the workspace, not to
		// wherever tester runs.
		j.Command = append([]string{s.ws.Path(j.Command[0])}, j.Command[1:]...)
	}
	if err := j.Prepare(ctx, seeds); err != nil {
		return nil, nil, err
	}
	return j, j.Close, nil
}

// params returns the problem's parameter breakdown, if it has one.
func (s *problemSpec) params() func([]byte) (map[string]string, error) {
	if pz, ok := s.builtin.(judge.Parametrizer); ok {
		return pz.Params
	}
	return nil
}

// parseArgs parses flags that may come before, between or after
// positional arguments, returning the positional ones.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// isTerminal reports whether f is a terminal (progress lines and screen
// clearing are for people, not for logs).
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// errWorkspace wraps a workspace loading error, tolerating a missing file
// for commands that can work without one.
func errWorkspace(err error, needFile bool) error {
	if err == nil || (!needFile && errors.Is(err, workspace.ErrNotFound)) {
		return nil
	}
	return err
}
