package bundler

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/gamews/gamews/internal/workspace"
)

// program is the loaded package graph split into what the bundle inlines
// and what it keeps as imports.
type program struct {
	fset *token.FileSet
	// src holds the bytes each file was parsed from (overlays included).
	src map[string][]byte
	// pkgs are the inlined packages in the order Go initialises them.
	pkgs []*packages.Package
	// inlined indexes pkgs by package path.
	inlined map[string]*packages.Package
	// kept are the packages the bundle imports (standard library and the
	// target's modules), by path, with their types.
	kept map[string]*types.Package
	// root is the package whose main the bundle's main is.
	root *packages.Package
	// modRoot is the main module's directory ("" outside a module).
	modRoot string
	// modGo is the main module's go version ("1.22"), "" if unknown.
	modGo string
	// warnings found while loading (e.g. a provided module at another
	// version than the judge's).
	warnings []Problem
}

// loadMode1 lists the import graph, without compiling anything.
const (
	loadMode1 = packages.NeedName | packages.NeedFiles | packages.NeedImports |
		packages.NeedDeps | packages.NeedModule
)

// providedBy reports whether the target provides the module of pkg.
func providedBy(t *workspace.Target, mod *packages.Module) bool {
	if mod == nil {
		return false
	}
	for _, m := range t.Modules {
		path, _, _ := strings.Cut(m, "@")
		if path == mod.Path {
			return true
		}
	}
	return false
}

// providedVersion is the version of module path the target provides.
func providedVersion(t *workspace.Target, path string) string {
	for _, m := range t.Modules {
		if p, v, _ := strings.Cut(m, "@"); p == path {
			return v
		}
	}
	return ""
}

func loadEnv() []string {
	// The judges run linux/amd64: select files for it whatever the host.
	return append(os.Environ(), "GOOS=linux", "GOARCH=amd64")
}

// loadReq asks for one program: a pattern (resolved in the shared
// directory) split for a target.
type loadReq struct {
	pattern string
	target  *workspace.Target
}

