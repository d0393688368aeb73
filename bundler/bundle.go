package bundler

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"go/format"
	"go/token"
	"go/types"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/gamews/gamews/internal/workspace"
)

// Config says what to bundle, for which target, and which checks to run.
type Config struct {
	// Dir is the directory to load from (anywhere inside the module); ""
	// means the current directory.
	Dir string
	// Pattern is the package: "./solutions/ahc061", a directory, or an
	// import path.
	Pattern string
	// Target is the judge platform (workspace.Builtin() or a Workspace's).
	Target *workspace.Target
	// Problem names the problem in the header comment ("" is fine).
	Problem string
	// Class is the type a topcoder adapter serves (Target.Adapter ==
	// "topcoder").
	Class string
	// StripComments removes comments (except //go: directives).
	StripComments bool
	// Toolchain also compiles the bundle with the target's own Go release
	// (GOTOOLCHAIN=<Target.Go>) in a module mirroring the judge's; slow the
	// first time, when the toolchain and modules are downloaded.
	Toolchain bool
	// NoTypeCheck skips the type check at the target's Go version and the
	// API check (the output is then only as good as the bundler).
	NoTypeCheck bool
	// NoSizeLimit skips the target's source-size limit.
	NoSizeLimit bool
	// Commit is the source commit for the header; "" asks git (and adds
	// "+dirty" when the bundled packages have uncommitted changes).
	Commit string
	// Cache, shared by successive calls (a watch loop), lets a bundle load
	// the types of the packages it keeps as imports while it lists the
	// import graph, on the guess that they have not changed; nil: no cache.
	Cache *Cache
}

// Cache remembers which standard-library and provided packages each
// bundle imported, to load their export data while the next call lists
// the import graph. It is safe for
// concurrent use; the zero value is ready. Results never depend on it:
// a wrong guess only costs the time it would have taken anyway.
type Cache struct {
	mu   sync.Mutex
	kept map[string][]string
}

func (c *Cache) get(key string) []string {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.kept[key]
}

func (c *Cache) put(key string, paths []string) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.kept == nil {
		c.kept = map[string][]string{}
	}
	c.kept[key] = paths
}

// Result is a bundle and what went into it.
type Result struct {
	// Source is the gofmt-formatted single-file program.
	Source []byte
	// Packages are the inlined packages, in initialisation order.
	Packages []string
	// Imports are the packages the bundle still imports.
	Imports []string
	// SourceBytes is the size of all Go files of the inlined packages (the
	// concatenated source); len(Source) is the bundle's size.
	SourceBytes int
	// Decls and Removed count package-level declarations (funcs, methods,
	// types, var specs, const groups) before and after dead-code removal.
	Decls, Removed int
	// Renamed counts package-level names changed to avoid collisions.
	Renamed int
	// Warnings are findings that do not stop the bundle (at original
	// positions), e.g. a toolchain check that could not run.
	Warnings []Problem
	// Adapter is the generated main package source of a topcoder bundle.
	Adapter []byte
	// Commit is the commit named in the header.
	Commit string
	// Timings of the phases, for the benchmark report.
	LoadTime, CheckTime, ToolchainTime time.Duration
}

// Bundle loads cfg.Pattern, inlines every package the target does not
// provide into one package main file, and checks it (see the package
// documentation). A failure is an *Error listing each problem at its
// original file:line:col, or a plain error when loading itself fails.
func Bundle(ctx context.Context, cfg Config) (*Result, error) {
	res, errs := BundleAll(ctx, []Config{cfg})
	return res[0], errs[0]
}

