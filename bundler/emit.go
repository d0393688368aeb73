package bundler

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"
)

// segment maps a stretch of the unformatted bundle back to its origin.
type segment struct {
	out  int    // offset in the bundle text
	file string // original file, "" for generated text
	orig int    // offset in the original file
	// anchor is the original position generated text is blamed on.
	anchor token.Pos
}

// edit replaces src[start:end] of one file with text.
type edit struct {
	start, end int
	text       string
	anchor     token.Pos
}

// emitter writes the bundle text and its source map.
type emitter struct {
	prog   *program
	g      *graph
	nm     *naming
	strip  bool
	fixLV  bool // copy loop variables that closures capture (target < go1.22)
	buf    bytes.Buffer
	segs   []segment
	warn   *problems
	byFile map[*ast.File][]*node
}

func (e *emitter) copy(file string, src []byte, start, end int) {
	if start >= end {
		return
	}
	e.segs = append(e.segs, segment{out: e.buf.Len(), file: file, orig: start})
	e.buf.Write(src[start:end])
}

func (e *emitter) insert(text string, anchor token.Pos) {
	if text == "" {
		return
	}
	e.segs = append(e.segs, segment{out: e.buf.Len(), anchor: anchor})
	e.buf.WriteString(text)
}

// emitRange copies src[start:end] applying the edits inside it. Edits
// must be sorted by start (longest first on ties); an edit overlapping an
// earlier one is inside it (e.g. a comment in a deleted declaration) and
// is dropped.
func (e *emitter) emitRange(file string, src []byte, start, end int, edits []edit) {
	cur := start
	for _, ed := range edits {
		if ed.start < cur || ed.end > end {
			continue
		}
		e.copy(file, src, cur, ed.start)
		e.insert(ed.text, ed.anchor)
		cur = ed.end
	}
	e.copy(file, src, cur, end)
}

func sortEdits(edits []edit) {
	sort.SliceStable(edits, func(i, j int) bool {
		if edits[i].start != edits[j].start {
			return edits[i].start < edits[j].start
		}
		return edits[i].end > edits[j].end
	})
}

// emit writes the header, the import block and every inlined package in
// initialisation order.
func (e *emitter) emit(header string) {
	e.byFile = map[*ast.File][]*node{}
	for _, n := range e.g.nodes {
		e.byFile[n.file] = append(e.byFile[n.file], n)
	}
	e.insert(header, token.NoPos)
	e.insert("package main\n\n", token.NoPos)

	// Imports: every kept package a kept reference names, and the blank
	// imports whose init must still run.
	var specs []string
	for path, name := range e.nm.imports {
		if name == e.prog.kept[path].Name() {
			specs = append(specs, strconv.Quote(path))
		} else {
			specs = append(specs, name+" "+strconv.Quote(path))
		}
	}
	for path := range e.nm.blank {
		if _, named := e.nm.imports[path]; !named {
			specs = append(specs, "_ "+strconv.Quote(path))
		}
	}
	sort.Slice(specs, func(i, j int) bool { return importPath(specs[i]) < importPath(specs[j]) })
	if len(specs) > 0 {
		e.insert("import (\n\t"+strings.Join(specs, "\n\t")+"\n)\n", token.NoPos)
	}

	for _, p := range e.prog.pkgs {
		if !e.strip && len(e.prog.pkgs) > 1 {
			e.insert("\n\n// ---- "+p.PkgPath+" ----\n\n", token.NoPos)
		}
		var inits []func()
		for _, f := range p.Syntax {
			inits = append(inits, e.emitFile(p, f)...)
		}
		for _, emitInit := range inits {
			emitInit()
		}
	}
}

func importPath(spec string) string {
	if i := strings.IndexByte(spec, '"'); i >= 0 {
		return spec[i:]
	}
	return spec
}

