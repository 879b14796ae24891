"""Jamaica (Malcolm Braff, Bruno Cathala, Sébastien Pauchon; GameWorks 2007, later Space
Cowboys): the race route (:mod:`.board`), the rules (:mod:`.rules`), the drawing
(:mod:`.draw`), bots and the widget.

Registering here is the package's only side effect: the game with its drawing, the greedy
bot, and the widget (imported only when asked for).

The board data in ``spaces.csv`` was gathered from public sources (rules summaries and a
transcription of the physical board from photographs in a public fan project, checked against
a picture of the board); see README.md beside this file. No artwork is reproduced.
"""
from kit.bots import register_bot
from kit.engine import register
from kit.games.jamaica.bots import GreedyBot
from kit.games.jamaica.draw import view_svg
from kit.games.jamaica.rules import JamaicaGame

register(JamaicaGame, draw=view_svg, widget="kit.games.jamaica.widget:widget")
register_bot("jamaica", "greedy", GreedyBot)
