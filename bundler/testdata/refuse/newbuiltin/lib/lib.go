package lib

// Big uses the min and max builtins of go1.21.
func Big(a, b int) int {
	return max(a, b) + min(a, b)
}
