package main

import "fmt"

func main() {
	var fs []func() int
	for i := 0; i < 6; i++ {
		fs = append(fs, func() int { return i })
		i++ // the body changes the loop variable: a copy cannot fix this
	}
	for _, f := range fs {
		fmt.Print(f(), " ")
	}
	fmt.Println()
}
