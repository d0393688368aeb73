package calc

var Base = 40

var extras = []int{1, 1}

func Extra() int { return extras[0] + extras[1] }
