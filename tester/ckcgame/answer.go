package ckcgame

// Answer returns the score Alice can guarantee in g.
//
// It rests on the editorial's claim that Bob catches Alice right after her
// t-th move exactly when she lands within Chebyshev distance t of Bob's
// start (the package's tests check the claim against a retrograde analysis
// of the full game). The game is then Alice choosing a path, and Answer
// runs forwards over her moves: best[c] is the largest sum of a path of t
// moves ending at c that was never caught; a move onto a catchable cell
// ends a path and offers its sum as an answer. It deliberately differs
// from the solution's backward pass so that the two check each other.
func Answer(g *Game) int64 {
	n := g.N
	const none = -1
	best := make([]int64, n*n)
	next := make([]int64, n*n)
	for i := range best {
		best[i] = none
		next[i] = none
	}
	best[g.Ax*n+g.Ay] = 0
	var ans int64
	// Every cell is within distance n-1 of Bob, so no path outlives move
	// n-1.
	for t := 1; t < n; t++ {
		// Paths of t-1 moves end within distance t-1 of Alice's start.
		r := t - 1
		alive := false
		for x := imax(0, g.Ax-r); x <= imin(n-1, g.Ax+r); x++ {
			for y := imax(0, g.Ay-r); y <= imin(n-1, g.Ay+r); y++ {
				s := best[x*n+y]
				if s == none {
					continue
				}
				best[x*n+y] = none
				for cx := imax(0, x-1); cx <= imin(n-1, x+1); cx++ {
					// Bob reaches row cx's cells (cx, cy) with
					// |cy-By| <= t after t moves.
					rowCaught := iabs(cx-g.Bx) <= t
					for cy := imax(0, y-1); cy <= imin(n-1, y+1); cy++ {
						if cx == x && cy == y {
							continue
						}
						c := cx*n + cy
						v := s + g.V[c]
						if rowCaught && iabs(cy-g.By) <= t {
							if v > ans {
								ans = v
							}
						} else if v > next[c] {
							next[c] = v
							alive = true
						}
					}
				}
			}
		}
		if !alive {
			break
		}
		best, next = next, best
	}
	return ans
}

func iabs(a int) int {
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
