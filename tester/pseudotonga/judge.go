// Package pseudotonga is the judge of TopCoder's PseudoTonga (Marathon
// Match 6): a game of isles on an N×N board against a server with a fixed
// three-ply minimax strategy.
//
// A case's input is the game's spec, derived from the seed: the board side
// N (seeds cycle through 6, 8, ..., 16), who starts, and the seed of the
// server's tie-breaking coin. The judge plays the server itself and talks
// to the solution in the TopCoder adapter's line protocol: it sends
// `init N row col` (row = col = -1 when the solution starts) and then
// `move row col` after each server move, and reads `2 row col` replies.
// An invalid reply, a crash, or running out of the 20 s the solution may
// think per game fills every empty square with the server's colour, as
// TopCoder does. The case's score is the solution's points minus the
// server's (points: the sum of squared isle sizes); the total is the sum
// of signed square roots.
//
// The server (Server here, tonga.Searcher) follows the statement and the
// workspace's notes; where they leave room this judge reads them so:
//   - an isle's perimeter is the number of distinct empty squares next to
//     it (a square touching the isle twice counts once; off-board squares
//     never count);
//   - the search is three plies (server, player, server) while at least
//     three squares are empty, else as many plies as squares remain
//     (Plies); with three or fewer left every line ends on a full board,
//     whose evaluation is 0, so every square ties;
//   - ties among the best squares are broken uniformly at random with a
//     PCG generator seeded by the case's coin; on the empty board the
//     first stone is a uniformly random one of the four centre squares.
//
// The search is exact (it scores every square as the brute-force minimax
// does; tests compare every square's score on about a hundred positions)
// and fast: isles are labelled once per move; a leaf is the position's
// evaluation plus one stone's delta, recomputed (with bitset liberties)
// only for squares next to an isle the two stones above it changed; and
// squares and replies are cut off only when strictly worse than the best
// found, so the whole set of tied best squares survives. A server move at N=16 takes a fraction of a
// millisecond on average (BenchmarkServerMove16).
package pseudotonga

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/gamews/gamews/tester/pseudotonga/tonga"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/gamews/gamews/tester/judge"
)

// TimeLimit is the solution's thinking time per game.
const TimeLimit = 20 * time.Second

// Judge is the PseudoTonga judge; the zero value is ready to use.
type Judge struct{}

// New returns the judge.
func New() judge.Problem { return Judge{} }

// Info implements judge.Problem.
func (Judge) Info() judge.Info {
	return judge.Info{
		Name:      "pseudotonga",
		Maximize:  true,
		Aggregate: "signed-sqrt-sum",
		TimeLimit: TimeLimit,
	}
}

// Spec is one game's setup.
type Spec struct {
	N int
	// ServerFirst is true when the server plays the first stone (Black).
	ServerFirst bool
	// Coin seeds the server's choice among equally rated squares.
	Coin uint64
}

// SpecOf derives the game of seed: N = 6 + 2*(seed mod 6), so any six
// consecutive seeds cover every size; who starts and the coin come from a
// hash of the seed.
func SpecOf(seed uint64) Spec {
	h := splitmix(seed)
	return Spec{N: 6 + 2*int(seed%6), ServerFirst: h&1 == 1, Coin: splitmix(h)}
}

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Format writes the spec as the case's input file.
func (sp Spec) Format(w io.Writer) error {
	first := "player"
	if sp.ServerFirst {
		first = "server"
	}
	_, err := fmt.Fprintf(w, "N %d\nfirst %s\ncoin %d\n", sp.N, first, sp.Coin)
	return err
}

