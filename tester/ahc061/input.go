package ahc061

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
)

// The fixed sizes of AHC061.
const (
	N     = 10     // board side
	Cells = N * N  // cells, indexed i*N+j
	T     = 100    // turns
	MaxM  = 8      // players
	Total = 100000 // sum of V = 1000*N*N
)

// AI holds an AI player's internal parameters.
type AI struct {
	WA, WB, WC, WD, Eps float64
}

// Input is a case as the official input file holds it: the part the
// solution reads, then the AIs' parameters and random numbers.
type Input struct {
	M, U int
	V    [Cells]int
	// Start is each player's initial cell (i*N+j).
	Start []int
	// AIs[p-1] are player p's parameters.
	AIs []AI
	// R[p-1] holds player p's 2T random numbers: on turn t (0-based) r1 =
	// R[p-1][2t], r2 = R[p-1][2t+1].
	R [][]float64
}

// GenOptions override the generated M and U when non-zero, like the
// official gen's --M and --U.
type GenOptions struct {
	M, U int
}

// Generate makes seed's case exactly as the official generator does.
func Generate(seed uint64, opt GenOptions) *Input {
	rng := newChaCha20(seed)
	m := int(rng.intIncl(2, 8))
	u := int(rng.intIncl(1, 5))
	k := int(rng.intIncl(0, 2))
	a := rng.float(0, 3)
	if seed == 0 {
		m, u, k, a = 4, 3, 0, 1
	}
	if opt.M != 0 {
		m = opt.M
	}
	if opt.U != 0 {
		u = opt.U
	}
	v := values(rng, k, a)
	sum := 0.0
	for _, x := range v {
		sum += x
	}
	in := &Input{M: m, U: u}
	isum := 0
	for c, x := range v {
		in.V[c] = int(math.Ceil(x * Total / sum))
		isum += in.V[c]
	}
	for isum > Total {
		i := int(rng.intIncl(0, N-1))
		j := int(rng.intIncl(0, N-1))
		if in.V[i*N+j] > 1 {
			in.V[i*N+j]--
			isum--
		}
	}
	var used [Cells]bool
	for p := 0; p < m; p++ {
		for {
			c := int(rng.intIncl(0, N-1))*N + int(rng.intIncl(0, N-1))
			if !used[c] {
				used[c] = true
				in.Start = append(in.Start, c)
				break
			}
		}
	}
	for p := 1; p < m; p++ {
		var ai AI
		ai.WA = rng.float(0.3, 1)
		ai.WB = rng.float(0.3, 1)
		ai.WC = rng.float(0.3, 1)
		ai.WD = rng.float(0.3, 1)
		ai.Eps = rng.float(0.1, 0.5)
		in.AIs = append(in.AIs, ai)
	}
	for p := 1; p < m; p++ {
		r := make([]float64, 2*T)
		for i := range r {
			r[i] = rng.float(0, 1)
		}
		in.R = append(in.R, r)
	}
	return in
}

// values draws the real-valued V before normalisation: a power of a
// uniform per cell, then k bumps.
func values(rng *chacha20, k int, a float64) [Cells]float64 {
	var v [Cells]float64
	for c := range v {
		v[c] = pow(rng.float(0.5, 1), a)
	}
	for ; k > 0; k-- {
		x := float64(rng.intIncl(0, N-1))
		y := float64(rng.intIncl(0, N-1))
		b := rng.float(1, 4)
		mode := rng.intIncl(0, 4)
		r := rng.float(1, 5)
		for c := range v {
			di, dj := float64(c/N)-x, float64(c%N)-y
			d2 := di*di + dj*dj
			l1 := math.Abs(di) + math.Abs(dj)
			switch mode {
			case 0:
				v[c] += b * math.Exp(-d2/(2*r*r))
			case 1:
				v[c] += b / (1 + math.Sqrt(d2)/r)
			case 2:
				if d2 <= r*r {
					v[c] += b / 4
				}
			case 3:
				v[c] += b / (1 + l1/r)
			case 4:
				if l1 <= r {
					v[c] += b / 4
				}
			}
		}
	}
	return v
}

// fmtFloat writes f as Rust's `{}` does for f64: the shortest decimal that
// round-trips, never in exponent form.
func fmtFloat(b []byte, f float64) []byte {
	return strconv.AppendFloat(b, f, 'f', -1, 64)
}

