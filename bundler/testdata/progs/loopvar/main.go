package main

import (
	"fmt"

	"example.com/progs/loopvar/work"
)

func main() {
	for _, f := range work.Thunks([]string{"x", "y"}) {
		fmt.Print(f(), " ")
	}
	for _, p := range work.Ptrs(3) {
		fmt.Print(*p, " ")
	}
	fmt.Println()
}