// load loads the requests' patterns together and splits each one's graph
// for its target. errs[i] is set for a request that cannot be loaded or is
// refused.
//
// It lists the import graph with go list (no compiling), loads the types
// of the kept packages (standard library, provided modules) from export
// data, and parses and type-checks the inlined packages itself: go list
// -export on the inlined packages would compile the user's code with gc on
// every change, which is most of the time a bundle takes.
//
// guess is the set of kept packages a previous call needed (nil if none):
// their export data is then loaded while the graph is listed, and used if
// the graph confirms the guess. kept returns the set found.
func load(ctx context.Context, dir string, reqs []loadReq, overlay map[string][]byte, guess []string) (progs []*program, errs []error, kept []string, err error) {
	progs, errs = make([]*program, len(reqs)), make([]error, len(reqs))
	var spec chan *keptTypes
	sctx, cancelSpec := context.WithCancel(ctx)
	defer cancelSpec()
	stopSpec := func() {
		if spec != nil {
			cancelSpec()
			<-spec
			spec = nil
		}
	}
	if len(guess) > 0 {
		spec = make(chan *keptTypes, 1)
		go func() { spec <- loadKept(sctx, dir, guess) }()
	}
	defer stopSpec()

	var patterns []string
	seenPat := map[string]bool{}
	for _, r := range reqs {
		if !seenPat[r.pattern] {
			seenPat[r.pattern] = true
			patterns = append(patterns, r.pattern)
		}
	}
	cfg1 := &packages.Config{Context: ctx, Mode: loadMode1, Dir: dir, Env: loadEnv(), Overlay: overlay}
	roots, err := packages.Load(cfg1, patterns...)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("loading %s: %w", strings.Join(patterns, " "), err)
	}

	// Per request: find its root, walk the graph inlining module packages
	// the target does not provide, stopping at the standard library and at
	// provided modules.
	inlinedBy := make([][]*packages.Package, len(reqs))
	listed := map[string]*packages.Package{} // every inlined package, by path
	keptSet := map[string]bool{}
	// variants[minor][path] are the files of a package for a target of Go
	// 1.minor when they differ from go list's selection.
	variants := map[int]map[string][]string{}
	reqMinor := make([]int, len(reqs))
	for i, r := range reqs {
		root := matchRoot(dir, r.pattern, roots)
		if root == nil {
			var why []string
			for _, rt := range roots {
				if len(rt.GoFiles) == 0 {
					for _, e := range rt.Errors {
						why = append(why, e.Msg)
					}
				}
			}
			errs[i] = fmt.Errorf("%s matches no package (or several): name exactly one", r.pattern)
			if len(why) > 0 {
				errs[i] = fmt.Errorf("%s: %s", r.pattern, strings.Join(why, "; "))
			}
			continue
		}
		ps := &problems{stage: "load"}
		refuse := &problems{stage: "refuse"}
		seen := map[string]bool{}
		var keptHere []string
		var warnings []Problem
		warnedMod := map[string]bool{}
		var walk func(p *packages.Package)
		walk = func(p *packages.Package) {
			if seen[p.PkgPath] {
				return
			}
			seen[p.PkgPath] = true
			for _, e := range p.Errors {
				ps.add(errPos(e.Pos), "", "%s", e.Msg)
			}
			inlinedBy[i] = append(inlinedBy[i], p)
			refuseChecks(p, overlay, refuse)
			paths := make([]string, 0, len(p.Imports))
			for path := range p.Imports {
				paths = append(paths, path)
			}
			sort.Strings(paths)
			for _, path := range paths {
				ip := p.Imports[path]
				switch {
				case ip.PkgPath == "C": // reported by refuseChecks at the import
				case ip.Module == nil || providedBy(r.target, ip.Module):
					keptHere = append(keptHere, ip.PkgPath)
					if ip.Module != nil && !warnedMod[ip.Module.Path] {
						warnedMod[ip.Module.Path] = true
						if want := providedVersion(r.target, ip.Module.Path); want != "" && ip.Module.Version != "" && want != ip.Module.Version && strings.HasPrefix(want, "v") {
							warnings = append(warnings, Problem{Pos: token.Position{Filename: filepath.Join(dir, "go.mod")},
								Msg: fmt.Sprintf("this module uses %s %s; the %s judge has %s", ip.Module.Path, ip.Module.Version, r.target.Name, want),
								Fix: fmt.Sprintf("go get %s@%s, so the program is tested with what the judge runs", ip.Module.Path, want)})
						}
					}
				default:
					walk(ip)
				}
			}
		}
		walk(root)
		if errs[i] = ps.err(); errs[i] != nil {
			continue
		}
		if errs[i] = refuse.err(); errs[i] != nil {
			continue
		}
		// Files whose build constraints (//go:build go1.21, ...) select
		// differently for the judge's Go than for the local one.
		minor := goMinor(r.target.Go)
		for _, p := range inlinedBy[i] {
			listed[p.PkgPath] = p
			files := targetFiles(p, minor, overlay)
			if equalStrings(files, p.GoFiles) {
				continue
			}
			if variants[minor] == nil {
				variants[minor] = map[string][]string{}
			}
			variants[minor][p.PkgPath] = files
			for _, f := range files {
				af, err := parser.ParseFile(token.NewFileSet(), f, overlay[f], parser.ImportsOnly)
				if err != nil {
					continue // reported by the type check
				}
				for _, im := range af.Imports {
					path, _ := strconv.Unquote(im.Path.Value)
					if _, ok := p.Imports[path]; !ok && !strings.Contains(strings.Split(path, "/")[0], ".") {
						keptHere = append(keptHere, path) // a standard package only this target's files import
					}
				}
			}
		}
		reqMinor[i] = minor
		for _, path := range keptHere {
			if path != "unsafe" && !keptSet[path] {
				keptSet[path] = true
				kept = append(kept, path)
			}
		}
		progs[i] = &program{warnings: warnings}
	}
	if len(listed) == 0 {
		return progs, errs, nil, nil
	}
	sort.Strings(kept)

	var kt *keptTypes
	if spec != nil && sameSet(kept, guess) {
		kt = <-spec
		spec = nil
	} else {
		stopSpec()
		kt = loadKept(ctx, dir, kept)
	}
	if kt.err != nil {
		return nil, nil, nil, fmt.Errorf("loading %s: %w", strings.Join(patterns, " "), kt.err)
	}

	// Parse and type-check every inlined package once, imports first.
	fset := token.NewFileSet()
	src := map[string][]byte{}
	all := make([]*packages.Package, 0, len(listed))
	for _, p := range listed {
		all = append(all, p)
	}
	checkAll := func(files map[string][]string) (checked map[string]*packages.Package, failed map[string]error) {
		checked, failed = map[string]*packages.Package{}, map[string]error{}
		for _, p := range initOrder(all, listed) {
			f, ok := files[p.PkgPath]
			if !ok {
				f = p.GoFiles
			}
			cp, err := checkPackage(p, f, fset, src, overlay, checked, kt.types)
			if err != nil {
				failed[p.PkgPath] = err
				continue
			}
			checked[p.PkgPath] = cp
		}
		return checked, failed
	}
	checked, failed := checkAll(nil)
	type pass struct {
		checked map[string]*packages.Package
		failed  map[string]error
	}
	passes := map[int]pass{}
	for minor, files := range variants {
		c, f := checkAll(files)
		passes[minor] = pass{c, f}
	}

	for i := range reqs {
		if progs[i] == nil {
			continue
		}
		checked, failed := checked, failed
		if ps, ok := passes[reqMinor[i]]; ok {
			checked, failed = ps.checked, ps.failed
		}
		prog := &program{fset: fset, src: src, inlined: map[string]*packages.Package{}, kept: map[string]*types.Package{}, warnings: progs[i].warnings}
		ps := &problems{stage: "typecheck"}
		var pkgs []*packages.Package
		for _, p := range inlinedBy[i] {
			if err := failed[p.PkgPath]; err != nil {
				var e *Error
				if errors.As(err, &e) {
					ps.list = append(ps.list, e.Problems...)
				} else {
					ps.add(token.Position{}, "", "%v", err)
				}
				continue
			}
			cp := checked[p.PkgPath]
			if cp == nil { // an import failed: reported with that import
				continue
			}
			prog.inlined[p.PkgPath] = cp
			pkgs = append(pkgs, cp)
		}
		if errs[i] = ps.err(); errs[i] != nil {
			progs[i] = nil
			continue
		}
		prog.root = prog.inlined[inlinedBy[i][0].PkgPath]
		if m := prog.root.Module; m != nil {
			prog.modRoot, prog.modGo = m.Dir, m.GoVersion
		}
		for _, p := range pkgs {
			for _, ip := range p.Imports {
				if prog.inlined[ip.PkgPath] == nil && ip.Types != nil {
					prog.kept[ip.PkgPath] = ip.Types
				}
			}
		}
		prog.pkgs = initOrder(pkgs, prog.inlined)
		progs[i] = prog
	}
	return progs, errs, kept, nil
}

