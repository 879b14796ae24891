"""Bahamas (Nicolas Normandon, Matagot 2019): rules, drawing, bots, widget.

Registering here is the package's only side effect: the game with its drawing, the greedy
bot, and the widget (imported only when asked for).
"""
from kit.bots import register_bot
from kit.engine import register
from kit.games.bahamas.bots import GreedyBahamas
from kit.games.bahamas.draw import view_svg
from kit.games.bahamas.rules import Bahamas

register(Bahamas, draw=view_svg, widget="kit.games.bahamas.widget:widget")
register_bot("bahamas", "greedy", GreedyBahamas)