// WriteTo writes the input file in the official layout.
func (in *Input) WriteTo(w io.Writer) (int64, error) {
	b := make([]byte, 0, 16<<10)
	b = fmt.Appendf(b, "%d %d %d %d\n", N, in.M, T, in.U)
	for i := 0; i < N; i++ {
		for j := 0; j < N; j++ {
			if j > 0 {
				b = append(b, ' ')
			}
			b = strconv.AppendInt(b, int64(in.V[i*N+j]), 10)
		}
		b = append(b, '\n')
	}
	for _, c := range in.Start {
		b = fmt.Appendf(b, "%d %d\n", c/N, c%N)
	}
	for _, ai := range in.AIs {
		for k, f := range [...]float64{ai.WA, ai.WB, ai.WC, ai.WD, ai.Eps} {
			if k > 0 {
				b = append(b, ' ')
			}
			b = fmtFloat(b, f)
		}
		b = append(b, '\n')
	}
	for t := 0; t < T; t++ {
		for _, r := range in.R {
			b = fmtFloat(b, r[2*t])
			b = append(b, ' ')
			b = fmtFloat(b, r[2*t+1])
			b = append(b, '\n')
		}
	}
	n, err := w.Write(b)
	return int64(n), err
}

// SolutionInput is the first part of the file, the part the solution
// reads.
func (in *Input) SolutionInput() []byte {
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "%d %d %d %d\n", N, in.M, T, in.U)
	for i := 0; i < N; i++ {
		for j := 0; j < N; j++ {
			if j > 0 {
				buf.WriteByte(' ')
			}
			buf.WriteString(strconv.Itoa(in.V[i*N+j]))
		}
		buf.WriteByte('\n')
	}
	for _, c := range in.Start {
		fmt.Fprintf(&buf, "%d %d\n", c/N, c%N)
	}
	return buf.Bytes()
}

// Parse reads an input file in the official layout.
func Parse(data []byte) (*Input, error) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Split(bufio.ScanWords)
	sc.Buffer(make([]byte, 1024), 1<<20)
	tok := 0
	next := func(what string) (string, error) {
		if !sc.Scan() {
			return "", fmt.Errorf("input: token %d (%s): unexpected end of file", tok+1, what)
		}
		tok++
		return sc.Text(), nil
	}
	readInt := func(what string, lo, hi int) (int, error) {
		s, err := next(what)
		if err != nil {
			return 0, err
		}
		v, err := strconv.Atoi(s)
		if err != nil || v < lo || v > hi {
			return 0, fmt.Errorf("input: token %d (%s): %q is not an integer in [%d, %d]", tok, what, s, lo, hi)
		}
		return v, nil
	}
	readFloat := func(what string) (float64, error) {
		s, err := next(what)
		if err != nil {
			return 0, err
		}
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			return 0, fmt.Errorf("input: token %d (%s): %q is not a number", tok, what, s)
		}
		return v, nil
	}
	in := &Input{}
	if _, err := readInt("N", N, N); err != nil {
		return nil, err
	}
	var err error
	if in.M, err = readInt("M", 2, MaxM); err != nil {
		return nil, err
	}
	if _, err := readInt("T", T, T); err != nil {
		return nil, err
	}
	if in.U, err = readInt("U", 1, 100); err != nil { // levels are int8
		return nil, err
	}
	for c := range in.V {
		if in.V[c], err = readInt("V", 1, 1<<30); err != nil {
			return nil, err
		}
	}
	used := map[int]bool{}
	for p := 0; p < in.M; p++ {
		x, err := readInt("sx", 0, N-1)
		if err != nil {
			return nil, err
		}
		y, err := readInt("sy", 0, N-1)
		if err != nil {
			return nil, err
		}
		if used[x*N+y] {
			return nil, fmt.Errorf("input: player %d starts on (%d, %d), another player's start", p, x, y)
		}
		used[x*N+y] = true
		in.Start = append(in.Start, x*N+y)
	}
	for p := 1; p < in.M; p++ {
		var f [5]float64
		for k, name := range [...]string{"wa", "wb", "wc", "wd", "eps"} {
			if f[k], err = readFloat(name); err != nil {
				return nil, err
			}
		}
		in.AIs = append(in.AIs, AI{f[0], f[1], f[2], f[3], f[4]})
		in.R = append(in.R, make([]float64, 2*T))
	}
	for t := 0; t < T; t++ {
		for p := range in.R {
			for k := 0; k < 2; k++ {
				if in.R[p][2*t+k], err = readFloat("r"); err != nil {
					return nil, err
				}
			}
		}
	}
	return in, nil
}
