// Package build turns a workspace problem's solution into an executable the
// tester can run on many seeds.
//
// There are two ways to get there. The default compiles the solution's main
// package with `go build`, which is fast and gives compile errors at the
// user's own file:line. The bundle way asks a Bundler (the bundler library,
// wired in by the tester command) for the single file that would be
// submitted, and compiles that: it is how a TopCoder-style solution (a
// non-main package driven by a generated adapter main) becomes a program at
// all, and how a user checks that the submitted file behaves like the
// sources.
//
// Binaries are cached under CacheDir by a hash of everything that goes into
// them: the Go version, the build mode, and the contents of every package of
// the main module the solution imports (or the bundled source), with the
// versions of the other modules it uses. An unchanged solution is not
// rebuilt, so `tester run` twice in a row starts scoring at once.
package build

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Bundler produces the single submitted source of a solution package. The
// tester command implements it with the bundler library.
type Bundler interface {
	// Bundle returns a complete `package main` file for the package in dir.
	Bundle(ctx context.Context, dir string) ([]byte, error)
}

// Config says what to build.
type Config struct {
	// Root is the module root; go commands run there.
	Root string
	// Dir is the solution's package directory (relative to Root or absolute).
	Dir string
	// Bundle builds the bundled source instead of the package itself.
	Bundle bool
	// Bundler makes the bundled source; required when Bundle is set.
	Bundler Bundler
	// CacheDir holds built binaries by content hash (e.g. ROOT/.tester/bin).
	CacheDir string
	// Stderr, when set, receives the go command's progress output.
	Stderr io.Writer
}

// Binary is a built solution.
type Binary struct {
	// Path is the executable.
	Path string
	// Hash identifies the sources it was built from.
	Hash string
	// Cached reports that an existing binary was reused.
	Cached bool
	// GoVersion is the go command's version that built it ("go1.26.8").
	GoVersion string
	// Source is the bundled source (bundle builds only).
	Source []byte
}

// Build builds cfg's solution, or returns the cached binary of identical
// sources. A compile error is an *Error listing the diagnostics.
func Build(ctx context.Context, cfg Config) (*Binary, error) {
	if cfg.Root == "" || cfg.Dir == "" || cfg.CacheDir == "" {
		return nil, errors.New("build: Root, Dir and CacheDir are required")
	}
	goVersion, err := goEnv(ctx, cfg.Root, "GOVERSION")
	if err != nil {
		return nil, err
	}
	if cfg.Bundle {
		return buildBundle(ctx, cfg, goVersion)
	}
	pkgs, err := Deps(ctx, cfg.Root, cfg.Dir)
	if err != nil {
		return nil, err
	}
	h := sha256.New()
	fmt.Fprintf(h, "go build\n%s\n", goVersion)
	for _, p := range pkgs {
		if err := p.hash(h); err != nil {
			return nil, err
		}
	}
	for _, f := range []string{"go.mod", "go.sum"} {
		if err := hashFile(h, filepath.Join(cfg.Root, f)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
	}
	sum := hex.EncodeToString(h.Sum(nil))[:24]
	bin := &Binary{Path: filepath.Join(cfg.CacheDir, binName(cfg.Dir, sum)), Hash: sum, GoVersion: goVersion}
	if exists(bin.Path) {
		bin.Cached = true
		return bin, nil
	}
	pkg := cfg.Dir
	if !filepath.IsAbs(pkg) {
		pkg = "./" + filepath.ToSlash(filepath.Clean(pkg))
	}
	if err := goBuild(ctx, cfg, bin.Path, pkg); err != nil {
		return nil, err
	}
	return bin, nil
}

func buildBundle(ctx context.Context, cfg Config, goVersion string) (*Binary, error) {
	if cfg.Bundler == nil {
		return nil, fmt.Errorf("build %s: bundle mode needs a bundler", cfg.Dir)
	}
	src, err := cfg.Bundler.Bundle(ctx, abs(cfg.Root, cfg.Dir))
	if err != nil {
		return nil, fmt.Errorf("bundle %s: %w", cfg.Dir, err)
	}
	h := sha256.New()
	fmt.Fprintf(h, "bundle\n%s\n", goVersion)
	h.Write(src)
	// The bundle may import modules the judge provides; their versions
	// come from go.mod and go.sum.
	for _, f := range []string{"go.mod", "go.sum"} {
		if err := hashFile(h, filepath.Join(cfg.Root, f)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
	}
	sum := hex.EncodeToString(h.Sum(nil))[:24]
	bin := &Binary{Path: filepath.Join(cfg.CacheDir, binName(cfg.Dir, "bundle-"+sum)), Hash: sum, Source: src, GoVersion: goVersion}
	if exists(bin.Path) {
		bin.Cached = true
		return bin, nil
	}
	// The file is compiled from inside the module (a directory whose name
	// starts with a dot, which ./... patterns skip) so that imports of the
	// judge's modules resolve through go.mod.
	srcDir := filepath.Join(cfg.CacheDir, "src-"+sum)
	if err := os.MkdirAll(srcDir, 0o755); err != nil {
		return nil, err
	}
	defer os.RemoveAll(srcDir)
	file := filepath.Join(srcDir, "main.go")
	if err := os.WriteFile(file, src, 0o644); err != nil {
		return nil, err
	}
	if err := goBuild(ctx, cfg, bin.Path, file); err != nil {
		return nil, err
	}
	return bin, nil
}

// goBuild compiles pkg into out atomically (a half-written binary must never
// be taken for a cached one).
func goBuild(ctx context.Context, cfg Config, out, pkg string) error {
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(out), ".building-*")
	if err != nil {
		return err
	}
	tmp.Close()
	defer os.Remove(tmp.Name())
	cmd := exec.CommandContext(ctx, "go", "build", "-o", tmp.Name(), pkg)
	cmd.Dir = cfg.Root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if cfg.Stderr != nil {
		cmd.Stderr = io.MultiWriter(&stderr, cfg.Stderr)
	}
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return newError(cfg.Root, pkg, stderr.String(), err)
	}
	return os.Rename(tmp.Name(), out)
}

