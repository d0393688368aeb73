package main

import (
	"math/rand"
	"testing"
)

// memo is the editorial's recursion f(c, t), memoised, on a plain grid.
func memo(n, ax, ay, bx, by int, v [][]int64) int64 {
	seen := map[[3]int]int64{}
	var f func(x, y, t int) int64
	f = func(x, y, t int) int64 {
		if abs(x-bx) <= t && abs(y-by) <= t {
			return 0
		}
		k := [3]int{x, y, t}
		if r, ok := seen[k]; ok {
			return r
		}
		var best int64
		for dx := -1; dx <= 1; dx++ {
			for dy := -1; dy <= 1; dy++ {
				nx, ny := x+dx, y+dy
				if (dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && nx < n && ny < n {
					if s := v[nx][ny] + f(nx, ny, t+1); s > best {
						best = s
					}
				}
			}
		}
		seen[k] = best
		return best
	}
	return f(ax, ay, 0)
}

// TestSolveMatchesRecursion checks the layered pass against the plain
// recursion on random grids, reusing one solver across sizes as main does.
func TestSolveMatchesRecursion(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var s solver
	for k := 0; k < 3000; k++ {
		n := 2 + r.Intn(14)
		maxV := []int64{3, 1000, 1e9}[r.Intn(3)]
		v := make([][]int64, n)
		grid := s.reset(n)
		for x := range v {
			v[x] = make([]int64, n)
			for y := range v[x] {
				v[x][y] = 1 + r.Int63n(maxV)
				grid[(x+1)*(n+2)+y+1] = v[x][y]
			}
		}
		ax, ay, bx, by := r.Intn(n), r.Intn(n), r.Intn(n), r.Intn(n)
		if ax == bx && ay == by {
			continue
		}
		want := memo(n, ax, ay, bx, by, v)
		if got := s.solve(ax, ay, bx, by); got != want {
			t.Fatalf("n=%d A=(%d,%d) B=(%d,%d) v=%v: got %d, want %d", n, ax, ay, bx, by, v, got, want)
		}
	}
}
