package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/problems"
	"github.com/gamews/gamews/tester/runner"
)

var genCommand = command{
	usage:   "gen [PROBLEM] SEEDS [-dir in] [flags]",
	summary: "write the inputs of SEEDS to DIR/NNNN.txt, like AtCoder's gen",
	run:     runGen,
}

func runGen(ctx context.Context, args []string) error {
	ws, werr := loadWorkspace()
	if err := errWorkspace(werr, false); err != nil {
		return err
	}
	name, args := problemArg(ws, args)
	if name == "" {
		return fmt.Errorf("usage: tester gen PROBLEM SEEDS [-dir in] (built-in problems: %v)", problems.Names())
	}
	p, err := problems.New(name)
	if err != nil {
		return err
	}
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), `usage: tester gen [PROBLEM] SEEDS [-dir in] [flags]

Writes the input of each seed of SEEDS (0-99, 0-9,20 or a seeds.txt file)
to DIR/NNNN.txt, NNNN being the seed's position in the list (4 digits), as
AtCoder's gen does.

`)
		fs.PrintDefaults()
	}
	dir := fs.String("dir", "in", "output directory")
	if gf, ok := p.(judge.GenFlagger); ok {
		gf.GenFlags(fs)
	}
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		fs.Usage()
		return fmt.Errorf("want one seed set, got %q", pos)
	}
	wd, _ := os.Getwd()
	seeds, err := runner.ParseSeeds(pos[0], wd)
	if err != nil {
		return err
	}
	return generate(ctx, p, seeds, *dir)
}

// generate writes the input of seeds[i] to dir/%04d.txt.
func generate(ctx context.Context, p judge.Problem, seeds []uint64, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i, seed := range seeds {
		if err := ctx.Err(); err != nil {
			return err
		}
		path := filepath.Join(dir, fmt.Sprintf("%04d.txt", i))
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		w := bufio.NewWriter(f)
		err = p.Generate(seed, w)
		if err == nil {
			err = w.Flush()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("seed %d (%s): %w", seed, path, err)
		}
	}
	return nil
}
