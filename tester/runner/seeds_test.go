package runner

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestParseSeeds(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "seeds.txt"), []byte("0\n1\n\n# comment\n 7 \n1000000000000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "dup.txt"), []byte("3\n4\n3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		spec    string
		want    []uint64
		wantErr bool
	}{
		{spec: "0-4", want: []uint64{0, 1, 2, 3, 4}},
		{spec: "7", want: []uint64{7}},
		{spec: "0-2,20,30-31", want: []uint64{0, 1, 2, 20, 30, 31}},
		{spec: " 5 - 6 , 9", want: []uint64{5, 6, 9}},
		{spec: "seeds.txt", want: []uint64{0, 1, 7, 1000000000000}},
		{spec: filepath.Join(dir, "seeds.txt"), want: []uint64{0, 1, 7, 1000000000000}},
		{spec: "18446744073709551615", want: []uint64{18446744073709551615}},
		{spec: "18446744073709551614-18446744073709551615", want: []uint64{18446744073709551614, 18446744073709551615}},
		{spec: "", wantErr: true},
		{spec: "5-3", wantErr: true},
		{spec: "1,1", wantErr: true},
		{spec: "0-5,3", wantErr: true},
		{spec: "1-", wantErr: true},
		{spec: ",", wantErr: true},
		{spec: "0-100000000", wantErr: true},
		{spec: "missing.txt", wantErr: true},
		{spec: "dup.txt", wantErr: true},
	}
	for _, tt := range tests {
		got, err := ParseSeeds(tt.spec, dir)
		if tt.wantErr {
			if err == nil {
				t.Errorf("ParseSeeds(%q) = %v, want an error", tt.spec, got)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseSeeds(%q): %v", tt.spec, err)
			continue
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseSeeds(%q) = %v, want %v", tt.spec, got, tt.want)
		}
	}
}

func TestFormatSeeds(t *testing.T) {
	for _, spec := range []string{"0-99", "0-9,20,30-39", "5", "3,1,2", "7-8,1-2"} {
		seeds, err := ParseSeeds(spec, "")
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseSeeds(FormatSeeds(seeds), "")
		if err != nil || !reflect.DeepEqual(back, seeds) {
			t.Errorf("FormatSeeds(%v) = %q, reads back as %v, %v", seeds, FormatSeeds(seeds), back, err)
		}
	}
}

// FuzzParseSeeds checks that the parser never panics, keeps seeds unique,
// and that whatever it accepts survives a FormatSeeds round trip.
func FuzzParseSeeds(f *testing.F) {
	for _, s := range []string{"0-99", "0-9,20,30-39", "1,1", "5-3", " 1 - 2 ", "18446744073709551615", "0-", "-", ",,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		if !isRangeList(spec) {
			// Anything else names a file; the file parser is fuzzed below.
			return
		}
		seeds, err := ParseSeeds(spec, t.TempDir())
		if err != nil {
			return
		}
		seen := map[uint64]bool{}
		for _, s := range seeds {
			if seen[s] {
				t.Fatalf("ParseSeeds(%q) repeats seed %d", spec, s)
			}
			seen[s] = true
		}
		back, err := ParseSeeds(FormatSeeds(seeds), "")
		if err != nil || !reflect.DeepEqual(back, seeds) {
			t.Fatalf("round trip of %q: %v, %v", spec, back, err)
		}
	})
}

func FuzzParseSeedFile(f *testing.F) {
	f.Add([]byte("0\n1\n2\n"))
	f.Add([]byte("# x\n\n9\n9\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		seeds, err := ParseSeedFile("seeds.txt", data)
		if err != nil {
			return
		}
		if len(seeds) == 0 {
			t.Fatal("accepted a file with no seeds")
		}
		seen := map[uint64]bool{}
		for _, s := range seeds {
			if seen[s] {
				t.Fatalf("repeated seed %d", s)
			}
			seen[s] = true
		}
	})
}
