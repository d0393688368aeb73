package bitboard

import (
	"fmt"
	"math/bits"
	"strings"
)

// B128 is a set of squares of a board with at most 128 squares: square i
// is bit i of Lo for i < 64 and bit i-64 of Hi otherwise. The zero value
// is empty; == compares sets. (A struct, not an array, so that the
// compiler keeps both words in registers.)
type B128 struct{ Lo, Hi uint64 }

// Bit128 returns the set holding only square i (0 <= i < 128).
func Bit128(i int) B128 {
	if i < 64 {
		return B128{Lo: 1 << uint(i&63)}
	}
	return B128{Hi: 1 << uint(i&63)}
}

// Has reports whether square i is in b.
func (b B128) Has(i int) bool {
	w := b.Lo
	if i >= 64 {
		w = b.Hi
	}
	return w>>uint(i&63)&1 != 0
}

// With returns b with square i added.
func (b B128) With(i int) B128 { return b.Or(Bit128(i)) }

// Without returns b with square i removed.
func (b B128) Without(i int) B128 { return b.AndNot(Bit128(i)) }

// Set adds square i to b in place.
func (b *B128) Set(i int) { *b = b.Or(Bit128(i)) }

// Unset removes square i from b in place.
func (b *B128) Unset(i int) { *b = b.AndNot(Bit128(i)) }

// And returns b ∩ c.
func (b B128) And(c B128) B128 { return B128{b.Lo & c.Lo, b.Hi & c.Hi} }

// Or returns b ∪ c.
func (b B128) Or(c B128) B128 { return B128{b.Lo | c.Lo, b.Hi | c.Hi} }

// Xor returns the symmetric difference of b and c.
func (b B128) Xor(c B128) B128 { return B128{b.Lo ^ c.Lo, b.Hi ^ c.Hi} }

// AndNot returns b \ c.
func (b B128) AndNot(c B128) B128 { return B128{b.Lo &^ c.Lo, b.Hi &^ c.Hi} }

// Count returns the number of squares in b.
func (b B128) Count() int { return bits.OnesCount64(b.Lo) + bits.OnesCount64(b.Hi) }

// IsZero reports whether b is empty.
func (b B128) IsZero() bool { return b.Lo|b.Hi == 0 }

// Intersects reports whether b and c share a square.
func (b B128) Intersects(c B128) bool { return b.Lo&c.Lo|b.Hi&c.Hi != 0 }

// LSB returns the lowest square in b, or 128 if b is empty.
func (b B128) LSB() int {
	if b.Lo != 0 {
		return bits.TrailingZeros64(b.Lo)
	}
	return 64 + bits.TrailingZeros64(b.Hi)
}

// Pop removes the lowest square from b and returns it. b must not be empty.
func (b *B128) Pop() int {
	if b.Lo != 0 {
		i := bits.TrailingZeros64(b.Lo)
		b.Lo &= b.Lo - 1
		return i
	}
	i := 64 + bits.TrailingZeros64(b.Hi)
	b.Hi &= b.Hi - 1
	return i
}

// Shl shifts every bit n places towards higher indices; bits past 127 are
// dropped. It knows nothing of rows: see Layout128.
func (b B128) Shl(n uint) B128 {
	if n >= 64 {
		return B128{0, b.Lo << (n - 64)}
	}
	return B128{b.Lo << n, b.Hi<<n | b.Lo>>(64-n)}
}

// Shr shifts every bit n places towards lower indices.
func (b B128) Shr(n uint) B128 {
	if n >= 64 {
		return B128{b.Hi >> (n - 64), 0}
	}
	return B128{b.Lo>>n | b.Hi<<(64-n), b.Hi >> n}
}

// Layout128 describes the geometry of a board stored in a B128, with
// square index r*W + c. Build it with NewLayout128.
type Layout128 struct {
	W, H   int  // board width (columns) and height (rows)
	Stride int  // bits per row; always W
	Full   B128 // every square of the board
	notW   B128 // Full without column 0
	notE   B128 // Full without column W-1
	col0   B128 // column 0
	row0   B128 // row 0
}

