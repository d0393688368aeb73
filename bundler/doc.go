// Package bundler turns a Go program — a main package and every package it
// imports that a contest judge does not provide — into one package main
// source file that builds and behaves like the original, and proves it
// before the user pastes it.
//
// # How a bundle is made
//
// Bundle lists the import graph with golang.org/x/tools/go/packages (go
// list, no compiling) to decide what to inline (every package of a module
// the target does not provide: the user's own, the workspace's lib/,
// third-party modules from the module cache) and what to keep as an import
// (the standard library and the target's modules, e.g. gonum for atcoder).
// The kept packages' types come from export data; the inlined packages are
// parsed and type-checked in-process, so a save never makes the go command
// recompile the solution. Each package's files are selected with the
// judge's Go release tags: a //go:build go1.21 file gives way to its
// !go1.21 fallback for a go1.20 judge. With a Cache shared by successive
// calls (a watch loop), the kept packages' export data is loaded while the
// graph is listed. BundleAll bundles many programs with one listing.
//
// Packages that cannot live in one pure-Go file are refused with the
// position and what to do: cgo, assembly and other non-Go sources,
// //go:embed, //go:linkname.
//
// Dead code: every package-level declaration (function, method, type spec,
// var spec, whole const group — iota makes a group indivisible) is a node;
// the roots are main, the init functions and every var whose initializer
// may have effects; references found through go/types mark the rest. A
// method is kept when it is named (call, method value or expression) or
// when its type is reachable and an interface the program can see has a
// method of that name (sort.Interface's Len/Less/Swap, fmt.Stringer...).
// A program that calls one function of a large library package gets that
// function and what it needs.
//
// Names: all inlined packages share one package scope, so each kept
// package-level object gets a name unique in it. A name is kept when
// possible; otherwise it becomes pkg_Name (pkg_Name_2, ...). A candidate
// is refused if a local declaration at any reference site would capture
// it, if it is a predeclared name the kept code uses (a library's max must
// not hide the builtin max of main), or if it is an import's name. Import
// names are assigned first, so math/rand and crypto/rand can both be used
// (one gets an alias). Types embedded in structs keep their names first,
// because the field's name is the type's; if one must change anyway, the
// field's uses change with it and a warning says so (reflection and %+v
// would show the new name). Dot imports become qualified references.
//
// Initialisation order is the original's: packages are emitted in the
// order Go 1.21+ initialises them (by import path, each after its
// imports), files in compile order, so every package's variables are
// initialised before its importers'; each non-main init function becomes
//
//	var _ = func() bool { func() { ...body... }(); return true }()
//
// emitted after all of its package's files, so it runs after that
// package's variables and before the importers'.
//
// Loop variables: a program compiled with go >= 1.22 has a fresh loop
// variable per iteration; a judge on go1.20 shares one. When the target is
// older than go1.22 and a closure captures a loop variable (or its address
// is taken), the bundle copies it at the top of the body (`i := i`), which
// is exact for range loops and for three-clause loops whose body does not
// assign the variable; otherwise a warning says what to do.
//
// # Checks
//
// On by default: the output is gofmt-formatted (go/format); it type-checks
// at the target's Go version (go/types Config.GoVersion: min, max, clear,
// range over int... are caught); it uses no standard-library symbol newer
// than the target, per $GOROOT/api/go1.N.txt; it fits the target's size
// limit. Every problem is reported at the ORIGINAL file:line:col — the
// bundle text is built with a source map — with what to do. With
// Config.Toolchain (the bundle command's default) the bundle is also
// compiled by the judge's own Go release (GOTOOLCHAIN=<target.Go>, fetched
// through the module proxy the first time) in a throw-away module that
// mirrors the judge's: its go version and provided modules at their
// versions. A module the proxy refuses (ac-library-go) cannot be mirrored:
// the check then says it could not verify the bundle.
//
// # TopCoder
//
// A target with Adapter "topcoder" bundles a plain package declaring the
// class named by Config.Class: a main package serving the line protocol
// (see the workspace docs) is generated from the methods' go/types
// signatures, laid over the package directory with a packages.Load
// overlay, and bundled like any program.
//
// # Limits
//
// Output that depends on package paths cannot be kept: %T prints main.T
// for every type, and panics' stack traces name the bundle. A method
// reached only through reflection (reflect's MethodByName, text/template)
// and named like no interface method is removed as dead code. Packages built
// only for other platforms are not considered: the judges run linux/amd64.
package bundler
