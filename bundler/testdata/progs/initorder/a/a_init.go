package a

import "fmt"

// This init is in the first file, the vars in the second: the init must
// still run after all of them.
func init() {
	fmt.Println("a.init 1: first =", First, "second =", Second)
	Log = append(Log, "a.init1")
}
