package main

import (
	"fmt"

	"example.com/progs/buildtags/mathx"
)

func main() { fmt.Println(mathx.Min(3, 2), mathx.Min(-1, 5)) }
