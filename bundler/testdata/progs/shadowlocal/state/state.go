package state

// Counter collides with main's Counter and so is renamed; functions in
// this package with locals of the candidate name must still see it.
var Counter = 5

// Bump has a local named like the renamed global would be.
func Bump() int {
	state_Counter := 1000
	Counter++
	return Counter + state_Counter - 1000
}
