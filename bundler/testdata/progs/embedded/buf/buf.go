package buf

import "strings"

// Buf is embedded by main's Log, and main has its own Buf too.
type Buf struct{ parts []string }

// Add appends a part.
func (b *Buf) Add(s string) { b.parts = append(b.parts, s) }

// String joins the parts.
func (b *Buf) String() string { return strings.Join(b.parts, "+") }

// Counter is embedded by pointer.
type Counter struct{ N int }

// Inc counts.
func (c *Counter) Inc() { c.N++ }
