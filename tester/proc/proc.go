// Package proc starts programs the tester judges (solutions, agents,
// external judges) in their own process group, so that a timeout or a
// Ctrl-C kills the program and every child it started, never leaving a
// hung process behind.
package proc

import (
	"context"
	"errors"
	"os/exec"
	"syscall"
	"time"
)

// Command returns an exec.Cmd for name and args that runs in a new process
// group and whose whole group is killed when ctx is done.
func Command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		if cmd.Process == nil {
			return nil
		}
		// A negative pid signals the whole group.
		err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		if errors.Is(err, syscall.ESRCH) {
			return nil
		}
		return err
	}
	// Pipes held open by grandchildren must not keep Wait from returning.
	cmd.WaitDelay = time.Second
	return cmd
}

// KillGroup kills the process group of a started command. It is for
// callers that end a program without cancelling its context (e.g. after a
// protocol error).
func KillGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
