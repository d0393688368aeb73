package main

import (
	"fmt"

	"example.com/progs/methodvalues/acc"
)

func apply(f func(int), xs ...int) {
	for _, x := range xs {
		f(x)
	}
}

func main() {
	var a acc.Acc
	add := a.Add // method value bound to &a
	apply(add, 1, 2, 3)
	total := acc.Acc.Total // method expression
	twice := (*acc.Acc).Twice
	fmt.Println(total(a), twice(&a))
}
