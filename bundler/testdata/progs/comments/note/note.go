// Package note has many comments.
package note

/* A block comment
   over lines. */

// Hot is not inlined.
//
//go:noinline
func Hot(x int) int {
	return x + 1 // trailing comment
}

// Text has a comment-like string that must survive stripping.
const Text = "// not a comment /* nor this */"
