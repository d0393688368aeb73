package ataxx

// Zobrist keys: one per (colour, square), their xor per square for a flip,
// and one for the side to move. They come from a fixed splitmix64 stream so
// that hashes are the same in every run.
var (
	zStone [2][49]uint64
	zFlip  [49]uint64
	zSide  uint64
)

func initZobrist() {
	x := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 {
		x += 0x9E3779B97F4A7C15
		z := x
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	for c := 0; c < 2; c++ {
		for s := 0; s < 49; s++ {
			zStone[c][s] = next()
		}
	}
	for s := 0; s < 49; s++ {
		zFlip[s] = zStone[0][s] ^ zStone[1][s]
	}
	zSide = next()
}

// ComputeHash computes the Zobrist key of p from scratch.
func (p *Position) ComputeHash() uint64 {
	o, x := p.Stones()
	var h uint64
	for s := 0; s < 49; s++ {
		if o>>uint(s)&1 != 0 {
			h ^= zStone[0][s]
		}
		if x>>uint(s)&1 != 0 {
			h ^= zStone[1][s]
		}
	}
	if p.Side == 1 {
		h ^= zSide
	}
	return h
}
