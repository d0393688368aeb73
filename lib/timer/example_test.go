package timer_test

import (
	"fmt"
	"time"

	"github.com/gamews/gamews/lib/timer"
)

// Splitting a 10 s game bank: keep 0.5 s back, never spend more than 15%
// of what is left on one move.
func ExampleBudget() {
	b := timer.Budget{Margin: 500 * time.Millisecond, MaxFraction: 0.15, Min: 5 * time.Millisecond}
	fmt.Println(b.PerMove(10*time.Second, 25))
	fmt.Println(b.PerMove(2*time.Second, 3))
	fmt.Println(b.PerMove(400*time.Millisecond, 3))
	// Output:
	// 380ms
	// 225ms
	// 0s
}
