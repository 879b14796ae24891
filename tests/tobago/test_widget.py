"""Tobago's widget, driven from Python without a kernel: it draws from views and acts only
through the engine."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import ipywidgets
import pytest

import kit
from kit.bots import make_bot
from kit.games.tobago.draw import SIZE
from kit.games.tobago.hexes import hex_to_pixel
from kit.games.tobago.island import LETTERS, TERRAINS
from kit.games.tobago.widget import TobagoWidget
from solvers import tobago as solver
from tests.tobago.table import BOARD, Table, hx, located_position

SVG = "{http://www.w3.org/2000/svg}"
GRAPH = BOARD.graph


def humans(players: int = 2, seed: int = 1, **options) -> TobagoWidget:
    options.setdefault("island", "lesson")
    game = kit.new_game("tobago", players=players, seed=seed, **options)
    return kit.widget(game, seats=["human"] * players)


def atv_at(svg: str, player: int) -> str:
    return re.search(rf'data-atv="{player}" data-at="([^"]+)"', svg).group(1)


def through_setup(w: TobagoWidget) -> None:
    for hex_ in ("4,6", "1,10"):
        w.board.click(hex_)
    while w.view()["phase"] == "start":
        view = w.view()
        p = view["public"]["current"]
        free = [m for m in range(4) if not view["public"]["maps"][m]["clues"]]
        card = view["seats"][p]["hand"][0]
        w.pick_map(free[0])
        w.pick_card(card)


def map_labels(w: TobagoWidget) -> list[str]:
    return [b.description for b in w.map_box.children if isinstance(b, ipywidgets.Button)]


def svg_tree(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def clickables(svg: str) -> dict[str, str]:
    """data-id -> aria-label of every clickable element of a board."""
    return {el.get("data-id"): el.get("aria-label") for el in svg_tree(svg).iter()
            if el.get("data-id") is not None}


def texts(svg: str) -> str:
    return " ".join("".join(el.itertext()) for el in svg_tree(svg).iter(SVG + "text"))


def hatched(svg: str) -> set[str]:
    """Centres of the hexes drawn as ruled out by the last clue, as "x,y" rounded."""
    group = next((g for g in svg_tree(svg).iter(SVG + "g") if g.get("class") == "ruled-out"), None)
    if group is None:
        return set()
    out = set()
    for poly in group.iter(SVG + "polygon"):
        pts = [tuple(map(float, p.split(","))) for p in poly.get("points").split()]
        out.add((round(sum(x for x, _ in pts) / 6), round(sum(y for _, y in pts) / 6)))
    return out


def centre(h) -> tuple[int, int]:
    x, y = hex_to_pixel(h, SIZE)
    return (round(x), round(y))


def test_board_is_the_island_with_clickable_hexes_and_a_legend():
    w = humans()
    svg = w.board.svg
    labels = clickables(svg)
    assert set(labels) == {f"{q},{r}" for q, r in BOARD.hexes}, "every land hex, no sea hex"
    assert all("click to place player 1's ATV here" in label for label in labels.values())
    assert 'class="landmark statue"' in svg and "data-atv" not in svg
    words = texts(svg)
    assert "Terrains:" in words
    for terrain in TERRAINS:  # every clue names a terrain: the legend names them all
        assert terrain in words
        assert f'class="hex {terrain}' in svg
    letters = {el.text for el in svg_tree(svg).iter(SVG + "text")}
    assert {LETTERS[t] for t in TERRAINS} <= letters, "each terrain shows its letter"


def test_clicking_hexes_places_then_moves_the_atv():
    w = humans()
    w.board.click("4,6")
    assert w.view()["seats"][0]["atv"] == "4,6" and atv_at(w.board.svg, 0) == "4,6"
    through_setup(w)
    view = w.view()
    assert view["phase"] == "turn" and view["public"]["current"] == 0
    reach = sorted(BOARD.reachable(hx(view["seats"][0]["atv"])))
    svg = w.board.svg
    assert len(re.findall(r'class="hex \w+ highlight"', svg)) == len(reach), "reachable hexes marked"
    assert svg.count('class="reach"') == 1, "one line around the reach, not one outline a hex"
    assert svg.count("<polygon") < 300
    labels = clickables(svg)
    for q, r in reach:
        assert labels[f"{q},{r}"].endswith("click to drive player 1's ATV here")
    target = f"{reach[-1][0]},{reach[-1][1]}"
    w.board.click(target)
    assert atv_at(w.board.svg, 0) == target and w.view()["seats"][0]["atv"] == target


def test_atvs_carry_numbers_and_a_click_shows_their_reach():
    w = humans()
    through_setup(w)
    svg = w.board.svg
    root = svg_tree(svg)
    atvs = [el for el in root.iter() if el.get("class") == "atv"]
    assert sorted(el.get("data-id") for el in atvs) == ["atv 1", "atv 2"]
    for el in atvs:  # the number on each ATV is its player's
        assert [t.text for t in el.iter(SVG + "text")] == [el.get("data-id").split()[1]]
    assert all("click to show where it can drive" in el.get("aria-label") for el in atvs)
    other = hx(w.view()["seats"][1]["atv"])
    w.board.click("atv 2")
    svg = w.board.svg
    assert len(re.findall(r'class="hex \w+ highlight"', svg)) == len(BOARD.reachable(other))
    assert "where player 2's ATV can drive" in texts(svg)
    w.board.click("atv 2")
    assert "where player 1's ATV can drive" in texts(w.board.svg)


def test_an_unreachable_click_shows_the_rule():
    w = humans()
    through_setup(w)
    here = hx(w.view()["seats"][0]["atv"])
    far = next(h for h, d in BOARD.distances(here).items() if d > 3)
    before = w.game.to_json()
    assert f'data-id="{far[0]},{far[1]}"' not in w.board.svg, "only hexes in reach are targets"
    w.board.click(f"{far[0]},{far[1]}")
    assert w.game.to_json() == before
    assert "movement" in w.message.value and "ATV steps" in w.message.value


def test_clue_buttons_say_how_many_places_each_would_leave():
    w = humans()
    through_setup(w)
    view = w.view()
    maps = view["public"]["maps"]
    legal = {a.text for a in w.game.legal_actions(0)}
    for m in range(4):
        w.pick_map(m)
        clues = [c for c, _ in maps[m]["clues"]]
        labels = [b.description for b in w.hand_box.children]
        assert len(labels) == len(view["seats"][0]["hand"])
        for card, label in zip(view["seats"][0]["hand"], labels):
            left = len(solver.candidates(GRAPH, clues + [card]))
            if f"clue {m + 1} {card}" in legal:
                assert label.startswith(f"Add to map {m + 1}: {card} — leaves {left} place")
            elif left == 0:
                assert label == f"{card} — not on map {m + 1}: it would leave no place"
            else:
                assert label.startswith(f"{card} — not on map {m + 1}: ")
            assert "_" not in label and "✓" not in label


def test_a_played_clue_hatches_what_it_ruled_out_with_the_reason():
    w = humans()
    through_setup(w)
    view = w.view()
    maps = view["public"]["maps"]
    legal = {a.text for a in w.game.legal_actions(0)}
    m, card, why = next(
        (m, card, why) for card in view["seats"][0]["hand"] for m in range(4)
        if f"clue {m + 1} {card}" in legal and maps[m]["clues"]
        and (why := solver.explain(GRAPH, [c for c, _ in maps[m]["clues"]], card)).after > 1)
    w.pick_map(m)
    assert 'class="map-outline"' in w.board.svg, "the chosen map's places are outlined"
    next(b for b in w.hand_box.children if card in b.description).click()
    view = w.view()
    assert view["public"]["maps"][m]["clues"][-1] == [card, 0] and view["public"]["current"] == 1
    svg = w.board.svg
    assert why.removed and hatched(svg) == {centre(h) for h in why.removed}
    words = " ".join(texts(svg).split())
    assert f"Last clue on map {m + 1}" in words and why.summary in words
    assert f"hatched: ruled out for map {m + 1} by the last clue" in words
    assert not any(f"({q},{r})" in words for q, r in why.removed), "the hatching shows where; no coordinates"
    assert 'class="map-outline"' not in svg, "the map's outline does not stay after its clue"
    assert f'class="candidate map{m + 1}"' in svg
    assert "ruled it out" in clickables(svg)[next(f"{q},{r}" for q, r in why.removed
                                                  if (q, r) in BOARD.bit)]
    # player 2 moves: the marking belonged to the clue's step and goes
    target = next(a for a in w.game.legal_actions(1) if a.name == "move")
    w.board.click(target.args[0])
    assert hatched(w.board.svg) == set() and "Last clue" not in texts(w.board.svg)


def test_an_illegal_clue_explains_why():
    t = Table(2)
    t.give(1, "in the jungle")
    t.give(0, "not in the jungle")
    t.start()
    t.turn_of(1)
    t.play("clue 1 in the jungle", 1)
    w = kit.widget(t.g, seats=["human", "human"])
    w.pick_map(0)
    label = next(b.description for b in w.hand_box.children if "not in the jungle" in b.description)
    assert label == "not in the jungle — not on map 1: it would leave no place"
    before = t.g.to_json()
    w.pick_card("not in the jungle")
    assert t.g.to_json() == before and "clue legality" in w.message.value


def test_sharing_offers_take_and_pass_buttons():
    t, target, _ = located_position()
    t.play(f"move {target[0]},{target[1]}")
    t.deals = ["5"] * 8
    t.reveals = ["5"]
    t.play("raise 1")
    w = kit.widget(t.g, seats=["human", "human"])
    assert [b.description for b in w.actions_box.children] == ["Take the card on offer", "Pass"]
    assert "The card on offer" in w.info.value
    holder = t.g.to_act[0]
    before = list(t.seat(holder)["treasures"])
    next(b for b in w.actions_box.children if b.description.startswith("Take")).click()
    assert t.seat(holder)["treasures"] == before + [5]
    assert "takes 5 coins" in w.log_view.value


def hand_cards(w: TobagoWidget, hand: list[str]) -> list[str]:
    """The cards of ``hand`` in the order of the hand's buttons (each names its card)."""
    found = []
    for b in w.hand_box.children:
        named = [c for c in hand if c in b.description]
        found.append(max(named, key=len) if named else b.description)
    return found


