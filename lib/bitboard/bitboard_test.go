package bitboard

import (
	"fmt"
	"math/big"
	"math/rand"
	"sort"
	"testing"
)

// The tests check every layout operation against a naive model: a grid of
// booleans indexed r*W+c, with the operations written the obvious way.

// grid is the naive model of a board.
type grid struct {
	w, h int
	on   []bool
}

func newGrid(w, h int) grid { return grid{w, h, make([]bool, w*h)} }

func (g grid) at(r, c int) bool {
	return r >= 0 && r < g.h && c >= 0 && c < g.w && g.on[r*g.w+c]
}

func (g grid) count() int {
	n := 0
	for _, v := range g.on {
		if v {
			n++
		}
	}
	return n
}

func (g grid) equal(o grid) bool {
	for i := range g.on {
		if g.on[i] != o.on[i] {
			return false
		}
	}
	return true
}

func (g grid) String() string {
	s := ""
	for r := 0; r < g.h; r++ {
		for c := 0; c < g.w; c++ {
			if g.at(r, c) {
				s += "#"
			} else {
				s += "."
			}
		}
		s += "\n"
	}
	return s
}

// mapGrid builds a grid whose square (r, c) is f(r, c).
func (g grid) mapGrid(f func(r, c int) bool) grid {
	out := newGrid(g.w, g.h)
	for r := 0; r < g.h; r++ {
		for c := 0; c < g.w; c++ {
			out.on[r*g.w+c] = f(r, c)
		}
	}
	return out
}

func (g grid) shift(dr, dc int) grid {
	return g.mapGrid(func(r, c int) bool { return g.at(r-dr, c-dc) })
}

var dirs4 = [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
var dirs8 = [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}}

func (g grid) neighbors(dirs [][2]int) grid {
	return g.mapGrid(func(r, c int) bool {
		for _, d := range dirs {
			if g.at(r+d[0], c+d[1]) {
				return true
			}
		}
		return false
	})
}

func (g grid) and(o grid) grid {
	return g.mapGrid(func(r, c int) bool { return g.at(r, c) && o.at(r, c) })
}

// flood is a breadth-first search from seed∩mask inside mask.
func (g grid) flood(seed grid, dirs [][2]int) grid {
	out := newGrid(g.w, g.h)
	var queue [][2]int
	for r := 0; r < g.h; r++ {
		for c := 0; c < g.w; c++ {
			if seed.at(r, c) && g.at(r, c) {
				out.on[r*g.w+c] = true
				queue = append(queue, [2]int{r, c})
			}
		}
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, d := range dirs {
			r, c := p[0]+d[0], p[1]+d[1]
			if g.at(r, c) && !out.at(r, c) {
				out.on[r*g.w+c] = true
				queue = append(queue, [2]int{r, c})
			}
		}
	}
	return out
}

func randomGrid(rnd *rand.Rand, w, h int, density float64) grid {
	g := newGrid(w, h)
	for i := range g.on {
		g.on[i] = rnd.Float64() < density
	}
	return g
}

// bitset is what the three board types have in common.
type bitset[B any] interface {
	comparable
	Has(i int) bool
	With(i int) B
	Without(i int) B
	Count() int
	IsZero() bool
	LSB() int
	And(c B) B
	Or(c B) B
	Xor(c B) B
	AndNot(c B) B
	Intersects(c B) bool
}

type popper[B any] interface {
	*B
	Pop() int
	Set(i int)
	Unset(i int)
}

// layout is what the three layout types have in common.
type layout[B any] interface {
	Index(r, c int) int
	RC(i int) (r, c int)
	InBounds(r, c int) bool
	Square(r, c int) B
	Row(r int) B
	Col(c int) B
	Valid(b B) bool
	Not(b B) B
	East(b B) B
	West(b B) B
	North(b B) B
	South(b B) B
	Shift(b B, dr, dc int) B
	Neighbors4(b B) B
	Neighbors8(b B) B
	Dilate4(b B) B
	Dilate8(b B) B
	FloodFill4(seed, mask B) B
	FloodFill8(seed, mask B) B
	String(b B) string
}

// checker runs the model comparison for one layout.
type checker[B bitset[B], P popper[B]] struct {
	t    *testing.T
	l    layout[B]
	w, h int
}

