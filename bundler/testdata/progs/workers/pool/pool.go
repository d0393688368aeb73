package pool

import "sync"

// Squares computes squares on n goroutines; results are in input order.
func Squares(xs []int, n int) []int {
	out := make([]int, len(xs))
	var wg sync.WaitGroup
	ch := make(chan int)
	for w := 0; w < n; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range ch {
				out[i] = xs[i] * xs[i]
			}
		}()
	}
	for i := range xs {
		ch <- i
	}
	close(ch)
	wg.Wait()
	return out
}
