package c

import "fmt"

// Value collides with the same name in the two other packages.
var Value = "c-value"

// Node collides too.
type Node struct{ Name string }

func helper(n int) int { return n * 3 }

// Describe uses the package's own colliding names.
func Describe(n Node) string { return fmt.Sprintf("%s:%s:%d", Value, n.Name, helper(len(n.Name))) }