func (k checker[B, P]) enc(g grid) B {
	var b B
	for r := 0; r < g.h; r++ {
		for c := 0; c < g.w; c++ {
			if g.at(r, c) {
				b = b.With(k.l.Index(r, c))
			}
		}
	}
	return b
}

// dec converts b back to a grid, failing if b has bits off the board.
func (k checker[B, P]) dec(b B, what string) grid {
	g := newGrid(k.w, k.h)
	for r := 0; r < k.h; r++ {
		for c := 0; c < k.w; c++ {
			g.on[r*k.w+c] = b.Has(k.l.Index(r, c))
		}
	}
	if b.Count() != g.count() || !k.l.Valid(b) {
		k.t.Fatalf("%dx%d %s: result has bits outside the board (Count %d, on board %d)",
			k.w, k.h, what, b.Count(), g.count())
	}
	return g
}

func (k checker[B, P]) same(what string, in, want grid, got B) {
	k.t.Helper()
	if g := k.dec(got, what); !g.equal(want) {
		k.t.Fatalf("%dx%d %s of\n%sgot\n%swant\n%s", k.w, k.h, what, in, g, want)
	}
}

// unary checks every one-argument operation on the board g.
func (k checker[B, P]) unary(g grid) {
	k.t.Helper()
	b := k.enc(g)
	if b.Count() != g.count() {
		k.t.Fatalf("%dx%d Count = %d, want %d", k.w, k.h, b.Count(), g.count())
	}
	if b.IsZero() != (g.count() == 0) {
		k.t.Fatalf("%dx%d IsZero wrong for\n%s", k.w, k.h, g)
	}
	k.same("East", g, g.shift(0, 1), k.l.East(b))
	k.same("West", g, g.shift(0, -1), k.l.West(b))
	k.same("North", g, g.shift(-1, 0), k.l.North(b))
	k.same("South", g, g.shift(1, 0), k.l.South(b))
	for dr := -3; dr <= 3; dr++ {
		for dc := -3; dc <= 3; dc++ {
			k.same(fmt.Sprintf("Shift(%d,%d)", dr, dc), g, g.shift(dr, dc), k.l.Shift(b, dr, dc))
		}
	}
	k.same("Shift(H,0)", g, g.shift(k.h, 0), k.l.Shift(b, k.h, 0))
	k.same("Shift(-H,W)", g, g.shift(-k.h, k.w), k.l.Shift(b, -k.h, k.w))
	k.same("Not", g, g.mapGrid(func(r, c int) bool { return !g.at(r, c) }), k.l.Not(b))
	n4, n8 := g.neighbors(dirs4), g.neighbors(dirs8)
	k.same("Neighbors4", g, n4, k.l.Neighbors4(b))
	k.same("Neighbors8", g, n8, k.l.Neighbors8(b))
	or := func(x grid) grid { return g.mapGrid(func(r, c int) bool { return g.at(r, c) || x.at(r, c) }) }
	k.same("Dilate4", g, or(n4), k.l.Dilate4(b))
	k.same("Dilate8", g, or(n8), k.l.Dilate8(b))

	// Iteration: Pop yields the squares in increasing order.
	var want, got []int
	for r := 0; r < k.h; r++ {
		for c := 0; c < k.w; c++ {
			if g.at(r, c) {
				want = append(want, k.l.Index(r, c))
			}
		}
	}
	sort.Ints(want)
	if len(want) > 0 && b.LSB() != want[0] {
		k.t.Fatalf("%dx%d LSB = %d, want %d", k.w, k.h, b.LSB(), want[0])
	}
	for x := b; !x.IsZero(); {
		got = append(got, P(&x).Pop())
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		k.t.Fatalf("%dx%d Pop order %v, want %v", k.w, k.h, got, want)
	}
}

// binary checks the set operations of g and o.
func (k checker[B, P]) binary(g, o grid) {
	k.t.Helper()
	a, b := k.enc(g), k.enc(o)
	op := func(f func(x, y bool) bool) grid {
		return g.mapGrid(func(r, c int) bool { return f(g.at(r, c), o.at(r, c)) })
	}
	k.same("And", g, op(func(x, y bool) bool { return x && y }), a.And(b))
	k.same("Or", g, op(func(x, y bool) bool { return x || y }), a.Or(b))
	k.same("Xor", g, op(func(x, y bool) bool { return x != y }), a.Xor(b))
	k.same("AndNot", g, op(func(x, y bool) bool { return x && !y }), a.AndNot(b))
	if a.Intersects(b) != (op(func(x, y bool) bool { return x && y }).count() > 0) {
		k.t.Fatalf("%dx%d Intersects wrong", k.w, k.h)
	}
	// Set and Unset agree with With and Without.
	for i := 0; i < 3; i++ {
		r, c := (i*7)%k.h, (i*5)%k.w
		sq := k.l.Index(r, c)
		x := a
		P(&x).Set(sq)
		if x != a.With(sq) || !x.Has(sq) {
			k.t.Fatalf("%dx%d Set(%d) wrong", k.w, k.h, sq)
		}
		P(&x).Unset(sq)
		if x != a.Without(sq) || x.Has(sq) {
			k.t.Fatalf("%dx%d Unset(%d) wrong", k.w, k.h, sq)
		}
	}
}

