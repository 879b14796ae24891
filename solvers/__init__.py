"""Deduction solvers for the kit's games, independent of :mod:`kit` and of widgets."""
