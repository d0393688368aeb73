package main

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/gamews/gamews/solutions/bacteriawar/ataxx"
	"github.com/gamews/gamews/solutions/bacteriawar/search"
)

// UAI squares: file a-g is the column, rank 1-7 counts from the bottom, so
// square 7*row+col is file 'a'+col, rank 7-row.
func uaiSquare(sq int) string {
	return string([]byte{byte('a' + sq%7), byte('1' + 6 - sq/7)})
}

func parseUAISquare(s string) (int, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'g' || s[1] < '1' || s[1] > '7' {
		return 0, false
	}
	return 7*(6-int(s[1]-'1')) + int(s[0]-'a'), true
}

func uaiMove(m ataxx.Move) string {
	switch {
	case m == ataxx.Pass:
		return "0000"
	case m.IsClone():
		return uaiSquare(m.To())
	}
	return uaiSquare(m.From()) + uaiSquare(m.To())
}

func parseUAIMove(p *ataxx.Position, s string) (ataxx.Move, error) {
	var m ataxx.Move
	switch len(s) {
	case 4:
		if s == "0000" {
			m = ataxx.Pass
			break
		}
		from, ok1 := parseUAISquare(s[:2])
		to, ok2 := parseUAISquare(s[2:])
		if !ok1 || !ok2 {
			return 0, fmt.Errorf("bad move %q", s)
		}
		if ataxx.Adj1[from]>>uint(to)&1 != 0 {
			m = ataxx.NewClone(to)
		} else {
			m = ataxx.NewJump(from, to)
		}
	case 2:
		to, ok := parseUAISquare(s)
		if !ok {
			return 0, fmt.Errorf("bad move %q", s)
		}
		m = ataxx.NewClone(to)
	default:
		return 0, fmt.Errorf("bad move %q", s)
	}
	if !p.Legal(m) {
		return 0, fmt.Errorf("illegal move %q", s)
	}
	return m, nil
}

// parseFEN reads an Ataxx FEN: ranks 7..1 of x, o, digits (and '-' for
// blockers, which this 7x7 game has none of), side x|o, halfmove, fullmove.
func parseFEN(f []string) (ataxx.Position, error) {
	if len(f) < 2 {
		return ataxx.Position{}, fmt.Errorf("short fen %q", f)
	}
	var o, x uint64
	ranks := strings.Split(f[0], "/")
	if len(ranks) != 7 {
		return ataxx.Position{}, fmt.Errorf("fen %q: want 7 ranks", f[0])
	}
	for row, rk := range ranks {
		col := 0
		for _, c := range rk {
			if col > 7 {
				break
			}
			switch {
			case c >= '1' && c <= '7':
				col += int(c - '0')
				continue
			case c == 'x' || c == 'X' || c == 'b' || c == 'B':
				x |= 1 << uint(7*row+col)
			case c == 'o' || c == 'O' || c == 'w' || c == 'W':
				o |= 1 << uint(7*row+col)
			default:
				return ataxx.Position{}, fmt.Errorf("fen %q: unsupported %q", f[0], c)
			}
			col++
		}
		if col != 7 {
			return ataxx.Position{}, fmt.Errorf("fen %q: rank %d has %d squares", f[0], 7-row, col)
		}
	}
	// UAI's x moves first: it is the first player, our O.
	side := 0
	if f[1] == "o" || f[1] == "w" {
		side = 1
	}
	ply := 0
	if len(f) >= 4 {
		if n, err := strconv.Atoi(f[3]); err == nil && n > 0 {
			ply = 2*(n-1) + side
		}
	}
	return ataxx.FromStones(x, o, side, ply), nil
}

func serveUAI(in *bufio.Scanner, out *bufio.Writer, mk func() *search.Searcher) error {
	s := mk()
	pos := ataxx.Start()
	var meters [2]overheadMeter // per side: a GUI may let us play both
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uai":
			fmt.Fprintln(out, "id name gamews-bacteriawar")
			fmt.Fprintln(out, "id author gamews")
			fmt.Fprintln(out, "uaiok")
		case "isready":
			fmt.Fprintln(out, "readyok")
		case "uainewgame":
			s = mk()
			meters = [2]overheadMeter{}
		case "position":
			p, err := uaiPosition(f[1:])
			if err != nil {
				fmt.Fprintln(out, "info string", err)
				break
			}
			pos = p
		case "go":
			t0 := time.Now()
			m := &meters[pos.Side]
			lim, bank := uaiLimits(f[1:], &pos, m)
			r := s.Search(pos, lim)
			fmt.Fprintf(out, "info depth %d score cs %d nodes %d time %d\n", r.Depth, r.Score, r.Nodes, r.Time.Milliseconds())
			fmt.Fprintln(out, "bestmove", uaiMove(r.Move))
			if err := out.Flush(); err != nil {
				return err
			}
			if bank >= 0 {
				m.lastBank, m.lastUsed = bank, time.Since(t0)
			}
		case "quit":
			return out.Flush()
		}
		if err := out.Flush(); err != nil {
			return err
		}
	}
	return in.Err()
}

func uaiPosition(f []string) (ataxx.Position, error) {
	var pos ataxx.Position
	i := 0
	switch {
	case len(f) > 0 && f[0] == "startpos":
		pos, i = ataxx.Start(), 1
	case len(f) > 1 && f[0] == "fen":
		j := 1
		for j < len(f) && f[j] != "moves" {
			j++
		}
		p, err := parseFEN(f[1:j])
		if err != nil {
			return pos, err
		}
		pos, i = p, j
	default:
		return pos, fmt.Errorf("bad position command %q", f)
	}
	if i < len(f) && f[i] == "moves" {
		for _, ms := range f[i+1:] {
			m, err := parseUAIMove(&pos, ms)
			if err != nil {
				return pos, err
			}
			pos = pos.Play(m)
		}
	}
	return pos, nil
}

// uaiLimits reads a go command's limits; with a bank for the side to move
// it budgets like the ALPHANO mode, learning the per-move overhead from the
// banks the GUI reports. It returns the bank (-1 when none was given).
func uaiLimits(f []string, pos *ataxx.Position, m *overheadMeter) (search.Limits, time.Duration) {
	var lim search.Limits
	arg := func(i int) int {
		if i+1 < len(f) {
			n, _ := strconv.Atoi(f[i+1])
			return n
		}
		return 0
	}
	bank := time.Duration(-1)
	for i, k := range f {
		ms := time.Duration(arg(i)) * time.Millisecond
		switch k {
		case "btime": // x, the first player
			if pos.Side == 0 {
				bank = ms
			}
		case "wtime":
			if pos.Side == 1 {
				bank = ms
			}
		case "movetime":
			lim.Soft, lim.Hard = ms, ms
		case "depth":
			lim.Depth = arg(i)
		case "nodes":
			lim.Nodes = uint64(arg(i))
		}
	}
	if bank >= 0 {
		b := budget(bank, m.observe(bank), pos)
		lim.Soft, lim.Hard = b.Soft, b.Hard
		if b.Depth > 0 {
			lim.Depth = b.Depth
		}
	}
	return lim, bank
}
