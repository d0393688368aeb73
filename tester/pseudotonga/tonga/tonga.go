// Package tonga is the PseudoTonga game engine: the board, the scoring and
// the server's search, exactly as the judge's server plays it.
//
// The judge (package pseudotonga) plays the server with it, and the
// solution (solutions/pseudotonga) searches against the same server model
// by importing it; the bundler inlines it into the submission. Nothing here
// depends on either, so the judge never runs code the solution can change.
package tonga

import (
	"math/bits"
	"sort"
)

// Stone is the content of a square.
type Stone int8

// The two colours; Empty marks an uncoloured square.
const (
	Empty Stone = 0
	Black Stone = 1
	White Stone = 2
)

// Other returns the opposite colour.
func (c Stone) Other() Stone { return 3 - c }

// MaxN is the largest board side; a board fits in a 256-bit set.
const MaxN = 16

// Bitset is a set of squares (index row*N+col) of a board of at most 256.
type Bitset [4]uint64

func (b *Bitset) Set(i int)      { b[i>>6] |= 1 << uint(i&63) }
func (b *Bitset) Clear(i int)    { b[i>>6] &^= 1 << uint(i&63) }
func (b *Bitset) Has(i int) bool { return b[i>>6]>>uint(i&63)&1 != 0 }
func (b *Bitset) Count() int {
	return bits.OnesCount64(b[0]) + bits.OnesCount64(b[1]) + bits.OnesCount64(b[2]) + bits.OnesCount64(b[3])
}
func (b *Bitset) Or(c *Bitset) {
	b[0] |= c[0]
	b[1] |= c[1]
	b[2] |= c[2]
	b[3] |= c[3]
}
func (b *Bitset) AndNot(c *Bitset) {
	b[0] &^= c[0]
	b[1] &^= c[1]
	b[2] &^= c[2]
	b[3] &^= c[3]
}

// each calls f for every member, in increasing order.
func (b *Bitset) Each(f func(i int)) {
	for w := 0; w < 4; w++ {
		x := b[w]
		for x != 0 {
			f(w<<6 | bits.TrailingZeros64(x))
			x &= x - 1
		}
	}
}

// Board is an N×N PseudoTonga board; square (r, c) is Cell[r*N+c].
type Board struct {
	N    int
	Cell []Stone
}

// NewBoard returns an empty n×n board.
func NewBoard(n int) *Board { return &Board{N: n, Cell: make([]Stone, n*n)} }

// Clone returns a copy of b.
func (b *Board) Clone() *Board {
	return &Board{N: b.N, Cell: append([]Stone(nil), b.Cell...)}
}

// Empties returns the number of uncoloured squares.
func (b *Board) Empties() int {
	k := 0
	for _, s := range b.Cell {
		if s == Empty {
			k++
		}
	}
	return k
}

// neighbours appends the orthogonal neighbours of square i to dst.
func (b *Board) Neighbours(dst []int, i int) []int {
	r, c := i/b.N, i%b.N
	if r > 0 {
		dst = append(dst, i-b.N)
	}
	if r < b.N-1 {
		dst = append(dst, i+b.N)
	}
	if c > 0 {
		dst = append(dst, i-1)
	}
	if c < b.N-1 {
		dst = append(dst, i+1)
	}
	return dst
}

// Isle is a maximal orthogonally connected group of one colour.
type Isle struct {
	Colour Stone
	Area   int
	// Perimeter is the number of distinct empty squares adjacent to it.
	Perimeter int
}

// Isles returns the isles of b, by flood fill.
func (b *Board) Isles() []Isle {
	seen := make([]bool, len(b.Cell))
	var isles []Isle
	var stack, nb []int
	for i, s := range b.Cell {
		if s == Empty || seen[i] {
			continue
		}
		isle := Isle{Colour: s}
		var libs Bitset
		seen[i] = true
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			isle.Area++
			for _, y := range b.Neighbours(nb[:0], x) {
				switch {
				case b.Cell[y] == Empty:
					libs.Set(y)
				case b.Cell[y] == s && !seen[y]:
					seen[y] = true
					stack = append(stack, y)
				}
			}
		}
		isle.Perimeter = libs.Count()
		isles = append(isles, isle)
	}
	return isles
}

// Points returns the game points of each colour: the sum of the squares
// of its isles' sizes.
func (b *Board) Points() (black, white int) {
	for _, is := range b.Isles() {
		if is.Colour == Black {
			black += is.Area * is.Area
		} else {
			white += is.Area * is.Area
		}
	}
	return black, white
}

