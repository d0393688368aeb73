package bundler

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"

	"golang.org/x/tools/go/packages"
)

// site is one place in the kept code that names a package-level object or
// an imported package; a new name must not be captured there by a local.
type site struct {
	pkg *packages.Package
	pos token.Pos
	// text is the name written at the site; a site whose text equals the
	// new name and that resolved to the same object stays correct.
	text string
	// same reports an unqualified reference inside the declaring package.
	same bool
}

// naming assigns every kept package-level object and every kept import a
// name unique in the bundle's single package scope.
type naming struct {
	prog *program
	g    *graph
	// universe holds predeclared names the kept code uses (len, max,
	// error...): no package-level object may take them.
	universe  map[string]bool
	taken     map[string]bool
	names     map[types.Object]string
	imports   map[string]string // kept import path -> its name in the bundle
	objSites  map[types.Object][]site
	pathSites map[string][]site
	// embedded are types some kept struct embeds: they keep their names
	// first, as renaming them renames the field too.
	embedded   map[*types.TypeName]bool
	fieldType  map[*types.Var]*types.TypeName
	fields     map[*types.Var]string // embedded fields whose name changes
	blank      map[string]bool       // kept packages imported for effect only
	mainFunc   types.Object
	renamedObj int
}

func isPkgLevel(obj types.Object) bool {
	return obj != nil && obj.Pkg() != nil && obj.Parent() == obj.Pkg().Scope()
}

func newNaming(prog *program, g *graph) *naming {
	nm := &naming{prog: prog, g: g, universe: map[string]bool{"bool": true, "true": true},
		taken: map[string]bool{}, names: map[types.Object]string{}, imports: map[string]string{},
		objSites: map[types.Object][]site{}, pathSites: map[string][]site{},
		embedded: map[*types.TypeName]bool{}, fieldType: map[*types.Var]*types.TypeName{},
		fields: map[*types.Var]string{}, blank: map[string]bool{}}
	if prog.root.Name == "main" {
		nm.mainFunc = prog.root.Types.Scope().Lookup("main")
	}
	for _, p := range prog.pkgs {
		for _, f := range p.Syntax {
			for _, im := range f.Imports {
				path, _ := strconv.Unquote(im.Path.Value)
				if im.Name != nil && im.Name.Name == "_" && prog.inlined[path] == nil {
					nm.blank[path] = true
				}
			}
		}
	}
	for _, n := range g.nodes {
		if n.reach {
			nm.collect(n)
		}
	}
	return nm
}

// collect records the sites and facts of one reachable node.
func (nm *naming) collect(n *node) {
	p, info := n.pkg, n.pkg.TypesInfo
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
			nm.embeddedField(info, x.Sel)
			path := pn.Imported().Path()
			if nm.prog.inlined[path] != nil {
				obj := origin(info.Uses[x.Sel])
				nm.objSites[obj] = append(nm.objSites[obj], site{pkg: p, pos: id.Pos(), text: ""})
			} else {
				nm.pathSites[path] = append(nm.pathSites[path], site{pkg: p, pos: id.Pos(), text: id.Name})
			}
			return false
		case *ast.Ident:
			if obj := info.Uses[x]; obj != nil {
				obj = origin(obj)
				if obj.Parent() == types.Universe {
					nm.universe[obj.Name()] = true
				}
				if isPkgLevel(obj) {
					if _, ok := obj.(*types.PkgName); ok {
						return true
					}
					if nm.prog.inlined[obj.Pkg().Path()] != nil {
						same := obj.Pkg() == p.Types
						nm.objSites[obj] = append(nm.objSites[obj], site{pkg: p, pos: x.Pos(), text: x.Name, same: same})
					} else { // a dot import of a kept package
						nm.pathSites[obj.Pkg().Path()] = append(nm.pathSites[obj.Pkg().Path()], site{pkg: p, pos: x.Pos()})
					}
				}
			}
			nm.embeddedField(info, x)
		}
		return true
	})
}

