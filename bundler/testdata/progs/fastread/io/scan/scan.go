// Package scan is named like nothing else, but lives under a directory
// named io, next to the standard io package main uses.
package scan

import (
	"bufio"
	"io"
)

// Reader reads integers.
type Reader struct{ r *bufio.Reader }

// New wraps r.
func New(r io.Reader) *Reader { return &Reader{bufio.NewReader(r)} }

// Int reads one integer; ok is false at EOF.
func (s *Reader) Int() (n int, ok bool) {
	c, err := s.r.ReadByte()
	for err == nil && (c == ' ' || c == '\n') {
		c, err = s.r.ReadByte()
	}
	if err != nil {
		return 0, false
	}
	neg := c == '-'
	if neg {
		c, _ = s.r.ReadByte()
	}
	for err == nil && c >= '0' && c <= '9' {
		n = n*10 + int(c-'0')
		c, err = s.r.ReadByte()
	}
	if neg {
		n = -n
	}
	return n, true
}
