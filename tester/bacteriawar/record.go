package bacteriawar

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// The record format is PGN-like, one game after another:
//
//	[Game "1"]
//	[Seed "42"]
//	[O "builtin:greedy"]
//	[X "solutions/bacteriawar"]
//	[Opening "4"]
//	[Result "0-1"]
//	[Stones "19-30"]
//	[Reason "board full"]
//
//	1. b6 f2 2. a7c5 b2 3. c6 {120ms} g2 {35ms} ...
//
// Moves are in UAI notation (x = O moves first; a clone is its
// destination); the first Opening moves were the opening, the rest carry
// their thinking time in braces. Result is "1-0" when O won.

// WriteGame writes g in the record format; names are O's and X's.
func WriteGame(w io.Writer, g *MatchGame, names [2]string) error {
	res := "1/2-1/2"
	switch g.Winner {
	case 0:
		res = "1-0"
	case 1:
		res = "0-1"
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "[Game %q]\n[Seed %q]\n[O %q]\n[X %q]\n[Opening %q]\n[Result %q]\n[Stones %q]\n[Reason %q]\n\n",
		strconv.Itoa(g.Index+1), strconv.FormatUint(g.Seed, 10), names[0], names[1],
		strconv.Itoa(len(g.Opening)), res, fmt.Sprintf("%d-%d", g.O, g.X), g.Reason)
	col := 0
	write := func(s string) {
		if col+len(s) > 78 {
			sb.WriteByte('\n')
			col = 0
		} else if col > 0 {
			sb.WriteByte(' ')
			col++
		}
		sb.WriteString(s)
		col += len(s)
	}
	all := append(append([]Move(nil), g.Opening...), g.Moves...)
	for i, m := range all {
		if i%2 == 0 {
			write(strconv.Itoa(i/2+1) + ".")
		}
		write(FormatUAI(m))
		if j := i - len(g.Opening); j >= 0 {
			write("{" + strconv.FormatInt(g.Times[j].Milliseconds(), 10) + "ms}")
		}
	}
	sb.WriteString("\n\n")
	_, err := io.WriteString(w, sb.String())
	return err
}

// Record is a game read back from a record file.
type Record struct {
	Tags  map[string]string
	Moves []Move // opening included
	Times []time.Duration
	// Opening is how many of Moves were the opening.
	Opening int
}

// ReadGames reads every game of a record file.
func ReadGames(r io.Reader) ([]*Record, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 1<<20)
	var recs []*Record
	var cur *Record
	var p Position
	line := 0
	for sc.Scan() {
		line++
		l := strings.TrimSpace(sc.Text())
		if l == "" {
			continue
		}
		if strings.HasPrefix(l, "[") {
			if cur == nil || len(cur.Moves) > 0 {
				cur = &Record{Tags: map[string]string{}}
				recs = append(recs, cur)
				p = Start()
			}
			k, v, ok := parseTag(l)
			if !ok {
				return nil, fmt.Errorf("line %d: bad tag %q", line, l)
			}
			cur.Tags[k] = v
			if k == "Opening" {
				cur.Opening, _ = strconv.Atoi(v)
			}
			continue
		}
		if cur == nil {
			return nil, fmt.Errorf("line %d: moves before any tag", line)
		}
		for _, tok := range strings.Fields(l) {
			switch {
			case strings.HasSuffix(tok, "."):
			case strings.HasPrefix(tok, "{"):
				ms, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(tok, "{"), "ms}"))
				if err != nil {
					return nil, fmt.Errorf("line %d: bad time %q", line, tok)
				}
				cur.Times = append(cur.Times, time.Duration(ms)*time.Millisecond)
			default:
				m, err := ParseUAI(&p, tok)
				if err != nil {
					return nil, fmt.Errorf("line %d: move %d: %w", line, len(cur.Moves)+1, err)
				}
				cur.Moves = append(cur.Moves, m)
				p = p.Play(m)
			}
		}
	}
	return recs, sc.Err()
}

func parseTag(l string) (k, v string, ok bool) {
	l = strings.TrimSuffix(strings.TrimPrefix(l, "["), "]")
	i := strings.IndexByte(l, ' ')
	if i < 0 {
		return "", "", false
	}
	v, err := strconv.Unquote(strings.TrimSpace(l[i+1:]))
	if err != nil {
		return "", "", false
	}
	return l[:i], v, true
}

// Show writes the game as a sequence of boards, one per move.
func Show(w io.Writer, rec *Record) error {
	bw := bufio.NewWriter(w)
	for _, k := range []string{"Game", "O", "X", "Result", "Stones", "Reason"} {
		if v, ok := rec.Tags[k]; ok {
			fmt.Fprintf(bw, "%s: %s\n", k, v)
		}
	}
	p := Start()
	fmt.Fprintf(bw, "\nstart\n%s", drawBoard(&p, -1))
	for i, m := range rec.Moves {
		side := sideName[p.Side]
		desc := FormatMove(&p, m)
		p = p.Play(m)
		o, x := p.Stones()
		extra := ""
		if i < rec.Opening {
			extra = " (opening)"
		} else if j := i - rec.Opening; j < len(rec.Times) {
			extra = fmt.Sprintf(" %dms", rec.Times[j].Milliseconds())
		}
		fmt.Fprintf(bw, "\nply %d: %s %s (%s)%s   O %d  X %d\n", i+1, side, FormatUAI(m), desc, extra, popcount(o), popcount(x))
		fmt.Fprint(bw, drawBoard(&p, m.To()))
	}
	return bw.Flush()
}

func popcount(b uint64) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}

// drawBoard draws p with protocol coordinates; the last move's square is
// in lower case.
func drawBoard(p *Position, last int) string {
	o, x := p.Stones()
	var sb strings.Builder
	sb.WriteString("  1234567\n")
	for r := 0; r < 7; r++ {
		sb.WriteByte(byte('1' + r))
		sb.WriteByte(' ')
		for c := 0; c < 7; c++ {
			sq := 7*r + c
			b := uint64(1) << uint(sq)
			ch := byte('.')
			switch {
			case o&b != 0:
				ch = 'O'
			case x&b != 0:
				ch = 'X'
			}
			if sq == last && ch != '.' {
				ch += 'a' - 'A'
			}
			sb.WriteByte(ch)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
