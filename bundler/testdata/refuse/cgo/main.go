package main

import "example.com/refuse/cgo/native"

func main() { println(native.Add(1, 2)) }
