package runner

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/gamews/gamews/tester/judge"
)

// Summary is what a run says about the solution: totals, failures, and how
// each case compares with the best score so far and with the previous run.
type Summary struct {
	Info     judge.Info
	Meta     Meta
	Finished int
	Failed   int
	// Mean is the mean score over finished cases (failures count as their
	// score, usually 0, as on the real judge).
	Mean float64
	// Total is the sum of scores, or for Aggregate "signed-sqrt-sum" the
	// sum of sign(s)*sqrt(|s|).
	Total float64
	// Relative is the mean pahcer-style relative score (score/best*100 when
	// maximizing, best/score*100 when minimizing, best including this run),
	// when Info.Relative.
	Relative    float64
	HasRelative bool
	MaxTimeMS   int64
	Failures    []Record
	// Cases are the finished cases in seed-list order.
	Cases []CaseSummary
	// VsBest compares with the best scores before this run; VsLast with
	// the previous run (LastID names it).
	VsBest, VsLast Compare
	LastID         string
	// NewBest counts seeds this run improved.
	NewBest int
	Params  []ParamMean
}

// CaseSummary is one case against its references.
type CaseSummary struct {
	Record
	Best, Last       float64
	HasBest, HasLast bool
	// Relative is the case's relative score (see Summary.Relative).
	Relative float64
}

// Compare counts how a run's cases moved against a reference.
type Compare struct {
	// N is the number of seeds both have (successful in the reference).
	N                   int
	Better, Worse, Same int
	// MeanDelta is the mean of (score - reference) over those seeds.
	MeanDelta float64
}

// ParamMean is the mean score of the cases with one parameter value.
type ParamMean struct {
	Name, Value string
	N           int
	Mean        float64
}

// Summarize compares run with best (the best scores before the run) and
// prev (the previous run, or nil).
func Summarize(info judge.Info, run *Run, best *Best, prev *Run) *Summary {
	s := &Summary{Info: info, Meta: run.Meta, Finished: len(run.Records)}
	if prev != nil {
		s.LastID = prev.Meta.ID
	}
	last := map[uint64]Record{}
	if prev != nil {
		for _, r := range prev.Records {
			last[r.Seed] = r
		}
	}
	type pkey struct{ name, value string }
	psum := map[pkey]*ParamMean{}
	var sum, rel float64
	for _, r := range run.Records {
		sum += r.Score
		if info.Aggregate == "signed-sqrt-sum" {
			s.Total += math.Copysign(math.Sqrt(math.Abs(r.Score)), r.Score)
		} else {
			s.Total += r.Score
		}
		if r.TimeMS > s.MaxTimeMS {
			s.MaxTimeMS = r.TimeMS
		}
		if r.Failed() {
			s.Failed++
			s.Failures = append(s.Failures, r)
		}
		c := CaseSummary{Record: r}
		if b, ok := best.Get(r.Seed); ok {
			c.Best, c.HasBest = b.Score, true
			if !r.Failed() {
				s.VsBest.add(r.Score, b.Score, info.Maximize)
			}
		}
		if l, ok := last[r.Seed]; ok && !l.Failed() {
			c.Last, c.HasLast = l.Score, true
			if !r.Failed() {
				s.VsLast.add(r.Score, l.Score, info.Maximize)
			}
		}
		if !r.Failed() && (!c.HasBest || better(r.Score, c.Best, info.Maximize)) {
			s.NewBest++
		}
		bestNow := r.Score
		if c.HasBest && (r.Failed() || better(c.Best, r.Score, info.Maximize)) {
			bestNow = c.Best
		}
		if !r.Failed() {
			c.Relative = relative(r.Score, bestNow, info.Maximize)
		}
		rel += c.Relative
		s.Cases = append(s.Cases, c)
		for name, value := range r.Params {
			k := pkey{name, value}
			pm := psum[k]
			if pm == nil {
				pm = &ParamMean{Name: name, Value: value}
				psum[k] = pm
			}
			pm.N++
			pm.Mean += r.Score
		}
	}
	if s.Finished > 0 {
		s.Mean = sum / float64(s.Finished)
		if info.Relative {
			s.Relative, s.HasRelative = rel/float64(s.Finished), true
		}
	}
	s.VsBest.finish()
	s.VsLast.finish()
	for _, pm := range psum {
		pm.Mean /= float64(pm.N)
		s.Params = append(s.Params, *pm)
	}
	sort.Slice(s.Params, func(i, j int) bool {
		a, b := s.Params[i], s.Params[j]
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		return valueLess(a.Value, b.Value)
	})
	return s
}