func binName(dir, sum string) string {
	base := filepath.Base(filepath.Clean(dir))
	return base + "-" + sum
}

func abs(root, p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(root, p)
}

func exists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

func hashFile(h io.Writer, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	fmt.Fprintf(h, "file %s\n", filepath.Base(path))
	_, err = io.Copy(h, f)
	return err
}

func goEnv(ctx context.Context, root, name string) (string, error) {
	cmd := exec.CommandContext(ctx, "go", "env", name)
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %w", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// Package is one package a solution is built from, as `go list` reports it.
type Package struct {
	ImportPath string
	// Dir is the package's directory.
	Dir string
	// Files are the package's source files (Go, cgo, embedded, ...), as
	// names relative to Dir.
	Files []string
	// Module is the module path ("" for the standard library).
	Module string
	// Version is the module's version ("" for the main module).
	Version string
	// Main reports that the package is in the main module (the user's own
	// code: what `tester watch` watches).
	Main bool
}

// listed is the subset of `go list -json` output Deps reads.
type listed struct {
	ImportPath   string
	Dir          string
	Standard     bool
	GoFiles      []string
	CgoFiles     []string
	CFiles       []string
	HFiles       []string
	SFiles       []string
	EmbedFiles   []string
	IgnoredFiles []string
	Module       *struct {
		Path    string
		Version string
		Main    bool
	}
	Error *struct{ Err string }
}

// Deps lists the non-standard packages the package in dir is built from
// (itself included), in `go list -deps` order. Errors in the packages
// themselves (a syntax error, a missing import) are not errors here: the
// build reports them with positions.
func Deps(ctx context.Context, root, dir string) ([]Package, error) {
	pkg := dir
	if !filepath.IsAbs(pkg) {
		pkg = "./" + filepath.ToSlash(filepath.Clean(pkg))
	}
	cmd := exec.CommandContext(ctx, "go", "list", "-e", "-deps",
		"-json=ImportPath,Dir,Standard,GoFiles,CgoFiles,CFiles,HFiles,SFiles,EmbedFiles,IgnoredFiles,Module,Error", pkg)
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("go list %s: %v\n%s", pkg, err, strings.TrimSpace(stderr.String()))
	}
	var pkgs []Package
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var l listed
		if err := dec.Decode(&l); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go list %s: %w", pkg, err)
		}
		if l.Standard {
			continue
		}
		p := Package{ImportPath: l.ImportPath, Dir: l.Dir}
		if l.Module != nil {
			p.Module, p.Version, p.Main = l.Module.Path, l.Module.Version, l.Module.Main
		}
		for _, fs := range [][]string{l.GoFiles, l.CgoFiles, l.CFiles, l.HFiles, l.SFiles, l.EmbedFiles, l.IgnoredFiles} {
			p.Files = append(p.Files, fs...)
		}
		sort.Strings(p.Files)
		pkgs = append(pkgs, p)
	}
	return pkgs, nil
}

// hash writes what identifies p's contribution to a binary: for a module
// dependency its version, for the main module's packages their files'
// contents (ignored files too: a build tag change moves files in and out).
func (p Package) hash(h io.Writer) error {
	fmt.Fprintf(h, "package %s %s %s\n", p.ImportPath, p.Module, p.Version)
	if !p.Main && p.Version != "" {
		return nil
	}
	for _, f := range p.Files {
		if err := hashFile(h, filepath.Join(p.Dir, f)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
}

// Error is a failed build: the compiler's diagnostics, each at a position.
type Error struct {
	// Package is what was built.
	Package string
	// Diags are the positioned messages, in the compiler's order.
	Diags []Diag
	// Output is the go command's whole output.
	Output string
	// Err is the go command's exit error.
	Err error
}

// Diag is one compiler message.
type Diag struct {
	// File is relative to the module root when inside it.
	File      string
	Line, Col int
	Msg       string
}

func (d Diag) String() string {
	if d.Col > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", d.File, d.Line, d.Col, d.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", d.File, d.Line, d.Msg)
}

func (e *Error) Error() string {
	if len(e.Diags) == 0 {
		return fmt.Sprintf("build %s: %v\n%s", e.Package, e.Err, strings.TrimSpace(e.Output))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "build %s failed:", e.Package)
	for _, d := range e.Diags {
		b.WriteString("\n")
		b.WriteString(d.String())
	}
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

var diagRE = regexp.MustCompile(`^(\S+?\.go):(\d+)(?::(\d+))?: (.*)$`)

func newError(root, pkg, output string, err error) *Error {
	e := &Error{Package: pkg, Output: output, Err: err}
	for _, line := range strings.Split(output, "\n") {
		m := diagRE.FindStringSubmatch(strings.TrimSpace(line))
		if m == nil {
			continue
		}
		file := m[1]
		if !filepath.IsAbs(file) {
			file = filepath.Join(root, file)
		}
		if rel, err := filepath.Rel(root, file); err == nil && !strings.HasPrefix(rel, "..") {
			file = rel
		}
		ln, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		e.Diags = append(e.Diags, Diag{File: file, Line: ln, Col: col, Msg: m[4]})
	}
	return e
}
