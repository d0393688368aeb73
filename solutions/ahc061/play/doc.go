// Package play is player 0 of AHC061: it decides a destination each turn
// from the observed state and learns the AIs from their observed moves.
package play
