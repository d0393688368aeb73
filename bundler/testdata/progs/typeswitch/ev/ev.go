package ev

// Event types from a library.
type (
	Move struct{ From, To int }
	Pass struct{}
	Quit string
)

// Events returns a mixed stream.
func Events() []interface{} { return []interface{}{Move{1, 2}, Pass{}, Quit("bye"), 42} }
