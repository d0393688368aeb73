package main

import (
	"errors"
	"fmt"

	"example.com/progs/errs/fail"
)

func main() {
	err := fail.Lookup("k")
	var ce *fail.CodeError
	fmt.Println(err, errors.Is(err, fail.ErrNotFound), errors.As(err, &ce), ce.Code)
}
