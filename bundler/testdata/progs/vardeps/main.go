package main

import (
	"fmt"

	"example.com/progs/vardeps/calc"
)

var answer = calc.Total

func main() { fmt.Println(answer) }
