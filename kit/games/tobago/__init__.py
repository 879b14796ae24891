"""Tobago (Bruce Allen, Zoch 2009): clue cards narrow down where four treasures lie on a hex
island; ATVs drive there, raise them, and the gold is shared rose by rose.

The package:

* ``island``  — the hex island: axial coordinates, terrains, landmarks, statue gazes,
  generation from a seed (the printed board sections are not public), the text format,
  and ``island_svg`` for drawing; ``islands/lesson.txt`` is the fixed island of the lessons.
* ``rules``   — the game engine, registered as ``"tobago"`` (``kit.new_game("tobago")``):
  setup, ATV moves, clue plays, raising, sharing, curses, amulets, the end; every rule the
  sources leave open is an option marked "kit default, not from the rulebook".
* ``bots``    — the ``greedy`` bot (the ``random`` bot works for every game).
* ``widget``  — the clickable island (``kit.widget(game)``).

Clue meaning, legality, explanations and ATV distances come from :mod:`solvers.tobago`,
which works on the island's plain networkx graph.

>>> import kit
>>> game = kit.new_game("tobago", players=3, seed=7, island="lesson")
>>> game.phase, len(game.board.hexes)
('place', 70)
"""
