"""Digit Code widget, driven from Python: clicks go through the engine, answers are drawn
from the chosen viewer's view."""
from __future__ import annotations

import re

import pytest

import kit
from kit.games.digit_code.draw import LIT
from solvers.digit_code import LEDS

CODE = "305218"  # T=3 U=0 V=5 / W=2 X=1 Y=8


def make(players: int = 1, **kw):
    g = kit.new_game("digit_code", players=players, seed=3, code=CODE)
    return g, kit.widget(g, **kw)


def element(svg: str, data_id: str) -> str:
    """The opening tag of the element with this data-id."""
    match = re.search(rf'<g data-(?:id|part)="{re.escape(data_id)}"[^>]*>', svg)
    assert match, data_id
    return match.group(0)


def end_turn(w) -> None:
    """Click "No guess: end my turn", which is shown beside the guess box after a question."""
    assert w.end_turn_button.layout.display != "none"
    w.end_turn_button.click()


def asked(g) -> list[str]:
    return [q["question"] for q in g.view(None)["public"]["questions"]]


def chances(g) -> list[int]:
    return [seat["chances"] for seat in g.view(None)["seats"]]


def candidate_count(g, player: int) -> int:
    return g.view(player)["private"]["candidates"]


def test_board_has_every_clickable_part():
    _, w = make()
    svg = w.board.svg
    assert svg.lstrip().startswith("<svg")
    ids = re.findall(r'data-id="([^"]+)"', svg)
    assert set(LEDS) <= set(ids)
    assert sum(i.startswith("line-") for i in ids) == 19
    assert sum(i.startswith("digit-") for i in ids) == 6
    assert sum(i.startswith("pair-") for i in ids) == 7
    assert sum(i.startswith("note-") for i in ids) == 60
    assert "data-answer" not in svg


def test_clicking_an_led_asks_it_and_draws_the_answer():
    g, w = make()
    assert w.viewer == 0  # one human seat: the widget shows that seat's view
    w.board.click("TAK")  # segment f of 3: dark
    assert [str(s.action) for s in g.history] == ["ask TAK"]
    assert 'data-answer="dark"' in element(w.board.svg, "TAK")
    end_turn(w)
    w.board.click("TBJ")  # segment a of 3: lit
    tag = element(w.board.svg, "TBJ")
    assert 'data-answer="lit"' in tag
    lit_rect = w.board.svg.split(tag, 1)[1].split("</g>", 1)[0]
    assert LIT in lit_rect


def test_lines_digits_and_pairs_are_questions_too():
    g, w = make()
    for data_id, expected in [("line-B", "6"), ("digit-T", "odd"), ("pair-TU", "T"), ("line-K", "4")]:
        w.board.click(data_id)
        assert f'data-answer="{expected}"' in element(w.board.svg, data_id)
        end_turn(w)
    assert asked(g) == ["B", "T", "TU", "K"]
    assert ">T odd<" in w.board.svg and ">&gt;<" in w.board.svg


def test_an_illegal_click_shows_the_rule_and_changes_nothing():
    g, w = make()
    w.board.click("line-B")
    before = g.to_json()
    w.board.click("line-E")
    assert g.to_json() == before
    assert "one question a turn" in w.message.value


def test_notes_mode_cycles_the_students_marks_without_asking():
    g, w = make()
    w.mode.value = "notes"
    seen = []
    for _ in range(3):
        w.board.click("VGK")
        seen.append(re.search(r'data-note="(\w+)"', element(w.board.svg, "VGK")))
    assert [m.group(1) if m else None for m in seen] == ["lit", "dark", None]
    assert g.history == []
    w.board.click("note-V-4")
    assert 'data-note="out"' in element(w.board.svg, "note-V-4")
    w.board.click("note-V-4")
    assert "data-note" not in element(w.board.svg, "note-V-4")
    w.mode.value = "ask"
    w.board.click("VGK")
    assert [str(s.action) for s in g.history] == ["ask VGK"]


def test_auto_notes_show_what_the_clues_prove():
    g, w = make()
    w.board.click("line-B")  # 6 lit in column B: a, g and d of T and W are all lit
    assert "data-proved" not in w.board.svg
    w.auto_notes.value = True
    for led in ("TBJ", "TBL", "TBN", "WBO", "WBQ", "WBS"):
        assert 'data-proved="lit"' in element(w.board.svg, led)
    for digit in (1, 4, 7):  # only 1, 4 and 7 miss one of a, g, d
        assert 'data-proved="out"' in element(w.board.svg, f"note-T-{digit}")
    assert "data-proved" not in element(w.board.svg, "note-T-3")
    assert "data-proved" not in element(w.board.svg, "TAK")
    w.auto_notes.value = False
    assert "data-proved" not in w.board.svg


