package main

import (
	"fmt"
	"strconv"

	"example.com/progs/generics/coll"
)

type Meters float64

type lener interface{ Len() int }

func size[L lener](l L) int { return l.Len() }

func main() {
	var s coll.Stack[string]
	s.Push("a")
	s.Push("b")
	v, ok := s.Pop()
	fmt.Println(v, ok, size(&s))
	fmt.Println(coll.Sum(1, 2, 3), coll.Sum[Meters](1.5, 2.25))
	fmt.Println(coll.Map([]int{1, 2, 3}, strconv.Itoa))
	p := coll.Pair[string, []int]{Key: "k", Val: []int{4}}
	fmt.Println(p.Key, p.Val)
}
