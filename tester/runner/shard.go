package runner

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Shard is the K-th (1-based) of N slices of a seed list. Slices are
// interleaved (index i belongs to shard i%N+1) so that every shard sees
// the same mix of small and large seeds and takes about as long. The zero
// Shard is the whole list.
type Shard struct{ K, N int }

// ParseShard reads "k/n" with 1 <= k <= n.
func ParseShard(s string) (Shard, error) {
	ks, ns, ok := strings.Cut(s, "/")
	k, err1 := strconv.Atoi(strings.TrimSpace(ks))
	n, err2 := strconv.Atoi(strings.TrimSpace(ns))
	if !ok || err1 != nil || err2 != nil || n < 1 || k < 1 || k > n {
		return Shard{}, fmt.Errorf("bad shard %q: want k/n with 1 <= k <= n", s)
	}
	return Shard{K: k, N: n}, nil
}

// IsAll reports whether the shard is the whole list.
func (s Shard) IsAll() bool { return s.N <= 1 }

func (s Shard) String() string {
	if s.IsAll() {
		return "1/1"
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Select returns the indexes of a list of n seeds that the shard plays.
func (s Shard) Select(n int) ([]int, error) {
	if !s.IsAll() && (s.K < 1 || s.K > s.N) {
		return nil, fmt.Errorf("bad shard %d/%d", s.K, s.N)
	}
	var idx []int
	for i := 0; i < n; i++ {
		if s.IsAll() || i%s.N == s.K-1 {
			idx = append(idx, i)
		}
	}
	return idx, nil
}

// Merge combines the records of the shards of one run into the records of
// the whole run, in seed-list order. It fails when two records claim the
// same index, when problems differ, or when an index is missing (0..n-1
// must all be there, n being the largest index plus one), so that a lost
// shard cannot pass for a complete result.
func Merge(shards ...[]Record) ([]Record, error) {
	var all []Record
	for _, s := range shards {
		all = append(all, s...)
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Index < all[j].Index })
	for i, r := range all {
		if r.Problem != all[0].Problem {
			return nil, fmt.Errorf("merge: records of problems %q and %q", all[0].Problem, r.Problem)
		}
		if i > 0 && all[i-1].Index == r.Index {
			return nil, fmt.Errorf("merge: index %d (seed %d) appears twice", r.Index, r.Seed)
		}
		if r.Index != i {
			return nil, fmt.Errorf("merge: index %d is missing (a shard was lost?)", i)
		}
	}
	return all, nil
}
