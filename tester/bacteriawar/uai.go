package bacteriawar

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// UAI is an engine speaking UAI, the usual Ataxx engine protocol, played
// through a bridge that speaks the ALPHANO protocol to the referee:
//
//	READY        -> uai / uaiok, uainewgame, isready / readyok, then OK
//	OPP ...      -> the move is appended to the game's move list
//	TURN my opp  -> position startpos moves ..., go btime B wtime W
//	               (btime is x's, the first player's), bestmove M -> MOVE
//	FINISH       -> quit
//
// A clone in UAI has no source square; the bridge picks an adjacent own
// stone. A bestmove the bridge cannot translate is passed on as a line the
// referee rejects, with the engine's text in it.
type UAI struct {
	Label string
	Argv  []string
	Dir   string
}

// Name implements Agent.
func (u UAI) Name() string { return u.Label }

// Start implements Agent.
func (u UAI) Start(ctx context.Context, _ uint64) (*Player, error) {
	eng, err := startProcess(ctx, u.Argv, u.Dir, nil)
	if err != nil {
		return nil, err
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := bridgeUAI(inR, outW, eng)
		outW.Close()
		inR.Close()
		done <- err
	}()
	return &Player{In: inW, Out: outR, Stop: func() error {
		inW.Close()
		outR.Close()
		berr := <-done
		eerr := eng.Stop()
		if eerr != nil {
			return eerr
		}
		return berr
	}}, nil
}

// bridgeUAI translates ALPHANO lines from r into UAI for eng and its
// answers back onto w.
func bridgeUAI(r io.Reader, w io.Writer, eng *Player) error {
	sc := bufio.NewScanner(r)
	es := bufio.NewScanner(eng.Out)
	es.Buffer(make([]byte, 4096), maxLine)
	send := func(format string, args ...any) error {
		_, err := fmt.Fprintf(eng.In, format+"\n", args...)
		return err
	}
	// await reads engine lines until one starts with word, returning it.
	await := func(word string) (string, error) {
		for es.Scan() {
			l := strings.TrimSpace(es.Text())
			if l == word || strings.HasPrefix(l, word+" ") {
				return l, nil
			}
		}
		if err := es.Err(); err != nil {
			return "", err
		}
		return "", io.EOF
	}
	reply := func(format string, args ...any) error {
		_, err := fmt.Fprintf(w, format+"\n", args...)
		return err
	}
	p := Start()
	var moves []string
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "READY":
			p, moves = Start(), nil
			if err := send("uai"); err != nil {
				return err
			}
			if _, err := await("uaiok"); err != nil {
				return fmt.Errorf("waiting for uaiok: %w", err)
			}
			if err := send("uainewgame\nisready"); err != nil {
				return err
			}
			if _, err := await("readyok"); err != nil {
				return fmt.Errorf("waiting for readyok: %w", err)
			}
			if err := reply("OK"); err != nil {
				return err
			}
		case "OPP":
			if len(f) < 5 {
				return fmt.Errorf("bad OPP line %q", sc.Text())
			}
			m, err := ParseMove(&p, f[1:5])
			if err != nil {
				return fmt.Errorf("OPP line %q: %w", sc.Text(), err)
			}
			moves = append(moves, FormatUAI(m))
			p = p.Play(m)
		case "TURN":
			if len(f) < 3 {
				return fmt.Errorf("bad TURN line %q", sc.Text())
			}
			my, _ := strconv.Atoi(f[1])
			opp, _ := strconv.Atoi(f[2])
			xt, ot := my, opp // x is O, the first player
			if p.Side == 1 {
				xt, ot = opp, my
			}
			pos := "position startpos"
			if len(moves) > 0 {
				pos += " moves " + strings.Join(moves, " ")
			}
			if err := send("%s\ngo btime %d wtime %d binc 0 winc 0", pos, xt, ot); err != nil {
				return err
			}
			l, err := await("bestmove")
			if err != nil {
				return fmt.Errorf("waiting for bestmove: %w", err)
			}
			bf := strings.Fields(l)
			if len(bf) < 2 {
				return reply("UAI %q", l)
			}
			m, err := ParseUAI(&p, bf[1])
			if err != nil {
				return reply("UAI %q: %v", l, err)
			}
			if err := reply("MOVE %s", FormatMove(&p, m)); err != nil {
				return err
			}
			moves = append(moves, FormatUAI(m))
			p = p.Play(m)
		case "FINISH":
			return send("quit")
		}
	}
	return sc.Err()
}
