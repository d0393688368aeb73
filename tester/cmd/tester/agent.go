package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/gamews/gamews/tester/bacteriawar"
)

var agentCommand = command{
	usage:   "agent bacteriawar NAME",
	summary: "run a built-in Bacteria War agent (random, greedy, abN) on stdin/stdout",
	run:     runAgent,
}

func runAgent(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("agent", flag.ContinueOnError)
	seed := fs.Uint64("seed", 1, "seed of the agent's random choices")
	var pos []string
	rest := args
	for len(rest) > 0 && len(rest[0]) > 0 && rest[0][0] != '-' {
		pos = append(pos, rest[0])
		rest = rest[1:]
	}
	if err := fs.Parse(rest); err != nil {
		return err
	}
	if len(pos) != 2 || pos[0] != "bacteriawar" {
		return errors.New("usage: tester agent bacteriawar NAME [-seed S] (NAME: random, greedy, ab4, ...)")
	}
	st, err := bacteriawar.NewStrategy(pos[1], *seed)
	if err != nil {
		return err
	}
	if err := bacteriawar.Serve(st, os.Stdin, os.Stdout); err != nil {
		return fmt.Errorf("agent %s: %w", pos[1], err)
	}
	return nil
}
