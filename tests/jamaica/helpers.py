"""Building Jamaica positions by hand for the tests."""
from __future__ import annotations

import random
from typing import Iterable

import kit
from kit.games.jamaica.rules import COMBAT_DIE, Hold


class ScriptedDie(random.Random):
    """A generator whose combat-die rolls follow a script (then fall back to chance)."""

    def __init__(self, faces: Iterable[int], seed: int = 0):
        super().__init__(seed)
        self.faces = list(faces)

    def choice(self, seq):
        if seq is COMBAT_DIE and self.faces:
            return self.faces.pop(0)
        return super().choice(seq)


def position(players: int = 2, seed: int = 0, dice: tuple[int, int] = (3, 4), ships: dict | None = None,
             holds: dict | None = None, hands: dict | None = None, treasures: dict | None = None,
             captain: int = 0, combat_dice: Iterable[int] | None = None, **options) -> kit.Game:
    """A new game changed at the start of round 1: ``ships={p: space or (space, lap)}``,
    ``holds={p: [(good, amount), ...]}``, ``hands={p: [card ids]}``, ``treasures={p: [...]}``;
    then the round restarts with the given action dice."""
    g = kit.new_game("jamaica", players=players, seed=seed, **options)
    st = g.st
    for p, where in (ships or {}).items():
        space, lap = where if isinstance(where, tuple) else (where, 0)
        st.ships[p].pos, st.ships[p].lap = space, lap
    for p, content in (holds or {}).items():
        ship = st.ships[p]
        for hold in ship.holds:
            if hold.amount:
                st.bank[hold.kind] += hold.amount
        ship.holds = [Hold() for _ in ship.holds]
        for hold, (good, amount) in zip(ship.holds, content):
            hold.kind, hold.amount = good, amount
            st.bank[good] -= amount
    for p, cards in (hands or {}).items():
        full = st.hands[p] + st.decks[p]
        for c in cards:
            full.remove(c)
        st.hands[p], st.decks[p] = list(cards), full
    for p, cards in (treasures or {}).items():
        pool = st.treasure_deck + st.treasure_aside
        for card in cards:
            if card in st.treasure_deck:
                st.treasure_deck.remove(card)
            elif card in st.treasure_aside:
                st.treasure_aside.remove(card)
            else:  # held by someone else already
                owner = next(s for s in st.ships if card in s.treasures)
                owner.treasures.remove(card)
            st.ships[p].treasures.append(card)
            if card == "hold6":
                st.ships[p].holds.append(Hold())
        del pool
    st.captain = captain
    if combat_dice is not None:
        g.rng = ScriptedDie(combat_dice, seed)
    g.arrange(dice)
    return g


def start(g: kit.Game, cards: dict[int, int], order: tuple[int, int] | None = None) -> list:
    """The captain orders the dice (as rolled unless ``order``), then everyone picks."""
    events = []
    if g.decision.kind == "order":
        a, b = order or g.dice
        events += g.play(f"order {a} {b}")
    for p, card in cards.items():
        events += g.play(f"card {card}", player=p)
    return events


def texts(events) -> list[str]:
    return [e.text for e in events]


def conserved(g: kit.Game) -> None:
    """Goods, treasure cards and action cards are all accounted for."""
    from kit.games.jamaica.rules import BANK, CARDS, TREASURES

    assert g.totals() == BANK
    st = g.st
    treasures = sorted(st.treasure_deck + st.treasure_aside + [t for s in st.ships for t in s.treasures])
    assert treasures == sorted(TREASURES)
    for p in range(st.players):
        pending = [st.chosen[p]] if st.chosen and st.chosen[p] is not None and not st.revealed else []
        assert sorted(st.decks[p] + st.hands[p] + st.discards[p] + pending) == sorted(CARDS)
    for ship in st.ships:
        assert all(h.amount >= 0 and (h.amount == 0) == (h.kind is None) for h in ship.holds)
        assert len(ship.holds) == 5 + ("hold6" in ship.treasures)
    assert all(v >= 0 for v in st.bank.values())
