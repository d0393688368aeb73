package bacteriawar

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// The test binary doubles as a misbehaving agent: with BW_AGENT set it
// plays the protocol with the fault the variable names, instead of
// running tests.
func TestMain(m *testing.M) {
	if mode := os.Getenv("BW_AGENT"); mode != "" {
		os.Exit(faultyAgent(mode))
	}
	os.Exit(m.Run())
}

// faultyAgent plays random legal moves, except for its fault.
func faultyAgent(mode string) int {
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	st, _ := NewStrategy("random", 1)
	p := Start()
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "READY":
			switch mode {
			case "nook":
				time.Sleep(time.Hour)
			case "badok":
				fmt.Fprintln(out, "HELLO")
			default:
				fmt.Fprintln(out, "OK")
			}
		case "OPP":
			m, err := ParseMove(&p, f[1:5])
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 2
			}
			p = p.Play(m)
		case "TURN":
			switch mode {
			case "crash":
				fmt.Fprintln(os.Stderr, "panic: agent crashed on purpose")
				return 3
			case "timeout":
				time.Sleep(time.Hour)
			case "malformed":
				fmt.Fprintln(out, "MOVE 1 1 2")
			case "illegal":
				fmt.Fprintln(out, "MOVE 4 4 4 4")
			default:
				m := st.Move(&p, 0)
				fmt.Fprintf(out, "MOVE %s\n", FormatMove(&p, m))
				p = p.Play(m)
			}
		case "FINISH":
			if mode == "linger" {
				out.Flush()
				time.Sleep(time.Hour)
			}
			return 0
		}
		out.Flush()
	}
	return 0
}

func faulty(t *testing.T, mode string) Agent {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return Command{Label: mode, Argv: []string{exe}, Env: []string{"BW_AGENT=" + mode}}
}

