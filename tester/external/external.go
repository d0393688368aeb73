// Package external judges solutions with a judge the tester does not
// implement itself: AtCoder's official local tools as users unpack them,
// or any command with the same contract:
//
//	JUDGE... SOLUTION [ARGS...] < in/NNNN.txt > out/NNNN.txt
//
// The judge runs the solution, writes the transcript (what the web
// visualizer reads) to stdout and, on stderr, the solution's own stderr
// passed through and a line `Score = N`; the last such line counts. A case
// with no such line is failed with the tail of the judge's stderr as the
// reason, as is a zero score on a maximized problem (AtCoder's testers print
// the error and `Score = 0`).
//
// Tools is the official tools directory (Cargo.toml, src/bin/tester.rs,
// gen.rs, in/): it is built with `cargo build --release` once, and again only
// when Cargo.toml, Cargo.lock or src/ change (a hash of them is kept next to
// the binaries). Inputs come from tools/in/NNNN.txt, which the official zip
// ships for seeds 0-99 (file NNNN is seed NNNN); other seeds are generated
// with the tools' `gen seeds.txt` into a temporary directory. Judge is the
// runner.Player that plays cases this way.
package external

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gamews/gamews/tester/proc"
	"github.com/gamews/gamews/tester/runner"
)

// Tools is a directory of AtCoder's official local tools.
type Tools struct {
	Dir string
	// Stderr, when set, receives cargo's output while building.
	Stderr io.Writer
}

const stampFile = ".gamews-tools-hash"

// TargetDir is where the binaries are built (Dir/target, whatever
// CARGO_TARGET_DIR says, so that they can be found).
func (t Tools) TargetDir() string { return filepath.Join(t.Dir, "target") }

// Bin is the path of one of the tools' release binaries ("tester", "gen", "vis").
func (t Tools) Bin(name string) string { return filepath.Join(t.TargetDir(), "release", name) }

// Build builds the tools unless a build of the same sources exists. It
// reports whether cargo ran.
func (t Tools) Build(ctx context.Context) (built bool, err error) {
	if _, err := os.Stat(filepath.Join(t.Dir, "Cargo.toml")); err != nil {
		return false, fmt.Errorf("tools %s: no Cargo.toml (unpack AtCoder's tools there): %w", t.Dir, err)
	}
	sum, err := t.hash()
	if err != nil {
		return false, err
	}
	stamp := filepath.Join(t.TargetDir(), stampFile)
	if old, err := os.ReadFile(stamp); err == nil && strings.TrimSpace(string(old)) == sum {
		if _, err := os.Stat(t.Bin("tester")); err == nil {
			return false, nil
		}
	}
	cmd := exec.CommandContext(ctx, "cargo", "build", "--release", "--target-dir", t.TargetDir())
	cmd.Dir = t.Dir
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	if t.Stderr != nil {
		cmd.Stderr = io.MultiWriter(&out, t.Stderr)
	}
	if err := cmd.Run(); err != nil {
		if errors.Is(err, exec.ErrNotFound) {
			return false, fmt.Errorf("tools %s: cargo is not installed (https://rustup.rs): %w", t.Dir, err)
		}
		return false, fmt.Errorf("cargo build --release in %s: %w\n%s", t.Dir, err, tail(out.Bytes(), 20))
	}
	if _, err := os.Stat(t.Bin("tester")); err != nil {
		return true, fmt.Errorf("tools %s: cargo built no tester binary: %w", t.Dir, err)
	}
	return true, os.WriteFile(stamp, []byte(sum+"\n"), 0o644)
}

// hash covers what cargo builds from: the manifest, the lock file and src/.
func (t Tools) hash() (string, error) {
	h := sha256.New()
	var files []string
	for _, f := range []string{"Cargo.toml", "Cargo.lock"} {
		if _, err := os.Stat(filepath.Join(t.Dir, f)); err == nil {
			files = append(files, f)
		}
	}
	err := filepath.WalkDir(filepath.Join(t.Dir, "src"), func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			rel, err := filepath.Rel(t.Dir, p)
			if err != nil {
				return err
			}
			files = append(files, rel)
		}
		return nil
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	sort.Strings(files)
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(t.Dir, f))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", filepath.ToSlash(f), len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// Judge plays cases with an external judge command; it is a runner.Player.
type Judge struct {
	// Command is the judge's command line; the solution's is appended.
	Command []string
	// Solution is the solution's command line.
	Solution []string
	// InDir holds inputs named by seed (tools/in); may be "".
	InDir string
	// Gen is a generator command with the official gen's contract
	// (`gen seeds.txt` writes in/NNNN.txt numbered by line), for seeds
	// InDir lacks; may be nil.
	Gen []string
	// Generate makes an input in process (a built-in generator), used
	// when there is no Gen; may be nil.
	Generate func(seed uint64, w io.Writer) error
	// ZeroFails makes a score of 0 a failed case (maximized problems,
	// where AtCoder's testers give 0 with an error message).
	ZeroFails bool

	mu     sync.Mutex
	genDir string
	gen    map[uint64]string
}

