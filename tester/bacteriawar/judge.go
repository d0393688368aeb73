package bacteriawar

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/gamews/gamews/tester/judge"
)

// Problem is the judge behind `tester run bacteriawar`: seed s is one game
// against the built-in fixed-depth alpha-beta from an opening of
// OpeningPlies random plies drawn from s, the solution playing first on
// even seeds and second on odd ones, with the ALPHANO banks. The score is
// 1 for a win, 0.5 for a draw, 0 for a loss; a fault of the solution
// (time out, illegal or malformed move, crash, no OK) scores 0 with its
// reason as the error.
type Problem struct {
	// Opponent is the built-in strategy played against ("ab4").
	Opponent string
	// Bank is each side's bank (10 s).
	Bank time.Duration
	// OpeningPlies is the length of the openings (4).
	OpeningPlies int
}

// New returns the judge with ALPHANO's settings.
func New() judge.Problem {
	return &Problem{Opponent: "ab4", Bank: 10 * time.Second, OpeningPlies: 4}
}

// Info implements judge.Problem.
func (pr *Problem) Info() judge.Info {
	return judge.Info{Name: "bacteriawar", Maximize: true, TimeLimit: 2*pr.Bank + 5*time.Second}
}

// Generate implements judge.Problem: the case file names the solution's
// side, the opponent and the opening's moves in protocol coordinates.
func (pr *Problem) Generate(seed uint64, w io.Writer) error {
	side := "FIRST"
	if seed%2 == 1 {
		side = "SECOND"
	}
	ms := Opening(seed, pr.OpeningPlies)
	var b bytes.Buffer
	fmt.Fprintf(&b, "side %s\nopponent %s\nbank %d\nopening %d\n", side, pr.Opponent, pr.Bank.Milliseconds(), len(ms))
	p := Start()
	for _, m := range ms {
		fmt.Fprintln(&b, FormatMove(&p, m))
		p = p.Play(m)
	}
	_, err := w.Write(b.Bytes())
	return err
}

// caseInput is a parsed case file.
type caseInput struct {
	first    bool
	opponent string
	bank     time.Duration
	opening  []Move
}

func parseCase(in []byte) (*caseInput, error) {
	c := &caseInput{}
	sc := bufio.NewScanner(bytes.NewReader(in))
	line := 0
	next := func() ([]string, error) {
		if !sc.Scan() {
			return nil, fmt.Errorf("line %d: unexpected end of case", line+1)
		}
		line++
		return strings.Fields(sc.Text()), nil
	}
	want := func(key string) (string, error) {
		f, err := next()
		if err != nil {
			return "", err
		}
		if len(f) != 2 || f[0] != key {
			return "", fmt.Errorf("line %d: want %q and a value", line, key)
		}
		return f[1], nil
	}
	side, err := want("side")
	if err != nil {
		return nil, err
	}
	c.first = side == "FIRST"
	if c.opponent, err = want("opponent"); err != nil {
		return nil, err
	}
	bank, err := want("bank")
	if err != nil {
		return nil, err
	}
	ms, err := strconv.Atoi(bank)
	if err != nil {
		return nil, fmt.Errorf("line %d: %w", line, err)
	}
	c.bank = time.Duration(ms) * time.Millisecond
	ns, err := want("opening")
	if err != nil {
		return nil, err
	}
	n, err := strconv.Atoi(ns)
	if err != nil {
		return nil, fmt.Errorf("line %d: %w", line, err)
	}
	p := Start()
	for i := 0; i < n; i++ {
		f, err := next()
		if err != nil {
			return nil, err
		}
		m, err := ParseMove(&p, f)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		c.opening = append(c.opening, m)
		p = p.Play(m)
	}
	return c, nil
}

// Play implements judge.Problem. The game record goes to c.Output.
func (pr *Problem) Play(ctx context.Context, c *judge.Case) (float64, error) {
	in, err := parseCase(c.Input)
	if err != nil {
		return 0, fmt.Errorf("seed %d: case: %w", c.Seed, err)
	}
	opp, err := Builtin{Strategy: in.opponent}.Start(ctx, c.Seed)
	if err != nil {
		return 0, err
	}
	sol := &Player{In: c.ToSolution, Out: c.FromSolution, Stop: func() error { return c.ToSolution.Close() }}
	players := [2]*Player{sol, opp}
	me := 0
	names := [2]string{"solution", "builtin:" + in.opponent}
	if !in.first {
		players[0], players[1] = opp, sol
		names[0], names[1] = names[1], names[0]
		me = 1
	}
	ref := Referee{Bank: in.bank}
	g, err := ref.Play(ctx, players, in.opening)
	if err != nil {
		return 0, err
	}
	if c.Output != nil {
		if err := WriteGame(c.Output, &MatchGame{Index: 0, AIsO: me == 0, Seed: c.Seed, Game: g}, names); err != nil {
			return 0, err
		}
	}
	if c.Log != nil {
		fmt.Fprintf(c.Log, "solution plays %s; O %d X %d; %s\n", sideName[me], g.O, g.X, g.Reason)
	}
	switch {
	case g.Fault == me:
		return 0, fmt.Errorf("seed %d: %s", c.Seed, g.Reason)
	case g.Winner < 0:
		return 0.5, nil
	case g.Winner == me:
		return 1, nil
	}
	return 0, nil
}
