package tables

import "fmt"

// built is never referenced, but building it prints: it must stay.
var built = build()

func build() []int {
	fmt.Println("building table")
	return []int{1, 2, 3}
}

// pure is never referenced and has no effects: it is removed.
var pure = []int{4, 5, 6}

// Get is what main uses.
func Get() int { return 9 }
