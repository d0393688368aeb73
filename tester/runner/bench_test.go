package runner_test

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"testing"
	"time"

	"github.com/gamews/gamews/tester/runner"
	"github.com/gamews/gamews/tester/runner/runnertest"
)

// BenchmarkOverhead measures what the runner adds to running a solution:
// 100 cases of the sum problem through Execute with one worker (inputs
// generated and kept, judge in process, records written) against the same
// binary run 100 times on the same inputs with nothing else.
func BenchmarkOverhead(b *testing.B) {
	bin := runnertest.Build(b)
	seeds, _ := runner.ParseSeeds("0-99", "")
	b.Run("runner-j1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p := runnertest.Sum{}
			run, err := runner.Execute(context.Background(), runner.Config{
				Info: p.Info(), Player: &runner.JudgePlayer{Problem: p, Solution: []string{bin}},
				Seeds: seeds, Jobs: 1, Timeout: 5 * time.Second, StateDir: b.TempDir(),
			})
			if err != nil || len(run.Records) != 100 {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*100), "µs/case")
	})
	b.Run("bare-loop", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			for _, s := range seeds {
				cmd := exec.Command(bin)
				cmd.Stdin = bytes.NewBufferString(fmt.Sprintf("%d %d\n", s, s*7%10+1))
				if _, err := cmd.Output(); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*100), "µs/case")
	})
}
