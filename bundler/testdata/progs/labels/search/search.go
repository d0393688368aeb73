package search

// outer is a package-level name that is also used as a label below:
// labels live in their own namespace.
var outer = 3

// Find returns the first pair in a grid that sums to want, using labeled
// break, continue and goto.
func Find(grid [][]int, want int) (int, int) {
	i, j := -1, -1
outer:
	for r := range grid {
		for c := range grid[r] {
			if grid[r][c] < 0 {
				continue outer
			}
			if grid[r][c] == want {
				i, j = r, c
				break outer
			}
		}
	}
	if i < 0 {
		goto none
	}
	return i, j + outer - 3
none:
	return -1, -1
}
