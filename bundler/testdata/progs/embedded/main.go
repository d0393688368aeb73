package main

import (
	"fmt"

	"example.com/progs/embedded/buf"
	"example.com/progs/embedded/other"
)

// Buf collides with buf.Buf.
type Buf int

type Log struct {
	buf.Buf
	*buf.Counter
	Name string
}

type Sized struct {
	other.Buf
	Tag Buf
}

func main() {
	l := Log{Counter: &buf.Counter{}, Name: "log"}
	l.Add("a")
	l.Buf.Add("b")
	l.Inc()
	l.Counter.Inc()
	fmt.Println(l.String(), l.N, l.Name)
	s := Sized{Buf: other.Buf{Size: 1}, Tag: 7}
	s.Grow(2)
	s.Buf.Grow(3)
	fmt.Println(s.Size, s.Buf.Size, s.Tag)
	var st fmt.Stringer = &l
	fmt.Println(st)
}
