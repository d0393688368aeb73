// Package ioiscore is the tester's judge for Score (IOI 2001, day 2): the
// solution is Player 1 on a board of positions joined by arrows, where
// every cycle passes through the start, and must win the game against the
// judge's Player 2.
//
// The generator (GenerateBoard) draws boards with the statement's
// guarantees in five shapes (small, medium, large: N = 1000 with about
// 100,000 arrows, long: games of hundreds of moves, large-local) and keeps
// only boards that Player 1 can win. The judge solves each board exactly
// (Eval, a bitset over the largest value seen, written apart from the
// solution) and plays Player 2 as an optimal opponent, which wins whenever
// the solution errs, or, per the input's `opponent` line, at random or
// greedily. A game scores 1 when won and 0 when lost, the error naming the
// move that threw the win away.
package ioiscore

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/gamews/gamews/tester/judge"
)

// Problem is the Score judge.
type Problem struct {
	// opponent, when set, replaces OpponentOf in generated inputs.
	opponent string
}

// New returns the judge.
func New() judge.Problem { return &Problem{} }

// GenFlags registers -opponent on `tester gen`.
func (p *Problem) GenFlags(fs *flag.FlagSet) {
	fs.Func("opponent", "Player 2 of generated inputs: optimal, random or greedy (default: by seed, see OpponentOf)", func(s string) error {
		switch s {
		case Optimal, Random, Greedy:
			p.opponent = s
			return nil
		}
		return fmt.Errorf("unknown opponent %q", s)
	})
}

// Info describes Score: a game is won (1) or lost (0). The statement gives
// no time limit; a second per game is generous for an O(N²) read.
func (*Problem) Info() judge.Info {
	return judge.Info{Name: "ioi2001-score", Maximize: true, TimeLimit: time.Second}
}

// Generate writes the board of seed and its opponent (OpponentOf).
func (p *Problem) Generate(seed uint64, w io.Writer) error {
	b, err := GenerateBoard(seed)
	if err != nil {
		return err
	}
	opp := p.opponent
	if opp == "" {
		opp = OpponentOf(seed)
	}
	return WriteInput(w, b, opp)
}

// Params reports the board's size and the opponent.
func (*Problem) Params(input []byte) (map[string]string, error) {
	b, opp, err := ParseInput(input)
	if err != nil {
		return nil, err
	}
	arrows := 0
	for _, s := range b.Succ {
		arrows += len(s)
	}
	size := "N<=200"
	if b.N > 200 {
		size = "N>200"
	}
	return map[string]string{"size": size, "opponent": opp, "arrows": bucket(arrows)}, nil
}

func bucket(a int) string {
	switch {
	case a < 1000:
		return "<1e3"
	case a < 10000:
		return "<1e4"
	}
	return ">=1e4"
}

// Play sends the board and plays the game.
func (*Problem) Play(ctx context.Context, c *judge.Case) (float64, error) {
	b, opp, err := ParseInput(c.Input)
	if err != nil {
		c.ToSolution.Close()
		return 0, fmt.Errorf("seed %d: bad input file: %w", c.Seed, err)
	}
	g := &game{b: b, e: NewEval(b), depth: depths(b), opponent: opp,
		rng:  newRand(c.Seed, 0x706c617932),
		from: bufio.NewReader(c.FromSolution), to: bufio.NewWriter(c.ToSolution),
		transcript: c.Output}
	score, err := g.play(c)
	c.ToSolution.Close()
	if err != nil && ctx.Err() != nil {
		return 0, ctx.Err()
	}
	if err != nil {
		fmt.Fprintf(c.Log, "judge: %v\n", err)
		return score, fmt.Errorf("seed %d: %w", c.Seed, err)
	}
	return score, nil
}

// game is one game in progress.
type game struct {
	b          *Board
	e          *Eval
	depth      []int // see depths
	opponent   string
	rng        *rand.Rand
	from       *bufio.Reader
	to         *bufio.Writer
	transcript io.Writer
	// lostAt describes the solution's first move that turned a won game
	// into a lost one ("" while none).
	lostAt string
}

