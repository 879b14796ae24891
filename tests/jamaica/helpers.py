"""Building Jamaica positions for the tests through the public API only: a game in manual
chance mode, the chance outcomes chosen (dice, cards drawn, combat dice, treasures) and
the players' actions played. Nothing here edits a game's attributes or state; what the
tests read comes from views."""
from __future__ import annotations

import weakref
from collections.abc import Iterable

import kit
from kit.games.jamaica.board import CARDS
from kit.games.jamaica.components import BANK, TREASURES

FF, FB, BF, F_FOOD, FOOD_F, F_POWDER, GOLD_F, GOLD_GOLD, POWDER_GOLD, FOOD_POWDER, POWDER_FOOD = range(1, 12)
#: Cards that only load goods (a ship that plays them stays where it is).
LOADS = (GOLD_GOLD, POWDER_GOLD, FOOD_POWDER, POWDER_FOOD)


_DEALS: weakref.WeakKeyDictionary[kit.Game, dict] = weakref.WeakKeyDictionary()


def new(players: int = 2, hands: dict | None = None, dice: tuple[int, int] | None = None, seed: int = 0,
        **options) -> kit.Game:
    """A manual-chance game. The first round's dice are rolled before the deal: with
    ``dice`` they are rolled now and the hands dealt (``hands[p]`` the three cards dealt to
    seat p, default the lowest cards); without, the roll is left due and the first
    :func:`round_` rolls and deals ``hands``."""
    g = kit.new_game("jamaica", players=players, seed=seed, chance="manual", **options)
    if dice is None:
        _DEALS[g] = hands or {}
        return g
    g.play(f"roll {max(dice)} {min(dice)}")
    draw_all(g, hands or {})
    return g


def public(g: kit.Game) -> dict:
    return g.view(None)["public"]


def seat(g: kit.Game, p: int) -> dict:
    return g.view(None)["seats"][p]


def ship(g: kit.Game, p: int) -> dict:
    return public(g)["ships"][p]


def space(g: kit.Game, p: int) -> int:
    return ship(g, p)["space"]


def holds(g: kit.Game, p: int) -> list[tuple[str, int]]:
    """The non-empty holds of ship p, in hold order."""
    return [(k, a) for k, a in ship(g, p)["holds"] if a]


def total(g: kit.Game, p: int, good: str) -> int:
    return sum(a for k, a in ship(g, p)["holds"] if k == good)


def treasures(g: kit.Game, p: int) -> list[str]:
    """Every treasure card of ship p (the teacher sees the face-down ones)."""
    face_down = seat(g, p)["face_down"] if p < g.num_players else g.view(None)["private"]["ghost_face_down"]
    return sorted(ship(g, p)["powers"] + list(face_down))


def bank(g: kit.Game) -> dict[str, int]:
    return public(g)["bank"]


def kind(g: kit.Game) -> str | None:
    """What the game waits for: a decision kind ('order', 'cards', 'fork', ...), a chance
    step ('roll', 'draw', 'combat', 'treasure', 'pick') or None once over."""
    decision = public(g)["decision"]
    return None if decision is None else decision["kind"]


def legal(g: kit.Game, player: int | None = None) -> list[str]:
    return [str(a) for a in g.legal_actions(player)]


def draw_all(g: kit.Game, cards: dict[int, Iterable[int]] | None = None) -> list:
    """Play the card draws due now: ``cards[p]`` the cards seat p draws, in order; anyone
    not named (or once their list is used up) draws the lowest card of their deck."""
    wanted = {p: list(c) for p, c in (cards or {}).items()}
    events = []
    while kind(g) == "draw":
        p = public(g)["decision"]["for"][0]
        deck = seat(g, p)["deck"]
        card = wanted[p].pop(0) if wanted.get(p) else min(deck)
        events += g.play(f"draw {card}")
    return events


def play_all(g: kit.Game, *texts: str) -> list:
    """Play each text for whoever is the only one to act (a player, or chance)."""
    events = []
    for text in texts:
        events += g.play(text)
    return events


AUTO_CHANCE = {"combat": "combat 2"}


