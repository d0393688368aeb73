package runner

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Store is the tester's state directory (.tester): runs and best scores.
type Store struct{ Dir string }

func (st Store) runsDir(problem string) string { return filepath.Join(st.Dir, "runs", problem) }

// RunDir is the directory of a run.
func (st Store) RunDir(problem, id string) string { return filepath.Join(st.runsDir(problem), id) }

// newRunDir makes a fresh run directory named by the time to the
// millisecond (so that ids sort in run order even when runs come faster
// than a second apart, as in watch mode, and a pruned id is never reused),
// with a suffix in the unlikely case of a clash.
func (st Store) newRunDir(problem string) (dir, id string, err error) {
	base := time.Now().UTC().Format("20060102-150405.000")
	if err := os.MkdirAll(st.runsDir(problem), 0o755); err != nil {
		return "", "", err
	}
	for n := 1; ; n++ {
		id = base
		if n > 1 {
			id = fmt.Sprintf("%s-%d", base, n)
		}
		dir = st.RunDir(problem, id)
		err := os.Mkdir(dir, 0o755)
		if err == nil {
			return dir, id, nil
		}
		if !errors.Is(err, os.ErrExist) {
			return "", "", err
		}
	}
}

// LastID returns the id of the last run of problem ("" when there is none).
func (st Store) LastID(problem string) (string, error) {
	b, err := os.ReadFile(filepath.Join(st.runsDir(problem), "last"))
	if errors.Is(err, os.ErrNotExist) {
		return "", nil
	}
	return strings.TrimSpace(string(b)), err
}

// SetLast makes id the run later runs compare against.
func (st Store) SetLast(problem, id string) error {
	return writeFileAtomic(filepath.Join(st.runsDir(problem), "last"), []byte(id+"\n"))
}

// Load reads a run's meta and records; id "" or "last" is the last run.
func (st Store) Load(problem, id string) (*Run, error) {
	if id == "" || id == "last" {
		last, err := st.LastID(problem)
		if err != nil {
			return nil, err
		}
		if last == "" {
			return nil, fmt.Errorf("no run of %s yet in %s", problem, st.runsDir(problem))
		}
		id = last
	}
	run := &Run{Dir: st.RunDir(problem, id)}
	b, err := os.ReadFile(filepath.Join(run.Dir, metaFile))
	if err != nil {
		return nil, fmt.Errorf("run %s of %s: %w", id, problem, err)
	}
	if err := json.Unmarshal(b, &run.Meta); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(run.Dir, metaFile), err)
	}
	f, err := os.Open(filepath.Join(run.Dir, resultsFile))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	run.Records, err = ReadRecords(f.Name(), f)
	return run, err
}

// Runs lists the ids of problem's runs on disk, oldest first.
func (st Store) Runs(problem string) ([]string, error) {
	ents, err := os.ReadDir(st.runsDir(problem))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, e := range ents {
		if e.IsDir() {
			ids = append(ids, e.Name())
		}
	}
	sort.Slice(ids, func(i, j int) bool { return runIDLess(ids[i], ids[j]) })
	return ids, nil
}

// runIDLess orders "20261122-080512.123" < "20261122-080512.123-2" <
// "...-10".
func runIDLess(a, b string) bool {
	ab, an := splitID(a)
	bb, bn := splitID(b)
	if ab != bb {
		return ab < bb
	}
	return an < bn
}

func splitID(id string) (string, int) {
	if i := strings.LastIndexByte(id, '-'); i > len("20060102") {
		if n, err := strconv.Atoi(id[i+1:]); err == nil {
			return id[:i], n
		}
	}
	return id, 1
}

// prune removes the oldest runs beyond keep, never the last one.
func (st Store) prune(problem string, keep int) {
	if keep <= 0 {
		keep = 50
	}
	ids, err := st.Runs(problem)
	if err != nil || len(ids) <= keep {
		return
	}
	last, _ := st.LastID(problem)
	for _, id := range ids[:len(ids)-keep] {
		if id != last {
			os.RemoveAll(st.RunDir(problem, id))
		}
	}
}

// Best is the best score reached on each seed (.tester/best/P.json).
type Best struct {
	Problem  string              `json:"problem"`
	Maximize bool                `json:"maximize"`
	Seeds    map[string]BestCase `json:"seeds"`
}

// BestCase is where a seed's best score comes from.
type BestCase struct {
	Score float64 `json:"score"`
	Run   string  `json:"run"`
}

// Get returns the best score of seed.
func (b *Best) Get(seed uint64) (BestCase, bool) {
	if b == nil {
		return BestCase{}, false
	}
	c, ok := b.Seeds[strconv.FormatUint(seed, 10)]
	return c, ok
}

func (st Store) bestPath(problem string) string {
	return filepath.Join(st.Dir, "best", problem+".json")
}

// LoadBest reads problem's best scores (empty when there are none yet).
func (st Store) LoadBest(problem string, maximize bool) (*Best, error) {
	b := &Best{Problem: problem, Maximize: maximize, Seeds: map[string]BestCase{}}
	data, err := os.ReadFile(st.bestPath(problem))
	if errors.Is(err, os.ErrNotExist) {
		return b, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, b); err != nil {
		return nil, fmt.Errorf("%s: %w", st.bestPath(problem), err)
	}
	if b.Seeds == nil {
		b.Seeds = map[string]BestCase{}
	}
	return b, nil
}

// Update returns a copy of b improved by run's successful cases, and the
// number of seeds it improved.
func (b *Best) Update(run *Run) (*Best, int) {
	nb := &Best{Problem: b.Problem, Maximize: b.Maximize, Seeds: map[string]BestCase{}}
	for k, v := range b.Seeds {
		nb.Seeds[k] = v
	}
	improved := 0
	for _, r := range run.Records {
		if r.Failed() {
			continue
		}
		old, ok := nb.Get(r.Seed)
		if !ok || better(r.Score, old.Score, b.Maximize) {
			nb.Seeds[strconv.FormatUint(r.Seed, 10)] = BestCase{Score: r.Score, Run: run.Meta.ID}
			improved++
		}
	}
	return nb, improved
}

// SaveBest writes b.
func (st Store) SaveBest(b *Best) error {
	data, err := json.MarshalIndent(b, "", "  ")
	if err != nil {
		return err
	}
	return writeFileAtomic(st.bestPath(b.Problem), append(data, '\n'))
}

func better(a, b float64, maximize bool) bool {
	if maximize {
		return a > b
	}
	return a < b
}