func playPair(t *testing.T, a, b Agent, bank time.Duration, opening []Move) *Game {
	t.Helper()
	ctx := context.Background()
	pa, err := a.Start(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	pb, err := b.Start(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	ref := Referee{Bank: bank, Ready: 1500 * time.Millisecond}
	g, err := ref.Play(ctx, [2]*Player{pa, pb}, opening)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestFaults checks that each way an agent can fail loses the game for
// it, with a reason that says what happened.
func TestFaults(t *testing.T) {
	tests := []struct {
		mode string
		want []string // substrings of the reason
	}{
		{"crash", []string{"closed its output", "crash", "exit status 3", "crashed on purpose"}},
		{"timeout", []string{"time out", "TLE"}},
		{"malformed", []string{"malformed", `"MOVE 1 1 2"`}},
		{"illegal", []string{"illegal move", `"MOVE 4 4 4 4"`}},
		{"nook", []string{"no OK within"}},
		{"badok", []string{`"HELLO" instead of OK`}},
	}
	for _, tc := range tests {
		for side := 0; side < 2; side++ {
			t.Run(fmt.Sprintf("%s/%s", tc.mode, sideName[side]), func(t *testing.T) {
				t.Parallel()
				agents := [2]Agent{Builtin{"random"}, Builtin{"random"}}
				agents[side] = faulty(t, tc.mode)
				g := playPair(t, agents[0], agents[1], 300*time.Millisecond, nil)
				if g.Fault != side || g.Winner != 1-side {
					t.Fatalf("fault %d winner %d (%s), want fault %d", g.Fault, g.Winner, g.Reason, side)
				}
				if !strings.HasPrefix(g.Reason, sideName[side]+": ") {
					t.Errorf("reason %q does not name side %s", g.Reason, sideName[side])
				}
				for _, w := range tc.want {
					if !strings.Contains(g.Reason, w) {
						t.Errorf("reason %q does not mention %q", g.Reason, w)
					}
				}
			})
		}
	}
}

// TestWellBehavedProcess plays a process agent that follows the protocol
// through a whole game from an opening: no fault, and an agent that does
// not exit after FINISH is killed without costing it the game.
func TestWellBehavedProcess(t *testing.T) {
	for _, mode := range []string{"good", "linger"} {
		g := playPair(t, faulty(t, mode), Builtin{"greedy"}, 2*time.Second, Opening(7, 4))
		if g.Fault >= 0 {
			t.Fatalf("%s: unexpected fault: %s", mode, g.Reason)
		}
		p := g.Final()
		if !p.GameOver() {
			t.Fatalf("%s: game stopped before its end (%s)", mode, g.Reason)
		}
	}
}

// TestRecordReplay writes games, reads them back and checks every move,
// time and tag, and that Show draws the final position.
func TestRecordReplay(t *testing.T) {
	cfg := MatchConfig{A: Builtin{"greedy"}, B: Builtin{"random"}, Games: 4, Bank: time.Second, Seed: 9, Plies: 4, Parallel: 2}
	var rec bytes.Buffer
	cfg.Record = &rec
	res, err := RunMatch(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := ReadGames(bytes.NewReader(rec.Bytes()))
	if err != nil {
		t.Fatalf("%v\n%s", err, rec.String())
	}
	if len(recs) != len(res.Games) {
		t.Fatalf("read %d games, played %d", len(recs), len(res.Games))
	}
	for i, r := range recs {
		g := res.Games[i]
		all := append(append([]Move(nil), g.Opening...), g.Moves...)
		if fmt.Sprint(r.Moves) != fmt.Sprint(all) || r.Opening != len(g.Opening) || len(r.Times) != len(g.Times) {
			t.Fatalf("game %d: read %v (opening %d), played %v", i+1, r.Moves, r.Opening, all)
		}
		if want := fmt.Sprintf("%d-%d", g.O, g.X); r.Tags["Stones"] != want {
			t.Errorf("game %d: Stones tag %q, want %q", i+1, r.Tags["Stones"], want)
		}
		var out bytes.Buffer
		if err := Show(&out, r); err != nil {
			t.Fatal(err)
		}
		final := g.Final()
		last := strings.Split(strings.TrimSpace(out.String()), "\n")
		board := strings.Join(last[len(last)-7:], "\n")
		o, x := final.Stones()
		if strings.Count(strings.ToUpper(board), "O") != popcount(o) || strings.Count(strings.ToUpper(board), "X") != popcount(x) {
			t.Errorf("game %d: last board\n%s\ndoes not match the final position\n%v", i+1, board, final.String())
		}
	}
}

func TestBuiltinsStrength(t *testing.T) {
	cfg := MatchConfig{A: Builtin{"ab2"}, B: Builtin{"random"}, Games: 6, Bank: 5 * time.Second, Seed: 1, Plies: 4, Parallel: 2}
	res, err := RunMatch(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if res.Score() < 0.99 {
		t.Errorf("ab2 scored %.2f against random, want 1", res.Score())
	}
}

func TestOpeningBalanced(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		ms := Opening(seed, 4)
		if len(ms) != 4 {
			t.Fatalf("seed %d: %d plies", seed, len(ms))
		}
		if fmt.Sprint(ms) != fmt.Sprint(Opening(seed, 4)) {
			t.Fatalf("seed %d: opening not deterministic", seed)
		}
	}
}

func TestEloSPRT(t *testing.T) {
	r := &Result{Wins: 60, Draws: 20, Los: 20}
	elo, lo, hi := r.Elo()
	if !(lo < elo && elo < hi) || elo < 146 || elo > 148 {
		t.Errorf("Elo(60/20/20) = %.1f [%.1f, %.1f], want 147.2 (score 0.7)", elo, lo, hi)
	}
	s := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	if llr, _, up := s.LLR(600, 200, 200); llr < up {
		t.Errorf("LLR(600/200/200) = %.2f, want above %.2f", llr, up)
	}
	if llr, lo, _ := s.LLR(200, 200, 600); llr > lo {
		t.Errorf("LLR(200/200/600) = %.2f, want below %.2f", llr, lo)
	}
}

// TestOpeningsNotLost checks that openings are not decided at once: a
// 5-ply search finds no forced result. The seeds include two whose opening
// a 3-ply balance check let through (the side to move was wiped out two
// moves later).
func TestOpeningsNotLost(t *testing.T) {
	seeds := []uint64{201000608, 202000611}
	for seed := uint64(0); seed < 40; seed++ {
		seeds = append(seeds, seed)
	}
	for _, seed := range seeds {
		p := Start()
		for _, m := range Opening(seed, 4) {
			p = p.Play(m)
		}
		ab := alphaBeta{depth: 5}
		if v := ab.search(p, 5, -1<<30, 1<<30); v <= -abWin || v >= abWin {
			t.Errorf("seed %d: opening is decided (5-ply value %d):\n%v", seed, v, p.String())
		}
	}
}