// Eval is the server's evaluation of b for colour me: the sum over isles
// of area² × perimeter, positive for me's isles and negative for the
// other colour's.
func (b *Board) Eval(me Stone) int64 {
	var v int64
	for _, is := range b.Isles() {
		x := int64(is.Area) * int64(is.Area) * int64(is.Perimeter)
		if is.Colour == me {
			v += x
		} else {
			v -= x
		}
	}
	return v
}

// Plies is how deep the server searches when empties squares are empty:
// three plies (its move, the reply, its next move) while at least three
// squares are empty, else as many plies as squares remain, so the search
// never looks past the end of the game. (With three or fewer empty squares
// every line ends on a full board, whose evaluation is 0: all squares tie.)
func Plies(empties int) int {
	if empties < 3 {
		return empties
	}
	return 3
}

// Searcher runs the server's search. It keeps its buffers between calls;
// the zero value is ready to use. It is not safe for concurrent use.
type Searcher struct {
	n, size int
	nbr     [][4]int16 // neighbours, -1 padded
	nbrMask []Bitset

	cell []Stone
	isle []int16 // isle id of each stone
	occ  Bitset

	// Isles: the position's own, then at most three made by placed stones.
	// alias[id] >= 0 means the isle was merged into alias[id].
	col   []Stone
	area  []int32
	libs  []Bitset
	alias []int16
	nIsle int

	me             Stone
	dMe, dOpp      []int64 // deltas of one stone on the position
	byMe, byOpp    []int   // empty squares by dMe descending, dOpp ascending
	undo           [3]undoRec
	depth          int
	empties        []int
	exact          bool
	scores         []int64
	killerA        int
	nodes, leaves  int64
	nbBuf          []int
	orderBuf       []int
	lastIslesCount int
}

type undoRec struct {
	sq      int
	nLib    int
	libRoot [4]int16
	libOld  [4]Bitset
	nAlias  int
	aliased [4]int16
}

// Stats reports the work of the last search: the number of (square,
// reply) pairs examined and of evaluations of a third ply.
func (s *Searcher) Stats() (pairs, leaves int64) { return s.nodes, s.leaves }

func (s *Searcher) setup(b *Board, me Stone) {
	if s.n != b.N {
		s.n, s.size = b.N, b.N*b.N
		s.nbr = make([][4]int16, s.size)
		s.nbrMask = make([]Bitset, s.size)
		for i := 0; i < s.size; i++ {
			nb := b.Neighbours(s.nbBuf[:0], i)
			s.nbBuf = nb
			for k := range s.nbr[i] {
				s.nbr[i][k] = -1
			}
			for k, j := range nb {
				s.nbr[i][k] = int16(j)
				s.nbrMask[i].Set(j)
			}
		}
		s.cell = make([]Stone, s.size)
		s.isle = make([]int16, s.size)
		s.dMe = make([]int64, s.size)
		s.dOpp = make([]int64, s.size)
		s.scores = make([]int64, s.size)
	}
	s.me = me
	copy(s.cell, b.Cell)
	s.occ = Bitset{}
	s.col, s.area, s.libs, s.alias = s.col[:0], s.area[:0], s.libs[:0], s.alias[:0]
	for i := range s.isle {
		s.isle[i] = -1
	}
	s.empties = s.empties[:0]
	stack := s.orderBuf[:0]
	for i, c := range s.cell {
		if c == Empty {
			s.empties = append(s.empties, i)
			continue
		}
		s.occ.Set(i)
		if s.isle[i] >= 0 {
			continue
		}
		id := int16(len(s.col))
		var libs Bitset
		a := int32(0)
		s.isle[i] = id
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			a++
			for _, y := range s.nbr[x] {
				if y < 0 {
					break
				}
				switch {
				case s.cell[y] == Empty:
					libs.Set(int(y))
				case s.cell[y] == c && s.isle[y] < 0:
					s.isle[y] = id
					stack = append(stack, int(y))
				}
			}
		}
		s.col = append(s.col, c)
		s.area = append(s.area, a)
		s.libs = append(s.libs, libs)
		s.alias = append(s.alias, -1)
	}
	s.orderBuf = stack
	s.nIsle = len(s.col)
	for k := 0; k < 3; k++ {
		s.col = append(s.col, Empty)
		s.area = append(s.area, 0)
		s.libs = append(s.libs, Bitset{})
		s.alias = append(s.alias, -1)
	}
	s.depth = 0
}

