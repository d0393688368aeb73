package main

import (
	"fmt"

	"example.com/progs/localcapture/lib"
)

var X = 1

func Y() int { return 2 }

func main() {
	// Locals named exactly like the names the bundler would pick: the
	// renamed references below must not be captured by them.
	lib_X := 100
	lib_Y := func() int { return 200 }
	fmt.Println(X, Y(), lib.X, lib.Y(), lib_X, lib_Y())
	{
		X := 5 // shadows main.X only in this block
		fmt.Println(X, lib.X)
	}
}
