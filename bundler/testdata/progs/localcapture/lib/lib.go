package lib

// X collides with main.X, so the bundle renames it (to lib_X).
var X = 10

// Y too.
func Y() int { return 20 }
