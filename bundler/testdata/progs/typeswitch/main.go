package main

import (
	"fmt"

	"example.com/progs/typeswitch/ev"
)

type Move struct{ Local bool } // same name as ev.Move

func main() {
	for _, e := range append(ev.Events(), Move{true}) {
		switch e := e.(type) {
		case ev.Move:
			fmt.Println("move", e.From, e.To)
		case ev.Pass:
			fmt.Println("pass")
		case ev.Quit:
			fmt.Println("quit", string(e))
		case Move:
			fmt.Println("local move", e.Local)
		default:
			fmt.Println("other", e)
		}
	}
}