// BundleAll bundles several programs, loading those that share a Dir
// together (two go list runs for all of them, instead of two each): for
// CI and tests that bundle many programs. res[i] and errs[i] are
// Bundle(ctx, cfgs[i]).
func BundleAll(ctx context.Context, cfgs []Config) (res []*Result, errs []error) {
	res, errs = make([]*Result, len(cfgs)), make([]error, len(cfgs))
	groups := map[string][]int{}
	var dirs []string
	for i, cfg := range cfgs {
		dir := cfg.Dir
		if dir == "" {
			dir = "."
		}
		dir, err := filepath.Abs(dir)
		if err != nil {
			errs[i] = err
			continue
		}
		if _, ok := groups[dir]; !ok {
			dirs = append(dirs, dir)
		}
		groups[dir] = append(groups[dir], i)
	}
	for _, dir := range dirs {
		idx := groups[dir]
		reqs := make([]loadReq, len(idx))
		overlay := map[string][]byte{}
		adapters := make([]*adapter, len(idx))
		starts := make([]time.Time, len(idx))
		for k, i := range idx {
			starts[k] = time.Now()
			cfg := cfgs[i]
			t := cfg.Target
			if t == nil {
				errs[i] = errors.New("bundle: no target (use workspace.Builtin() or a workspace's targets)")
				continue
			}
			pattern := cfg.Pattern
			if pattern == "" {
				pattern = "."
			}
			switch t.Adapter {
			case "":
			case "topcoder":
				ad, err := topcoderAdapter(ctx, dir, pattern, cfg.Class)
				if err != nil {
					errs[i] = relativize(err, dir)
					continue
				}
				overlay[ad.file] = ad.src
				adapters[k] = ad
				pattern = ad.dir
			default:
				errs[i] = fmt.Errorf("target %s: unknown adapter %q (known: topcoder)", t.Name, t.Adapter)
				continue
			}
			reqs[k] = loadReq{pattern: pattern, target: t}
		}
		var live []int // positions in idx still going
		var liveReqs []loadReq
		for k, i := range idx {
			if errs[i] == nil {
				live = append(live, k)
				liveReqs = append(liveReqs, reqs[k])
			}
		}
		if len(live) == 0 {
			continue
		}
		if len(overlay) == 0 {
			overlay = nil
		}
		var cache *Cache
		key := dir
		for _, k := range live {
			cache = cache2(cache, cfgs[idx[k]].Cache)
			t := reqs[k].target
			key += "\x00" + reqs[k].pattern + "\x00" + t.Name + "\x00" + strings.Join(t.Modules, ",")
		}
		progs, lerrs, kept, err := load(ctx, dir, liveReqs, overlay, cache.get(key))
		if err == nil {
			cache.put(key, kept)
		}
		for j, k := range live {
			i := idx[k]
			switch {
			case err != nil:
				errs[i] = err
			case lerrs[j] != nil:
				errs[i] = relativize(lerrs[j], dir)
			default:
				r := &Result{LoadTime: time.Since(starts[k])}
				named := progs[j].root.PkgPath
				if adapters[k] != nil {
					r.Adapter = adapters[k].src
					named = adapters[k].solution
				}
				if errs[i] = finish(ctx, cfgs[i], progs[j], named, r); errs[i] == nil {
					res[i] = r
				}
			}
		}
	}
	return res, errs
}

// cache2 returns the first non-nil cache.
func cache2(a, b *Cache) *Cache {
	if a != nil {
		return a
	}
	return b
}

// finish bundles and checks one loaded program.
// named is the package the header names (the solution, not the adapter).
func finish(ctx context.Context, cfg Config, prog *program, named string, res *Result) error {
	t := cfg.Target
	if prog.root.Name != "main" {
		return fmt.Errorf("%s is package %s, not a main package (a %s solution needs func main, or a target with an adapter)", prog.root.PkgPath, prog.root.Name, t.Name)
	}
	g := buildGraph(prog)
	g.mark()
	nm := newNaming(prog, g)
	nm.assign(g.reachedObjects())
	res.Renamed = nm.renamedObj
	for _, n := range g.nodes {
		res.Decls++
		if !n.reach {
			res.Removed++
		}
	}
	warn := &problems{stage: "warning", list: append([]Problem(nil), prog.warnings...)}
	fieldVars := make([]*types.Var, 0, len(nm.fields))
	for v := range nm.fields {
		fieldVars = append(fieldVars, v)
	}
	sort.Slice(fieldVars, func(i, j int) bool { return fieldVars[i].Pos() < fieldVars[j].Pos() })
	for _, v := range fieldVars {
		warn.add(prog.fset.Position(v.Pos()), "reflection and %+v show the new name", "embedded field %s is renamed %s with its type", v.Name(), nm.fields[v])
	}

	commit := cfg.Commit
	if commit == "" {
		commit = gitCommit(ctx, prog)
	}
	res.Commit = commit
	header := headerComment(cfg.Problem, t, named, commit)

	em := &emitter{prog: prog, g: g, nm: nm, strip: cfg.StripComments, warn: warn,
		fixLV: goMinor(t.Go) < 22}
	em.emit(header)
	text := em.buf.Bytes()
	sm := &sourceMap{prog: prog, segs: em.segs}

	for _, p := range prog.pkgs {
		res.Packages = append(res.Packages, p.PkgPath)
		for _, f := range p.CompiledGoFiles {
			res.SourceBytes += len(prog.src[f])
		}
	}
	for path := range nm.imports {
		res.Imports = append(res.Imports, path)
	}
	for path := range nm.blank {
		if _, ok := nm.imports[path]; !ok {
			res.Imports = append(res.Imports, path)
		}
	}
	sort.Strings(res.Imports)

	checkStart := time.Now()
	if !cfg.NoTypeCheck {
		if _, err := typeCheck(text, sm, t.Go, prog.kept); err != nil {
			return relativize(err, prog.modRoot)
		}
	}
	out, err := format.Source(text)
	if err != nil {
		return fmt.Errorf("formatting the bundle (a bundler bug): %w", err)
	}
	res.Source = out
	res.CheckTime = time.Since(checkStart)

	if !cfg.NoSizeLimit && t.SizeLimit > 0 && len(out) > t.SizeLimit {
		fix := "shrink the solution or the library code it uses"
		if !cfg.StripComments {
			fix = "try -strip-comments, or " + fix
		}
		return relativize(&Error{Stage: "size", Problems: []Problem{{
			Pos: token0(prog.root.GoFiles),
			Msg: fmt.Sprintf("the bundle is %d bytes; the %s limit is %d", len(out), t.Name, t.SizeLimit), Fix: fix}}}, prog.modRoot)
	}

	if cfg.Toolchain {
		tcStart := time.Now()
		notes, err := toolchainCheck(ctx, out, t, res.Imports)
		res.ToolchainTime = time.Since(tcStart)
		for _, n := range notes {
			warn.list = append(warn.list, Problem{Msg: n})
		}
		if err != nil {
			return relativize(err, prog.modRoot)
		}
	}
	res.Warnings = relativizeAll(warn.list, prog.modRoot)
	return nil
}

