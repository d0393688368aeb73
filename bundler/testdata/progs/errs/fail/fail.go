package fail

import (
	"errors"
	"fmt"
)

// ErrNotFound is a sentinel.
var ErrNotFound = errors.New("not found")

// CodeError carries a code and wraps another error.
type CodeError struct {
	Code int
	Err  error
}

func (e *CodeError) Error() string { return fmt.Sprintf("code %d: %v", e.Code, e.Err) }
func (e *CodeError) Unwrap() error { return e.Err }

// Lookup fails.
func Lookup(k string) error {
	return &CodeError{Code: 404, Err: fmt.Errorf("lookup %q: %w", k, ErrNotFound)}
}
