package main

import (
	"bufio"
	"bytes"
	"strings"
	"testing"

	"github.com/gamews/gamews/solutions/bacteriawar/ataxx"
	"github.com/gamews/gamews/solutions/bacteriawar/search"
)

func TestAlphanoProtocol(t *testing.T) {
	in := "READY SECOND\nOPP 1 1 2 2 12\nTURN 10000 9988\nOPP 7 7 5 5 3\nTURN 9900 9985\nFINISH\n"
	var out bytes.Buffer
	w := bufio.NewWriter(&out)
	if err := serveAlphano(bufio.NewScanner(strings.NewReader(in)), w, func() *search.Searcher { return search.New(16) }, 0, false); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 || lines[0] != "OK" {
		t.Fatalf("output %q", lines)
	}
	// Replay the game to check the engine's moves are legal for X.
	p := ataxx.Start()
	opp := []string{"1 1 2 2", "7 7 5 5"}
	for i, l := range lines[1:] {
		m, err := parseAlphano(&p, strings.Fields(opp[i]))
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(m)
		f := strings.Fields(l)
		if len(f) != 5 || f[0] != "MOVE" {
			t.Fatalf("line %q", l)
		}
		m, err = parseAlphano(&p, f[1:])
		if err != nil {
			t.Fatalf("engine move %q: %v", l, err)
		}
		// A clone's printed source must be the mover's own stone.
		x1, y1 := int(f[1][0]-'0'), int(f[2][0]-'0')
		if p.Me&(1<<uint(7*(x1-1)+y1-1)) == 0 {
			t.Fatalf("engine move %q: source is not its stone", l)
		}
		p = p.Play(m)
	}
}

func TestUAI(t *testing.T) {
	start, err := parseFEN(strings.Fields("x5o/7/7/7/7/7/o5x x 0 1"))
	if err != nil {
		t.Fatal(err)
	}
	if s := ataxx.Start(); start != s {
		t.Fatalf("startpos FEN gives\n%v", start.String())
	}
	a, err := uaiPosition(strings.Fields("startpos moves b6 g7e7 a7c5"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := uaiPosition(strings.Fields("fen x5o/1x5/7/7/7/7/o5x o 0 1 moves g7e7 a7c5"))
	if err != nil {
		t.Fatal(err)
	}
	if a.Me != b.Me || a.Opp != b.Opp || a.Side != b.Side || a.Hash != b.Hash {
		t.Fatalf("startpos+moves\n%vfen+moves\n%v", a.String(), b.String())
	}
	in := "uai\nisready\nposition startpos moves b6\ngo depth 3\nquit\n"
	var out bytes.Buffer
	w := bufio.NewWriter(&out)
	if err := serveUAI(bufio.NewScanner(strings.NewReader(in)), w, func() *search.Searcher { return search.New(16) }); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{"uaiok\n", "readyok\n", "bestmove "} {
		if !strings.Contains(s, want) {
			t.Errorf("UAI output lacks %q:\n%s", want, s)
		}
	}
	i := strings.Index(s, "bestmove ")
	mv := strings.Fields(s[i:])[1]
	if _, err := parseUAIMove(&a, "b6"); err == nil {
		t.Errorf("b6 should be illegal after b6")
	}
	p, _ := uaiPosition(strings.Fields("startpos moves b6"))
	if _, err := parseUAIMove(&p, mv); err != nil {
		t.Errorf("bestmove %q: %v", mv, err)
	}
}
