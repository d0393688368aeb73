package pseudotonga

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	player "github.com/gamews/gamews/solutions/pseudotonga"
	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/proc"
)

func TestSpecRoundTrip(t *testing.T) {
	counts := map[int]int{}
	first := 0
	for seed := uint64(0); seed < 600; seed++ {
		sp := SpecOf(seed)
		counts[sp.N]++
		if sp.ServerFirst {
			first++
		}
		var buf bytes.Buffer
		if err := (Judge{}).Generate(seed, &buf); err != nil {
			t.Fatal(err)
		}
		got, err := ParseSpec(buf.Bytes())
		if err != nil || got != sp {
			t.Fatalf("seed %d: ParseSpec(%q) = %+v, %v; want %+v", seed, buf.String(), got, err, sp)
		}
		params, err := (Judge{}).Params(buf.Bytes())
		if err != nil || params["N"] == "" {
			t.Fatalf("seed %d: Params = %v, %v", seed, params, err)
		}
	}
	for n := 6; n <= 16; n += 2 {
		if counts[n] != 100 {
			t.Errorf("N=%d: %d of 600 seeds, want 100", n, counts[n])
		}
	}
	if first < 250 || first > 350 {
		t.Errorf("the server starts %d games of 600", first)
	}
}

func TestParseSpecErrors(t *testing.T) {
	for _, in := range []string{
		"",
		"N 7\nfirst server\ncoin 1\n",
		"N 8\nfirst nobody\ncoin 1\n",
		"N 8\nfirst server\n",
		"N 8 9\nfirst server\ncoin 1\n",
		"N 8\nfirst server\ncoin x\n",
		"N 8\nfirst server\ncoin 1\nextra 2\n",
	} {
		if _, err := ParseSpec([]byte(in)); err == nil {
			t.Errorf("ParseSpec(%q) succeeded", in)
		}
	}
}

// scripted plays the given squares in order, then whatever is first empty.
type scripted struct {
	moves [][2]int
	n     int
	b     []bool
}

func (s *scripted) Init(ctx context.Context, n, row, col int) (int, int, error) {
	s.n, s.b = n, make([]bool, n*n)
	return s.Move(ctx, row, col)
}

func (s *scripted) Move(ctx context.Context, row, col int) (int, int, error) {
	if row >= 0 {
		s.b[row*s.n+col] = true
	}
	if len(s.moves) > 0 {
		m := s.moves[0]
		s.moves = s.moves[1:]
		if m[0] >= 0 && m[0] < s.n && m[1] >= 0 && m[1] < s.n {
			s.b[m[0]*s.n+m[1]] = true
		}
		return m[0], m[1], nil
	}
	for i, taken := range s.b {
		if !taken {
			s.b[i] = true
			return i / s.n, i % s.n, nil
		}
	}
	return -1, -1, errors.New("no empty square")
}

func TestPlayGameRules(t *testing.T) {
	ctx := context.Background()
	// A full game: every square is taken, half by each side.
	sp := Spec{N: 6, ServerFirst: true, Coin: 7}
	var tr bytes.Buffer
	res := PlayGame(ctx, sp, &scripted{}, &tr)
	if res.Invalid != nil {
		t.Fatalf("valid game ended early: %v", res.Invalid)
	}
	lines := strings.Split(strings.TrimSpace(tr.String()), "\n")
	if len(lines) != 36 || !strings.HasPrefix(lines[0], "server ") || !strings.HasPrefix(lines[35], "player ") {
		t.Fatalf("transcript of %d lines: first %q last %q", len(lines), lines[0], lines[len(lines)-1])
	}
	// The server's first move is one of the four centre squares.
	if c := lines[0]; c != "server 2 2" && c != "server 2 3" && c != "server 3 2" && c != "server 3 3" {
		t.Errorf("first server move %q is not central", c)
	}
	black, white := res.Board.Points()
	if res.Server != black || res.Player != white || res.Board.Empties() != 0 {
		t.Errorf("points player %d server %d, board says black %d white %d", res.Player, res.Server, black, white)
	}

	// Invalid moves fill every empty square with the server's colour.
	for name, moves := range map[string][][2]int{
		"off the board": {{0, 0}, {6, 0}},
		"negative":      {{-1, 3}},
		"taken":         {{0, 0}, {0, 0}},
	} {
		sp := Spec{N: 6, ServerFirst: false, Coin: 1}
		res := PlayGame(ctx, sp, &scripted{moves: moves}, nil)
		if res.Invalid == nil {
			t.Errorf("%s: no error", name)
			continue
		}
		if res.Board.Empties() != 0 {
			t.Errorf("%s: %d squares left empty", name, res.Board.Empties())
		}
		black, white := res.Board.Points()
		if res.Player != black || res.Server != white {
			t.Errorf("%s: points player %d server %d, board says black %d white %d", name, res.Player, res.Server, black, white)
		}
		if white < 30*30 {
			t.Errorf("%s: the server's colour has %d points after filling", name, white)
		}
	}
}

