package lib

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// maxGoMinor is the newest Go minor version lib/ may rely on (go1.20).
const maxGoMinor = 20

// newAPI maps every standard library symbol added after go1.20 to the
// release that added it. Keys are "pkg.Name" for package-level objects,
// "pkg.Type.Name" for methods and struct fields, and "pkg" for packages
// that did not exist in go1.20. It returns nil if GOROOT/api is missing.
func newAPI(t *testing.T) map[string]string {
	dir := filepath.Join(build.Default.GOROOT, "api")
	if _, err := os.Stat(filepath.Join(dir, "go1.21.txt")); err != nil {
		return nil
	}
	old := map[string]bool{} // packages known by go1.20
	added := map[string]string{}
	line := regexp.MustCompile(`^pkg ([^ ,]+)(?: \([^)]*\))?, (func|const|var|type|method) (.*)$`)
	ident := regexp.MustCompile(`^[A-Za-z_][A-Za-z_0-9]*`)
	for minor := 0; ; minor++ {
		name := fmt.Sprintf("go1.%d.txt", minor)
		if minor == 0 {
			name = "go1.txt"
		}
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			if minor <= maxGoMinor+1 {
				t.Fatalf("reading API list: %v", err)
			}
			break
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			m := line.FindStringSubmatch(sc.Text())
			if m == nil {
				continue
			}
			pkg, kind, rest := m[1], m[2], m[3]
			if minor <= maxGoMinor {
				old[pkg] = true
				continue
			}
			if !old[pkg] {
				if _, ok := added[pkg]; !ok {
					added[pkg] = "go1." + strconv.Itoa(minor)
				}
			}
			var key string
			switch kind {
			case "method": // method (*Buffer[$0]) Available() int
				recv := rest[1:strings.Index(rest, ")")]
				recv = strings.TrimPrefix(recv, "*")
				if i := strings.Index(recv, "["); i >= 0 {
					recv = recv[:i]
				}
				name := ident.FindString(strings.TrimSpace(rest[strings.Index(rest, ")")+1:]))
				key = pkg + "." + recv + "." + name
			case "type": // type Name struct, Field T  |  type Name interface, M()
				name := ident.FindString(rest)
				key = pkg + "." + name
				if i := strings.Index(rest, ", "); i >= 0 {
					key += "." + ident.FindString(rest[i+2:])
				}
			default:
				key = pkg + "." + ident.FindString(rest)
			}
			if _, ok := added[key]; !ok {
				added[key] = "go1." + strconv.Itoa(minor)
			}
		}
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	return added
}

// check type-checks the files of one package at go1.20 and returns one
// message per language feature or standard library symbol newer than that.
func check(fset *token.FileSet, path string, files []*ast.File, imp types.Importer, api map[string]string) []string {
	var problems []string
	conf := types.Config{
		GoVersion: fmt.Sprintf("go1.%d", maxGoMinor),
		Importer:  imp,
		Error: func(err error) {
			problems = append(problems, err.Error())
		},
	}
	info := &types.Info{
		Uses:       map[*ast.Ident]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
	}
	conf.Check(path, fset, files, info)
	report := func(pos token.Pos, key string) {
		if v, ok := api[key]; ok {
			problems = append(problems, fmt.Sprintf("%s: %s is %s API", fset.Position(pos), key, v))
		}
	}
	for _, f := range files {
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			report(im.Pos(), p)
		}
	}
	for id, obj := range info.Uses {
		if obj.Pkg() == nil || obj.Parent() != obj.Pkg().Scope() {
			continue // not package-level: methods and fields come below
		}
		report(id.Pos(), obj.Pkg().Path()+"."+obj.Name())
	}
	for sel, s := range info.Selections {
		t := s.Recv()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil {
			report(sel.Sel.Pos(), n.Obj().Pkg().Path()+"."+n.Obj().Name()+"."+sel.Sel.Name)
		}
	}
	sort.Strings(problems)
	return problems
}

