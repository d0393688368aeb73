package main

import (
	"fmt"

	"example.com/progs/deadcode/biglib"
)

func unusedInMain() {}

func main() {
	fmt.Println(biglib.Used("hi"))
}
