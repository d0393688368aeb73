package main

import (
	"fmt"

	"example.com/progs/iota/dir"
)

func main() {
	d := dir.West
	fmt.Println(d, dir.Names[d.Turn()], dir.MB, dir.GB/dir.MB)
}
