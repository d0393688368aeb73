package util

// Do is a's util.
func Do() string { return "a.util" }

// Shared is a type both utils declare.
type Shared struct{ From string }
