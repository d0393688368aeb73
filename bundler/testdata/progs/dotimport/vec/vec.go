package vec

// V is a 2D vector.
type V struct{ X, Y int }

// Dot is the dot product.
func Dot(a, b V) int { return a.X*b.X + a.Y*b.Y }

// Zero is the zero vector.
var Zero V
