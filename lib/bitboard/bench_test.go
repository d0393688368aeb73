package bitboard

import (
	"math/rand"
	"testing"
)

// Benchmarks run each operation over a ring of random boards so the
// compiler cannot hoist the work; sink keeps results alive.

var sink64 B64
var sink128 B128
var sink256 B256
var sinkInt int

func boards64(l *Layout64, n int, density float64) []B64 {
	rnd := rand.New(rand.NewSource(1))
	out := make([]B64, n)
	for i := range out {
		for s := 0; s < l.W*l.H; s++ {
			if rnd.Float64() < density {
				r, c := s/l.W, s%l.W
				out[i] |= l.Square(r, c)
			}
		}
	}
	return out
}

func boards128(l *Layout128, n int, density float64) []B128 {
	rnd := rand.New(rand.NewSource(1))
	out := make([]B128, n)
	for i := range out {
		for s := 0; s < l.W*l.H; s++ {
			if rnd.Float64() < density {
				out[i].Set(s)
			}
		}
	}
	return out
}

func boards256(l *Layout256, n int, density float64) []B256 {
	rnd := rand.New(rand.NewSource(1))
	out := make([]B256, n)
	for i := range out {
		for s := 0; s < l.W*l.H; s++ {
			if rnd.Float64() < density {
				out[i].Set(s)
			}
		}
	}
	return out
}

func BenchmarkB64Neighbors8_7x7(b *testing.B) {
	l := NewLayout64(7, 7)
	bs := boards64(l, 256, 0.3)
	var acc B64
	for i := 0; i < b.N; i++ {
		acc ^= l.Neighbors8(bs[i&255])
	}
	sink64 = acc
}

func BenchmarkB64FloodFill4_7x7(b *testing.B) {
	l := NewLayout64(7, 7)
	bs := boards64(l, 256, 0.65)
	var acc B64
	for i := 0; i < b.N; i++ {
		acc ^= l.FloodFill4(bs[i&255]&-bs[i&255], bs[i&255])
	}
	sink64 = acc
}

func BenchmarkB64Pop_7x7(b *testing.B) {
	l := NewLayout64(7, 7)
	bs := boards64(l, 256, 0.5)
	s := 0
	for i := 0; i < b.N; i++ {
		for x := bs[i&255]; x != 0; {
			s += x.Pop()
		}
	}
	sinkInt = s
}

func BenchmarkB128Neighbors4_10x10(b *testing.B) {
	l := NewLayout128(10, 10)
	bs := boards128(l, 256, 0.3)
	var acc B128
	for i := 0; i < b.N; i++ {
		acc = acc.Xor(l.Neighbors4(bs[i&255]))
	}
	sink128 = acc
}

func BenchmarkB128Neighbors8_10x10(b *testing.B) {
	l := NewLayout128(10, 10)
	bs := boards128(l, 256, 0.3)
	var acc B128
	for i := 0; i < b.N; i++ {
		acc = acc.Xor(l.Neighbors8(bs[i&255]))
	}
	sink128 = acc
}

func BenchmarkB128FloodFill4_10x10(b *testing.B) {
	l := NewLayout128(10, 10)
	bs := boards128(l, 256, 0.65)
	var acc B128
	for i := 0; i < b.N; i++ {
		m := bs[i&255]
		acc = acc.Xor(l.FloodFill4(Bit128(m.LSB()), m))
	}
	sink128 = acc
}

func BenchmarkB128Pop_10x10(b *testing.B) {
	l := NewLayout128(10, 10)
	bs := boards128(l, 256, 0.5)
	s := 0
	for i := 0; i < b.N; i++ {
		for x := bs[i&255]; !x.IsZero(); {
			s += x.Pop()
		}
	}
	sinkInt = s
}

func BenchmarkB256Neighbors4_16x16(b *testing.B) {
	l := NewLayout256(16, 16)
	bs := boards256(l, 256, 0.3)
	var acc B256
	for i := 0; i < b.N; i++ {
		acc = acc.Xor(l.Neighbors4(bs[i&255]))
	}
	sink256 = acc
}

func BenchmarkB256Neighbors8_16x16(b *testing.B) {
	l := NewLayout256(16, 16)
	bs := boards256(l, 256, 0.3)
	var acc B256
	for i := 0; i < b.N; i++ {
		acc = acc.Xor(l.Neighbors8(bs[i&255]))
	}
	sink256 = acc
}

func BenchmarkB256FloodFill4_16x16(b *testing.B) {
	l := NewLayout256(16, 16)
	bs := boards256(l, 256, 0.65)
	var acc B256
	for i := 0; i < b.N; i++ {
		m := bs[i&255]
		acc = acc.Xor(l.FloodFill4(Bit256(m.LSB()), m))
	}
	sink256 = acc
}

func BenchmarkB256Count_16x16(b *testing.B) {
	l := NewLayout256(16, 16)
	bs := boards256(l, 256, 0.5)
	s := 0
	for i := 0; i < b.N; i++ {
		s += bs[i&255].Count()
	}
	sinkInt = s
}

// BenchmarkNaiveFloodFill4_16x16 is the array BFS the bitboard replaces,
// for comparison with BenchmarkB256FloodFill4_16x16.
func BenchmarkNaiveFloodFill4_16x16(b *testing.B) {
	l := NewLayout256(16, 16)
	bs := boards256(l, 256, 0.65)
	grids := make([][256]bool, len(bs))
	for i, m := range bs {
		for s := 0; s < 256; s++ {
			grids[i][s] = m.Has(s)
		}
	}
	var seen [256]bool
	var queue [256]int
	s := 0
	for i := 0; i < b.N; i++ {
		g := &grids[i&255]
		seen = [256]bool{}
		start := bs[i&255].LSB()
		if start >= 256 {
			continue
		}
		head, tail := 0, 1
		queue[0] = start
		seen[start] = true
		for head < tail {
			p := queue[head]
			head++
			r, c := p>>4, p&15
			if r > 0 && g[p-16] && !seen[p-16] {
				seen[p-16] = true
				queue[tail] = p - 16
				tail++
			}
			if r < 15 && g[p+16] && !seen[p+16] {
				seen[p+16] = true
				queue[tail] = p + 16
				tail++
			}
			if c > 0 && g[p-1] && !seen[p-1] {
				seen[p-1] = true
				queue[tail] = p - 1
				tail++
			}
			if c < 15 && g[p+1] && !seen[p+1] {
				seen[p+1] = true
				queue[tail] = p + 1
				tail++
			}
		}
		s += tail
	}
	sinkInt = s
}
