"""Click targets come from legal actions: on every board, an element is clickable (it has
``data-id``, a place in the Tab order, a label) only when a click on it plays a legal move,
selects something that leads to one, or changes the preview; every other element is plain
and never says "click". Measured here without a browser: along random positions of every
game, every target of the acting human's board is clicked in a fresh widget and must change
something a person sees. The share of dead clicks is printed and must be 0."""
from __future__ import annotations

import random
import re
from xml.etree import ElementTree

import pytest

import kit
from kit.engine import CHANCE

PLAYABLE = list(kit.catalog())
per_game = pytest.mark.parametrize("info", PLAYABLE, ids=[i.name for i in PLAYABLE])

_TARGET = re.compile(r'data-id="([^"]+)"')
#: Targets clicked at each position at most (Digit Code's board has about 70 alike ones).
MOST_TARGETS = 24


def targets(svg: str) -> list[str]:
    return list(dict.fromkeys(_TARGET.findall(svg)))


def seen(widget) -> tuple:
    """Everything a click may change that a person sees: the board, the history, the
    message, the buttons and every side panel's text."""
    panels = []
    for child in widget.side.children:
        panels.append(repr(getattr(child, "value", None)) + repr([
            getattr(c, "description", getattr(c, "value", None)) for c in getattr(child, "children", ())]))
    return (widget.board.svg, len(widget.live_game.history), widget.message.value, tuple(panels))


def human_positions(info: kit.GameInfo, players: int, seed: int, count: int):
    """Copies of a random game at positions where a player (not chance) must act."""
    rng = random.Random(seed)
    game = kit.new_game(info.name, players=players, seed=seed)
    steps = 0
    while not game.over and count and steps < info.max_actions:
        movers = [p for p in game.to_act if p != CHANCE]
        if movers and rng.random() < 0.3:
            yield game.copy(), movers[0]
            count -= 1
        player = rng.choice(game.to_act)
        game.play(rng.choice(game.legal_actions(player)), player)
        steps += 1


def widget_at(game: kit.Game, player: int):
    widget = kit.widget(game.copy(), seats=["human"] * game.num_players, auto_bots=False)
    widget.viewer_switch.value = player
    return widget


def dead_clicks(info: kit.GameInfo, players: int, seed: int, count: int = 6,
                depth: int = 2) -> tuple[int, int, list[str]]:
    """(dead, clicks, examples) over ``count`` positions: every target at the start (a random
    sample of :data:`MOST_TARGETS` on a board with more), then a random target of each
    resulting board, ``depth`` clicks deep."""
    rng = random.Random(seed)
    dead = clicks = 0
    examples: list[str] = []
    for game, player in human_positions(info, players, seed, count):
        first = targets(widget_at(game, player).board.svg)
        if len(first) > MOST_TARGETS:  # a board of many alike targets: a fixed random sample
            first = rng.sample(first, MOST_TARGETS)
        for target in first:
            widget = widget_at(game, player)
            path = [target]
            for level in range(depth):
                before = seen(widget)
                widget.board.click(path[-1])
                clicks += 1
                if seen(widget) == before:
                    dead += 1
                    examples.append(" > ".join(path))
                    break
                nxt = targets(widget.board.svg)
                if level + 1 == depth or not nxt or widget.human is None:
                    break
                path.append(rng.choice(nxt))
    return dead, clicks, examples


@per_game
def test_every_click_target_changes_what_is_seen(info):
    players = min(info.max_players, max(info.min_players, 2))
    dead, clicks, examples = dead_clicks(info, players, seed=1)
    print(f"{info.name}: {dead} dead of {clicks} clicks")
    assert dead == 0, f"{info.name}: {dead} of {clicks} clicks changed nothing, e.g. {examples[:5]}"


@per_game
def test_only_targets_say_click_and_take_the_focus(info):
    players = min(info.max_players, max(info.min_players, 2))
    for game, player in human_positions(info, players, seed=2, count=4):
        root = ElementTree.fromstring(widget_at(game, player).board.svg)
        for element, inside_target in _walk(root, False):
            if inside_target:
                continue
            tag = element.tag.split("}")[-1]
            assert element.get("tabindex") is None, f"{info.name}: a plain <{tag}> takes the focus"
            assert element.get("role") != "button", f"{info.name}: a plain <{tag}> is a button"
            label = element.get("aria-label") or (element.text if tag == "title" else "") or ""
            assert "click" not in label.lower(), f"{info.name}: a plain <{tag}> says {label!r}"


def _walk(element, inside: bool):
    inside = inside or element.get("data-id") is not None
    yield element, inside
    for child in element:
        yield from _walk(child, inside)