// TestProtocolErrors feeds the judge's protocol side with broken replies.
func TestProtocolErrors(t *testing.T) {
	for _, tc := range []struct {
		name, reply string
		want        string
	}{
		{"three elements", "3 1 2 3\n", "3 elements"},
		{"one element", "1 4\n", "1 elements"},
		{"garbage", "hello\n", "not an int[]"},
		{"empty", "\n", "empty reply"},
		{"eof", "", "closed its output"},
		{"silence", "wait", "out of time"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			toR, toW := io.Pipe()
			fromR, fromW := io.Pipe()
			go func() {
				br := bufio.NewReader(toR)
				if _, err := br.ReadString('\n'); err != nil {
					return
				}
				switch tc.reply {
				case "":
					fromW.Close()
				case "wait":
					<-ctx.Done()
				default:
					io.WriteString(fromW, tc.reply)
				}
			}()
			// Only the silent solution may run out of time, even on a
			// busy machine.
			budget := 10 * time.Second
			if tc.reply == "wait" {
				budget = 50 * time.Millisecond
			}
			p := newProcPlayer(ctx, toW, fromR, budget)
			_, _, err := p.Init(ctx, 6, -1, -1)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// TestPlayOverProcess judges the player through a real process speaking
// the adapter protocol (testdata/adapter), and checks it gets the same
// game as the player driven in process.
func TestPlayOverProcess(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	bin := filepath.Join(t.TempDir(), "adapter")
	build := exec.Command("go", "build", "-o", bin, "./testdata/adapter")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		t.Fatalf("building the adapter: %v", err)
	}
	for _, seed := range []uint64{0, 6} { // N = 6, both

		var in bytes.Buffer
		if err := (Judge{}).Generate(seed, &in); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		cmd := proc.Command(ctx, bin)
		stdin, _ := cmd.StdinPipe()
		stdout, _ := cmd.StdoutPipe()
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		var out, log bytes.Buffer
		score, err := (Judge{}).Play(ctx, &judge.Case{Seed: seed, Input: in.Bytes(), ToSolution: stdin, FromSolution: stdout, Output: &out, Log: &log})
		if werr := cmd.Wait(); werr != nil {
			t.Errorf("seed %d: adapter: %v\n%s", seed, werr, stderr.String())
		}
		cancel()
		if err != nil {
			t.Fatalf("seed %d: Play: %v (log %s)", seed, err, log.String())
		}
		var pl player.PseudoTonga
		res := PlayGame(context.Background(), SpecOf(seed), FuncPlayer{InitFunc: pl.Init, MoveFunc: pl.Move}, nil)
		if score != float64(res.Diff()) {
			t.Errorf("seed %d: over a process the score is %v, in process %d", seed, score, res.Diff())
		}
		if !strings.Contains(out.String(), "points player") {
			t.Errorf("seed %d: transcript has no result line:\n%s", seed, out.String())
		}
	}
}
