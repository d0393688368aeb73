package main

import (
	"fmt"

	"example.com/progs/shadowlocal/state"
)

var Counter = "main"

func main() {
	fmt.Println(state.Bump(), state.Bump(), Counter, state.Counter)
}
