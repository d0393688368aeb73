package cmd

import (
	"fmt"
	"sort"
)

var handlers = map[string]func(int) int{}

func init() {
	handlers["double"] = func(n int) int { return 2 * n }
	handlers["square"] = square
	handlers["describe"] = describe
}

func square(n int) int { return n * n }

// describe refers back to handlers: fine in an init function, and must
// stay fine after init is lowered.
func describe(n int) int { return len(handlers) + n }

// Run applies every handler, in name order.
func Run(n int) {
	var names []string
	for k := range handlers {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		fmt.Println(k, handlers[k](n))
	}
}