// flood checks flood fill from seed inside mask.
func (k checker[B, P]) flood(seed, mask grid) {
	k.t.Helper()
	s, m := k.enc(seed), k.enc(mask)
	k.same("FloodFill4", mask, mask.flood(seed, dirs4), k.l.FloodFill4(s, m))
	k.same("FloodFill8", mask, mask.flood(seed, dirs8), k.l.FloodFill8(s, m))
}

func (k checker[B, P]) run(rnd *rand.Rand) {
	// Geometry helpers.
	for r := 0; r < k.h; r++ {
		for c := 0; c < k.w; c++ {
			i := k.l.Index(r, c)
			if rr, cc := k.l.RC(i); rr != r || cc != c {
				k.t.Fatalf("%dx%d RC(Index(%d,%d)) = %d,%d", k.w, k.h, r, c, rr, cc)
			}
			if !k.l.InBounds(r, c) {
				k.t.Fatalf("%dx%d InBounds(%d,%d) false", k.w, k.h, r, c)
			}
			sq := k.l.Square(r, c)
			if sq.Count() != 1 || !sq.Has(i) || sq.LSB() != i || sq.With(i).Without(i) != *new(B) {
				k.t.Fatalf("%dx%d Square(%d,%d) wrong", k.w, k.h, r, c)
			}
		}
	}
	for _, p := range [][2]int{{-1, 0}, {0, -1}, {k.h, 0}, {0, k.w}} {
		if k.l.InBounds(p[0], p[1]) {
			k.t.Fatalf("%dx%d InBounds(%d,%d) true", k.w, k.h, p[0], p[1])
		}
	}
	empty := newGrid(k.w, k.h)
	for r := 0; r < k.h; r++ {
		k.same(fmt.Sprint("Row ", r), empty, empty.mapGrid(func(rr, c int) bool { return rr == r }), k.l.Row(r))
	}
	for c := 0; c < k.w; c++ {
		k.same(fmt.Sprint("Col ", c), empty, empty.mapGrid(func(r, cc int) bool { return cc == c }), k.l.Col(c))
	}

	// Every single square: exercises every edge and corner.
	for i := range empty.on {
		g := newGrid(k.w, k.h)
		g.on[i] = true
		k.unary(g)
	}
	k.unary(empty)
	k.unary(empty.mapGrid(func(r, c int) bool { return true }))
	for _, d := range []float64{0.05, 0.3, 0.5, 0.8} {
		for n := 0; n < 20; n++ {
			g := randomGrid(rnd, k.w, k.h, d)
			k.unary(g)
			k.binary(g, randomGrid(rnd, k.w, k.h, 0.5))
		}
	}
	// Flood fill: random masks at densities around the percolation
	// threshold give long winding components.
	for _, d := range []float64{0.4, 0.6, 0.75, 1} {
		for n := 0; n < 20; n++ {
			mask := randomGrid(rnd, k.w, k.h, d)
			seed := newGrid(k.w, k.h)
			seed.on[rnd.Intn(len(seed.on))] = true
			k.flood(seed, mask)
			k.flood(randomGrid(rnd, k.w, k.h, 0.05), mask)
		}
	}
	// A serpentine corridor: the worst case for iterated dilation.
	snake := empty.mapGrid(func(r, c int) bool {
		switch r % 4 {
		case 1:
			return c == k.w-1
		case 3:
			return c == 0
		}
		return true
	})
	seed := newGrid(k.w, k.h)
	seed.on[0] = true
	k.flood(seed, snake)

	if s := k.l.String(k.enc(snake)); s != snake.String() {
		k.t.Fatalf("%dx%d String:\n%swant\n%s", k.w, k.h, s, snake)
	}
}

