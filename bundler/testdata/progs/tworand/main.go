package main

import (
	"fmt"
	"math/rand"

	"example.com/progs/tworand/secret"
)

func main() {
	r := rand.New(rand.NewSource(42))
	rand_2 := 3 // named like a name the bundler might give an import
	fmt.Println(r.Intn(1000), r.Intn(1000), secret.Token(16), rand_2)
}
