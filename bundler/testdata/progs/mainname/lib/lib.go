package lib

// main is an ordinary function in a non-main package.
func main() string { return "lib.main" }

// Run calls it.
func Run() string { return main() }
