package main

import (
	"fmt"
	"strings"

	"example.com/progs/importshadow/text"
)

func main() {
	fmt.Println(strings.ToUpper(text.Pick(0)), strings.Repeat(text.Pick(1), 2))
}
