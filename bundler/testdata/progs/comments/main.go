package main

import (
	"fmt"

	"example.com/progs/comments/note" // the note package
)

// main prints.
func main() {
	fmt.Println(note.Hot(1), note.Text) /* inline */
}
