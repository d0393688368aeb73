package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/problems"
	"github.com/gamews/gamews/tester/runner"
)

var visCommand = command{
	usage:   "vis [PROBLEM] SEED [-run ID] [-o FILE]",
	summary: "draw a kept case of the last (or given) run; -in/-out for any files",
	run:     runVis,
}

func runVis(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("vis", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), `usage: tester vis [PROBLEM] SEED [-run ID] [-o FILE]
       tester vis [PROBLEM] -in FILE -out FILE [-o FILE]

Draws a case with the problem's visualizer: SEED's input and output kept by
the last run (or run ID), or any input and output files. The picture goes
to FILE (default: RUN/vis/NNNN.svg for a kept case, stdout for -in/-out).

`)
		fs.PrintDefaults()
	}
	runID := fs.String("run", "last", "run id (a directory of .tester/runs/PROBLEM)")
	outFile := fs.String("o", "", "output file (- for stdout)")
	inPath := fs.String("in", "", "input file (instead of a kept case)")
	outPath := fs.String("out", "", "output (transcript) file, with -in")
	ws, werr := loadWorkspace()
	name, args := problemArg(ws, args)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	p, err := problems.New(name)
	if err != nil {
		return err
	}
	v, ok := p.(judge.Visualizer)
	if !ok {
		return fmt.Errorf("problem %s has no visualizer", name)
	}
	var input, output []byte
	dest := *outFile
	switch {
	case *inPath != "":
		if len(pos) != 0 || *outPath == "" {
			fs.Usage()
			return fmt.Errorf("-in needs -out and no SEED")
		}
		if input, err = os.ReadFile(*inPath); err != nil {
			return err
		}
		if output, err = os.ReadFile(*outPath); err != nil {
			return err
		}
		if dest == "" {
			dest = "-"
		}
	case len(pos) == 1:
		if err := errWorkspace(werr, true); err != nil {
			return err
		}
		seed, err := strconv.ParseUint(pos[0], 10, 64)
		if err != nil {
			return fmt.Errorf("bad seed %q", pos[0])
		}
		st := runner.Store{Dir: ws.Path(".tester")}
		run, err := st.Load(name, *runID)
		if err != nil {
			return err
		}
		file := runner.CaseFile(seed)
		if input, err = os.ReadFile(filepath.Join(run.Dir, "in", file)); err != nil {
			return fmt.Errorf("seed %d is not in run %s: %w", seed, run.Meta.ID, err)
		}
		if output, err = os.ReadFile(filepath.Join(run.Dir, "out", file)); err != nil {
			return err
		}
		if dest == "" {
			dest = filepath.Join(run.Dir, "vis", fmt.Sprintf("%04d%s", seed, v.VisExt()))
		}
	default:
		fs.Usage()
		return fmt.Errorf("want SEED, or -in and -out")
	}
	return writeVis(v, input, output, dest, os.Stdout)
}

// writeVis draws to dest ("-": stdout) and says where the picture is.
func writeVis(v judge.Visualizer, input, output []byte, dest string, stdout io.Writer) error {
	if dest == "-" {
		return v.Vis(input, output, stdout)
	}
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return err
	}
	f, err := os.Create(dest)
	if err != nil {
		return err
	}
	if err := v.Vis(input, output, f); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	fmt.Fprintln(stdout, dest)
	return nil
}
