package main

import (
	"fmt"

	_ "example.com/progs/blankimport/plugin"
	"example.com/progs/blankimport/registry"
)

func main() { fmt.Println(registry.Names()) }
