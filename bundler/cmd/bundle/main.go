// Command bundle turns a Go solution (a main package and every package it
// imports that the judge does not provide) into one package main file for a
// contest judge, checked against the judge's Go version and limits.
//
//	bundle [flags] PROBLEM|PKG
//
// PROBLEM names a problem of workspace.toml (found in this directory or a
// parent): its directory, target and class come from there. PKG is a
// package path or ./dir of whatever Go module the command runs in; its
// target comes from -target (the five platform targets are built in, so no
// workspace.toml is needed). The bundle goes to stdout or -o FILE.
//
// Run `bundle -h` for the flags.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"

	"github.com/gamews/gamews/bundler"
	"github.com/gamews/gamews/internal/workspace"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		var be *bundler.Error
		if errors.As(err, &be) {
			fmt.Fprintf(os.Stderr, "bundle: %d problem(s):\n%v\n", len(be.Problems), err)
		} else {
			fmt.Fprintf(os.Stderr, "bundle: %v\n", err)
		}
		os.Exit(1)
	}
}

const usage = `usage: bundle [flags] PROBLEM|PKG

Inlines a solution and the packages it uses (its own, the workspace's
library, third-party modules) into one package main file for a judge,
keeping imports of the standard library and of modules the judge provides.
Unused declarations are removed, colliding names renamed, and init order
kept. The bundle is checked: gofmt-formatted, type-checked at the judge's
Go version with no newer standard-library API, within the size limit, and
(unless -no-toolchain) compiled by the judge's own Go release in a module
mirroring the judge's (downloaded through the module proxy the first time).
Problems are reported at the ORIGINAL file:line:col with what to do.

PROBLEM is a name from workspace.toml (its dir, target and class are used).
PKG is a package path or ./dir in the current module; give -target.
Targets: atcoder, codechef, topcoder, alphano, ioi (workspace.toml may
override or add).

Examples:
  bundle ahc061 > submit.go
  bundle -o /tmp/cc.go -strip-comments ckcgame
  bundle -target codechef ./cmd/x

Flags:
`

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bundle", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "write the bundle to `FILE` instead of stdout")
	targetName := fs.String("target", "", "judge target `NAME` (overrides the problem's)")
	class := fs.String("class", "", "topcoder: the `TYPE` whose methods the generated main serves (overrides the problem's)")
	strip := fs.Bool("strip-comments", false, "remove comments (keeps //go: directives)")
	noToolchain := fs.Bool("no-toolchain", false, "skip compiling with the judge's own Go release (the fast checks still run)")
	noSize := fs.Bool("no-size-limit", false, "do not fail when the bundle exceeds the target's size limit")
	verbose := fs.Bool("v", false, "print what was inlined, sizes and timings to stderr")
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	// Flags may come before or after the one argument.
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil
			}
			return err
		}
		if fs.NArg() == 0 {
			break
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(rest) != 1 {
		fs.Usage()
		return errors.New("name one PROBLEM or PKG")
	}
	arg := rest[0]
	cwd, err := os.Getwd()
	if err != nil {
		return err
	}
	ws, wsErr := workspace.Load(cwd)
	if wsErr != nil && !errors.Is(wsErr, workspace.ErrNotFound) {
		return wsErr
	}
	cfg := bundler.Config{Dir: cwd, Pattern: arg, StripComments: *strip, Toolchain: !*noToolchain, NoSizeLimit: *noSize}
	var prob *workspace.Problem
	if p, ok := ws.Problems[arg]; ok && !strings.HasPrefix(arg, ".") {
		prob = p
		cfg.Dir = ws.Root
		cfg.Pattern = "./" + filepath.ToSlash(p.Dir)
	} else if ws.Root != "" {
		// A directory that is a problem's takes that problem's settings.
		if abs, err := filepath.Abs(arg); err == nil {
			for _, name := range ws.ProblemNames() {
				if ws.Path(ws.Problems[name].Dir) == abs {
					prob = ws.Problems[name]
				}
			}
		}
	}
	tname := *targetName
	if prob != nil {
		cfg.Problem, cfg.Class = prob.Name, prob.Class
		if tname == "" {
			tname = prob.Target
		}
	}
	if *class != "" {
		cfg.Class = *class
	}
	if tname == "" {
		return fmt.Errorf("%s is not a problem of %s: name a target with -target (one of %s)", arg, workspace.FileName, strings.Join(ws.TargetNames(), ", "))
	}
	if cfg.Target, err = ws.Target(tname); err != nil {
		return err
	}
	res, err := bundler.Bundle(ctx, cfg)
	if err != nil {
		return err
	}
	for _, w := range res.Warnings {
		fmt.Fprintf(stderr, "bundle: warning: %v\n", w)
	}
	if *verbose {
		fmt.Fprintf(stderr, "bundle: %s for %s (%s): %d bytes from %d bytes of source in %d packages; %d of %d declarations removed, %d renamed\n",
			arg, cfg.Target.Name, cfg.Target.Go, len(res.Source), res.SourceBytes, len(res.Packages), res.Removed, res.Decls, res.Renamed)
		fmt.Fprintf(stderr, "bundle: inlined %s\nbundle: imports %s\n", strings.Join(res.Packages, " "), strings.Join(res.Imports, " "))
		fmt.Fprintf(stderr, "bundle: load %v, check %v, toolchain %v\n", res.LoadTime.Round(1e6), res.CheckTime.Round(1e6), res.ToolchainTime.Round(1e6))
	}
	if *out == "" {
		_, err = stdout.Write(res.Source)
		return err
	}
	return os.WriteFile(*out, res.Source, 0o644)
}
