package ahc061

import (
	"fmt"
	"math/rand"
	"testing"
)

// playRandom plays seed's game with player 0 moving to a uniformly random
// legal cell each turn, as the statement's sample solution does.
func playRandom(in *Input, rng *rand.Rand) *State {
	s := NewState(in)
	var buf [Cells]int
	dest := make([]int, 0, MaxM)
	for s.Turn < T {
		cand := s.Candidates(0, buf[:0])
		dest = s.PlayTurn(cand[rng.Intn(len(cand))], dest)
	}
	return s
}

// TestRandomPlayerMean checks the engine against a figure of the official
// tools: a uniformly random legal player averages about 88,000 over seeds
// 0-99.
func TestRandomPlayerMean(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	sum := 0.0
	const seeds = 100
	for seed := uint64(0); seed < seeds; seed++ {
		sum += float64(playRandom(Generate(seed, GenOptions{}), rng).Score())
	}
	mean := sum / seeds
	t.Logf("random legal player: mean score %.0f over seeds 0-%d", mean, seeds-1)
	if mean < 80000 || mean > 96000 {
		t.Errorf("random player mean %.0f, want about 88000", mean)
	}
}

func at(i, j int) int { return i*N + j }

// board3 is a three-player game with U=2, every V 1000, players starting
// at (0,0), (5,5), (9,9); AI parameters and random numbers as given.
func board3(ais []AI, r [][]float64) *State {
	in := &Input{M: 3, U: 2, Start: []int{at(0, 0), at(5, 5), at(9, 9)}, AIs: ais, R: r}
	for c := range in.V {
		in.V[c] = 1000
	}
	for len(in.AIs) < 2 {
		in.AIs = append(in.AIs, AI{0.5, 0.5, 0.5, 0.5, 0.1})
	}
	for len(in.R) < 2 {
		in.R = append(in.R, make([]float64, 2*T))
	}
	return NewState(in)
}

// set gives cell c to owner o at level l.
func (s *State) set(c, o, l int) {
	s.Owner[c], s.Level[c] = int8(o), int8(l)
}