// NewLayout128 returns the layout of a w-column, h-row board.
// It panics unless w, h >= 1 and w*h <= 128.
func NewLayout128(w, h int) *Layout128 {
	if w < 1 || h < 1 || w*h > 128 {
		panic(fmt.Sprintf("bitboard: %dx%d board does not fit in 128 bits", w, h))
	}
	l := &Layout128{W: w, H: h, Stride: w}
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
func (l *Layout128) Index(r, c int) int { return r*l.Stride + c }

// RC returns the row and column of square i.
func (l *Layout128) RC(i int) (r, c int) { return i / l.Stride, i % l.Stride }

// InBounds reports whether row r, column c is on the board.
func (l *Layout128) InBounds(r, c int) bool {
	return uint(r) < uint(l.H) && uint(c) < uint(l.W)
}

// Square returns the set holding only the square at row r, column c.
func (l *Layout128) Square(r, c int) B128 { return Bit128(r*l.Stride + c) }

// Row returns all squares of row r.
func (l *Layout128) Row(r int) B128 { return l.row0.Shl(uint(r * l.Stride)) }

// Col returns all squares of column c.
func (l *Layout128) Col(c int) B128 { return l.col0.Shl(uint(c)) }

// Valid reports whether b holds only squares of the board.
func (l *Layout128) Valid(b B128) bool { return b.AndNot(l.Full).IsZero() }

// Not returns the board squares not in b.
func (l *Layout128) Not(b B128) B128 { return l.Full.AndNot(b) }

// East shifts every square one column east (c+1); the last column falls off.
func (l *Layout128) East(b B128) B128 {
	return B128{b.Lo << 1 & l.notW.Lo, (b.Hi<<1 | b.Lo>>63) & l.notW.Hi}
}

// West shifts every square one column west (c-1); column 0 falls off.
func (l *Layout128) West(b B128) B128 {
	return B128{(b.Lo>>1 | b.Hi<<63) & l.notE.Lo, b.Hi >> 1 & l.notE.Hi}
}

// North shifts every square one row north (r-1); row 0 falls off.
func (l *Layout128) North(b B128) B128 { return b.Shr(uint(l.Stride)) }

// South shifts every square one row south (r+1); the last row falls off.
func (l *Layout128) South(b B128) B128 { return b.Shl(uint(l.Stride)).And(l.Full) }

// Shift translates every square by dr rows and dc columns; squares that
// leave the board are dropped.
func (l *Layout128) Shift(b B128, dr, dc int) B128 {
	for ; dc > 0; dc-- {
		b = l.East(b)
	}
	for ; dc < 0; dc++ {
		b = l.West(b)
	}
	if dr >= l.H || -dr >= l.H {
		return B128{}
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
func (l *Layout128) Neighbors4(b B128) B128 {
	s := uint(l.Stride) // a shift by 64-s >= 64 yields 0, as needed
	lo := b.Lo<<1&l.notW.Lo | (b.Lo>>1|b.Hi<<63)&l.notE.Lo | b.Lo>>s | b.Hi<<(64-s) | b.Lo<<s
	hi := (b.Hi<<1|b.Lo>>63)&l.notW.Hi | b.Hi>>1&l.notE.Hi | b.Hi>>s | b.Hi<<s | b.Lo>>(64-s)
	return B128{lo & l.Full.Lo, hi & l.Full.Hi}
}

// Neighbors8 returns the squares orthogonally or diagonally adjacent to
// some square of b, with the same convention as Neighbors4.
func (l *Layout128) Neighbors8(b B128) B128 {
	s := uint(l.Stride)
	h0 := b.Lo<<1&l.notW.Lo | (b.Lo>>1|b.Hi<<63)&l.notE.Lo
	h1 := (b.Hi<<1|b.Lo>>63)&l.notW.Hi | b.Hi>>1&l.notE.Hi
	v0, v1 := h0|b.Lo, h1|b.Hi
	lo := h0 | v0>>s | v1<<(64-s) | v0<<s
	hi := h1 | v1>>s | v1<<s | v0>>(64-s)
	return B128{lo & l.Full.Lo, hi & l.Full.Hi}
}

// Dilate4 returns b together with its 4-neighbourhood.
func (l *Layout128) Dilate4(b B128) B128 { return b.Or(l.Neighbors4(b)) }

// Dilate8 returns b together with its 8-neighbourhood.
func (l *Layout128) Dilate8(b B128) B128 { return b.Or(l.Neighbors8(b)) }

// FloodFill4 returns the squares of mask reachable from seed&mask through
// orthogonal steps inside mask.
func (l *Layout128) FloodFill4(seed, mask B128) B128 {
	s := uint(l.Stride)
	wLo, wHi, eLo, eHi := l.notW.Lo&mask.Lo, l.notW.Hi&mask.Hi, l.notE.Lo&mask.Lo, l.notE.Hi&mask.Hi
	lo, hi := seed.Lo&mask.Lo, seed.Hi&mask.Hi
	for {
		nlo := lo | (lo<<1&wLo | (lo>>1|hi<<63)&eLo | (lo>>s|hi<<(64-s)|lo<<s)&mask.Lo)
		nhi := hi | ((hi<<1|lo>>63)&wHi | hi>>1&eHi | (hi>>s|hi<<s|lo>>(64-s))&mask.Hi)
		if nlo == lo && nhi == hi {
			return B128{lo, hi}
		}
		lo, hi = nlo, nhi
	}
}

// FloodFill8 is FloodFill4 with diagonal steps allowed too.
func (l *Layout128) FloodFill8(seed, mask B128) B128 {
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
func (l *Layout128) String(b B128) string {
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