def test_candidate_count_and_advisor():
    g, w = make()
    assert "465,120" in w.count_label.value
    rows = [b.description for b in w.advisor_rows.children]
    # reference §5: the middle columns B, E, H are the best first questions
    assert len(rows) == 5 and rows[0].startswith("Count the lit segments in column B: about ")
    assert [r.split(":")[0][-1] for r in rows[:3]] == ["B", "E", "H"]
    assert all(re.search(r"about [\d,]+ codes? would remain$", r) for r in rows)  # whole codes
    assert "2.27 bits" in w.advisor_rows.children[0].tooltip
    w.advisor_rows.children[0].click()  # a click on a row asks its question
    assert str(g.history[-1].action) == "ask B"
    assert f"{candidate_count(g, 0):,}" in w.count_label.value
    rows = [b for b in w.advisor_rows.children]
    assert not any("column B:" in b.description for b in rows)
    assert rows and all(b.disabled for b in rows)  # one question a turn


def test_guess_entry():
    g, w = make()
    w.guess_text.value = "330184"
    w.guess_button.click()
    assert "not a possible code" in w.message.value and chances(g) == [2] and w.guess_text.value == "330184"
    w.guess_text.value = "123456"
    w.guess_button.click()
    assert chances(g) == [1] and w.guess_text.value == ""
    assert "123456" in w.history_view.value  # your own wrong guess
    w.guess_text.value = CODE
    w.guess_button.click()
    assert g.over and g.winners() == [0] and CODE in w.count_label.value


def test_history_lists_questions_with_answers():
    g, w = make()
    w.board.click("digit-T")
    end_turn(w)
    w.board.click("pair-TW")
    assert "Digit T is odd." in w.history_view.value
    assert "Digit T is larger than digit W." in w.history_view.value
    assert "ask whether digit T is even or odd" in w.history_view.value


def shown(w) -> list[str]:
    return [w.board.svg, w.count_label.value, w.advisor_view.value, w.history_view.value,
            w.log_view.value, w.scores.value]


def test_the_widget_never_shows_the_code_during_play():
    g, w = make(players=2, seats=["human", "human"])
    assert w.viewer is None  # two humans: the teacher's view, with the code folded away
    assert f"<summary>teacher: show the code</summary><code>{CODE}</code>" in w.count_label.value
    w.viewer_switch.value = 0  # pass the device to player 1
    w.board.click("line-B")
    end_turn(w)
    assert w.end_turn_button.layout.display == "none" and g.to_act == [1]
    w.guess_text.value = "123457"
    w.guess_button.click()  # player 1's eyes: player 2 cannot act
    assert "not a human player" in w.message.value and chances(g) == [2, 2]
    w.viewer_switch.value = 1  # pass the device to player 2
    w.guess_text.value = "123456"
    w.guess_button.click()  # player 2 guesses wrong
    assert chances(g) == [2, 1] and "123456" in w.history_view.value and "123456" in w.log_view.value
    w.viewer_switch.value = 0
    assert not any(CODE in text for text in shown(w))
    assert "123456" not in w.log_view.value and "123456" not in w.history_view.value
    assert "player 2: guess a code" in w.log_view.value


def test_new_game_clears_the_notes():
    _, w = make()
    w.mode.value = "notes"
    w.board.click("TAK")
    w.board.click("note-T-1")
    w.new_game(seed=5)
    assert "data-note" not in w.board.svg


def test_bots_answer_after_the_human():
    g, w = make(players=2, seats=["human", "entropy"])
    w.board.click("line-B")
    end_turn(w)
    questions = g.view(None)["public"]["questions"]
    assert g.to_act == [0] and len(questions) == 2 and questions[1]["by"] == 1


@pytest.mark.parametrize("options", [{"two_player_mode": True}, {"answers_public": False}])
def test_widget_works_in_the_variants(options):
    g = kit.new_game("digit_code", players=2, seed=2, **options)
    w = kit.widget(g, seats=["human", "human"])
    w.board.click("TAK")
    if not options.get("two_player_mode"):
        assert 'data-answer=' in element(w.board.svg, "TAK")
    else:  # the teacher's board follows the player to act: now player 2's hunt
        assert 'data-answer=' not in element(w.board.svg, "TAK") and g.to_act == [1]
        codes = [seat["code"] for seat in g.view(None)["seats"]]
        w.viewer_switch.value = 0
        assert codes[0] in w.count_label.value and codes[1] not in w.count_label.value
        assert 'data-answer=' in element(w.board.svg, "TAK")  # player 1 hunts player 2's code
        w.viewer_switch.value = 1
        assert 'data-answer=' not in element(w.board.svg, "TAK")  # nobody asked about player 2's yet
        assert codes[1] in w.count_label.value and codes[0] not in w.count_label.value


