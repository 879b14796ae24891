"""The Diced Veggies widget driven from Python: a seam click previews a cut (its dice
outlined, its pip total, one piece or not in words), a second click on the same seam cuts,
both sides of every seam can be cut away, and the Recipes, the Chef token, the card and the
discards are played from the board and its buttons."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

import kit
from kit.games.diced_veggies import block as B
from tests.diced_veggies.conftest import block_of, finish_turn, full, seat, setup

SVG = "{http://www.w3.org/2000/svg}"


def widget(g):
    return kit.widget(g, seats=["human"] * g.num_players)


def ids(w) -> list[str]:
    return [el.get("data-id") for el in ET.fromstring(w.board.svg).iter() if el.get("data-id")]


def said(w, action) -> str:
    """The action of a button in the game's words (the base widget's button label)."""
    words = w.game.describe(action, w.human, w.human)
    return words[:1].upper() + words[1:]


def buttons(w) -> list[str]:
    return [said(w, a) for a in w.action_buttons()]


def press(w, starts: str) -> None:
    action = next(a for a in w.action_buttons() if said(w, a).startswith(starts))
    next(b for b in w.actions_box.children if b.description == w.button_label(action)).click()


def outlined(w) -> int:
    """How many dice the board outlines as taken by the previewed cut."""
    return sum(1 for el in ET.fromstring(w.board.svg).iter(SVG + "rect")
               if el.get("stroke-dasharray") == "8 4")


# ------------------------------------------------------------------- cut
def test_a_first_click_previews_the_cut_and_a_second_click_on_the_same_seam_cuts():
    g = setup(full("R6", "R5"))
    w = widget(g)
    before = g.to_json()
    w.board.click("seam top 1|2 1")
    assert g.to_json() == before, "a preview plays nothing"
    assert "takes 1 die, 6 pips: red 6 (row 1, column 1)" in w.preview_box.value
    assert "Allowed: the rest of the block stays in one piece" in w.preview_box.value
    assert outlined(w) == 1 and "Preview: 1 die, 6 pips (R6)." in w.board.svg
    w.board.click("seam top 1|2 1")
    assert g.phase == "cook" and seat(g, 0)["dice"] == ["R6"] and (0, 0) not in block_of(g)
    assert outlined(w) == 0 and "seam " not in " ".join(ids(w))


@pytest.mark.parametrize("seam_id, taken, cell", [
    ("seam bottom 4|5 1", ["P2"], (4, 0)),          # the lower side of a row seam
    ("seam right 6|7 1", ["R2"], (0, 6)),           # the right side of a column seam
    ("seam bottom 3|4 7", ["P3", "P2"], (3, 6)),    # two dice below the seam, column 7
])
def test_the_lower_and_the_right_side_of_a_seam_can_be_cut_away(seam_id, taken, cell):
    rows = "R6 R6 R6 R6 R6 R6 R2 / O6 O6 O6 O6 O6 O6 O6 / Y6 Y6 Y6 Y6 Y6 Y6 Y6 / " \
           "G6 G6 G6 G6 G6 G6 P3 / P2 G6 P6 P6 P6 P6 P2"
    g = setup(rows)
    w = widget(g)
    assert seam_id in ids(w)
    w.board.click(seam_id)
    assert "Allowed" in w.preview_box.value and outlined(w) == len(taken)
    w.board.click(seam_id)
    assert sorted(seat(g, 0)["dice"]) == sorted(taken) and cell not in block_of(g)


def test_clicking_further_along_the_seam_widens_the_cut_then_a_click_inside_cuts():
    g = setup(full("R2", "O3", "Y4"))
    w = widget(g)
    w.board.click("seam top 1|2 1")
    w.board.click("seam top 1|2 3")
    assert "takes 3 dice, 9 pips" in w.preview_box.value and outlined(w) == 3
    w.board.click("seam top 1|2 2")
    assert seat(g, 0)["dice"] == ["R2", "O3", "Y4"]


def test_the_other_side_of_the_same_seam_or_another_seam_starts_a_new_preview():
    g = setup(full("R2", "O3", fill=2))
    w = widget(g)
    w.board.click("seam top 1|2 1")
    w.board.click("seam bottom 1|2 1")  # same seam line, the dice below it: a new preview
    assert g.phase == "cut" and "takes 4 dice, 8 pips" in w.preview_box.value
    w.board.click("seam left 1|2 1")
    assert g.phase == "cut" and "takes 1 die, 2 pips: red 2" in w.preview_box.value


def test_a_cut_over_ten_pips_is_previewed_as_not_allowed_and_the_second_click_is_refused():
    g = setup(full("R6", "R5"))
    w = widget(g)
    w.board.click("seam top 1|2 1")
    w.board.click("seam top 1|2 2")
    assert "11 pips" in w.preview_box.value and "Not allowed: 11 pips is more than 10" in w.preview_box.value
    before = g.to_json()
    w.board.click("seam top 1|2 2")
    assert g.to_json() == before and "Not allowed" in w.message.value and "11 pips" in w.message.value


def test_a_cut_leaving_a_die_joined_by_a_corner_only_names_it_and_crosses_it_out():
    g = setup(full("G2", "G2"))
    g.play("cut top 1|2 2")  # the G2 at row 1, column 2 leaves: row 1, column 1 hangs on row 2
    finish_turn(g)
    w = widget(g)
    w.board.click("seam left 1|2 2")  # the red 6 below it leaves: the G2 touches the block by a corner only
    text = w.preview_box.value
    assert "Not allowed" in text and "corner contact does not join dice" in text
    assert "green 2 at row 1, column 1 would be cut off" in text
    crossed = [el for el in ET.fromstring(w.board.svg).iter(SVG + "path") if el.get("stroke-width") == "4"]
    assert len(crossed) == 1
    before = g.to_json()
    w.board.click("seam left 1|2 2")
    assert g.to_json() == before and "Not allowed" in w.message.value


def cut_positions(count: int, seed: int = 11):
    """Games at a cut step whose block has holes or a ragged edge: random games (random
    legal actions, the engine rolling) stopped at cut steps after the first turn."""
    rng = random.Random(seed)
    found = []
    game_seed = 0
    while len(found) < count:
        game_seed += 1
        g = kit.new_game("diced_veggies", players=2, seed=game_seed)
        for _ in range(400):
            if g.over:
                break
            if g.phase == "cut" and g.legal_cuts() and len(block_of(g)) < 35 and rng.random() < 0.3:
                found.append(g.copy())
                if len(found) == count:
                    break
            p = g.to_act[0]
            g.play(rng.choice(g.legal_actions(p)), p)
    return found


def test_every_seam_and_every_legal_cut_of_random_blocks_can_be_clicked():
    """On blocks with holes and corner contacts: each seam triangle drawn (30 of them a
    block, at random) previews exactly the dice its one-line cut takes, and every legal cut,
    clicked as its seam at the first line, at the last line, then again, takes exactly the
    cut's dice."""
    for g in cut_positions(4):
        block = block_of(g)
        w = widget(g.copy())
        seams = [i for i in ids(w) if i.startswith("seam ")]
        assert any(i.startswith("seam bottom") for i in seams)
        assert any(i.startswith("seam right") for i in seams)
        for data_id in random.Random(len(seams)).sample(seams, min(30, len(seams))):
            _, side, seam, line = data_id.split()
            w.pending = None
            w.board.click(data_id)
            expected = B.cut_cells(block, B.parse_cut([side, seam, line]))
            assert expected and outlined(w) == len(expected), data_id
        h = g.copy()
        wh = widget(h)
        p = h.to_act[0]
        for cut in B.legal_cuts(block):
            if h.phase != "cut":
                wh.undo()  # back to the same block for the next cut
            seam = f"{cut.seam}|{cut.seam + 1}"
            wh.board.click(f"seam {cut.side} {seam} {cut.start + 1}")
            if cut.end != cut.start:
                wh.board.click(f"seam {cut.side} {seam} {cut.end + 1}")
            assert "Allowed" in wh.preview_box.value, B.cut_text(cut)
            wh.board.click(f"seam {cut.side} {seam} {cut.start + 1}")
            want = sorted(block[c] for c in B.cut_cells(block, cut))
            assert h.phase != "cut" and h.history[-1].player == p, B.cut_text(cut)
            assert sorted(block.values()) == sorted([*block_of(h).values(), *want]), B.cut_text(cut)


