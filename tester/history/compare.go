package history

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"
)

// Delta is how a head record compares with a base record.
type Delta struct {
	Base, Head Record
	// MeanDelta is head's mean minus base's (a positive delta is better
	// only when maximizing).
	MeanDelta float64
	// Common is the number of seeds both played; of those, head won
	// (scored better), lost or tied on Won, Lost and Same. A seed that
	// failed in head but not in base is lost, and the reverse won.
	Common, Won, Lost, Same int
	// NewFailures counts seeds that failed in head and not in base.
	NewFailures int
	// Regression is set when the mean got worse by more than the
	// tolerance, or a seed newly failed.
	Regression bool
}

// Compare compares head with base seed by seed. tolerance is the relative
// worsening of the mean (0.01: 1% of |base mean|) still not taken as a
// regression; solutions that search against the clock score a little
// differently on every run.
func Compare(base, head Record, tolerance float64) Delta {
	d := Delta{Base: base, Head: head, MeanDelta: head.Mean - base.Mean}
	bySeed := make(map[uint64]Seed, len(base.Seeds))
	for _, s := range base.Seeds {
		bySeed[s.Seed] = s
	}
	for _, h := range head.Seeds {
		b, ok := bySeed[h.Seed]
		if !ok {
			continue
		}
		d.Common++
		switch {
		case h.Failed() && b.Failed(), !h.Failed() && !b.Failed() && h.Score == b.Score:
			d.Same++
		case h.Failed():
			d.Lost++
			d.NewFailures++
		case b.Failed():
			d.Won++
		case better(h.Score, b.Score, head.Maximize):
			d.Won++
		default:
			d.Lost++
		}
	}
	worse := d.MeanDelta
	if head.Maximize {
		worse = -worse
	}
	d.Regression = d.NewFailures > 0 || worse > tolerance*math.Abs(base.Mean)
	return d
}

// Improved reports whether head's mean is better than base's.
func (d Delta) Improved() bool {
	if d.Head.Maximize {
		return d.MeanDelta > 0
	}
	return d.MeanDelta < 0
}

func better(a, b float64, maximize bool) bool {
	if maximize {
		return a > b
	}
	return a < b
}

// formatScore prints a score with as many digits as it needs, at most 6
// significant ones after the point: AHC means are in the millions, match
// results between 0 and 1.
func formatScore(v float64) string {
	switch {
	case v == math.Trunc(v) && math.Abs(v) < 1e15:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case math.Abs(v) >= 1000:
		return strconv.FormatFloat(v, 'f', 1, 64)
	default:
		return strconv.FormatFloat(v, 'g', 6, 64)
	}
}

func formatDelta(v float64) string {
	if v >= 0 {
		return "+" + formatScore(v)
	}
	return formatScore(v)
}

func formatBytes(n int) string {
	if n == 0 {
		return "-"
	}
	return strconv.Itoa(n)
}

// WriteTable prints one line per record: commit, date, mean and its change
// from the previous record, failures, time, bundle size and Go version.
func WriteTable(w io.Writer, recs []Record) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "commit\tdate\tmean\tΔ prev\tfailed\tcases\ttime s\tbundle B\tgo\t")
	for i, r := range recs {
		delta := ""
		if i > 0 {
			delta = formatDelta(r.Mean - recs[i-1].Mean)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d\t%.1f\t%s\t%s\t\n",
			r.ShortCommit(), r.Date.UTC().Format("2006-01-02 15:04"), formatScore(r.Mean), delta,
			r.Failed, r.Cases, float64(r.TimeMS)/1000, formatBytes(r.BundleBytes), r.Go)
	}
	return tw.Flush()
}

