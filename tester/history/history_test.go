package history

import (
	"bytes"
	"flag"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/gamews/gamews/tester/judge"
	"github.com/gamews/gamews/tester/runner"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// fixture is testdata/ahc061.jsonl: a synthetic 16-commit history of
// ahc061 on 20 seeds (made up, with a commit where two seeds fail and the
// mean drops), in the format CI writes.
func fixture(t *testing.T) []Record {
	t.Helper()
	recs, err := ReadFile(filepath.Join("testdata", "ahc061.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 16 {
		t.Fatalf("fixture has %d records, want 16", len(recs))
	}
	return recs
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs (go test -update rewrites it); got:\n%s", path, got)
	}
}

func runRecords(problem string, scores ...float64) []runner.Record {
	recs := make([]runner.Record, len(scores))
	for i, s := range scores {
		recs[i] = runner.Record{Problem: problem, Index: i, Seed: uint64(10 + i), Score: s, TimeMS: int64(100 * (i + 1))}
		if s < 0 {
			recs[i].Score, recs[i].Error = 0, "wrong answer"
		}
	}
	return recs
}

func TestNew(t *testing.T) {
	info := judge.Info{Name: "p", Maximize: true}
	rec, err := New(info, runRecords("p", 4, -1, 8, 12))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Mean != 6 || rec.Total != 24 || rec.Cases != 4 || rec.Failed != 1 || rec.SeedSet != "10-13" ||
		rec.TimeMS != 1000 || rec.MaxTimeMS != 400 || !rec.Maximize || rec.Problem != "p" {
		t.Errorf("record: %+v", rec)
	}
	if !rec.Seeds[1].Failed() || rec.Seeds[2] != (Seed{Seed: 12, Score: 8, TimeMS: 300}) {
		t.Errorf("seeds: %+v", rec.Seeds)
	}
	// TopCoder's total is the sum of signed square roots.
	rec, err = New(judge.Info{Name: "p", Aggregate: "signed-sqrt-sum"}, runRecords("p", 4, 9))
	if err != nil || rec.Total != 5 {
		t.Errorf("signed-sqrt total: %v, %v", rec.Total, err)
	}
	if _, err := New(info, runRecords("q", 1)); err == nil {
		t.Error("records of another problem accepted")
	}
	if _, err := New(info, nil); err == nil {
		t.Error("an empty run accepted")
	}
}

// TestShardedRecord: a record made from the merged shards of a run is the
// record of the unsharded run. (That the shards' cases are exactly the
// unsharded run's is runner.TestShardMerge and the tester command's
// TestRunBuiltinJSONAndShards; this checks the history side keeps it.)
func TestShardedRecord(t *testing.T) {
	info := judge.Info{Name: "p", Maximize: false}
	whole := runRecords("p", 5, 3, -1, 9, 2, 7, 7)
	want, err := New(info, whole)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 4; n++ {
		var shards [][]runner.Record
		for k := n; k >= 1; k-- {
			idx, _ := runner.Shard{K: k, N: n}.Select(len(whole))
			var part []runner.Record
			for _, i := range idx {
				part = append(part, whole[i])
			}
			shards = append(shards, part)
		}
		merged, err := runner.Merge(shards...)
		if err != nil {
			t.Fatal(err)
		}
		got, err := New(info, merged)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%d shards: %+v, want %+v", n, got, want)
		}
	}
}