// valueLess orders parameter values numerically when both are numbers.
func valueLess(a, b string) bool {
	x, err1 := strconv.ParseFloat(a, 64)
	y, err2 := strconv.ParseFloat(b, 64)
	if err1 == nil && err2 == nil {
		return x < y
	}
	return a < b
}

// relative is pahcer's relative score: 100 means as good as the best.
func relative(score, best float64, maximize bool) float64 {
	switch {
	case score == best:
		return 100
	case maximize && best > 0:
		return math.Max(score, 0) / best * 100
	case !maximize && score > 0:
		return best / score * 100
	}
	return 0
}

func (c *Compare) add(score, ref float64, maximize bool) {
	c.N++
	c.MeanDelta += score - ref
	switch {
	case score == ref:
		c.Same++
	case better(score, ref, maximize):
		c.Better++
	default:
		c.Worse++
	}
}

func (c *Compare) finish() {
	if c.N > 0 {
		c.MeanDelta /= float64(c.N)
	}
}

// FormatOptions tune Summary.Format.
type FormatOptions struct {
	// AllCases lists every case (watch mode's quick seeds), not only the
	// worst ones.
	AllCases bool
	// Worst is how many worst seeds to list (0: 5).
	Worst int
}

// Format writes the summary for a person.
func (s *Summary) Format(w io.Writer, o FormatOptions) {
	m := s.Meta
	status := ""
	if !m.Complete {
		status = fmt.Sprintf(" INCOMPLETE (%d of %d cases finished)", s.Finished, m.Cases)
	}
	shard := ""
	if m.Shard != "" {
		shard = " shard " + m.Shard
	}
	fmt.Fprintf(w, "%s run %s%s: %d cases, %d failed, %s with -j %d, max case time %d ms%s\n",
		s.Info.Name, m.ID, shard, s.Finished, s.Failed, fmtDur(m.Duration), m.Jobs, s.MaxTimeMS, status)
	if s.Finished == 0 {
		return
	}
	agg := "total"
	if s.Info.Aggregate == "signed-sqrt-sum" {
		agg = "signed-sqrt-sum"
	}
	fmt.Fprintf(w, "score: mean %s, %s %s", num(s.Mean), agg, num(s.Total))
	if s.HasRelative {
		fmt.Fprintf(w, ", relative %.3f", s.Relative)
	}
	fmt.Fprintln(w)
	if s.VsBest.N > 0 || s.NewBest > 0 {
		fmt.Fprintf(w, "vs best: %s; %d new bests\n", s.VsBest.String(), s.NewBest)
	}
	if s.LastID != "" {
		fmt.Fprintf(w, "vs last (%s): %s\n", s.LastID, s.VsLast.String())
	}
	if len(s.Failures) > 0 {
		fmt.Fprintf(w, "failures:\n")
		for _, r := range s.Failures {
			fmt.Fprintf(w, "  seed %d: %s\n", r.Seed, oneLine(r.Error))
		}
	}
	rows := s.Cases
	title := "cases"
	if !o.AllCases {
		n := o.Worst
		if n <= 0 {
			n = 5
		}
		rows = s.worst(n)
		title = "worst seeds (against the best)"
	}
	if len(rows) > 0 {
		rel := func(c CaseSummary) string {
			if !s.HasRelative {
				return ""
			}
			return fmt.Sprintf(" %8.2f", c.Relative)
		}
		relHead := ""
		if s.HasRelative {
			relHead = fmt.Sprintf(" %8s", "rel")
		}
		fmt.Fprintf(w, "%s:\n  %6s %14s %14s %12s %12s%s %7s\n", title, "seed", "score", "best", "Δbest", "Δlast", relHead, "ms")
		for _, c := range rows {
			score := num(c.Score)
			if c.Failed() {
				score = "FAIL"
			}
			fmt.Fprintf(w, "  %6d %14s %14s %12s %12s%s %7d\n", c.Seed, score,
				opt(c.Best, c.HasBest, false), opt(c.Score-c.Best, c.HasBest && !c.Failed(), true),
				opt(c.Score-c.Last, c.HasLast && !c.Failed(), true), rel(c), c.TimeMS)
		}
	}
	if len(s.Params) > 0 {
		fmt.Fprintf(w, "mean per parameter:\n")
		prev := ""
		for _, p := range s.Params {
			if p.Name != prev {
				if prev != "" {
					fmt.Fprintln(w)
				}
				fmt.Fprintf(w, "  %s:", p.Name)
				prev = p.Name
			}
			fmt.Fprintf(w, "  %s=%s (%d)", p.Value, num(p.Mean), p.N)
		}
		fmt.Fprintln(w)
	}
}

