package c

import "fmt"

// c is imported by main only; by import path it initialises before b.
var C = show("c.C")

func show(s string) string {
	fmt.Println("init", s)
	return s
}

func init() { fmt.Println("c.init") }
