package bacteriawar

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Protocol coordinates: square 7*row+col is (row+1, col+1).

// FormatMove writes m as the protocol's "x1 y1 x2 y2", picking an adjacent
// own stone as the source of a clone.
func FormatMove(p *Position, m Move) string {
	if m == Pass {
		return "-1 -1 -1 -1"
	}
	from := m.From()
	if m.IsClone() {
		from = bits.TrailingZeros64(Adj1[m.To()] & p.Me)
	}
	to := m.To()
	return fmt.Sprintf("%d %d %d %d", from/7+1, from%7+1, to/7+1, to%7+1)
}

// ParseMove reads the four protocol coordinates of a move and checks that
// it is legal in p.
func ParseMove(p *Position, f []string) (Move, error) {
	if len(f) != 4 {
		return 0, fmt.Errorf("want 4 integers, got %d fields", len(f))
	}
	var v [4]int
	for i, s := range f {
		n, err := strconv.Atoi(s)
		if err != nil {
			return 0, fmt.Errorf("%q is not an integer", s)
		}
		v[i] = n
	}
	if v == [4]int{-1, -1, -1, -1} {
		if p.HasMove() {
			return 0, fmt.Errorf("PASS while a move exists")
		}
		return Pass, nil
	}
	for _, n := range v {
		if n < 1 || n > 7 {
			return 0, fmt.Errorf("coordinate %d outside 1..7", n)
		}
	}
	from, to := 7*(v[0]-1)+v[1]-1, 7*(v[2]-1)+v[3]-1
	if p.Me&(1<<uint(from)) == 0 {
		return 0, fmt.Errorf("(%d,%d) is not the mover's stone", v[0], v[1])
	}
	if p.Empty()&(1<<uint(to)) == 0 {
		return 0, fmt.Errorf("(%d,%d) is not empty", v[2], v[3])
	}
	var m Move
	switch {
	case Adj1[from]>>uint(to)&1 != 0:
		m = NewClone(to)
	case Adj2[from]>>uint(to)&1 != 0:
		m = NewJump(from, to)
	default:
		return 0, fmt.Errorf("(%d,%d) to (%d,%d) is not at distance 1 or 2", v[0], v[1], v[2], v[3])
	}
	return m, nil
}

// UAI notation: file a-g is the column, rank 1-7 counts from the bottom
// (row 1 of the protocol is rank 7); a clone is its destination ("b6"), a
// jump source and destination ("a7c5"), a pass "0000". UAI's x moves first:
// it is our O.

func uaiSquare(sq int) string {
	return string([]byte{byte('a' + sq%7), byte('1' + 6 - sq/7)})
}

func parseUAISquare(s string) (int, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'g' || s[1] < '1' || s[1] > '7' {
		return 0, false
	}
	return 7*(6-int(s[1]-'1')) + int(s[0]-'a'), true
}

// FormatUAI writes m in UAI notation.
func FormatUAI(m Move) string {
	switch {
	case m == Pass:
		return "0000"
	case m.IsClone():
		return uaiSquare(m.To())
	}
	return uaiSquare(m.From()) + uaiSquare(m.To())
}

// ParseUAI reads a move in UAI notation (a clone may also be written with
// its source, "a7b6") and checks that it is legal in p.
func ParseUAI(p *Position, s string) (Move, error) {
	var m Move
	switch {
	case s == "0000" || s == "@@@@":
		m = Pass
	case len(s) == 2:
		to, ok := parseUAISquare(s)
		if !ok {
			return 0, fmt.Errorf("bad UAI move %q", s)
		}
		m = NewClone(to)
	case len(s) == 4:
		from, ok1 := parseUAISquare(s[:2])
		to, ok2 := parseUAISquare(s[2:])
		if !ok1 || !ok2 {
			return 0, fmt.Errorf("bad UAI move %q", s)
		}
		if p.Me&(1<<uint(from)) == 0 {
			return 0, fmt.Errorf("UAI move %q: %s is not the mover's stone", s, s[:2])
		}
		if Adj1[from]>>uint(to)&1 != 0 {
			m = NewClone(to)
		} else {
			m = NewJump(from, to)
		}
	default:
		return 0, fmt.Errorf("bad UAI move %q", s)
	}
	if !p.Legal(m) {
		return 0, fmt.Errorf("illegal UAI move %q", s)
	}
	return m, nil
}

// FEN writes p as an Ataxx FEN (x is O, the first player).
func FEN(p *Position) string {
	o, x := p.Stones()
	var sb strings.Builder
	for r := 0; r < 7; r++ {
		if r > 0 {
			sb.WriteByte('/')
		}
		run := 0
		for c := 0; c < 7; c++ {
			b := uint64(1) << uint(7*r+c)
			ch := byte(0)
			switch {
			case o&b != 0:
				ch = 'x'
			case x&b != 0:
				ch = 'o'
			}
			if ch == 0 {
				run++
				continue
			}
			if run > 0 {
				sb.WriteByte(byte('0' + run))
				run = 0
			}
			sb.WriteByte(ch)
		}
		if run > 0 {
			sb.WriteByte(byte('0' + run))
		}
	}
	side := "x"
	if p.Side == 1 {
		side = "o"
	}
	fmt.Fprintf(&sb, " %s 0 %d", side, p.Ply/2+1)
	return sb.String()
}
