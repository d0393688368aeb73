module example.com/progs

go 1.22

require example.com/fakemod v0.0.0

replace example.com/fakemod => ../fakemod
