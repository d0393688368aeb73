package lib

// Count collides with main.Count; the field Count below must not be
// renamed with it.
var Count = 1

type Thing struct {
	Count int
	Name  string
}

// Count as a method name on another type.
type Box struct{ n int }

func (b Box) Count() int { return b.n + Count }

// Make uses a composite literal with a key named Count.
func Make(n int) Thing { return Thing{Count: n + Count, Name: "thing"} }