def test_the_viewer_switch_hides_the_other_hand():
    w = humans()
    w.viewer_switch.value = 1
    assert w.view() == w.game.view(1)
    hand = w.game.view(1)["seats"][1]["hand"]
    assert hand_cards(w, hand) == hand
    labels = [b.description for b in w.hand_box.children]
    assert not any(card in label for card in w.game.view(None)["seats"][0]["hand"]
                   for label in labels if not any(c in label for c in hand))
    w.viewer_switch.value = 0
    hand = w.game.view(0)["private"]["hand"]
    assert hand_cards(w, hand) == hand


def test_bots_play_and_the_log_and_scores_update():
    game = kit.new_game("tobago", players=3, seed=2, island="lesson")
    w = kit.widget(game, seats=["greedy", "random", "greedy"])
    w.auto_play()
    assert game.over and "game over" in w.scores.value
    assert "raised map" in w.log_view.value
    best = max(game.scores())
    assert re.search(rf"wins with {best:g} coins|share the win with {best:g} coins", w.info.value)
    assert "phase" not in w.info.value and "P1" not in w.info.value


def test_setup_by_a_bot_then_a_human_plays():
    """The app notebook's position: a bot plays the setup for both seats, the human moves."""
    game = kit.new_game("tobago", players=2, seed=7, island="lesson")
    bot = make_bot("greedy", "tobago", seed=1)
    while game.view()["phase"] in ("place", "start"):
        player = game.to_act[0]
        game.play(bot.choose(game.seat(player)), player)
    w = kit.widget(game, seats=["human", "greedy"])
    moves = [a for a in game.legal_actions(0) if a.name == "move"]
    assert w.human == 0 and len(re.findall(r'class="hex \w+ highlight"', w.board.svg)) == len(moves) > 0


