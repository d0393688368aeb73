package geom

// Point is aliased by other packages.
type Point struct{ X, Y int }

// Add returns p+q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Coord is an alias of a basic type.
type Coord = int