// keptTypes are the kept packages' types, from export data, all of one
// load so that their types are identical wherever they meet.
type keptTypes struct {
	types map[string]*types.Package
	err   error
}

func loadKept(ctx context.Context, dir string, paths []string) *keptTypes {
	kt := &keptTypes{types: map[string]*types.Package{"unsafe": types.Unsafe}}
	if len(paths) == 0 {
		return kt
	}
	cfg := &packages.Config{Context: ctx, Mode: packages.NeedName | packages.NeedTypes, Dir: dir, Env: loadEnv()}
	pkgs, err := packages.Load(cfg, paths...)
	if err != nil {
		kt.err = err
		return kt
	}
	for _, p := range pkgs {
		if len(p.Errors) > 0 && p.Types == nil {
			kt.err = fmt.Errorf("%s: %s", p.PkgPath, p.Errors[0].Msg)
			return kt
		}
		kt.types[p.PkgPath] = p.Types
	}
	return kt
}

// checkPackage parses and type-checks the listed package p, whose inlined
// imports are already in checked.
func checkPackage(p *packages.Package, files []string, fset *token.FileSet, src map[string][]byte, overlay map[string][]byte,
	checked map[string]*packages.Package, kept map[string]*types.Package) (*packages.Package, error) {
	ps := &problems{stage: "typecheck"}
	cp := &packages.Package{ID: p.ID, Name: p.Name, PkgPath: p.PkgPath, GoFiles: files, CompiledGoFiles: files,
		Module: p.Module, Fset: fset, Imports: map[string]*packages.Package{}}
	for _, f := range files {
		b, ok := overlay[f]
		if !ok {
			var err error
			if b, err = os.ReadFile(f); err != nil {
				return nil, err
			}
		}
		src[f] = b
		af, err := parser.ParseFile(fset, f, b, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			if list, ok := err.(scanner.ErrorList); ok {
				for _, e := range list {
					ps.add(e.Pos, "", "%s", e.Msg)
				}
				continue
			}
			return nil, err
		}
		cp.Syntax = append(cp.Syntax, af)
	}
	if err := ps.err(); err != nil {
		return nil, err
	}
	for path, ip := range p.Imports {
		if c := checked[ip.PkgPath]; c != nil {
			cp.Imports[path] = c
		} else if t := kept[ip.PkgPath]; t != nil {
			cp.Imports[path] = &packages.Package{ID: ip.ID, Name: ip.Name, PkgPath: ip.PkgPath, Module: ip.Module, Types: t}
		}
	}
	for _, af := range cp.Syntax { // standard packages only the target's files import
		for _, im := range af.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			if _, ok := cp.Imports[path]; !ok && kept[path] != nil {
				cp.Imports[path] = &packages.Package{ID: path, Name: kept[path].Name(), PkgPath: path, Types: kept[path]}
			}
		}
	}
	goVersion := ""
	if p.Module != nil && p.Module.GoVersion != "" {
		goVersion = "go" + p.Module.GoVersion
	}
	conf := types.Config{
		GoVersion: goVersion,
		Sizes:     types.SizesFor("gc", "amd64"),
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if ip := cp.Imports[path]; ip != nil && ip.Types != nil {
				return ip.Types, nil
			}
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			return nil, fmt.Errorf("package %s was not loaded", path)
		}),
		Error: func(err error) {
			if te, ok := err.(types.Error); ok {
				ps.add(fset.Position(te.Pos), "", "%s", te.Msg)
				return
			}
			ps.add(token.Position{}, "", "%v", err)
		},
	}
	cp.TypesInfo = &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Instances:    map[*ast.Ident]types.Instance{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		Scopes:       map[ast.Node]*types.Scope{},
		FileVersions: map[*ast.File]string{},
	}
	cp.Types, _ = conf.Check(p.PkgPath, fset, cp.Syntax, cp.TypesInfo)
	if err := ps.err(); err != nil {
		return nil, err
	}
	return cp, nil
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	seen := make(map[string]bool, len(a))
	for _, x := range a {
		seen[x] = true
	}
	for _, x := range b {
		if !seen[x] {
			return false
		}
	}
	return true
}

