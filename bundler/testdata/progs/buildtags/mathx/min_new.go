//go:build go1.21

package mathx

// Min uses the builtin, which exists from go1.21 on.
func Min(a, b int) int { return min(a, b) }
