package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/gamews/gamews/internal/workspace"
	"github.com/gamews/gamews/tester/bacteriawar"
	"github.com/gamews/gamews/tester/build"
)

var matchCommand = command{
	usage:   "match bacteriawar A B [flags]",
	summary: "play two agents against each other (W/D/L, Elo, SPRT); -replay FILE shows a game",
	run:     runMatch,
}

func runMatch(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), `usage: tester match bacteriawar A B [flags]
       tester match -replay FILE [-game N]

An agent is one of:
  DIR             a solution package directory, built with go build
  git:REV[:DIR]   the solution (or DIR) at commit REV, built in a temporary worktree
  cmd:PROG ARGS   a program speaking the ALPHANO protocol
  uai:PROG ARGS   a UAI Ataxx engine, through a translating bridge
  builtin:NAME    random, greedy, or abN (fixed-depth alpha-beta, ab4)

Games go in pairs: each opening (random plies from the seed) is played
twice with colours swapped. Flags are given after the agents.

`)
		fs.PrintDefaults()
	}
	games := fs.Int("games", 100, "games to play (rounded up to an even number)")
	bank := fs.Duration("bank", 10*time.Second, "each side's time bank per game")
	seed := fs.Uint64("seed", 1, "seed of the openings")
	plies := fs.Int("plies", 4, "random plies per opening (sent to both agents as OPP lines)")
	par := fs.Int("j", runtime.NumCPU(), "games at once")
	sprt := fs.String("sprt", "", "elo0,elo1: stop when an SPRT (alpha = beta = 0.05) decides")
	out := fs.String("o", "", "record file (default .tester/match/TIME-A-vs-B.pgn)")
	replay := fs.String("replay", "", "show the games of a record FILE as boards instead of playing")
	game := fs.Int("game", 0, "with -replay: show only game N")
	// Agents come before the flags; parse what follows them.
	var pos []string
	rest := args
	for len(rest) > 0 && !strings.HasPrefix(rest[0], "-") {
		pos = append(pos, rest[0])
		rest = rest[1:]
	}
	if err := fs.Parse(rest); err != nil {
		return err
	}
	pos = append(pos, fs.Args()...)
	if *replay != "" {
		return replayGames(*replay, *game)
	}
	if len(pos) != 3 || pos[0] != "bacteriawar" {
		fs.Usage()
		return errors.New("want: bacteriawar A B")
	}
	cfg := bacteriawar.MatchConfig{Games: *games, Bank: *bank, Seed: *seed, Plies: *plies, Parallel: *par, Progress: os.Stderr}
	if *sprt != "" {
		e := strings.Split(*sprt, ",")
		if len(e) != 2 {
			return fmt.Errorf("-sprt %q: want elo0,elo1", *sprt)
		}
		e0, err0 := strconv.ParseFloat(e[0], 64)
		e1, err1 := strconv.ParseFloat(e[1], 64)
		if err0 != nil || err1 != nil || e1 <= e0 {
			return fmt.Errorf("-sprt %q: want elo0,elo1 with elo0 < elo1", *sprt)
		}
		cfg.SPRT = &bacteriawar.SPRT{Elo0: e0, Elo1: e1, Alpha: 0.05, Beta: 0.05}
	}
	root, err := os.Getwd()
	if err != nil {
		return err
	}
	// Built-in, cmd: and uai: agents need no workspace; outside one the
	// current directory holds .tester/.
	ws, err := workspace.Load(root)
	if err != nil && !errors.Is(err, workspace.ErrNotFound) {
		return err
	}
	if ws.Root == "" {
		ws.Root = root
	}
	solDir := "solutions/bacteriawar"
	if p, err := ws.Problem("bacteriawar"); err == nil && p.Dir != "" {
		solDir = p.Dir
	}
	cache := ws.Path(".tester/bin")
	var agents [2]bacteriawar.Agent
	for i, spec := range pos[1:] {
		a, err := resolveAgent(ctx, ws.Root, solDir, cache, spec)
		if err != nil {
			return fmt.Errorf("agent %s: %w", spec, err)
		}
		agents[i] = a
	}
	cfg.A, cfg.B = agents[0], agents[1]
	recPath := *out
	if recPath == "" {
		name := time.Now().UTC().Format("20060102-150405") + "-" + fileSafe(cfg.A.Name()) + "-vs-" + fileSafe(cfg.B.Name()) + ".pgn"
		recPath = ws.Path(filepath.Join(".tester", "match", name))
	}
	if err := os.MkdirAll(filepath.Dir(recPath), 0o755); err != nil {
		return err
	}
	f, err := os.Create(recPath)
	if err != nil {
		return err
	}
	defer f.Close()
	cfg.Record = f
	fmt.Fprintf(os.Stderr, "%s vs %s: %d games, bank %v, %d plies per opening, %d at once\n",
		cfg.A.Name(), cfg.B.Name(), (cfg.Games+1)/2*2, cfg.Bank, cfg.Plies, cfg.Parallel)
	res, err := bacteriawar.RunMatch(ctx, cfg)
	if res != nil && len(res.Games) > 0 {
		printMatch(res, cfg)
		fmt.Printf("games: %s (tester match -replay %s -game N)\n", recPath, recPath)
	}
	return err
}

