"""Tobago (Bruce Allen, Zoch 2009): clue cards narrow down where four treasures lie on a hex
island; ATVs drive there, raise them, and the gold is shared rose by rose.

The package:

* ``island``  — the hex island: axial coordinates, terrains, landmarks, statue gazes,
  generation from a seed (the printed board sections are not public), the text format,
  and ``island_svg`` for drawing; ``islands/lesson.txt`` is the fixed island of the lessons.
* ``board``   — the tables derived from one island (clue masks, ATV reach), shared by the
  rules, the bots and the drawing.
* ``rules``   — the game (``kit.new_game("tobago")``): setup, ATV moves, clue plays,
  raising, sharing, curses, amulets, the end; chance steps for the island, every card drawn
  and every card turned up.
* ``draw``    — the island with the maps' candidates, from a view.
* ``bots``    — the ``greedy`` bot (the ``random`` bot works for every game).
* ``widget``  — the clickable island (``kit.widget(game)``).

Registering here is the package's only side effect.

>>> import kit
>>> game = kit.new_game("tobago", players=3, seed=7, island="lesson")
>>> view = game.view()
>>> view["phase"], len(view["public"]["maps"][0]["candidates"])
('place', 70)
"""
from kit.bots import register_bot
from kit.engine import register
from kit.games.tobago.bots import GreedyBot
from kit.games.tobago.draw import view_svg
from kit.games.tobago.rules import TobagoGame

register(TobagoGame, draw=view_svg, widget="kit.games.tobago.widget:widget")
register_bot("tobago", "greedy", GreedyBot)
