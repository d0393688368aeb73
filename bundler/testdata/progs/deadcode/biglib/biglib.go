// Package biglib is large; the program calls one function of it.
package biglib

import "strings"

// Used is the one function main calls.
func Used(s string) string { return strings.ToUpper(s) + suffix() }

func suffix() string { return "!" }

// Table is unused, so are its methods.
type Table struct{ rows [][]string }

func (t *Table) Add(r []string) { t.rows = append(t.rows, r) }

func (t *Table) Render() string { return "table" }

const (
	DeadA = iota
	DeadB
)

var deadVar = []int{1, 2, 3}

// Dead0 is never called.
func Dead0(x int) int { return x*0 + helperDead0() }

func helperDead0() int { return 0 }

// Dead1 is never called.
func Dead1(x int) int { return x*1 + helperDead1() }

func helperDead1() int { return 1 }

// Dead2 is never called.
func Dead2(x int) int { return x*2 + helperDead2() }

func helperDead2() int { return 2 }

// Dead3 is never called.
func Dead3(x int) int { return x*3 + helperDead3() }

func helperDead3() int { return 3 }

// Dead4 is never called.
func Dead4(x int) int { return x*4 + helperDead4() }

func helperDead4() int { return 4 }

// Dead5 is never called.
func Dead5(x int) int { return x*5 + helperDead5() }

func helperDead5() int { return 5 }

// Dead6 is never called.
func Dead6(x int) int { return x*6 + helperDead6() }

func helperDead6() int { return 6 }

// Dead7 is never called.
func Dead7(x int) int { return x*7 + helperDead7() }

func helperDead7() int { return 7 }

// Dead8 is never called.
func Dead8(x int) int { return x*8 + helperDead8() }

func helperDead8() int { return 8 }

// Dead9 is never called.
func Dead9(x int) int { return x*9 + helperDead9() }

func helperDead9() int { return 9 }

// Dead10 is never called.
func Dead10(x int) int { return x*10 + helperDead10() }

func helperDead10() int { return 10 }

// Dead11 is never called.
func Dead11(x int) int { return x*11 + helperDead11() }

func helperDead11() int { return 11 }

// Dead12 is never called.
func Dead12(x int) int { return x*12 + helperDead12() }

func helperDead12() int { return 12 }

// Dead13 is never called.
func Dead13(x int) int { return x*13 + helperDead13() }

func helperDead13() int { return 13 }

// Dead14 is never called.
func Dead14(x int) int { return x*14 + helperDead14() }

func helperDead14() int { return 14 }

// Dead15 is never called.
func Dead15(x int) int { return x*15 + helperDead15() }

func helperDead15() int { return 15 }

// Dead16 is never called.
func Dead16(x int) int { return x*16 + helperDead16() }

func helperDead16() int { return 16 }

// Dead17 is never called.
func Dead17(x int) int { return x*17 + helperDead17() }

func helperDead17() int { return 17 }

// Dead18 is never called.
func Dead18(x int) int { return x*18 + helperDead18() }

func helperDead18() int { return 18 }

// Dead19 is never called.
func Dead19(x int) int { return x*19 + helperDead19() }

func helperDead19() int { return 19 }

// Dead20 is never called.
func Dead20(x int) int { return x*20 + helperDead20() }

func helperDead20() int { return 20 }

// Dead21 is never called.
func Dead21(x int) int { return x*21 + helperDead21() }

func helperDead21() int { return 21 }

// Dead22 is never called.
func Dead22(x int) int { return x*22 + helperDead22() }

func helperDead22() int { return 22 }

// Dead23 is never called.
func Dead23(x int) int { return x*23 + helperDead23() }

func helperDead23() int { return 23 }

// Dead24 is never called.
func Dead24(x int) int { return x*24 + helperDead24() }

func helperDead24() int { return 24 }

// Dead25 is never called.
func Dead25(x int) int { return x*25 + helperDead25() }

func helperDead25() int { return 25 }

// Dead26 is never called.
func Dead26(x int) int { return x*26 + helperDead26() }

func helperDead26() int { return 26 }

// Dead27 is never called.
func Dead27(x int) int { return x*27 + helperDead27() }

func helperDead27() int { return 27 }

// Dead28 is never called.
func Dead28(x int) int { return x*28 + helperDead28() }

func helperDead28() int { return 28 }

// Dead29 is never called.
func Dead29(x int) int { return x*29 + helperDead29() }

func helperDead29() int { return 29 }

// Dead30 is never called.
func Dead30(x int) int { return x*30 + helperDead30() }

func helperDead30() int { return 30 }

// Dead31 is never called.
func Dead31(x int) int { return x*31 + helperDead31() }

func helperDead31() int { return 31 }

// Dead32 is never called.
func Dead32(x int) int { return x*32 + helperDead32() }

func helperDead32() int { return 32 }

// Dead33 is never called.
func Dead33(x int) int { return x*33 + helperDead33() }

func helperDead33() int { return 33 }

// Dead34 is never called.
func Dead34(x int) int { return x*34 + helperDead34() }

func helperDead34() int { return 34 }

// Dead35 is never called.
func Dead35(x int) int { return x*35 + helperDead35() }

func helperDead35() int { return 35 }

// Dead36 is never called.
func Dead36(x int) int { return x*36 + helperDead36() }

func helperDead36() int { return 36 }

// Dead37 is never called.
func Dead37(x int) int { return x*37 + helperDead37() }

func helperDead37() int { return 37 }

// Dead38 is never called.
func Dead38(x int) int { return x*38 + helperDead38() }

func helperDead38() int { return 38 }

// Dead39 is never called.
func Dead39(x int) int { return x*39 + helperDead39() }

func helperDead39() int { return 39 }
