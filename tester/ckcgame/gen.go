package ckcgame

import (
	"math/rand/v2"
)

// Kinds of generated inputs; the seed picks one (seed mod len(kinds)).
var kinds = []struct {
	name string
	gen  func(r *rand.Rand) []Game
}{
	{"small", genSmall},
	{"n2-and-n3", genTiny},
	{"medium", genMedium},
	{"max-values", genMaxValues},
	{"adjacent", genAdjacent},
	{"corners", genCorners},
	{"large", genLarge},
	{"worst", genWorst},
}

// KindOf names the kind of input seed generates.
func KindOf(seed uint64) string { return kinds[seed%uint64(len(kinds))].name }

// GenerateGames returns the tests of seed.
func GenerateGames(seed uint64) []Game {
	r := newRand(seed, 0x636b6367616d65)
	return kinds[seed%uint64(len(kinds))].gen(r)
}

// newGame returns an n×n game with the kings placed and values drawn by
// values.
func newGame(n, ax, ay, bx, by int, values func() int64) Game {
	g := Game{N: n, Ax: ax, Ay: ay, Bx: bx, By: by, V: make([]int64, n*n)}
	for i := range g.V {
		g.V[i] = values()
	}
	return g
}

// valueDist picks how a test's values are drawn: full range, small (many
// ties), or a narrow band near 1e9 (large sums).
func valueDist(r *rand.Rand) func() int64 {
	switch r.IntN(3) {
	case 0:
		return func() int64 { return 1 + r.Int64N(10) }
	case 1:
		return func() int64 { return MaxValue - r.Int64N(1000) }
	}
	return func() int64 { return 1 + r.Int64N(MaxValue) }
}

// randomGame places both kings uniformly on distinct cells.
func randomGame(r *rand.Rand, n int, values func() int64) Game {
	ax, ay := r.IntN(n), r.IntN(n)
	bx, by := ax, ay
	for bx == ax && by == ay {
		bx, by = r.IntN(n), r.IntN(n)
	}
	return newGame(n, ax, ay, bx, by, values)
}

func genSmall(r *rand.Rand) []Game {
	games := make([]Game, MaxT)
	for i := range games {
		games[i] = randomGame(r, 2+r.IntN(7), valueDist(r))
	}
	return games
}

// genTiny covers every pair of starting cells of a 2×2 grid, then random
// 3×3 ones.
func genTiny(r *rand.Rand) []Game {
	var games []Game
	for a := 0; a < 4; a++ {
		for b := 0; b < 4; b++ {
			if a != b {
				games = append(games, newGame(2, a/2, a%2, b/2, b%2, valueDist(r)))
			}
		}
	}
	for len(games) < MaxT {
		games = append(games, randomGame(r, 3, valueDist(r)))
	}
	return games
}

func genMedium(r *rand.Rand) []Game {
	games := make([]Game, 20)
	for i := range games {
		games[i] = randomGame(r, 2+r.IntN(59), valueDist(r))
	}
	return games
}

// genMaxValues has every value 1e9: the largest possible sums.
func genMaxValues(r *rand.Rand) []Game {
	games := make([]Game, 4)
	for i := range games {
		games[i] = randomGame(r, 200+r.IntN(MaxN-199), func() int64 { return MaxValue })
	}
	return games
}

// genAdjacent starts Bob next to Alice (including diagonally).
func genAdjacent(r *rand.Rand) []Game {
	games := make([]Game, 30)
	for i := range games {
		n := 2 + r.IntN(99)
		for {
			ax, ay := r.IntN(n), r.IntN(n)
			bx, by := ax+r.IntN(3)-1, ay+r.IntN(3)-1
			if (bx != ax || by != ay) && bx >= 0 && by >= 0 && bx < n && by < n {
				games[i] = newGame(n, ax, ay, bx, by, valueDist(r))
				break
			}
		}
	}
	return games
}

// genCorners puts both kings on corners or edges of large grids.
func genCorners(r *rand.Rand) []Game {
	games := make([]Game, 8)
	for i := range games {
		n := 100 + r.IntN(MaxN-99)
		edge := func() (int, int) {
			c := []int{0, n - 1}
			if r.IntN(3) == 0 {
				return c[r.IntN(2)], r.IntN(n)
			}
			return c[r.IntN(2)], c[r.IntN(2)]
		}
		ax, ay := edge()
		if r.IntN(2) == 0 {
			ax, ay = ay, ax
		}
		bx, by := edge()
		for bx == ax && by == ay {
			bx, by = edge()
		}
		games[i] = newGame(n, ax, ay, bx, by, valueDist(r))
	}
	return games
}

func genLarge(r *rand.Rand) []Game {
	games := make([]Game, 3)
	for i := range games {
		games[i] = randomGame(r, MaxN, valueDist(r))
	}
	return games
}

// WorstGame returns an N=300 game with about the most states a solution
// must visit (9.6 million free (cell, move) pairs): Bob in a corner and
// Alice about 160 rows and columns away from him.
func WorstGame(r *rand.Rand) Game {
	place := func() (alice, bob int) {
		alice = 157 + r.IntN(7)
		if r.IntN(2) == 0 {
			return alice, 0
		}
		return MaxN - 1 - alice, MaxN - 1
	}
	ax, bx := place()
	ay, by := place()
	return newGame(MaxN, ax, ay, bx, by, func() int64 { return 1 + r.Int64N(MaxValue) })
}

func genWorst(r *rand.Rand) []Game {
	games := make([]Game, 4)
	for i := range games {
		games[i] = WorstGame(r)
	}
	return games
}

// newRand returns the generator of seed. The seed goes through splitmix64
// first: PCG's first outputs for nearby seeds are close to each other.
func newRand(seed, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(splitmix(seed^stream), splitmix(seed+stream)))
}

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
