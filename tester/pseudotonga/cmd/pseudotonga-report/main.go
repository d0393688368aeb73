// Command pseudotonga-report plays solutions/pseudotonga (in process) and
// the baseline (the server's own strategy as a player) against the
// PseudoTonga server and prints, per board size, the wins, the mean point
// difference and the mean signed square root of it.
//
//	go run ./tester/pseudotonga/cmd/pseudotonga-report -games 100
//
// s/game is the player's wall time per game (0 for the baseline, which is
// not timed); cpu/game is the CPU time of the whole process (player and
// server) per game. Games of size N use the seeds whose spec has that N (seed mod 6 =
// (N-6)/2), so game k of size N is the judge's case for seed 6k+(N-6)/2.
//
// Measured at commit 6fa6553 with `-games 100 -budget 0` (the same moves as
// the default 8 s budget unless a machine is too slow for it):
//
//	agent     N  games wins  mean diff  min diff  mean sqrt  cpu/game
//	player    6   100    95      76.5       -18       8.00      0.34
//	player    8   100    90     144.6      -128      10.29      0.14
//	player   10   100    85     324.7      -280      14.96      0.35
//	player   12   100    73     365.5     -1470      12.67      0.77
//	player   14   100    57     132.7     -1944       3.77      0.59
//	player   16   100    48     -24.8     -3570      -1.51      0.25
//	baseline  6   100    45       1.0       -64       0.06
//	baseline  8   100    42     -17.4      -312      -1.31
//	baseline 10   100    52       0.4      -634       0.41
//	baseline 12   100    36     -87.6     -1560      -4.28
//	baseline 14   100    53       6.2     -2606       0.56
//	baseline 16   100    51     121.4     -3426       1.66
package main

import (
	"context"
	"flag"
	"fmt"
	"github.com/gamews/gamews/tester/pseudotonga/tonga"
	"math"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	player "github.com/gamews/gamews/solutions/pseudotonga"
	"github.com/gamews/gamews/tester/pseudotonga"
)

