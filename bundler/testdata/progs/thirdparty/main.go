package main

import (
	"fmt"

	"example.com/fakemod/ring"
)

func main() {
	r := ring.New(3)
	for i := 1; i <= 5; i++ {
		r.Push(i)
	}
	fmt.Println(r.Sum())
}
