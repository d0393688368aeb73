// Package ring is a third-party module for the bundler tests: a fixed-size
// ring buffer. It is inlined for targets that do not provide it and kept as
// an import for one that does.
package ring

// Ring keeps the last Cap values pushed.
type Ring struct {
	buf  []int
	next int
	full bool
}

// New returns an empty ring of capacity n.
func New(n int) *Ring { return &Ring{buf: make([]int, n)} }

// Push adds v, dropping the oldest value when full.
func (r *Ring) Push(v int) {
	r.buf[r.next] = v
	r.next = (r.next + 1) % len(r.buf)
	if r.next == 0 {
		r.full = true
	}
}

// Sum adds up the values held.
func (r *Ring) Sum() int {
	s := 0
	n := r.next
	if r.full {
		n = len(r.buf)
	}
	for i := 0; i < n; i++ {
		s += r.buf[i]
	}
	return s
}

// Unused is never called by the test program.
func Unused() string { return "fakemod unused" }