func TestAppendIdempotent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "history", "p.jsonl")
	date := time.Date(2026, 11, 22, 8, 0, 0, 0, time.UTC)
	a, _ := New(judge.Info{Name: "p", Maximize: true}, runRecords("p", 1, 2, 3))
	a.Commit, a.Branch, a.Date, a.Go = "aaaa1111", "main", date, "go1.26.8"
	b := a
	b.Commit, b.Mean = "bbbb2222", 5
	read := func() []byte {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	for _, r := range []Record{a, b} {
		if replaced, err := AppendFile(path, r); err != nil || replaced {
			t.Fatalf("first append of %s: replaced %v, %v", r.Commit, replaced, err)
		}
	}
	once := read()
	// The same records again (a re-run CI job): the file does not change.
	for _, r := range []Record{a, b, a} {
		if replaced, err := AppendFile(path, r); err != nil || !replaced {
			t.Fatalf("second append of %s: replaced %v, %v", r.Commit, replaced, err)
		}
	}
	if again := read(); !bytes.Equal(once, again) {
		t.Errorf("history changed on re-append:\n%s\nthen\n%s", once, again)
	}
	// A new measurement of a commit replaces its record where it stands.
	a2 := a
	a2.Mean = 7
	if _, err := AppendFile(path, a2); err != nil {
		t.Fatal(err)
	}
	recs, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 2 || recs[0].Commit != "aaaa1111" || recs[0].Mean != 7 || recs[1].Commit != "bbbb2222" {
		t.Errorf("after replacing a: %+v", recs)
	}
	// Another problem's record of the same commit is a different key.
	c := a
	c.Problem = "q"
	if out, replaced := Add(recs, c); replaced || len(out) != 3 {
		t.Errorf("record of another problem replaced one: %v, %d records", replaced, len(out))
	}
	if _, err := AppendFile(path, Record{Problem: "p"}); err == nil {
		t.Error("a record without a commit was appended")
	}
}

func TestReadErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"{\"problem\":\"p\",\"commit\":\"c\"}\n{bad\n", "h:2:"},
		{"\n{\"problem\":\"p\"}\n", "h:2: record without commit"},
	} {
		_, err := Read("h", strings.NewReader(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Read(%q): %v, want %q", tc.in, err, tc.want)
		}
	}
	if recs, err := ReadFile(filepath.Join(t.TempDir(), "none.jsonl")); err != nil || recs != nil {
		t.Errorf("missing file: %v, %v", recs, err)
	}
}

func FuzzRead(f *testing.F) {
	data, err := os.ReadFile(filepath.Join("testdata", "ahc061.jsonl"))
	if err != nil {
		f.Fatal(err)
	}
	first, _, _ := bytes.Cut(data, []byte("\n"))
	f.Add(first)
	f.Add([]byte("{\"problem\":\"p\",\"commit\":\"c\",\"seeds\":[{\"seed\":1}]}\n\n"))
	f.Fuzz(func(t *testing.T, in []byte) {
		recs, err := Read("fuzz", bytes.NewReader(in))
		if err != nil {
			return
		}
		// What was read writes back and reads again the same.
		var buf bytes.Buffer
		if err := Write(&buf, recs); err != nil {
			t.Fatal(err)
		}
		again, err := Read("again", &buf)
		if err != nil || len(again) != len(recs) {
			t.Fatalf("round trip: %d records, then %d, %v", len(recs), len(again), err)
		}
	})
}

func TestSinceLatest(t *testing.T) {
	recs := fixture(t)
	got, err := Since(recs, recs[12].Commit[:8])
	if err != nil || len(got) != 4 || got[0].Commit != recs[12].Commit {
		t.Errorf("Since: %d records, %v", len(got), err)
	}
	if _, err := Since(recs, "0000000"); err == nil {
		t.Error("Since an unknown commit")
	}
	if _, err := Since(recs, "ab"); err == nil {
		t.Error("Since a 2-digit prefix")
	}
	last := recs[len(recs)-1]
	if r, ok := Latest(recs, "main", ""); !ok || r.Commit != last.Commit {
		t.Errorf("Latest main: %s", r.Commit)
	}
	if r, ok := Latest(recs, "main", last.Commit); !ok || r.Commit != recs[len(recs)-2].Commit {
		t.Errorf("Latest main skipping the head: %s", r.Commit)
	}
	if _, ok := Latest(recs, "feature", ""); ok {
		t.Error("Latest of a branch with no record")
	}
}

