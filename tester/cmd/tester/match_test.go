package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamews/gamews/tester/bacteriawar"
)

// TestMatchCommand plays a short match of built-in agents through the
// command, then reads the record back as -replay does.
func TestMatchCommand(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "m.pgn")
	err := runMatch(context.Background(), []string{"bacteriawar", "builtin:greedy", "builtin:random",
		"-games", "2", "-bank", "1s", "-seed", "3", "-j", "2", "-o", rec})
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(rec)
	if err != nil {
		t.Fatal(err)
	}
	games, err := bacteriawar.ReadGames(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2 {
		t.Fatalf("record has %d games, want 2:\n%s", len(games), data)
	}
	for _, g := range games {
		if !strings.Contains(g.Tags["O"]+g.Tags["X"], "builtin:greedy") || g.Tags["Reason"] == "" {
			t.Errorf("tags %v", g.Tags)
		}
	}
	if err := replayGames(rec, 2); err != nil {
		t.Fatal(err)
	}
	if err := replayGames(rec, 3); err == nil {
		t.Error("replay of a missing game did not fail")
	}
}

func TestResolveAgentErrors(t *testing.T) {
	for _, spec := range []string{"builtin:nosuch", "builtin:ab9"} {
		if _, err := resolveAgent(context.Background(), ".", "solutions/bacteriawar", t.TempDir(), spec); err == nil {
			t.Errorf("resolveAgent(%q) did not fail", spec)
		}
	}
}
