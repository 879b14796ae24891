"""Planet Unknown (Ryan Lambert & Adam Rehberg; Adam's Apple Games 2022): rules, planets
and tiles, drawing and bots. Registering here is the package's only side effect."""
from kit.bots import register_bot
from kit.engine import register
from kit.games.planet_unknown.bots import Builder
from kit.games.planet_unknown.draw import view_svg
from kit.games.planet_unknown.rules import PlanetUnknown

register(PlanetUnknown, draw=view_svg, widget="kit.games.planet_unknown.widget:widget")
register_bot("planet_unknown", "builder", Builder)
