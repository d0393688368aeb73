package main

import (
	"fmt"
	"io"
	"os"

	"example.com/progs/fastread/io/scan"
)

func main() {
	var r io.Reader = os.Stdin
	s := scan.New(r)
	sum := 0
	for {
		n, ok := s.Int()
		if !ok {
			break
		}
		sum += n
	}
	fmt.Println("sum", sum)
}
