// Command bacteriawar is an engine for ALPHANO's Bacteria War (7x7 Ataxx).
//
// By default it speaks the ALPHANO protocol on stdin/stdout: READY
// FIRST|SECOND -> OK; TURN my_time opp_time -> MOVE x1 y1 x2 y2; OPP x1 y1
// x2 y2 time; FINISH. With -uai it speaks UAI instead (uai, isready,
// uainewgame, position startpos|fen ... moves ..., go btime/wtime/movetime/
// depth/nodes, quit), so the engine runs in any Ataxx GUI or tournament
// runner. The first player O is UAI's x; row 1 of the board is rank 7.
//
// Time: each move gets the bank divided by the moves the game probably
// still lasts, a hard stop at a few times that (never more than a quarter
// of the bank), and a safety margin for the pipes.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"math/bits"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/gamews/gamews/solutions/bacteriawar/ataxx"
	"github.com/gamews/gamews/solutions/bacteriawar/search"
)

func main() {
	uai := flag.Bool("uai", false, "speak UAI instead of the ALPHANO protocol")
	verbose := flag.Bool("v", false, "log each search (depth, score, nodes) on stderr")
	weights := flag.String("eval", "", "evaluation weights stone,safe,tempo,mobility,exposed,edge (default: the tuned ones)")
	nodes := flag.Uint64("nodes", 0, "search at most this many nodes per move (for load-independent self-play), on top of the time limits")
	null := flag.Bool("null", true, "null-move pruning")
	jprune := flag.Bool("jprune", false, "skip jumps that take nothing near the leaves")
	flag.Parse()
	w := search.DefaultWeights
	if *weights != "" {
		var err error
		if w, err = search.ParseWeights(*weights); err != nil {
			fmt.Fprintln(os.Stderr, "bacteriawar:", err)
			os.Exit(2)
		}
	}
	mk := func() *search.Searcher {
		s := search.New(20)
		s.W, s.NullMove, s.JumpPrune = w, *null, *jprune
		return s
	}
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	var err error
	if *uai {
		err = serveUAI(in, out, mk)
	} else {
		err = serveAlphano(in, out, mk, *nodes, *verbose)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "bacteriawar:", err)
		os.Exit(1)
	}
}

// budget returns the limits for a move with bank left: the bank, less a
// reserve for pipes and scheduling (30 ms plus 5%) and the overhead per
// move seen so far for every move still to come, spread over the moves
// the game probably still lasts (jumps make games long, hence the floor).
// With no usable time it asks for a depth-1 search, which takes
// microseconds.
func budget(bank, overhead time.Duration, p *ataxx.Position) search.Limits {
	empties := bits.OnesCount64(p.Empty())
	movesLeft := empties/2 + 10
	if plyLeft := (ataxx.MaxPlies - p.Ply + 1) / 2; plyLeft < movesLeft {
		movesLeft = plyLeft
	}
	if movesLeft < 1 {
		movesLeft = 1
	}
	// The overhead reserve is capped: one slow move on a loaded machine
	// must not starve every later search.
	reserve := time.Duration(movesLeft) * overhead
	if reserve > bank/4 {
		reserve = bank / 4
	}
	usable := bank - 30*time.Millisecond - bank/20 - reserve
	if usable < 2*time.Millisecond {
		return search.Limits{Depth: 1}
	}
	alloc := usable / time.Duration(movesLeft)
	hard := 3 * alloc
	if q := usable / 6; hard > q {
		hard = q
	}
	return search.Limits{Soft: alloc / 2, Hard: hard}
}

// overheadMeter estimates the time a move costs beyond the engine's own
// search (pipes, the judge, waiting for a CPU) from the banks the judge
// reports: what the bank lost minus what the engine measured.
type overheadMeter struct {
	lastBank time.Duration // bank at the previous TURN, 0 before the first
	lastUsed time.Duration // time from that TURN to our MOVE
	est      time.Duration
}

