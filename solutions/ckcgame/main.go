// Command ckcgame solves CodeChef CKCGAME (Chess Kings Chasing Game,
// COOK133B): two kings on an N×N grid of positive values, Alice moves first
// and collects the value of every cell she steps on, Bob only wants to end
// the game; print the score Alice can guarantee.
//
// The editorial's claim, checked by the tester against a full retrograde
// analysis of the game, is that Bob catches Alice right after her t-th move
// exactly when that move lands within Chebyshev distance t of Bob's
// starting cell. So the game is Alice choosing a path, and
//
//	f(c, t) = 0                                    if dist(c, Bob) <= t
//	f(c, t) = max over neighbours n of v(n) + f(n, t+1)   otherwise
//
// with the answer f(A, 0). We evaluate it backwards over t with two N×N
// layers instead of the editorial's memoised N³ table: layer t only needs
// layer t+1, only the cells within distance t of Alice's start matter, and
// a caught cell's entry (v + 0) never changes once written, so each layer
// touches only the cells that are still free.
package main

import (
	"fmt"
	"os"

	"github.com/gamews/gamews/lib/fastio"
)

func main() {
	in := fastio.NewReader(os.Stdin)
	out := fastio.NewWriter(os.Stdout)
	defer out.Flush()
	var s solver
	for t := in.Int(); t > 0; t-- {
		n := in.Int()
		ax, ay, bx, by := in.Int()-1, in.Int()-1, in.Int()-1, in.Int()-1
		grid := s.reset(n)
		for x := 0; x < n; x++ {
			row := grid[(x+1)*(n+2)+1 : (x+1)*(n+2)+1+n]
			for y := range row {
				row[y] = in.Int64()
			}
		}
		if err := in.Err(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		out.Int64(s.solve(ax, ay, bx, by))
		out.Newline()
	}
}

// negInf marks the frame around the grid: far below any path sum
// (at most 300 moves × 1e9) so that max never picks it, and far from
// overflowing when a value is added to it.
const negInf = -1 << 60

// solver keeps its buffers across test cases.
type solver struct {
	n int
	// val, g and h are (n+2)×(n+2) row-major grids whose frame is negInf.
	// val holds the cell values; g and h are the layers
	// v(c) + f(c, t) of two consecutive moves t.
	val, g, h []int64
}

// reset sizes the buffers for an n×n grid and returns val for filling in
// (its frame already set).
func (s *solver) reset(n int) []int64 {
	s.n = n
	w := n + 2
	if cap(s.val) < w*w {
		s.val = make([]int64, w*w)
		s.g = make([]int64, w*w)
		s.h = make([]int64, w*w)
	}
	s.val, s.g, s.h = s.val[:w*w], s.g[:w*w], s.h[:w*w]
	for i := range s.val {
		s.val[i] = negInf
	}
	return s.val
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

func imax(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func imin(a, b int) int {
	if a < b {
		return a
	}
	return b
}

func max64(a, b int64) int64 {
	if a > b {
		return a
	}
	return b
}

// solve returns f(A, 0) for Alice at (ax, ay) and Bob at (bx, by),
// 0-based, once val is filled in.
func (s *solver) solve(ax, ay, bx, by int) int64 {
	n, w := s.n, s.n+2
	// The first move t0 from which every cell Alice can be on is already
	// caught: there f is 0 and a layer is just val.
	t0 := 1
	for ; t0 < n-1; t0++ {
		xlo, xhi := imax(0, ax-t0), imin(n-1, ax+t0)
		ylo, yhi := imax(0, ay-t0), imin(n-1, ay+t0)
		if imax(abs(xlo-bx), abs(xhi-bx)) <= t0 && imax(abs(ylo-by), abs(yhi-by)) <= t0 {
			break
		}
	}
	g, h := s.g, s.h
	copy(g, s.val)
	copy(h, s.val)
	// Invariant: g is layer t+1 on every cell within distance t+1 of A,
	// and every caught cell of h within that distance already holds val
	// (it was caught in every later layer too).
	for t := t0 - 1; t >= 1; t-- {
		xlo, xhi := imax(0, ax-t), imin(n-1, ax+t)
		ylo, yhi := imax(0, ay-t), imin(n-1, ay+t)
		for x := xlo; x <= xhi; x++ {
			if abs(x-bx) > t {
				s.relax(h, g, x, ylo, yhi)
				continue
			}
			// Bob's square covers columns [by-t, by+t] of this row.
			if l := imin(yhi, by-t-1); l >= ylo {
				s.relax(h, g, x, ylo, l)
			}
			if r := imax(ylo, by+t+1); r <= yhi {
				s.relax(h, g, x, r, yhi)
			}
		}
		g, h = h, g
	}
	// f(A, 0) = max over A's neighbours of layer 1.
	i := (ax+1)*w + ay + 1
	best := max64(max64(max64(g[i-w-1], g[i-w]), max64(g[i-w+1], g[i-1])),
		max64(max64(g[i+1], g[i+w-1]), max64(g[i+w], g[i+w+1])))
	return best
}

// relax sets h = val + max over the 8 neighbours in g for the cells
// (x, lo..hi) of one row. It keeps the column maxima of the rows above and
// below in a sliding window, so each cell costs five comparisons.
func (s *solver) relax(h, g []int64, x, lo, hi int) {
	w := s.n + 2
	// Padded column of y is y+1; the window spans columns lo-1..hi+1,
	// i.e. padded lo..hi+2.
	base := (x+1)*w + lo
	k := hi - lo + 3
	up := g[base-w : base-w+k]
	mid := g[base : base+k]
	down := g[base+w : base+w+k]
	dst := h[base+1 : base+k-1]
	v := s.val[base+1 : base+k-1]
	cPrev := max64(up[0], down[0])
	cCur := max64(up[1], down[1])
	// Same-length views let the compiler drop the bounds checks.
	n := len(dst)
	v = v[:n]
	left, right := mid[:n], mid[2:2+n]
	up2, down2 := up[2:2+n], down[2:2+n]
	for i := range dst {
		cNext := max64(up2[i], down2[i])
		m := max64(max64(cPrev, cCur), max64(cNext, max64(left[i], right[i])))
		dst[i] = v[i] + m
		cPrev, cCur = cCur, cNext
	}
}
