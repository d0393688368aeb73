package ioiscore

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
)

// MaxN is the statement's largest board.
const MaxN = 1000

// Board is a Score board with positions 0..N-1 (the statement's 1..N);
// position 0 is the start.
type Board struct {
	N int
	// Succ lists the arrows out of each position, in increasing order.
	Succ [][]int
	// Owner is 1 or 2 per position.
	Owner []int
	// Value is a permutation of 1..N.
	Value []int
}

// Opponents the judge can play as Player 2.
const (
	Optimal = "optimal" // wins whenever Player 1 errs
	Random  = "random"  // a uniformly random arrow
	Greedy  = "greedy"  // ends the game when ahead, else the largest value
)

// WriteBoard writes b as the statement's input: N, the arrow matrix, the
// owners and the values.
func WriteBoard(w io.Writer, b *Board) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	fmt.Fprintf(bw, "%d\n", b.N)
	row := make([]byte, 2*b.N)
	for p := 0; p < b.N; p++ {
		for i := range row {
			row[i] = ' '
		}
		for i := 0; i < b.N; i++ {
			row[2*i] = '0'
		}
		for _, q := range b.Succ[p] {
			row[2*q] = '1'
		}
		row[len(row)-1] = '\n'
		bw.Write(row)
	}
	line := func(v []int) {
		buf := make([]byte, 0, 5*len(v))
		for i, x := range v {
			if i > 0 {
				buf = append(buf, ' ')
			}
			buf = strconv.AppendInt(buf, int64(x), 10)
		}
		bw.Write(append(buf, '\n'))
	}
	line(b.Owner)
	line(b.Value)
	return bw.Flush()
}

// WriteInput writes a judge input file: the board, then a line naming the
// opponent (the judge does not send that line to the solution).
func WriteInput(w io.Writer, b *Board, opponent string) error {
	if err := WriteBoard(w, b); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "opponent %s\n", opponent)
	return err
}

// ParseInput reads a judge input file: a board in the statement's format,
// optionally followed by `opponent NAME` (default optimal). It checks the
// statement's guarantees.
func ParseInput(in []byte) (*Board, string, error) {
	tok := &tokens{data: in}
	n, err := tok.int(1, MaxN, "N")
	if err != nil {
		return nil, "", err
	}
	b := &Board{N: n, Succ: make([][]int, n), Owner: make([]int, n), Value: make([]int, n)}
	for p := 0; p < n; p++ {
		for q := 0; q < n; q++ {
			a, err := tok.arrow()
			if err != nil {
				return nil, "", err
			}
			if a == 1 {
				if p == q {
					return nil, "", fmt.Errorf("line %d: arrow from %d to itself", tok.line(), p+1)
				}
				b.Succ[p] = append(b.Succ[p], q)
			}
		}
	}
	for p := range b.Owner {
		if b.Owner[p], err = tok.int(1, 2, "owner"); err != nil {
			return nil, "", err
		}
	}
	for p := range b.Value {
		if b.Value[p], err = tok.int(1, int64(n), "value"); err != nil {
			return nil, "", err
		}
	}
	opponent := Optimal
	if tok.word() == "opponent" {
		switch opponent = tok.word(); opponent {
		case Optimal, Random, Greedy:
		default:
			return nil, "", fmt.Errorf("line %d: unknown opponent %q (want %s, %s or %s)", tok.line(), opponent, Optimal, Random, Greedy)
		}
		if w := tok.word(); w != "" {
			return nil, "", fmt.Errorf("line %d: unexpected %q after the opponent", tok.line(), w)
		}
	} else if tok.pos < len(in) {
		return nil, "", fmt.Errorf("line %d: unexpected data after the values", tok.line())
	}
	if err := b.Validate(); err != nil {
		return nil, "", err
	}
	return b, opponent, nil
}

// Validate checks the statement's guarantees: values are a permutation,
// every position has an arrow out and is reachable from the start, and
// every cycle passes through the start.
func (b *Board) Validate() error {
	seen := make([]bool, b.N+1)
	for p, v := range b.Value {
		if v < 1 || v > b.N || seen[v] {
			return fmt.Errorf("position %d: value %d repeated or out of 1..%d", p+1, v, b.N)
		}
		seen[v] = true
	}
	for p := range b.Succ {
		if len(b.Succ[p]) == 0 {
			return fmt.Errorf("position %d has no arrow out", p+1)
		}
	}
	if _, err := b.order(); err != nil {
		return err
	}
	reached := make([]bool, b.N)
	reached[0] = true
	stack := []int{0}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, q := range b.Succ[p] {
			if !reached[q] {
				reached[q] = true
				stack = append(stack, q)
			}
		}
	}
	for p, r := range reached {
		if !r {
			return fmt.Errorf("position %d cannot be reached from position 1", p+1)
		}
	}
	return nil
}

// order returns positions 1..N-1 in a topological order of the arrows
// that do not return to the start, or an error naming a position on a
// cycle that avoids the start.
func (b *Board) order() ([]int, error) {
	indeg := make([]int, b.N)
	for p := 1; p < b.N; p++ {
		for _, q := range b.Succ[p] {
			indeg[q]++
		}
	}
	var order []int
	for p := 1; p < b.N; p++ {
		if indeg[p] == 0 {
			order = append(order, p)
		}
	}
	for i := 0; i < len(order); i++ {
		for _, q := range b.Succ[order[i]] {
			if q != 0 {
				if indeg[q]--; indeg[q] == 0 {
					order = append(order, q)
				}
			}
		}
	}
	if len(order) < b.N-1 {
		for p := 1; p < b.N; p++ {
			if indeg[p] > 0 {
				return nil, fmt.Errorf("position %d is on a cycle that avoids position 1", p+1)
			}
		}
	}
	return order, nil
}

// tokens splits an input into whitespace-separated words and knows the
// line of each for error messages.
type tokens struct {
	data []byte
	pos  int
}

func (t *tokens) line() int { return 1 + bytes.Count(t.data[:t.pos], []byte{'\n'}) }

// word returns the next word, "" at the end.
func (t *tokens) word() string {
	for t.pos < len(t.data) && isSpace(t.data[t.pos]) {
		t.pos++
	}
	start := t.pos
	for t.pos < len(t.data) && !isSpace(t.data[t.pos]) {
		t.pos++
	}
	return string(t.data[start:t.pos])
}

// arrow reads a 0/1 entry of the matrix; it is int(0, 1, "arrow") with a
// fast path for the million one-byte words of a large board.
func (t *tokens) arrow() (int, error) {
	for t.pos < len(t.data) && isSpace(t.data[t.pos]) {
		t.pos++
	}
	if p := t.pos; p < len(t.data) && (t.data[p] == '0' || t.data[p] == '1') && (p+1 == len(t.data) || isSpace(t.data[p+1])) {
		t.pos++
		return int(t.data[p] - '0'), nil
	}
	return t.int(0, 1, "arrow")
}

func (t *tokens) int(lo, hi int64, what string) (int, error) {
	w := t.word()
	if w == "" {
		return 0, fmt.Errorf("line %d: %s: unexpected end of input", t.line(), what)
	}
	v, err := strconv.ParseInt(w, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("line %d: %s: bad integer %q", t.line(), what, w)
	}
	if v < lo || v > hi {
		return 0, fmt.Errorf("line %d: %s %d out of range [%d, %d]", t.line(), what, v, lo, hi)
	}
	return int(v), nil
}

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\r' || c == '\t' }
