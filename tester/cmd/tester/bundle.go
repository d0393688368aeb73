package main

import (
	"context"

	"github.com/gamews/gamews/bundler"
	"github.com/gamews/gamews/tester/build"
)

// specBundler bundles a problem's solution with the bundler library, for
// the target and class of workspace.toml: what `tester run -bundle` and
// every topcoder-target problem (whose adapter main the bundler writes)
// build from.
type specBundler struct{ s *problemSpec }

func newBundler(s *problemSpec) (build.Bundler, error) { return specBundler{s}, nil }

func (b specBundler) Bundle(ctx context.Context, dir string) ([]byte, error) {
	res, err := bundler.Bundle(ctx, bundler.Config{
		Dir:     dir,
		Pattern: ".",
		Target:  b.s.target,
		Problem: b.s.p.Name,
		Class:   b.s.p.Class,
		// A fixed commit keeps the header, and so the binary cache key,
		// the same for the same sources (and spares a git call per build).
		Commit: "tester",
	})
	if err != nil {
		return nil, err
	}
	return res.Source, nil
}
