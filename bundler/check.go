package bundler

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// sourceMap maps offsets of the unformatted bundle to original positions.
type sourceMap struct {
	prog *program
	segs []segment
}

func (m *sourceMap) position(off int) token.Position {
	i := sort.Search(len(m.segs), func(i int) bool { return m.segs[i].out > off }) - 1
	if i < 0 {
		return token.Position{}
	}
	s := m.segs[i]
	if s.file == "" {
		if s.anchor.IsValid() {
			return m.prog.fset.Position(s.anchor)
		}
		return token.Position{}
	}
	var tf *token.File
	m.prog.fset.Iterate(func(f *token.File) bool {
		if f.Name() == s.file {
			tf = f
			return false
		}
		return true
	})
	if tf == nil {
		return token.Position{Filename: s.file}
	}
	o := s.orig + off - s.out
	if o > tf.Size() {
		o = tf.Size()
	}
	return tf.Position(tf.Pos(o))
}

// typeCheck parses and type-checks the unformatted bundle at the target's
// Go version, reporting errors at their original positions. It also
// reports uses of standard-library API newer than the target.
func typeCheck(text []byte, m *sourceMap, goVersion string, kept map[string]*types.Package) (*types.Info, error) {
	fset := token.NewFileSet()
	ps := &problems{stage: "typecheck"}
	f, err := parser.ParseFile(fset, "bundle.go", text, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, fmt.Errorf("the bundle does not parse (a bundler bug): %w", err)
	}
	tf := fset.File(f.Pos())
	orig := func(pos token.Pos) token.Position { return m.position(tf.Offset(pos)) }
	conf := types.Config{
		GoVersion: goVersion,
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if p, ok := kept[path]; ok {
				return p, nil
			}
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			return nil, fmt.Errorf("package %s is not among the program's imports", path)
		}),
		Sizes: types.SizesFor("gc", "amd64"),
		Error: func(err error) {
			te, ok := err.(types.Error)
			if !ok {
				ps.add(token.Position{}, "", "%v", err)
				return
			}
			ps.add(orig(te.Pos), versionFix(te.Msg, goVersion), "%s", te.Msg)
		},
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf.Check("main", fset, []*ast.File{f}, info)
	if err := ps.err(); err != nil {
		return nil, err
	}
	api := &problems{stage: "api"}
	checkAPI(info, goVersion, func(pos token.Pos, sym, since string) {
		api.add(orig(pos), fmt.Sprintf("the judge's %s does not have it; write it without %s", goVersion, sym), "%s requires %s", sym, since)
	})
	return info, api.err()
}

// versionFix says what to do about a language feature too new for the
// target.
func versionFix(msg, goVersion string) string {
	if !strings.Contains(msg, "requires go1.") {
		return ""
	}
	switch {
	case strings.HasPrefix(msg, "built-in min ") || strings.HasPrefix(msg, "built-in max "):
		return fmt.Sprintf("the target is %s: write the comparison out (or call a helper)", goVersion)
	case strings.HasPrefix(msg, "built-in clear "):
		return fmt.Sprintf("the target is %s: clear with a loop (or make a new map)", goVersion)
	case strings.Contains(msg, "range over"):
		return fmt.Sprintf("the target is %s: use a three-clause for loop", goVersion)
	}
	return fmt.Sprintf("the target is %s: rewrite it without this feature", goVersion)
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// checkAPI reports each use of a standard-library symbol that arrived
// after goVersion, per $GOROOT/api/go1.N.txt.
func checkAPI(info *types.Info, goVersion string, report func(pos token.Pos, sym, since string)) {
	target := goMinor(goVersion)
	since := apiSince(target)
	if len(since) == 0 {
		return
	}
	ids := make([]*ast.Ident, 0, len(info.Uses))
	for id := range info.Uses {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i].Pos() < ids[j].Pos() })
	for _, id := range ids {
		obj := info.Uses[id]
		if obj.Pkg() == nil || obj.Pkg().Path() == "main" {
			continue
		}
		path := obj.Pkg().Path()
		syms := since[path]
		if syms == nil {
			continue
		}
		key := ""
		switch o := obj.(type) {
		case *types.Func:
			if recv := o.Type().(*types.Signature).Recv(); recv != nil {
				key = typeName(recv.Type()) + "." + o.Name()
			} else if isPkgLevel(o) {
				key = o.Name()
			}
		case *types.Var:
			if o.IsField() {
				continue // fields are found through their selections below
			}
			if isPkgLevel(o) {
				key = o.Name()
			}
		case *types.Const, *types.TypeName:
			if isPkgLevel(o) {
				key = o.Name()
			}
		}
		if key == "" {
			continue
		}
		if v, ok := syms[key]; ok {
			report(id.Pos(), path+"."+key, v)
		}
	}
	sels := make([]*ast.SelectorExpr, 0, len(info.Selections))
	for s := range info.Selections {
		sels = append(sels, s)
	}
	sort.Slice(sels, func(i, j int) bool { return sels[i].Pos() < sels[j].Pos() })
	for _, s := range sels {
		sel := info.Selections[s]
		v, ok := sel.Obj().(*types.Var)
		if !ok || v.Pkg() == nil || len(sel.Index()) != 1 {
			continue
		}
		key := typeName(sel.Recv()) + "." + v.Name()
		if ver, ok := since[v.Pkg().Path()][key]; ok {
			report(s.Sel.Pos(), v.Pkg().Path()+"."+key, ver)
		}
	}
}