func main() {
	def := player.DefaultOptions()
	games := flag.Int("games", 100, "games per board size")
	sizes := flag.String("n", "6,8,10,12,14,16", "board sizes")
	agents := flag.String("agents", "player,baseline", "agents to play: player, baseline")
	par := flag.Int("par", runtime.NumCPU(), "games in parallel")
	cand := flag.Int("cand", def.Candidates, "player: candidates searched with the server's replies")
	weight := flag.Float64("weight", def.Weight, "player: liberty weight of the evaluation")
	eval := flag.Int("eval", def.Eval, "player: evaluation variant")
	budget := flag.Duration("budget", def.Budget, "player: thinking time per game")
	depth := flag.Int("depth", def.Depth, "player: own moves searched")
	cand2 := flag.Int("cand2", def.Candidates2, "player: candidates below the first level")
	maxReplies := flag.Int("replies", def.MaxReplies, "player: server replies followed below the first level")
	endgame := flag.Int("endgame", def.Endgame, "player: empty squares from which it searches to the end")
	lambda := flag.Float64("lambda", def.Lambda, "player: weight of the server's isles")
	zones := flag.Float64("zones", def.Zones, "player: weight of the zone score (eval 3)")
	deep := flag.Int("deep", def.Deep, "player: candidates searched deeper at the root")
	deep2 := flag.Int("deep2", def.Deep2, "player: candidates searched deeper below the root")
	mirrorFrom := flag.Int("mirror", def.MirrorFrom, "player: board size from which it plays the server's search (0: never)")
	verbose := flag.Bool("v", false, "print every game")
	flag.Parse()
	opts := def
	opts.Candidates, opts.Weight, opts.Eval, opts.Budget = *cand, *weight, *eval, *budget
	opts.Lambda, opts.Zones, opts.Deep, opts.Deep2 = *lambda, *zones, *deep, *deep2
	opts.MirrorFrom = *mirrorFrom
	opts.Depth, opts.Candidates2, opts.MaxReplies, opts.Endgame = *depth, *cand2, *maxReplies, *endgame

	var ns []int
	for _, f := range strings.Split(*sizes, ",") {
		n, err := strconv.Atoi(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, "pseudotonga-report: -n:", err)
			os.Exit(2)
		}
		ns = append(ns, n)
	}
	fmt.Printf("%-9s %3s %6s %6s %10s %10s %10s %9s %9s\n", "agent", "N", "games", "wins", "mean diff", "min diff", "mean sqrt", "s/game", "cpu/game")
	for _, agent := range strings.Split(*agents, ",") {
		for _, n := range ns {
			type result struct {
				diff int
				dur  time.Duration
				err  error
			}
			res := make([]result, *games)
			cpu0 := cpuTime()
			var wg sync.WaitGroup
			sem := make(chan struct{}, *par)
			for k := 0; k < *games; k++ {
				wg.Add(1)
				sem <- struct{}{}
				go func(k int) {
					defer wg.Done()
					defer func() { <-sem }()
					seed := uint64(6*k + (n-6)/2)
					sp := pseudotonga.SpecOf(seed)
					var p pseudotonga.Player
					var timed *time.Duration
					switch agent {
					case "player":
						pl := &player.PseudoTonga{Opts: &opts}
						var d time.Duration
						timed = &d
						p = pseudotonga.FuncPlayer{
							InitFunc: func(n, r, c int) []int { t := time.Now(); v := pl.Init(n, r, c); d += time.Since(t); return v },
							MoveFunc: func(r, c int) []int { t := time.Now(); v := pl.Move(r, c); d += time.Since(t); return v },
						}
					case "baseline":
						p = pseudotonga.NewMirror(seed ^ 0x5eed)
					default:
						fmt.Fprintln(os.Stderr, "pseudotonga-report: unknown agent", agent)
						os.Exit(2)
					}
					r := pseudotonga.PlayGame(context.Background(), sp, p, nil)
					res[k] = result{diff: r.Diff(), err: r.Invalid}
					if timed != nil {
						res[k].dur = *timed
					}
					if *verbose {
						fmt.Printf("%s N=%d seed=%d serverFirst=%v diff=%d player=%d server=%d %v\n%s", agent, n, seed, sp.ServerFirst, r.Diff(), r.Player, r.Server, r.Invalid, show(r.Board, sp.ServerFirst))
					}
				}(k)
			}
			wg.Wait()
			wins, sum, sq, minDiff := 0, 0, 0.0, math.MaxInt
			var dur time.Duration
			for _, r := range res {
				if r.err != nil {
					fmt.Fprintf(os.Stderr, "invalid game: %v\n", r.err)
				}
				if r.diff > 0 {
					wins++
				}
				if r.diff < minDiff {
					minDiff = r.diff
				}
				sum += r.diff
				s := math.Sqrt(math.Abs(float64(r.diff)))
				if r.diff < 0 {
					s = -s
				}
				sq += s
				dur += r.dur
			}
			g := float64(*games)
			cpu := (cpuTime() - cpu0).Seconds()
			fmt.Printf("%-9s %3d %6d %6d %10.1f %10d %10.2f %9.2f %9.2f\n", agent, n, *games, wins, float64(sum)/g, minDiff, sq/g, dur.Seconds()/g, cpu/g)
		}
	}
}

// cpuTime is the process's CPU time so far (user and system): per-game
// CPU time, unlike wall time, does not grow when the machine is shared.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// show draws a board with the player's stones as X and the server's as o.
func show(b *tonga.Board, serverFirst bool) string {
	var sb strings.Builder
	for r := 0; r < b.N; r++ {
		for c := 0; c < b.N; c++ {
			v := b.Cell[r*b.N+c]
			switch {
			case v == tonga.Empty:
				sb.WriteString(" .")
			case (v == tonga.Black) == serverFirst:
				sb.WriteString(" o")
			default:
				sb.WriteString(" X")
			}
		}
		sb.WriteString("\n")
	}
	return sb.String()
}
