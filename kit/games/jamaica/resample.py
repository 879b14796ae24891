"""Resampling a Jamaica position for ``copy_for``: what a player cannot see is redrawn
consistently with what they have seen."""
from __future__ import annotations

import random

from kit.flow import OVER
from kit.games.jamaica.board import POWERS
from kit.games.jamaica.combat import JamaicaCombat
from kit.games.jamaica.components import treasure_value
from kit.games.jamaica.state import Spoiled, Treasure


def resample(game: JamaicaCombat, player: int, rng: random.Random) -> None:
    """Redraw what ``player`` cannot see: the other players' hands, decks and face-down
    cards not yet revealed, and every treasure card they do not know (face-down ones
    held by others, the undrawn ones), keeping what everyone knows: how many cards each
    has, which treasures are face up, which face-down ones were given as curses.

    The draw depends only on what ``player`` sees and on ``rng``: each pool of unseen
    cards is sorted before it is shuffled (its contents follow from the view, the order
    it was gathered in does not), so two games that differ only in what ``player``
    cannot see give the same world for the same ``rng``."""
    s = game.state
    for q in range(game.num_players):
        if q == player:
            continue
        chosen = s.chosen[q]
        down = chosen is not None and not s.revealed[q]
        pool = sorted(s.hands[q] + s.decks[q] + ([chosen] if chosen is not None and down else []))
        rng.shuffle(pool)
        k = len(s.hands[q])
        s.hands[q] = sorted(pool[:k])
        if down:
            s.chosen[q] = pool[k]
            k += 1
        s.decks[q] = sorted(pool[k:])
    if s.phase == OVER:
        return
    slots = [(i, j, t) for i, ship in enumerate(s.ships) for j, t in enumerate(ship.treasures)
             if not t.face_up and player not in t.known]
    unknown = sorted([t.card for _, _, t in slots] + [c for c in s.pool if c not in POWERS])
    rng.shuffle(unknown)
    curses = [c for c in unknown if treasure_value(c) < 0]
    for c in curses[:sum(t.curse for _, _, t in slots)]:
        unknown.remove(c)
    given = iter(curses)
    rest = iter(unknown)
    for i, j, t in slots:
        card = next(given) if t.curse else next(rest)
        s.ships[i].treasures[j] = Treasure(card, t.known, t.curse)
    s.pool = sorted(list(rest) + [c for c in s.pool if c in POWERS])
    pending = s.pending
    if pending is not None and isinstance(pending.then, Spoiled):  # the winner's curses may differ now
        then = pending.then
        s.pending = pending._replace(options=tuple(game._spoils_options(then.winner, then.loser)))
