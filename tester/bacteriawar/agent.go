package bacteriawar

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/gamews/gamews/tester/proc"
)

// Agent starts players: one fresh process (or goroutine) per game.
type Agent interface {
	// Name is how reports call the agent.
	Name() string
	// Start starts a player for one game; seed feeds its random choices
	// when it has any.
	Start(ctx context.Context, seed uint64) (*Player, error)
}

// Builtin is a built-in strategy played in process over the protocol.
type Builtin struct{ Strategy string }

// Name implements Agent.
func (b Builtin) Name() string { return "builtin:" + b.Strategy }

// Start implements Agent.
func (b Builtin) Start(ctx context.Context, seed uint64) (*Player, error) {
	st, err := NewStrategy(b.Strategy, seed)
	if err != nil {
		return nil, err
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := Serve(st, inR, outW)
		outW.CloseWithError(io.EOF)
		inR.Close()
		done <- err
	}()
	return &Player{In: inW, Out: outR, Stop: func() error {
		inW.Close()
		outR.Close()
		return <-done
	}}, nil
}

// Command is an agent program speaking the ALPHANO protocol.
type Command struct {
	Label string   // name in reports
	Argv  []string // program and arguments
	Dir   string   // working directory ("" for the current one)
	Env   []string // extra environment variables, "KEY=value"
}

// Name implements Agent.
func (c Command) Name() string { return c.Label }

// Start implements Agent: the program runs in its own process group.
func (c Command) Start(ctx context.Context, _ uint64) (*Player, error) {
	return startProcess(ctx, c.Argv, c.Dir, c.Env)
}

// stopGrace is how long an agent has to exit by itself after FINISH.
const stopGrace = time.Second

func startProcess(ctx context.Context, argv []string, dir string, env []string) (*Player, error) {
	if len(argv) == 0 {
		return nil, errors.New("empty agent command")
	}
	cmd := proc.Command(ctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	if len(env) > 0 {
		cmd.Env = append(os.Environ(), env...)
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	// An os.Pipe rather than StdoutPipe: Wait (run as soon as the process
	// ends) must not close the read end while the referee still reads
	// what the agent wrote before dying.
	out, outW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd.Stdout = outW
	stderr := &tailBuffer{max: 2048}
	cmd.Stderr = stderr
	err = cmd.Start()
	outW.Close()
	if err != nil {
		out.Close()
		return nil, fmt.Errorf("start %q: %w", argv[0], err)
	}
	waited := make(chan error, 1)
	go func() { waited <- cmd.Wait() }()
	var once sync.Once
	var stopErr error
	stop := func() error {
		once.Do(func() {
			in.Close()
			defer out.Close()
			var err error
			select {
			case err = <-waited:
			case <-time.After(stopGrace):
				proc.KillGroup(cmd)
				err = <-waited
				if err != nil {
					err = fmt.Errorf("did not exit within %v of FINISH, killed: %w", stopGrace, err)
				}
			}
			if err != nil {
				if s := stderr.String(); s != "" {
					err = fmt.Errorf("%w; stderr: %s", err, s)
				}
			}
			stopErr = err
		})
		return stopErr
	}
	return &Player{In: in, Out: out, Stop: stop}, nil
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = t.b[len(t.b)-t.max:]
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(bytes.TrimSpace(t.b))
}
