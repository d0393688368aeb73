package main

import "example.com/refuse/asm/fast"

func main() { println(fast.Add(1, 2)) }
