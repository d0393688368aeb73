package mathx

// max shadows the builtin inside this package only.
func max(a, b float64) float64 {
	if a > b {
		return a
	}
	return b
}

func min(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}

var cap = 7

// Clamp uses the package's own max and min.
func Clamp(x, lo, hi float64) float64 { return min(max(x, lo), hi) }

// Cap returns the package-level variable named like a builtin.
func Cap() int { return cap }
