package shape

import "fmt"

// Shape is implemented in main: Area and Name are only called here,
// through the interface.
type Shape interface {
	Area() float64
	Name() string
}

// Describe calls the methods dynamically.
func Describe(ss []Shape) string {
	out := ""
	for _, s := range ss {
		out += fmt.Sprintf("%s=%.2f ", s.Name(), s.Area())
	}
	return out
}