func (s *Searcher) root(id int16) int16 {
	for s.alias[id] >= 0 {
		id = s.alias[id]
	}
	return id
}

func (s *Searcher) sign(c Stone, v int64) int64 {
	if c == s.me {
		return v
	}
	return -v
}

// eval is the evaluation of the current position, from scratch.
func (s *Searcher) eval() int64 {
	var v int64
	for id := 0; id < s.nIsle+s.depth; id++ {
		if s.alias[id] >= 0 {
			continue
		}
		a := int64(s.area[id])
		s2 := s.libs[id]
		v += s.sign(s.col[id], a*a*int64(s2.Count()))
	}
	return v
}

// roots collects the distinct isles next to square x.
func (s *Searcher) roots(x int, dst *[4]int16) int {
	k := 0
	for _, y := range s.nbr[x] {
		if y < 0 {
			break
		}
		id := s.isle[y]
		if id < 0 {
			continue
		}
		r := s.root(id)
		dup := false
		for j := 0; j < k; j++ {
			if dst[j] == r {
				dup = true
			}
		}
		if !dup {
			dst[k] = r
			k++
		}
	}
	return k
}

// delta is the change of the evaluation when colour c is put on empty x.
func (s *Searcher) delta(x int, c Stone) int64 {
	var rs [4]int16
	k := s.roots(x, &rs)
	var d, old int64
	a := int64(1)
	u := s.nbrMask[x]
	u.AndNot(&s.occ)
	for j := 0; j < k; j++ {
		r := rs[j]
		ar := int64(s.area[r])
		if s.col[r] == c {
			a += ar
			u.Or(&s.libs[r])
			old += ar * ar * int64(s.libs[r].Count())
		} else {
			d -= s.sign(s.col[r], ar*ar)
		}
	}
	u.Clear(x)
	return d + s.sign(c, a*a*int64(u.Count())-old)
}

// place puts c on empty x and returns the squares whose delta may have
// changed: the empty squares next to any isle that changed.
func (s *Searcher) place(x int, c Stone) (affected Bitset) {
	u := &s.undo[s.depth]
	u.sq, u.nLib, u.nAlias = x, 0, 0
	var rs [4]int16
	k := s.roots(x, &rs)
	id := int16(s.nIsle + s.depth)
	s.depth++
	s.cell[x] = c
	s.isle[x] = id
	s.occ.Set(x)
	nl := s.nbrMask[x]
	nl.AndNot(&s.occ)
	s.col[id], s.area[id], s.alias[id] = c, 1, -1
	for j := 0; j < k; j++ {
		r := rs[j]
		if s.col[r] == c {
			s.area[id] += s.area[r]
			nl.Or(&s.libs[r])
			s.alias[r] = id
			u.aliased[u.nAlias] = r
			u.nAlias++
		} else {
			u.libRoot[u.nLib] = r
			u.libOld[u.nLib] = s.libs[r]
			u.nLib++
			s.libs[r].Clear(x)
			affected.Or(&s.libs[r])
		}
	}
	nl.Clear(x)
	s.libs[id] = nl
	affected.Or(&nl)
	return affected
}

func (s *Searcher) unplace() {
	s.depth--
	u := &s.undo[s.depth]
	for j := 0; j < u.nAlias; j++ {
		s.alias[u.aliased[j]] = -1
	}
	for j := 0; j < u.nLib; j++ {
		s.libs[u.libRoot[j]] = u.libOld[j]
	}
	s.cell[u.sq] = Empty
	s.isle[u.sq] = -1
	s.occ.Clear(u.sq)
}

// Best returns the squares the server's search rates highest for colour
// me on b, and their score. For each empty square s the score is
// min over replies o of max over next squares s2 of Eval(b+s+o+s2), with
// fewer plies near the end (see Plies). dst is reused for the result.
//
// The search is exact and keeps ties: a square is cut off only once its
// score is known to be strictly below one already found, so the result is
// the whole set of best squares.
func (s *Searcher) Best(b *Board, me Stone, dst []int) (best int64, set []int) {
	return s.search(b, me, dst, false)
}

