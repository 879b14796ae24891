"""Fromage (Ben Rosset & Matthew O'Malley; R2i Games 2024): rules, board data, drawing and
bots. Registering here is the package's only side effect."""
from kit.bots import register_bot
from kit.engine import register
from kit.games.fromage.bots import GreedyCheesemaker
from kit.games.fromage.draw import view_svg
from kit.games.fromage.rules import Fromage

register(Fromage, draw=view_svg, widget="kit.games.fromage.widget:widget")
register_bot("fromage", "greedy", GreedyCheesemaker)
