package bacteriawar

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/rand"
	"sync"
	"time"
)

// Opening returns plies random legal plies from the start, drawn from
// seed; it never passes, never ends the game, and is balanced (see
// balanced): random plies alone often hand one side a won game, which says
// nothing about the agents.
func Opening(seed uint64, plies int) []Move {
	rng := rand.New(rand.NewSource(int64(seed*0x9E3779B97F4A7C15 + 1)))
	for {
		p := Start()
		var ms []Move
		for len(ms) < plies && !p.GameOver() {
			legal := p.Moves(nil)
			if legal[0] == Pass {
				break
			}
			m := legal[rng.Intn(len(legal))]
			ms = append(ms, m)
			p = p.Play(m)
		}
		if len(ms) == plies && !p.GameOver() && balanced(p) {
			return ms
		}
	}
}

// MatchConfig is a match between agents A and B.
type MatchConfig struct {
	A, B     Agent
	Games    int           // games to play (rounded up to pairs)
	Bank     time.Duration // each side's bank per game
	Seed     uint64        // seed of the openings
	Plies    int           // random plies per opening
	Parallel int           // games at once
	// SPRT, when set, stops the match as soon as its test decides.
	SPRT *SPRT
	// Progress, when set, receives a progress line per finished game.
	Progress io.Writer
	// Record, when set, receives every game in the record format as it
	// finishes (see WriteGame).
	Record io.Writer
}

// MatchGame is a game of a match.
type MatchGame struct {
	Index int  // 0-based, in the order of openings
	AIsO  bool // whether A played first
	Seed  uint64
	*Game
}

// AScore is A's score in g: 1, 0.5 or 0.
func (g *MatchGame) AScore() float64 {
	switch {
	case g.Winner < 0:
		return 0.5
	case (g.Winner == 0) == g.AIsO:
		return 1
	}
	return 0
}

// Result is a match's outcome from A's point of view.
type Result struct {
	Games            []*MatchGame
	Wins, Draws, Los int
	Stopped          string // why the match stopped early (SPRT), if it did
}

// Score is A's mean score.
func (r *Result) Score() float64 {
	n := r.Wins + r.Draws + r.Los
	if n == 0 {
		return 0
	}
	return (float64(r.Wins) + 0.5*float64(r.Draws)) / float64(n)
}

// Elo returns A's Elo difference over B and the 95% interval around it,
// from the trinomial variance of the score.
func (r *Result) Elo() (elo, lo, hi float64) {
	n := float64(r.Wins + r.Draws + r.Los)
	if n == 0 {
		return 0, 0, 0
	}
	s := r.Score()
	w, d := float64(r.Wins)/n, float64(r.Draws)/n
	v := w + d/4 - s*s // E[x^2] - E[x]^2
	se := math.Sqrt(v / n)
	return eloOf(s), eloOf(s - 1.96*se), eloOf(s + 1.96*se)
}

func eloOf(s float64) float64 {
	if s <= 0 {
		return math.Inf(-1)
	}
	if s >= 1 {
		return math.Inf(1)
	}
	return -400 * math.Log10(1/s-1)
}

// SPRT is a sequential probability ratio test of H0: elo = Elo0 against
// H1: elo = Elo1 (logistic Elo, normal approximation of the trinomial
// score as in cutechess and fishtest), with error rates Alpha and Beta.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// LLR returns the log-likelihood ratio after w wins, d draws, l losses,
// and the bounds at which the test accepts H0 (lower) or H1 (upper).
func (t *SPRT) LLR(w, d, l int) (llr, lower, upper float64) {
	lower = math.Log(t.Beta / (1 - t.Alpha))
	upper = math.Log((1 - t.Beta) / t.Alpha)
	n := float64(w + d + l)
	if w == 0 || l == 0 || n == 0 {
		return 0, lower, upper
	}
	s := (float64(w) + 0.5*float64(d)) / n
	v := (float64(w)+0.25*float64(d))/n - s*s
	s0 := 1 / (1 + math.Pow(10, -t.Elo0/400))
	s1 := 1 / (1 + math.Pow(10, -t.Elo1/400))
	llr = n * (s1 - s0) * (2*s - s0 - s1) / (2 * v)
	return llr, lower, upper
}