// worst returns the n cases furthest below their best (failures first):
// by relative score when the problem has them, else by the loss against
// the best score.
func (s *Summary) worst(n int) []CaseSummary {
	rows := append([]CaseSummary(nil), s.Cases...)
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if a.Failed() != b.Failed() {
			return a.Failed()
		}
		if s.HasRelative && a.Relative != b.Relative {
			return a.Relative < b.Relative
		}
		if !s.HasRelative && a.HasBest && b.HasBest {
			// Without relative scores, the largest loss against the best.
			da, db := a.Score-a.Best, b.Score-b.Best
			if !s.Info.Maximize {
				da, db = -da, -db
			}
			if da != db {
				return da < db
			}
		}
		return better(b.Score, a.Score, s.Info.Maximize)
	})
	if len(rows) > n {
		rows = rows[:n]
	}
	return rows
}

func (c Compare) String() string {
	if c.N == 0 {
		return "no common seeds"
	}
	return fmt.Sprintf("mean Δ %s over %d seeds; %d better, %d worse, %d equal", signed(c.MeanDelta), c.N, c.Better, c.Worse, c.Same)
}

func num(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', 3, 64)
}

func signed(v float64) string {
	if v > 0 {
		return "+" + num(v)
	}
	return num(v)
}

func opt(v float64, ok, sign bool) string {
	if !ok {
		return "-"
	}
	if sign {
		return signed(v)
	}
	return num(v)
}

func fmtDur(sec float64) string {
	return (time.Duration(sec * float64(time.Second))).Round(time.Millisecond).String()
}

func oneLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i] + " ..."
	}
	return s
}

// progress draws "[n/total] mean ... failed ... ETA ..." in place.
type progress struct {
	w        io.Writer
	total, n int
	failed   int
	sum      float64
	start    time.Time
	last     time.Time
}

func newProgress(w io.Writer, total int, info judge.Info) *progress {
	return &progress{w: w, total: total, start: time.Now()}
}

func (p *progress) add(r Record) {
	p.n++
	p.sum += r.Score
	if r.Failed() {
		p.failed++
	}
	if p.w == nil {
		return
	}
	now := time.Now()
	if p.n < p.total && now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	el := now.Sub(p.start)
	eta := time.Duration(float64(el) / float64(p.n) * float64(p.total-p.n)).Round(time.Second)
	fmt.Fprintf(p.w, "\r\x1b[K[%d/%d] mean %s  failed %d  elapsed %s  ETA %s",
		p.n, p.total, num(p.sum/float64(p.n)), p.failed, el.Round(time.Second), eta)
}

func (p *progress) done() {
	if p.w != nil && p.n > 0 {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}
