package ahc061

import (
	"bufio"
	"bytes"
	"fmt"
	"html"
	"io"
	"strings"
)

// Replay plays the moves of a transcript (the lines the solution printed,
// as Play echoes them) on in and returns the state after the last turn it
// could play, with the error that stopped it early (nil after T turns).
func Replay(in *Input, output []byte) (*State, error) {
	s := NewState(in)
	sc := bufio.NewScanner(bytes.NewReader(output))
	sc.Buffer(make([]byte, 4096), 1<<20)
	dest := make([]int, 0, MaxM)
	for s.Turn < T {
		line := ""
		for line == "" && sc.Scan() {
			v := strings.TrimSpace(sc.Text())
			if v != "" && !strings.HasPrefix(v, "#") {
				line = v
			}
		}
		if line == "" {
			return s, fmt.Errorf("turn %d: %w", s.Turn+1, ErrTerminated)
		}
		move, err := ParseMove(line)
		if err == nil {
			err = s.CheckMove(move)
		}
		if err != nil {
			return s, fmt.Errorf("turn %d: %w", s.Turn+1, err)
		}
		dest = s.PlayTurn(move, dest)
	}
	return s, nil
}

// colour is player p's colour; player 0 (the solution) is red.
func colour(p int) string {
	return [MaxM]string{"#e6194b", "#4363d8", "#3cb44b", "#f58231", "#911eb4", "#42d4f4", "#f032e6", "#9a6324"}[p]
}

// VisExt is ".svg".
func (*Problem) VisExt() string { return ".svg" }

// Vis draws the board after the transcript's last turn: each cell in its
// owner's colour, deeper with its level, with its value and level; the
// pieces as numbered discs; the players' scores and the case's score (or
// the error that ended the game) beside it.
func (*Problem) Vis(input, output []byte, w io.Writer) error {
	in, err := Parse(input)
	if err != nil {
		return err
	}
	s, playErr := Replay(in, output)
	const cell, pad, side = 60, 10, 260
	var b bytes.Buffer
	width, height := pad*2+cell*N+side, pad*2+cell*N
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n", width, height, width, height)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", width, height)
	for c := 0; c < Cells; c++ {
		x, y := pad+(c%N)*cell, pad+(c/N)*cell
		fill, opacity := "#ffffff", 1.0
		if o := s.Owner[c]; o >= 0 {
			fill = colour(int(o))
			opacity = 0.25 + 0.6*float64(s.Level[c])/float64(in.U)
		}
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" fill-opacity="%.2f" stroke="#888"/>`+"\n", x, y, cell, cell, fill, opacity)
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="11" fill="#222">%d</text>`+"\n", x+3, y+12, in.V[c])
		if s.Level[c] > 0 {
			fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="11" text-anchor="end" fill="#222">L%d</text>`+"\n", x+cell-3, y+cell-4, s.Level[c])
		}
	}
	for p := 0; p < in.M; p++ {
		c := s.Pos[p]
		x, y := pad+(c%N)*cell+cell/2, pad+(c/N)*cell+cell/2+3
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="13" fill="%s" stroke="black" stroke-width="2"/>`+"\n", x, y, colour(p))
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="14" font-weight="bold" text-anchor="middle" fill="white">%d</text>`+"\n", x, y+5, p)
	}
	tx, ty := pad*2+cell*N, pad+16
	line := func(color, format string, args ...any) {
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="14" fill="%s">%s</text>`+"\n", tx, ty, color, html.EscapeString(fmt.Sprintf(format, args...)))
		ty += 20
	}
	line("#000", "M=%d U=%d turn %d/%d", in.M, in.U, s.Turn, T)
	scores := s.Scores()
	for p, sc := range scores {
		who := "AI"
		if p == 0 {
			who = "you"
		}
		line(colour(p), "player %d (%s): %d", p, who, sc)
	}
	if playErr != nil {
		cur := ""
		for _, word := range strings.Fields(playErr.Error()) {
			if cur != "" && len(cur)+1+len(word) > 30 {
				line("#c00", "%s", cur)
				cur = ""
			}
			if cur != "" {
				cur += " "
			}
			cur += word
		}
		line("#c00", "%s", cur)
		line("#000", "Score = 0")
	} else {
		line("#000", "Score = %d", s.Score())
	}
	b.WriteString("</svg>\n")
	_, err = w.Write(b.Bytes())
	return err
}
