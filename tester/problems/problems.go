// Package problems lists the tester's built-in judges by problem name.
package problems

import (
	"fmt"
	"sort"

	"github.com/gamews/gamews/tester/ahc061"
	"github.com/gamews/gamews/tester/bacteriawar"
	"github.com/gamews/gamews/tester/ckcgame"
	"github.com/gamews/gamews/tester/ioiscore"
	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/pseudotonga"
)

// all returns a constructor per built-in judge. Each judge package adds its
// line here.
func all() map[string]func() judge.Problem {
	return map[string]func() judge.Problem{
		"ahc061":        func() judge.Problem { return ahc061.New() },
		"bacteriawar":   bacteriawar.New,
		"pseudotonga":   pseudotonga.New,
		"ckcgame":       ckcgame.New,
		"ioi2001-score": ioiscore.New,
	}
}

// New returns a fresh judge for the named problem.
func New(name string) (judge.Problem, error) {
	ctor, ok := all()[name]
	if !ok {
		return nil, fmt.Errorf("no built-in judge for problem %q (built in: %v)", name, Names())
	}
	return ctor(), nil
}

// Names lists the problems with a built-in judge, sorted.
func Names() []string {
	var names []string
	for n := range all() {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