// TestGo120 type-checks every non-test file under lib/ as go1.20 and
// rejects standard library API added later.
func TestGo120(t *testing.T) {
	api := newAPI(t)
	if api == nil {
		t.Log("GOROOT/api not found: checking language version only")
	}
	fset := token.NewFileSet()
	std := importer.Default()
	dirs := map[string][]*ast.File{}
	err := filepath.Walk(".", func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		if fi.IsDir() && (fi.Name() == "testdata" || strings.HasPrefix(fi.Name(), ".")) && p != "." {
			return filepath.SkipDir
		}
		if fi.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		dirs[filepath.Dir(p)] = append(dirs[filepath.Dir(p)], f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// lib packages may import each other: type-check them from source,
	// in dependency order, through this importer.
	const modPrefix = "github.com/gamews/gamews/lib"
	done := map[string]*types.Package{}
	var imp importerFunc
	var checkDir func(dir string) *types.Package
	imp = func(path string) (*types.Package, error) {
		if strings.HasPrefix(path, modPrefix+"/") {
			dir := filepath.FromSlash(strings.TrimPrefix(path, modPrefix+"/"))
			if _, ok := dirs[dir]; !ok {
				return nil, fmt.Errorf("%s: not under lib/", path)
			}
			return checkDir(dir), nil
		}
		return std.Import(path)
	}
	checkDir = func(dir string) *types.Package {
		if p, ok := done[dir]; ok {
			return p
		}
		path := modPrefix + "/" + filepath.ToSlash(dir)
		for _, msg := range check(fset, path, dirs[dir], imp, api) {
			t.Errorf("%s", msg)
		}
		p, _ := (&types.Config{Importer: imp, Error: func(error) {}}).Check(path, fset, dirs[dir], nil)
		done[dir] = p
		return p
	}
	if len(dirs) < 4 {
		t.Fatalf("found only %d packages under lib/", len(dirs))
	}
	for dir := range dirs {
		checkDir(dir)
	}
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// TestGo120CatchesNewerCode proves the checker fails on each kind of
// violation it exists for, and passes go1.20 API.
func TestGo120CatchesNewerCode(t *testing.T) {
	api := newAPI(t)
	tests := []struct {
		name, src string
		want      string // substring of the expected problem; "" for none
		needAPI   bool
	}{
		{"ok", `import "strings"; var _, _ = strings.CutPrefix("ab", "a")`, "", false},
		{"min builtin", `var _ = min(1, 2)`, "min", false},
		{"clear builtin", `func f(m map[int]int) { clear(m) }`, "clear", false},
		{"range over int", `func f() { for i := range 10 { _ = i } }`, "range", false},
		{"range over func", `func f(s func(func(int) bool)) { for x := range s { _ = x } }`, "range", false},
		{"slices package", `import "slices"; var _ = slices.Contains([]int{1}, 1)`, "slices", true},
		{"math/rand/v2", `import "math/rand/v2"; var _ = rand.IntN(3)`, "math/rand/v2", true},
		{"new func", `import "context"; var _ = context.WithoutCancel`, "context.WithoutCancel is go1.21", true},
		{"new method", `import "bytes"; func f(b *bytes.Buffer) int { return b.Available() }`, "bytes.Buffer.Available is go1.21", true},
		{"new method value", `import "reflect"; var _ = reflect.Value.Clear`, "reflect.Value.Clear is go1.21", true},
		{"new type", `import "log/slog"; var _ slog.Level`, "log/slog", true},
	}
	std := importer.Default()
	for _, tt := range tests {
		if tt.needAPI && api == nil {
			continue
		}
		fset := token.NewFileSet()
		src := "package p\n" + strings.ReplaceAll(tt.src, "; ", "\n")
		f, err := parser.ParseFile(fset, "p.go", src, 0)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		problems := check(fset, "p", []*ast.File{f}, std, api)
		joined := strings.Join(problems, "\n")
		if tt.want == "" && len(problems) > 0 {
			t.Errorf("%s: unexpected problems:\n%s", tt.name, joined)
		}
		if tt.want != "" && !strings.Contains(joined, tt.want) {
			t.Errorf("%s: want a problem mentioning %q, got:\n%s", tt.name, tt.want, joined)
		}
	}
}
