// Package rng is a fast, deterministic pseudo-random number generator for
// search and simulation: the same seed gives the same sequence on every
// platform and Go version (unlike math/rand's top-level functions), which
// is what makes a heuristic solution's score reproducible per seed.
//
// The core is xoshiro256** (Blackman and Vigna), seeded by expanding one
// 64-bit seed with splitmix64, so nearby seeds give unrelated streams.
// Bounded integers use Lemire's multiply-and-reject method: exact
// uniformity and usually a single multiplication, no division.
//
// A Rand is a small value (32 bytes) with no locking; give each goroutine
// its own. Use it as a value field or local and call methods on its
// address:
//
//	r := rng.New(42)
//	i := r.Intn(10)
//
// The package uses only go1.20 language features and standard library API.
package rng

import "math/bits"

// Rand is a xoshiro256** generator. The zero value is invalid (it yields
// only zeros); create one with New or call Seed.
type Rand struct {
	s [4]uint64
}

// New returns a generator seeded with seed.
func New(seed uint64) *Rand {
	r := new(Rand)
	r.Seed(seed)
	return r
}

// Seed resets r to the stream determined by seed. Every seed, including
// 0, gives a valid stream.
func (r *Rand) Seed(seed uint64) {
	x := seed
	for i := range r.s {
		r.s[i] = SplitMix64(&x)
	}
}

// SplitMix64 advances *state by the golden-ratio increment and returns the
// mixed value: the splitmix64 generator. It is handy on its own for
// Zobrist tables and seeding.
func SplitMix64(state *uint64) uint64 {
	*state += 0x9e3779b97f4a7c15
	return Mix64(*state)
}

// Mix64 is splitmix64's finaliser: a bijective 64-bit hash with good
// avalanche, useful to hash keys or derive seeds (Mix64(seed ^ k)).
func Mix64(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Uint64 returns a uniformly distributed 64-bit value.
func (r *Rand) Uint64() uint64 {
	s0, s1, s2, s3 := r.s[0], r.s[1], r.s[2]^r.s[0], r.s[3]^r.s[1]
	r.s = [4]uint64{s0 ^ s3, s1 ^ s2, s2 ^ s1<<17, bits.RotateLeft64(s3, 45)}
	return bits.RotateLeft64(s1*5, 7) * 9
}

// Uint32 returns a uniformly distributed 32-bit value.
func (r *Rand) Uint32() uint32 { return uint32(r.Uint64() >> 32) }

// Int63 returns a uniformly distributed non-negative int64.
func (r *Rand) Int63() int64 { return int64(r.Uint64() >> 1) }

// Uint64n returns a uniform value in [0, n). It panics if n == 0.
func (r *Rand) Uint64n(n uint64) uint64 {
	hi, lo := bits.Mul64(r.Uint64(), n)
	if lo <= n-1 { // lo < n, or n == 0: rare, handled out of line
		hi = r.uint64nSlow(n, hi, lo)
	}
	return hi
}

// uint64nSlow finishes Lemire's method when the first product's low word
// fell below n: products whose low word is below 2^64 mod n would
// over-represent small results and are rejected.
func (r *Rand) uint64nSlow(n, hi, lo uint64) uint64 {
	if n == 0 {
		panic("rng: Uint64n(0)")
	}
	thresh := -n % n
	for lo < thresh {
		hi, lo = bits.Mul64(r.Uint64(), n)
	}
	return hi
}

// Intn returns a uniform int in [0, n). It panics if n <= 0.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("rng: Intn of non-positive n")
	}
	return int(r.Uint64n(uint64(n)))
}

// Int63n returns a uniform int64 in [0, n). It panics if n <= 0.
func (r *Rand) Int63n(n int64) int64 {
	if n <= 0 {
		panic("rng: Int63n of non-positive n")
	}
	return int64(r.Uint64n(uint64(n)))
}

// Range returns a uniform int in [lo, hi]. It panics if lo > hi.
func (r *Rand) Range(lo, hi int) int {
	if lo > hi {
		panic("rng: Range with lo > hi")
	}
	span := uint64(hi-lo) + 1 // wraps to 0 for the full int range
	if span == 0 {
		return int(r.Uint64())
	}
	return lo + int(r.Uint64n(span))
}

// Float64 returns a uniform float64 in [0, 1) with 53 random bits.
func (r *Rand) Float64() float64 {
	return float64(r.Uint64()>>11) * (1.0 / (1 << 53))
}

// Bool returns true or false with equal probability.
func (r *Rand) Bool() bool { return r.Uint64()>>63 != 0 }

// Chance returns true with probability p (p <= 0: never, p >= 1: always).
// It is the acceptance test of simulated annealing: r.Chance(math.Exp(d/T)).
func (r *Rand) Chance(p float64) bool { return r.Float64() < p }

// Shuffle permutes n elements uniformly (Fisher-Yates), calling swap(i, j)
// to exchange elements i and j. It panics if n < 0.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	if n < 0 {
		panic("rng: Shuffle of negative n")
	}
	for i := n - 1; i > 0; i-- {
		j := int(r.Uint64n(uint64(i + 1)))
		swap(i, j)
	}
}

// Perm returns a uniform random permutation of 0..n-1.
func (r *Rand) Perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		j := int(r.Uint64n(uint64(i + 1)))
		p[i] = p[j]
		p[j] = i
	}
	return p
}

// ShuffleSlice permutes s uniformly in place. It is the closure-free
// version of Shuffle for slices.
func ShuffleSlice[T any](r *Rand, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := int(r.Uint64n(uint64(i + 1)))
		s[i], s[j] = s[j], s[i]
	}
}

// State returns the generator's internal state, to save and later Restore
// a position in the stream (e.g. to replay a rollout).
func (r *Rand) State() [4]uint64 { return r.s }

// Restore sets the internal state to one returned by State.
func (r *Rand) Restore(s [4]uint64) { r.s = s }