// WriteMarkdown writes a problem's section of a job summary: the head
// record, its comparison with base when there is one (nil: none), and the
// last few records of the history (oldest first).
func WriteMarkdown(w io.Writer, head Record, base *Record, recent []Record, tolerance float64) error {
	var b strings.Builder
	dir := "higher is better"
	if !head.Maximize {
		dir = "lower is better"
	}
	fmt.Fprintf(&b, "### %s\n\n", head.Problem)
	fmt.Fprintf(&b, "`%s` scored **%s** mean (%s) on %d seeds (%s), %d failed; total %s; %.1f s of solution time, slowest case %d ms",
		head.ShortCommit(), formatScore(head.Mean), dir, head.Cases, head.SeedSet, head.Failed,
		formatScore(head.Total), float64(head.TimeMS)/1000, head.MaxTimeMS)
	if head.BundleBytes > 0 {
		fmt.Fprintf(&b, "; bundle %d bytes", head.BundleBytes)
	}
	fmt.Fprintf(&b, "; %s, %s judge.\n\n", head.Go, head.Judge)
	if base != nil {
		d := Compare(*base, head, tolerance)
		mark := "✅ no regression"
		switch {
		case d.Regression && d.NewFailures > 0:
			mark = fmt.Sprintf("❌ **REGRESSION**: %d seed(s) newly fail", d.NewFailures)
		case d.Regression:
			mark = "❌ **REGRESSION**: the mean got worse"
		case d.Improved():
			mark = "🟢 improved"
		}
		where := base.Branch
		if where == "" {
			where = "history"
		}
		fmt.Fprintf(&b, "| vs `%s` (%s) | mean | Δ mean | won | lost | same |\n|---|---:|---:|---:|---:|---:|\n", base.ShortCommit(), where)
		fmt.Fprintf(&b, "| %s | %s → %s | %s | %d | %d | %d |\n\n", mark, formatScore(base.Mean), formatScore(head.Mean),
			formatDelta(d.MeanDelta), d.Won, d.Lost, d.Same)
	} else {
		b.WriteString("No earlier record to compare with.\n\n")
	}
	if len(head.Seeds) > 0 && head.Failed > 0 {
		b.WriteString("Failed seeds:\n\n")
		n := 0
		for _, s := range head.Seeds {
			if s.Failed() {
				if n++; n > 10 {
					fmt.Fprintf(&b, "- … and %d more\n", head.Failed-10)
					break
				}
				fmt.Fprintf(&b, "- seed %d: %s\n", s.Seed, oneLine(s.Error))
			}
		}
		b.WriteString("\n")
	}
	if len(recent) > 0 {
		b.WriteString("| commit | date | mean | Δ prev | failed | time s | bundle B | go |\n|---|---|---:|---:|---:|---:|---:|---|\n")
		for i, r := range recent {
			delta := ""
			if i > 0 {
				delta = formatDelta(r.Mean - recent[i-1].Mean)
			}
			fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %d | %.1f | %s | %s |\n", r.ShortCommit(),
				r.Date.UTC().Format("2006-01-02 15:04"), formatScore(r.Mean), delta, r.Failed,
				float64(r.TimeMS)/1000, formatBytes(r.BundleBytes), r.Go)
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func oneLine(s string) string {
	s = strings.ReplaceAll(strings.TrimSpace(s), "\n", " ")
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return strings.ReplaceAll(s, "|", "\\|")
}

// WriteIndex writes the README of a history work tree: for each problem
// (in the order given), its chart (charts/PROBLEM.png, relative to the
// README) and its last records, newest first, so that the history branch
// reads at a glance on the forge's web page.
func WriteIndex(w io.Writer, problems []string, histories map[string][]Record, last int) error {
	var b strings.Builder
	b.WriteString("# Score history\n\nOne record per (commit, problem), written by the score workflow " +
		"(scripts/ci-score); `tester history PROBLEM` prints and charts them.\n\n")
	for _, p := range problems {
		recs := histories[p]
		if len(recs) == 0 {
			continue
		}
		fmt.Fprintf(&b, "## %s\n\n![%s score per commit](charts/%s.png)\n\n", p, p, p)
		b.WriteString("| commit | branch | date | mean | failed | bundle B | subject |\n|---|---|---|---:|---:|---:|---|\n")
		for i, n := len(recs)-1, 0; i >= 0 && (last <= 0 || n < last); i, n = i-1, n+1 {
			r := recs[i]
			fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %d | %s | %s |\n", r.ShortCommit(), r.Branch,
				r.Date.UTC().Format("2006-01-02 15:04"), formatScore(r.Mean), r.Failed, formatBytes(r.BundleBytes), oneLine(r.Subject))
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
