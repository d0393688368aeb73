package main

import (
	"fmt"

	"example.com/progs/mainname/lib"
)

func main() { fmt.Println(lib.Run()) }
