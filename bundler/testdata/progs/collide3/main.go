package main

import (
	"fmt"

	"example.com/progs/collide3/a"
	"example.com/progs/collide3/b"
	"example.com/progs/collide3/c"
)

var Value = "main-value"

func helper(n int) int { return -n }

func main() {
	fmt.Println(a.Describe(a.Node{Name: "x"}), b.Describe(b.Node{Name: "yy"}), c.Describe(c.Node{Name: "zzz"}))
	fmt.Println(Value, a.Value, b.Value, c.Value, helper(4))
}
