package bitboard

import (
	"fmt"
	"math/bits"
	"strings"
)

// B256 is a set of squares of a board with at most 256 squares: square i
// is bit i%64 of word i/64, the words being W0..W3. A 16x16 board (Stride
// 16) holds four rows per word. The zero value is empty; == compares
// sets. (A struct, not an array, so that the compiler keeps the words in
// registers.)
type B256 struct{ W0, W1, W2, W3 uint64 }

// Bit256 returns the set holding only square i (0 <= i < 256).
func Bit256(i int) B256 {
	x := uint64(1) << uint(i&63)
	switch i >> 6 {
	case 0:
		return B256{W0: x}
	case 1:
		return B256{W1: x}
	case 2:
		return B256{W2: x}
	}
	return B256{W3: x}
}

// Word returns word k (0..3): squares 64k..64k+63.
func (b B256) Word(k int) uint64 {
	switch k {
	case 0:
		return b.W0
	case 1:
		return b.W1
	case 2:
		return b.W2
	}
	return b.W3
}

// Has reports whether square i is in b.
func (b B256) Has(i int) bool { return b.Word(i>>6)>>uint(i&63)&1 != 0 }

// With returns b with square i added.
func (b B256) With(i int) B256 { return b.Or(Bit256(i)) }

// Without returns b with square i removed.
func (b B256) Without(i int) B256 { return b.AndNot(Bit256(i)) }

// Set adds square i to b in place.
func (b *B256) Set(i int) { *b = b.Or(Bit256(i)) }

// Unset removes square i from b in place.
func (b *B256) Unset(i int) { *b = b.AndNot(Bit256(i)) }

// And returns b ∩ c.
func (b B256) And(c B256) B256 {
	return B256{b.W0 & c.W0, b.W1 & c.W1, b.W2 & c.W2, b.W3 & c.W3}
}

// Or returns b ∪ c.
func (b B256) Or(c B256) B256 {
	return B256{b.W0 | c.W0, b.W1 | c.W1, b.W2 | c.W2, b.W3 | c.W3}
}

// Xor returns the symmetric difference of b and c.
func (b B256) Xor(c B256) B256 {
	return B256{b.W0 ^ c.W0, b.W1 ^ c.W1, b.W2 ^ c.W2, b.W3 ^ c.W3}
}

// AndNot returns b \ c.
func (b B256) AndNot(c B256) B256 {
	return B256{b.W0 &^ c.W0, b.W1 &^ c.W1, b.W2 &^ c.W2, b.W3 &^ c.W3}
}

// Count returns the number of squares in b.
func (b B256) Count() int {
	return bits.OnesCount64(b.W0) + bits.OnesCount64(b.W1) +
		bits.OnesCount64(b.W2) + bits.OnesCount64(b.W3)
}

// IsZero reports whether b is empty.
func (b B256) IsZero() bool { return b.W0|b.W1|b.W2|b.W3 == 0 }

// Intersects reports whether b and c share a square.
func (b B256) Intersects(c B256) bool {
	return b.W0&c.W0|b.W1&c.W1|b.W2&c.W2|b.W3&c.W3 != 0
}

// LSB returns the lowest square in b, or 256 if b is empty.
func (b B256) LSB() int {
	switch {
	case b.W0 != 0:
		return bits.TrailingZeros64(b.W0)
	case b.W1 != 0:
		return 64 + bits.TrailingZeros64(b.W1)
	case b.W2 != 0:
		return 128 + bits.TrailingZeros64(b.W2)
	}
	return 192 + bits.TrailingZeros64(b.W3)
}

// Pop removes the lowest square from b and returns it. b must not be empty.
func (b *B256) Pop() int {
	switch {
	case b.W0 != 0:
		i := bits.TrailingZeros64(b.W0)
		b.W0 &= b.W0 - 1
		return i
	case b.W1 != 0:
		i := 64 + bits.TrailingZeros64(b.W1)
		b.W1 &= b.W1 - 1
		return i
	case b.W2 != 0:
		i := 128 + bits.TrailingZeros64(b.W2)
		b.W2 &= b.W2 - 1
		return i
	}
	i := 192 + bits.TrailingZeros64(b.W3)
	b.W3 &= b.W3 - 1
	return i
}

