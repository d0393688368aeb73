package board

// N sizes arrays in another package.
const N = 4

// Cells is an untyped constant expression.
const Cells = N * N

// Mask is a typed constant.
const Mask uint64 = 1<<Cells - 1

type Kind uint8

const (
	Empty Kind = iota
	Wall
)
