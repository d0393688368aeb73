package bundler

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/packages"
)

// node is one removable unit of package-level source: a function or
// method, a type spec, a var spec, or a whole const group (a const group
// stays whole because removing a spec would change iota and the implicit
// repetition of the specs after it).
type node struct {
	pkg  *packages.Package
	file *ast.File
	decl ast.Decl // *ast.FuncDecl or *ast.GenDecl
	spec ast.Spec // the var or type spec; nil for funcs and const groups
	objs []types.Object
	// init marks an init function; method is set for methods.
	init   bool
	method *types.Func
	reach  bool
}

// syntax is the node's source, for walking.
func (n *node) syntax() ast.Node {
	if n.spec != nil {
		return n.spec
	}
	return n.decl
}

// graph holds the nodes of all inlined packages and decides which are
// reachable from the program's roots.
type graph struct {
	prog      *program
	nodes     []*node
	nodeOf    map[types.Object]*node
	methodsOf map[*types.TypeName][]*node
	// ifaceExported are method names of any interface the program can see:
	// a reachable type keeps its exported methods of these names, as a
	// call through an interface (perhaps inside the standard library) may
	// reach them. ifaceLocal does the same for unexported methods, which
	// only satisfy interfaces of their own package.
	ifaceExported map[string]bool
	ifaceLocal    map[*types.Package]map[string]bool
}

// dynamicNames are methods the standard library finds by type assertion
// on interfaces that are not in any package scope (e.g. errors.Is).
var dynamicNames = []string{"Error", "String", "GoString", "Format", "Unwrap", "Is", "As",
	"Len", "Less", "Swap", "Push", "Pop", "Read", "Write", "Close", "Timeout", "Temporary"}

func origin(obj types.Object) types.Object {
	switch o := obj.(type) {
	case *types.Func:
		return o.Origin()
	case *types.Var:
		return o.Origin()
	}
	return obj
}

func buildGraph(prog *program) *graph {
	g := &graph{prog: prog, nodeOf: map[types.Object]*node{}, methodsOf: map[*types.TypeName][]*node{},
		ifaceExported: map[string]bool{}, ifaceLocal: map[*types.Package]map[string]bool{}}
	for _, name := range dynamicNames {
		g.ifaceExported[name] = true
	}
	addIface := func(pkg *types.Package, it *types.Interface) {
		for i := 0; i < it.NumMethods(); i++ {
			m := it.Method(i)
			if m.Exported() {
				g.ifaceExported[m.Name()] = true
			} else {
				if g.ifaceLocal[m.Pkg()] == nil {
					g.ifaceLocal[m.Pkg()] = map[string]bool{}
				}
				g.ifaceLocal[m.Pkg()][m.Name()] = true
			}
		}
	}
	for _, kp := range prog.kept {
		scope := kp.Scope()
		for _, name := range scope.Names() {
			if tn, ok := scope.Lookup(name).(*types.TypeName); ok {
				if it, ok := tn.Type().Underlying().(*types.Interface); ok {
					addIface(kp, it)
				}
			}
		}
	}
	for _, p := range prog.pkgs {
		info := p.TypesInfo
		for _, f := range p.Syntax {
			ast.Inspect(f, func(n ast.Node) bool {
				if it, ok := n.(*ast.InterfaceType); ok {
					if tv, ok := info.Types[it]; ok {
						if iface, ok := tv.Type.Underlying().(*types.Interface); ok {
							addIface(p.Types, iface)
						}
					}
				}
				return true
			})
			for _, d := range f.Decls {
				g.addDecl(p, f, d)
			}
		}
	}
	return g
}

func (g *graph) add(n *node) {
	g.nodes = append(g.nodes, n)
	for _, o := range n.objs {
		g.nodeOf[o] = n
	}
}