// matchRoot finds the stage-1 root a pattern named: by directory for a

// matchRoot finds the stage-1 root a pattern named: by directory for a
// relative or absolute path, else by import path.
func matchRoot(dir, pattern string, roots []*packages.Package) *packages.Package {
	var found []*packages.Package
	if build.IsLocalImport(pattern) || filepath.IsAbs(pattern) {
		want := filepath.Clean(pattern)
		if !filepath.IsAbs(want) {
			want = filepath.Join(dir, want)
		}
		for _, r := range roots {
			files := append(append([]string(nil), r.GoFiles...), r.IgnoredFiles...)
			if len(files) > 0 && filepath.Dir(files[0]) == want {
				found = append(found, r)
			}
		}
	} else {
		for _, r := range roots {
			if r.PkgPath == pattern {
				found = append(found, r)
			}
		}
	}
	if len(found) != 1 {
		return nil
	}
	return found[0]
}

// initOrder returns the inlined packages in the order Go (1.21 and later)
// initialises them: repeatedly the first package, by import path, whose
// imports are all initialised.
func initOrder(pkgs []*packages.Package, inlined map[string]*packages.Package) []*packages.Package {
	sorted := append([]*packages.Package(nil), pkgs...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].PkgPath < sorted[j].PkgPath })
	done := map[string]bool{}
	var order []*packages.Package
	for len(order) < len(sorted) {
		progress := false
		for _, p := range sorted {
			if done[p.PkgPath] {
				continue
			}
			ready := true
			for _, ip := range p.Imports {
				if inlined[ip.PkgPath] != nil && !done[ip.PkgPath] {
					ready = false
					break
				}
			}
			if ready {
				done[p.PkgPath] = true
				order = append(order, p)
				progress = true
				break
			}
		}
		if !progress { // an import cycle; go list has reported it already
			for _, p := range sorted {
				if !done[p.PkgPath] {
					done[p.PkgPath] = true
					order = append(order, p)
				}
			}
		}
	}
	return order
}

