package rank

import (
	"fmt"
	"sort"
)

// byScore satisfies sort.Interface: its methods are only ever called by
// package sort, never by name in this program.
type byScore []Player

func (s byScore) Len() int           { return len(s) }
func (s byScore) Less(i, j int) bool { return s[i].Score > s[j].Score }
func (s byScore) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }

// Player's String is only called by fmt.
type Player struct {
	Name  string
	Score int
}

func (p Player) String() string { return fmt.Sprintf("%s(%d)", p.Name, p.Score) }

// Unused is a method nobody can call: it is removed.
func (p Player) Unused() string { return "never" }

// scorer is an interface of this package with an unexported method.
type scorer interface{ score() int }

type bonus int

func (b bonus) score() int { return int(b) * 10 }

// Sort sorts by score, best first.
func Sort(ps []Player) { sort.Sort(byScore(ps)) }

// Total adds bonuses through the unexported interface.
func Total(bs ...int) int {
	t := 0
	for _, b := range bs {
		var s scorer = bonus(b)
		t += s.score()
	}
	return t
}
