package main

import (
	"fmt"

	"example.com/progs/ifaces/shape"
)

type square struct{ side float64 }

func (s square) Area() float64 { return s.side * s.side }
func (s square) Name() string  { return "square" }

type circle struct{ r float64 }

func (c *circle) Area() float64 { return 3 * c.r * c.r }
func (c *circle) Name() string  { return "circle" }

// Perimeter is never called, by name or by interface.
func (c *circle) Perimeter() float64 { return 6 * c.r }

func main() {
	fmt.Println(shape.Describe([]shape.Shape{square{2}, &circle{1}}))
}