// refuseChecks reports what cannot go into one pure-Go source file: cgo,
// assembly and other non-Go sources, go:embed and go:linkname.
func refuseChecks(p *packages.Package, overlay map[string][]byte, ps *problems) {
	for _, f := range p.OtherFiles {
		switch strings.ToLower(filepath.Ext(f)) {
		case ".s", ".sx":
			ps.add(token.Position{Filename: f}, "write it in Go (a judge compiles one .go file)", "package %s has an assembly file", p.PkgPath)
		case ".c", ".cc", ".cpp", ".cxx", ".h", ".hh", ".hpp", ".m", ".f", ".syso":
			ps.add(token.Position{Filename: f}, "write it in Go (a judge compiles one .go file, without cgo)", "package %s has a non-Go source file", p.PkgPath)
		}
	}
	for _, f := range p.GoFiles {
		src, ok := overlay[f]
		if !ok {
			var err error
			if src, err = os.ReadFile(f); err != nil {
				ps.add(token.Position{Filename: f}, "", "%v", err)
				continue
			}
		}
		fset := token.NewFileSet()
		af, err := parser.ParseFile(fset, f, src, parser.ImportsOnly)
		if err == nil {
			for _, im := range af.Imports {
				if path, _ := strconv.Unquote(im.Path.Value); path == "C" {
					ps.add(fset.Position(im.Pos()), "rewrite it in pure Go (judges build with one .go file and no C compiler)", "cgo is not supported")
				}
			}
		}
		for _, d := range []struct{ directive, fix string }{
			{"//go:embed", "put the data in a Go string or byte-slice literal (e.g. generated with a small program)"},
			{"//go:linkname", "call an exported API instead: the bundle cannot rely on linker tricks"},
		} {
			for off := 0; ; {
				i := bytes.Index(src[off:], []byte(d.directive))
				if i < 0 {
					break
				}
				at := off + i
				off = at + len(d.directive)
				if at > 0 && src[at-1] != '\n' {
					continue // not at the start of a line: not a directive
				}
				if off < len(src) && src[off] != ' ' && src[off] != '\t' && src[off] != '\n' && src[off] != '\r' {
					continue
				}
				line := 1 + bytes.Count(src[:at], []byte("\n"))
				ps.add(token.Position{Filename: f, Line: line, Column: 1}, d.fix, "%s is not supported", strings.TrimPrefix(d.directive, "//"))
			}
		}
	}
}

// errPos parses a packages.Error position "file:line:col".
func errPos(s string) token.Position {
	if s == "" || s == "-" {
		return token.Position{}
	}
	parts := strings.Split(s, ":")
	pos := token.Position{Filename: s}
	if n := len(parts); n >= 3 {
		line, err1 := strconv.Atoi(parts[n-2])
		col, err2 := strconv.Atoi(parts[n-1])
		if err1 == nil && err2 == nil {
			return token.Position{Filename: strings.Join(parts[:n-2], ":"), Line: line, Column: col}
		}
	}
	if n := len(parts); n >= 2 {
		if line, err := strconv.Atoi(parts[n-1]); err == nil {
			return token.Position{Filename: strings.Join(parts[:n-1], ":"), Line: line}
		}
	}
	return pos
}

// targetFiles returns the Go files of p that the judge's Go 1.minor would
// build on linux/amd64: build constraints such as //go:build go1.21 may
// select other files than the local Go did.
func targetFiles(p *packages.Package, minor int, overlay map[string][]byte) []string {
	if minor == 0 {
		return p.GoFiles
	}
	ctxt := build.Default
	ctxt.GOOS, ctxt.GOARCH, ctxt.CgoEnabled = "linux", "amd64", false
	ctxt.ReleaseTags = nil
	for v := 1; v <= minor; v++ {
		ctxt.ReleaseTags = append(ctxt.ReleaseTags, fmt.Sprintf("go1.%d", v))
	}
	inGo := map[string]bool{}
	for _, f := range p.GoFiles {
		inGo[f] = true
	}
	var files []string
	for _, f := range append(append([]string(nil), p.GoFiles...), p.IgnoredFiles...) {
		if !strings.HasSuffix(f, ".go") || strings.HasSuffix(f, "_test.go") {
			continue
		}
		if _, ok := overlay[f]; ok {
			if inGo[f] {
				files = append(files, f)
			}
			continue
		}
		if ok, err := ctxt.MatchFile(filepath.Dir(f), filepath.Base(f)); err == nil && ok {
			files = append(files, f)
		}
	}
	sort.Strings(files)
	return files
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
