package bacteriawar

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"strings"
	"time"
)

// Player is one running agent for one game: its input and output, and how
// to end it.
type Player struct {
	// In is the agent's standard input, Out its standard output.
	In  io.Writer
	Out io.Reader
	// Stop ends the agent once the game is over (after FINISH it should
	// exit by itself; Stop waits a moment, then kills it) and returns what
	// went wrong with it, if anything (e.g. its exit status and stderr).
	Stop func() error
}

// ReadyLimit is how long an agent has to answer READY with OK.
const ReadyLimit = 3 * time.Second

// Game is a played game.
type Game struct {
	Opening []Move          // plies of the opening, played before the agents move
	Moves   []Move          // the agents' moves, O first after the opening's side to move
	Times   []time.Duration // thinking time of each of Moves
	O, X    int             // stones at the end
	// Winner is 0 when O (the first player) won, 1 when X won, -1 for a draw.
	Winner int
	// Reason says how the game ended: "board full", "X has no stones",
	// "400 plies", or the fault that lost it ("X: illegal move ...").
	Reason string
	// Fault is the side whose fault ended the game, or -1.
	Fault int
}

var sideName = [2]string{"O", "X"}

// Final returns the position at the end of g.
func (g *Game) Final() Position {
	p := Start()
	for _, m := range g.Opening {
		p = p.Play(m)
	}
	for _, m := range g.Moves {
		p = p.Play(m)
	}
	return p
}

// Referee plays games between two players.
type Referee struct {
	// Bank is each side's thinking time for the game (10 s on ALPHANO).
	Bank time.Duration
	// Ready is the limit for OK after READY (ReadyLimit if zero).
	Ready time.Duration
	// Log, when set, receives each line exchanged, for debugging.
	Log io.Writer
}

// Play plays one game from the position after opening, players[0] moving
// first (O). Any failure of a player (crash, time out, malformed line,
// illegal move, no OK) loses the game for it; Play's error is only for a
// cancelled context.
func (r *Referee) Play(ctx context.Context, players [2]*Player, opening []Move) (*Game, error) {
	g := &Game{Opening: opening, Fault: -1, Winner: -1}
	var conns [2]*conn
	for i, pl := range players {
		conns[i] = newConn(pl.In, pl.Out)
	}
	stopped := false
	stop := func() [2]error {
		var errs [2]error
		if stopped {
			return errs
		}
		stopped = true
		for i, pl := range players {
			if pl.Stop != nil {
				errs[i] = pl.Stop()
			}
		}
		return errs
	}
	defer stop()
	// fail ends the game with side s at fault. The agent's own account of
	// its end (exit status, stderr) is added when it is there.
	fail := func(s int, format string, args ...any) (*Game, error) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		msg := fmt.Sprintf(format, args...)
		for _, c := range conns {
			_ = c.send("FINISH")
		}
		errs := stop()
		if errs[s] != nil {
			msg += " (" + oneLine(errs[s].Error()) + ")"
		}
		g.Fault, g.Winner = s, 1-s
		g.Reason = sideName[s] + ": " + msg
		p := g.Final()
		o, x := p.Stones()
		g.O, g.X = bits.OnesCount64(o), bits.OnesCount64(x)
		return g, nil
	}
	readyLimit := r.Ready
	if readyLimit == 0 {
		readyLimit = ReadyLimit
	}
	for i, c := range conns {
		if err := c.send("READY %s", [2]string{"FIRST", "SECOND"}[i]); err != nil {
			return fail(i, "could not be sent READY: %v", err)
		}
	}
	start := time.Now()
	for i, c := range conns {
		left := readyLimit - time.Since(start)
		l, err := c.recv(ctx, left)
		switch {
		case errors.Is(err, errTimeout):
			return fail(i, "no OK within %v of READY", readyLimit)
		case err != nil:
			return fail(i, "%s before OK", describeReadErr(err))
		case strings.TrimSpace(l) != "OK":
			return fail(i, "answered READY with %q instead of OK", clip(l))
		}
	}
	p := Start()
	for _, m := range opening {
		for i, c := range conns {
			if err := c.send("OPP %s 0", FormatMove(&p, m)); err != nil {
				return fail(i, "could not be sent the opening: %v", err)
			}
		}
		p = p.Play(m)
	}
	bank := [2]time.Duration{r.Bank, r.Bank}
	for !p.GameOver() {
		s := p.Side
		c := conns[s]
		if err := c.send("TURN %d %d", bank[s].Milliseconds(), bank[1-s].Milliseconds()); err != nil {
			return fail(s, "could not be sent TURN: %v", err)
		}
		t0 := time.Now()
		l, err := c.recv(ctx, bank[s])
		used := time.Since(t0)
		switch {
		case errors.Is(err, errTimeout) || err == nil && used > bank[s]:
			return fail(s, "time out: no MOVE within its bank of %d ms (TLE)", bank[s].Milliseconds())
		case err != nil:
			return fail(s, "%s instead of a MOVE (crash)", describeReadErr(err))
		}
		bank[s] -= used
		f := strings.Fields(l)
		if len(f) != 5 || f[0] != "MOVE" {
			return fail(s, "malformed line %q, want MOVE x1 y1 x2 y2 (RE)", clip(l))
		}
		m, err := ParseMove(&p, f[1:])
		if err == nil && !p.Legal(m) {
			err = fmt.Errorf("illegal")
		}
		if err != nil {
			return fail(s, "illegal move %q at ply %d: %v (RE)", clip(l), p.Ply+1, err)
		}
		if err := conns[1-s].send("OPP %s %d", strings.Join(f[1:], " "), used.Milliseconds()); err != nil {
			return fail(1-s, "could not be sent OPP: %v", err)
		}
		g.Moves = append(g.Moves, m)
		g.Times = append(g.Times, used)
		p = p.Play(m)
		if r.Log != nil {
			fmt.Fprintf(r.Log, "%s %s %v\n", sideName[s], FormatUAI(m), used)
		}
	}
	for _, c := range conns {
		_ = c.send("FINISH")
	}
	o, x := p.Stones()
	g.O, g.X = bits.OnesCount64(o), bits.OnesCount64(x)
	switch {
	case g.O > g.X:
		g.Winner = 0
	case g.X > g.O:
		g.Winner = 1
	}
	switch {
	case o == 0:
		g.Reason = "O has no stones"
	case x == 0:
		g.Reason = "X has no stones"
	case o|x == Full:
		g.Reason = "board full"
	case p.Ply >= MaxPlies:
		g.Reason = "400 plies"
	default:
		g.Reason = "neither side can move"
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	// An agent that does not exit after FINISH is killed by Stop; that
	// is reported by the caller's logs, not counted against the result.
	stop()
	return g, nil
}

func describeReadErr(err error) string {
	if errors.Is(err, io.EOF) {
		return "closed its output"
	}
	return "read error: " + err.Error()
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "..."
	}
	return s
}

func oneLine(s string) string {
	s = strings.TrimSpace(s)
	s = strings.ReplaceAll(s, "\n", " | ")
	if len(s) > 300 {
		s = s[:300] + "..."
	}
	return s
}
