// Command sum is the solution the tester's tests run: it reads two integers
// and prints their sum, minus -minus. With -crash A it panics and with
// -hang A it never answers when the first integer is A, so that tests can
// have a crashing and a hanging case in the same run.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"
)

func main() {
	minus := flag.Int64("minus", 0, "print the sum minus this")
	crash := flag.Int64("crash", -1, "panic when the first integer is this")
	hang := flag.Int64("hang", -1, "sleep forever when the first integer is this")
	noisy := flag.Bool("noisy", false, "print debug lines on stderr")
	flag.Parse()
	var a, b int64
	if _, err := fmt.Scan(&a, &b); err != nil {
		fmt.Fprintln(os.Stderr, "sum:", err)
		os.Exit(1)
	}
	if *noisy {
		fmt.Fprintf(os.Stderr, "read %d %d\n", a, b)
	}
	switch a {
	case *crash:
		panic("crash requested")
	case *hang:
		time.Sleep(time.Hour)
	}
	fmt.Println(a + b - *minus)
}
