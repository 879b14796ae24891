"""What makes each planet special, in words and in scoring. The maps and the placement
rules are data (``planets.txt``, read by ``board.py``: holes, the squares a first tile goes
to, the ring, toxic terrain, electrical currents, cities, a planet system's zones and the
named rules "ring anchor", "not land and ice", "slide", "outer edge", and Persephone's restricted
quarters); this module words them and scores the planets whose end-game medals differ.

>>> from kit.games.planet_unknown.board import PLANETS
>>> planet_points(PLANETS["Gaia"], 0)
{'cities left uncovered': 16}
>>> planet_points(PLANETS["KSB-4156"], 0)
{}
"""
from __future__ import annotations

from kit.games.planet_unknown.board import Planet

#: One line a planet: what it changes (the option's help and the lesson show these).
ABOUT = {
    "KSB-4156": "the basic planet",
    "Tartarus": "tiles may not cover the chasm; rovers cross it only diagonally at two corners",
    "Arashi": "a tile on the ring, rows 6 and 7, must also cover a square off the ring, so no "
              "biomass patch goes on the ring",
    "Cerberus": "three small planets, other row and column medals, and 2 more medals for each of "
                "the three planets covered completely",
    "Charybdis": "the first tile must cover one of the four centre squares instead of the edge",
    "Gaia": "8 cities: each city no tile covers scores 2 medals at the end",
    "K-273": "mostly ice: a tile may not cover both land and ice",
    "K'Aax": "rovers may not move onto toxic terrain until a tile covers it",
    "Lacuna": "holes inside the planet that no tile may cover and that are not the planet's edge; "
              "other row and column medals",
    "Oblivion": "ice in the corners, a void in the middle, other medals; only the outer edge of the "
                "grid is the planet's edge, where the first tile goes",
    "Pajitnov": "a tile must be able to slide into place: moved one square up, down, left or right "
                "it would cover no tile placed before",
    "Persephone": "no civ symbol in the top left quarter, no energy symbol in the top right, no tech "
                  "symbol in the bottom left, no water symbol in the bottom right",
    "Petra": "no ice; electrical currents count as energy terrain: they join energy areas and fill "
             "rows and columns without a tile; a lifepod lies on a current",
}


def planet_points(planet: Planet, covered: int) -> dict[str, int]:
    """The medals a planet adds to rows and columns: Gaia's uncovered cities (2 each) and
    Cerberus's planets covered completely (2 each); nothing for the others."""
    out = {}
    if planet.cities:
        out["cities left uncovered"] = 2 * (planet.cities & ~covered).bit_count()
    if planet.zones:
        out["planets covered"] = 2 * sum(1 for zone in planet.zones if not zone & planet.land & ~covered)
    return out


__all__ = ["ABOUT", "planet_points"]
