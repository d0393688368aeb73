package bundler

import (
	"fmt"
	"go/token"
	"strings"
)

// Problem is one finding about the program being bundled, placed at the
// ORIGINAL source position (not the bundle's) so an editor can jump to it.
type Problem struct {
	// Pos is the position in the original source; Filename is relative to
	// the main module's root when the file lies inside it.
	Pos token.Position
	// Msg says what is wrong.
	Msg string
	// Fix says what to do about it ("" when the message says it all).
	Fix string
}

func (p Problem) String() string {
	var b strings.Builder
	if p.Pos.Filename != "" {
		b.WriteString(p.Pos.Filename)
		if p.Pos.Line > 0 {
			fmt.Fprintf(&b, ":%d:%d", p.Pos.Line, p.Pos.Column)
		}
		b.WriteString(": ")
	}
	b.WriteString(p.Msg)
	if p.Fix != "" {
		b.WriteString(": ")
		b.WriteString(p.Fix)
	}
	return b.String()
}

// Error is the error Bundle returns when the program cannot be bundled for
// the target or the bundle fails a check: it lists every problem found, one
// per line, each with its original file:line:col and what to do.
type Error struct {
	// Stage names the step that failed: "load", "refuse", "typecheck",
	// "api", "size", "toolchain", "adapter".
	Stage    string
	Problems []Problem
}

func (e *Error) Error() string {
	lines := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		lines[i] = p.String()
	}
	return strings.Join(lines, "\n")
}

// problems collects Problems of one stage.
type problems struct {
	stage string
	list  []Problem
}

func (ps *problems) add(pos token.Position, fix, format string, args ...any) {
	ps.list = append(ps.list, Problem{Pos: pos, Msg: fmt.Sprintf(format, args...), Fix: fix})
}

// err returns nil when nothing was added.
func (ps *problems) err() error {
	if len(ps.list) == 0 {
		return nil
	}
	return &Error{Stage: ps.stage, Problems: ps.list}
}
