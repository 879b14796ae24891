"""Digit Code (Shota Hasuike; Playte, 2025): find a six-digit seven-segment code.

The engine is in :mod:`kit.games.digit_code.rules`, the bots in
:mod:`kit.games.digit_code.bots`, the widget in :mod:`kit.games.digit_code.widget`.
All deduction (candidates, explanations, advice) comes from :mod:`solvers.digit_code`.
"""
