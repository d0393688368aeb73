package other

// Buf has the same name as buf.Buf and is embedded as well, so one of the
// two embedded fields must change its name with its type.
type Buf struct{ Size int }

// Grow adds to Size.
func (b *Buf) Grow(n int) { b.Size += n }
