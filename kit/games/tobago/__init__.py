"""Tobago (Bruce Allen, Zoch 2009): clue cards narrow down where four treasures lie on a hex
island; ATVs drive there, raise them, and the gold is shared rose by rose.

The package:

* ``hexes``    — hex geometry: axial coordinates, neighbours, distances, lines, pixels.
* ``island``   — the hex island: terrains, landmarks, statue gazes, the checks, the text
  format and ``island_svg`` for drawing; ``islands/lesson.txt`` is the fixed island of the
  lessons.
* ``generate`` — islands generated from a seed (the printed board sections are not public).
* ``island_code`` — an island in one short word: what a save holds of a generated island, so
  it loads whatever the generator does later.
* ``board``    — the tables derived from one island (clue masks, ATV reach), shared by the
  rules, the bots and the drawing.
* ``state``    — the position (``TobagoState``), the chance steps due and the components.
* ``moves``    — the action grammar: every action read once into a typed move and back.
* ``options``  — the options and kit defaults.
* ``turns``, ``share``, ``rules`` — the game (``kit.new_game("tobago")``): the shared turn
  rules; raising, sharing and curses; setup, chance, legality and apply.
* ``views``, ``words`` — what each player sees, and the steps in words.
* ``resample`` — a player's copy with what they cannot see redrawn; ``accounting`` — the
  conservation check.
* ``draw``     — the island with the maps' candidates, from a view.
* ``bots``     — the ``greedy`` bot (the ``random`` bot works for every game).
* ``widget``   — the clickable island (``kit.widget(game)``).

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
