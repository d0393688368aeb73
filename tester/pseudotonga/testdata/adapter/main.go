// Command adapter is a hand-written TopCoder adapter for
// solutions/pseudotonga, standing in for the bundler's generated one in
// the judge's tests: it serves `init N R C` and `move R C` lines, replying
// with the returned int[] as "LEN E1 E2".
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"

	player "github.com/gamews/gamews/solutions/pseudotonga"
)

func main() {
	var s player.PseudoTonga
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	for in.Scan() {
		f := strings.Split(in.Text(), " ")
		args := make([]int, len(f)-1)
		for i := range args {
			v, err := strconv.Atoi(f[i+1])
			if err != nil {
				fmt.Fprintf(os.Stderr, "adapter: %q: %v\n", in.Text(), err)
				os.Exit(2)
			}
			args[i] = v
		}
		var res []int
		switch {
		case f[0] == "init" && len(args) == 3:
			res = s.Init(args[0], args[1], args[2])
		case f[0] == "move" && len(args) == 2:
			res = s.Move(args[0], args[1])
		default:
			fmt.Fprintf(os.Stderr, "adapter: unknown call %q\n", in.Text())
			os.Exit(2)
		}
		fmt.Fprint(out, len(res))
		for _, v := range res {
			fmt.Fprint(out, " ", v)
		}
		fmt.Fprintln(out)
		out.Flush()
	}
}