// Scores computes the exact score of every empty square into scores
// (indexed by square; other entries are left alone), without cut-offs
// between squares. It is for tests and analysis.
func (s *Searcher) Scores(b *Board, me Stone, scores []int64) {
	s.search(b, me, nil, true)
	for _, x := range s.empties {
		scores[x] = s.scores[x]
	}
}

const (
	minScore = -1 << 62
	maxScore = 1 << 62
)

func (s *Searcher) search(b *Board, me Stone, dst []int, exact bool) (int64, []int) {
	s.setup(b, me)
	s.exact = exact
	s.nodes, s.leaves = 0, 0
	set := dst[:0]
	if len(s.empties) == 0 {
		return 0, set
	}
	e0 := s.eval()
	for _, x := range s.empties {
		s.dMe[x] = s.delta(x, me)
		s.dOpp[x] = s.delta(x, me.Other())
	}
	s.byMe = append(s.byMe[:0], s.empties...)
	s.byOpp = append(s.byOpp[:0], s.empties...)
	sort.SliceStable(s.byMe, func(i, j int) bool { return s.dMe[s.byMe[i]] > s.dMe[s.byMe[j]] })
	sort.SliceStable(s.byOpp, func(i, j int) bool { return s.dOpp[s.byOpp[i]] < s.dOpp[s.byOpp[j]] })
	plies := Plies(len(s.empties))
	best := int64(minScore)
	s.killerA = -1
	for _, x := range s.byMe {
		var v int64
		switch plies {
		case 1:
			v = e0 + s.dMe[x]
		case 2:
			v = s.score2(x, e0)
		default:
			v = s.score3(x, e0, best)
		}
		s.scores[x] = v
		if v > best {
			best = v
			set = append(set[:0], x)
		} else if v == best {
			set = append(set, x)
		}
	}
	sort.Ints(set)
	return best, set
}

// score2 is the two-ply score of x: its one reply ends the game.
func (s *Searcher) score2(x int, e0 int64) int64 {
	e1 := e0 + s.dMe[x]
	s.place(x, s.me)
	v := int64(maxScore)
	for _, o := range s.empties {
		if o == x {
			continue
		}
		if w := e1 + s.delta(o, s.me.Other()); w < v {
			v = w
		}
	}
	s.unplace()
	return v
}

// score3 is the three-ply score of x, or any value below best once it is
// known to be below best (unless s.exact).
func (s *Searcher) score3(x int, e0, best int64) int64 {
	opp := s.me.Other()
	e1 := e0 + s.dMe[x]
	a1 := s.place(x, s.me)
	cur := int64(maxScore)
	try := func(o int) bool {
		s.nodes++
		dp := s.dOpp[o]
		if a1.Has(o) {
			dp = s.delta(o, opp)
		}
		e2 := e1 + dp
		a2 := s.place(o, opp)
		a2.Or(&a1)
		m := s.innerMax(&a2, cur-e2)
		s.unplace()
		if v := e2 + m; v < cur {
			cur = v
			s.killerA = o
			if !s.exact && cur < best {
				return true
			}
		}
		return false
	}
	done := false
	k := s.killerA
	if k >= 0 && k != x && s.cell[k] == Empty {
		done = try(k)
	}
	// Replies near x first: they are the ones whose value changed.
	if !done {
		a1.Each(func(o int) {
			if !done && o != k {
				done = try(o)
			}
		})
	}
	if !done {
		for _, o := range s.byOpp {
			if o == x || o == k || a1.Has(o) {
				continue
			}
			if try(o) {
				break
			}
		}
	}
	s.unplace()
	return cur
}

// innerMax returns the largest delta of a stone of s.me on an empty square
// of the current position (two stones above the searched one), or any
// value >= thr once one is found, since then the caller learns nothing.
// Squares outside affected keep the delta they had on the position.
func (s *Searcher) innerMax(affected *Bitset, thr int64) int64 {
	s.leaves++
	m := int64(minScore)
	for _, y := range s.byMe {
		if s.cell[y] == Empty && !affected.Has(y) {
			m = s.dMe[y]
			break
		}
	}
	if m >= thr {
		return m
	}
	for w := 0; w < 4; w++ {
		bw := affected[w] &^ s.occ[w]
		for bw != 0 {
			y := w<<6 | bits.TrailingZeros64(bw)
			bw &= bw - 1
			if d := s.delta(y, s.me); d > m {
				m = d
				if m >= thr {
					return m
				}
			}
		}
	}
	return m
}