func (m *overheadMeter) observe(bank time.Duration) time.Duration {
	if m.lastBank > 0 {
		over := m.lastBank - bank - m.lastUsed
		if over < 0 {
			over = 0
		}
		// A moving average: a loaded machine stays loaded for a while,
		// but one spike is not the new normal.
		m.est += (over - m.est) / 4
	}
	return m.est
}

// sourceFor picks the source square of a clone for the protocol.
func sourceFor(p *ataxx.Position, m ataxx.Move) int {
	if m.IsJump() {
		return m.From()
	}
	return bits.TrailingZeros64(ataxx.Adj1[m.To()] & p.Me)
}

// parseAlphano reads "x1 y1 x2 y2" (1-based) into a move of p.
func parseAlphano(p *ataxx.Position, f []string) (ataxx.Move, error) {
	if len(f) < 4 {
		return 0, fmt.Errorf("want 4 coordinates, got %q", f)
	}
	var v [4]int
	for i := 0; i < 4; i++ {
		n, err := strconv.Atoi(f[i])
		if err != nil {
			return 0, err
		}
		v[i] = n
	}
	if v == [4]int{-1, -1, -1, -1} {
		return ataxx.Pass, nil
	}
	for _, n := range v {
		if n < 1 || n > 7 {
			return 0, fmt.Errorf("coordinate %d out of range", n)
		}
	}
	from, to := 7*(v[0]-1)+v[1]-1, 7*(v[2]-1)+v[3]-1
	d := abs(v[0] - v[2])
	if e := abs(v[1] - v[3]); e > d {
		d = e
	}
	var m ataxx.Move
	switch d {
	case 1:
		m = ataxx.NewClone(to)
	case 2:
		m = ataxx.NewJump(from, to)
	default:
		return 0, fmt.Errorf("distance %d", d)
	}
	if !p.Legal(m) {
		return 0, fmt.Errorf("illegal move %q", f[:4])
	}
	return m, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func serveAlphano(in *bufio.Scanner, out *bufio.Writer, mk func() *search.Searcher, nodes uint64, verbose bool) error {
	s := mk()
	pos := ataxx.Start()
	var meter overheadMeter
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "READY":
			pos = ataxx.Start()
			meter = overheadMeter{}
			fmt.Fprintln(out, "OK")
		case "TURN":
			if len(f) < 2 {
				return fmt.Errorf("bad TURN line %q", in.Text())
			}
			ms, err := strconv.Atoi(f[1])
			if err != nil {
				return fmt.Errorf("bad TURN line %q: %w", in.Text(), err)
			}
			t0 := time.Now()
			bank := time.Duration(ms) * time.Millisecond
			lim := budget(bank, meter.observe(bank), &pos)
			lim.Nodes = nodes
			r := s.Search(pos, lim)
			if verbose {
				fmt.Fprintf(os.Stderr, "ply %d depth %d score %d nodes %d time %v\n", pos.Ply, r.Depth, r.Score, r.Nodes, r.Time)
			}
			if r.Move == ataxx.Pass {
				fmt.Fprintln(out, "MOVE -1 -1 -1 -1")
			} else {
				from, to := sourceFor(&pos, r.Move), r.Move.To()
				fmt.Fprintf(out, "MOVE %d %d %d %d\n", from/7+1, from%7+1, to/7+1, to%7+1)
			}
			pos = pos.Play(r.Move)
			if err := out.Flush(); err != nil {
				return err
			}
			meter.lastBank, meter.lastUsed = bank, time.Since(t0)
		case "OPP":
			m, err := parseAlphano(&pos, f[1:])
			if err != nil {
				return fmt.Errorf("OPP line %q: %w", in.Text(), err)
			}
			pos = pos.Play(m)
		case "FINISH":
			return out.Flush()
		}
		if err := out.Flush(); err != nil {
			return err
		}
	}
	if err := in.Err(); err != nil && err != io.EOF {
		return err
	}
	return nil
}