func printMatch(res *bacteriawar.Result, cfg bacteriawar.MatchConfig) {
	elo, lo, hi := res.Elo()
	fmt.Printf("%s vs %s: +%d =%d -%d  score %.1f%%  elo %+.1f  95%% [%+.1f, %+.1f]  (%d games)\n",
		cfg.A.Name(), cfg.B.Name(), res.Wins, res.Draws, res.Los, 100*res.Score(), elo, lo, hi, len(res.Games))
	if res.Stopped != "" {
		fmt.Println(res.Stopped)
	}
	// Faults are what a user must see first: they are bugs, not strength.
	for _, g := range res.Games {
		if g.Fault >= 0 {
			fmt.Printf("game %d: %s\n", g.Index+1, g.Reason)
		}
	}
}

func fileSafe(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_', r == '.':
			return r
		}
		return '_'
	}, s)
}

// resolveAgent turns an agent spec into an Agent, building what needs it.
func resolveAgent(ctx context.Context, root, solDir, cache, spec string) (bacteriawar.Agent, error) {
	switch {
	case strings.HasPrefix(spec, "builtin:"):
		name := strings.TrimPrefix(spec, "builtin:")
		if _, err := bacteriawar.NewStrategy(name, 0); err != nil {
			return nil, err
		}
		return bacteriawar.Builtin{Strategy: name}, nil
	case strings.HasPrefix(spec, "cmd:"):
		argv := strings.Fields(strings.TrimPrefix(spec, "cmd:"))
		return bacteriawar.Command{Label: spec, Argv: argv}, nil
	case strings.HasPrefix(spec, "uai:"):
		argv := strings.Fields(strings.TrimPrefix(spec, "uai:"))
		return bacteriawar.UAI{Label: spec, Argv: argv}, nil
	case strings.HasPrefix(spec, "git:"):
		rev, dir, _ := strings.Cut(strings.TrimPrefix(spec, "git:"), ":")
		if dir == "" {
			dir = solDir
		}
		bin, err := buildAtRevision(ctx, root, rev, dir, cache)
		if err != nil {
			return nil, err
		}
		return bacteriawar.Command{Label: spec, Argv: []string{bin}}, nil
	}
	bin, err := build.Build(ctx, build.Config{Root: root, Dir: spec, CacheDir: cache, Stderr: os.Stderr})
	if err != nil {
		return nil, err
	}
	return bacteriawar.Command{Label: spec, Argv: []string{bin.Path}}, nil
}

// buildAtRevision builds dir as it was at rev, in a temporary git worktree
// that is removed afterwards (the binary stays in the content-hash cache).
func buildAtRevision(ctx context.Context, root, rev, dir, cache string) (string, error) {
	tmp, err := os.MkdirTemp("", "tester-git-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	wt := filepath.Join(tmp, "wt")
	git := func(args ...string) error {
		cmd := exec.CommandContext(ctx, "git", args...)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("git %s: %w: %s", strings.Join(args, " "), err, strings.TrimSpace(string(out)))
		}
		return nil
	}
	if err := git("worktree", "add", "--detach", wt, rev); err != nil {
		return "", err
	}
	defer git("worktree", "remove", "--force", wt)
	bin, err := build.Build(ctx, build.Config{Root: wt, Dir: dir, CacheDir: cache, Stderr: os.Stderr})
	if err != nil {
		return "", fmt.Errorf("build %s at %s: %w", dir, rev, err)
	}
	return bin.Path, nil
}

func replayGames(path string, only int) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	recs, err := bacteriawar.ReadGames(f)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	shown := 0
	for i, r := range recs {
		if only > 0 && r.Tags["Game"] != strconv.Itoa(only) && !(r.Tags["Game"] == "" && i+1 == only) {
			continue
		}
		if shown > 0 {
			fmt.Println()
		}
		if err := bacteriawar.Show(os.Stdout, r); err != nil {
			return err
		}
		shown++
	}
	if shown == 0 {
		return fmt.Errorf("%s: no game %d", path, only)
	}
	return nil
}
