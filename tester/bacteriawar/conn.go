package bacteriawar

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
)

// errTimeout is returned by recv when the deadline passes.
var errTimeout = errors.New("timeout")

// conn is the referee's end of one agent's line protocol: lines written to
// the agent's input, and lines read from its output by a goroutine so that
// a read can time out.
type conn struct {
	w     io.Writer
	lines chan string
	err   error // set before lines is closed
}

const maxLine = 1 << 16

func newConn(w io.Writer, r io.Reader) *conn {
	c := &conn{w: w, lines: make(chan string, 16)}
	go func() {
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 4096), maxLine)
		for sc.Scan() {
			c.lines <- strings.TrimRight(sc.Text(), "\r")
		}
		c.err = sc.Err()
		if c.err == nil {
			c.err = io.EOF
		}
		close(c.lines)
	}()
	return c
}

func (c *conn) send(format string, args ...any) error {
	_, err := fmt.Fprintf(c.w, format+"\n", args...)
	return err
}

// recv returns the next line, waiting at most d.
func (c *conn) recv(ctx context.Context, d time.Duration) (string, error) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case l, ok := <-c.lines:
		if !ok {
			return "", c.err
		}
		return l, nil
	case <-t.C:
		return "", errTimeout
	case <-ctx.Done():
		return "", ctx.Err()
	}
}
