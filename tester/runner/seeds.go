package runner

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// maxSeeds bounds a seed set so that a typo such as "0-1e9" (or a fuzzer)
// cannot ask for billions of cases.
const maxSeeds = 1 << 20

// ParseSeeds reads a seed set: a list of seeds and inclusive ranges such as
// "0-99" or "0-9,20,30-39", or the name of a file with one seed per line
// (AtCoder's seeds.txt; blank lines and lines starting with # are skipped).
// A relative file name is resolved against dir. Order is kept and
// duplicates are an error, because a seed's position names its input file.
func ParseSeeds(spec, dir string) ([]uint64, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" {
		return nil, fmt.Errorf("empty seed set")
	}
	if isRangeList(spec) {
		return parseRangeList(spec)
	}
	path := spec
	if !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("seed set %q is neither a list like 0-99 nor a readable file: %w", spec, err)
	}
	return ParseSeedFile(path, data)
}

// ParseSeedFile parses the contents of a seeds file; name is used in errors.
func ParseSeedFile(name string, data []byte) ([]uint64, error) {
	var seeds []uint64
	seen := map[uint64]int{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for line := 1; sc.Scan(); line++ {
		t := strings.TrimSpace(sc.Text())
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		s, err := strconv.ParseUint(t, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: bad seed %q", name, line, t)
		}
		if prev, dup := seen[s]; dup {
			return nil, fmt.Errorf("%s:%d: seed %d already on line %d", name, line, s, prev)
		}
		if len(seeds) >= maxSeeds {
			return nil, fmt.Errorf("%s:%d: more than %d seeds", name, line, maxSeeds)
		}
		seen[s] = line
		seeds = append(seeds, s)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(seeds) == 0 {
		return nil, fmt.Errorf("%s: no seeds", name)
	}
	return seeds, nil
}

func isRangeList(s string) bool {
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r == '-' || r == ',' || r == ' ') {
			return false
		}
	}
	return true
}

func parseRangeList(spec string) ([]uint64, error) {
	var seeds []uint64
	seen := map[uint64]bool{}
	add := func(s uint64) error {
		if seen[s] {
			return fmt.Errorf("seed set %q: seed %d appears twice", spec, s)
		}
		if len(seeds) >= maxSeeds {
			return fmt.Errorf("seed set %q: more than %d seeds", spec, maxSeeds)
		}
		seen[s] = true
		seeds = append(seeds, s)
		return nil
	}
	for _, part := range strings.Split(spec, ",") {
		part = strings.TrimSpace(part)
		lo, hi, isRange := strings.Cut(part, "-")
		a, err := strconv.ParseUint(strings.TrimSpace(lo), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("seed set %q: bad seed %q", spec, part)
		}
		b := a
		if isRange {
			b, err = strconv.ParseUint(strings.TrimSpace(hi), 10, 64)
			if err != nil {
				return nil, fmt.Errorf("seed set %q: bad range %q", spec, part)
			}
			if b < a {
				return nil, fmt.Errorf("seed set %q: range %q runs backwards", spec, part)
			}
			if b-a >= maxSeeds {
				return nil, fmt.Errorf("seed set %q: range %q has more than %d seeds", spec, part, maxSeeds)
			}
		}
		for s := a; ; s++ {
			if err := add(s); err != nil {
				return nil, err
			}
			if s == b {
				break
			}
		}
	}
	return seeds, nil
}

// FormatSeeds writes seeds compactly as ParseSeeds reads them back
// ("0-9,20"), for run metadata and messages.
func FormatSeeds(seeds []uint64) string {
	var b strings.Builder
	for i := 0; i < len(seeds); {
		j := i
		for j+1 < len(seeds) && seeds[j+1] == seeds[j]+1 {
			j++
		}
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatUint(seeds[i], 10))
		if j > i {
			b.WriteByte('-')
			b.WriteString(strconv.FormatUint(seeds[j], 10))
		}
		i = j + 1
	}
	return b.String()
}