// emitFile writes one file's declarations and returns the lowered init
// functions, which go after all of the package's files so they run after
// all of its variables are initialised, as in the original.
func (e *emitter) emitFile(p *packages.Package, f *ast.File) []func() {
	tf := e.prog.fset.File(f.Pos())
	file := tf.Name()
	src := e.prog.src[file]
	off := func(pos token.Pos) int { return tf.Offset(pos) }

	start := off(f.Name.End())
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT {
			start = off(gd.End())
		}
	}
	var common, del []edit
	var inits []func()
	lower := p != e.prog.root

	// Deletions of unreachable declarations; whole GenDecls when none of
	// their specs survive.
	declStart := func(d ast.Decl) token.Pos {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Doc != nil {
				return d.Doc.Pos()
			}
		case *ast.GenDecl:
			if d.Doc != nil {
				return d.Doc.Pos()
			}
		}
		return d.Pos()
	}
	kept := map[ast.Decl]int{}
	for _, n := range e.byFile[f] {
		if n.reach {
			kept[n.decl]++
		}
	}
	deletedDecl := map[ast.Decl]bool{}
	for _, n := range e.byFile[f] {
		switch {
		case n.reach && n.init && lower:
			fd := n.decl.(*ast.FuncDecl)
			del = append(del, edit{start: off(declStart(fd)), end: off(fd.End())})
			inits = append(inits, func() { e.emitInit(p, file, src, fd, &common) })
		case n.reach:
		case kept[n.decl] == 0:
			if !deletedDecl[n.decl] {
				deletedDecl[n.decl] = true
				del = append(del, edit{start: off(declStart(n.decl)), end: off(n.decl.End())})
			}
		default: // one spec of a group with survivors
			vs := n.spec.(*ast.ValueSpec)
			s, en := vs.Pos(), vs.End()
			if vs.Doc != nil {
				s = vs.Doc.Pos()
			}
			if vs.Comment != nil {
				en = vs.Comment.End()
			}
			del = append(del, edit{start: off(s), end: off(en)})
		}
	}

	for _, n := range e.byFile[f] {
		if n.reach {
			common = append(common, e.renames(n, off)...)
			if e.fixLV {
				common = append(common, e.loopVars(n, off)...)
			}
		}
	}
	if e.strip {
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if strings.HasPrefix(c.Text, "//go:") || strings.HasPrefix(c.Text, "//line ") {
					continue
				}
				text := ""
				if strings.HasPrefix(c.Text, "/*") {
					text = " "
				}
				common = append(common, edit{start: off(c.Pos()), end: off(c.End()), text: text})
			}
		}
	}
	all := append(append([]edit(nil), common...), del...)
	sortEdits(all)
	sortEdits(common)
	e.insert("\n", token.NoPos)
	e.emitRange(file, src, start, len(src), all)
	return inits
}

// emitInit writes a non-main package's init function as a blank variable
// initialised by calling its body, so it runs in the original order: after
// the package's variables, before its importers' ones.
func (e *emitter) emitInit(p *packages.Package, file string, src []byte, fd *ast.FuncDecl, common *[]edit) {
	tf := e.prog.fset.File(fd.Pos())
	off := func(pos token.Pos) int { return tf.Offset(pos) }
	edits := append([]edit(nil), *common...)
	edits = append(edits,
		edit{start: off(fd.Pos()), end: off(fd.Body.Lbrace) + 1, text: "var _ = func() bool {\n\tfunc() {", anchor: fd.Pos()},
		edit{start: off(fd.Body.Rbrace), end: off(fd.Body.Rbrace) + 1, text: "}()\n\treturn true\n}()", anchor: fd.Body.Rbrace},
	)
	sortEdits(edits)
	e.insert("\n\n", token.NoPos)
	e.emitRange(file, src, off(fd.Pos()), off(fd.End()), edits)
	e.insert("\n", token.NoPos)
}

// renames returns the edits that give the references and declarations in
// n their bundle names.
func (e *emitter) renames(n *node, off func(token.Pos) int) []edit {
	var edits []edit
	info := n.pkg.TypesInfo
	replace := func(from, to token.Pos, text string) {
		edits = append(edits, edit{start: off(from), end: off(to), text: text, anchor: from})
	}
	ast.Inspect(n.syntax(), func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.SelectorExpr:
			id, ok := x.X.(*ast.Ident)
			if !ok {
				return true
			}
			pn, ok := info.Uses[id].(*types.PkgName)
			if !ok {
				return true
			}
			path := pn.Imported().Path()
			if e.prog.inlined[path] != nil {
				replace(id.Pos(), x.Sel.End(), e.nm.names[origin(info.Uses[x.Sel])])
			} else if name := e.nm.imports[path]; name != id.Name {
				replace(id.Pos(), id.End(), name)
			}
			return false
		case *ast.Ident:
			if obj := info.Uses[x]; obj != nil {
				obj = origin(obj)
				if v, ok := obj.(*types.Var); ok && v.IsField() {
					if name, ok := e.nm.fields[v]; ok {
						replace(x.Pos(), x.End(), name)
					}
					return true
				}
				if !isPkgLevel(obj) {
					return true
				}
				if _, ok := obj.(*types.PkgName); ok {
					return true
				}
				if e.prog.inlined[obj.Pkg().Path()] != nil {
					if name := e.nm.names[obj]; name != x.Name {
						replace(x.Pos(), x.End(), name)
					}
				} else { // dot import of a kept package
					replace(x.Pos(), x.End(), e.nm.imports[obj.Pkg().Path()]+"."+x.Name)
				}
				return true
			}
			if obj := info.Defs[x]; obj != nil && isPkgLevel(obj) {
				if name, ok := e.nm.names[obj]; ok && name != x.Name {
					replace(x.Pos(), x.End(), name)
				}
			}
		}
		return true
	})
	return edits
}