# ------------------------------------------------------------- cooking
def test_a_recipe_clicked_shows_its_ways_to_cook_and_a_button_cooks_it():
    g = setup(full("G5", "G4"), recipes={0: ["1", "3"]}, hypes={0: ["13"]})
    w = widget(g)
    w.board.click("seam top 1|2 1")
    w.board.click("seam top 1|2 2")
    w.board.click("seam top 1|2 1")
    assert g.phase == "cook" and "recipe:1" in ids(w) and "recipe:3" in ids(w)
    w.board.click("recipe:3")
    assert "not ready, it still needs 2 purple" in w.hand_box.value
    assert buttons(w) == ["Stop cooking"]
    w.board.click("recipe:1")
    assert "2 ways to cook it" in w.hand_box.value  # with or without the Hype (4, 5 in a row)
    assert buttons(w)[:2] == ["Cook Recipe 1 (2 points) with green 4, green 5",
                              ("Cook Recipe 1 (2 points) with green 4, green 5, playing Hype 13 "
                               "(the recipe's dice show consecutive numbers, no two alike: +2 points)")]
    press(w, "Cook Recipe 1 (2 points) with green 4, green 5")
    assert g.scores() == [2, 0] and seat(g, 0)["cooked"] == [["1", None]]


def test_the_chef_token_is_spent_on_a_die_clicked_in_the_hand():
    g = setup(full("Y3", "G6"), recipes={0: ["2", "1"]}, hypes={0: ["13"]})
    g.play("cut top 1|2 1-2")
    w = widget(g)
    assert "Chef token ready: click one of your dice" in w.hand_box.value
    assert not any(b.startswith("Spend the Chef token") for b in buttons(w))
    w.board.click("die:1")  # the dice in order: Y3, G6
    assert "the green 6 is chosen" in w.hand_box.value
    chef = [b for b in buttons(w) if b.startswith("Spend the Chef token")]
    assert len(chef) == 8 and all("green 6" in b for b in chef)
    assert "Spend the Chef token: turn the green 6 into an orange 6" in chef
    press(w, "Spend the Chef token: turn the green 6 into a green 4")
    assert seat(g, 0)["dice"] == ["Y3", "G4"] and not seat(g, 0)["chef_token"]
    assert "Chef token spent" in w.hand_box.value and "die:0" not in ids(w)
    w.board.click("recipe:2")
    press(w, "Cook Recipe 2 (2 points) with yellow 3, green 4, playing Hype 13")
    assert g.scores() == [4, 0]