// RunMatch plays the match. Games go in pairs on the same opening with
// colours swapped; Parallel games run at once, each agent's time measured
// on its own game. A cancelled context stops it, returning the games that
// finished.
func RunMatch(ctx context.Context, cfg MatchConfig) (*Result, error) {
	if cfg.Parallel < 1 {
		cfg.Parallel = 1
	}
	games := (cfg.Games + 1) / 2 * 2
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan int)
	type done struct {
		g   *MatchGame
		err error
	}
	results := make(chan done)
	var wg sync.WaitGroup
	for w := 0; w < cfg.Parallel; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				g, err := playMatchGame(ctx, &cfg, i)
				select {
				case results <- done{g, err}:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := 0; i < games; i++ {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()
	res := &Result{}
	start := time.Now()
	var firstErr error
	for d := range results {
		if d.err != nil {
			if firstErr == nil && ctx.Err() == nil {
				firstErr = d.err
				cancel()
			}
			continue
		}
		g := d.g
		res.Games = append(res.Games, g)
		switch g.AScore() {
		case 1:
			res.Wins++
		case 0.5:
			res.Draws++
		default:
			res.Los++
		}
		if cfg.Record != nil {
			if err := WriteGame(cfg.Record, g, nameOf(cfg.A, cfg.B, g.AIsO)); err != nil && firstErr == nil {
				firstErr = err
				cancel()
			}
		}
		if cfg.Progress != nil {
			elo, lo, hi := res.Elo()
			fmt.Fprintf(cfg.Progress, "\r%d/%d  +%d =%d -%d  %.1f%%  elo %+.0f [%+.0f, %+.0f]  %v   ",
				len(res.Games), games, res.Wins, res.Draws, res.Los, 100*res.Score(), elo, lo, hi, time.Since(start).Round(time.Second))
		}
		if cfg.SPRT != nil && res.Stopped == "" {
			llr, lower, upper := cfg.SPRT.LLR(res.Wins, res.Draws, res.Los)
			switch {
			case llr >= upper:
				res.Stopped = fmt.Sprintf("SPRT accepts H1 (elo >= %g): LLR %.2f >= %.2f", cfg.SPRT.Elo1, llr, upper)
			case llr <= lower:
				res.Stopped = fmt.Sprintf("SPRT accepts H0 (elo <= %g): LLR %.2f <= %.2f", cfg.SPRT.Elo0, llr, lower)
			}
			if res.Stopped != "" {
				cancel()
			}
		}
	}
	if cfg.Progress != nil {
		fmt.Fprintln(cfg.Progress)
	}
	if firstErr != nil {
		return res, firstErr
	}
	if res.Stopped == "" {
		if err := ctx.Err(); err != nil {
			return res, err
		}
	}
	return res, nil
}

func nameOf(a, b Agent, aIsO bool) [2]string {
	if aIsO {
		return [2]string{a.Name(), b.Name()}
	}
	return [2]string{b.Name(), a.Name()}
}

func playMatchGame(ctx context.Context, cfg *MatchConfig, i int) (*MatchGame, error) {
	pair := uint64(i / 2)
	seed := cfg.Seed*1000003 + pair
	g := &MatchGame{Index: i, AIsO: i%2 == 0, Seed: seed}
	agents := [2]Agent{cfg.A, cfg.B}
	if !g.AIsO {
		agents[0], agents[1] = agents[1], agents[0]
	}
	var players [2]*Player
	for s, a := range agents {
		pl, err := a.Start(ctx, seed*2+uint64(s))
		if err != nil {
			if players[0] != nil {
				players[0].Stop()
			}
			return nil, fmt.Errorf("game %d: start %s: %w", i+1, a.Name(), err)
		}
		players[s] = pl
	}
	ref := Referee{Bank: cfg.Bank}
	game, err := ref.Play(ctx, players, Opening(seed, cfg.Plies))
	if err != nil {
		return nil, err
	}
	g.Game = game
	return g, nil
}

// balanced reports whether p is an even position: equal stones (within
// one), and both a 3-ply and a 4-ply search on the stone difference give
// the side to move at most 2 stones either way (a 3-ply search alone let
// through openings where the side to move is wiped out two moves later).
func balanced(p Position) bool {
	d := popcount(p.Me) - popcount(p.Opp)
	if d < -1 || d > 1 {
		return false
	}
	for depth := 3; depth <= 4; depth++ {
		ab := alphaBeta{depth: depth}
		if v := ab.search(p, depth, -1<<30, 1<<30); v < -2 || v > 2 {
			return false
		}
	}
	return true
}
