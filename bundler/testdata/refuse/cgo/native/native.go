package native

// int add(int a, int b) { return a + b; }
import "C"

// Add calls C.
func Add(a, b int) int { return int(C.add(C.int(a), C.int(b))) }