def auto_step(g: kit.Game) -> list:
    """Answer whatever the game waits for in the simplest way: a decision with its first
    legal action, a combat die with a 2, any other chance step with its first outcome."""
    if g.at_chance:
        text = AUTO_CHANCE.get(kind(g)) or g.chance_outcomes()[0][0].text
        return g.play(text)
    return g.play(g.legal_actions()[0])


def round_(g: kit.Game, cards: dict[int, int], dice: tuple[int, int] | None = None, then: Iterable[str] = (),
           draws: dict | bool | None = None, finish: bool = True, until: str | None = None) -> list:
    """One round from its start: the captain's roll (``dice``, unless already rolled) with
    the first die as the morning die, each seat's card (``cards[p]``), then ``then``: the
    decisions and chance outcomes that matter, in order (anything else met before one of
    them is answered by :func:`auto_step`). With ``finish`` the rest of the round is
    answered the same way, then the refill draws are played (``draws[p]`` the cards seat p
    draws, default the lowest) unless ``draws`` is False. With ``until`` the round stops at
    the first question or chance step of that kind instead. ``cards[p]`` None: the first card
    of p's hand (once dealt)."""
    events = []
    if kind(g) == "roll":
        events += g.play(f"roll {max(dice)} {min(dice)}")
        events += draw_all(g, _DEALS.pop(g, None))
    if kind(g) == "order":
        a, b = dice if dice is not None else public(g)["dice"]
        events += g.play(f"order {a} {b}")
    for p, card in cards.items():
        card = seat(g, p)["hand"][0] if card is None else card
        events += g.play(f"card {card}", player=p)
    for text in then:
        for _ in range(60):
            try:
                events += g.play(text)
                break
            except kit.IllegalAction:
                if g.over or kind(g) in ("draw", "roll"):
                    raise
                events += auto_step(g)
        else:
            raise AssertionError(f"{text!r} never became legal")
    if until is not None:
        while kind(g) != until:
            if g.over or kind(g) in ("draw", "roll"):
                raise AssertionError(f"no {until!r} in this round")
            events += auto_step(g)
        return events
    if finish:
        while not g.over and kind(g) not in ("draw", "roll"):
            events += auto_step(g)
        if draws is not False and kind(g) == "draw":
            events += draw_all(g, draws if isinstance(draws, dict) else None)
    return events


def texts(events) -> list[str]:
    return [e.text for e in events]


def conserved(g: kit.Game) -> None:
    """Goods, treasure cards and action cards are all accounted for (from the teacher's view)."""
    view = g.view(None)
    pub, seats = view["public"], view["seats"]
    totals = dict(pub["bank"])
    for s in pub["ships"]:
        for k, a in s["holds"]:
            assert a >= 0 and (a == 0) == (k is None), s["holds"]
            if a:
                totals[k] += a
    if pub["combat"]:
        totals["gunpowder"] += sum(pub["combat"]["powder"].values())
    assert totals == BANK
    cards = list(view["private"]["treasure_pool"])
    for p, s in enumerate(pub["ships"]):
        cards += s["powers"]
        cards += seats[p]["face_down"] if p < g.num_players else view["private"]["ghost_face_down"]
        assert len(s["holds"]) == 5 + ("hold6" in s["powers"])
    assert sorted(cards) == sorted(TREASURES)
    for s in seats:
        pending = [s["card"]] if isinstance(s["card"], int) and s["card"] not in s["discard"] else []
        assert sorted(s["hand"] + s["deck"] + s["discard"] + pending) == sorted(CARDS)
    assert all(v >= 0 for v in pub["bank"].values())


