package sim

import "math/bits"

// The fast path: what a search needs to play many sampled futures. It draws
// the AIs' random numbers itself and only keeps the official rule's
// distribution (a uniform candidate, or a uniform cell among the best), not
// its candidate order, which only matters for replaying recorded numbers.

// Rng is a small xorshift generator.
type Rng struct{ s uint64 }

// NewRng seeds a generator (any seed, zero included).
func NewRng(seed uint64) Rng { return Rng{seed*0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019} }

// Next returns 64 random bits.
func (r *Rng) Next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

// Float returns a uniform float in [0,1).
func (r *Rng) Float() float64 { return float64(r.Next()>>11) / (1 << 53) }

// Intn returns a uniform int in [0,n).
func (r *Rng) Intn(n int) int { return int((r.Next() >> 32) * uint64(n) >> 32) }

// Mask is a set of cells: cell c is bit c%64 of word c/64.
type Mask [2]uint64

func (m *Mask) set(c int)         { m[c>>6] |= 1 << uint(c&63) }
func (m *Mask) clear(c int)       { m[c>>6] &^= 1 << uint(c&63) }
func (m Mask) Has(c int) bool     { return m[c>>6]>>uint(c&63)&1 != 0 }
func (m Mask) Count() int         { return bits.OnesCount64(m[0]) + bits.OnesCount64(m[1]) }
func (m Mask) IsZero() bool       { return m[0]|m[1] == 0 }
func (m Mask) and(o Mask) Mask    { return Mask{m[0] & o[0], m[1] & o[1]} }
func (m Mask) andNot(o Mask) Mask { return Mask{m[0] &^ o[0], m[1] &^ o[1]} }

// Pop removes and returns the lowest cell of a non-empty mask.
func (m *Mask) Pop() int {
	if m[0] != 0 {
		c := bits.TrailingZeros64(m[0])
		m[0] &= m[0] - 1
		return c
	}
	c := bits.TrailingZeros64(m[1])
	m[1] &= m[1] - 1
	return 64 + c
}

// Column masks of the 10x10 layout, for shifts that must not wrap rows.
var notCol0, notCol9, board = func() (a, b, all Mask) {
	for c := 0; c < NN; c++ {
		all.set(c)
		if c%N != 0 {
			a.set(c)
		}
		if c%N != N-1 {
			b.set(c)
		}
	}
	return
}()

// grow returns m with its 4-neighbours added.
func grow(m Mask) Mask {
	// left/right: a cell not in column 9 shifted +1, not in column 0 shifted -1
	r := Mask{m[0] & notCol9[0], m[1] & notCol9[1]}
	l := Mask{m[0] & notCol0[0], m[1] & notCol0[1]}
	out := m
	out[0] |= r[0]<<1 | l[0]>>1 | l[1]<<63 | m[0]<<N | m[0]>>N | m[1]<<(64-N)
	out[1] |= r[1]<<1 | r[0]>>63 | l[1]>>1 | m[1]<<N | m[0]>>(64-N) | m[1]>>N
	out[1] &= board[1]
	return out
}

// ReachCache remembers each player's component between turns of one
// future: it stays valid while the player's cells are unchanged and its
// piece is still in it, which is every turn the player reinforces, bounces
// or is not touched.
type ReachCache struct {
	comp, own [MaxM]Mask
}

// Reach is the set of cells player p may move to; rc may be nil.
func (g *Game) Reach(s *State, p int, rc *ReachCache) Mask {
	own := s.Own[p]
	pos := int(s.Pos[p])
	var comp Mask
	if rc != nil && rc.own[p] == own && rc.comp[p].Has(pos) {
		comp = rc.comp[p]
	} else {
		comp.set(pos)
		for {
			n := grow(comp).and(own)
			if n == comp {
				break
			}
			comp = n
		}
		if rc != nil {
			rc.comp[p], rc.own[p] = comp, own
		}
	}
	out := grow(comp)
	for q := 0; q < g.M; q++ {
		if q != p {
			out.clear(int(s.Pos[q]))
		}
	}
	return out
}

// Moves appends player p's candidate cells to buf (in no promised order).
func (g *Game) Moves(s *State, p int, buf []int) []int {
	m := g.Reach(s, p, nil)
	buf = buf[:0]
	for !m.IsZero() {
		buf = append(buf, m.Pop())
	}
	return buf
}

// SampleAI draws AI p's move with parameters w and fresh random numbers.
func (g *Game) SampleAI(s *State, p int, w *Params, r *Rng, rc *ReachCache) int {
	m := g.Reach(s, p, rc)
	if r.Float() < w.Eps {
		k := r.Intn(m.Count())
		for ; k > 0; k-- {
			m.Pop()
		}
		return m.Pop()
	}
	pp := int8(p)
	U := int8(g.U)
	ws := [5]float64{w.Wa, w.Wb, w.Wc, w.Wd, 0}
	best, k, pick := -1.0, 0, -1
	for !m.IsZero() {
		c := m.Pop()
		o := s.Owner[c]
		var cat int
		switch {
		case o < 0:
			cat = CatFree
		case o == pp:
			if s.Level[c] < U {
				cat = CatOwn
			} else {
				cat = CatFull
			}
		case s.Level[c] == 1:
			cat = CatOther1
		default:
			cat = CatOther2
		}
		e := float64(g.V[c]) * ws[cat]
		switch {
		case e > best:
			best, k, pick = e, 1, c
		case e == best:
			k++
			if r.Intn(k) == 0 {
				pick = c
			}
		}
	}
	return pick
}
