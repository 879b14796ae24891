"""Positions for the Parks rule tests, built through the public API with chosen chance."""
from __future__ import annotations

import pytest

import kit

YEARS = ("y01", "y03", "y05", "y07", "y09")
CANTEENS = ("c01", "c05", "c08", "c11", "c14")
PARKS = ("yosemite", "zion", "congaree")
GEAR = ("trail-guide", "sun-hat", "spyglass")
TRAIL = ("forest", "ocean", "lodge", "vista", "mountain", "valley")


def setup_steps(players: int, years=YEARS, canteens=CANTEENS, parks=PARKS, gear=GEAR,
                advanced="lodge", trail=TRAIL) -> list[str]:
    steps = [f"year {y}" for y in years[:players]] + [f"canteen-card {c}" for c in canteens[:players]]
    steps += [f"park {k}" for k in parks] + [f"gear {x}" for x in gear]
    steps += [f"advanced {advanced}"] + [f"site {x}" for x in trail]
    return steps


def position(*moves: str, players: int = 2, weather: bool = True, **setup) -> kit.Game:
    """A manual-chance game after the chosen setup, then ``moves`` (chance texts included)."""
    g = kit.new_game("parks", players=players, seed=0, chance="manual", weather=weather)
    for step in setup_steps(players, **setup):
        g.play(step)
    for move in moves:
        g.play(move)
    return g


def tokens(g: kit.Game, p: int) -> dict:
    return {t: n for t, n in g.view()["seats"][p]["tokens"].items() if n}


def finish_season(g: kit.Game) -> None:
    """Send every hiker to Visit a park and pass everything, rolling chance, to the next season."""
    season = g.view()["public"]["season"]
    while not g.over and g.view()["public"]["season"] == season:
        if g.at_chance:
            g.roll()
            continue
        actions = g.legal_actions()
        for wanted in ("visit", "pass", "keep"):
            pick = [a for a in actions if a.name == "hike" and a.args[1] == wanted] if wanted == "visit" \
                else [a for a in actions if a.name == wanted]
            if pick:
                g.play(pick[0])
                break
        else:
            g.play(actions[0])
    while g.at_chance and not g.over and g.phase == "setup":
        g.roll()


@pytest.fixture
def game():
    return position()
