package pseudotonga

import (
	"context"
	"github.com/gamews/gamews/tester/pseudotonga/tonga"
)

// Mirror is the baseline player: it plays the server's own strategy (the
// same search, for its own colour, with its own coin), so a report can
// show how the server fares against itself.
type Mirror struct {
	sv     *Server
	b      *tonga.Board
	me, op tonga.Stone
}

// NewMirror returns a baseline player whose coin is seeded by seed.
func NewMirror(seed uint64) *Mirror { return &Mirror{sv: NewServer(seed)} }

// Init implements Player.
func (m *Mirror) Init(ctx context.Context, n, row, col int) (int, int, error) {
	m.b = tonga.NewBoard(n)
	m.me, m.op = tonga.Black, tonga.White
	if row >= 0 {
		m.me, m.op = tonga.White, tonga.Black
	}
	return m.Move(ctx, row, col)
}

// Move implements Player.
func (m *Mirror) Move(ctx context.Context, row, col int) (int, int, error) {
	if row >= 0 {
		m.b.Cell[row*m.b.N+col] = m.op
	}
	x := m.sv.Move(m.b, m.me)
	m.b.Cell[x] = m.me
	return x / m.b.N, x % m.b.N, nil
}

// FuncPlayer adapts a TopCoder-style pair of methods, returning int[], to
// Player, checking each reply has exactly two elements.
type FuncPlayer struct {
	InitFunc func(n, row, col int) []int
	MoveFunc func(row, col int) []int
}

// Init implements Player.
func (f FuncPlayer) Init(ctx context.Context, n, row, col int) (int, int, error) {
	return two(f.InitFunc(n, row, col))
}

// Move implements Player.
func (f FuncPlayer) Move(ctx context.Context, row, col int) (int, int, error) {
	return two(f.MoveFunc(row, col))
}

func two(v []int) (int, int, error) {
	if len(v) != 2 {
		return 0, 0, errTwo
	}
	return v[0], v[1], nil
}
