package notmain

// F is not a program.
func F() {}
