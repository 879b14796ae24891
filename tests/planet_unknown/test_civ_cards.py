"""Civ cards (rules text, Civ Track): "Civ Milestone (dome) - Take all the Civ Cards of the
depicted level, look through them, and pick one to keep"; IMMEDIATE cards give their bonus
at once, END GAME cards are kept secret and scored at the end ("Score End Game Civ cards");
players reaching one milestone in the same round choose "in clockwise order from the current
start player". Positions are built with chosen chance outcomes (see conftest)."""
from __future__ import annotations

import random

import pytest

import kit
from kit.games.planet_unknown import board as B
from kit.games.planet_unknown.civ import CIV_CARDS, CIV_OF_LEVEL, civ_points
from tests.planet_unknown.conftest import NAME, Script, climb, public, seat, texts

CIV_TILES = [f"{shape}-{pair}" for pair in ("BC", "CE") for shape in ("I2", "V3", "O4", "T4", "I3", "L4")]


def at_milestone(level_space: int = 3) -> Script:
    """Solo: civ tiles until the civ tracker stands on ``level_space`` (3: level 1)."""
    s = Script(*CIV_TILES)
    climb(s, CIV_TILES, "civ", level_space)
    assert seat(s.g)["task"] == {"kind": "civ", "level": 1}
    return s


def test_the_data_file_holds_nine_cards_of_each_level():
    assert sorted(CIV_CARDS) == list(range(1, 37))
    assert {level: len(cards) for level, cards in CIV_OF_LEVEL.items()} == {1: 9, 2: 9, 3: 9, 4: 9}
    assert {c.when for c in CIV_CARDS.values()} == {"immediate", "end"}
    assert [space for space, effects in B.TRACKS["civ"].spaces.items()
            if any(e == "civ milestone" for e, _ in effects)] == [3, 6, 10, 14]


def test_a_milestone_offers_every_card_of_its_level_still_in_the_box():
    s = at_milestone()
    g = s.g
    assert sorted(texts(g)) == sorted(f"keep {n}" for n in CIV_OF_LEVEL[1])
    assert g.view(0)["private"]["offer"] == sorted(CIV_OF_LEVEL[1])
    assert public(g)["civ_left"] == [9, 9, 9, 9]
    s.play("keep 7")
    assert seat(g)["civ"] == [7] and public(g)["civ_left"] == [8, 9, 9, 9]
    with pytest.raises(kit.IllegalAction):
        g.play("keep 6")  # one card a milestone


def test_an_end_game_card_scores_only_at_the_end():
    s = at_milestone()
    g = s.g
    s.play("keep 7")  # Rising Planet Award: two points at the end
    assert seat(g)["points"]["civ cards"] == 0
    g.chance = "auto"
    rng = random.Random(1)
    while not g.over:
        p = g.to_act[0]
        g.play(rng.choice(g.legal_actions(p)), p)
    v = seat(g)
    assert 7 in v["civ"]
    assert v["points"]["civ cards"] == civ_points(v["civ"], v["pods"], v["patches"], v["rocks"]) >= 2
    assert g.scores()[0] == sum(v["points"].values())


def test_two_advances_on_different_trackers():
    s = at_milestone()
    g = s.g
    s.play("keep 1")  # Temp Agency
    first = texts(g)
    assert sorted(first) == sorted(f"boost {t}" for t in B.TRACK_NAMES)
    before = seat(g)["tracks"]["water"]
    s.play("boost water")
    assert "boost water" not in texts(g)
    assert seat(g)["tracks"]["water"] == before + 1


def test_one_tracker_twice():
    s = at_milestone()
    g = s.g
    s.play("keep 2")  # Dept of Operations
    before = seat(g)["tracks"]["tech"]
    s.play("boost tech")
    assert seat(g)["tracks"]["tech"] == before + 2


def test_a_biomass_patch_and_rover_movement():
    s = at_milestone()
    g = s.g
    s.play("keep 3")  # Dept of Natural Resources: a patch
    assert texts(g) and all(a.startswith("patch") for a in texts(g))
    patches = seat(g)["patches"]
    s.play(texts(g)[0])
    assert seat(g)["patches"] == patches + 1


