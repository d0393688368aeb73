package fastio_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/gamews/gamews/lib/fastio"
)

// A batch solution: read T test cases of N numbers, print each sum.
func Example() {
	in := fastio.NewReader(strings.NewReader("2\n3 1 2 3\n2 -5 5\n"))
	out := fastio.NewWriter(os.Stdout)
	defer out.Flush()
	for t := in.Int(); t > 0; t-- {
		n, sum := in.Int(), 0
		for i := 0; i < n; i++ {
			sum += in.Int()
		}
		out.Int(sum)
		out.Newline()
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	// Output:
	// 6
	// 0
}
