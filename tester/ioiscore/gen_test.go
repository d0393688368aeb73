package ioiscore

import (
	"bytes"
	"flag"
	"io"
	"strings"
	"testing"
)

// longestGame is the most moves a game on b can take.
func longestGame(b *Board) int {
	order, err := b.order()
	if err != nil {
		panic(err)
	}
	depth := make([]int, b.N) // moves from p back to the start
	for i := len(order) - 1; i >= 0; i-- {
		p := order[i]
		for _, q := range b.Succ[p] {
			d := 1
			if q != 0 {
				d += depth[q]
			}
			depth[p] = max(depth[p], d)
		}
	}
	best := 0
	for _, q := range b.Succ[0] {
		best = max(best, 1+depth[q])
	}
	return best
}

func TestGenerate(t *testing.T) {
	for seed := uint64(0); seed < 10; seed++ {
		t.Run(ShapeOf(seed), func(t *testing.T) {
			var in bytes.Buffer
			if err := (&Problem{}).Generate(seed, &in); err != nil {
				t.Fatal(err)
			}
			var again bytes.Buffer
			(&Problem{}).Generate(seed, &again)
			if !bytes.Equal(in.Bytes(), again.Bytes()) {
				t.Fatal("Generate is not deterministic")
			}
			b, opp, err := ParseInput(in.Bytes()) // validates the guarantees
			if err != nil {
				t.Fatal(err)
			}
			if opp != OpponentOf(seed) {
				t.Errorf("opponent %q, want %q", opp, OpponentOf(seed))
			}
			if !NewEval(b).StartWins() {
				t.Error("player 1 cannot win this board")
			}
			arrows := 0
			for _, s := range b.Succ {
				arrows += len(s)
			}
			long := longestGame(b)
			t.Logf("seed %d: N=%d arrows=%d longest game %d moves, opponent %s", seed, b.N, arrows, long, opp)
			switch ShapeOf(seed) {
			case "large", "large-local":
				if b.N != MaxN || arrows < 80_000 || arrows > 120_000 {
					t.Errorf("N=%d with %d arrows, want 1000 with about 100,000", b.N, arrows)
				}
			case "long":
				if b.N != MaxN || long < 500 {
					t.Errorf("N=%d, longest game %d moves: want 1000 positions and games of 500+", b.N, long)
				}
			}
		})
	}
}

func TestParseInputErrors(t *testing.T) {
	const ok = "2\n0 1\n1 0\n1 2\n1 2\n"
	tests := []struct{ name, in, want string }{
		{"valid", ok, ""},
		{"valid-opponent", ok + "opponent greedy\n", ""},
		{"empty", "", "unexpected end"},
		{"big-n", "1001\n", "N 1001 out of range"},
		{"arrow-2", "2\n0 2\n1 0\n1 2\n1 2\n", "arrow 2 out of range"},
		{"self-arrow", "2\n1 1\n1 0\n1 2\n1 2\n", "to itself"},
		{"owner-3", "2\n0 1\n1 0\n1 3\n1 2\n", "owner 3 out of range"},
		{"not-permutation", "2\n0 1\n1 0\n1 2\n2 2\n", "value 2 repeated"},
		{"no-arrow-out", "3\n0 1 1\n1 0 0\n0 0 0\n1 2 1\n1 2 3\n", "position 3 has no arrow out"},
		{"unreachable", "3\n0 1 0\n1 0 0\n1 0 0\n1 2 1\n1 2 3\n", "position 3 cannot be reached"},
		{"cycle", "3\n0 1 0\n0 0 1\n0 1 0\n1 2 1\n1 2 3\n", "cycle that avoids position 1"},
		{"bad-opponent", ok + "opponent smart\n", `unknown opponent "smart"`},
		{"trailing", ok + "7\n", "unexpected data"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := ParseInput([]byte(tt.in))
			if tt.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func FuzzParseInput(f *testing.F) {
	f.Add([]byte("2\n0 1\n1 0\n1 2\n1 2\n"))
	f.Add([]byte("4\n0 1 0 0\n0 0 1 1\n0 0 0 1\n1 0 0 0\n1 1 2 2\n1 3 4 2\nopponent random\n"))
	f.Fuzz(func(t *testing.T, in []byte) {
		b, opp, err := ParseInput(in)
		if err != nil {
			return
		}
		// What parses is a valid board that round-trips and can be solved.
		var out bytes.Buffer
		if err := WriteInput(&out, b, opp); err != nil {
			t.Fatal(err)
		}
		if _, _, err := ParseInput(out.Bytes()); err != nil {
			t.Fatalf("round trip: %v", err)
		}
		NewEval(b).StartWins()
	})
}

func TestGenFlagOpponent(t *testing.T) {
	p := &Problem{}
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	p.GenFlags(fs)
	if err := fs.Parse([]string{"-opponent", "smart"}); err == nil {
		t.Fatal("-opponent smart accepted")
	}
	if err := fs.Parse([]string{"-opponent", Greedy}); err != nil {
		t.Fatal(err)
	}
	var in bytes.Buffer
	if err := p.Generate(0, &in); err != nil {
		t.Fatal(err)
	}
	if _, opp, err := ParseInput(in.Bytes()); err != nil || opp != Greedy {
		t.Fatalf("opponent %q, %v; want greedy", opp, err)
	}
}
