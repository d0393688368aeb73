package bundler

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/gamews/gamews/internal/workspace"
)

// unfetchable lists modules a judge provides but the module proxy refuses
// to serve, so a mirror module cannot contain them.
var unfetchable = []string{"github.com/monkukui/ac-library-go"}

// toolchainCheck compiles src with the target's own Go release in a
// throw-away module that mirrors the judge's: same go version, same
// provided modules at the same versions. The first run downloads the
// toolchain (GOTOOLCHAIN=<t.Go>) and the modules through the module proxy.
// notes explain a check that could not be made.
func toolchainCheck(ctx context.Context, src []byte, t *workspace.Target, imports []string) (notes []string, err error) {
	for _, path := range imports {
		for _, m := range unfetchable {
			if path == m || strings.HasPrefix(path, m+"/") {
				return []string{fmt.Sprintf("the bundle imports %s, which the module proxy does not serve: the %s toolchain check cannot verify it (the type check at %s did pass)", path, t.Go, t.Go)}, nil
			}
		}
	}
	dir, err := os.MkdirTemp("", "gamews-bundle-mirror-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	var mod bytes.Buffer
	// A module path without a dot is taken for a standard package by go1.20.
	fmt.Fprintf(&mod, "module gamews.local/judge\n\ngo %s\n", strings.TrimPrefix(t.Go, "go"))
	var reqs []string
	for _, m := range t.Modules {
		path, version, _ := strings.Cut(m, "@")
		skip := false
		for _, u := range unfetchable {
			skip = skip || path == u
		}
		if !skip && version != "" {
			reqs = append(reqs, "\t"+path+" "+version)
		}
	}
	if len(reqs) > 0 {
		fmt.Fprintf(&mod, "\nrequire (\n%s\n)\n", strings.Join(reqs, "\n"))
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), mod.Bytes(), 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), src, 0o644); err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, "go", "build", "-mod=mod", "-o", os.DevNull, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN="+t.Go, "GOOS=linux", "GOARCH=amd64", "CGO_ENABLED=0", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		ps := &problems{stage: "toolchain"}
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "go: downloading") {
				continue
			}
			line = strings.TrimPrefix(line, "./")
			ps.add(errPos(""), "", "%s (bundle position; %s in a module mirroring the %s judge)", line, t.Go, t.Name)
		}
		if len(ps.list) == 0 {
			ps.add(errPos(""), "", "go build with %s failed: %v", t.Go, err)
		}
		return nil, ps.err()
	}
	return nil, nil
}
