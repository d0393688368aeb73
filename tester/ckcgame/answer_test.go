package ckcgame

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// fullGame solves the game from its rules alone, without the editorial's
// claim about when Bob catches Alice: a state is both kings' cells with
// Alice to move, and V_k(a, b) is what Alice can guarantee when only her
// next k moves count. V_0 = 0 and
//
//	V_{k+1}(a, b) = max over Alice's moves a' of v(a') +
//	    (0 if a' = b, else min over Bob's moves b' of
//	        (0 if b' = a', else V_k(a', b'))).
//
// V_k grows with k (values are positive). If it stops changing, it is the
// game's value: Alice gets at least V_k by playing for k moves, and Bob,
// answering each move with a b' that minimises V, keeps Alice's score plus
// the V of the current state from growing, so she never gets more (and,
// scoring at least 1 per move, cannot go on forever). ok is false when V
// has not settled after many rounds, which would mean Bob cannot force the
// game to end.
func fullGame(g *Game) (value int64, ok bool) {
	n := g.N
	cells := n * n
	cur := make([]int64, cells*cells)
	nxt := make([]int64, cells*cells)
	var moves [][]int
	for c := 0; c < cells; c++ {
		var m []int
		x, y := c/n, c%n
		for dx := -1; dx <= 1; dx++ {
			for dy := -1; dy <= 1; dy++ {
				nx, ny := x+dx, y+dy
				if (dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && nx < n && ny < n {
					m = append(m, nx*n+ny)
				}
			}
		}
		moves = append(moves, m)
	}
	for round := 0; round < 4*cells+10; round++ {
		changed := false
		for a := 0; a < cells; a++ {
			for b := 0; b < cells; b++ {
				if a == b {
					continue
				}
				best := int64(-1)
				for _, a2 := range moves[a] {
					v := g.V[a2]
					if a2 != b {
						worst := int64(-1)
						for _, b2 := range moves[b] {
							w := int64(0)
							if b2 != a2 {
								w = cur[a2*cells+b2]
							}
							if worst < 0 || w < worst {
								worst = w
							}
						}
						v += worst
					}
					if v > best {
						best = v
					}
				}
				nxt[a*cells+b] = best
				if best != cur[a*cells+b] {
					changed = true
				}
			}
		}
		cur, nxt = nxt, cur
		if !changed {
			return cur[(g.Ax*n+g.Ay)*cells+g.Bx*n+g.By], true
		}
	}
	return 0, false
}

// TestAnswerMatchesFullGame checks Answer, and with it the editorial's
// catching rule, against the full game on every start of small grids and
// on random ones.
func TestAnswerMatchesFullGame(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	type gen struct {
		name  string
		n     int
		count int
		// all plays every pair of distinct starting cells per grid.
		all bool
	}
	gens := []gen{
		{"n2-every-start", 2, 20, true},
		{"n3-every-start", 3, 20, true},
		{"n4-every-start", 4, 40, true},
		{"n5-every-start", 5, 3, true},
		{"n4-random", 4, 1000, false},
		{"n5-random", 5, 1000, false},
		{"n6-random", 6, 300, false},
		{"n7-random", 7, 60, false},
	}
	if testing.Short() {
		gens = gens[:3]
	}
	for _, gn := range gens {
		t.Run(gn.name, func(t *testing.T) {
			for k := 0; k < gn.count; k++ {
				values := valueDist(r)
				base := randomGame(r, gn.n, values)
				var games []Game
				if gn.all {
					cells := gn.n * gn.n
					for a := 0; a < cells; a++ {
						for b := 0; b < cells; b++ {
							if a != b {
								g := base
								g.Ax, g.Ay, g.Bx, g.By = a/gn.n, a%gn.n, b/gn.n, b%gn.n
								games = append(games, g)
							}
						}
					}
				} else {
					games = []Game{base}
				}
				for _, g := range games {
					want, ok := fullGame(&g)
					if !ok {
						t.Fatalf("%s: the full game did not settle: Bob cannot force an end", describe(&g))
					}
					if got := Answer(&g); got != want {
						t.Fatalf("%s: Answer = %d, full game = %d", describe(&g), got, want)
					}
				}
			}
		})
	}
}

// TestAnswerKnown pins a few values worked out by hand.
func TestAnswerKnown(t *testing.T) {
	tests := []struct {
		name string
		g    Game
		want int64
	}{
		// 2×2: every cell is next to Bob, so Alice's first move ends it
		// (onto Bob or next to him); she takes the best cell.
		{"n2", Game{N: 2, Ax: 0, Ay: 0, Bx: 1, By: 1, V: []int64{1, 5, 7, 9}}, 9},
		// 1-based Alice (1,1), Bob (1,3) on 3×3: the only free first move
		// is (2,1) (distance 2 > 1); every second move is caught, so she
		// ends on the best neighbour of (2,1): the 9, not the far corner.
		{"n3-row", Game{N: 3, Ax: 0, Ay: 0, Bx: 0, By: 2, V: []int64{
			1, 1, 1,
			4, 1, 1,
			1, 9, 50,
		}}, 4 + 9},
		// Taking the 8 next to Bob at once ends the game; going round
		// by (2,1) first collects it as well.
		{"n3-grab", Game{N: 3, Ax: 0, Ay: 0, Bx: 0, By: 2, V: []int64{
			1, 8, 1,
			4, 1, 1,
			1, 1, 1,
		}}, 4 + 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Answer(&tt.g); got != tt.want {
				t.Errorf("Answer = %d, want %d", got, tt.want)
			}
			if got, ok := fullGame(&tt.g); !ok || got != tt.want {
				t.Errorf("fullGame = %d, %v, want %d", got, ok, tt.want)
			}
		})
	}
}

func describe(g *Game) string {
	return fmt.Sprintf("N=%d Alice (%d,%d) Bob (%d,%d) V=%v", g.N, g.Ax+1, g.Ay+1, g.Bx+1, g.By+1, g.V)
}
