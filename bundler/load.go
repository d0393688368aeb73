package bundler

import (
	"bytes"
	"context"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"

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
}

// loadMode1 lists the graph cheaply; loadMode2 type-checks only the
// packages to inline from source, their imports coming from export data.
const (
	loadMode1 = packages.NeedName | packages.NeedFiles | packages.NeedImports |
		packages.NeedDeps | packages.NeedModule
	loadMode2 = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
		packages.NeedImports | packages.NeedTypes | packages.NeedTypesInfo |
		packages.NeedSyntax | packages.NeedModule
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

// load loads the requests' patterns together (two go list runs whatever
// their number) and splits each one's graph for its target. errs[i] is set
// for a request that cannot be loaded or is refused.
func load(ctx context.Context, dir string, reqs []loadReq, overlay map[string][]byte) (progs []*program, errs []error, err error) {
	progs, errs = make([]*program, len(reqs)), make([]error, len(reqs))
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
		return nil, nil, fmt.Errorf("loading %s: %w", strings.Join(patterns, " "), err)
	}

	// Per request: find its root, walk the graph inlining module packages
	// the target does not provide, stopping at the standard library and at
	// provided modules.
	inlinedBy := make([][]string, len(reqs))
	var union []string
	inUnion := map[string]bool{}
	for i, r := range reqs {
		root := matchRoot(dir, r.pattern, roots)
		if root == nil {
			errs[i] = fmt.Errorf("%s matches no package (or several): name exactly one", r.pattern)
			continue
		}
		ps := &problems{stage: "load"}
		refuse := &problems{stage: "refuse"}
		seen := map[string]bool{}
		var walk func(p *packages.Package)
		walk = func(p *packages.Package) {
			if seen[p.PkgPath] {
				return
			}
			seen[p.PkgPath] = true
			for _, e := range p.Errors {
				ps.add(errPos(e.Pos), "", "%s", e.Msg)
			}
			inlinedBy[i] = append(inlinedBy[i], p.PkgPath)
			refuseChecks(p, overlay, refuse)
			paths := make([]string, 0, len(p.Imports))
			for path := range p.Imports {
				paths = append(paths, path)
			}
			sort.Strings(paths)
			for _, path := range paths {
				ip := p.Imports[path]
				if ip.PkgPath == "C" || ip.Module == nil || providedBy(r.target, ip.Module) {
					continue // "C" is reported by refuseChecks at the import
				}
				walk(ip)
			}
		}
		walk(root)
		if errs[i] = ps.err(); errs[i] != nil {
			continue
		}
		if errs[i] = refuse.err(); errs[i] != nil {
			continue
		}
		for _, path := range inlinedBy[i] {
			if !inUnion[path] {
				inUnion[path] = true
				union = append(union, path)
			}
		}
		progs[i] = &program{root: root} // the stage-1 root, replaced below
	}
	if len(union) == 0 {
		return progs, errs, nil
	}

	fset := token.NewFileSet()
	src := map[string][]byte{}
	var mu sync.Mutex
	cfg2 := &packages.Config{
		Context: ctx, Mode: loadMode2, Dir: dir, Env: loadEnv(), Overlay: overlay, Fset: fset,
		ParseFile: func(fset *token.FileSet, filename string, b []byte) (*ast.File, error) {
			mu.Lock()
			src[filename] = b
			mu.Unlock()
			return parser.ParseFile(fset, filename, b, parser.ParseComments|parser.SkipObjectResolution)
		},
	}
	loaded, err := packages.Load(cfg2, union...)
	if err != nil {
		return nil, nil, fmt.Errorf("loading %s: %w", strings.Join(patterns, " "), err)
	}
	byPath := map[string]*packages.Package{}
	for _, p := range loaded {
		byPath[p.PkgPath] = p
	}
	for i := range reqs {
		if progs[i] == nil {
			continue
		}
		prog := &program{fset: fset, src: src, inlined: map[string]*packages.Package{}, kept: map[string]*types.Package{}}
		ps := &problems{stage: "load"}
		var pkgs []*packages.Package
		for _, path := range inlinedBy[i] {
			p := byPath[path]
			if p == nil {
				ps.add(token.Position{}, "", "package %s missing from the second load", path)
				continue
			}
			for _, e := range p.Errors {
				ps.add(errPos(e.Pos), "", "%s", e.Msg)
			}
			prog.inlined[path] = p
			pkgs = append(pkgs, p)
		}
		if errs[i] = ps.err(); errs[i] != nil {
			progs[i] = nil
			continue
		}
		prog.root = prog.inlined[progs[i].root.PkgPath]
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
	return progs, errs, nil
}

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