func typeName(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	switch t := t.(type) {
	case *types.Named:
		return t.Origin().Obj().Name()
	case *types.Alias:
		return t.Obj().Name()
	}
	return ""
}

// apiSince reads $GOROOT/api/go1.N.txt for every N above target and
// returns package path -> symbol ("Func", "Type", "Type.Method",
// "Type.Field") -> the first version that lists it.
func apiSince(target int) map[string]map[string]string {
	root := build.Default.GOROOT
	out := map[string]map[string]string{}
	for n := target + 1; ; n++ {
		version := fmt.Sprintf("go1.%d", n)
		f, err := os.Open(filepath.Join(root, "api", version+".txt"))
		if err != nil {
			break
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		for sc.Scan() {
			path, key, ok := parseAPILine(sc.Text())
			if !ok {
				continue
			}
			if out[path] == nil {
				out[path] = map[string]string{}
			}
			if _, dup := out[path][key]; !dup {
				out[path][key] = version
			}
		}
		f.Close()
	}
	return out
}

// parseAPILine parses "pkg PATH[ (os-arch)], KIND ..." lines.
func parseAPILine(line string) (path, key string, ok bool) {
	path, key, ok = parseAPILine1(line)
	if !ok || path == "" || key == "" || strings.HasPrefix(key, ".") || strings.HasSuffix(key, ".") {
		return "", "", false
	}
	return path, key, true
}

func parseAPILine1(line string) (path, key string, ok bool) {
	rest, found := strings.CutPrefix(line, "pkg ")
	if !found {
		return "", "", false
	}
	path, rest, found = strings.Cut(rest, ", ")
	if !found {
		return "", "", false
	}
	if i := strings.IndexByte(path, ' '); i >= 0 {
		path = path[:i] // "syscall (linux-386)"
	}
	ident := func(s string) string {
		for i, c := range s {
			if !(c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c > 127) {
				return s[:i]
			}
		}
		return s
	}
	kind, rest, _ := strings.Cut(rest, " ")
	switch kind {
	case "func", "const", "var":
		return path, ident(rest), true
	case "method":
		// method (*T) Name(...)  or  method (T[$0]) Name(...)
		recv, after, found := strings.Cut(rest, ") ")
		if !found {
			return "", "", false
		}
		recv = strings.TrimLeft(strings.TrimPrefix(recv, "("), "*")
		return path, ident(recv) + "." + ident(after), true
	case "type":
		name := ident(rest)
		rest = rest[len(name):]
		if i := strings.Index(rest, ", "); i >= 0 {
			member := strings.TrimPrefix(rest[i+2:], "embedded ")
			if m := ident(strings.TrimLeft(member, "*")); m != "" {
				return path, name + "." + m, true
			}
			return "", "", false
		}
		return path, name, true
	}
	return "", "", false
}
