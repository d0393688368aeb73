package pseudotonga

import "github.com/gamews/gamews/tester/pseudotonga/tonga"

// evaluator rates positions for the player: the sum over isles of
// (area + Weight × perimeter)², positive for the player's and negative
// (times Lambda) for the server's. It labels isles once per position, so the value after any
// one extra stone is a local computation (delta) instead of a flood fill.
type evaluator struct {
	n     int
	nbr   [][4]int16
	nmask []tonga.Bitset
	me    tonga.Stone
	w     float64
	lam   float64
	cubic bool // a² × (1 + w×p) instead of (a + w×p)²

	isle  []int16
	col   []tonga.Stone
	area  []int32
	libs  []tonga.Bitset
	occ   tonga.Bitset
	stack []int
	value float64
	zlab  []int32
}

func (e *evaluator) init(n int, me tonga.Stone, w, lam float64) {
	e.n, e.me, e.w, e.lam = n, me, w, lam
	b := tonga.NewBoard(n)
	e.nbr = make([][4]int16, n*n)
	e.nmask = make([]tonga.Bitset, n*n)
	e.isle = make([]int16, n*n)
	for i := range e.nbr {
		e.nbr[i] = [4]int16{-1, -1, -1, -1}
		for k, j := range b.Neighbours(nil, i) {
			e.nbr[i][k] = int16(j)
			e.nmask[i].Set(j)
		}
	}
}

func (e *evaluator) f(c tonga.Stone, a int32, p int) float64 {
	var v float64
	if e.cubic {
		v = float64(a) * float64(a) * (1 + e.w*float64(p))
	} else {
		x := float64(a) + e.w*float64(p)
		v = x * x
	}
	if c == e.me {
		return v
	}
	return -e.lam * v
}

// setup labels the isles of b and computes its value.
func (e *evaluator) setup(b *tonga.Board) float64 {
	for i := range e.isle {
		e.isle[i] = -1
	}
	e.col, e.area, e.libs = e.col[:0], e.area[:0], e.libs[:0]
	e.occ = tonga.Bitset{}
	e.value = 0
	for i, c := range b.Cell {
		if c != tonga.Empty {
			e.occ.Set(i)
		}
	}
	for i, c := range b.Cell {
		if c == tonga.Empty || e.isle[i] >= 0 {
			continue
		}
		id := int16(len(e.col))
		var libs tonga.Bitset
		a := int32(0)
		e.isle[i] = id
		st := append(e.stack[:0], i)
		for len(st) > 0 {
			x := st[len(st)-1]
			st = st[:len(st)-1]
			a++
			m := e.nmask[x]
			m.AndNot(&e.occ)
			libs.Or(&m)
			for _, y := range e.nbr[x] {
				if y >= 0 && b.Cell[y] == c && e.isle[y] < 0 {
					e.isle[y] = id
					st = append(st, int(y))
				}
			}
		}
		e.stack = st
		e.col = append(e.col, c)
		e.area = append(e.area, a)
		e.libs = append(e.libs, libs)
		e.value += e.f(c, a, libs.Count())
	}
	return e.value
}

// delta is the change of value when c is put on empty x of the position
// of the last setup.
func (e *evaluator) delta(x int, c tonga.Stone) float64 {
	var rs [4]int16
	k := 0
	for _, y := range e.nbr[x] {
		if y < 0 {
			break
		}
		id := e.isle[y]
		if id < 0 {
			continue
		}
		dup := false
		for j := 0; j < k; j++ {
			dup = dup || rs[j] == id
		}
		if !dup {
			rs[k] = id
			k++
		}
	}
	d := 0.0
	a := int32(1)
	u := e.nmask[x]
	u.AndNot(&e.occ)
	for j := 0; j < k; j++ {
		r := rs[j]
		p := e.libs[r].Count()
		d -= e.f(e.col[r], e.area[r], p)
		if e.col[r] == c {
			a += e.area[r]
			u.Or(&e.libs[r])
		} else {
			d += e.f(e.col[r], e.area[r], p-1)
		}
	}
	u.Clear(x)
	return d + e.f(c, a, u.Count())
}

// zones is the optimistic final score: the empty squares and the stones of
// one colour fall into connected zones; a zone can at best become one isle
// of its stones and half its empty squares. It returns the player's sum of
// squared zone sizes minus the server's.
func (e *evaluator) zones(b *tonga.Board) float64 {
	if len(e.zlab) != len(b.Cell) {
		e.zlab = make([]int32, len(b.Cell))
	}
	v := 0.0
	for _, c := range [2]tonga.Stone{e.me, e.me.Other()} {
		for i := range e.zlab {
			e.zlab[i] = 0
		}
		for i, x := range b.Cell {
			if x == c.Other() || e.zlab[i] != 0 {
				continue
			}
			stones, empties := 0, 0
			e.zlab[i] = 1
			st := append(e.stack[:0], i)
			for len(st) > 0 {
				x := st[len(st)-1]
				st = st[:len(st)-1]
				if b.Cell[x] == tonga.Empty {
					empties++
				} else {
					stones++
				}
				for _, y := range e.nbr[x] {
					if y >= 0 && b.Cell[y] != c.Other() && e.zlab[y] == 0 {
						e.zlab[y] = 1
						st = append(st, int(y))
					}
				}
			}
			e.stack = st
			z := float64(stones) + float64(empties)/2
			if c == e.me {
				v += z * z
			} else {
				v -= z * z
			}
		}
	}
	return v
}
