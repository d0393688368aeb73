package bitboard

import (
	"fmt"
	"math/bits"
	"strings"
)

// B64 is a set of squares of a board with at most 64 squares (see the
// package comment for the square numbering). The zero value is empty.
type B64 uint64

// Bit64 returns the set holding only square i (0 <= i < 64).
func Bit64(i int) B64 { return B64(1) << uint(i&63) }

// Has reports whether square i is in b.
func (b B64) Has(i int) bool { return b>>uint(i&63)&1 != 0 }

// With returns b with square i added.
func (b B64) With(i int) B64 { return b | Bit64(i) }

// Without returns b with square i removed.
func (b B64) Without(i int) B64 { return b &^ Bit64(i) }

// Set adds square i to b in place.
func (b *B64) Set(i int) { *b |= Bit64(i) }

// Unset removes square i from b in place.
func (b *B64) Unset(i int) { *b &^= Bit64(i) }

// And returns b ∩ c (the same as b & c).
func (b B64) And(c B64) B64 { return b & c }

// Or returns b ∪ c (the same as b | c).
func (b B64) Or(c B64) B64 { return b | c }

// Xor returns the symmetric difference of b and c (b ^ c).
func (b B64) Xor(c B64) B64 { return b ^ c }

// AndNot returns b \ c (b &^ c).
func (b B64) AndNot(c B64) B64 { return b &^ c }

// Intersects reports whether b and c share a square.
func (b B64) Intersects(c B64) bool { return b&c != 0 }

// Count returns the number of squares in b.
func (b B64) Count() int { return bits.OnesCount64(uint64(b)) }

// IsZero reports whether b is empty.
func (b B64) IsZero() bool { return b == 0 }

// LSB returns the lowest square in b, or 64 if b is empty.
func (b B64) LSB() int { return bits.TrailingZeros64(uint64(b)) }

// Pop removes the lowest square from b and returns it. b must not be empty.
func (b *B64) Pop() int {
	i := bits.TrailingZeros64(uint64(*b))
	*b &= *b - 1
	return i
}

// Layout64 describes the geometry of a board stored in a B64.
// Build it with NewLayout64; the zero value is not usable.
type Layout64 struct {
	W, H   int // board width (columns) and height (rows)
	Stride int // bits per row: 8 when W <= 8 and H <= 8, else W
	Full   B64 // every square of the board
	notW   B64 // Full without column 0: where an eastward shift may land
	notE   B64 // Full without column W-1: where a westward shift may land
	col0   B64 // column 0
	row0   B64 // row 0
}

// NewLayout64 returns the layout of a w-column, h-row board.
// It panics unless w, h >= 1 and the board fits in 64 bits.
func NewLayout64(w, h int) *Layout64 {
	stride := w
	if w <= 8 && h <= 8 {
		stride = 8
	}
	if w < 1 || h < 1 || stride*(h-1)+w > 64 {
		panic(fmt.Sprintf("bitboard: %dx%d board does not fit in 64 bits", w, h))
	}
	l := &Layout64{W: w, H: h, Stride: stride}
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			l.Full |= Bit64(r*stride + c)
		}
		l.col0 |= Bit64(r * stride)
	}
	l.row0 = B64(1)<<uint(w) - 1
	l.notW = l.Full &^ l.col0
	l.notE = l.Full &^ (l.col0 << uint(w-1))
	return l
}

// Index returns the square of row r, column c.
func (l *Layout64) Index(r, c int) int { return r*l.Stride + c }

// RC returns the row and column of square i.
func (l *Layout64) RC(i int) (r, c int) { return i / l.Stride, i % l.Stride }

// InBounds reports whether row r, column c is on the board.
func (l *Layout64) InBounds(r, c int) bool {
	return uint(r) < uint(l.H) && uint(c) < uint(l.W)
}

// Square returns the set holding only the square at row r, column c.
func (l *Layout64) Square(r, c int) B64 { return Bit64(r*l.Stride + c) }

