package main

import (
	"fmt"

	"example.com/progs/workers/pool"
)

func main() { fmt.Println(pool.Squares([]int{1, 2, 3, 4, 5}, 3)) }