def _human_against_greedy(seed: int) -> TobagoWidget:
    game = kit.new_game("tobago", players=2, seed=seed, island="lesson")
    bot = make_bot("greedy", "tobago", seed=1)
    while game.view()["phase"] in ("place", "start"):
        player = game.to_act[0]
        game.play(bot.choose(game.seat(player)), player)
    return kit.widget(game, seats=["human", "greedy"])


def _clue_on_board(w: TobagoWidget, m: int, clues: list[str], card: str) -> None:
    why = solver.explain(GRAPH, clues, card)
    svg = w.board.svg
    assert hatched(svg) == {centre(h) for h in why.removed}
    words = " ".join(texts(svg).split())
    assert f"Last clue on map {m + 1}" in words and why.summary in words


@pytest.mark.parametrize("seed, answer", [(13, "move"), (7, "clue")])
def test_the_students_clue_stays_until_they_move_on(seed, answer):
    """A student alone against a bot that answers at once. Seed 13: the student's clue locates
    a treasure and the bot drives there; seed 7: the bot answers with a clue of its own. Either
    way the student's clue stays hatched on the board with its reason until the student moves
    on, and the side panel lists every clue's reason, newest first (the bot's above)."""
    w = _human_against_greedy(seed)
    game = w.game
    maps = [[c for c, _ in e["clues"]] for e in game.view()["public"]["maps"]]
    before = len(w.clue_reasons())
    button = next(b for b in w.hand_box.children if b.description.startswith("Add to map 1: "))
    card = button.description.removeprefix("Add to map 1: ").split(" — ")[0]
    start = len(game.history)
    button.click()
    mine, *rest = [s for s in game.history[start:] if s.player != kit.CHANCE]
    assert mine.player == 0 and mine.action.text == f"clue 1 {card}"
    assert rest and all(s.player == 1 for s in rest) and rest[0].action.name == answer
    assert "the reason is beside the island" in w.message.value
    _clue_on_board(w, 0, maps[0], card)
    reasons = w.clue_reasons()
    ours = solver.explain(GRAPH, maps[0], card).summary
    if answer == "clue":
        theirs = " ".join(rest[0].action.args[1:])
        assert len(reasons) == before + 2
        assert [(r["player"], r["clue"]) for r in reasons[:2]] == [(1, theirs), (0, card)]
        panel = w.reasons.value
        assert panel.index(theirs) < panel.index(card), "newest first"
    else:
        assert len(reasons) == before + 1 and (reasons[0]["player"], reasons[0]["clue"]) == (0, card)
    assert [r["reason"] for r in reasons if r["clue"] == card][0] == ours and ours in w.reasons.value
    # the student moves on: their clue leaves the board, its reason stays in the list
    assert w.human == 0
    legal = game.legal_actions(0)
    assert w.act(next((a for a in legal if a.name == "move"), legal[0]))
    shown = w.last_clue()
    assert shown is None or shown["clue"] != card
    assert ours in w.reasons.value


