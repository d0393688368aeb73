package a

import "fmt"

var First = trace("a.First", Second+1)

var Second = trace("a.Second", 10)

var Log []string

func trace(name string, v int) int {
	fmt.Println("init", name, v)
	return v
}

func init() {
	fmt.Println("a.init 2")
	Log = append(Log, "a.init2")
}
