package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"github.com/gamews/gamews/tester/runner"
)

var mergeCommand = command{
	usage:   "merge FILE...",
	summary: "merge the JSON records of `tester run -shard k/n -json` into the whole run's",
	run:     runMerge,
}

func runMerge(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), `usage: tester merge SHARD.jsonl...

Reads the per-case records that `+"`tester run -shard k/n -json`"+` wrote for
each shard and writes the records of the whole run to stdout, in seed-list
order. Fails if a case is missing or appears twice.
`)
	}
	files, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		fs.Usage()
		return fmt.Errorf("no files")
	}
	var shards [][]runner.Record
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		recs, err := runner.ReadRecords(name, f)
		f.Close()
		if err != nil {
			return err
		}
		shards = append(shards, recs)
	}
	merged, err := runner.Merge(shards...)
	if err != nil {
		return err
	}
	return runner.WriteRecords(os.Stdout, merged)
}