def test_auto_notes_list_the_last_few_codes():
    g, w = make()
    for q in ["B", "E", "H", "T", "U", "V", "W", "X", "Y", "TU", "UV", "TW", "A", "K"]:
        kind = "pair" if len(q) == 2 else ("digit" if q in "TUVWXY" else "line")
        w.board.click(f"{kind}-{q}")
        end_turn(w)
        if candidate_count(g, 0) <= 12:
            break
    assert candidate_count(g, 0) <= 12 and "fitting" not in w.count_label.value
    w.auto_notes.value = True
    assert "fitting" in w.count_label.value and CODE in w.count_label.value


def test_the_board_shows_the_code_once_the_game_is_over():
    g, w = make()
    w.guess_text.value = CODE
    w.guess_button.click()
    assert g.over
    # 3 lights every segment but e and f: TAK (f) dark, TCK (b) lit
    assert 'data-proved="dark"' in element(w.board.svg, "TAK")
    assert 'data-proved="lit"' in element(w.board.svg, "TCK")



def test_the_chance_panel_names_the_secret_code():
    g = kit.new_game("digit_code", players=1, seed=3, chance="manual")
    w = kit.widget(g)
    assert g.to_act == [kit.CHANCE] and "code 305218" in w.chance_panel.help.value
    w.choose_outcome("code 330184")
    assert "neighbouring" in w.message.value and g.history == []
    w.choose_outcome(f"code {CODE}")
    assert g.to_act == [0] and CODE not in w.count_label.value
    w.board.click("line-B")
    assert 'data-answer="6"' in element(w.board.svg, "line-B")
    w.viewer_switch.value = -1
    assert CODE in w.count_label.value  # the teacher may unfold it


def test_a_bot_step_from_the_widget_uses_the_seat():
    g, w = make()
    w.bot_step()  # the default bot (advisor) plays for the human seat
    assert len(asked(g)) == 1


# ------------------------------------------------------------------ the front for a class

def submit(w, code: str) -> None:
    """Type a code in the guess box and press Enter (the message the browser sends)."""
    w.guess_text.value = code
    w.guess_text._handle_string_msg(None, {"event": "submit"}, None)


def test_the_explanation_sits_under_the_board_and_follows_every_question():
    g, w = make()
    assert w.explain_view in w.board_column.children  # the board's column, under the board
    assert w.board_column.children.index(w.explain_view) > w.board_column.children.index(w.board)
    assert "No answer yet" in w.explain_view.value
    w.board.click("line-B")
    text = w.explain_view.value
    assert "What the last answer told you" in text and "Column B has 6 lit LEDs." in text
    assert "removed <b>310,080</b> of 465,120 codes" in text and "T can no longer be 0, 1, 4 or 7" in text
    end_turn(w)
    w.board.click("digit-T")
    text = w.explain_view.value
    assert "<b>T is odd.</b>" in text and "Earlier answers explained (1)" in text
    assert text.index("T is odd") < text.index("Column B has 6 lit LEDs")  # the latest first


def test_knock_on_eliminations_of_the_two_rules_are_explained():
    g = kit.new_game("digit_code", players=1, seed=3, code=CODE, ask_ends_turn=True)
    w = kit.widget(g)
    for data_id in ("digit-T", "TAK", "TBJ"):  # T is 3 or 7
        w.board.click(data_id)
        assert "Knock-on" not in w.explain_view.value
    w.board.click("TBN")  # d is lit: T is 3, so its neighbours U and W cannot be 3
    text = w.explain_view.value
    assert "Now certain: T is 3." in text
    assert ("<i>Knock-on</i>, because neighbouring digits (side by side or one above the other) "
            "must differ: U can no longer be 3 (its neighbour T must be 3); W can no longer be 3 "
            "(its neighbour T must be 3).") in text
    for data_id in ("digit-V", "VGK", "VHJ", "VHN"):  # V is 5 here: no 3 twice, no knock-on of 3
        w.board.click(data_id)
    assert "no digit may appear more than twice" not in w.explain_view.value


def test_asking_ends_the_turn_in_one_click_with_the_option():
    g = kit.new_game("digit_code", players=2, seed=3, code=CODE, ask_ends_turn=True)
    w = kit.widget(g, seats=["human", "entropy"])
    assert type(g).options["ask_ends_turn"].label == "Asking a question ends my turn"
    w.board.click("line-B")  # one click: the answer, then the bot's turn, then mine again
    questions = g.view(None)["public"]["questions"]
    assert [q["by"] for q in questions] == [0, 1] and g.to_act == [0]
    assert [str(s.action) for s in g.history] == ["ask B", f"ask {questions[1]['question']}"]
    assert w.end_turn_button.layout.display == "none"
    assert 'data-answer="6"' in element(w.board.svg, "line-B")


