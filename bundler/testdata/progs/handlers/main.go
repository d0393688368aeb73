package main

import "example.com/progs/handlers/cmd"

func main() { cmd.Run(5) }
