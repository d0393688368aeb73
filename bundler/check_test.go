package bundler

import "testing"

func TestParseAPILine(t *testing.T) {
	for _, c := range []struct{ line, path, key string }{
		{"pkg slices, func Contains[$0 interface{ ~[]$1 }, $1 comparable]($0, $1) bool #57433", "slices", "Contains"},
		{"pkg math/rand, method (*Rand) Uint64() uint64", "math/rand", "Rand.Uint64"},
		{"pkg go/types, type Config struct, GoVersion string", "go/types", "Config.GoVersion"},
		{"pkg sync, func OnceFunc(func()) func()", "sync", "OnceFunc"},
		{"pkg syscall (linux-386), const SYS_FOO = 1", "syscall", "SYS_FOO"},
		{"pkg io, type WriterTo interface, WriteTo(Writer) (int64, error)", "io", "WriterTo.WriteTo"},
		{"pkg reflect, method (Value) Seq() iter.Seq[Value] #66056", "reflect", "Value.Seq"},
		{"pkg iter, type Seq[$0 interface{}] func(func($0) bool)", "iter", "Seq"},
		{"pkg os, var ErrProcessDone error", "os", "ErrProcessDone"},
		{"pkg log/slog, type Record struct, embedded Foo", "log/slog", "Record.Foo"},
	} {
		path, key, ok := parseAPILine(c.line)
		if !ok || path != c.path || key != c.key {
			t.Errorf("parseAPILine(%q) = %q, %q, %v; want %q, %q", c.line, path, key, ok, c.path, c.key)
		}
	}
	for _, bad := range []string{"", "pkg", "pkg x", "# comment", "pkg x, method (T"} {
		if _, _, ok := parseAPILine(bad); ok {
			t.Errorf("parseAPILine(%q) accepted", bad)
		}
	}
}

func FuzzParseAPILine(f *testing.F) {
	f.Add("pkg math/rand, method (*Rand) Uint64() uint64")
	f.Add("pkg go/types, type Config struct, GoVersion string")
	f.Fuzz(func(t *testing.T, line string) {
		path, key, ok := parseAPILine(line)
		if ok && (path == "" && key == "") {
			t.Errorf("parseAPILine(%q) accepted with nothing parsed", line)
		}
	})
}

func TestGoMinor(t *testing.T) {
	for v, want := range map[string]int{"go1.20": 20, "go1.25.1": 25, "go1.21rc2": 21, "1.22": 22, "go2": 0, "": 0} {
		if got := goMinor(v); got != want {
			t.Errorf("goMinor(%q) = %d, want %d", v, got, want)
		}
	}
}

func TestModulePath(t *testing.T) {
	for src, want := range map[string]string{
		"module example.com/x\n\ngo 1.22\n":          "example.com/x",
		"// comment\nmodule \"quoted/path\" // c\n":  "quoted/path",
		"go 1.22\nmodule   spaced.org/m  \n":         "spaced.org/m",
		"modulefoo bar\n":                            "",
		"go 1.22\n":                                  "",
		"module example.com/y // trailing comment\n": "example.com/y",
	} {
		if got := modulePath([]byte(src)); got != want {
			t.Errorf("modulePath(%q) = %q, want %q", src, got, want)
		}
	}
}
