"""Diced Veggies (Josh, Jory & Rowan Cappel; Kids Table Board Gaming 2023): rules, the dice
block, drawing and bots. Registering here is the package's only side effect."""
from kit.bots import register_bot
from kit.engine import register
from kit.games.diced_veggies.bots import GreedyChef
from kit.games.diced_veggies.draw import view_svg
from kit.games.diced_veggies.rules import DicedVeggies

register(DicedVeggies, draw=view_svg, widget="kit.games.diced_veggies.widget:widget")
register_bot("diced_veggies", "greedy", GreedyChef)