func TestStep(t *testing.T) {
	type cellWant struct{ c, owner, level int }
	tests := []struct {
		name  string
		setup func(s *State)
		dest  []int
		cells []cellWant
		pos   []int
	}{
		{
			name: "occupy, reinforce, stay",
			dest: []int{at(0, 1), at(5, 5), at(9, 8)},
			cells: []cellWant{
				{at(0, 1), 0, 1}, {at(0, 0), 0, 1}, {at(5, 5), 1, 2}, {at(9, 8), 2, 1},
			},
			pos: []int{at(0, 1), at(5, 5), at(9, 8)},
		},
		{
			name:  "level cap U",
			setup: func(s *State) { s.set(at(0, 0), 0, 2) },
			dest:  []int{at(0, 0), at(5, 5), at(9, 9)},
			cells: []cellWant{{at(0, 0), 0, 2}, {at(5, 5), 1, 2}},
			pos:   []int{at(0, 0), at(5, 5), at(9, 9)},
		},
		{
			name: "conflict on an unowned cell: both bounce back",
			setup: func(s *State) {
				s.set(at(4, 4), 0, 1)
				s.Pos[0] = at(4, 4)
				s.set(at(4, 6), 1, 1)
				s.Pos[1] = at(4, 6)
			},
			dest:  []int{at(4, 5), at(4, 5), at(9, 9)},
			cells: []cellWant{{at(4, 5), -1, 0}, {at(4, 4), 0, 1}, {at(4, 6), 1, 1}, {at(9, 9), 2, 2}},
			pos:   []int{at(4, 4), at(4, 6), at(9, 9)},
		},
		{
			name: "conflict on the owner's cell: the owner reinforces, the other bounces",
			setup: func(s *State) {
				s.set(at(4, 4), 0, 1)
				s.set(at(4, 5), 0, 1)
				s.Pos[0] = at(4, 4)
				s.set(at(4, 6), 1, 1)
				s.Pos[1] = at(4, 6)
			},
			dest:  []int{at(4, 5), at(4, 5), at(9, 9)},
			cells: []cellWant{{at(4, 5), 0, 2}, {at(4, 6), 1, 1}},
			pos:   []int{at(4, 5), at(4, 6), at(9, 9)},
		},
		{
			name: "conflict on a third player's cell: both removed, no attack",
			setup: func(s *State) {
				s.set(at(4, 4), 0, 1)
				s.Pos[0] = at(4, 4)
				s.set(at(4, 6), 1, 1)
				s.Pos[1] = at(4, 6)
				s.set(at(4, 5), 2, 1)
			},
			dest:  []int{at(4, 5), at(4, 5), at(9, 9)},
			cells: []cellWant{{at(4, 5), 2, 1}},
			pos:   []int{at(4, 4), at(4, 6), at(9, 9)},
		},
		{
			name:  "attack without capture bounces",
			setup: func(s *State) { s.set(at(0, 1), 1, 2) },
			dest:  []int{at(0, 1), at(5, 5), at(9, 9)},
			cells: []cellWant{{at(0, 1), 1, 1}, {at(0, 0), 0, 1}},
			pos:   []int{at(0, 0), at(5, 5), at(9, 9)},
		},
		{
			name:  "attack at level 1 captures",
			setup: func(s *State) { s.set(at(0, 1), 1, 1) },
			dest:  []int{at(0, 1), at(5, 5), at(9, 9)},
			cells: []cellWant{{at(0, 1), 0, 1}},
			pos:   []int{at(0, 1), at(5, 5), at(9, 9)},
		},
		{
			name: "two attacks on one player's cells, one captures, one bounces",
			setup: func(s *State) {
				s.set(at(0, 1), 2, 1)
				s.set(at(5, 6), 2, 2)
			},
			dest:  []int{at(0, 1), at(5, 6), at(9, 9)},
			cells: []cellWant{{at(0, 1), 0, 1}, {at(5, 6), 2, 1}, {at(9, 9), 2, 2}},
			pos:   []int{at(0, 1), at(5, 5), at(9, 9)},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := board3(nil, nil)
			if tc.setup != nil {
				tc.setup(s)
			}
			for p, c := range tc.dest {
				if !s.Legal(p, c) {
					t.Fatalf("test moves player %d to an illegal cell (%d, %d)", p, c/N, c%N)
				}
			}
			s.Step(tc.dest)
			for _, w := range tc.cells {
				if int(s.Owner[w.c]) != w.owner || int(s.Level[w.c]) != w.level {
					t.Errorf("cell (%d, %d): owner %d level %d, want %d %d", w.c/N, w.c%N, s.Owner[w.c], s.Level[w.c], w.owner, w.level)
				}
			}
			for p, c := range tc.pos {
				if s.Pos[p] != c {
					t.Errorf("player %d's piece on (%d, %d), want (%d, %d)", p, s.Pos[p]/N, s.Pos[p]%N, c/N, c%N)
				}
			}
		})
	}
}

func TestCandidatesOrder(t *testing.T) {
	s := board3(nil, nil)
	s.set(at(5, 6), 1, 1)
	s.set(at(4, 6), 1, 1) // owned: expanded after (5,6)
	s.set(at(6, 5), 0, 1)
	s.Pos[0] = at(6, 5) // player 0's piece: visited, not a candidate
	got := s.Candidates(1, nil)
	want := []int{at(5, 5), at(5, 6), at(5, 4), at(4, 5), at(5, 7), at(6, 6), at(4, 6), at(4, 7), at(3, 6)}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("candidates %v, want %v", got, want)
	}
}