// loopVars returns edits that give each iteration its own copy of a loop
// variable a closure captures (or whose address is taken), as Go 1.22 and
// later do: the original was compiled with per-iteration variables and the
// target's Go shares one variable across iterations. A three-clause loop
// whose body assigns the variable cannot be fixed by a copy: that is
// reported instead.
func (e *emitter) loopVars(n *node, off func(token.Pos) int) []edit {
	if !loopVarSemantics(n.pkg) {
		return nil
	}
	var edits []edit
	info := n.pkg.TypesInfo
	ast.Inspect(n.syntax(), func(x ast.Node) bool {
		var lhs []ast.Expr
		var body *ast.BlockStmt
		threeClause := false
		switch x := x.(type) {
		case *ast.RangeStmt:
			if x.Tok != token.DEFINE {
				return true
			}
			lhs, body = []ast.Expr{x.Key, x.Value}, x.Body
		case *ast.ForStmt:
			as, ok := x.Init.(*ast.AssignStmt)
			if !ok || as.Tok != token.DEFINE {
				return true
			}
			lhs, body, threeClause = as.Lhs, x.Body, true
		default:
			return true
		}
		vars := map[types.Object]bool{}
		for _, l := range lhs {
			if id, ok := l.(*ast.Ident); ok && id.Name != "_" {
				if o := info.Defs[id]; o != nil {
					vars[o] = true
				}
			}
		}
		capturedVars := map[types.Object]bool{}
		written := map[types.Object]bool{}
		addressed := map[types.Object]bool{}
		var walk func(x ast.Node, inClosure bool)
		walk = func(x ast.Node, inClosure bool) {
			ast.Inspect(x, func(y ast.Node) bool {
				switch y := y.(type) {
				case *ast.FuncLit:
					if !inClosure {
						walk(y.Body, true)
						return false
					}
				case *ast.UnaryExpr:
					if id, ok := ast.Unparen(y.X).(*ast.Ident); ok && y.Op == token.AND && vars[info.Uses[id]] {
						capturedVars[info.Uses[id]] = true
						addressed[info.Uses[id]] = true
					}
				case *ast.AssignStmt:
					for _, l := range y.Lhs {
						if id, ok := ast.Unparen(l).(*ast.Ident); ok && vars[info.Uses[id]] {
							written[info.Uses[id]] = true
						}
					}
				case *ast.IncDecStmt:
					if id, ok := ast.Unparen(y.X).(*ast.Ident); ok && vars[info.Uses[id]] {
						written[info.Uses[id]] = true
					}
				case *ast.Ident:
					if inClosure && vars[info.Uses[y]] {
						capturedVars[info.Uses[y]] = true
					}
				}
				return true
			})
		}
		walk(body, false)
		var names []string
		for _, l := range lhs {
			id, ok := l.(*ast.Ident)
			if !ok || !capturedVars[info.Defs[id]] {
				continue
			}
			if threeClause && written[info.Defs[id]] {
				e.warn.add(e.prog.fset.Position(id.Pos()), "copy it into a variable declared inside the loop body", "loop variable %s is captured by a closure or its address is taken, and the body changes it: with the target's Go all iterations share one %s", id.Name, id.Name)
				continue
			}
			if threeClause && addressed[info.Defs[id]] {
				e.warn.add(e.prog.fset.Position(id.Pos()), "check the loop, or copy the variable yourself", "the address of loop variable %s is taken: the bundle copies it per iteration, as the original's Go does, but a write through the pointer no longer carries over to the next iteration", id.Name)
			}
			names = append(names, id.Name)
		}
		if len(names) > 0 {
			list := strings.Join(names, ", ")
			edits = append(edits, edit{start: off(body.Lbrace) + 1, end: off(body.Lbrace) + 1,
				text: fmt.Sprintf("\n%s := %s // per-iteration copy (the target's Go shares loop variables)\n", list, list), anchor: body.Lbrace})
		}
		return true
	})
	return edits
}

// loopVarSemantics reports whether p was compiled with per-iteration loop
// variables (its module's go version is 1.22 or later).
func loopVarSemantics(p *packages.Package) bool {
	v := "1.16"
	if p.Module != nil && p.Module.GoVersion != "" {
		v = p.Module.GoVersion
	}
	return goMinor("go"+v) >= 22
}

// goMinor returns N of "go1.N[.P]", or 0.
func goMinor(v string) int {
	v = strings.TrimPrefix(v, "go")
	parts := strings.Split(v, ".")
	if len(parts) < 2 || parts[0] != "1" {
		return 0
	}
	digits := parts[1]
	for i, c := range digits {
		if c < '0' || c > '9' {
			digits = digits[:i]
			break
		}
	}
	n, _ := strconv.Atoi(digits)
	return n
}
