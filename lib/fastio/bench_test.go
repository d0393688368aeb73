package fastio

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"strconv"
	"testing"
)

// benchInput is 100,000 integers up to 1e9 in absolute value, one per
// line or space separated, like a large CodeChef input.
func benchInput() []byte {
	rnd := rand.New(rand.NewSource(1))
	var b bytes.Buffer
	for i := 0; i < 100000; i++ {
		b.WriteString(strconv.Itoa(rnd.Intn(2000000001) - 1000000000))
		if i%10 == 9 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
	}
	return b.Bytes()
}

const benchN = 100000

var benchSum int

func BenchmarkReadIntsFastio(b *testing.B) {
	in := benchInput()
	b.SetBytes(int64(len(in)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := NewReader(bytes.NewReader(in))
		s := 0
		for j := 0; j < benchN; j++ {
			s += r.Int()
		}
		if r.Err() != nil {
			b.Fatal(r.Err())
		}
		benchSum = s
	}
}

func BenchmarkReadIntsFmtFscan(b *testing.B) {
	in := benchInput()
	b.SetBytes(int64(len(in)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := bufio.NewReader(bytes.NewReader(in))
		s := 0
		for j := 0; j < benchN; j++ {
			var v int
			if _, err := fmt.Fscan(r, &v); err != nil {
				b.Fatal(err)
			}
			s += v
		}
		benchSum = s
	}
}

func BenchmarkReadIntsBufioScanner(b *testing.B) {
	in := benchInput()
	b.SetBytes(int64(len(in)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sc := bufio.NewScanner(bytes.NewReader(in))
		sc.Split(bufio.ScanWords)
		s := 0
		for j := 0; j < benchN && sc.Scan(); j++ {
			v, err := strconv.Atoi(sc.Text())
			if err != nil {
				b.Fatal(err)
			}
			s += v
		}
		benchSum = s
	}
}

func BenchmarkWriteIntsFastio(b *testing.B) {
	for i := 0; i < b.N; i++ {
		w := NewWriter(io.Discard)
		for j := 0; j < benchN; j++ {
			w.Int(j * 7919)
			w.Newline()
		}
		w.Flush()
	}
}

func BenchmarkWriteIntsFmtFprintln(b *testing.B) {
	for i := 0; i < b.N; i++ {
		w := bufio.NewWriter(io.Discard)
		for j := 0; j < benchN; j++ {
			fmt.Fprintln(w, j*7919)
		}
		w.Flush()
	}
}
