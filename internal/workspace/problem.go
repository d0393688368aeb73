package workspace

// Problem is one [problems.NAME] table of workspace.toml.
type Problem struct {
	// Name is the table's name.
	Name string `toml:"-"`
	// Dir is the solution's package directory, relative to the root.
	Dir string `toml:"dir"`
	// Target names the platform target the bundle is checked against.
	Target string `toml:"target"`
	// Class is the class whose methods a topcoder adapter calls.
	Class string `toml:"class"`
	// Judge is "builtin" (the tester's own judge for this problem) or
	// "external" (an external command or AtCoder's official tools).
	Judge string `toml:"judge"`
	// Tools is the directory of AtCoder's official tools (with Cargo.toml)
	// used when Judge is "external".
	Tools string `toml:"tools"`
	// Command is an external judge command, used when Judge is "external"
	// and Tools is empty.
	Command []string `toml:"command"`
	// Seeds is the full seed set, e.g. "0-99" or a file of seeds.
	Seeds string `toml:"seeds"`
	// QuickSeeds is the seed set `tester watch` scores on each save.
	QuickSeeds string `toml:"quick_seeds"`
	// Timeout is the wall-clock limit of one case.
	Timeout Duration `toml:"timeout"`
}
