package coll

// Number is a constraint with a type set.
type Number interface {
	~int | ~int64 | ~float64
}

// Stack is a generic stack.
type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

// Len is used only through an interface constraint below.
func (s *Stack[T]) Len() int { return len(s.items) }

// Sum adds numbers of any Number type.
func Sum[T Number](xs ...T) T {
	var t T
	for _, x := range xs {
		t += x
	}
	return t
}

// Map applies f.
func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

// Pair is a generic struct with two type parameters.
type Pair[K comparable, V any] struct {
	Key K
	Val V
}
