"""Parks (Henry Audubon; Keymaster Games 2019), first edition: rules, card table, drawing,
bots and widget. Registering here is the package's only side effect."""
from kit.bots import register_bot
from kit.engine import register
from kit.games.parks.bots import GreedyHiker
from kit.games.parks.draw import view_svg
from kit.games.parks.rules import Parks

register(Parks, draw=view_svg, widget="kit.games.parks.widget:widget")
register_bot("parks", "greedy", GreedyHiker)
