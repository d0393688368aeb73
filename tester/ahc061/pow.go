package ahc061

import "math"

// pow is x**y for the generator, whose Rust powf calls glibc's pow. Go's
// math.Pow may differ from glibc in the last bit, which could only change
// a file where V*100000/S lands within about 1e-13 of an integer; over
// seeds 0-19999 the closest is 6e-8 away (TestNormalisationMargin keeps
// watch over the system-test range 0-2999), so math.Pow is exact enough.
func pow(x, y float64) float64 { return math.Pow(x, y) }
