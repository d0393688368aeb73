package main

import (
	"fmt"

	"example.com/progs/initorder/b"
	"example.com/progs/initorder/c"
)

var M = show("main.M")

func show(s string) string {
	fmt.Println("init", s, "b.B =", b.B)
	return s
}

func init() { fmt.Println("main.init 1") }

func init() { fmt.Println("main.init 2") }

func main() {
	fmt.Println("main", M, c.C)
}