func TestLayout64(t *testing.T) {
	rnd := rand.New(rand.NewSource(64))
	for _, sz := range [][2]int{{7, 7}, {8, 8}, {1, 1}, {5, 3}, {3, 5}, {8, 1}, {1, 8}, {9, 7}, {16, 4}, {64, 1}, {1, 64}, {6, 6}, {2, 32}} {
		w, h := sz[0], sz[1]
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			l := NewLayout64(w, h)
			checker[B64, *B64]{t, l, w, h}.run(rnd)
		})
	}
}

func TestLayout128(t *testing.T) {
	rnd := rand.New(rand.NewSource(128))
	for _, sz := range [][2]int{{10, 10}, {11, 11}, {7, 7}, {8, 8}, {16, 8}, {64, 2}, {128, 1}, {1, 128}, {12, 10}, {3, 40}, {65, 1}, {1, 1}} {
		w, h := sz[0], sz[1]
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			l := NewLayout128(w, h)
			checker[B128, *B128]{t, l, w, h}.run(rnd)
		})
	}
}

func TestLayout256(t *testing.T) {
	rnd := rand.New(rand.NewSource(256))
	sizes := [][2]int{{16, 16}, {6, 6}, {10, 10}, {15, 17}, {32, 8}, {256, 1}, {1, 256}, {13, 19}, {64, 4}, {100, 2}, {1, 1}}
	for _, sz := range sizes {
		w, h := sz[0], sz[1]
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			l := NewLayout256(w, h)
			checker[B256, *B256]{t, l, w, h}.run(rnd)
		})
	}
}

func TestLayout64Stride(t *testing.T) {
	tests := []struct {
		w, h, stride int
	}{
		{7, 7, 8}, {8, 8, 8}, {1, 1, 8}, {9, 7, 9}, {64, 1, 64}, {16, 4, 16},
	}
	for _, tt := range tests {
		if got := NewLayout64(tt.w, tt.h).Stride; got != tt.stride {
			t.Errorf("NewLayout64(%d, %d).Stride = %d, want %d", tt.w, tt.h, got, tt.stride)
		}
	}
	// 7x7 has the padding column 7: index(r, c) = r<<3 | c.
	if l := NewLayout64(7, 7); l.Index(6, 6) != 54 || l.Full != 0x007f7f7f7f7f7f7f {
		t.Errorf("7x7 layout: Index(6,6) = %d, Full = %#x", l.Index(6, 6), uint64(l.Full))
	}
}

func TestNewLayoutPanics(t *testing.T) {
	tests := []struct {
		name string
		f    func()
	}{
		{"64 9x8", func() { NewLayout64(9, 8) }},
		{"64 0x5", func() { NewLayout64(0, 5) }},
		{"64 65x1", func() { NewLayout64(65, 1) }},
		{"128 12x11", func() { NewLayout128(12, 11) }},
		{"128 5x0", func() { NewLayout128(5, 0) }},
		{"256 17x16", func() { NewLayout256(17, 16) }},
		{"256 -1x1", func() { NewLayout256(-1, 1) }},
	}
	for _, tt := range tests {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", tt.name)
				}
			}()
			tt.f()
		}()
	}
}

// toBig and the shifts below check B128/B256 word arithmetic against
// math/big.
func toBigAny(b interface{}) *big.Int {
	switch b := b.(type) {
	case B128:
		return toBig(w128(b))
	case B256:
		return toBig(w256(b))
	}
	panic("toBigAny: unknown type")
}

func toBig(words []uint64) *big.Int {
	x := new(big.Int)
	for i := len(words) - 1; i >= 0; i-- {
		x.Lsh(x, 64)
		x.Or(x, new(big.Int).SetUint64(words[i]))
	}
	return x
}

func w128(b B128) []uint64 { return []uint64{b.Lo, b.Hi} }
func w256(b B256) []uint64 { return []uint64{b.W0, b.W1, b.W2, b.W3} }

