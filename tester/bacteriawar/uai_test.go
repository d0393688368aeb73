package bacteriawar

import (
	"context"
	"math/rand"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestUAINotation checks that every legal move of random games survives
// FormatUAI/ParseUAI, and that clones given with a source parse too.
func TestUAINotation(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for g := 0; g < 20; g++ {
		p := Start()
		for !p.GameOver() {
			ms := p.Moves(nil)
			for _, m := range ms {
				s := FormatUAI(m)
				got, err := ParseUAI(&p, s)
				if err != nil || got != m {
					t.Fatalf("ParseUAI(%q) = %v, %v; want %v\n%v", s, got, err, m, p.String())
				}
				if m.IsClone() {
					long := FormatMove(&p, m) // protocol form names a source
					var from, to int
					f := []byte(long)
					from = 7*int(f[0]-'1') + int(f[2]-'1')
					to = m.To()
					if got, err := ParseUAI(&p, uaiSquare(from)+uaiSquare(to)); err != nil || got != m {
						t.Fatalf("long clone %s%s: %v, %v", uaiSquare(from), uaiSquare(to), got, err)
					}
				}
			}
			p = p.Play(ms[rng.Intn(len(ms))])
		}
	}
	if got := FEN(&Position{Me: Start().Me, Opp: Start().Opp}); got != "x5o/7/7/7/7/7/o5x x 0 1" {
		t.Errorf("FEN(start) = %q", got)
	}
}

// buildEngine builds the workspace's engine, solutions/bacteriawar.
func buildEngine(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the engine")
	}
	bin := filepath.Join(t.TempDir(), "engine")
	cmd := exec.Command("go", "build", "-o", bin, "../../solutions/bacteriawar")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestUAIBridge plays the engine in UAI mode through the bridge against
// the same engine speaking the ALPHANO protocol, both colours, from an
// opening: the translation must never produce a fault, and the engine in
// UAI mode must beat greedy.
func TestUAIBridge(t *testing.T) {
	bin := buildEngine(t)
	uai := UAI{Label: "uai", Argv: []string{bin, "-uai"}}
	alpha := Command{Label: "alphano", Argv: []string{bin}}
	cfg := MatchConfig{A: uai, B: alpha, Games: 2, Bank: 1500 * time.Millisecond, Seed: 4, Plies: 4, Parallel: 2}
	res, err := RunMatch(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range res.Games {
		if g.Fault >= 0 {
			t.Errorf("game %d: %s", g.Index+1, g.Reason)
		}
		if final := g.Final(); !final.GameOver() {
			t.Errorf("game %d ended early: %s", g.Index+1, g.Reason)
		}
	}
	cfg = MatchConfig{A: uai, B: Builtin{"greedy"}, Games: 2, Bank: 1500 * time.Millisecond, Seed: 5, Plies: 4, Parallel: 2}
	res, err = RunMatch(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if res.Wins != 2 {
		for _, g := range res.Games {
			t.Logf("game %d: O %d X %d %s", g.Index+1, g.O, g.X, g.Reason)
		}
		t.Errorf("engine via UAI: +%d =%d -%d against greedy, want 2 wins", res.Wins, res.Draws, res.Los)
	}
}
