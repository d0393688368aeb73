package main

import (
	"errors"
	"fmt"

	"example.com/progs/builtintypes/odd"
)

func main() {
	var err error = errors.New("real error")
	dst := make([]int, 2)
	n := copy(dst, []int{5, 6, 7})
	fmt.Println(err, n, len(dst), dst, odd.Twice())
}
