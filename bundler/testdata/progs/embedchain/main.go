package main

import (
	"fmt"

	"example.com/progs/embedchain/base"
)

type Player struct {
	*base.Entity
	base.Greeter
}

func main() {
	p := Player{Entity: &base.Entity{ID: 7}, Greeter: base.NewGreeter()}
	p.SetName("ann")
	fmt.Println(base.Show(p.Entity), p.Name(), p.Greet(), p.Named.Name())
}