// embeddedField records x when it names the type of an embedded field.
func (nm *naming) embeddedField(info *types.Info, x *ast.Ident) {
	if v, ok := info.Defs[x].(*types.Var); ok && v.IsField() && v.Embedded() {
		if tn, ok := info.Uses[x].(*types.TypeName); ok {
			nm.embedded[tn] = true
			nm.fieldType[v] = tn
		}
	}
}

// captured reports whether a local declaration visible at s would capture
// the name c.
func captured(s site, c string) bool {
	pkgScope := s.pkg.Types.Scope()
	inner := pkgScope.Innermost(s.pos)
	if inner == nil {
		return false
	}
	scope, obj := inner.LookupParent(c, s.pos)
	if obj == nil {
		return false
	}
	return scope != pkgScope && scope != types.Universe && scope.Parent() != pkgScope
}

func (nm *naming) free(c string, sites []site) bool {
	if !token.IsIdentifier(c) || nm.taken[c] || nm.universe[c] || c == "init" || c == "main" || c == "_" {
		return false
	}
	for _, s := range sites {
		if s.same && s.text == c {
			continue
		}
		if captured(s, c) {
			return false
		}
	}
	return true
}

// assign gives every kept import and object its bundle name.
func (nm *naming) assign(objs []types.Object) {
	// Imports first: they are few and their names are what readers expect.
	paths := make([]string, 0, len(nm.pathSites))
	for path := range nm.pathSites {
		paths = append(paths, path)
	}
	sort.Slice(paths, func(i, j int) bool {
		a, b := len(nm.pathSites[paths[i]]), len(nm.pathSites[paths[j]])
		if a != b {
			return a > b
		}
		return paths[i] < paths[j]
	})
	for _, path := range paths {
		sites := nm.pathSites[path]
		count := map[string]int{}
		for _, s := range sites {
			if s.text != "" {
				count[s.text]++
			}
		}
		var cands []string
		for text := range count {
			cands = append(cands, text)
		}
		sort.Slice(cands, func(i, j int) bool {
			if count[cands[i]] != count[cands[j]] {
				return count[cands[i]] > count[cands[j]]
			}
			return cands[i] < cands[j]
		})
		base := nm.prog.kept[path].Name()
		cands = append(cands, base)
		for k := 2; ; k++ {
			var c string
			if len(cands) > 0 {
				c, cands = cands[0], cands[1:]
			} else {
				c = base + "_" + strconv.Itoa(k)
			}
			if nm.free(c, sites) {
				nm.imports[path] = c
				nm.taken[c] = true
				break
			}
		}
	}

	// Objects: embedded types first, then the root package, then the rest
	// in initialisation order (objs is already in that order).
	order := make([]types.Object, 0, len(objs))
	for _, pass := range []func(types.Object) bool{
		func(o types.Object) bool { tn, ok := o.(*types.TypeName); return ok && nm.embedded[tn] },
		func(o types.Object) bool { return o.Pkg() == nm.prog.root.Types },
		func(types.Object) bool { return true },
	} {
		for _, o := range objs {
			if _, done := nm.names[o]; !done && pass(o) {
				nm.names[o] = "" // placeholder: ordered, not yet named
				order = append(order, o)
			}
		}
	}
	for _, o := range order {
		if o == nm.mainFunc {
			nm.names[o] = "main"
			nm.taken["main"] = true
			continue
		}
		sites := nm.objSites[o]
		prefix := o.Pkg().Name() + "_"
		name := o.Name()
		for k := 1; ; k++ {
			c := name
			switch {
			case k == 2:
				c = prefix + name
			case k > 2:
				c = prefix + name + "_" + strconv.Itoa(k-1)
			}
			if nm.free(c, sites) {
				nm.names[o] = c
				nm.taken[c] = true
				if c != name {
					nm.renamedObj++
				}
				break
			}
		}
	}
	for v, tn := range nm.fieldType {
		if n, ok := nm.names[tn]; ok && n != tn.Name() {
			nm.fields[v] = n
		}
	}
}
