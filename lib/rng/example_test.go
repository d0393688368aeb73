package rng_test

import (
	"fmt"

	"github.com/gamews/gamews/lib/rng"
)

func Example() {
	r := rng.New(42)
	moves := []string{"a", "b", "c", "d"}
	rng.ShuffleSlice(r, moves)
	fmt.Println(moves, r.Intn(6), r.Range(10, 20))
	// Output: [d c b a] 5 20
}
