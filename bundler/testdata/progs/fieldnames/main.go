package main

import (
	"fmt"

	"example.com/progs/fieldnames/lib"
)

var Count = 100

func main() {
	t := lib.Make(2)
	t.Count++
	fmt.Println(t.Count, t.Name, lib.Box{}.Count(), Count, lib.Count)
	fmt.Printf("%+v\n", t)
}