def test_the_card_is_taken_by_clicking_the_display_or_a_deck():
    g = setup(full("R2"), display=["40", "41", "42"])
    g.play("cut top 1|2 1")
    w = widget(g)
    press(w, "Stop cooking")
    assert g.phase == "card" and {"display:40", "deck:recipe", "deck:hype"} <= set(ids(w))
    w.board.click("display:41")
    assert g.history[-1].action.text == "take 41" and "41" in seat(g, 0)["recipes"]
    h = setup(full("R2"))
    h.play("cut top 1|2 1")
    h.play("done")
    wh = widget(h)
    wh.board.click("deck:hype")
    assert h.history[-1].action.text == "draw hype"


def test_over_a_limit_a_click_discards():
    g = setup(full("R2", "R2", "R2", "R2", "R2", fill=2), players=1)
    g.play("cut top 1|2 1-5")
    finish_turn(g, "draw hype", "hype 5")
    g.play("cut top 1|2 6-7")
    g.play("done")
    g.play("draw hype")
    g.play("hype 6")
    w = widget(g)
    assert g.phase == "discard" and "Over a limit: 3 Hypes (limit 2)" in w.hand_box.value
    assert "die:0" not in ids(w) and "hype:5" in ids(w)
    w.board.click("hype:5")
    assert g.phase == "cut" and g.view(None)["public"]["hype_discard"] == ["5"]


def test_a_small_block_is_taken_whole_with_a_button_and_no_seams_are_drawn():
    g = setup(" ".join(f"{k}2" for k in B.LETTERS for _ in range(7)), players=1)
    while g.view(None)["public"]["block_pips"] > 10:  # five dice (10 pips) a turn
        block = block_of(g)
        g.play(max(g.legal_cuts(), key=lambda a: len(B.cut_cells(block, B.parse_cut(a.args)))))
        finish_turn(g)
    w = widget(g)
    assert g.phase == "cut" and not any(i.startswith("seam ") for i in ids(w))
    press(w, "Take the whole block")
    assert g.phase == "cook" and not block_of(g)


def test_a_preview_is_forgotten_when_the_position_changes():
    g = setup(full("R6", "R5"))
    w = widget(g)
    w.board.click("seam top 1|2 1")
    w.board.click("seam top 1|2 1")
    w.controls.undo_button.click()
    assert g.phase == "cut" and "Preview" not in w.preview_box.value and outlined(w) == 0
    w.board.click("seam left 1|2 1")
    assert "red 6" in w.preview_box.value


def test_button_and_board_words_have_no_internal_names():
    g = setup(full("G5", "G4"), recipes={0: ["1", "3"]})
    w = widget(g)
    w.board.click("seam top 1|2 1")
    words = [w.preview_box.value, w.hand_box.value, *buttons(w)]
    root = ET.fromstring(w.board.svg)
    words += [el.get("aria-label") or "" for el in root.iter()]
    words += ["".join(t.itertext()) for t in root.iter(SVG + "text")]
    assert all("_" not in t for t in words)