// ParseSpec reads an input file written by Format.
func ParseSpec(input []byte) (Spec, error) {
	var sp Spec
	seen := map[string]bool{}
	for i, line := range strings.Split(string(input), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f) != 2 {
			return sp, fmt.Errorf("input:%d: want \"KEY VALUE\", got %q", i+1, line)
		}
		var err error
		switch f[0] {
		case "N":
			sp.N, err = strconv.Atoi(f[1])
			if err == nil && (sp.N < 2 || sp.N%2 != 0 || sp.N > tonga.MaxN) {
				err = fmt.Errorf("N must be even, 2..%d", tonga.MaxN)
			}
		case "first":
			if f[1] != "server" && f[1] != "player" {
				err = errors.New("first must be server or player")
			}
			sp.ServerFirst = f[1] == "server"
		case "coin":
			sp.Coin, err = strconv.ParseUint(f[1], 10, 64)
		default:
			err = errors.New("unknown key")
		}
		if err != nil {
			return sp, fmt.Errorf("input:%d: %s: %w", i+1, f[0], err)
		}
		seen[f[0]] = true
	}
	for _, k := range []string{"N", "first", "coin"} {
		if !seen[k] {
			return sp, fmt.Errorf("input: no %s line", k)
		}
	}
	return sp, nil
}

// Generate implements judge.Problem.
func (Judge) Generate(seed uint64, w io.Writer) error { return SpecOf(seed).Format(w) }

// Params implements judge.Parametrizer: scores break down by N.
func (Judge) Params(input []byte) (map[string]string, error) {
	sp, err := ParseSpec(input)
	if err != nil {
		return nil, err
	}
	return map[string]string{"N": strconv.Itoa(sp.N)}, nil
}

// Player is the solution's side of a game: Init and Move return the
// square the player takes, as TopCoder's init and move do. An error ends
// the game as an invalid move does.
type Player interface {
	Init(ctx context.Context, n, row, col int) (r, c int, err error)
	Move(ctx context.Context, row, col int) (r, c int, err error)
}

// Result is a finished game.
type Result struct {
	Board *tonga.Board
	// Player and Server are the colours' points.
	Player, Server int
	// Invalid is why the game ended early (nil: it was played out).
	Invalid error
}

// Diff is the case's score: the player's points minus the server's.
func (r Result) Diff() int { return r.Player - r.Server }

// PlayGame plays the game of sp between the server and p. Each move is
// written to transcript (if not nil) as "server R C" or "player R C".
func PlayGame(ctx context.Context, sp Spec, p Player, transcript io.Writer) Result {
	b := tonga.NewBoard(sp.N)
	sv := NewServer(sp.Coin)
	srv, me := tonga.White, tonga.Black
	if sp.ServerFirst {
		srv, me = tonga.Black, tonga.White
	}
	note := func(who string, x int) {
		if transcript != nil {
			fmt.Fprintf(transcript, "%s %d %d\n", who, x/sp.N, x%sp.N)
		}
	}
	var invalid error
	last := -1
	if sp.ServerFirst {
		last = sv.Move(b, srv)
		b.Cell[last] = srv
		note("server", last)
	}
	for first := true; b.Empties() > 0; first = false {
		var r, c int
		var err error
		switch {
		case first && last < 0:
			r, c, err = p.Init(ctx, sp.N, -1, -1)
		case first:
			r, c, err = p.Init(ctx, sp.N, last/sp.N, last%sp.N)
		default:
			r, c, err = p.Move(ctx, last/sp.N, last%sp.N)
		}
		if err == nil && (r < 0 || r >= sp.N || c < 0 || c >= sp.N) {
			err = fmt.Errorf("square (%d, %d) is off the %d×%d board", r, c, sp.N, sp.N)
		}
		if err == nil && b.Cell[r*sp.N+c] != tonga.Empty {
			err = fmt.Errorf("square (%d, %d) is taken", r, c)
		}
		if err != nil {
			moves := sp.N*sp.N - b.Empties()
			invalid = fmt.Errorf("move %d: %w", moves+1, err)
			for i := range b.Cell {
				if b.Cell[i] == tonga.Empty {
					b.Cell[i] = srv
				}
			}
			break
		}
		b.Cell[r*sp.N+c] = me
		note("player", r*sp.N+c)
		if b.Empties() == 0 {
			break
		}
		last = sv.Move(b, srv)
		b.Cell[last] = srv
		note("server", last)
	}
	res := Result{Board: b, Invalid: invalid}
	black, white := b.Points()
	res.Player, res.Server = white, black
	if me == tonga.Black {
		res.Player, res.Server = black, white
	}
	return res
}