func headerComment(problem string, t *workspace.Target, pkg, commit string) string {
	var b strings.Builder
	b.WriteString("// Code generated by gamews bundle. DO NOT EDIT.\n//\n")
	if problem != "" {
		fmt.Fprintf(&b, "// Problem: %s\n", problem)
	}
	fmt.Fprintf(&b, "// Target:  %s (%s", t.Name, t.Go)
	if t.SizeLimit > 0 {
		fmt.Fprintf(&b, ", %d bytes max", t.SizeLimit)
	}
	b.WriteString(")\n")
	fmt.Fprintf(&b, "// Source:  %s at %s\n\n", pkg, commit)
	return b.String()
}

// gitCommit returns HEAD's hash, with "+dirty" when a bundled package's
// files differ from it; "unknown" outside a repository.
func gitCommit(ctx context.Context, prog *program) string {
	dir := prog.modRoot
	if dir == "" {
		dir = filepath.Dir(prog.root.GoFiles[0])
	}
	head, err := exec.CommandContext(ctx, "git", "-C", dir, "rev-parse", "HEAD").Output()
	if err != nil {
		return "unknown (not a git repository)"
	}
	commit := strings.TrimSpace(string(head))
	args := []string{"-C", dir, "status", "--porcelain", "--"}
	seen := map[string]bool{}
	for _, p := range prog.pkgs {
		for _, f := range p.GoFiles {
			d := filepath.Dir(f)
			if rel, err := filepath.Rel(dir, d); err != nil || strings.HasPrefix(rel, "..") {
				continue // e.g. a module in the module cache: not in this repository
			}
			if !seen[d] {
				seen[d] = true
				args = append(args, d)
			}
		}
	}
	status, err := exec.CommandContext(ctx, "git", args...).Output()
	if err == nil && len(bytes.TrimSpace(status)) > 0 {
		commit += "+dirty"
	}
	return commit
}

func token0(files []string) (p token.Position) {
	if len(files) > 0 {
		p.Filename = files[0]
	}
	return p
}

// relativize rewrites an *Error's file names relative to root.
func relativize(err error, root string) error {
	var e *Error
	if root == "" || !errors.As(err, &e) {
		return err
	}
	e.Problems = relativizeAll(e.Problems, root)
	return e
}

func relativizeAll(ps []Problem, root string) []Problem {
	if root == "" {
		return ps
	}
	for i := range ps {
		if rel, err := filepath.Rel(root, ps[i].Pos.Filename); err == nil && !strings.HasPrefix(rel, "..") && filepath.IsAbs(ps[i].Pos.Filename) {
			ps[i].Pos.Filename = rel
		}
	}
	return ps
}