func TestWideShifts(t *testing.T) {
	rnd := rand.New(rand.NewSource(1))
	mask128 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))
	mask256 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	for iter := 0; iter < 50; iter++ {
		a := B128{rnd.Uint64(), rnd.Uint64()}
		for n := uint(0); n < 128; n++ {
			want := new(big.Int).Lsh(toBigAny(a), n)
			want.And(want, mask128)
			if got := a.Shl(n); toBigAny(got).Cmp(want) != 0 {
				t.Fatalf("B128 %x Shl %d = %x, want %x", a, n, got, want)
			}
			want = new(big.Int).Rsh(toBigAny(a), n)
			if got := a.Shr(n); toBigAny(got).Cmp(want) != 0 {
				t.Fatalf("B128 %x Shr %d = %x, want %x", a, n, got, want)
			}
		}
		b := B256{rnd.Uint64(), rnd.Uint64(), rnd.Uint64(), rnd.Uint64()}
		for n := uint(0); n < 256; n++ {
			want := new(big.Int).Lsh(toBigAny(b), n)
			want.And(want, mask256)
			if got := b.Shl(n); toBigAny(got).Cmp(want) != 0 {
				t.Fatalf("B256 %x Shl %d = %x, want %x", b, n, got, want)
			}
			want = new(big.Int).Rsh(toBigAny(b), n)
			if got := b.Shr(n); toBigAny(got).Cmp(want) != 0 {
				t.Fatalf("B256 %x Shr %d = %x, want %x", b, n, got, want)
			}
		}
	}
}

func TestWideSetOps(t *testing.T) {
	rnd := rand.New(rand.NewSource(2))
	for iter := 0; iter < 200; iter++ {
		a := B256{rnd.Uint64(), rnd.Uint64(), rnd.Uint64(), rnd.Uint64()}
		b := B256{rnd.Uint64(), rnd.Uint64(), rnd.Uint64(), rnd.Uint64()}
		if iter%3 == 0 {
			a.W1, b.W2 = 0, 0
		}
		x, y := toBigAny(a), toBigAny(b)
		cases := []struct {
			name string
			got  B256
			want *big.Int
		}{
			{"And", a.And(b), new(big.Int).And(x, y)},
			{"Or", a.Or(b), new(big.Int).Or(x, y)},
			{"Xor", a.Xor(b), new(big.Int).Xor(x, y)},
			{"AndNot", a.AndNot(b), new(big.Int).AndNot(x, y)},
		}
		for _, c := range cases {
			if toBigAny(c.got).Cmp(c.want) != 0 {
				t.Fatalf("B256 %s wrong", c.name)
			}
		}
		for k, w := range w256(a) {
			if a.Word(k) != w {
				t.Fatalf("B256 Word(%d) wrong", k)
			}
		}
		if a.Intersects(b) != (new(big.Int).And(x, y).Sign() != 0) {
			t.Fatalf("B256 Intersects wrong")
		}
		a2, b2 := B128{a.W0, a.W1}, B128{b.W0, b.W1}
		x2, y2 := toBigAny(a2), toBigAny(b2)
		cases2 := []struct {
			name string
			got  B128
			want *big.Int
		}{
			{"And", a2.And(b2), new(big.Int).And(x2, y2)},
			{"Or", a2.Or(b2), new(big.Int).Or(x2, y2)},
			{"Xor", a2.Xor(b2), new(big.Int).Xor(x2, y2)},
			{"AndNot", a2.AndNot(b2), new(big.Int).AndNot(x2, y2)},
		}
		for _, c := range cases2 {
			if toBigAny(c.got).Cmp(c.want) != 0 {
				t.Fatalf("B128 %s wrong", c.name)
			}
		}
		if a2.Intersects(b2) != (new(big.Int).And(x2, y2).Sign() != 0) {
			t.Fatalf("B128 Intersects wrong")
		}
		// Set/Unset agree with With/Without.
		i := rnd.Intn(256)
		c := a
		c.Set(i)
		if c != a.With(i) || !c.Has(i) {
			t.Fatalf("B256 Set(%d) wrong", i)
		}
		c.Unset(i)
		if c != a.Without(i) || c.Has(i) {
			t.Fatalf("B256 Unset(%d) wrong", i)
		}
		j := i & 127
		c2 := a2
		c2.Set(j)
		if c2 != a2.With(j) || !c2.Has(j) {
			t.Fatalf("B128 Set(%d) wrong", j)
		}
		c2.Unset(j)
		if c2 != a2.Without(j) || c2.Has(j) {
			t.Fatalf("B128 Unset(%d) wrong", j)
		}
	}
	if (B64(0)).LSB() != 64 || (B128{}).LSB() != 128 || (B256{}).LSB() != 256 {
		t.Fatal("LSB of empty set must be the bit width")
	}
}