// Shl shifts every bit n places towards higher indices; bits past 255 are
// dropped. It knows nothing of rows: see Layout256.
func (b B256) Shl(n uint) B256 {
	if n >= 256 {
		return B256{}
	}
	for ; n >= 64; n -= 64 {
		b = B256{0, b.W0, b.W1, b.W2}
	}
	return b.shlSmall(n)
}

// Shr shifts every bit n places towards lower indices.
func (b B256) Shr(n uint) B256 {
	if n >= 256 {
		return B256{}
	}
	for ; n >= 64; n -= 64 {
		b = B256{b.W1, b.W2, b.W3, 0}
	}
	return b.shrSmall(n)
}

// shlSmall is Shl for n < 64 (a shift by 64-n >= 64 yields 0 in Go).
func (b B256) shlSmall(n uint) B256 {
	return B256{b.W0 << n, b.W1<<n | b.W0>>(64-n), b.W2<<n | b.W1>>(64-n), b.W3<<n | b.W2>>(64-n)}
}

// shrSmall is Shr for n < 64.
func (b B256) shrSmall(n uint) B256 {
	return B256{b.W0>>n | b.W1<<(64-n), b.W1>>n | b.W2<<(64-n), b.W2>>n | b.W3<<(64-n), b.W3 >> n}
}

// Layout256 describes the geometry of a board stored in a B256, with
// square index r*W + c. Build it with NewLayout256.
type Layout256 struct {
	W, H   int  // board width (columns) and height (rows)
	Stride int  // bits per row; always W
	Full   B256 // every square of the board
	notW   B256 // Full without column 0
	notE   B256 // Full without column W-1
	col0   B256 // column 0
	row0   B256 // row 0
}

// NewLayout256 returns the layout of a w-column, h-row board.
// It panics unless w, h >= 1 and w*h <= 256.
func NewLayout256(w, h int) *Layout256 {
	if w < 1 || h < 1 || w*h > 256 {
		panic(fmt.Sprintf("bitboard: %dx%d board does not fit in 256 bits", w, h))
	}
	l := &Layout256{W: w, H: h, Stride: w}
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			l.Full.Set(r*w + c)
		}
		l.col0.Set(r * w)
	}
	for c := 0; c < w; c++ {
		l.row0.Set(c)
	}
	l.notW = l.Full.AndNot(l.col0)
	l.notE = l.Full.AndNot(l.col0.Shl(uint(w - 1)))
	return l
}

// Index returns the square of row r, column c.
func (l *Layout256) Index(r, c int) int { return r*l.Stride + c }

// RC returns the row and column of square i.
func (l *Layout256) RC(i int) (r, c int) { return i / l.Stride, i % l.Stride }

// InBounds reports whether row r, column c is on the board.
func (l *Layout256) InBounds(r, c int) bool {
	return uint(r) < uint(l.H) && uint(c) < uint(l.W)
}

// Square returns the set holding only the square at row r, column c.
func (l *Layout256) Square(r, c int) B256 { return Bit256(r*l.Stride + c) }

// Row returns all squares of row r.
func (l *Layout256) Row(r int) B256 { return l.row0.Shl(uint(r * l.Stride)) }

// Col returns all squares of column c.
func (l *Layout256) Col(c int) B256 { return l.col0.Shl(uint(c)) }

// Valid reports whether b holds only squares of the board.
func (l *Layout256) Valid(b B256) bool { return b.AndNot(l.Full).IsZero() }

// Not returns the board squares not in b.
func (l *Layout256) Not(b B256) B256 { return l.Full.AndNot(b) }