// Play implements judge.Problem: it plays the game over the TopCoder
// adapter's protocol.
func (Judge) Play(ctx context.Context, c *judge.Case) (float64, error) {
	sp, err := ParseSpec(c.Input)
	if err != nil {
		return 0, fmt.Errorf("seed %d: %w", c.Seed, err)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	p := newProcPlayer(ctx, c.ToSolution, c.FromSolution, TimeLimit)
	res := PlayGame(ctx, sp, p, c.Output)
	_ = c.ToSolution.Close()
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if c.Output != nil {
		fmt.Fprintf(c.Output, "points player %d server %d\n", res.Player, res.Server)
	}
	if res.Invalid != nil {
		if c.Log != nil {
			fmt.Fprintf(c.Log, "pseudotonga: %v; the server's colour filled the board\n", res.Invalid)
		}
		return float64(res.Diff()), fmt.Errorf("seed %d: %w", c.Seed, res.Invalid)
	}
	return float64(res.Diff()), nil
}

var errTwo = errors.New("the reply does not have exactly two elements")

// procPlayer speaks the adapter's line protocol and charges the time from
// sending a call to receiving its reply to the solution's budget.
type procPlayer struct {
	w     *bufio.Writer
	lines chan lineOrErr
	left  time.Duration
}

type lineOrErr struct {
	line []byte
	err  error
}

func newProcPlayer(ctx context.Context, to io.Writer, from io.Reader, budget time.Duration) *procPlayer {
	p := &procPlayer{w: bufio.NewWriter(to), lines: make(chan lineOrErr), left: budget}
	go func() {
		br := bufio.NewReaderSize(from, 1<<12)
		for {
			line, err := br.ReadBytes('\n')
			if err != nil && (len(line) == 0 || !errors.Is(err, io.EOF)) {
				select {
				case p.lines <- lineOrErr{err: err}:
				case <-ctx.Done():
				}
				return
			}
			select {
			case p.lines <- lineOrErr{line: bytes.TrimRight(line, "\r\n")}:
			case <-ctx.Done():
				return
			}
		}
	}()
	return p
}

func (p *procPlayer) call(ctx context.Context, req string) (int, int, error) {
	if _, err := p.w.WriteString(req + "\n"); err != nil {
		return 0, 0, fmt.Errorf("%s: %w", req, err)
	}
	if err := p.w.Flush(); err != nil {
		return 0, 0, fmt.Errorf("%s: %w", req, err)
	}
	start := time.Now()
	timer := time.NewTimer(p.left)
	defer timer.Stop()
	var got lineOrErr
	select {
	case got = <-p.lines:
	case <-timer.C:
		p.left = 0
		return 0, 0, fmt.Errorf("%s: out of time (%v per game)", req, TimeLimit)
	case <-ctx.Done():
		return 0, 0, ctx.Err()
	}
	p.left -= time.Since(start)
	if got.err != nil {
		if errors.Is(got.err, io.EOF) {
			return 0, 0, fmt.Errorf("%s: the solution closed its output", req)
		}
		return 0, 0, fmt.Errorf("%s: %w", req, got.err)
	}
	r, c, err := parseReply(string(got.line))
	if err != nil {
		return 0, 0, fmt.Errorf("%s: %w", req, err)
	}
	return r, c, nil
}

// parseReply parses an int[] of exactly two elements: "2 R C".
func parseReply(line string) (int, int, error) {
	f := strings.Split(line, " ")
	if len(f) == 0 || f[0] == "" {
		return 0, 0, fmt.Errorf("empty reply, want \"2 ROW COL\"")
	}
	k, err := strconv.Atoi(f[0])
	if err != nil || k < 0 || k != len(f)-1 {
		return 0, 0, fmt.Errorf("reply %q is not an int[]", line)
	}
	if k != 2 {
		return 0, 0, fmt.Errorf("reply %q has %d elements, want 2", line, k)
	}
	r, err1 := strconv.Atoi(f[1])
	c, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("reply %q is not an int[]", line)
	}
	return r, c, nil
}

func (p *procPlayer) Init(ctx context.Context, n, row, col int) (int, int, error) {
	return p.call(ctx, fmt.Sprintf("init %d %d %d", n, row, col))
}

func (p *procPlayer) Move(ctx context.Context, row, col int) (int, int, error) {
	return p.call(ctx, fmt.Sprintf("move %d %d", row, col))
}
