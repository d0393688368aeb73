package main

import (
	"fmt"

	"example.com/progs/aliases/geom"
	"example.com/progs/aliases/shapes"
)

type holder struct {
	shapes.Vec // embedded through an alias: the field is named Vec
}

func main() {
	p := shapes.Shift(geom.Point{X: 1, Y: 2}, shapes.Vec{X: 10, Y: 20})
	var q geom.Point = p
	h := holder{Vec: q}
	fmt.Println(p, q == p, h.Vec.X, h.Y, shapes.Origin, shapes.Len(21))
}