// Row returns all squares of row r.
func (l *Layout64) Row(r int) B64 { return l.row0 << uint(r*l.Stride) }

// Col returns all squares of column c.
func (l *Layout64) Col(c int) B64 { return l.col0 << uint(c) }

// Valid reports whether b holds only squares of the board.
func (l *Layout64) Valid(b B64) bool { return b&^l.Full == 0 }

// Not returns the board squares not in b.
func (l *Layout64) Not(b B64) B64 { return l.Full &^ b }

// East shifts every square one column east (c+1); the last column falls off.
func (l *Layout64) East(b B64) B64 { return b << 1 & l.notW }

// West shifts every square one column west (c-1); column 0 falls off.
func (l *Layout64) West(b B64) B64 { return b >> 1 & l.notE }

// North shifts every square one row north (r-1); row 0 falls off.
func (l *Layout64) North(b B64) B64 { return b >> uint(l.Stride) }

// South shifts every square one row south (r+1); the last row falls off.
func (l *Layout64) South(b B64) B64 { return b << uint(l.Stride) & l.Full }

// Shift translates every square by dr rows and dc columns; squares that
// leave the board are dropped.
func (l *Layout64) Shift(b B64, dr, dc int) B64 {
	for ; dc > 0; dc-- {
		b = l.East(b)
	}
	for ; dc < 0; dc++ {
		b = l.West(b)
	}
	if dr > 0 {
		if dr >= l.H {
			return 0
		}
		return b << uint(dr*l.Stride) & l.Full
	}
	if dr < 0 {
		if -dr >= l.H {
			return 0
		}
		return b >> uint(-dr*l.Stride)
	}
	return b
}

// Neighbors4 returns the squares orthogonally adjacent to some square of b.
// The result may include squares of b itself (two adjacent squares of b are
// each other's neighbours); use l.Neighbors4(b) &^ b for the outer border.
func (l *Layout64) Neighbors4(b B64) B64 {
	return (b<<1&l.notW | b>>1&l.notE | b>>uint(l.Stride) | b<<uint(l.Stride)) & l.Full
}

// Neighbors8 returns the squares orthogonally or diagonally adjacent to
// some square of b, with the same convention as Neighbors4.
func (l *Layout64) Neighbors8(b B64) B64 {
	h := b<<1&l.notW | b>>1&l.notE
	v := h | b
	return (h | v>>uint(l.Stride) | v<<uint(l.Stride)) & l.Full
}

// Dilate4 returns b together with its 4-neighbourhood.
func (l *Layout64) Dilate4(b B64) B64 { return b | l.Neighbors4(b) }

// Dilate8 returns b together with its 8-neighbourhood (the squares at
// king-move distance <= 1).
func (l *Layout64) Dilate8(b B64) B64 { return b | l.Neighbors8(b) }

// FloodFill4 returns the squares of mask reachable from seed&mask through
// orthogonal steps inside mask.
func (l *Layout64) FloodFill4(seed, mask B64) B64 {
	x := seed & mask
	for {
		y := (x | x<<1&l.notW | x>>1&l.notE | x>>uint(l.Stride) | x<<uint(l.Stride)) & mask
		if y == x {
			return x
		}
		x = y
	}
}

// FloodFill8 is FloodFill4 with diagonal steps allowed too.
func (l *Layout64) FloodFill8(seed, mask B64) B64 {
	x := seed & mask
	for {
		y := l.Dilate8(x) & mask
		if y == x {
			return x
		}
		x = y
	}
}

// String draws b as H lines of W characters, '#' for a square in b and
// '.' otherwise, each line ending in a newline.
func (l *Layout64) String(b B64) string {
	var sb strings.Builder
	for r := 0; r < l.H; r++ {
		for c := 0; c < l.W; c++ {
			if b.Has(l.Index(r, c)) {
				sb.WriteByte('#')
			} else {
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
