package history

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestChart draws the fixture's chart as SVG and PNG files: both must be
// real pictures of the history (the PNG decodes at the chart's size and
// is not one flat colour; the SVG names the problem and the commits).
func TestChart(t *testing.T) {
	recs := fixture(t)
	dir := t.TempDir()
	if out := os.Getenv("HISTORY_CHART_DIR"); out != "" {
		// Keep the pictures to look at them.
		dir = out
	}
	svgPath, pngPath := filepath.Join(dir, "ahc061.svg"), filepath.Join(dir, "ahc061.png")
	for _, p := range []string{svgPath, pngPath} {
		if err := SaveChart(p, recs); err != nil {
			t.Fatal(err)
		}
	}
	svg, err := os.ReadFile(svgPath)
	if err != nil {
		t.Fatal(err)
	}
	if len(svg) < 10_000 || !bytes.HasPrefix(bytes.TrimSpace(svg), []byte("<?xml")) || !bytes.Contains(svg, []byte("<svg")) {
		t.Errorf("SVG: %d bytes, starts %q", len(svg), svg[:min(len(svg), 60)])
	}
	// Text is drawn as glyph paths, so look for the title's and a label's
	// presence through the plot's own text elements where the backend
	// keeps them.
	for _, want := range []string{"ahc061: score per commit", recs[len(recs)-1].ShortCommit()} {
		if !strings.Contains(string(svg), want) {
			t.Errorf("SVG lacks %q", want)
		}
	}
	data, err := os.ReadFile(pngPath)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 768 || b.Dy() != 384 {
		t.Errorf("PNG is %dx%d, want 768x384", b.Dx(), b.Dy())
	}
	colors := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, a := img.At(x, y).RGBA()
			colors[[4]uint32{r >> 8, g >> 8, bl >> 8, a >> 8}] = true
		}
	}
	if len(colors) < 8 || len(data) < 10_000 {
		t.Errorf("PNG: %d bytes, %d colours: not a chart", len(data), len(colors))
	}
}

func TestChartErrors(t *testing.T) {
	if err := WriteChart(&bytes.Buffer{}, nil, "svg"); err == nil {
		t.Error("chart of an empty history")
	}
	if err := WriteChart(&bytes.Buffer{}, fixture(t), "gif"); err == nil {
		t.Error("chart as gif")
	}
	// One record draws (a point, no band line).
	var buf bytes.Buffer
	if err := WriteChart(&buf, fixture(t)[:1], "png"); err != nil || buf.Len() == 0 {
		t.Errorf("one-record chart: %d bytes, %v", buf.Len(), err)
	}
}

func TestCommitTicks(t *testing.T) {
	recs := make([]Record, 40)
	for i := range recs {
		recs[i].Commit = strings.Repeat(string(rune('a'+i%26)), 8)
	}
	labels := 0
	ticks := commitTicks(recs)
	for _, tk := range ticks {
		if tk.Label != "" {
			labels++
		}
	}
	if len(ticks) != 40 || labels > maxTickLabels || ticks[39].Label == "" {
		t.Errorf("%d ticks, %d labelled, last %q", len(ticks), labels, ticks[39].Label)
	}
}
