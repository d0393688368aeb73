package ckcgame

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
)

// Game is one test of an input: the grid and both kings' starting cells,
// 0-based (the file is 1-based).
type Game struct {
	N      int
	Ax, Ay int
	Bx, By int
	// V is the grid, row-major: V[x*N+y] is row x, column y.
	V []int64
}

// Limits of the problem.
const (
	MaxT     = 60
	MaxN     = 300
	MaxValue = 1_000_000_000
)

// WriteInput writes games in the problem's input format.
func WriteInput(w io.Writer, games []Game) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	fmt.Fprintf(bw, "%d\n", len(games))
	var buf []byte
	for _, g := range games {
		fmt.Fprintf(bw, "%d %d %d %d %d\n", g.N, g.Ax+1, g.Ay+1, g.Bx+1, g.By+1)
		for x := 0; x < g.N; x++ {
			buf = buf[:0]
			for y := 0; y < g.N; y++ {
				if y > 0 {
					buf = append(buf, ' ')
				}
				buf = strconv.AppendInt(buf, g.V[x*g.N+y], 10)
			}
			buf = append(buf, '\n')
			bw.Write(buf)
		}
	}
	return bw.Flush()
}

// ParseInput reads an input file, checking the problem's constraints
// (T <= 60, 2 <= N <= 300, distinct starting cells, values in 1..1e9).
func ParseInput(in []byte) ([]Game, error) {
	tok := &tokens{data: in}
	t, err := tok.int(1, MaxT, "T")
	if err != nil {
		return nil, err
	}
	games := make([]Game, t)
	for i := range games {
		g := &games[i]
		if g.N, err = tok.int(2, MaxN, "N"); err != nil {
			return nil, fmt.Errorf("test %d: %w", i+1, err)
		}
		var p [4]int
		for k := range p {
			if p[k], err = tok.int(1, int64(g.N), "position"); err != nil {
				return nil, fmt.Errorf("test %d: %w", i+1, err)
			}
		}
		g.Ax, g.Ay, g.Bx, g.By = p[0]-1, p[1]-1, p[2]-1, p[3]-1
		if g.Ax == g.Bx && g.Ay == g.By {
			return nil, fmt.Errorf("test %d: Alice and Bob start on the same cell", i+1)
		}
		g.V = make([]int64, g.N*g.N)
		for k := range g.V {
			v, err := tok.int(1, MaxValue, "value")
			if err != nil {
				return nil, fmt.Errorf("test %d: %w", i+1, err)
			}
			g.V[k] = int64(v)
		}
	}
	if rest := bytes.TrimSpace(in[tok.pos:]); len(rest) > 0 {
		return nil, fmt.Errorf("line %d: unexpected data after the last test", tok.line())
	}
	return games, nil
}

// tokens splits an input file into whitespace-separated integers and
// knows the line of each for error messages.
type tokens struct {
	data []byte
	pos  int
}

func (t *tokens) line() int { return 1 + bytes.Count(t.data[:t.pos], []byte{'\n'}) }

func (t *tokens) int(lo, hi int64, what string) (int, error) {
	for t.pos < len(t.data) && isSpace(t.data[t.pos]) {
		t.pos++
	}
	start := t.pos
	for t.pos < len(t.data) && !isSpace(t.data[t.pos]) {
		t.pos++
	}
	if start == t.pos {
		return 0, fmt.Errorf("line %d: %s: unexpected end of input", t.line(), what)
	}
	s := string(t.data[start:t.pos])
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("line %d: %s: bad integer %q", t.line(), what, s)
	}
	if v < lo || v > hi {
		return 0, fmt.Errorf("line %d: %s %d out of range [%d, %d]", t.line(), what, v, lo, hi)
	}
	return int(v), nil
}

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\r' || c == '\t' }
