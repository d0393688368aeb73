package ahc061

import (
	"bytes"
	"encoding/xml"
	"flag"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// randomTranscript is what a random legal player prints on in's game.
func randomTranscript(in *Input, seed int64, turns int) []byte {
	rng := rand.New(rand.NewSource(seed))
	s := NewState(in)
	var out bytes.Buffer
	var buf [Cells]int
	dest := make([]int, 0, MaxM)
	for s.Turn < turns {
		cand := s.Candidates(0, buf[:0])
		c := cand[rng.Intn(len(cand))]
		fmt.Fprintf(&out, "# thinking\n%d %d\n", c/N, c%N)
		dest = s.PlayTurn(c, dest)
	}
	return out.Bytes()
}

func TestVis(t *testing.T) {
	in0 := Generate(0, GenOptions{})
	input := officialInput(t, 0)
	tests := []struct {
		name   string
		output []byte
		want   []string
	}{
		{"full", randomTranscript(in0, 1, T), []string{"turn 100/100", "Score = "}},
		{"illegal", append(randomTranscript(in0, 1, 20), "0 0\n"...), []string{"turn 20/100", "Illegal output", "Score = 0"}},
		{"short", randomTranscript(in0, 1, 5), []string{"turn 5/100", "terminated unexpectedly"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := New().Vis(input, tc.output, &b); err != nil {
				t.Fatal(err)
			}
			// Well-formed XML.
			dec := xml.NewDecoder(bytes.NewReader(b.Bytes()))
			for {
				_, err := dec.Token()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatalf("SVG is not well-formed: %v", err)
				}
			}
			text := b.String()
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("SVG lacks %q", w)
				}
			}
			golden := filepath.Join("testdata", "vis_"+tc.name+".svg")
			if *update {
				os.MkdirAll("testdata", 0o755)
				if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(b.Bytes(), want) {
				t.Errorf("SVG differs from %s (run with -update if the change is intended)", golden)
			}
		})
	}
}

func TestGenOptionsAndFlags(t *testing.T) {
	p := New()
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	p.GenFlags(fs)
	if err := fs.Parse([]string{"-M", "9"}); err == nil {
		t.Error("-M 9 accepted")
	}
	if err := fs.Parse([]string{"-M", "8", "-U", "5"}); err != nil {
		t.Fatal(err)
	}
	for seed := uint64(0); seed < 20; seed++ {
		var b bytes.Buffer
		if err := p.Generate(seed, &b); err != nil {
			t.Fatal(err)
		}
		in, err := Parse(b.Bytes())
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		sum := 0
		for _, v := range in.V {
			sum += v
		}
		if in.M != 8 || in.U != 5 || len(in.AIs) != 7 || len(in.R) != 7 || sum != Total {
			t.Errorf("seed %d: M=%d U=%d AIs=%d sum V=%d", seed, in.M, in.U, len(in.AIs), sum)
		}
		params, err := p.Params(b.Bytes())
		if err != nil || params["M"] != "8" || params["U"] != "5" {
			t.Errorf("seed %d: Params = %v, %v", seed, params, err)
		}
	}
	// The draws are those of the default generator: only M and U change.
	def, fixed := Generate(5, GenOptions{}), Generate(5, GenOptions{U: 5})
	if def.V != fixed.V || fixed.U != 5 {
		t.Error("-U changed more than U")
	}
}

func FuzzParse(f *testing.F) {
	f.Add(officialInput(f, 0))
	f.Add([]byte("10 2 100 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		in, err := Parse(data)
		if err != nil {
			return
		}
		var b bytes.Buffer
		in.WriteTo(&b)
		again, err := Parse(b.Bytes())
		if err != nil {
			t.Fatalf("re-parse of written input: %v", err)
		}
		if fmt.Sprint(again) != fmt.Sprint(in) {
			t.Fatal("Parse(WriteTo(in)) != in")
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"3 4", "10 0", "-1 2", "a b", "1", "1 2 3", "+3 4", "99999999999999999999 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c, err := ParseMove(line)
		if err == nil && (c < 0 || c >= Cells) {
			t.Fatalf("ParseMove(%q) = %d", line, c)
		}
	})
}
