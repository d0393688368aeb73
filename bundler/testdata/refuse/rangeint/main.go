package main

import "fmt"

func main() {
	for i := range 3 {
		fmt.Println(i)
	}
}