def test_end_game_points_of_every_kind():
    assert civ_points([6, 7, 20, 27], pods=0, patches=0, rocks=0) == 1 + 2 + 3 + 4
    assert civ_points([22], pods=0, patches=4, rocks=0) == 4          # a point a patch
    assert civ_points([28], pods=3, patches=0, rocks=0) == 3          # lifepods count twice
    assert civ_points([29, 30], pods=0, patches=0, rocks=7) == 2 * 2  # two more a set of three
    assert [civ_points(list(range(33, 33 + k)), 0, 0, 0) for k in range(5)] == [0, 1, 3, 6, 10]
    assert civ_points([23, 24], 0, 0, 0) == 5


def test_the_kept_card_is_hidden_from_the_others_until_the_end():
    """END GAME cards are "kept secret"; the kit shows kept cards to their owner only."""
    g = kit.new_game(NAME, players=2, seed=5)
    rng = random.Random(5)
    seen = False
    while not g.over:
        p = g.to_act[0]
        action = rng.choice(g.legal_actions(p))
        g.play(action, p)
        if action.name == "keep":
            other = 1 - p
            assert g.view(other)["seats"][p]["civ"] == len(g.view(p)["seats"][p]["civ"])
            card = CIV_CARDS[int(action.args[0])]
            if card.when == "end":
                assert card.name not in "\n".join(g.log_for(other)[-4:])
                assert card.name in "\n".join(g.log_for(p)[-4:])
            seen = True
    assert seen
    assert all(isinstance(s["civ"], list) for s in g.view(0)["seats"])


def test_players_choose_clockwise_from_the_start_player():
    """Random 3- and 4-player games: whenever a player owes a civ choice while a player
    before them (clockwise from the start player) still owes anything this round, the
    choice waits (the player is not among those to act, so the engine refuses by turn order)."""
    waited = 0
    for players, seed in ((3, 1), (4, 2), (4, 3), (3, 4)):
        g = kit.new_game(NAME, players=players, seed=seed)
        rng = random.Random(seed)
        while not g.over:
            view = g.view(None)
            start = view["public"]["start"]
            for p, st in enumerate(view["seats"]):
                if st["task"] and st["task"]["kind"] == "civ":
                    before = [(start + k) % players for k in range((p - start) % players)]
                    if any(view["seats"][q]["task"] for q in before):
                        waited += 1
                        assert p not in g.to_act and g.legal_actions(p) == []
                        with pytest.raises(kit.IllegalAction) as refused:
                            g.play(f"keep {view['private']['offers'][p][0]}", p)
                        assert refused.value.rule == "turn order"  # not in to_act: the engine's rule
            p = g.to_act[0]
            g.play(rng.choice(g.legal_actions(p)), p)
    assert waited > 0


METEOR_CIV_TILES = [f"{shape}-{pair}-M" for pair in ("BC", "CE")
                    for shape in ("I2", "V3", "O4", "T4", "I3", "L4", "I4", "S4", "U5", "F5", "N5", "S5")]


def at_level(space: int, tiles: list[str]) -> Script:
    """Solo: civ tiles until the civ tracker stands on milestone ``space``; the milestones on
    the way keep their first card."""
    s = Script(*tiles)
    g = s.g
    for target in (3, 6, 10, 14):
        climb(s, tiles, "civ", target)
        if target == space:
            return s
        s.play(texts(g)[0])
        while 0 in g.to_act and g.phase == "resolve":  # the rest of the turn, civ first
            acts = texts(g)
            s.play(next((a for a in acts if a.endswith(" civ")), "stop" if "stop" in acts else acts[0]))
    raise AssertionError(space)


def test_level_two_rescue_two_lifepods():
    s = at_level(6, CIV_TILES + METEOR_CIV_TILES)
    g = s.g
    assert seat(g)["task"] == {"kind": "civ", "level": 2}
    assert sorted(texts(g)) == sorted(f"keep {n}" for n in CIV_OF_LEVEL[2])
    pods = seat(g)["pods"]
    on_planet = seat(g)["lifepods"]
    s.play("keep 13")  # Approved Overtime
    assert sorted(texts(g)) == sorted(f"rescue {B.CELL_NAMES[c]}" for c in on_planet)
    s.play(texts(g)[0])
    assert seat(g)["pods"] == pods + 1 and len(seat(g)["lifepods"]) == len(on_planet) - 1
    assert texts(g)[0].startswith("rescue")  # the second one