// East shifts every square one column east (c+1); the last column falls off.
func (l *Layout256) East(b B256) B256 { return b.shlSmall(1).And(l.notW) }

// West shifts every square one column west (c-1); column 0 falls off.
func (l *Layout256) West(b B256) B256 { return b.shrSmall(1).And(l.notE) }

// North shifts every square one row north (r-1); row 0 falls off.
func (l *Layout256) North(b B256) B256 { return b.Shr(uint(l.Stride)) }

// South shifts every square one row south (r+1); the last row falls off.
func (l *Layout256) South(b B256) B256 { return b.Shl(uint(l.Stride)).And(l.Full) }

// Shift translates every square by dr rows and dc columns; squares that
// leave the board are dropped.
func (l *Layout256) Shift(b B256, dr, dc int) B256 {
	for ; dc > 0; dc-- {
		b = l.East(b)
	}
	for ; dc < 0; dc++ {
		b = l.West(b)
	}
	if dr >= l.H || -dr >= l.H {
		return B256{}
	}
	if dr > 0 {
		return b.Shl(uint(dr * l.Stride)).And(l.Full)
	}
	if dr < 0 {
		return b.Shr(uint(-dr * l.Stride))
	}
	return b
}

// Neighbors4 returns the squares orthogonally adjacent to some square of b.
// The result may include squares of b itself; use AndNot(b) for the border.
func (l *Layout256) Neighbors4(b B256) B256 {
	h := b.shlSmall(1).And(l.notW).Or(b.shrSmall(1).And(l.notE))
	if s := uint(l.Stride); s < 64 {
		return h.Or(b.shrSmall(s)).Or(b.shlSmall(s)).And(l.Full)
	}
	return h.Or(b.Shr(uint(l.Stride))).Or(b.Shl(uint(l.Stride))).And(l.Full)
}

// Neighbors8 returns the squares orthogonally or diagonally adjacent to
// some square of b, with the same convention as Neighbors4.
func (l *Layout256) Neighbors8(b B256) B256 {
	h := b.shlSmall(1).And(l.notW).Or(b.shrSmall(1).And(l.notE))
	v := h.Or(b)
	if s := uint(l.Stride); s < 64 {
		return h.Or(v.shrSmall(s)).Or(v.shlSmall(s)).And(l.Full)
	}
	return h.Or(v.Shr(uint(l.Stride))).Or(v.Shl(uint(l.Stride))).And(l.Full)
}

// Dilate4 returns b together with its 4-neighbourhood.
func (l *Layout256) Dilate4(b B256) B256 { return b.Or(l.Neighbors4(b)) }

// Dilate8 returns b together with its 8-neighbourhood.
func (l *Layout256) Dilate8(b B256) B256 { return b.Or(l.Neighbors8(b)) }

// FloodFill4 returns the squares of mask reachable from seed&mask through
// orthogonal steps inside mask.
func (l *Layout256) FloodFill4(seed, mask B256) B256 {
	x := seed.And(mask)
	w, e := l.notW.And(mask), l.notE.And(mask)
	if s := uint(l.Stride); s < 64 {
		for {
			y := x.Or(x.shlSmall(1).And(w)).Or(x.shrSmall(1).And(e)).
				Or(x.shrSmall(s).Or(x.shlSmall(s)).And(mask))
			if y == x {
				return x
			}
			x = y
		}
	}
	for {
		y := l.Dilate4(x).And(mask)
		if y == x {
			return x
		}
		x = y
	}
}

// FloodFill8 is FloodFill4 with diagonal steps allowed too.
func (l *Layout256) FloodFill8(seed, mask B256) B256 {
	x := seed.And(mask)
	for {
		y := l.Dilate8(x).And(mask)
		if y == x {
			return x
		}
		x = y
	}
}

// String draws b as H lines of W characters, '#' for a square in b and
// '.' otherwise, each line ending in a newline.
func (l *Layout256) String(b B256) string {
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
