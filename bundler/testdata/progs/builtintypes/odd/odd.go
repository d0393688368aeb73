package odd

// error, copy and len are declared here, shadowing the builtins in this
// package only.
type error int

func copy(e error) error { return e * 2 }

var len = 3

// Twice uses them.
func Twice() int { return int(copy(error(len))) }
