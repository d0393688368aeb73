// Package ahc061 is a replica of AtCoder's official local tools for AHC061
// (Multi-Player Territory Game): the generator, the interactive judge and a
// visual.
//
// The generator reproduces the official input files byte for byte: it is
// rand_chacha's ChaCha20Rng seeded with seed_from_u64, drawn through rand
// 0.8.5's gen_range exactly as the official gen draws (see Generate), and
// floats are printed as Rust's `{}` prints an f64.
//
// The game engine (State) is exported so that other judges and tools can
// replay games: AIs choose their cells as the official tester does (a
// breadth-first candidate list, random or greedy choice from the input's
// random numbers, ties within 1e-9), moves resolve simultaneously, and the
// score is round(1e5*log2(1+S0/SA)).
//
// Problem implements judge.Problem for the tester: Play speaks the
// official protocol to a running solution (lines that are empty or start
// with '#' are skipped, every line the solution prints is echoed to the
// case's output) and fails the case with the official tester's kind of
// message on a malformed or illegal move, an early exit or a timeout.
package ahc061

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/gamews/gamews/tester/judge"
)

// Problem is AHC061's judge. Its zero value is not usable; call New.
type Problem struct {
	gen GenOptions
}

// New returns the judge with the generator's default options.
func New() *Problem { return &Problem{} }

var (
	_ judge.Problem      = (*Problem)(nil)
	_ judge.GenFlagger   = (*Problem)(nil)
	_ judge.Visualizer   = (*Problem)(nil)
	_ judge.Parametrizer = (*Problem)(nil)
)

// Info describes AHC061: maximize, relative scores, 2 s per case.
func (*Problem) Info() judge.Info {
	return judge.Info{
		Name:      "ahc061",
		Maximize:  true,
		Relative:  true,
		Aggregate: "mean",
		TimeLimit: 2 * time.Second,
	}
}

// GenFlags registers the official gen's --M and --U as -M and -U.
func (p *Problem) GenFlags(fs *flag.FlagSet) {
	fs.Var(rangeFlag{&p.gen.M, 2, MaxM}, "M", "fix the number of players M (2-8; 0 = random)")
	fs.Var(rangeFlag{&p.gen.U, 1, 5}, "U", "fix the level cap U (1-5; 0 = random)")
}

// Generate writes seed's input file.
func (p *Problem) Generate(seed uint64, w io.Writer) error {
	_, err := Generate(seed, p.gen).WriteTo(w)
	return err
}

// Params returns M and U of an input.
func (*Problem) Params(input []byte) (map[string]string, error) {
	in, err := Parse(input)
	if err != nil {
		return nil, err
	}
	return map[string]string{"M": strconv.Itoa(in.M), "U": strconv.Itoa(in.U)}, nil
}

// rangeFlag is an int flag accepting 0 (unset) or a value in [lo, hi].
type rangeFlag struct {
	v      *int
	lo, hi int
}

func (f rangeFlag) String() string {
	if f.v == nil {
		return "0"
	}
	return strconv.Itoa(*f.v)
}

func (f rangeFlag) Set(s string) error {
	v, err := strconv.Atoi(s)
	if err != nil {
		return err
	}
	if v != 0 && (v < f.lo || v > f.hi) {
		return fmt.Errorf("%d is not in [%d, %d]", v, f.lo, f.hi)
	}
	*f.v = v
	return nil
}