func TestCompare(t *testing.T) {
	rec := func(maximize bool, scores ...float64) Record {
		r, err := New(judge.Info{Name: "p", Maximize: maximize}, runRecords("p", scores...))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, tc := range []struct {
		name                     string
		base, head               Record
		tolerance                float64
		won, lost, same, newFail int
		regression, improved     bool
		meanDelta                float64
	}{
		{name: "better", base: rec(true, 10, 20, 30), head: rec(true, 12, 20, 31),
			won: 2, same: 1, improved: true, meanDelta: 1},
		{name: "worse", base: rec(true, 10, 20, 30), head: rec(true, 9, 21, 27),
			won: 1, lost: 2, regression: true, meanDelta: -1},
		{name: "worse within tolerance", base: rec(true, 10, 20, 30), head: rec(true, 9, 21, 27), tolerance: 0.1,
			won: 1, lost: 2, meanDelta: -1},
		{name: "new failure", base: rec(true, 10, 20, 30), head: rec(true, 40, -1, 50),
			won: 2, lost: 1, newFail: 1, regression: true, improved: true, meanDelta: 10},
		{name: "fixed failure", base: rec(true, 10, -1, 30), head: rec(true, 10, 5, 30),
			won: 1, same: 2, improved: true, meanDelta: 5.0 / 3},
		{name: "both fail", base: rec(true, -1, 5), head: rec(true, -1, 5), same: 2},
		{name: "minimize", base: rec(false, 10, 20), head: rec(false, 8, 24),
			won: 1, lost: 1, regression: true, meanDelta: 1},
		{name: "minimize better", base: rec(false, 10, 20), head: rec(false, 8, 20),
			won: 1, same: 1, improved: true, meanDelta: -1},
		{name: "different seeds", base: rec(true, 10), head: rec(true, 10, 99),
			same: 1, improved: true, meanDelta: 44.5},
	} {
		d := Compare(tc.base, tc.head, tc.tolerance)
		if d.Won != tc.won || d.Lost != tc.lost || d.Same != tc.same || d.NewFailures != tc.newFail ||
			d.Regression != tc.regression || d.Improved() != tc.improved || d.Common != tc.won+tc.lost+tc.same ||
			math.Abs(d.MeanDelta-tc.meanDelta) > 1e-9 {
			t.Errorf("%s: %+v", tc.name, d)
		}
	}
}

func TestWriteTable(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteTable(&buf, fixture(t)); err != nil {
		t.Fatal(err)
	}
	golden(t, "table.golden", buf.Bytes())
}

func TestWriteMarkdown(t *testing.T) {
	recs := fixture(t)
	var buf bytes.Buffer
	// The commit where two seeds fail, against its parent: a regression.
	head, base := recs[6], recs[5]
	if err := WriteMarkdown(&buf, head, &base, recs[3:7], 0); err != nil {
		t.Fatal(err)
	}
	buf.WriteString("----\n")
	// The fix, and a first record with nothing to compare with.
	head, base = recs[7], recs[6]
	if err := WriteMarkdown(&buf, head, &base, nil, 0); err != nil {
		t.Fatal(err)
	}
	buf.WriteString("----\n")
	if err := WriteMarkdown(&buf, recs[0], nil, recs[:1], 0); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{"❌ **REGRESSION**: 2 seed(s) newly fail", "🟢 improved", "No earlier record", "seed 3: wrong answer"} {
		if !strings.Contains(out, want) {
			t.Errorf("markdown lacks %q", want)
		}
	}
	golden(t, "summary.golden.md", buf.Bytes())
}

func TestWriteIndex(t *testing.T) {
	recs := fixture(t)
	var buf bytes.Buffer
	hist := map[string][]Record{"ahc061": recs, "empty": nil}
	if err := WriteIndex(&buf, []string{"ahc061", "empty"}, hist, 3); err != nil {
		t.Fatal(err)
	}
	golden(t, "index.golden.md", buf.Bytes())
}
