package ckcgame

import (
	"bytes"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// worstInput writes the slowest input for a solution: 60 tests of
// WorstGame (N = 300, 9.6 million free states each; 54 MB).
func worstInput(t testing.TB) string {
	t.Helper()
	r := rand.New(rand.NewPCG(60, 300))
	games := make([]Game, MaxT)
	for i := range games {
		games[i] = WorstGame(r)
	}
	path := filepath.Join(t.TempDir(), "worst.in")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteInput(f, games); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// timeRun runs bin on the input file and returns its output, wall time and
// CPU time (user + system; steadier than wall time on a busy machine).
func timeRun(b *testing.B, bin, input string) ([]byte, time.Duration, time.Duration) {
	b.Helper()
	in, err := os.Open(input)
	if err != nil {
		b.Fatal(err)
	}
	defer in.Close()
	var out bytes.Buffer
	cmd := exec.Command(bin)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = in, &out, os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		b.Fatalf("%s: %v", bin, err)
	}
	wall := time.Since(start)
	return out.Bytes(), wall, cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
}

// BenchmarkVsSetter times the solution against the setter's C++ solution
// (testdata/setter.cpp, built with g++ -O2) on the worst input and reports
// both times per run (wall and CPU) and the ratio of CPU times; the two
// must print the same answers.
//
//	go test -run '^$' -bench VsSetter -benchtime 3x ./tester/ckcgame
func BenchmarkVsSetter(b *testing.B) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		b.Skip("no g++")
	}
	setter := filepath.Join(b.TempDir(), "setter")
	if out, err := exec.Command(gxx, "-O2", "-o", setter, "testdata/setter.cpp").CombinedOutput(); err != nil {
		b.Fatalf("g++: %v\n%s", err, out)
	}
	sol := buildSolution(b)
	input := worstInput(b)
	var goWall, goCPU, cWall, cCPU time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		got, wall, cpu := timeRun(b, sol, input)
		goWall += wall
		goCPU += cpu
		want, wall, cpu := timeRun(b, setter, input)
		cWall += wall
		cCPU += cpu
		if !bytes.Equal(got, want) {
			b.Fatalf("the solution and the setter disagree:\n%s\nvs\n%s", got, want)
		}
	}
	n := float64(b.N)
	b.ReportMetric(goWall.Seconds()/n, "go-s/run")
	b.ReportMetric(cWall.Seconds()/n, "setter-s/run")
	b.ReportMetric(goCPU.Seconds()/n, "go-cpu-s/run")
	b.ReportMetric(cCPU.Seconds()/n, "setter-cpu-s/run")
	b.ReportMetric(goCPU.Seconds()/cCPU.Seconds(), "go/setter-cpu")
}

// BenchmarkAnswer times the judge's reference on the slowest game.
func BenchmarkAnswer(b *testing.B) {
	g := WorstGame(newRand(1, 2))
	for i := 0; i < b.N; i++ {
		Answer(&g)
	}
}
