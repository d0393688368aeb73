package main

import (
	"fmt"

	"example.com/progs/consts/board"
)

var grid [board.N][board.N]board.Kind

func main() {
	grid[1][2] = board.Wall
	fmt.Println(len(grid), board.Cells, board.Mask, grid[1])
}
