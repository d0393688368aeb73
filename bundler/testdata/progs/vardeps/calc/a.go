package calc

// Total depends on values declared in a later file.
var Total = Base + Extra()
