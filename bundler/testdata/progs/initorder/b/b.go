package b

import (
	"fmt"

	"example.com/progs/initorder/a"
)

var B = func() int {
	fmt.Println("b.B sees", a.Log)
	return a.First * 2
}()

func init() {
	fmt.Println("b.init")
	if len(a.Log) > 0 {
		return // a bare return in an init function
	}
	fmt.Println("unreachable")
}
