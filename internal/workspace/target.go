package workspace

// Target describes a judge platform: the Go it compiles with, how large a
// source it accepts, which modules it provides, and whether the solution is
// wrapped by an adapter.
type Target struct {
	// Name is the target's name ("atcoder", ...).
	Name string
	// Go is the judge's Go version, e.g. "go1.25.1".
	Go string
	// SizeLimit is the largest source the judge accepts, in bytes (0: none).
	SizeLimit int
	// Modules lists the modules the judge provides as "path@version";
	// imports of their packages are kept, not inlined.
	Modules []string
	// Adapter is "" or "topcoder": the solution is a type whose methods are
	// driven by a generated main.
	Adapter string
}

// targetFile is a [targets.NAME] table; unset fields keep the built-in value.
type targetFile struct {
	Go        *string   `toml:"go"`
	SizeLimit *int      `toml:"size_limit"`
	Modules   *[]string `toml:"modules"`
	Adapter   *string   `toml:"adapter"`
}

func (tf targetFile) apply(t *Target) {
	if tf.Go != nil {
		t.Go = *tf.Go
	}
	if tf.SizeLimit != nil {
		t.SizeLimit = *tf.SizeLimit
	}
	if tf.Modules != nil {
		t.Modules = append([]string(nil), *tf.Modules...)
	}
	if tf.Adapter != nil {
		t.Adapter = *tf.Adapter
	}
}

// Builtin returns fresh copies of the five platform targets.
func Builtin() map[string]*Target {
	return map[string]*Target{
		"atcoder": {
			Name:      "atcoder",
			Go:        "go1.25.1",
			SizeLimit: 512 * 1024,
			// AtCoder's 2025 language update: module atcoder.jp/golang.
			Modules: []string{
				"github.com/emirpasic/gods@v1.18.1",
				"gonum.org/v1/gonum@v0.16.0",
				"github.com/liyue201/gostl@v1.2.0",
				"github.com/benbjohnson/immutable@v0.4.3",
				"golang.org/x/exp@v0.0.0-20250711185948-6ae5c78190dc",
				"github.com/monkukui/ac-library-go@2caa314",
			},
		},
		"codechef": {Name: "codechef", Go: "go1.20", SizeLimit: 50000},
		"topcoder": {Name: "topcoder", Go: "go1.25.1", Adapter: "topcoder"},
		"alphano":  {Name: "alphano", Go: "go1.25.1"},
		"ioi":      {Name: "ioi", Go: "go1.25.1"},
	}
}