def test_level_two_two_biomass_patches():
    s = at_level(6, METEOR_CIV_TILES)
    g = s.g
    patches = seat(g)["patches"]
    s.play("keep 12")  # Dept of Parks and Rec
    for _ in range(2):
        assert texts(g) and all(a.startswith("patch") for a in texts(g))
        s.play(texts(g)[0])
    assert seat(g)["patches"] == patches + 2


def test_level_three_meteorites_of_one_line_are_removed_not_collected():
    s = at_level(10, METEOR_CIV_TILES)
    g = s.g
    meteors, rocks = seat(g)["meteors"], seat(g)["rocks"]
    assert meteors, "meteor tiles drop meteorites"
    s.play("keep 17")  # Landing Zone Approved
    lines = texts(g)
    rows = {f"clear row {c // 12 + 1}" for c in meteors}
    columns = {f"clear column {'ABCDEFGHIJKL'[c % 12]}" for c in meteors}
    assert set(lines) == rows | columns
    best = max(sorted(rows), key=lambda r: sum(1 for c in meteors if c // 12 + 1 == int(r.split()[2])))
    s.play(best)
    row = int(best.split()[2])
    assert seat(g)["meteors"] == [c for c in meteors if c // 12 + 1 != row]
    assert seat(g)["rocks"] == rocks


def test_level_three_depot_tile_and_unionization():
    s = at_level(10, CIV_TILES + METEOR_CIV_TILES)
    g = s.g
    assert seat(g)["task"] == {"kind": "civ", "level": 3}
    assert sorted(texts(g)) == sorted(f"keep {n}" for n in CIV_OF_LEVEL[3])
    s2 = at_level(10, CIV_TILES + METEOR_CIV_TILES)
    # Depot Repair Online: a tile of the depot facing the player, placed, its symbols advance
    placed = len(seat(g)["placed"])
    s.play("keep 16")
    takes = texts(g)
    assert takes and set(takes) <= {"take inner", "take outer"}
    s.play(takes[0])
    assert seat(g)["hand"] is not None and all(a.startswith("place") for a in texts(g))
    climbed = sum(seat(g)["tracks"].values())
    s.place_first()
    assert len(seat(g)["placed"]) == placed + 1
    s.resolve()
    assert sum(seat(g)["tracks"].values()) > climbed, "the tile's symbols advance trackers"
    # Unionization: every tracker below 5 climbs to 5, with no synergy on the way
    g2 = s2.g
    s2.play("keep 21")
    while seat(g2)["task"] and seat(g2)["task"]["kind"] in ("union", "rover", "move", "patch"):
        acts = texts(g2)
        if seat(g2)["task"]["kind"] == "union":
            assert all(a.startswith("boost") for a in acts)
        s2.play("stop" if "stop" in acts else acts[0])
        assert not (seat(g2)["task"] and seat(g2)["task"]["kind"] == "synergy"), "no synergy on the way"
    assert all(at >= 5 for at in seat(g2)["tracks"].values())


_SAVED: dict[int, str] = {}


def fresh_at(level: int) -> Script:
    """A solo game at the civ milestone of ``level`` (built once, then loaded from its save)."""
    if level not in _SAVED:
        _SAVED[level] = at_level((3, 6, 10, 14)[level - 1], METEOR_CIV_TILES + CIV_TILES).g.to_json()
    s = Script.__new__(Script)
    s.g = kit.load_game(_SAVED[level])
    s.want = {k: [] for k in range(12)}
    return s


@pytest.mark.parametrize("number", sorted(CIV_CARDS))
def test_every_card_can_be_kept_and_does_what_it_says(number):
    card = CIV_CARDS[number]
    s = fresh_at(card.level)
    g = s.g
    before = seat(g)
    left = public(g)["civ_left"][card.level - 1]
    s.play(f"keep {number}")
    after = seat(g)
    assert number in after["civ"] and public(g)["civ_left"][card.level - 1] == left - 1
    task = after["task"]
    kind = task["kind"] if task else None
    acts = texts(g)
    effect = card.effect
    if card.when == "end":
        assert after["points"]["civ cards"] == 0, "scored only at the end"
        plain = fresh_at(card.level)  # what is left of the turn after a card with no effect now
        medals = next(n for n in CIV_OF_LEVEL[card.level] if CIV_CARDS[n].effect == "medals")
        plain.play(f"keep {medals}")
        rest = seat(plain.g)["task"]
        if effect == "medals and advance":
            assert kind == "synergy" and "boost civ" in acts
            s.play("boost civ")  # civ 14 -> 15: a medal, nothing more to do
            assert seat(g)["tracks"]["civ"] == before["tracks"]["civ"] + 1
            assert seat(g)["task"] == rest, "the card's advance came on top of the rest of the turn"
        else:
            assert task == rest
    elif effect == "advance different":
        assert kind == "boosts" and "boost rover" in acts
        s.play(acts[0])
        assert seat(g)["task"] is None or acts[0] not in texts(g) or seat(g)["task"]["kind"] != "boosts"
    elif effect == "advance twice":
        assert kind == "twice"
        track = acts[0].split()[1]
        s.play(acts[0])
        assert seat(g)["tracks"][track] >= min(before["tracks"][track] + 2, B.TRACKS[track].top)
    elif effect == "patches":
        for _ in range(card.value):
            assert seat(g)["task"]["kind"] == "patch"
            s.play(texts(g)[0])
        assert seat(g)["patches"] == before["patches"] + card.value
    elif effect in ("rover movement", "teleport"):
        if before["rovers"]:
            assert kind == ("move" if effect == "rover movement" else "teleport")
        else:
            assert kind not in ("move", "teleport"), "no rover: nothing to move"
    elif effect == "depot tile":
        assert kind == "depot" and set(acts) <= {"take inner", "take outer"}
        s.play(acts[0])
        climbed = sum(seat(g)["tracks"].values())
        s.place_first()
        if card.value == 0:  # Salvage Yard: the symbols advance nothing
            assert sum(seat(g)["tracks"].values()) == climbed
    elif effect in ("rescue", "destroy meteorites", "clear line"):
        targets = before["lifepods"] if effect == "rescue" else before["meteors"]
        if targets:
            s.play(acts[0])
            v = seat(g)
            if effect == "rescue":
                assert v["pods"] == before["pods"] + 1
            else:
                assert len(v["meteors"]) < len(targets) and v["rocks"] == before["rocks"]
        else:
            assert kind not in ("rescue", "destroy", "clear")
    elif effect == "unionize":
        assert kind == "union" or all(at >= 5 for at in after["tracks"].values())
    else:
        raise AssertionError(effect)


def test_copies_for_a_player_redeal_the_secret_cards_of_levels_they_never_saw():
    """Search bots plan on ``copy_for``: the other players' end-game cards of a level the
    player never looked through are redrawn; the player's own view never changes."""
    changed = 0
    for seed in range(8):
        g = kit.new_game(NAME, players=3, seed=seed)
        rng = random.Random(seed)
        while g.view(None)["public"]["round"] < 12 and not g.over:
            p = g.to_act[0]
            g.play(rng.choice(g.legal_actions(p)), p)
        truth = [s["civ"] for s in g.view(None)["seats"]]
        for k in range(4):
            c = g.copy_for(0, random.Random(k))
            assert c.view(0) == g.view(0)
            copied = [s["civ"] for s in c.view(None)["seats"]]
            assert copied[0] == truth[0]
            assert [len(h) for h in copied] == [len(h) for h in truth]
            assert all(CIV_CARDS[a].when == CIV_CARDS[b].when and CIV_CARDS[a].level == CIV_CARDS[b].level
                       for h, t in zip(copied, truth) for a, b in zip(h, t))
            changed += copied != truth
    assert changed > 0