func TestAIMove(t *testing.T) {
	// Candidates of player 1 from (5,5) alone: (5,5), (5,6), (6,5), (5,4), (4,5).
	tests := []struct {
		name   string
		ai     AI
		r1, r2 float64
		setup  func(s *State)
		want   int
	}{
		{name: "random, first", ai: AI{1, 1, 1, 1, 0.5}, r1: 0.49, r2: 0, want: at(5, 5)},
		{name: "random, last", ai: AI{1, 1, 1, 1, 0.5}, r1: 0.2, r2: 0.9999999, want: at(4, 5)},
		{name: "random, index floor(r2*n)", ai: AI{1, 1, 1, 1, 0.5}, r1: 0.1, r2: 0.4, want: at(6, 5)},
		{
			name: "greedy, best value",
			ai:   AI{0.5, 0.5, 0.5, 0.5, 0.1}, r1: 0.1, r2: 0.5,
			setup: func(s *State) { s.In.V[at(5, 4)] = 1200 },
			want:  at(5, 4),
		},
		{
			name: "greedy, own cell at U scores 0",
			ai:   AI{0.3, 1, 0.3, 0.3, 0.1}, r1: 0.5, r2: 0,
			setup: func(s *State) { s.set(at(5, 5), 1, 2) },
			want:  at(5, 6),
		},
		{
			name: "greedy, reinforce below U",
			ai:   AI{0.3, 1, 0.3, 0.3, 0.1}, r1: 0.5, r2: 0.99,
			want: at(5, 5),
		},
		{
			name: "greedy, exact tie of four, r2 picks the third",
			ai:   AI{0.5, 0.3, 0.5, 0.5, 0.1}, r1: 0.5, r2: 0.6,
			want: at(5, 4),
		},
		{
			name: "greedy, weak foreign cell vs level-2 foreign",
			ai:   AI{0.3, 0.3, 0.9, 0.8, 0.1}, r1: 0.5, r2: 0.99,
			setup: func(s *State) {
				s.set(at(5, 6), 2, 1)
				s.set(at(6, 5), 2, 2)
				s.set(at(4, 5), 0, 1)
			},
			// (5,6) 900 and (4,5) 900 tie; (6,5) 800.
			want: at(4, 5),
		},
		{
			name: "greedy, values within 1e-9 relative tie",
			ai:   AI{0.5, 0.3, 1.0000000001, 0.3, 0.1}, r1: 0.5, r2: 0,
			setup: func(s *State) {
				s.In.V[at(5, 6)] = 500
				s.set(at(5, 6), 2, 1) // 500.00000005: the best
			},
			// The tie set, in candidate order: (5,6), (6,5), (5,4), (4,5)
			// all at 500 or within 5e-7 of the best.
			want: at(5, 6),
		},
		{
			name: "greedy, values within 1e-9 relative tie, last",
			ai:   AI{0.5, 0.3, 1.0000000001, 0.3, 0.1}, r1: 0.5, r2: 0.99,
			setup: func(s *State) {
				s.In.V[at(5, 6)] = 500
				s.set(at(5, 6), 2, 1)
			},
			want: at(4, 5),
		},
		{
			name: "greedy, 1e-8 relative is no tie",
			ai:   AI{0.5, 0.3, 1.00000002, 0.3, 0.1}, r1: 0.5, r2: 0.99,
			setup: func(s *State) {
				s.In.V[at(5, 6)] = 500
				s.set(at(5, 6), 2, 1)
			},
			want: at(5, 6),
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := make([]float64, 2*T)
			r[2], r[3] = tc.r1, tc.r2 // turn 1 (0-based)
			s := board3([]AI{tc.ai}, [][]float64{r})
			s.Turn = 1
			if tc.setup != nil {
				tc.setup(s)
			}
			if got := s.AIMove(1); got != tc.want {
				t.Errorf("AI moves to (%d, %d), want (%d, %d)", got/N, got%N, tc.want/N, tc.want%N)
			}
		})
	}
}

func TestScore(t *testing.T) {
	s := board3(nil, nil)
	s.set(at(0, 1), 0, 2) // S0 = 1000 + 2000
	s.set(at(5, 6), 1, 2) // S1 = 3000, S2 = 1000
	if got, want := s.Score(), int64(100000); got != want {
		t.Errorf("score %d, want %d", got, want)
	}
	s.In.V[at(0, 0)] = 2000 // S0 = 4000: 1e5*log2(7/3) = 122239.34
	if got, want := s.Score(), int64(122239); got != want {
		t.Errorf("score %d, want %d", got, want)
	}
}
