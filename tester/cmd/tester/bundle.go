package main

import (
	"errors"

	"github.com/gamews/gamews/tester/build"
)

// newBundler returns the bundler library as a build.Bundler for s.
func newBundler(s *problemSpec) (build.Bundler, error) {
	return nil, errors.New("bundle mode: the bundler library (bundler.Bundle) is not available yet")
}
