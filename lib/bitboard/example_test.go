package bitboard_test

import (
	"fmt"

	"github.com/gamews/gamews/lib/bitboard"
)

// Ataxx on 7x7: the squares a piece can clone to (distance 1) and jump to
// (distance 2), from a corner.
func ExampleLayout64() {
	l := bitboard.NewLayout64(7, 7)
	from := l.Square(0, 0)
	clone := l.Neighbors8(from)
	jump := l.Dilate8(l.Dilate8(from)).AndNot(l.Dilate8(from))
	fmt.Print(l.String(clone.Or(jump)))
	fmt.Println(clone.Count(), jump.Count())
	for b := jump; b != 0; {
		r, c := l.RC(b.Pop())
		fmt.Printf("(%d,%d) ", r, c)
	}
	fmt.Println()
	// Output:
	// .##....
	// ###....
	// ###....
	// .......
	// .......
	// .......
	// .......
	// 3 5
	// (0,2) (1,2) (2,0) (2,1) (2,2)
}

// The connected group of stones containing a square on a 10x10 board, and
// its liberties (empty orthogonal neighbours).
func ExampleLayout128_FloodFill4() {
	l := bitboard.NewLayout128(10, 10)
	var mine, empty bitboard.B128
	for _, p := range [][2]int{{0, 0}, {0, 1}, {1, 1}, {3, 3}} {
		mine.Set(l.Index(p[0], p[1]))
	}
	empty = l.Not(mine)
	group := l.FloodFill4(l.Square(0, 0), mine)
	liberties := l.Neighbors4(group).And(empty)
	fmt.Println(group.Count(), liberties.Count())
	// Output: 3 4
}
