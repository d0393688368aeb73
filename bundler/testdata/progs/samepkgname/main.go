package main

import (
	"fmt"

	autil "example.com/progs/samepkgname/a/util"
	"example.com/progs/samepkgname/b/util"
)

func main() {
	fmt.Println(autil.Do(), util.Do(), autil.Shared{From: "a"}, util.Shared{From: "b"})
}
