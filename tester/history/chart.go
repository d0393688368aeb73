package history

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Chart draws the score per commit of a problem's history, oldest commit
// on the left: the mean as a line with a point per commit, the spread of
// the per-seed scores (from the lower to the upper quartile) as a band
// behind it, and a red cross on commits where some seed failed. The x
// axis is labelled with short commit hashes (thinned out on long
// histories).
func Chart(recs []Record) (*plot.Plot, error) {
	if len(recs) == 0 {
		return nil, errors.New("history: no records to chart")
	}
	p := plot.New()
	dir := "higher is better"
	if !recs[0].Maximize {
		dir = "lower is better"
	}
	p.Title.Text = fmt.Sprintf("%s: score per commit (%s)", recs[0].Problem, dir)
	p.X.Label.Text = "commit"
	p.Y.Label.Text = "score"
	p.Add(plotter.NewGrid())

	mean := make(plotter.XYs, len(recs))
	var band plotter.XYs
	var lower plotter.XYs
	var failed plotter.XYs
	for i, r := range recs {
		x := float64(i)
		mean[i] = plotter.XY{X: x, Y: r.Mean}
		if q1, q3, ok := quartiles(r); ok {
			band = append(band, plotter.XY{X: x, Y: q3})
			lower = append(lower, plotter.XY{X: x, Y: q1})
		}
		if r.Failed > 0 {
			failed = append(failed, plotter.XY{X: x, Y: r.Mean})
		}
	}
	if len(band) > 1 {
		for i := len(lower) - 1; i >= 0; i-- {
			band = append(band, lower[i])
		}
		poly, err := plotter.NewPolygon(band)
		if err != nil {
			return nil, err
		}
		poly.Color = color.RGBA{R: 0x9e, G: 0xc5, B: 0xfe, A: 0xff}
		poly.LineStyle.Width = 0
		p.Add(poly)
		p.Legend.Add("seeds: 25-75th percentile", poly)
	}
	line, points, err := plotter.NewLinePoints(mean)
	if err != nil {
		return nil, err
	}
	blue := color.RGBA{R: 0x0d, G: 0x47, B: 0xa1, A: 0xff}
	line.Color = blue
	line.Width = vg.Points(1.5)
	points.Color = blue
	points.Shape = draw.CircleGlyph{}
	points.Radius = vg.Points(2.5)
	p.Add(line, points)
	p.Legend.Add("mean", line, points)
	if len(failed) > 0 {
		sc, err := plotter.NewScatter(failed)
		if err != nil {
			return nil, err
		}
		sc.Color = color.RGBA{R: 0xd3, G: 0x2f, B: 0x2f, A: 0xff}
		sc.Shape = draw.CircleGlyph{}
		sc.Radius = vg.Points(4.5)
		p.Add(sc)
		p.Legend.Add("some seed failed", sc)
	}
	p.Legend.Top = true
	p.Legend.Left = true
	p.Legend.Padding = vg.Points(2)
	p.Title.Padding = vg.Points(6)
	// Room above the data for the legend, so it never hides a point.
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, pt := range append(append(plotter.XYs{}, mean...), band...) {
		lo, hi = math.Min(lo, pt.Y), math.Max(hi, pt.Y)
	}
	span := hi - lo
	if span == 0 {
		span = math.Max(math.Abs(hi), 1)
	}
	p.Y.Min, p.Y.Max = lo-0.05*span, hi+0.3*span

	p.X.Min, p.X.Max = -0.5, float64(len(recs))-0.5
	p.X.Tick.Marker = commitTicks(recs)
	p.X.Tick.Label.Rotation = math.Pi / 4
	p.X.Tick.Label.XAlign = draw.XRight
	p.X.Tick.Label.YAlign = draw.YCenter
	p.Y.Tick.Marker = plot.TickerFunc(scoreTicks)
	return p, nil
}

// maxTickLabels is the most commit labels the x axis shows.
const maxTickLabels = 16

// commitTicks labels every commit, or every k-th one (always the last)
// when there are too many to read.
func commitTicks(recs []Record) plot.ConstantTicks {
	step := (len(recs) + maxTickLabels - 1) / maxTickLabels
	var ticks plot.ConstantTicks
	for i, r := range recs {
		label := ""
		if (len(recs)-1-i)%step == 0 {
			label = r.ShortCommit()
		}
		ticks = append(ticks, plot.Tick{Value: float64(i), Label: label})
	}
	return ticks
}

// scoreTicks are gonum's default ticks with labels in plain notation:
// AHC means are millions, which %g would print as 1.2e+06.
func scoreTicks(min, max float64) []plot.Tick {
	ticks := plot.DefaultTicks{}.Ticks(min, max)
	for i := range ticks {
		if ticks[i].Label != "" {
			ticks[i].Label = formatScore(ticks[i].Value)
		}
	}
	return ticks
}

// quartiles returns the lower and upper quartile of a record's per-seed
// scores (failures count as their score, like the mean).
func quartiles(r Record) (q1, q3 float64, ok bool) {
	if len(r.Seeds) < 2 {
		return 0, 0, false
	}
	s := make([]float64, len(r.Seeds))
	for i, x := range r.Seeds {
		s[i] = x.Score
	}
	sort.Float64s(s)
	at := func(q float64) float64 {
		pos := q * float64(len(s)-1)
		lo := int(math.Floor(pos))
		hi := int(math.Ceil(pos))
		return s[lo] + (s[hi]-s[lo])*(pos-float64(lo))
	}
	return at(0.25), at(0.75), true
}

// The size charts are written at (the PNG is 96 dpi: 768x384 pixels).
const (
	chartW = 8 * vg.Inch
	chartH = 4 * vg.Inch
)

// WriteChart writes the chart of recs to w as format "svg" or "png".
func WriteChart(w io.Writer, recs []Record, format string) error {
	p, err := Chart(recs)
	if err != nil {
		return err
	}
	format = strings.ToLower(format)
	if format != "svg" && format != "png" {
		return fmt.Errorf("history: chart format %q: want svg or png", format)
	}
	wt, err := p.WriterTo(chartW, chartH, format)
	if err != nil {
		return err
	}
	_, err = wt.WriteTo(w)
	return err
}

// SaveChart writes the chart of recs to path, in the format its extension
// (.svg or .png) names, creating the directory.
func SaveChart(path string, recs []Record) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	err = WriteChart(f, recs, strings.TrimPrefix(filepath.Ext(path), "."))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}
