package ahc061

import (
	"math"
	"strconv"
)

// State is a game in progress: the board and the pieces at the start of
// turn Turn (0-based). Methods do not allocate, so a judge or a simulator
// can step many games cheaply.
type State struct {
	In   *Input
	Turn int
	// Owner[c] is the owning player of cell c, or -1.
	Owner [Cells]int8
	Level [Cells]int8
	// Pos[p] is player p's piece.
	Pos [MaxM]int

	// seen marks BFS visits with stamp to avoid clearing per search.
	seen  [Cells]uint32
	stamp uint32
	queue [Cells]int
	tie   [4 * Cells]int
}

// NewState returns the game's initial state.
func NewState(in *Input) *State {
	s := &State{In: in}
	for c := range s.Owner {
		s.Owner[c] = -1
	}
	for p, c := range in.Start {
		s.Owner[c] = int8(p)
		s.Level[c] = 1
		s.Pos[p] = c
	}
	return s
}

// Candidates appends to buf the cells player p may move to, in the AI's
// order: a breadth-first search from p's piece that expands only p's
// cells, trying neighbours right, down, left, up; every visited cell
// not holding another player's piece is a candidate, in discovery order
// (the piece's own cell first).
func (s *State) Candidates(p int, buf []int) []int {
	s.stamp++
	if s.stamp == 0 {
		s.seen = [Cells]uint32{}
		s.stamp = 1
	}
	var piece [Cells]bool
	for q := 0; q < s.In.M; q++ {
		if q != p {
			piece[s.Pos[q]] = true
		}
	}
	start := s.Pos[p]
	s.seen[start] = s.stamp
	s.queue[0] = start
	head, tail := 0, 1
	buf = append(buf, start)
	for head < tail {
		c := s.queue[head]
		head++
		i, j := c/N, c%N
		for d := 0; d < 4; d++ {
			var nc int
			switch d {
			case 0:
				if j+1 >= N {
					continue
				}
				nc = c + 1
			case 1:
				if i+1 >= N {
					continue
				}
				nc = c + N
			case 2:
				if j == 0 {
					continue
				}
				nc = c - 1
			default:
				if i == 0 {
					continue
				}
				nc = c - N
			}
			if s.seen[nc] == s.stamp {
				continue
			}
			s.seen[nc] = s.stamp
			if int(s.Owner[nc]) == p {
				s.queue[tail] = nc
				tail++
			}
			if !piece[nc] {
				buf = append(buf, nc)
			}
		}
	}
	return buf
}

// Legal reports whether player p may move to cell c.
func (s *State) Legal(p, c int) bool {
	var buf [Cells]int
	for _, x := range s.Candidates(p, buf[:0]) {
		if x == c {
			return true
		}
	}
	return false
}

// Eval is AI p's evaluation A of cell c.
func (s *State) Eval(p, c int) float64 {
	ai := &s.In.AIs[p-1]
	v := float64(s.In.V[c])
	switch o := int(s.Owner[c]); {
	case o < 0:
		return v * ai.WA
	case o == p:
		if int(s.Level[c]) < s.In.U {
			return v * ai.WB
		}
		return 0
	case s.Level[c] == 1:
		return v * ai.WC
	default:
		return v * ai.WD
	}
}

// AIMove is the cell AI player p (1 <= p < M) moves to this turn, using
// its random numbers for the turn.
func (s *State) AIMove(p int) int {
	var buf [Cells]int
	cand := s.Candidates(p, buf[:0])
	r1, r2 := s.In.R[p-1][2*s.Turn], s.In.R[p-1][2*s.Turn+1]
	if r1 < s.In.AIs[p-1].Eps {
		return cand[pick(r2, len(cand))]
	}
	var eval [Cells]float64
	best := math.Inf(-1)
	for k, c := range cand {
		eval[k] = s.Eval(p, c)
		if eval[k] > best {
			best = eval[k]
		}
	}
	tol := 1e-9 * math.Max(math.Abs(best), 1)
	ties := s.tie[:0]
	for k, c := range cand {
		if eval[k] >= best-tol {
			ties = append(ties, c)
		}
	}
	return ties[pick(r2, len(ties))]
}

// pick is floor(r*n) clamped to n-1.
func pick(r float64, n int) int {
	k := int(math.Floor(r * float64(n)))
	if k > n-1 {
		k = n - 1
	}
	if k < 0 {
		k = 0
	}
	return k
}

// Step plays one turn: dest[p] is player p's destination, which must be
// legal. It returns the pieces' positions at the end of the turn (also
// in s.Pos).
func (s *State) Step(dest []int) {
	m := s.In.M
	var count [Cells]int8
	for p := 0; p < m; p++ {
		count[dest[p]]++
	}
	var removed [MaxM]bool
	for p := 0; p < m; p++ {
		c := dest[p]
		if count[c] >= 2 && int(s.Owner[c]) != p {
			removed[p] = true
		}
	}
	u := int8(s.In.U)
	for p := 0; p < m; p++ {
		if removed[p] {
			continue
		}
		c := dest[p]
		switch o := int(s.Owner[c]); {
		case o < 0:
			s.Owner[c] = int8(p)
			s.Level[c] = 1
		case o == p:
			if s.Level[c] < u {
				s.Level[c]++
			}
		default:
			s.Level[c]--
			if s.Level[c] == 0 {
				s.Owner[c] = int8(p)
				s.Level[c] = 1
			} else {
				removed[p] = true
			}
		}
	}
	for p := 0; p < m; p++ {
		if !removed[p] {
			s.Pos[p] = dest[p]
		}
	}
	s.Turn++
}

// PlayTurn plays a turn in which player 0 moves to move0 (which must be
// legal) and the AIs choose their moves; it returns every player's
// destination.
func (s *State) PlayTurn(move0 int, dest []int) []int {
	dest = append(dest[:0], move0)
	for p := 1; p < s.In.M; p++ {
		dest = append(dest, s.AIMove(p))
	}
	s.Step(dest)
	return dest
}

// Scores returns S_p, the sum of V*L over each player's cells.
func (s *State) Scores() []int64 {
	sc := make([]int64, s.In.M)
	for c, o := range s.Owner {
		if o >= 0 {
			sc[o] += int64(s.In.V[c]) * int64(s.Level[c])
		}
	}
	return sc
}

// Score is the case's score, round(1e5*log2(1+S0/SA)) with SA the best
// AI's score.
func (s *State) Score() int64 {
	sc := s.Scores()
	var sa int64
	for _, x := range sc[1:] {
		if x > sa {
			sa = x
		}
	}
	return int64(math.Round(1e5 * math.Log2(1+float64(sc[0])/float64(sa))))
}

// AppendReport appends what the judge sends the solution after a turn:
// the destinations, the pieces, the owners and the levels.
func (s *State) AppendReport(b []byte, dest []int) []byte {
	for _, c := range dest {
		b = appendCell(b, c)
	}
	for p := 0; p < s.In.M; p++ {
		b = appendCell(b, s.Pos[p])
	}
	for _, arr := range [...]*[Cells]int8{&s.Owner, &s.Level} {
		for i := 0; i < N; i++ {
			for j := 0; j < N; j++ {
				if j > 0 {
					b = append(b, ' ')
				}
				b = strconv.AppendInt(b, int64(arr[i*N+j]), 10)
			}
			b = append(b, '\n')
		}
	}
	return b
}

func appendCell(b []byte, c int) []byte {
	b = strconv.AppendInt(b, int64(c/N), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(c%N), 10)
	return append(b, '\n')
}
