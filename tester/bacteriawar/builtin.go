package bacteriawar

import (
	"bufio"
	"fmt"
	"io"
	"math/bits"
	"math/rand"
	"strconv"
	"strings"
	"time"
)

// Strategy picks moves for a built-in agent.
type Strategy interface {
	// Move returns a legal move in p (Pass when there is no other move).
	Move(p *Position, bank time.Duration) Move
}

// NewStrategy returns the built-in strategy called name: "random",
// "greedy" (best immediate stone gain, ties at random) or "abN" (plain
// fixed-depth alpha-beta to N plies on the stone difference, 1 <= N <= 8;
// "ab" is ab4). seed makes the random choices reproducible.
func NewStrategy(name string, seed uint64) (Strategy, error) {
	rng := rand.New(rand.NewSource(int64(seed)))
	switch {
	case name == "random":
		return randomStrategy{rng}, nil
	case name == "greedy":
		return greedyStrategy{rng}, nil
	case name == "ab":
		return &alphaBeta{depth: 4}, nil
	case strings.HasPrefix(name, "ab"):
		d, err := strconv.Atoi(name[2:])
		if err != nil || d < 1 || d > 8 {
			return nil, fmt.Errorf("built-in agent %q: want ab1..ab8", name)
		}
		return &alphaBeta{depth: d}, nil
	}
	return nil, fmt.Errorf("no built-in agent %q (have random, greedy, ab1..ab8)", name)
}

// BuiltinNames lists the built-in agents.
func BuiltinNames() []string { return []string{"random", "greedy", "ab4"} }

type randomStrategy struct{ rng *rand.Rand }

func (s randomStrategy) Move(p *Position, _ time.Duration) Move {
	ms := p.Moves(nil)
	return ms[s.rng.Intn(len(ms))]
}

type greedyStrategy struct{ rng *rand.Rand }

func (s greedyStrategy) Move(p *Position, _ time.Duration) Move {
	ms := p.Moves(nil)
	best, n := -1000, 0
	var pick Move
	for _, m := range ms {
		q := p.Play(m)
		v := bits.OnesCount64(q.Opp) - bits.OnesCount64(q.Me)
		switch {
		case v > best:
			best, n, pick = v, 1, m
		case v == best:
			// Reservoir sampling keeps ties uniform.
			n++
			if s.rng.Intn(n) == 0 {
				pick = m
			}
		}
	}
	return pick
}

// alphaBeta is a plain negamax alpha-beta to a fixed depth on the stone
// difference, with no table and no ordering beyond clones first: the
// textbook baseline an engine must beat.
type alphaBeta struct{ depth int }

const abWin = 1000

func (s *alphaBeta) Move(p *Position, _ time.Duration) Move {
	ms := p.Moves(nil)
	best := -1 << 30
	pick := ms[0]
	for _, m := range ms {
		v := -s.search(p.Play(m), s.depth-1, -1<<30, -best)
		if v > best {
			best, pick = v, m
		}
	}
	return pick
}

func (s *alphaBeta) search(p Position, depth, alpha, beta int) int {
	if p.GameOver() {
		d := bits.OnesCount64(p.Me) - bits.OnesCount64(p.Opp)
		switch {
		case d > 0:
			return abWin + d
		case d < 0:
			return -abWin + d
		}
		return 0
	}
	if depth == 0 {
		return bits.OnesCount64(p.Me) - bits.OnesCount64(p.Opp)
	}
	var buf [256]Move
	for _, m := range p.Moves(buf[:0]) {
		v := -s.search(p.Play(m), depth-1, -beta, -alpha)
		if v > alpha {
			alpha = v
			if alpha >= beta {
				break
			}
		}
	}
	return alpha
}

// Serve plays strategy st over the ALPHANO protocol on r and w until
// FINISH or the end of r.
func Serve(st Strategy, r io.Reader, w io.Writer) error {
	sc := bufio.NewScanner(r)
	bw := bufio.NewWriter(w)
	p := Start()
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "READY":
			p = Start()
			fmt.Fprintln(bw, "OK")
		case "TURN":
			var bank time.Duration
			if len(f) > 1 {
				ms, _ := strconv.Atoi(f[1])
				bank = time.Duration(ms) * time.Millisecond
			}
			m := st.Move(&p, bank)
			fmt.Fprintf(bw, "MOVE %s\n", FormatMove(&p, m))
			p = p.Play(m)
		case "OPP":
			if len(f) < 5 {
				return fmt.Errorf("bad OPP line %q", sc.Text())
			}
			m, err := ParseMove(&p, f[1:5])
			if err != nil {
				return fmt.Errorf("OPP line %q: %w", sc.Text(), err)
			}
			p = p.Play(m)
		case "FINISH":
			return bw.Flush()
		default:
			return fmt.Errorf("unknown command %q", sc.Text())
		}
		if err := bw.Flush(); err != nil {
			return err
		}
	}
	return sc.Err()
}
