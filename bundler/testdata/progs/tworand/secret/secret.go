package secret

import "crypto/rand"

// Token reads n random bytes with crypto/rand and reports how many.
func Token(n int) int {
	b := make([]byte, n)
	k, err := rand.Read(b)
	if err != nil {
		return -1
	}
	return k
}
