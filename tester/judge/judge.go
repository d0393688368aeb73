// Package judge defines what a problem's judge is to the tester: something
// that makes the input of a seed and plays one case against a running
// solution, returning its score or the reason it failed.
//
// The runner (package runner) owns processes, timeouts and files; a judge
// only speaks the problem's protocol over the pipes it is given. The same
// Problem value backs `tester run` (in process, many seeds in parallel),
// `tester judge` (a drop-in for an official tester binary), `tester gen`
// and `tester vis`.
package judge

import (
	"context"
	"flag"
	"io"
	"time"
)

// Info describes a problem to the runner and to reports.
type Info struct {
	// Name is the problem's name in workspace.toml.
	Name string
	// Maximize is true when a larger score is better.
	Maximize bool
	// Relative enables pahcer-style relative scores against the best score
	// per seed (only meaningful for positive scores of varying scale).
	Relative bool
	// Aggregate is how per-case scores combine into a total: "mean" (the
	// default, also reporting the sum) or "signed-sqrt-sum" (TopCoder's
	// sum of signed square roots).
	Aggregate string
	// TimeLimit is the judge's limit per case; the runner's default timeout
	// derives from it.
	TimeLimit time.Duration
}

// Case is one case being judged. The runner has started the solution and
// wired its standard streams.
type Case struct {
	// Seed is the case's seed.
	Seed uint64
	// Input is the case's input file, as Generate wrote it.
	Input []byte
	// ToSolution is the solution's standard input. The judge closes it when
	// it has nothing more to send (a batch judge right after the input).
	ToSolution io.WriteCloser
	// FromSolution is the solution's standard output.
	FromSolution io.Reader
	// Output receives the transcript a visualizer reads (for AtCoder
	// problems: every line the solution printed, as the official tester
	// echoes them). It is kept as the case's output file.
	Output io.Writer
	// Log receives judge messages a user should see with the case, such as
	// the reason a move was illegal (kept with the case's stderr).
	Log io.Writer
}

// Problem is a problem's judge.
type Problem interface {
	Info() Info
	// Generate writes the input of seed to w. It must be deterministic.
	Generate(seed uint64, w io.Writer) error
	// Play judges one case. A non-nil error is the judge's verdict on a
	// wrong answer or protocol error (the case scores score, usually 0); a
	// context error means the case was stopped.
	Play(ctx context.Context, c *Case) (score float64, err error)
}

// GenFlagger is implemented by problems whose generator takes options
// (AHC061's -M and -U); the flags are registered on `tester gen`'s set.
type GenFlagger interface {
	GenFlags(fs *flag.FlagSet)
}

// Visualizer is implemented by problems that can draw a case.
type Visualizer interface {
	// Vis writes a picture (SVG or HTML) of the case to w.
	Vis(input, output []byte, w io.Writer) error
	// VisExt is the file extension of what Vis writes (".svg", ".html").
	VisExt() string
}

// Parametrizer is implemented by problems whose inputs have parameters that
// scores are worth breaking down by (AHC061's M and U, PseudoTonga's N):
// the runner's summary shows the mean score per value of each parameter.
type Parametrizer interface {
	Params(input []byte) (map[string]string, error)
}
