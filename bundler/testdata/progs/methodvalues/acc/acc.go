package acc

// Acc accumulates.
type Acc struct{ total int }

func (a *Acc) Add(n int) { a.total += n }

func (a Acc) Total() int { return a.total }

// Twice is referenced only as a method expression.
func (a Acc) Twice() int { return 2 * a.total }
