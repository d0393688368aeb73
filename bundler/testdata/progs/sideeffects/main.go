package main

import (
	"fmt"

	"example.com/progs/sideeffects/tables"
)

func main() { fmt.Println(tables.Get()) }
