package main

import (
	"fmt"

	"example.com/progs/ifacemethods/rank"
)

func main() {
	ps := []rank.Player{{Name: "ann", Score: 3}, {Name: "bob", Score: 9}, {Name: "cy", Score: 5}}
	rank.Sort(ps)
	fmt.Println(ps, rank.Total(1, 2))
}
