package main

import "example.com/refuse/newbuiltin/lib"

func main() { println(lib.Big(3, 4)) }
