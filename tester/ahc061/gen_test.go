package ahc061

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// officialDir holds AtCoder's official input files for seeds 0-99.
const officialDir = "../../../shared/problems/ahc061/in"

func TestGenerateOfficial(t *testing.T) {
	if _, err := os.Stat(officialDir); err != nil {
		t.Skipf("official inputs not available: %v", err)
	}
	for seed := uint64(0); seed < 100; seed++ {
		want, err := os.ReadFile(filepath.Join(officialDir, fmt.Sprintf("%04d.txt", seed)))
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if _, err := Generate(seed, GenOptions{}).WriteTo(&got); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("seed %d: generated file differs from the official one at line %d", seed, firstDiffLine(got.Bytes(), want))
		}
		in, err := Parse(want)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		var again bytes.Buffer
		in.WriteTo(&again)
		if !bytes.Equal(again.Bytes(), want) {
			t.Errorf("seed %d: Parse+WriteTo does not round-trip (line %d)", seed, firstDiffLine(again.Bytes(), want))
		}
	}
}

func firstDiffLine(a, b []byte) int {
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i := range la {
		if i >= len(lb) || !bytes.Equal(la[i], lb[i]) {
			return i + 1
		}
	}
	return len(la) + 1
}
