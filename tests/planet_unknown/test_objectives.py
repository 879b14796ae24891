"""Objective cards (facts from the public implementation, see ``objectives.csv``): a neighbour
objective between each two neighbours (three with two players, none in solo), 5 points to
the one who does better and 2 each on a tie; private objectives (an option, always on in
solo: four dealt, three kept; otherwise two dealt, one kept), 5 points each when met, secret
until the end. Positions are built with chosen chance outcomes (``objective 17`` deals card
17) through play; the measures are checked against what the rules say of the position."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kit
from kit.games.planet_unknown import board as B
from kit.games.planet_unknown.civ import CIV_CARDS
from kit.games.planet_unknown.objectives import NEIGHBOUR, PRIVATE, Surface, achieved, measure
from tests.planet_unknown.conftest import NAME, Script, public, seat, texts

KSB = B.PLANETS["KSB-4156"]
LETTERS = ("C", "W", "B", "R", "T", "E")


def one_tile_each(deal: list[int], players: int = 2, give_back=(), tiles=(), where=None) -> Script:
    """Round 1 played: every player takes the inner tile facing them (``tiles``: revealed
    there for players 1 and 2 in turn) and places it at its first legal placement; advances
    go to civ (no biomass patch, no lifepod, no meteorite); ``where``: a test of player 1's
    placement."""
    s = Script(*tiles, players=players, deal=deal, give_back=give_back)
    g = s.g
    s.play("turn 0")
    for p in range(players):
        g.play("take inner", p)
    s.chance()
    for p in range(players):
        s.place_first(p, where if p == 0 else None)
        s.resolve("civ", p)
    for p in range(players):
        v = seat(g, p)
        assert len(v["placed"]) == 1 and v["patches"] == v["pods"] == v["rocks"] == 0
    return s


def _on_edge(cell: int) -> bool:
    """A land square with a side on no land (the grid's edge or void)."""
    r, c = divmod(cell, 12)
    for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        rr, cc = r + dr, c + dc
        if not (0 <= rr < 12 and 0 <= cc < 12) or KSB.void >> (rr * 12 + cc) & 1:
            return True
    return False


def expected(card: int, placed: list) -> int:
    """A neighbour side's measure for a planet holding one tile, from the rules: each tile
    shows two terrains (one connected half each) with one symbol square each."""
    side = NEIGHBOUR[card]
    tile_id, at, orientation = placed[0]
    tile = B.TILES[tile_id]
    squares = B.placement_index(tile.shape, tile.meteor)[(B.parse_cell(at), orientation)].squares
    letter = side.subject
    mine = [sq for sq in squares if tile.terrains[sq[1]] == letter]
    if side.test == "edge symbols":
        return sum(1 for cell, _, symbol, _ in mine if symbol and _on_edge(cell))
    if side.test == "largest area":
        return len(mine)
    if side.test == "areas":
        return 1 if mine else 0
    if side.test == "fewest symbols":
        return -sum(1 for sq in mine if sq[2])
    return 0  # trackers at the top, meteorites, lifepods: none yet


def test_the_data_file_holds_both_sides_of_28_cards():
    assert sorted(NEIGHBOUR) == sorted(PRIVATE) == list(range(1, 29))
    assert len({c.name for c in NEIGHBOUR.values()} | {c.name for c in PRIVATE.values()}) == 56
    for tile in B.TILES.values():  # what ``expected`` relies on: two terrains, each half connected
        assert tile.terrains[0] != tile.terrains[1]
        for half in (0, 1):
            cells = {xy for xy, t in zip(tile.shape.cells, tile.shape.terrain) if t == half}
            seen, todo = set(), [next(iter(cells))]
            while todo:
                x, y = todo.pop()
                if (x, y) in seen:
                    continue
                seen.add((x, y))
                todo += [n for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if n in cells]
            assert seen == cells


@pytest.mark.parametrize("card", sorted(NEIGHBOUR))
def test_each_neighbour_objective_compares_the_two_neighbours(card):
    others = [c for c in NEIGHBOUR if c != card][card % 20:card % 20 + 2]
    letter = NEIGHBOUR[card].subject
    # with a terrain: player 1's tile shows it, player 2's not (inner stacks 1 and 4 face them)
    tiles = [next(t for t in B.STACK_TILES[k] if (letter in B.TILES[t].terrains) == (k == 0)
                  and not B.TILES[t].meteor) for k in (0, 3)] if letter else []
    edge = NEIGHBOUR[card].test == "edge symbols"  # then player 1's tile lies along the edge
    s = one_tile_each([card, *others], tiles=tiles, where=lambda p: all(_on_edge(c) for c in p.cells)
                      if edge else True)
    g = s.g
    assert public(g)["shared_objectives"][0] == [card, 0, 1]
    mine, theirs = (expected(card, seat(g, p)["placed"]) for p in (0, 1))
    results = [next(r for r in seat(g, p)["neighbour_objectives"] if r["card"] == card) for p in (0, 1)]
    assert (results[0]["mine"], results[0]["theirs"]) == (mine, theirs)
    assert (results[1]["mine"], results[1]["theirs"]) == (theirs, mine)
    points = [5 if a > b else 2 if a == b else 0 for a, b in ((mine, theirs), (theirs, mine))]
    assert [r["points"] for r in results] == points
    for p in (0, 1):  # public cards: they count in the scores during the game
        v = seat(g, p)
        assert v["points"]["neighbour objectives"] == sum(r["points"] for r in v["neighbour_objectives"])
        assert g.scores()[p] == sum(v["points"].values())


def test_collections_and_trackers_at_the_top_over_a_whole_game():
    """The neighbour objectives that count collected lifepods, meteorites and trackers at the
    top, at the end of a game played at random (two deals: five such cards)."""
    for deal in ([24, 25, 26], [27, 28, 25]):
        g = Script(players=2, deal=deal).g
        g.chance = "auto"
        rng = random.Random(75)  # a game where one collects a meteorite, the other two lifepods
        while not g.over:
            p = g.to_act[0]
            g.play(rng.choice(g.legal_actions(p)), p)
        for p in (0, 1):
            v = seat(g, p)
            tops = sum(v["tracks"][name] >= B.TRACKS[name].top for name in B.TRACK_NAMES)
            count = {24: tops, 25: v["rocks"], 26: v["pods"], 27: -v["rocks"], 28: -v["pods"]}
            for r in v["neighbour_objectives"]:
                assert r["mine"] == count[r["card"]]
                assert r["points"] == (5 if r["mine"] > r["theirs"] else 2 if r["mine"] == r["theirs"] else 0)
        assert seat(g, 0)["rocks"] != seat(g, 1)["rocks"] and seat(g, 0)["pods"] != seat(g, 1)["pods"]


def test_neighbour_objectives_lie_between_each_two_neighbours():
    for players, pairs in ((1, []), (2, [[0, 1]] * 3), (4, [[0, 1], [1, 2], [2, 3], [3, 0]])):
        g = kit.new_game(NAME, players=players, seed=2)
        shared = public(g)["shared_objectives"]
        assert [pair for _, *pair in shared] == pairs
        for p in range(players):  # each player scores the cards beside them, and only those
            near = [r["card"] for r in seat(g, p)["neighbour_objectives"]]
            assert near == [c for c, a, b in shared if p in (a, b)]


# ------------------------------------------------------------- private objectives
def _private_one_tile(card: int) -> dict:
    """Solo: ``card`` dealt and kept (the fourth card dealt is given back); one tile placed."""
    deal = [card, *[c for c in PRIVATE if c != card][:3]]
    s = one_tile_each(deal, players=1, give_back=[deal[3]])
    v = s.g.view(0)
    assert sorted(v["seats"][0]["objectives"]) == sorted(deal[:3])
    return v


NOT_YET = {"few symbols": True}  # one tile on the planet: only "five energy symbols or fewer" is met


@pytest.mark.parametrize("card", sorted(PRIVATE))
def test_each_private_objective_on_a_planet_with_one_tile(card):
    v = _private_one_tile(card)
    assert (card in v["private"]["objectives_met"]) == NOT_YET.get(PRIVATE[card].test, False)
    assert v["seats"][0]["points"]["private objectives"] == 0  # secret until the end


def _surface(terrain: dict[str, list[int]] | None = None, symbols: dict[str, list[int]] | None = None,
             covered: int = 0, track=(0,) * 5, pods: int = 0, rocks: int = 0) -> Surface:
    def masks(cells: dict[str, list[int]] | None) -> dict[str, int]:
        out = dict.fromkeys(LETTERS, 0)
        for letter, where in (cells or {}).items():
            for i in where:
                out[letter] |= 1 << i
        return out
    return Surface(KSB, masks(terrain), masks(symbols), covered, tuple(track), pods, rocks)


def _block(top: int, left: int, rows: int, cols: int) -> list[int]:
    return [(top + r) * 12 + left + c for r in range(rows) for c in range(cols)]


@pytest.mark.parametrize("card", sorted(PRIVATE))
def test_each_private_objective_met_and_just_missed(card):
    """Positions just at and just short of each private objective (by its words)."""
    side = PRIVATE[card]
    L, test = side.subject, side.test
    if test == "square":
        yes, no = _surface({L: _block(4, 4, 3, 3)}), _surface({L: _block(4, 4, 3, 3)[:-1]})
    elif test == "strip":
        yes, no = _surface({L: _block(2, 3, 5, 2)}), _surface({L: _block(2, 3, 2, 4) + _block(5, 3, 2, 4)})
        assert achieved(side, _surface({L: _block(6, 2, 2, 5)}))  # lying
    elif test == "rich area":
        area = _block(3, 3, 2, 4)
        yes = _surface({L: area}, {L: area[:6]})
        split = [i for i in area if i % 12 != 4]  # column E left empty: two areas of 3 symbols
        no = _surface({L: split}, {L: split})
    elif test == "track at top":
        k = B.TRACK_LETTERS.index(L)
        top = B.TRACKS[B.TRACK_NAMES[k]].top
        yes = _surface(track=tuple(top if j == k else 0 for j in range(5)))
        no = _surface(track=tuple(top - 1 if j == k else 15 for j in range(5)))
    elif test == "few symbols":
        yes, no = _surface(symbols={L: list(range(60, 65))}), _surface(symbols={L: list(range(60, 66))})
    elif test == "meteorites":
        yes, no = _surface(rocks=9), _surface(rocks=8, pods=9)
    elif test == "lifepods over meteorites":
        yes, no = _surface(pods=3, rocks=2), _surface(pods=2, rocks=2)
    elif test == "ice covered":
        yes, no = _surface(covered=KSB.ice), _surface(covered=KSB.land & ~(KSB.ice & -KSB.ice))
    else:  # every square that is not ice
        rest = KSB.land & ~KSB.ice
        yes, no = _surface(covered=rest), _surface(covered=KSB.ice | rest & ~(rest & -rest))
    assert achieved(side, yes) and not achieved(side, no)


def test_neighbour_measures_on_built_surfaces():
    """Areas are orthogonally connected, patches and squares of other terrains split them."""
    two = _surface({"C": _block(0, 5, 1, 2) + _block(5, 5, 2, 3)}, {"C": [5, 66]})
    assert measure(NEIGHBOUR[9], two) == 6 and measure(NEIGHBOUR[15], two) == 2
    assert measure(NEIGHBOUR[1], two) == 1  # F1 lies on the planet's edge, G6 inside
    assert measure(NEIGHBOUR[23], two) == -2  # fewest civ symbols: fewer is better
    diagonal = _surface({"W": [60, 73]})
    assert measure(NEIGHBOUR[11], diagonal) == 1 and measure(NEIGHBOUR[17], diagonal) == 2
    tops = _surface(track=(15, 15, 14, 16, 15))
    assert measure(NEIGHBOUR[24], tops) == 4


def test_private_objectives_are_dealt_only_with_the_option_and_kept_secret():
    plain = kit.new_game(NAME, players=2, seed=3)
    assert seat(plain, 0)["objectives"] == [] and plain.phase == "turn"
    with pytest.raises(kit.IllegalAction) as err:
        plain.play("return objective 3", 0)
    assert err.value.rule == "private objectives"
    s = Script(players=2, deal=[1, 2, 3, 4, 5, 6, 7], give_back=None, private_objectives=True)
    g = s.g
    assert g.phase == "objectives" and g.to_act == [0, 1]
    assert seat(g, 0)["objectives"] == [4, 5] and seat(g, 1)["objectives"] == [6, 7]
    assert g.view(1)["seats"][0]["objectives"] == 2 and g.view(0)["seats"][0]["objectives"] == [4, 5]
    assert PRIVATE[4].name not in "\n".join(g.log_for(1)) and PRIVATE[4].name in "\n".join(g.log_for(0))
    assert texts(g, 0) == ["return objective 4", "return objective 5"]
    with pytest.raises(kit.IllegalAction) as err:
        g.play("return objective 6", 0)  # not one of player 1's cards
    assert err.value.rule == "your objectives"
    g.play("return objective 5", 0)
    assert g.to_act == [1] and g.view(1)["seats"][0]["objectives"] == 1
    assert PRIVATE[5].name not in "\n".join(g.log_for(1))
    g.play("return objective 6", 1)
    assert g.phase == "turn" and seat(g, 0)["objectives"] == [4] and seat(g, 1)["objectives"] == [7]


def test_private_points_count_once_the_game_is_over():
    g = kit.new_game(NAME, players=1, seed=11)
    rng = random.Random(11)
    while not g.over:
        p = g.to_act[0]
        g.play(rng.choice(g.legal_actions(p)), p)
    v = g.view(0)
    assert len(v["seats"][0]["objectives"]) == 3  # solo: four dealt, three kept
    assert v["seats"][0]["points"]["private objectives"] == 5 * len(v["private"]["objectives_met"])


# ------------------------------------------------------------- solo event cards
def test_an_event_card_deals_one_more_private_objective():
    """Event card 3 (solo): "draw one more private objective card" — a chance step."""
    from tests.planet_unknown.test_events import Events, cards
    (card,) = cards("objective drawn")
    s = Events(events=(card,))
    g = s.g
    before = seat(g)["objectives"]
    s.event_round()
    after = seat(g)["objectives"]
    assert len(before) == 3 and after[:3] == before and len(after) == 4 and g.phase == "draft"
    assert any("player 1 draws one more private objective" in line for line in g.log)
    drawn = PRIVATE[after[3]].name  # named to its owner only
    assert drawn in "\n".join(g.log_for(0)) and drawn not in "\n".join(g.log)
    assert len(_all_cards(g.view(None))) + public(g)["objectives_in_box"] == 28


def test_an_event_card_throws_away_a_private_objective_of_the_players_choice():
    """Event card 46 (solo): "throw away one of your private objective cards"."""
    from tests.planet_unknown.test_events import Events, cards
    (card,) = cards("objective destroyed")
    s = Events(events=(card,))
    g = s.g
    held = seat(g)["objectives"]
    s.event_round()
    assert g.phase == "event" and texts(g) == [f"return objective {c}" for c in sorted(held)]
    s.play(f"return objective {held[1]}")
    assert seat(g)["objectives"] == [held[0], held[2]] and held[1] in seat(g)["rejected"]
    assert g.phase == "draft" and any("throw away a private objective" in line for line in g.log)
    assert PRIVATE[held[1]].name in "\n".join(g.log_for(0)) and PRIVATE[held[1]].name not in "\n".join(g.log)


# ------------------------------------------------------------- conservation, resampling
def _all_cards(view: dict) -> list[int]:
    cards = [c for c, _, _ in view["public"]["shared_objectives"]]
    for v in view["seats"]:
        cards += v["objectives"] + v["rejected"]
    return cards


@settings(max_examples=8, deadline=None)
@given(players=st.integers(1, 6), seed=st.integers(0, 10_000), private=st.booleans())
def test_objective_cards_are_conserved(players, seed, private):
    g = kit.new_game(NAME, players=players, seed=seed, private_objectives=private)
    rng = random.Random(seed)
    while g.phase == "objectives":
        p = g.to_act[0]
        g.play(rng.choice(g.legal_actions(p)), p)
    view = g.view(None)
    cards = _all_cards(view)
    assert len(cards) == len(set(cards)) and len(cards) + view["public"]["objectives_in_box"] == 28
    copy = g.copy_for(0, random.Random(seed))  # resampled: still 28 distinct cards
    cards = _all_cards(copy.view(None))
    assert len(cards) == len(set(cards)) and len(cards) + copy.view(None)["public"]["objectives_in_box"] == 28


def test_copy_for_redeals_the_other_players_private_objectives():
    s = Script(players=3, deal=[1, 2, 3, 4, 5, 6, 7, 8, 9], give_back=[4, 7, 9], private_objectives=True)
    g = s.g
    mine = g.view(0)
    held = set()
    for k in range(12):
        copy = g.copy_for(0, random.Random(k))
        assert copy.view(0)["seats"][0] == mine["seats"][0]  # what player 1 sees stays
        assert copy.view(0)["private"] == mine["private"]
        theirs = copy.view(None)["seats"][1]["objectives"]
        assert len(theirs) == 1 and not set(theirs) & {1, 2, 3, 4, 5}  # neither shared nor player 1's
        held.update(theirs)
    assert len(held) > 3  # redealt from the cards player 1 has not seen


def _secret_civ_of_player_2(g, offers: dict[int, set]) -> list[int]:
    """Player 2's end-game civ cards of the levels player 1 has looked through."""
    return [c for c in g.view(None)["seats"][1]["civ"]
            if CIV_CARDS[c].when == "end" and CIV_CARDS[c].level in offers]


def test_copy_for_redeals_secret_civ_cards_consistently_with_what_was_looked_through():
    """Player 1 looked through a level's cards: a later chooser's secret card is one of those
    player 1 saw (not kept), an earlier chooser's one player 1 never saw."""
    found = 0
    seen_in_copies: set[int] = set()
    for seed in range(60):
        g = kit.new_game(NAME, players=2, seed=seed)
        rng = random.Random(seed)
        offers: dict[int, set] = {}
        while not g.over and not _secret_civ_of_player_2(g, offers):
            p = g.to_act[0]
            offer = g.view(p)["private"]["offer"]
            action = rng.choice(g.legal_actions(p))
            g.play(action, p)
            if action.name == "keep" and p == 0:
                offers[CIV_CARDS[int(action.args[0])].level] = set(offer)
        theirs = _secret_civ_of_player_2(g, offers)
        if g.over or not theirs:
            continue
        found += 1
        for k in range(6):
            copy = g.copy_for(0, random.Random(k))
            assert copy.view(0)["seats"] == g.view(0)["seats"]  # player 1's view stays
            redealt = copy.view(None)["seats"][1]["civ"]
            for c in theirs:
                level = CIV_CARDS[c].level
                new = [n for n in redealt if CIV_CARDS[n].level == level and CIV_CARDS[n].when == "end"]
                assert len(new) == 1 and new[0] not in g.view(0)["seats"][0]["civ"]
                assert (new[0] in offers[level]) == (c in offers[level])
                seen_in_copies.add(new[0])
        if len(seen_in_copies) > found:  # (a single card of its pool stays where it is)
            break
    assert found and len(seen_in_copies) > found  # redealt, not left as they were
