package ahc061

import (
	"encoding/binary"
	"math"
	"math/bits"
)

// chacha20 replicates rand_chacha 0.3.1's ChaCha20Rng as the official
// generator uses it: a key from rand_core 0.6's seed_from_u64 (PCG32
// expansion), a 64-bit block counter from 0, a zero stream, and the output
// read as a stream of u32 words. rand_core's BlockRng reads a u64 as two
// consecutive words, low half first, even across a buffer boundary, so the
// buffer size (rand_chacha keeps four blocks) never shows in the output and
// one block at a time is enough here.
type chacha20 struct {
	key     [8]uint32
	counter uint64
	buf     [16]uint32
	idx     int
}

// newChaCha20 is ChaCha20Rng::seed_from_u64(seed).
func newChaCha20(seed uint64) *chacha20 {
	const mul, inc = 6364136223846793005, 11634580027462260723
	var r chacha20
	var b [4]byte
	state := seed
	for i := range r.key {
		state = state*mul + inc
		x := bits.RotateLeft32(uint32(((state>>18)^state)>>27), -int(state>>59))
		binary.LittleEndian.PutUint32(b[:], x)
		r.key[i] = binary.LittleEndian.Uint32(b[:])
	}
	r.idx = len(r.buf)
	return &r
}

func quarter(a, b, c, d uint32) (uint32, uint32, uint32, uint32) {
	a += b
	d = bits.RotateLeft32(d^a, 16)
	c += d
	b = bits.RotateLeft32(b^c, 12)
	a += b
	d = bits.RotateLeft32(d^a, 8)
	c += d
	b = bits.RotateLeft32(b^c, 7)
	return a, b, c, d
}

// block computes the next 64-byte block into buf.
func (r *chacha20) block() {
	in := [16]uint32{
		0x61707865, 0x3320646e, 0x79622d32, 0x6b206574,
		r.key[0], r.key[1], r.key[2], r.key[3],
		r.key[4], r.key[5], r.key[6], r.key[7],
		uint32(r.counter), uint32(r.counter >> 32), 0, 0,
	}
	x := in
	for i := 0; i < 10; i++ {
		x[0], x[4], x[8], x[12] = quarter(x[0], x[4], x[8], x[12])
		x[1], x[5], x[9], x[13] = quarter(x[1], x[5], x[9], x[13])
		x[2], x[6], x[10], x[14] = quarter(x[2], x[6], x[10], x[14])
		x[3], x[7], x[11], x[15] = quarter(x[3], x[7], x[11], x[15])
		x[0], x[5], x[10], x[15] = quarter(x[0], x[5], x[10], x[15])
		x[1], x[6], x[11], x[12] = quarter(x[1], x[6], x[11], x[12])
		x[2], x[7], x[8], x[13] = quarter(x[2], x[7], x[8], x[13])
		x[3], x[4], x[9], x[14] = quarter(x[3], x[4], x[9], x[14])
	}
	for i := range x {
		r.buf[i] = x[i] + in[i]
	}
	r.counter++
	r.idx = 0
}

func (r *chacha20) u32() uint32 {
	if r.idx == len(r.buf) {
		r.block()
	}
	v := r.buf[r.idx]
	r.idx++
	return v
}

func (r *chacha20) u64() uint64 {
	lo := uint64(r.u32())
	return uint64(r.u32())<<32 | lo
}

// intIncl is rand 0.8.5's gen_range(lo..=hi) for i32
// (UniformInt::sample_single_inclusive with the shifted-range zone).
func (r *chacha20) intIncl(lo, hi int32) int32 {
	rng := uint32(hi - lo + 1)
	zone := (rng << bits.LeadingZeros32(rng)) - 1
	for {
		m := uint64(r.u32()) * uint64(rng)
		if uint32(m) <= zone {
			return lo + int32(m>>32)
		}
	}
}

// usizeIncl is gen_range(lo..=hi) for usize (64-bit words) on a 64-bit
// target.
func (r *chacha20) usizeIncl(lo, hi uint64) uint64 {
	rng := hi - lo + 1
	zone := (rng << bits.LeadingZeros64(rng)) - 1
	for {
		h, l := bits.Mul64(r.u64(), rng)
		if l <= zone {
			return lo + h
		}
	}
}

// float is rand 0.8.5's gen_range(lo..hi) for f64
// (UniformFloat::sample_single): 52 random mantissa bits make a value in
// [1,2); the multiply and the add round separately (Rust does not fuse
// them) and a result that rounds up to hi is redrawn.
func (r *chacha20) float(lo, hi float64) float64 {
	scale := hi - lo
	for {
		v12 := math.Float64frombits(r.u64()>>12 | 0x3FF0000000000000)
		v01 := v12 - 1
		res := float64(v01*scale) + lo
		if res < hi {
			return res
		}
	}
}