def test_without_the_option_the_end_turn_button_sits_beside_the_guess_box():
    g, w = make(players=2, seats=["human", "entropy"])
    side = w.side.children
    assert w.end_turn_button in side and side.index(w.end_turn_button) < side.index(w.advisor_view)
    assert w.end_turn_button.layout.display == "none"
    w.board.click("line-B")
    assert w.end_turn_button.layout.display != "none"
    assert w.end_turn_button.description == "No guess: end my turn"
    w.end_turn_button.click()
    assert len(g.view(None)["public"]["questions"]) == 2 and g.to_act == [0]


def test_enter_submits_a_guess_and_a_wrong_guess_is_announced():
    g, w = make()
    submit(w, "123456")
    assert chances(g) == [1] and w.guess_text.value == ""
    assert "Wrong guess: 123456 is not the code. Player 1 has 1 chance left." in w.message.value
    submit(w, "")
    assert chances(g) == [1] and "Type the six digits" in w.message.value
    submit(w, CODE)
    assert g.over and g.winners() == [0] and f"Right: {CODE} is the code. Player 1 wins!" in w.message.value
    assert f"Player 1 cracked the code {CODE} and wins." in w.board.svg  # the winner in words


def test_running_out_of_chances_is_announced():
    g = kit.new_game("digit_code", players=1, seed=3, code=CODE, chances=1)
    w = kit.widget(g)
    submit(w, "123456")
    assert g.over and "has 0 chances left and is out of the game" in w.message.value
    assert f"Nobody cracked the code: it was {CODE}." in w.board.svg


def led_body(svg: str, led: str) -> str:
    tag = element(svg, led)
    return svg.split(tag, 1)[1].split("</g>", 1)[0]


def test_my_notes_and_proved_marks_differ_by_pattern_and_shape_not_only_colour():
    g, w = make()
    w.board.click("line-B")  # proves TBJ, TBL, TBN lit
    end_turn(w)
    w.board.click("digit-T")  # odd: proves TAM (e of T) dark
    w.mode.value = "notes"
    w.board.click("UEJ")  # my note: lit
    w.board.click("UDK")
    w.board.click("UDK")  # my note: dark
    w.auto_notes.value = True
    svg = w.board.svg
    assert 'fill="url(#dc-hatch)"' in led_body(svg, "UEJ")       # my lit note: hatched
    assert 'fill="url(#dc-dots)"' in led_body(svg, "TBJ")        # proved lit: dotted
    mine_dark = led_body(svg, "UDK")
    assert "<path" in mine_dark and "<circle" not in mine_dark   # my dark note: a cross
    proved = deduction_dark_led(w)
    assert 'stroke-dasharray="2 1.5"' in led_body(svg, proved)  # a thick dotted cross, corner to corner
    assert "url(#dc-dots)" not in led_body(svg, proved) and "url(#dc-hatch)" not in led_body(svg, proved)
    for words in ("Answer: lit", "Answer: dark", "Not known yet", "My note: lit", "My note: dark",
                  "Proved lit", "Proved dark", "Crossed out by me", "Ruled out by the clues"):
        assert f">{words}</text>" in svg


def deduction_dark_led(w) -> str:
    """An LED the clues prove dark that nobody asked about."""
    found = re.search(r'<g data-id="(\w+)"[^>]*data-proved="dark"', w.board.svg)
    assert found
    return found.group(1)


def test_labels_say_what_a_click_does_in_each_mode():
    g, w = make()
    assert 'aria-label="The upper-left segment of digit T: click to ask whether it is lit"' \
        in element(w.board.svg, "TAK")
    w.mode.value = "notes"
    assert "click to change your note" in element(w.board.svg, "TAK")
    w.board.click("line-B")
    assert "<title>Column B has 6 lit segments (already asked)</title>" in w.board.svg
    assert 'data-id="line-B"' not in w.board.svg  # asked: plain
    assert 'data-id="line-E"' not in w.board.svg  # one question a turn: no other question now
    assert 'data-id="TAK"' in w.board.svg  # but notes may still be marked


def test_the_advisor_says_what_it_ranks_and_why_the_bot_may_differ():
    _, w = make()
    text = w.advisor_view.value
    assert "codes would remain after the answer, on average" in text and "A click on one asks it" in text
    assert "The advisor bot may choose another question" in text


def test_a_student_alone_never_has_the_teacher_s_code(monkeypatch):
    g, w = make(players=2, seats=["human", "human"])
    assert w.viewer is None and "show the code" in w.count_label.value  # the teacher's view
    w.viewer_switch.value = 0
    assert "show the code" not in w.count_label.value  # a seat's view: never
    monkeypatch.setattr(type(w), "student", property(lambda self: True), raising=False)
    w.viewer_switch.value = None
    assert "show the code" not in w.count_label.value and CODE not in w.count_label.value
