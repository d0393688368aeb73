package work

// Thunks returns closures that capture range and three-clause loop
// variables; the original was compiled with per-iteration variables.
func Thunks(words []string) []func() string {
	var fs []func() string
	for i, w := range words {
		fs = append(fs, func() string { return w + string(rune('0'+i)) })
	}
	for i := 0; i < 3; i++ {
		fs = append(fs, func() string { return string(rune('a' + i)) })
	}
	return fs
}

// Ptrs takes addresses of a loop variable.
func Ptrs(n int) []*int {
	var ps []*int
	for i := 0; i < n; i++ {
		ps = append(ps, &i)
	}
	return ps
}
