module example.com/refuse

go 1.22
