package bundler

import (
	"context"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/gamews/gamews/internal/workspace"
)

// BenchmarkBundle bundles every problem of the repository's workspace.toml
// with all checks but the toolchain compile, without a Cache ("cold": go
// list, then the sources) and with one ("watch": both at once, as in a
// watch loop), and reports the median time, and the bundle's size against
// the concatenated source of the packages it inlines:
//
//	go test -run '^$' -bench Bundle -benchtime 5x ./bundler
func BenchmarkBundle(b *testing.B) {
	ws, err := workspace.Load("..")
	if err != nil {
		b.Skipf("no workspace: %v", err)
	}
	for _, name := range ws.ProblemNames() {
		p := ws.Problems[name]
		for _, mode := range []string{"cold", "watch"} {
			b.Run(name+"/"+mode, func(b *testing.B) {
				cfg := Config{Dir: ws.Root, Pattern: "./" + filepath.ToSlash(p.Dir), Target: ws.Targets[p.Target],
					Problem: name, Class: p.Class}
				if mode == "watch" {
					// As tester watch does: a Cache shared by successive calls.
					cfg.Cache = &Cache{}
					if _, err := Bundle(context.Background(), cfg); err != nil {
						b.Skipf("%s does not bundle: %v", name, err)
					}
				}
				var res *Result
				var times []time.Duration
				for i := 0; i < b.N; i++ {
					start := time.Now()
					if res, err = Bundle(context.Background(), cfg); err != nil {
						b.Skipf("%s does not bundle: %v", name, err)
					}
					times = append(times, time.Since(start))
				}
				sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
				b.ReportMetric(float64(times[len(times)/2].Milliseconds()), "median-ms")
				b.ReportMetric(float64(len(res.Source)), "bundle-bytes")
				b.ReportMetric(float64(res.SourceBytes), "source-bytes")
				b.ReportMetric(float64(res.Removed), "decls-removed")
			})
		}
	}
}