func (g *game) play(c *judge.Case) (float64, error) {
	b := g.b
	err := WriteBoard(g.to, b)
	if err == nil {
		err = g.to.Flush()
	}
	if err != nil {
		return 0, fmt.Errorf("sending the board: %w", err)
	}
	p, m := 0, b.Value[0]
	winning := g.e.StartWins()
	moves := 0
	for move := 1; ; move++ {
		moves = move
		var q int
		if b.Owner[p] == 1 {
			var err error
			if q, err = g.read(move, p); err != nil {
				return 0, err
			}
			after := g.e.MoveWins(q, m)
			if winning && !after && g.lostAt == "" {
				g.lostAt = fmt.Sprintf("move %d, %d -> %d (largest value so far %d, owned by player %d; %d of %d arrows won)",
					move, p+1, q+1, m, b.Owner[g.posOf(m)], g.e.WinningMoves(p, m), len(b.Succ[p]))
			}
			winning = after
			fmt.Fprintf(g.transcript, "1 %d\n", q+1)
		} else {
			q = g.opponentMove(p, m)
			winning = g.e.MoveWins(q, m)
			fmt.Fprintf(g.transcript, "2 %d\n", q+1)
			// A solution that has quit shows up at its next move, if
			// any; the game may end here without one.
			fmt.Fprintf(g.to, "%d\n", q+1)
			g.to.Flush()
		}
		if q == 0 {
			break
		}
		p = q
		if b.Value[q] > m {
			m = b.Value[q]
		}
	}
	// The game is over: the solution gets EOF, and must print nothing
	// more before it exits.
	c.ToSolution.Close()
	if err := g.trailing(); err != nil {
		return 0, err
	}
	if b.Owner[g.posOf(m)] == 1 {
		fmt.Fprintf(c.Log, "judge: won in %d moves against the %s opponent (largest value %d)\n", moves, g.opponent, m)
		return 1, nil
	}
	if g.lostAt == "" {
		return 0, fmt.Errorf("lost (largest value %d is player 2's), but the board could not be won from the start", m)
	}
	return 0, fmt.Errorf("lost: largest value %d is player 2's; the game was thrown away at %s", m, g.lostAt)
}

// posOf returns the position of value v.
func (g *game) posOf(v int) int {
	for p, x := range g.b.Value {
		if x == v {
			return p
		}
	}
	panic("ioiscore: no position has value " + strconv.Itoa(v))
}

// read reads the solution's move from p.
func (g *game) read(move, p int) (int, error) {
	tok, err := g.token()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return 0, fmt.Errorf("move %d: the solution's output ended while it was to move from %d", move, p+1)
		}
		return 0, fmt.Errorf("move %d: reading the solution's move: %w", move, err)
	}
	q, err := strconv.Atoi(tok)
	if err != nil || q < 1 || q > g.b.N {
		return 0, fmt.Errorf("move %d: bad token %q, want a position 1..%d", move, truncate(tok), g.b.N)
	}
	for _, s := range g.b.Succ[p] {
		if s == q-1 {
			return q - 1, nil
		}
	}
	return 0, fmt.Errorf("move %d: illegal move %d -> %d: no such arrow", move, p+1, q)
}

// token returns the next whitespace-separated word of the solution's
// output.
func (g *game) token() (string, error) {
	var w []byte
	for {
		c, err := g.from.ReadByte()
		if err != nil {
			if len(w) > 0 && errors.Is(err, io.EOF) {
				return string(w), nil
			}
			return "", err
		}
		if isSpace(c) {
			if len(w) > 0 {
				return string(w), nil
			}
			continue
		}
		if len(w) < 64 {
			w = append(w, c)
		}
	}
}

// trailing checks that the solution prints nothing after the game.
func (g *game) trailing() error {
	tok, err := g.token()
	if err == nil {
		return fmt.Errorf("output after the game ended: %q", truncate(tok))
	}
	if errors.Is(err, io.EOF) {
		return nil
	}
	return fmt.Errorf("reading after the game ended: %w", err)
}

// opponentMove is Player 2's move from p with largest value m.
func (g *game) opponentMove(p, m int) int {
	s := g.b.Succ[p]
	switch g.opponent {
	case Random:
		return s[g.rng.IntN(len(s))]
	case Greedy:
		// Home when ahead, else towards the largest value.
		best := -1
		for _, q := range s {
			if q == 0 && g.b.Owner[g.posOf(m)] == 2 {
				return 0
			}
			if q != 0 && (best < 0 || g.b.Value[q] > g.b.Value[best]) {
				best = q
			}
		}
		if best < 0 {
			return s[0]
		}
		return best
	}
	// Optimal: a winning move, drawn at random. When every move loses,
	// the one that can keep the game going longest, so that the
	// solution has the most decisions left to get wrong.
	var pick []int
	for _, q := range s {
		if !g.e.MoveWins(q, m) {
			pick = append(pick, q)
		}
	}
	if len(pick) == 0 {
		for _, q := range s {
			switch {
			case len(pick) == 0 || g.depth[q] > g.depth[pick[0]]:
				pick = append(pick[:0], q)
			case g.depth[q] == g.depth[pick[0]]:
				pick = append(pick, q)
			}
		}
	}
	return pick[g.rng.IntN(len(pick))]
}

// depths returns, per position, the most moves a game can still take from
// it (0 for the start, where it ends).
func depths(b *Board) []int {
	order, err := b.order()
	if err != nil {
		panic("ioiscore: depths on an invalid board: " + err.Error())
	}
	d := make([]int, b.N)
	for i := len(order) - 1; i >= 0; i-- {
		p := order[i]
		for _, q := range b.Succ[p] {
			d[p] = max(d[p], 1+d[q])
		}
	}
	return d
}

func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}
