package main

import (
	"fmt"
	. "strings"

	. "example.com/progs/dotimport/vec"
)

type wrap struct {
	Builder // strings.Builder, embedded through the dot import
}

func main() {
	a, b := V{X: 1, Y: 2}, V{X: 3, Y: 4}
	var w wrap
	w.WriteString(ToUpper("dot"))
	fmt.Println(Dot(a, b), Zero, w.String(), Repeat("-", 3))
}