func (g *graph) addDecl(p *packages.Package, f *ast.File, d ast.Decl) {
	info := p.TypesInfo
	switch d := d.(type) {
	case *ast.FuncDecl:
		n := &node{pkg: p, file: f, decl: d}
		obj, _ := info.Defs[d.Name].(*types.Func)
		switch {
		case d.Recv == nil && d.Name.Name == "init":
			n.init = true
		case d.Recv != nil:
			n.method = obj
			if obj != nil {
				recv := obj.Type().(*types.Signature).Recv().Type()
				if ptr, ok := recv.(*types.Pointer); ok {
					recv = ptr.Elem()
				}
				if named, ok := recv.(*types.Named); ok {
					tn := named.Origin().Obj()
					g.methodsOf[tn] = append(g.methodsOf[tn], n)
				}
				g.nodeOf[obj] = n
			}
			g.nodes = append(g.nodes, n)
			return
		default:
			if obj != nil {
				n.objs = []types.Object{obj}
			}
		}
		g.add(n)
	case *ast.GenDecl:
		switch d.Tok {
		case token.IMPORT:
		case token.CONST:
			n := &node{pkg: p, file: f, decl: d}
			for _, s := range d.Specs {
				for _, id := range s.(*ast.ValueSpec).Names {
					if o := info.Defs[id]; o != nil {
						n.objs = append(n.objs, o)
					}
				}
			}
			g.add(n)
		case token.VAR:
			for _, s := range d.Specs {
				n := &node{pkg: p, file: f, decl: d, spec: s}
				for _, id := range s.(*ast.ValueSpec).Names {
					if o := info.Defs[id]; o != nil {
						n.objs = append(n.objs, o)
					}
				}
				g.add(n)
			}
		case token.TYPE:
			for _, s := range d.Specs {
				n := &node{pkg: p, file: f, decl: d, spec: s}
				if o := info.Defs[s.(*ast.TypeSpec).Name]; o != nil {
					n.objs = []types.Object{o}
				}
				g.add(n)
			}
		}
	}
}

// isRoot reports whether n must be kept whatever uses it: main.main, init
// functions, and vars whose initialisation may have effects (or are blank,
// such as interface assertions).
func (g *graph) isRoot(n *node) bool {
	if n.init {
		return true
	}
	if fd, ok := n.decl.(*ast.FuncDecl); ok {
		return n.pkg == g.prog.root && fd.Recv == nil && fd.Name.Name == "main"
	}
	vs, ok := n.spec.(*ast.ValueSpec)
	if !ok || n.decl.(*ast.GenDecl).Tok != token.VAR {
		return false
	}
	blank := true
	for _, id := range vs.Names {
		if id.Name != "_" {
			blank = false
		}
	}
	if blank {
		return true
	}
	for _, v := range vs.Values {
		if hasEffects(n.pkg.TypesInfo, v) {
			return true
		}
	}
	return false
}

// pureBuiltins are builtins whose calls have no effect but a panic.
var pureBuiltins = map[string]bool{"make": true, "new": true, "len": true, "cap": true, "append": true,
	"complex": true, "real": true, "imag": true, "min": true, "max": true}

// hasEffects reports whether evaluating e may do more than compute a
// value: call a function, receive from a channel.
func hasEffects(info *types.Info, e ast.Expr) bool {
	effects := false
	ast.Inspect(e, func(n ast.Node) bool {
		if effects {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // its body runs only when called
		case *ast.CallExpr:
			tv := info.Types[n.Fun]
			if tv.IsType() {
				return true
			}
			if tv.IsBuiltin() {
				if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && pureBuiltins[id.Name] {
					return true
				}
			}
			effects = true
		case *ast.UnaryExpr:
			if n.Op == token.ARROW {
				effects = true
			}
		}
		return true
	})
	return effects
}

// mark computes reachability from the roots.
func (g *graph) mark() {
	var queue []*node
	push := func(n *node) {
		if n != nil && !n.reach {
			n.reach = true
			queue = append(queue, n)
		}
	}
	for _, n := range g.nodes {
		if g.isRoot(n) {
			push(n)
		}
	}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		info := n.pkg.TypesInfo
		ast.Inspect(n.syntax(), func(x ast.Node) bool {
			if id, ok := x.(*ast.Ident); ok {
				if o := info.Uses[id]; o != nil {
					push(g.nodeOf[origin(o)])
				}
			}
			return true
		})
		for _, o := range n.objs {
			tn, ok := o.(*types.TypeName)
			if !ok {
				continue
			}
			for _, m := range g.methodsOf[tn] {
				name := m.method.Name()
				if (m.method.Exported() && g.ifaceExported[name]) || g.ifaceLocal[m.method.Pkg()][name] {
					push(m)
				}
			}
		}
	}
}

// reachedObjects returns the package-level objects of reachable nodes that
// need a name in the bundle, in a deterministic order.
func (g *graph) reachedObjects() []types.Object {
	var objs []types.Object
	for _, n := range g.nodes {
		if !n.reach {
			continue
		}
		for _, o := range n.objs {
			if o.Name() != "_" {
				objs = append(objs, o)
			}
		}
	}
	return objs
}
