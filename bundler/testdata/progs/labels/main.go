package main

import (
	"fmt"

	"example.com/progs/labels/search"
)

func main() {
	g := [][]int{{1, 2}, {-1, 7}, {3, 7}}
	fmt.Println(search.Find(g, 7))
	fmt.Println(search.Find(g, 9))
}
