package plugin

import "example.com/progs/blankimport/registry"

func init() { registry.Register("plugin", 1) }
