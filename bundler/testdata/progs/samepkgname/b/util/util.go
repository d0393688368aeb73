package util

// Do is b's util.
func Do() string { return "b.util" }

// Shared is a type both utils declare.
type Shared struct{ From string }
