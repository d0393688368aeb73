package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamews/gamews/tester/history"
)

// historyRepo makes a git repository whose score-history branch holds the
// history package's fixture as history/ahc061.jsonl, and makes it the
// current directory.
func historyRepo(t *testing.T) []history.Record {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	fixture := filepath.Join("..", "..", "history", "testdata", "ahc061.jsonl")
	data, err := os.ReadFile(fixture)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := history.Read(fixture, bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "history"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "history", "ahc061.jsonl"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"init", "-q"},
		{"checkout", "-q", "--orphan", historyBranch},
		{"add", "history"},
		{"-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "scores"},
	} {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	t.Chdir(dir)
	return recs
}

func TestHistoryCommand(t *testing.T) {
	recs := historyRepo(t)
	ctx := context.Background()
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := runHistory(ctx, args, &out, &bytes.Buffer{})
		return out.String(), err
	}

	// The table from the branch: a header and one line per commit.
	out, err := run("ahc061")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 17 || !strings.Contains(lines[16], recs[15].ShortCommit()) || !strings.Contains(lines[7], "-335352.9") {
		t.Errorf("table:\n%s", out)
	}

	// -since a hash prefix, -json: the records from that commit on.
	out, err = run("ahc061", "-since", recs[12].Commit[:9], "-json")
	if err != nil {
		t.Fatal(err)
	}
	got, err := history.Read("json", strings.NewReader(out))
	if err != nil || len(got) != 4 || got[0].Commit != recs[12].Commit || got[3].Mean != recs[15].Mean {
		t.Errorf("-since -json: %d records, %v", len(got), err)
	}

	// Charts, with -n.
	svg, png := filepath.Join(t.TempDir(), "h.svg"), filepath.Join(t.TempDir(), "h.png")
	if _, err := run("ahc061", "-n", "5", "-svg", svg, "-png", png); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{svg, png} {
		if st, err := os.Stat(p); err != nil || st.Size() < 5000 {
			t.Errorf("chart %s: %v", p, err)
		}
	}

	// -file instead of the branch.
	out, err = run("ahc061", "-file", filepath.Join("history", "ahc061.jsonl"), "-n", "1")
	if err != nil || strings.Count(out, "\n") != 2 {
		t.Errorf("-file -n 1: %v\n%s", err, out)
	}

	// Errors say what to do.
	if _, err := run("ahc061", "-branch", "nope"); err == nil || !strings.Contains(err.Error(), "git fetch origin nope:nope") {
		t.Errorf("missing branch: %v", err)
	}
	if _, err := run("ckcgame"); err == nil {
		t.Error("a problem with no history file")
	}
	// HEAD is the history commit itself, which scored nothing.
	if _, err := run("ahc061", "-since", "HEAD"); err == nil || !strings.Contains(err.Error(), "has no record") {
		t.Errorf("-since HEAD: %v", err)
	}
}