# ---------------------------------------------------------------- positions used by several tests
def fight(d: tuple[str, ...] = ("+3",), a: tuple[str, ...] = ()) -> kit.Game:
    """Two players; player 1 attacks player 2 on the pirate lair at 9 and must now commit
    gunpowder. Player 2 found the treasures ``d`` on its way (lair 4 then lair 9: one or two),
    player 1 the treasure ``a`` (lair 4; then ``d`` has one card). Both carry 4 gunpowder.

    Rounds: 1 (captain player 1, dice 4 4) and 2 (captain player 2, dice 5 4, the outer lane
    at the fork of space 6).
    """
    if a:
        assert len(a) == 1 and len(d) == 1
        g = new(hands={0: [F_POWDER, F_FOOD, GOLD_GOLD], 1: [POWDER_GOLD, FF, GOLD_GOLD]})
        # player 1: 0 -> 4 (lair: a), 4 gunpowder; player 2 loads 4 gunpowder, 4 doubloons
        round_(g, {0: F_POWDER, 1: POWDER_GOLD}, (4, 4), then=[f"treasure {a[0]}"])
        # player 2: 0 -> 5 (3 doubloons) -> 9 (lair: d); player 1: 4 -> 9, a fight
        round_(g, {0: F_FOOD, 1: FF}, (5, 4), then=["fork outer", f"treasure {d[0]}", "fork outer"],
               finish=False)
    elif len(d) == 2:
        g = new(hands={0: [POWDER_GOLD, FF, GOLD_GOLD], 1: [F_FOOD, F_POWDER, GOLD_GOLD]})
        # player 1 loads 4 gunpowder, 4 doubloons; player 2: 0 -> 4 (lair: d[0]), 4 food
        round_(g, {0: POWDER_GOLD, 1: F_FOOD}, (4, 4), then=[f"treasure {d[0]}"])
        # player 2: 4 -> 9 (lair: d[1]), 4 gunpowder; player 1: 0 -> 5 (3 doubloons) -> 9, a fight
        round_(g, {0: FF, 1: F_POWDER}, (5, 4), then=["fork outer", f"treasure {d[1]}", "fork outer"],
               finish=False)
    else:
        g = new(hands={0: [POWDER_GOLD, FF, GOLD_GOLD], 1: [POWDER_GOLD, FF, GOLD_GOLD]})
        round_(g, {0: POWDER_GOLD, 1: POWDER_GOLD}, (4, 4))
        # player 2: 0 -> 5 -> 9 (lair: d[0]); player 1: 0 -> 5 -> 9, a fight
        round_(g, {0: FF, 1: FF}, (5, 4), then=["fork outer", f"treasure {d[0]}", "fork outer"], finish=False)
    assert kind(g) == "powder" and g.to_act == [0], kind(g)
    return g


def race_home(players: int = 3, **options) -> kit.Game:
    """Player 1 sails the inner lanes round the island and reaches space 48 with 4 food after
    five rounds, all with the dice 6 6; the others load goods and sail out and back to
    Port Royal. Round 6 is about to start: player 1 holds forward/backward, the others
    gunpowder/food."""
    hands = {0: [GOLD_GOLD, FF, GOLD_F],
             **{p: [GOLD_GOLD, POWDER_GOLD, FOOD_POWDER] for p in range(1, players)}}
    g = new(players=players, hands=hands, **options)
    others = range(1, players)
    # 1: 15 doubloons. 2: 0 -> 6 (5) -> inner -> 18 (3). 3: +6, 18 -> inner -> 30 (5).
    # 4: 30 -> inner -> 42 (2 food), +6 food. 5: 42 -> 48 (3 food).
    round_(g, {0: GOLD_GOLD, **{p: GOLD_GOLD for p in others}}, (6, 6),
           draws={0: [F_FOOD], **{p: [POWDER_FOOD] for p in others}})
    round_(g, {0: FF, **{p: POWDER_GOLD for p in others}}, (6, 6), then=["fork inner"],
           draws={0: [F_POWDER], **{p: [FB] for p in others}})
    round_(g, {0: GOLD_F, **{p: FOOD_POWDER for p in others}}, (6, 6), then=["fork inner"],
           draws={0: [FB], **{p: [BF] for p in others}})
    # 4: the others sail 0 -> 6 and back; 5: back 0 -> 44 (behind the start) and on to 0
    round_(g, {0: F_FOOD, **{p: FB for p in others}}, (6, 6), then=["fork inner"])
    round_(g, {0: F_POWDER, **{p: BF for p in others}}, (6, 6))
    assert space(g, 0) == 48 and total(g, 0, "food") == 4, (space(g, 0), holds(g, 0))
    assert all(space(g, p) == 0 for p in others)
    return g
