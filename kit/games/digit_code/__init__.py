"""Digit Code (Shota Hasuike; Playte, 2025): find a six-digit seven-segment code.

Registering here is the package's only side effect: the game with its drawing, the bots
(``advisor``, ``entropy``, ``random``) and the widget (imported only when asked for). All
deduction (candidates, explanations, advice) comes from :mod:`solvers.digit_code`.
"""
from kit.bots import register_bot
from kit.engine import register
from kit.games.digit_code.bots import AdvisorBot, EntropyBot, RandomAskerBot
from kit.games.digit_code.draw import view_svg
from kit.games.digit_code.rules import DigitCode

register(DigitCode, draw=view_svg, widget="kit.games.digit_code.widget:widget")
register_bot("digit_code", "advisor", AdvisorBot)
register_bot("digit_code", "entropy", EntropyBot)
register_bot("digit_code", "random", RandomAskerBot)
