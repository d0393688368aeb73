package text

// strings is a package-level variable named like the standard package
// that main imports.
var strings = []string{"alpha", "beta"}

// fmt is a function named like another import.
func fmt(i int) string { return strings[i%len(strings)] }

// Pick returns one of the words.
func Pick(i int) string { return fmt(i) }
