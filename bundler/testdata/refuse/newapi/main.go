package main

import (
	"fmt"
	"slices"
	"strings"
)

func main() {
	xs := []int{3, 1, 2}
	slices.Sort(xs)
	fmt.Println(xs, strings.Contains("ab", "a"))
}
