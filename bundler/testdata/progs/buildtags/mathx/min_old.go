//go:build !go1.21

package mathx

import "sort"

// Min is the fallback for older Go: the judge's go1.20 builds this file,
// and the bundle must take it (and its import) instead of min_new.go.
func Min(a, b int) int {
	s := []int{a, b}
	sort.Ints(s)
	return s[0]
}
