package main

import (
	"fmt"

	"example.com/progs/builtinmax/mathx"
)

func main() {
	s := make([]int, 2, 9)
	// The builtins, next to a library that shadows them.
	fmt.Println(max(3, 9, 4), min(2.5, 1.5), cap(s), mathx.Clamp(12, 0, 10), mathx.Cap())
}
