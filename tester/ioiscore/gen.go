package ioiscore

import (
	"fmt"
	"math/rand/v2"
)

// shape describes a family of boards.
type shape struct {
	name string
	// n draws the number of positions.
	n func(r *rand.Rand) int
	// out is the mean number of forward arrows per position.
	out func(r *rand.Rand, n int) float64
	// span limits forward arrows to the next span positions of the order
	// (0: no limit); small spans make long games.
	span func(r *rand.Rand, n int) int
	// exit is the share of positions with an arrow back to the start
	// (the last position of the order always has one).
	exit float64
}

// shapes are the kinds of boards; the seed picks one (seed mod 5).
var shapes = []shape{
	{name: "small",
		n:    func(r *rand.Rand) int { return 2 + r.IntN(11) },
		out:  func(r *rand.Rand, n int) float64 { return 1 + 2*r.Float64() },
		span: func(r *rand.Rand, n int) int { return 0 },
		exit: 0.3},
	{name: "medium",
		n:    func(r *rand.Rand) int { return 30 + r.IntN(171) },
		out:  func(r *rand.Rand, n int) float64 { return 2 + 18*r.Float64() },
		span: func(r *rand.Rand, n int) int { return []int{0, 10, 40}[r.IntN(3)] },
		exit: 0.1},
	{name: "large",
		n:    func(r *rand.Rand) int { return MaxN },
		out:  func(r *rand.Rand, n int) float64 { return 100 },
		span: func(r *rand.Rand, n int) int { return 0 },
		exit: 0.05},
	{name: "long",
		n:    func(r *rand.Rand) int { return MaxN },
		out:  func(r *rand.Rand, n int) float64 { return 1.5 + 1.5*r.Float64() },
		span: func(r *rand.Rand, n int) int { return 2 + r.IntN(4) },
		exit: 0.002},
	{name: "large-local",
		n:    func(r *rand.Rand) int { return MaxN },
		out:  func(r *rand.Rand, n int) float64 { return 100 },
		span: func(r *rand.Rand, n int) int { return 200 },
		exit: 0.01},
}

// ShapeOf names the kind of board seed generates.
func ShapeOf(seed uint64) string { return shapes[seed%uint64(len(shapes))].name }

// OpponentOf is the opponent seed plays against by default: optimal, but
// random for seeds 5 mod 7 and greedy for seeds 6 mod 7 (7 is prime to the
// 5 shapes, so every shape meets every opponent).
func OpponentOf(seed uint64) string {
	switch seed % 7 {
	case 5:
		return Random
	case 6:
		return Greedy
	}
	return Optimal
}

// GenerateBoard returns the board of seed: a board of its shape that
// Player 1 can win.
func GenerateBoard(seed uint64) (*Board, error) {
	r := newRand(seed, 0x73636f7265)
	sh := shapes[seed%uint64(len(shapes))]
	for graph := 0; graph < 100; graph++ {
		n := sh.n(r)
		b := randomGraph(r, n, sh.out(r, n), sh.span(r, n), sh.exit)
		// Re-deal owners and values on the same arrows until Player 1
		// can win.
		for deal := 0; deal < 20; deal++ {
			for p := range b.Owner {
				b.Owner[p] = 1 + r.IntN(2)
			}
			for p, v := range r.Perm(n) {
				b.Value[p] = v + 1
			}
			if NewEval(b).StartWins() {
				return b, nil
			}
		}
	}
	return nil, fmt.Errorf("seed %d: no winnable %s board in 2000 tries", seed, sh.name)
}

// randomGraph draws arrows meeting the statement's guarantees. Positions
// 1..n-1 take a random order after the start; forward arrows follow it (so
// every cycle passes through the start), each position gets an arrow in
// from one of the span positions before it (so all are reachable) and at
// least one arrow out. Owners and values are left for the caller.
func randomGraph(r *rand.Rand, n int, out float64, span int, exit float64) *Board {
	order := make([]int, n)
	for i, p := range r.Perm(n - 1) {
		order[i+1] = p + 1
	}
	adj := make([]bool, n*n)
	last := func(k int) int { // the furthest position k may point to
		if span == 0 || k+span > n-1 {
			return n - 1
		}
		return k + span
	}
	for k := 1; k < n; k++ {
		lo := 0
		if span > 0 && k > span {
			lo = k - span
		}
		adj[order[lo+r.IntN(k-lo)]*n+order[k]] = true
	}
	for k := 0; k < n-1; k++ {
		p := order[k]
		prob := out / float64(last(k)-k)
		for j := k + 1; j <= last(k); j++ {
			if r.Float64() < prob {
				adj[p*n+order[j]] = true
			}
		}
	}
	for k := 1; k < n; k++ {
		if k == n-1 || r.Float64() < exit {
			adj[order[k]*n] = true
		}
	}
	b := &Board{N: n, Succ: make([][]int, n), Owner: make([]int, n), Value: make([]int, n)}
	for p := 0; p < n; p++ {
		for q := 0; q < n; q++ {
			if adj[p*n+q] {
				b.Succ[p] = append(b.Succ[p], q)
			}
		}
		if len(b.Succ[p]) == 0 {
			b.Succ[p] = []int{0}
		}
	}
	return b
}

// newRand returns the generator of seed for one purpose (stream). The seed
// goes through splitmix64 first: PCG's first outputs for nearby seeds are
// close to each other.
func newRand(seed, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(splitmix(seed^stream), splitmix(seed+stream)))
}

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
