package ahc061

import (
	"bytes"
	"fmt"
	"math"
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

// TestNormalisationMargin backs pow's claim: on every seed of the system
// test range, each V*100000/S is far enough from an integer that a last-bit
// difference between Go's and glibc's pow cannot change ceil.
func TestNormalisationMargin(t *testing.T) {
	worst, worstSeed := 1.0, uint64(0)
	for seed := uint64(0); seed < 3000; seed++ {
		rng := newChaCha20(seed)
		rng.intIncl(2, 8)
		rng.intIncl(1, 5)
		k, a := int(rng.intIncl(0, 2)), rng.float(0, 3)
		if seed == 0 {
			k, a = 0, 1
		}
		v := values(rng, k, a)
		sum := 0.0
		for _, x := range v {
			sum += x
		}
		for _, x := range v {
			q := x * Total / sum
			d := math.Min(q-math.Floor(q), math.Ceil(q)-q)
			if d < worst {
				worst, worstSeed = d, seed
			}
		}
	}
	t.Logf("closest V*100000/S to an integer: %g (seed %d)", worst, worstSeed)
	if worst < 1e-10 {
		t.Errorf("seed %d: V*100000/S is %g from an integer: pow's last bit may matter", worstSeed, worst)
	}
}
