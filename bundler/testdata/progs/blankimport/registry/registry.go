package registry

import "sort"

var names = map[string]int{}

// Register is called by plugins' init functions.
func Register(name string, v int) { names[name] = v }

// Names lists what was registered.
func Names() []string {
	var out []string
	for n := range names {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
