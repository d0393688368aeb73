package dir

// Dir is a direction; only some constants are used by main, but the block
// stays whole so iota keeps its values.
type Dir int

const (
	North Dir = iota
	East
	South
	West
)

const (
	_  = iota
	KB = 1 << (10 * iota)
	MB
	GB
)

// Names are printed for each direction.
var Names = [...]string{North: "N", East: "E", South: "S", West: "W"}

// Turn turns right.
func (d Dir) Turn() Dir { return (d + 1) % 4 }
