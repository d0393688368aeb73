// Package bacteriawar is the tester's side of ALPHANO's Bacteria War
// (7x7 Ataxx): the rules, a referee that plays two agents against each
// other over the ALPHANO line protocol with time banks, built-in sparring
// agents (random, greedy, fixed-depth alpha-beta), a bridge to any UAI
// Ataxx engine, a match runner with Elo and SPRT, game records that can be
// replayed, and the judge.Problem behind `tester run bacteriawar`.
//
// The rules here are the tester's own (checked by perft against the
// published figures), independent of the solution's engine, so that a bug
// in the engine cannot hide in the referee.
//
// Openings: the ALPHANO protocol always starts from the standard position,
// so a game from an opening starts with the opening's plies sent to both
// agents as OPP lines (time 0) right after READY/OK, in order and whichever
// side made them; an agent that applies each OPP move to its board as the
// move of the side to move (as any natural implementation does) then
// continues from the opening. Use zero opening plies for agents that do not.
package bacteriawar

import (
	"math/bits"
	"strings"
)

// Full is the mask of the 49 squares.
const Full uint64 = 1<<49 - 1

const (
	colA uint64 = 0x0040810204081 // column 0 of every row
	colG uint64 = colA << 6       // column 6 of every row
)

// MaxPlies is the length of a game: 200 moves per side, a pass included.
const MaxPlies = 400

// Move is a move: To | From<<6, with From = CloneFrom for a clone and
// Pass for a pass.
type Move uint16

const (
	// CloneFrom marks a clone's source as "any adjacent own stone".
	CloneFrom = 63
	// Pass is the pass move.
	Pass Move = 0xFFFF
)

// NewClone and NewJump build moves; To, From, IsClone and IsJump read them.
func NewClone(to int) Move      { return Move(to | CloneFrom<<6) }
func NewJump(from, to int) Move { return Move(to | from<<6) }
func (m Move) To() int          { return int(m & 63) }
func (m Move) From() int        { return int(m >> 6 & 63) }
func (m Move) IsClone() bool    { return m != Pass && m.From() == CloneFrom }
func (m Move) IsJump() bool     { return m != Pass && m.From() != CloneFrom }

// Adj1 and Adj2 are the squares at Chebyshev distance exactly 1 and 2.
var Adj1, Adj2 [49]uint64

func init() {
	for s := 0; s < 49; s++ {
		r, c := s/7, s%7
		for r2 := 0; r2 < 7; r2++ {
			for c2 := 0; c2 < 7; c2++ {
				d := abs(r - r2)
				if e := abs(c - c2); e > d {
					d = e
				}
				switch d {
				case 1:
					Adj1[s] |= 1 << uint(7*r2+c2)
				case 2:
					Adj2[s] |= 1 << uint(7*r2+c2)
				}
			}
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Dilate returns b with every square at distance <= 1 of it.
func Dilate(b uint64) uint64 {
	h := (b | (b<<1)&^colA | (b>>1)&^colG) & Full
	return (h | h<<7 | h>>7) & Full
}

// Position is a position: the stones of the side to move and of the other
// side, which side that is (0 = O, first player), and the ply count.
type Position struct {
	Me, Opp uint64
	Side    int
	Ply     int
	// Passes counts consecutive passes: two mean neither side can move
	// and nothing will change until the ply limit.
	Passes int
}

// Start is the initial position: O on (1,1),(7,7), X on (1,7),(7,1).
func Start() Position {
	return Position{Me: 1<<0 | 1<<48, Opp: 1<<6 | 1<<42}
}

// FromStones returns the position with stones o and x, side to move and
// ply count.
func FromStones(o, x uint64, side, ply int) Position {
	p := Position{Me: o, Opp: x, Side: side, Ply: ply}
	if side == 1 {
		p.Me, p.Opp = x, o
	}
	return p
}

// Stones returns the stones of O and X.
func (p *Position) Stones() (o, x uint64) {
	if p.Side == 0 {
		return p.Me, p.Opp
	}
	return p.Opp, p.Me
}

// Empty returns the empty squares.
func (p *Position) Empty() uint64 { return Full &^ (p.Me | p.Opp) }

// GameOver reports whether the game has ended: a side has no stones, the
// board is full, the ply limit is reached, or both sides passed in a row.
func (p *Position) GameOver() bool {
	return p.Me == 0 || p.Opp == 0 || p.Me|p.Opp == Full || p.Ply >= MaxPlies || p.Passes >= 2
}

// HasMove reports whether the side to move has a move other than pass.
func (p *Position) HasMove() bool {
	return Dilate(Dilate(p.Me))&p.Empty() != 0
}

// Moves appends the legal moves of the side to move (a pass only when there
// is no other move) and returns the slice.
func (p *Position) Moves(ms []Move) []Move {
	empty := p.Empty()
	for c := Dilate(p.Me) & empty; c != 0; c &= c - 1 {
		ms = append(ms, NewClone(bits.TrailingZeros64(c)))
	}
	for f := p.Me; f != 0; f &= f - 1 {
		from := bits.TrailingZeros64(f)
		for t := Adj2[from] & empty; t != 0; t &= t - 1 {
			ms = append(ms, NewJump(from, bits.TrailingZeros64(t)))
		}
	}
	if len(ms) == 0 {
		ms = append(ms, Pass)
	}
	return ms
}

// Play makes move m (assumed legal) and returns the new position, from the
// other side's point of view.
func (p Position) Play(m Move) Position {
	if m == Pass {
		return Position{Me: p.Opp, Opp: p.Me, Side: p.Side ^ 1, Ply: p.Ply + 1, Passes: p.Passes + 1}
	}
	to := m.To()
	cap := Adj1[to] & p.Opp
	me := p.Me | 1<<uint(to) | cap
	if m.IsJump() {
		me &^= 1 << uint(m.From())
	}
	return Position{Me: p.Opp &^ cap, Opp: me, Side: p.Side ^ 1, Ply: p.Ply + 1}
}

// Legal reports whether m is a legal move in p.
func (p *Position) Legal(m Move) bool {
	if m == Pass {
		return !p.HasMove()
	}
	to := m.To()
	if to >= 49 || p.Empty()&(1<<uint(to)) == 0 {
		return false
	}
	if m.IsClone() {
		return Adj1[to]&p.Me != 0
	}
	from := m.From()
	return from < 49 && p.Me&(1<<uint(from)) != 0 && Adj2[from]&(1<<uint(to)) != 0
}

// Perft counts the leaf positions at depth plies, a pass counting as a move
// only when there is no other move and the game not over.
func Perft(p Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if p.Me == 0 || p.Opp == 0 || p.Me|p.Opp == Full {
		return 0
	}
	var buf [256]Move
	ms := p.Moves(buf[:0])
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		n += Perft(p.Play(m), depth-1)
	}
	return n
}

// String draws the board, O and X, row 1 on top.
func (p Position) String() string {
	o, x := p.Stones()
	var sb strings.Builder
	for r := 0; r < 7; r++ {
		for c := 0; c < 7; c++ {
			b := uint64(1) << uint(7*r+c)
			switch {
			case o&b != 0:
				sb.WriteByte('O')
			case x&b != 0:
				sb.WriteByte('X')
			default:
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
