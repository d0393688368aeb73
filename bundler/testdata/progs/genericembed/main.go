package main

import (
	"fmt"

	"example.com/progs/genericembed/cache"
)

type Fib struct {
	cache.Cache[int, int]
}

func (f *Fib) At(n int) int {
	if n < 2 {
		return n
	}
	return f.Get(n, func(n int) int { return f.At(n-1) + f.At(n-2) })
}

func main() {
	var f Fib
	fmt.Println(f.At(50), f.Hits(), f.Cache.Hits())
}
