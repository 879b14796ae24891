"""The Fromage board drawing and widget: clicks on the board make the choice; a choice
stays off other seats' boards until revealed; the greedy bot plays whole games."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import kit
from kit.bots import make_bot
from kit.games.fromage.draw import view_svg
from tests.fromage.conftest import public, seat, setup


def human_widget(players=2, layout="festival villes bistro fromagerie", **kwargs):
    g = setup(players, layout=layout)
    g.chance = "auto"
    return kit.widget(g, seats=["human"] + ["greedy"] * (players - 1), **kwargs)


def test_clicking_a_spot_and_a_space_marks_them_and_a_button_sends_the_choice():
    w = human_widget()
    w.board.click("spot:festival-livestock3")
    w.board.click("space:festival-2")  # blue, silver
    assert w.staged() == kit.Action("gather", ("festival-livestock3", "soft", "cheese", "festival-2"))
    svg = w.render_svg()
    assert 'stroke-dasharray="6 3"' in svg  # the marked space
    offered = w.action_buttons()
    assert offered == [w.staged(), kit.Action("pass")]
    assert w.game.describe(offered[0], 0, 0) == ("gather 3 livestock at the Festival with the soft worker, "
                                                 "and make a cheese at Festival 2 (silver, blue cheese)")
    assert w.game.describe(offered[0], 0, 1) == "chooses in secret"
    assert [b.description for b in w.actions_box.children] == [w.button_label(a) for a in offered]
    w.actions_box.children[0].click()
    g = w.game
    assert public(g)["turn"] == 2  # the bot chose too; the turn was carried out
    assert public(g)["workers_on_board"]["festival-livestock3"]["owner"] == 0
    assert public(g)["cheese"]["festival-2"]["owner"] == 0
    assert seat(g, 0)["livestock"] == 2 + 3 - 1


def test_clicking_a_worker_chooses_the_gatherer():
    w = human_widget()
    w.board.click("spot:festival-fruit2")
    assert w.worker == "soft"
    w.board.click("worker:0:blue")
    assert w.worker == "blue"
    svg = w.render_svg()
    assert svg.count("chosen to gather") == 1 and "Player 1 blue worker, at home, chosen to gather" in svg
    w.board.click("spot:festival-fruit2")  # clicking the marked spot again sends it
    on_board = public(w.game)["workers_on_board"]
    assert on_board["festival-fruit2"] == {"owner": 0, "worker": "blue", "turns_left": 1}
    assert seat(w.game, 0)["fruit"] == 3


def test_a_cheese_space_moves_the_gatherer_off_the_worker_it_needs():
    w = human_widget()
    w.board.click("spot:festival-fruit1")
    w.board.click("space:festival-1")  # soft cheese: the soft worker cannot also gather
    assert w.worker == "hard" and w.staged().args == ("festival-fruit1", "hard", "cheese", "festival-1")


def test_clicks_outside_the_facing_quadrant_are_refused_in_words():
    w = human_widget()
    w.board.click("spot:bistro-livestock1")
    assert "quadrant facing you" in w.message.value and w.staged() is None


def test_pass_button():
    w = human_widget()
    w.actions_box.children[w.action_buttons().index(kit.Action("pass"))].click()
    assert public(w.game)["turn"] == 2 and public(w.game)["last_choices"][0] == "pass"


def words_of(svg: str) -> str:
    """The board's texts, one after the other (a wrapped line reads on)."""
    return " ".join("".join(t.itertext()) for t in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}text"))


def test_a_pending_choice_is_not_drawn_for_other_seats():
    g = setup(2)
    g.play("gather festival-livestock2 soft", 0)
    mine, theirs, teacher = (words_of(view_svg(g.view(v))) for v in (0, 1, None))
    assert "this turn: gather 2 livestock at the Festival" in mine
    assert "this turn: gather 2 livestock" in teacher
    assert "gather 2 livestock" not in theirs and "this turn: chosen in secret" in theirs


def test_the_board_shows_each_quadrant_facing_its_seat():
    g = setup(4)
    svg = view_svg(g.view(None))
    for p in range(4):
        assert f"faces Player {p + 1}" in svg


def test_greedy_bot_finishes_games_and_beats_random_on_average():
    totals = {"greedy": 0, "random": 0}
    for seed in range(12):
        g = kit.new_game("fromage", players=2, seed=seed)
        kinds = ["greedy", "random"] if seed % 2 == 0 else ["random", "greedy"]
        bots = [make_bot(k, "fromage", seed=seed * 10 + p) for p, k in enumerate(kinds)]
        while not g.over:
            p = g.to_act[0]
            g.play(bots[p].choose(g.seat(p)), p)
        for p, k in enumerate(kinds):
            totals[k] += g.scores()[p]
    assert totals["greedy"] > totals["random"]


def test_each_seat_board_says_who_points_workers_and_tokens_and_the_legend_the_two_parts():
    g = setup(4)
    g.play("gather festival-livestock2 soft", 0)
    svg = view_svg(g.view(None))
    text = words_of(svg)
    for p in range(4):
        assert f"P{p + 1}: 1 point" in text and f"P{p + 1} = Player {p + 1}" in text  # one unused order each
    assert text.count("15 cheese tokens left") == 4
    assert "Player 1 soft worker, at home" in svg
    assert "P2: 1 point · choosing" in text  # players 2 to 4 have not chosen yet
    assert "top of a quadrant: gather spots" in text and "Bottom: cheese spaces" in text
    # the players' boards stand beside the 1000 wide round board, the legend under it: 1300 wide
    # and at most 1102 high, so its 19.6 unit text shows at 16 px or more on a 1920 x 1080
    # projector (tests/test_projector_legibility.py)
    width, height = (float(v) for v in ET.fromstring(svg).get("viewBox").split()[2:])
    assert width == 1300 and height <= 1102