// Prepare generates, with Gen, the inputs of the seeds InDir lacks. Call it
// before the run; Close removes what it made.
func (j *Judge) Prepare(ctx context.Context, seeds []uint64) error {
	var missing []uint64
	for _, s := range seeds {
		if j.InDir != "" {
			if _, err := os.Stat(filepath.Join(j.InDir, runner.CaseFile(s))); err == nil {
				continue
			}
		}
		missing = append(missing, s)
	}
	if len(missing) == 0 || len(j.Gen) == 0 {
		return nil
	}
	dir, err := os.MkdirTemp("", "tester-gen-*")
	if err != nil {
		return err
	}
	var b strings.Builder
	for _, s := range missing {
		fmt.Fprintln(&b, s)
	}
	if err := os.WriteFile(filepath.Join(dir, "seeds.txt"), []byte(b.String()), 0o644); err != nil {
		os.RemoveAll(dir)
		return err
	}
	cmd := exec.CommandContext(ctx, j.Gen[0], append(j.Gen[1:], "seeds.txt")...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return fmt.Errorf("%s seeds.txt: %w\n%s", j.Gen[0], err, tail(out, 10))
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	j.genDir = dir
	j.gen = map[uint64]string{}
	for i, s := range missing {
		j.gen[s] = filepath.Join(dir, "in", fmt.Sprintf("%04d.txt", i))
	}
	return nil
}

// Close removes generated inputs.
func (j *Judge) Close() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.genDir == "" {
		return nil
	}
	err := os.RemoveAll(j.genDir)
	j.genDir, j.gen = "", nil
	return err
}

// Input returns seed's input: InDir's file, a generated one, or Generate's.
func (j *Judge) Input(ctx context.Context, index int, seed uint64) ([]byte, error) {
	if j.InDir != "" {
		b, err := os.ReadFile(filepath.Join(j.InDir, runner.CaseFile(seed)))
		if err == nil {
			return b, nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
	}
	j.mu.Lock()
	path, ok := j.gen[seed]
	j.mu.Unlock()
	if ok {
		return os.ReadFile(path)
	}
	if j.Generate != nil {
		var buf bytes.Buffer
		if err := j.Generate(seed, &buf); err != nil {
			return nil, fmt.Errorf("generate seed %d: %w", seed, err)
		}
		return buf.Bytes(), nil
	}
	return nil, fmt.Errorf("no input for seed %d: not in %q, and no generator", seed, j.InDir)
}

// Play runs the judge on the case.
func (j *Judge) Play(ctx context.Context, c *runner.Case) (float64, time.Duration, error) {
	if len(j.Command) == 0 || len(j.Solution) == 0 {
		return 0, 0, errors.New("external judge: no judge or solution command")
	}
	argv := append(append([]string(nil), j.Command...), j.Solution...)
	// The judge and the solution it starts share a process group: the
	// deadline kills both.
	pctx, cancel := ctx, context.CancelFunc(func() {})
	if c.Deadline > 0 {
		pctx, cancel = context.WithTimeout(ctx, c.Deadline)
	}
	defer cancel()
	cmd := proc.Command(pctx, argv[0], argv[1:]...)
	cmd.Stdin = bytes.NewReader(c.Input)
	cmd.Stdout = c.Output
	// The judge's stderr (with the solution's, passed through) goes to the
	// case's file and to memory, where the score line is looked for.
	var capture lastLines
	cmd.Stderr = io.MultiWriter(c.Stderr, &capture)
	start := time.Now()
	err := cmd.Run()
	elapsed := time.Since(start)
	if ctx.Err() != nil {
		return 0, elapsed, fmt.Errorf("judge stopped: %w", ctx.Err())
	}
	if pctx.Err() != nil {
		return 0, elapsed, fmt.Errorf("%w: killed after %v", runner.ErrTimeLimit, c.Deadline)
	}
	score, found := capture.score()
	switch {
	case !found && err != nil:
		return 0, elapsed, fmt.Errorf("%s: %v: %s", filepath.Base(argv[0]), err, capture.tail(5))
	case !found:
		return 0, elapsed, fmt.Errorf("%s printed no `Score = N` line: %s", filepath.Base(argv[0]), capture.tail(5))
	case score == 0 && j.ZeroFails:
		return 0, elapsed, fmt.Errorf("Score = 0: %s", capture.tail(3))
	}
	return score, elapsed, nil
}

var scoreRE = regexp.MustCompile(`^\s*Score\s*=\s*(\S+)\s*$`)

// ParseScore returns the last `Score = N` line's N in a judge's stderr.
func ParseScore(stderr []byte) (float64, bool) {
	var l lastLines
	l.Write(stderr)
	return l.score()
}

// lastLines keeps the last score line and the last few other lines of a
// stream that may be large (a chatty solution's debug output).
type lastLines struct {
	partial  []byte
	lines    []string
	scoreStr string
	hasScore bool
}

const keepLines = 20

func (l *lastLines) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			if len(l.partial) < 4096 {
				l.partial = append(l.partial, p...)
			}
			break
		}
		l.line(append(l.partial, p[:i]...))
		l.partial = l.partial[:0]
		p = p[i+1:]
	}
	return n, nil
}

func (l *lastLines) line(b []byte) {
	s := strings.TrimRight(string(b), "\r")
	if m := scoreRE.FindStringSubmatch(s); m != nil {
		if _, err := strconv.ParseFloat(m[1], 64); err == nil {
			l.scoreStr, l.hasScore = m[1], true
			return
		}
	}
	if strings.TrimSpace(s) == "" {
		return
	}
	l.lines = append(l.lines, s)
	if len(l.lines) > keepLines {
		l.lines = l.lines[len(l.lines)-keepLines:]
	}
}

func (l *lastLines) flush() {
	if len(l.partial) > 0 {
		l.line(l.partial)
		l.partial = nil
	}
}

func (l *lastLines) score() (float64, bool) {
	l.flush()
	if !l.hasScore {
		return 0, false
	}
	v, _ := strconv.ParseFloat(l.scoreStr, 64)
	return v, true
}

func (l *lastLines) tail(n int) string {
	l.flush()
	lines := l.lines
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	if len(lines) == 0 {
		return "(no message on stderr)"
	}
	return strings.Join(lines, " | ")
}

func tail(b []byte, n int) string {
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
