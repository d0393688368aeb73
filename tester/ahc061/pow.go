package ahc061

import "math"

// pow is x**y as the generator's powf computes it (glibc's pow).
func pow(x, y float64) float64 { return math.Pow(x, y) }
