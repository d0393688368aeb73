// Command tester generates inputs, judges solutions and runs the local
// judge loop of a contest workspace.
//
// Run `tester -h` for the commands and `tester CMD -h` for each one's flags.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"sort"
	"syscall"
)

// command is one subcommand of tester.
type command struct {
	// usage is the one-line synopsis, e.g. "run PROBLEM [flags]".
	usage string
	// summary says what the command does, in one line.
	summary string
	// run runs the command with its arguments (after the command's name).
	run func(ctx context.Context, args []string) error
}

// commands lists the subcommands; each lives in its own file.
func commands() map[string]command {
	return map[string]command{
		"agent": agentCommand,
		"match": matchCommand,
		"run":   runCommand,
		"gen":   genCommand,
		"judge": judgeCommand,
		"vis":   visCommand,
		"merge": mergeCommand,
		"watch": watchCommand,

		"history":  historyCommand,
		"ci-score": ciScoreCommand,
	}
}

func usage() {
	fmt.Fprintf(os.Stderr, "usage: tester COMMAND [ARGS]\n\nCommands:\n")
	cmds := commands()
	names := make([]string, 0, len(cmds))
	for n := range cmds {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(os.Stderr, "  %-40s %s\n", cmds[n].usage, cmds[n].summary)
	}
	fmt.Fprintf(os.Stderr, "\nRun 'tester COMMAND -h' for a command's flags.\n")
}

func main() {
	flag.Usage = usage
	flag.Parse()
	if flag.NArg() == 0 {
		usage()
		os.Exit(2)
	}
	cmd, ok := commands()[flag.Arg(0)]
	if !ok {
		fmt.Fprintf(os.Stderr, "tester: unknown command %q\n\n", flag.Arg(0))
		usage()
		os.Exit(2)
	}
	// The first Ctrl-C cancels the context: workers stop, processes are
	// killed and what finished is still written. A second one exits at once.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		// Restore the default handlers, so the second signal kills.
		<-ctx.Done()
		stop()
	}()
	err := cmd.run(ctx, flag.Args()[1:])
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "tester %s: %v\n", flag.Arg(0), err)
		os.Exit(1)
	}
}