def test_the_widget_board_keeps_the_board_conventions():
    """With everything the widget adds (reach line, chosen map, hatching, reason text), the
    board still scales, labels what can be clicked and draws no text under 12 px."""
    from kit.svg import DEFAULT_WIDTH, MIN_TEXT_PX
    from tests.test_boards import _font_size

    w = _human_against_greedy(13)
    button = next(b for b in w.hand_box.children if b.description.startswith("Add to map 1: "))
    button.click()
    w.pick_map(1)
    svg = w.board.svg
    assert hatched(svg) and 'class="map-outline"' in svg
    root = svg_tree(svg)
    assert root.get("width") == "100%" and root.get("viewBox") and root.get("aria-label")
    assert w.view()["phase"] == "share" and root.get("role") == "group", \
        "a board with buttons in it (the ATVs) is a group, not an image (axe: nested-interactive)"
    scale = DEFAULT_WIDTH / float(root.get("viewBox").split()[2])
    parents = {child: parent for parent in root.iter() for child in parent}
    shown = [el for el in root.iter(SVG + "text") if "".join(el.itertext()).strip()]
    assert any("Last clue" in "".join(el.itertext()) for el in shown)
    for el in shown:
        assert _font_size(el, parents) * scale >= MIN_TEXT_PX - 1e-9, "".join(el.itertext())
    for el in root.iter():
        if el.get("data-id") is not None:
            assert el.get("aria-label") and el.get("role") == "button" and el.get("tabindex") == "0"
            assert el.find(SVG + "title") is not None
