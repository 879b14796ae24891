"""Captain Bluff (Torsten Landsvogt, Helvetiq 2020): rules, cards, drawing, bots, widget.

Registering here is the package's only side effect: the game with its drawing, the greedy
bot, and the widget (imported only when asked for).
"""
from kit.bots import register_bot
from kit.engine import register
from kit.games.captain_bluff.bots import GreedyBluffer
from kit.games.captain_bluff.draw import view_svg
from kit.games.captain_bluff.rules import CaptainBluff

register(CaptainBluff, draw=view_svg, widget="kit.games.captain_bluff.widget:widget")
register_bot("captain_bluff", "greedy", GreedyBluffer)
