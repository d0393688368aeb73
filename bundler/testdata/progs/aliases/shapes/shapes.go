package shapes

import "example.com/progs/aliases/geom"

// Vec is an alias: the same type as geom.Point.
type Vec = geom.Point

// Point collides with geom.Point's name.
type Point = Vec

// Origin is a Vec.
var Origin = Vec{}

// Shift uses the alias and the aliased type interchangeably.
func Shift(p geom.Point, d Vec) Point { return p.Add(d) }

// Len uses the basic alias.
func Len(c geom.Coord) geom.Coord { return c * 2 }
