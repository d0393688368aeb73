package bundler

import (
	"bytes"
	"context"
	"fmt"
	"go/build"
	"go/format"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	pathpkg "path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"text/template"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/packages"
)

// adapterDir is the overlay-only directory, inside the solution's package
// directory, that holds the generated main package of a topcoder bundle.
const adapterDir = "gamews_topcoder_main"

type adapter struct {
	dir, file string // pattern directory and overlay file
	src       []byte
	solution  string // the solution package's path
}

// topcoderAdapter generates the main package that serves the TopCoder
// line protocol for the class's methods, from their go/types signatures.
func topcoderAdapter(ctx context.Context, dir, pattern, class string) (*adapter, error) {
	if class == "" {
		return nil, fmt.Errorf("the topcoder target needs a class: the type whose methods the generated main serves (workspace.toml's class, or -class)")
	}
	// Only the class's method signatures matter here, and they may use
	// only predeclared types: type-check the package's syntax alone, with
	// empty stand-ins for its imports, which spares a go list -export run
	// (the real type check of everything follows in the bundle's load).
	p, err := solutionPackage(ctx, dir, pattern)
	if err != nil {
		return nil, err
	}
	ps := &problems{stage: "adapter"}
	for _, e := range p.Errors {
		ps.add(errPos(e.Pos), "", "%s", e.Msg)
	}
	if err := ps.err(); err != nil {
		return nil, err
	}
	if p.Name == "main" {
		return nil, fmt.Errorf("%s is package main; a topcoder solution is a plain package declaring type %s (the bundler writes the main)", p.PkgPath, class)
	}
	tc := types.Config{
		IgnoreFuncBodies: true,
		Importer: importerFunc(func(path string) (*types.Package, error) {
			pkg := types.NewPackage(path, pathpkg.Base(path))
			pkg.MarkComplete()
			return pkg, nil
		}),
		Error: func(error) {}, // uses of the stand-ins fail; the bundle's load checks for real
	}
	tpkg, _ := tc.Check(p.PkgPath, p.Fset, p.Syntax, nil)
	tn, ok := tpkg.Scope().Lookup(class).(*types.TypeName)
	if !ok || !tn.Exported() {
		return nil, fmt.Errorf("package %s declares no exported type %s (the class the topcoder adapter serves)", p.PkgPath, class)
	}
	mset := types.NewMethodSet(types.NewPointer(tn.Type()))
	type method struct {
		Wire, Go string
		Params   []string // reader method names, e.g. "int", "intSlice"
		Result   string   // writer method name, "" for no result
	}
	var methods []method
	for i := 0; i < mset.Len(); i++ {
		fn := mset.At(i).Obj().(*types.Func)
		if !fn.Exported() {
			continue
		}
		sig := fn.Type().(*types.Signature)
		m := method{Go: fn.Name(), Wire: lowerFirst(fn.Name())}
		pos := p.Fset.Position(fn.Pos())
		for j := 0; j < sig.Params().Len(); j++ {
			k, ok := wireKind(sig.Params().At(j).Type())
			if !ok || sig.Variadic() {
				ps.add(pos, "use int, int32, int64, float64, bool, string or a slice of them", "method %s: parameter type %s is not supported by the topcoder adapter", fn.Name(), sig.Params().At(j).Type())
			}
			m.Params = append(m.Params, k)
		}
		switch sig.Results().Len() {
		case 0:
		case 1:
			k, ok := wireKind(sig.Results().At(0).Type())
			if !ok {
				ps.add(pos, "use int, int32, int64, float64, bool, string or a slice of them", "method %s: result type %s is not supported by the topcoder adapter", fn.Name(), sig.Results().At(0).Type())
			}
			m.Result = k
		default:
			ps.add(pos, "return one value (a slice for several)", "method %s returns %d values", fn.Name(), sig.Results().Len())
		}
		methods = append(methods, m)
	}
	if err := ps.err(); err != nil {
		return nil, err
	}
	if len(methods) == 0 {
		return nil, fmt.Errorf("type %s of %s has no exported methods to serve", class, p.PkgPath)
	}
	sort.Slice(methods, func(i, j int) bool { return methods[i].Go < methods[j].Go })
	var buf bytes.Buffer
	err = adapterTemplate.Execute(&buf, map[string]any{"Pkg": p.PkgPath, "Class": class, "Methods": methods,
		"Kinds": []string{"int", "int32", "int64", "float64", "bool", "string"}})
	if err != nil {
		return nil, err
	}
	src, err := format.Source(buf.Bytes())
	if err != nil {
		return nil, fmt.Errorf("formatting the topcoder adapter (a bundler bug): %w\n%s", err, buf.Bytes())
	}
	if len(p.GoFiles) == 0 {
		return nil, fmt.Errorf("package %s has no Go files", p.PkgPath)
	}
	d := filepath.Join(filepath.Dir(p.GoFiles[0]), adapterDir)
	return &adapter{dir: d, file: filepath.Join(d, "main.go"), src: src, solution: p.PkgPath}, nil
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// wireKind names the reader/writer of a supported type: "int", "int32",
// "int64", "float64", "bool", "string", or one of those + "Slice".
func wireKind(t types.Type) (string, bool) {
	suffix := ""
	if s, ok := t.(*types.Slice); ok {
		t, suffix = s.Elem(), "Slice"
	}
	b, ok := t.(*types.Basic)
	if !ok {
		return "", false
	}
	switch b.Kind() {
	case types.Int, types.Int32, types.Int64, types.Float64, types.Bool, types.String:
		return b.Name() + suffix, true
	}
	return "", false
}

var adapterTemplate = template.Must(template.New("adapter").Funcs(template.FuncMap{
	"title": func(s string) string { return strings.ToUpper(s[:1]) + s[1:] },
}).Parse(`// Code generated by gamews bundle: the TopCoder adapter serving {{.Class}}.
//
// One call per line: METHOD ARG..., the method name with its first letter
// lowercased; values are decimal integers, strconv 'g' floats, true/false,
// strconv.Quote strings, and slices as their length then the elements. The
// reply is one line (empty for no result), flushed. EOF ends the program;
// an unknown method or a bad argument exits with status 2.

package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"

	solution "{{.Pkg}}"
)

func main() {
	var s solution.{{.Class}}
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	out := bufio.NewWriter(os.Stdout)
	for {
		line, err := in.ReadString('\n')
		if line == "" && err != nil {
			out.Flush()
			return
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			continue
		}
		method, rest, _ := strings.Cut(line, " ")
		a := &wireArgs{line: line, rest: rest}
		switch method {
{{- range .Methods}}
		case {{printf "%q" .Wire}}:
{{- range $i, $p := .Params}}
			p{{$i}} := a.{{$p}}()
{{- end}}
			a.done()
			{{if .Result}}r := {{end}}s.{{.Go}}({{range $i, $p := .Params}}{{if $i}}, {{end}}p{{$i}}{{end}})
{{- if .Result}}
			put{{title .Result}}(out, r)
{{- end}}
{{- end}}
		default:
			wireFail("unknown method %q in line %q", method, line)
		}
		out.WriteByte('\n')
		out.Flush()
	}
}

// wireArgs reads the arguments of one call.
type wireArgs struct{ line, rest string }

func wireFail(format string, args ...interface{}) {
	fmt.Fprintf(os.Stderr, "topcoder adapter: "+format+"\n", args...)
	os.Exit(2)
}

func (a *wireArgs) token() string {
	if a.rest == "" {
		wireFail("missing argument in line %q", a.line)
	}
	if a.rest[0] == '"' {
		q, err := strconv.QuotedPrefix(a.rest)
		if err != nil {
			wireFail("bad string in line %q: %v", a.line, err)
		}
		a.rest = a.rest[len(q):]
		if a.rest != "" && a.rest[0] != ' ' {
			wireFail("no space after a string in line %q", a.line)
		}
		a.rest = strings.TrimPrefix(a.rest, " ")
		return q
	}
	tok, rest, _ := strings.Cut(a.rest, " ")
	a.rest = rest
	return tok
}

func (a *wireArgs) done() {
	if a.rest != "" {
		wireFail("extra arguments %q in line %q", a.rest, a.line)
	}
}

func (a *wireArgs) integer(bits int) int64 {
	tok := a.token()
	v, err := strconv.ParseInt(tok, 10, bits)
	if err != nil {
		wireFail("bad integer %q in line %q", tok, a.line)
	}
	return v
}

func (a *wireArgs) int() int         { return int(a.integer(64)) }
func (a *wireArgs) int32() int32     { return int32(a.integer(32)) }
func (a *wireArgs) int64() int64     { return a.integer(64) }
func (a *wireArgs) length() int {
	n := a.int()
	if n < 0 {
		wireFail("negative length %d in line %q", n, a.line)
	}
	return n
}

func (a *wireArgs) float64() float64 {
	tok := a.token()
	v, err := strconv.ParseFloat(tok, 64)
	if err != nil {
		wireFail("bad float %q in line %q", tok, a.line)
	}
	return v
}

func (a *wireArgs) bool() bool {
	switch tok := a.token(); tok {
	case "true":
		return true
	case "false":
		return false
	default:
		wireFail("bad bool %q in line %q", tok, a.line)
	}
	return false
}

func (a *wireArgs) string() string {
	tok := a.token()
	s, err := strconv.Unquote(tok)
	if err != nil || tok[0] != '"' {
		wireFail("bad string %s in line %q", tok, a.line)
	}
	return s
}
{{range $t := .Kinds}}
func (a *wireArgs) {{$t}}Slice() []{{$t}} {
	v := make([]{{$t}}, a.length())
	for i := range v {
		v[i] = a.{{$t}}()
	}
	return v
}
{{end}}
func putInt(w *bufio.Writer, v int)         { w.WriteString(strconv.Itoa(v)) }
func putInt32(w *bufio.Writer, v int32)     { w.WriteString(strconv.FormatInt(int64(v), 10)) }
func putInt64(w *bufio.Writer, v int64)     { w.WriteString(strconv.FormatInt(v, 10)) }
func putFloat64(w *bufio.Writer, v float64) { w.WriteString(strconv.FormatFloat(v, 'g', -1, 64)) }
func putBool(w *bufio.Writer, v bool)       { w.WriteString(strconv.FormatBool(v)) }
func putString(w *bufio.Writer, v string)   { w.WriteString(strconv.Quote(v)) }
{{range $t := .Kinds}}
func put{{title $t}}Slice(w *bufio.Writer, v []{{$t}}) {
	w.WriteString(strconv.Itoa(len(v)))
	for _, x := range v {
		w.WriteByte(' ')
		put{{title $t}}(w, x)
	}
}
{{end}}`))

// solutionPackage parses the solution package. A directory pattern is
// read with go/build and the module's go.mod, without running the go
// command (a bundle in a watch loop runs it twice already); an import
// path goes through go list.
func solutionPackage(ctx context.Context, dir, pattern string) (*packages.Package, error) {
	p := &packages.Package{Fset: token.NewFileSet()}
	var files []string
	if build.IsLocalImport(pattern) || filepath.IsAbs(pattern) {
		pkgDir := pattern
		if !filepath.IsAbs(pkgDir) {
			pkgDir = filepath.Join(dir, pkgDir)
		}
		bctx := build.Default
		bctx.GOOS, bctx.GOARCH = "linux", "amd64"
		bp, err := bctx.ImportDir(pkgDir, 0)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", pattern, err)
		}
		modDir, modPath, err := findModule(pkgDir)
		if err != nil {
			return nil, err
		}
		rel, _ := filepath.Rel(modDir, pkgDir)
		p.Name, p.PkgPath = bp.Name, modPath
		if rel != "." {
			p.PkgPath += "/" + filepath.ToSlash(rel)
		}
		for _, f := range bp.GoFiles {
			files = append(files, filepath.Join(pkgDir, f))
		}
	} else {
		cfg := &packages.Config{Context: ctx, Mode: packages.NeedName | packages.NeedFiles, Dir: dir, Env: loadEnv()}
		pkgs, err := packages.Load(cfg, pattern)
		if err != nil {
			return nil, fmt.Errorf("loading %s: %w", pattern, err)
		}
		if len(pkgs) != 1 {
			return nil, fmt.Errorf("%s matches %d packages; name exactly one", pattern, len(pkgs))
		}
		p.Name, p.PkgPath, p.Errors, files = pkgs[0].Name, pkgs[0].PkgPath, pkgs[0].Errors, pkgs[0].GoFiles
	}
	p.GoFiles = files
	for _, f := range files {
		af, err := parser.ParseFile(p.Fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		p.Syntax = append(p.Syntax, af)
	}
	return p, nil
}

// findModule returns the directory and path of the module holding dir.
func findModule(dir string) (modDir, modPath string, err error) {
	for d := dir; ; d = filepath.Dir(d) {
		data, err := os.ReadFile(filepath.Join(d, "go.mod"))
		if err == nil {
			if path := modulePath(data); path != "" {
				return d, path, nil
			}
			return "", "", fmt.Errorf("%s: no module line", filepath.Join(d, "go.mod"))
		}
		if filepath.Dir(d) == d {
			return "", "", fmt.Errorf("%s is not inside a Go module (no go.mod above it)", dir)
		}
	}
}

// modulePath returns the module line's path of a go.mod file.
func modulePath(gomod []byte) string {
	for _, line := range strings.Split(string(gomod), "\n") {
		line = strings.TrimSpace(line)
		if rest, ok := strings.CutPrefix(line, "module"); ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t') {
			rest, _, _ = strings.Cut(rest, "//")
			rest = strings.TrimSpace(rest)
			if unq, err := strconv.Unquote(rest); err == nil {
				return unq
			}
			return rest
		}
	}
	return ""
}
