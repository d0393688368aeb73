// Package workspace reads workspace.toml, the file at the root of a
// contest workspace that names its problems (solution directory, platform
// target, judge, seeds) and overrides or adds platform targets.
//
// The five platform targets are built in (see Builtin), so tools that only
// need a target, such as `bundle -target codechef ./cmd/x`, work in any Go
// module, with or without a workspace.toml.
package workspace

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/BurntSushi/toml"
)

// FileName is the name of the workspace file at the workspace root.
const FileName = "workspace.toml"

// Workspace is a parsed workspace.toml together with the built-in targets.
type Workspace struct {
	// Root is the directory holding workspace.toml ("" when there is none).
	Root string
	// Default is the problem commands use when none is named.
	Default string
	// Problems by name.
	Problems map[string]*Problem
	// Targets by name: the built-in ones, overridden field by field by the
	// file's [targets.NAME] tables.
	Targets map[string]*Target
}

// file is the on-disk shape of workspace.toml.
type file struct {
	Default  string                `toml:"default"`
	Problems map[string]*Problem   `toml:"problems"`
	Targets  map[string]targetFile `toml:"targets"`
}

// ErrNotFound reports that no workspace.toml exists in a directory or any
// of its parents.
var ErrNotFound = errors.New("no " + FileName + " in this directory or its parents")

// Find returns the directory at or above dir that holds workspace.toml.
func Find(dir string) (string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, FileName)); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", ErrNotFound
		}
		dir = parent
	}
}

// Load finds workspace.toml at or above dir and parses it. When there is
// none it returns a Workspace with only the built-in targets and
// ErrNotFound, so callers that need no problem can go on.
func Load(dir string) (*Workspace, error) {
	ws := &Workspace{Problems: map[string]*Problem{}, Targets: Builtin()}
	root, err := Find(dir)
	if err != nil {
		return ws, err
	}
	ws.Root = root
	path := filepath.Join(root, FileName)
	var f file
	md, err := toml.DecodeFile(path, &f)
	if err != nil {
		var perr toml.ParseError
		if errors.As(err, &perr) {
			return ws, fmt.Errorf("%s:%d: %s", path, perr.Position.Line, perr.Message)
		}
		return ws, fmt.Errorf("%s: %w", path, err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		return ws, fmt.Errorf("%s: unknown key %q (see the comments at the top of the file for the known ones)", path, und[0].String())
	}
	ws.Default = f.Default
	for name, tf := range f.Targets {
		t, ok := ws.Targets[name]
		if !ok {
			t = &Target{Name: name}
			ws.Targets[name] = t
		}
		tf.apply(t)
	}
	for name, p := range f.Problems {
		p.Name = name
		if p.Dir == "" {
			return ws, fmt.Errorf("%s: problem %q has no dir", path, name)
		}
		if p.Target == "" {
			return ws, fmt.Errorf("%s: problem %q has no target (one of %v)", path, name, ws.TargetNames())
		}
		if _, ok := ws.Targets[p.Target]; !ok {
			return ws, fmt.Errorf("%s: problem %q: unknown target %q (known: %v)", path, name, p.Target, ws.TargetNames())
		}
		if p.Judge == "" {
			p.Judge = "builtin"
		}
		ws.Problems[name] = p
	}
	if ws.Default != "" && ws.Problems[ws.Default] == nil {
		return ws, fmt.Errorf("%s: default problem %q is not defined", path, ws.Default)
	}
	return ws, nil
}

// Problem returns the named problem, or the default one when name is "".
func (ws *Workspace) Problem(name string) (*Problem, error) {
	if name == "" {
		name = ws.Default
		if name == "" {
			return nil, fmt.Errorf("no problem named and no default in %s", FileName)
		}
	}
	p, ok := ws.Problems[name]
	if !ok {
		return nil, fmt.Errorf("unknown problem %q (known: %v)", name, ws.ProblemNames())
	}
	return p, nil
}

// Target returns the named target.
func (ws *Workspace) Target(name string) (*Target, error) {
	t, ok := ws.Targets[name]
	if !ok {
		return nil, fmt.Errorf("unknown target %q (known: %v)", name, ws.TargetNames())
	}
	return t, nil
}

// Path returns rel resolved against the workspace root.
func (ws *Workspace) Path(rel string) string {
	if filepath.IsAbs(rel) {
		return rel
	}
	return filepath.Join(ws.Root, rel)
}

// ProblemNames returns the problem names, sorted.
func (ws *Workspace) ProblemNames() []string { return sortedKeys(ws.Problems) }

// TargetNames returns the target names, sorted.
func (ws *Workspace) TargetNames() []string { return sortedKeys(ws.Targets) }

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Duration is a time.Duration written in TOML as a string such as "2s".
type Duration struct{ time.Duration }

// UnmarshalText parses a duration such as "2s" or "500ms".
func (d *Duration) UnmarshalText(b []byte) error {
	v, err := time.ParseDuration(string(b))
	if err != nil {
		return err
	}
	d.Duration = v
	return nil
}

// MarshalText writes the duration as time.Duration.String does.
func (d Duration) MarshalText() ([]byte, error) { return []byte(d.String()), nil }
