package base

import "fmt"

// Named is embedded two levels deep.
type Named struct{ name string }

func (n *Named) SetName(s string) { n.name = s }
func (n Named) Name() string      { return n.name }

// Entity embeds Named.
type Entity struct {
	Named
	ID int
}

// Greeter is embedded in a struct in main.
type Greeter interface{ Greet() string }

type hello struct{}

func (hello) Greet() string { return "hello" }

// NewGreeter returns the package's greeter.
func NewGreeter() Greeter { return hello{} }

// Show formats an entity.
func Show(e *Entity) string { return fmt.Sprint(e.ID, ":", e.Name()) }
