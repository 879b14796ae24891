"""Bahama Taxi (Bartosz Sułkowski, CC BY 4.0): rules, board, drawing, bots, widget.

Registering here is the package's only side effect: the game with its drawing, the greedy
bot, and the widget (imported only when asked for).
"""
from kit.bots import register_bot
from kit.engine import register
from kit.games.bahama_taxi.bots import GreedyDriver
from kit.games.bahama_taxi.draw import view_svg
from kit.games.bahama_taxi.rules import BahamaTaxi

register(BahamaTaxi, draw=view_svg, widget="kit.games.bahama_taxi.widget:widget")
register_bot("bahama_taxi", "greedy", GreedyDriver)
