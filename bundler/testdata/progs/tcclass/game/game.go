// Package game is a TopCoder-style solution: no main, a class whose
// methods the generated adapter serves.
package game

import "strings"

// Game is the class.
type Game struct {
	n     int
	moves []int
}

// Init starts a game.
func (g *Game) Init(n int, weights []int) []int {
	g.n = n
	out := make([]int, 0, len(weights))
	for _, w := range weights {
		out = append(out, w*n)
	}
	return out
}

// Move records a move and answers with the history length.
func (g *Game) Move(x int32, big int64) int64 {
	g.moves = append(g.moves, int(x))
	return big + int64(len(g.moves))
}

// Describe takes and returns strings and floats.
func (g *Game) Describe(name string, ratio float64, loud bool) string {
	s := strings.Repeat(name, 2)
	if loud {
		s = strings.ToUpper(s)
	}
	return s + " " + strings.TrimSpace(fmtFloat(ratio*float64(g.n)))
}

// Reset has no result.
func (g *Game) Reset() { g.moves = nil }

// Names returns a string slice, with spaces inside the strings.
func (g Game) Names(k int) []string {
	out := []string{}
	for i := 0; i < k; i++ {
		out = append(out, "p "+string(rune('a'+i)))
	}
	return out
}

func fmtFloat(f float64) string {
	if f == float64(int64(f)) {
		return " " + itoa(int64(f)) + " "
	}
	return "~" + itoa(int64(f*100)) + "%"
}

func itoa(n int64) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	if neg {
		b = append([]byte{'-'}, b...)
	}
	return string(b)
}
