"""Digit Code engine: every rule on positions built through the public API (the code set by
option, or named as a chance step), hidden information, copies and bots."""
from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kit
from kit.bots import make_bot, play_out, play_random
from solvers.digit_code import QUESTIONS, answer, candidates, is_valid_code

CODE = "305218"


def game(players: int = 1, code: str = CODE, **options) -> kit.Game:
    return kit.new_game("digit_code", players=players, seed=1, code=code, **options)


def refused(g: kit.Game, action: str, player=None) -> kit.IllegalAction:
    before, view, log = g.to_json(), json.dumps(g.view(None), sort_keys=True), g.log_for(None)
    with pytest.raises(kit.IllegalAction) as err:
        g.play(action, player)
    assert g.to_json() == before and json.dumps(g.view(None), sort_keys=True) == view
    assert g.log_for(None) == log
    return err.value


def texts(actions) -> list[str]:
    return [str(a) for a in actions]


def public(g: kit.Game, viewer: int | None = None) -> dict:
    return g.view(viewer)["public"]


def answers(g: kit.Game) -> list:
    return [q["answer"] for q in public(g)["questions"]]


def asked(g: kit.Game) -> list[str]:
    return [q["question"] for q in public(g)["questions"]]


def chances(g: kit.Game) -> list[int]:
    return [seat["chances"] for seat in g.view(None)["seats"]]


def outs(g: kit.Game) -> list[bool]:
    return [seat["out"] for seat in g.view(None)["seats"]]


def candidate_count(g: kit.Game, player: int) -> int:
    return g.view(player)["private"]["candidates"]


def secret(g: kit.Game) -> str:
    return g.view(None)["private"]["code"]


def own_codes(g: kit.Game) -> list[str]:
    return [seat["code"] for seat in g.view(None)["seats"]]


def two_player(seed: int, **options) -> kit.Game:
    return kit.new_game("digit_code", players=2, seed=seed, two_player_mode=True, **options)


# ----------------------------------------------------------------- setup and options

def test_catalog_credits_and_structure():
    info = next(i for i in kit.catalog() if i.name == "digit_code")
    assert info.designers == ("Shota Hasuike",) and info.publishers == ("Playte",)
    assert "Wanjin Gill" in info.credits and "Matheus Gomes" in info.credits
    assert (info.min_players, info.max_players, info.year) == (1, 5, 2025)
    assert info.chance and info.hidden_information and not info.simultaneous
    assert info.score_range == (0, 1) and info.max_actions == 800


def test_teacher_sets_the_code():
    g = game()
    assert g.history == [] and g.to_act == [0]  # a set code: no chance step
    assert secret(g) == CODE
    g.play("ask B")
    assert answers(g)[-1] == answer(CODE, "B") == 6


@pytest.mark.parametrize("options, why", [
    ({"code": "330184"}, "neighbouring"),
    ({"code": "12345"}, "6 digits"),
    ({"code": 305218}, "str"),
    ({"chances": 0}, "chances"),
    ({"two_player_mode": True}, "players=2"),
    ({"chances": 2.0}, "chances expects int"),
    ({"answers_public": 1}, "True or False"),
    ({"guess_after_question": 0}, "choose one of"),
])
def test_bad_options_are_refused(options, why):
    with pytest.raises(ValueError, match=why):
        kit.new_game("digit_code", players=1, seed=1, **options)


def test_code_option_is_not_for_two_player_mode():
    with pytest.raises(ValueError, match="two_player_mode"):
        kit.new_game("digit_code", players=2, seed=1, code=CODE, two_player_mode=True)


def test_two_player_mode_refuses_the_race_turn():
    with pytest.raises(ValueError, match="question or a guess"):
        two_player(1, guess_after_question=True)
    assert public(two_player(1, guess_after_question=False))["rules"]["guess_after_question"] is False


def test_kit_defaults_are_facts_and_the_options_table_labels_them():
    cls = type(game())
    assert all(isinstance(doc, str) and doc for doc in cls.KIT_DEFAULTS.values())
    assert "reveal_code_at_end" in cls.KIT_DEFAULTS
    table = kit.options_table("digit_code")
    assert set(table.index) == set(cls.options) | set(cls.KIT_DEFAULTS)
    assert table.loc["reveal_code_at_end", "source"] == "kit default, not from the rulebook"
    assert table.loc["code", "source"] == "kit default, not from the rulebook"


def test_random_codes_are_valid_seeded_and_spread_like_the_uniform_draw():
    codes = [secret(kit.new_game("digit_code", seed=s)) for s in range(300)]
    assert all(is_valid_code(c) for c in codes)
    assert codes == [kit.new_game("digit_code", seed=s).history[0].action.args[0] for s in range(300)]
    assert len(set(codes)) > 290
    # reference §6: under the uniform draw 67.5 % of codes repeat a digit
    repeated = sum(len(set(c)) < 6 for c in codes) / len(codes)
    assert 0.55 < repeated < 0.80


# ------------------------------------------------------------------- chance steps

def test_the_secret_code_is_a_chance_step_a_teacher_can_name():
    g = kit.new_game("digit_code", players=2, seed=3, chance="manual")
    assert g.to_act == [kit.CHANCE] and g.legal_actions(kit.CHANCE) == []
    assert "code 305218" in g.chance_help()
    with pytest.raises(ValueError, match="too many outcomes"):
        g.chance_outcomes()
    assert refused(g, "code 330184").rule == "chance"
    assert refused(g, "roll 6").rule == "chance"
    assert refused(g, "ask B", 0).rule == "turn order"
    g.play("code 305218")
    assert g.to_act == [0] and secret(g) == CODE and g.chance_help() == ""
    assert g.log == ["chance: draws the secret code"]  # nobody sees it
    assert g.log_for(0) == g.log_for(1) == g.log
    assert g.log_for(None) == ["chance: the secret code is 305218"]
    g.play("ask B")
    assert answers(g) == [6]
    loaded = kit.load_game(g.to_json())
    assert loaded.view(None) == g.view(None) and loaded.history == g.history
    g.undo(2)
    assert g.to_act == [kit.CHANCE] and g.history == []


def test_roll_samples_a_valid_code_and_auto_mode_draws_it_at_once():
    g = kit.new_game("digit_code", players=1, seed=8, chance="manual")
    g.roll()
    code = secret(g)
    assert is_valid_code(code) and g.history[0].action.args == (code,)
    auto = kit.new_game("digit_code", players=1, seed=8)
    assert secret(auto) == code and auto.history[0].auto and auto.undoable == 0


def test_two_player_codes_are_two_chance_steps_each_seen_by_its_owner():
    g = two_player(5, chance="manual")
    assert "player 1's secret code" in g.chance_help()
    g.play("code 305218")
    assert "player 2's secret code" in g.chance_help()
    g.play("code 472916")
    assert g.to_act == [0]
    assert g.log == ["chance: draws player 1's secret code", "chance: draws player 2's secret code"]
    assert "chance: your secret code is 305218" in g.log_for(0) and "472916" not in "".join(g.log_for(0))
    assert "chance: your secret code is 472916" in g.log_for(1) and "305218" not in "".join(g.log_for(1))
    assert own_codes(g) == ["305218", "472916"]
    g.play("ask B")  # about player 2's code
    assert answers(g) == [answer("472916", "B")]


# ------------------------------------------------------------------------- turns

def test_a_turn_is_a_question_then_an_optional_guess():
    g = game(players=2)
    assert texts(g.legal_actions()) == [f"ask {q}" for q in QUESTIONS]  # 465,120 codes: no guesses listed
    events = g.play("ask B")
    assert [e.text for e in events] == ["Column B has 6 lit segments."]
    assert g.to_act == [0] and g.view(None)["phase"] == "after"
    legal = texts(g.legal_actions())
    assert legal[0] == "pass" and not any(a.startswith("ask") for a in legal)
    assert refused(g, "ask E").rule == "one question a turn"
    g.play("pass")
    assert g.to_act == [1] and g.view(None)["phase"] == "start"


def test_no_pure_pass_at_the_start_of_a_turn():
    g = game()
    assert refused(g, "pass").rule == "no pure pass"
    assert refused(g, "pass now").rule == "action syntax"


def test_guess_straight_away_ends_the_turn():
    g = game(players=2)
    g.play("guess 123456")
    assert g.to_act == [1] and chances(g) == [1, 2]


def test_each_question_is_asked_once_by_anyone():
    g = game(players=2)
    g.play("ask TAK")
    g.play("pass")
    assert refused(g, "ask TAK", 1).rule == "each question once"
    assert "ask TAK" not in texts(g.legal_actions(1))


def test_questions_may_repeat_when_not_unique():
    g = game(players=2, questions_unique=False)
    g.play("ask TAK")
    g.play("pass")
    g.play("ask TAK")
    assert asked(g) == ["TAK", "TAK"]
    g.play("pass")
    # kit default: a player does not ask their own question twice
    assert refused(g, "ask TAK", 0).rule == "own question once"
    assert "ask TAK" not in texts(g.legal_actions(0))


def test_physical_turn_is_a_question_or_a_guess():
    g = game(players=2, guess_after_question=False)
    g.play("ask B")
    assert g.to_act == [1] and g.view(None)["phase"] == "start"
    assert "pass" not in texts(g.legal_actions())


def test_a_question_is_taken_as_written_case_forgiven():
    g = game(questions_unique=False, guess_after_question=False)
    g.play("ask tak")
    for garbled, meant in (("ask UT", "'TU'"), ("ask -G", "'G'"), ("ask T-U", "'TU'")):
        err = refused(g, garbled)  # text means one thing: no other spelling is read
        assert err.rule == "action syntax" and meant in str(err), garbled
    g.play("ask  tu")
    assert texts(step.action for step in g.history) == ["ask TAK", "ask TU"]
    assert refused(g, "ask ZZ").rule == "question"
    assert refused(g, "ask").rule == "action syntax"
    assert refused(g, "fly away").rule == "action syntax"
    assert refused(g, kit.Action("ask", ("tak",))).rule == "action syntax"


def test_answers_of_every_question_kind():
    g = game(questions_unique=False, guess_after_question=False)
    expected_answers = [("B", 6), ("T", "odd"), ("TU", "T"), ("TW", "T"), ("WBO", True), ("TAK", False)]
    for question, expected in expected_answers:
        g.play(f"ask {question}")
        assert answers(g)[-1] == expected == answer(CODE, question)


# ----------------------------------------------------------------------- guesses

@pytest.mark.parametrize("code, why", [
    ("330184", "neighbouring"), ("12345", "6 digits"), ("12a456", "digits"), ("121312", "at most twice"),
])
def test_an_invalid_guess_is_refused_without_penalty(code, why):
    g = game()
    err = refused(g, f"guess {code}")
    assert err.rule == "not a possible code" and why in err.message and "no chance is lost" in err.message
    assert chances(g) == [2]


def test_a_right_guess_wins_at_once():
    g = game(players=3)
    g.play("ask B")
    g.play("pass")
    events = g.play(f"guess {CODE}", 1)
    assert g.over and g.scores() == [0, 1, 0] and g.winners() == [1]
    assert "wins" in events[-1].text and g.to_act == []
    assert refused(g, "ask E", 2).rule == "game over"


def test_a_wrong_guess_costs_a_chance_and_only_the_guesser_sees_the_code():
    g = game(players=3)
    events = g.play("guess 123456")
    assert chances(g) == [1, 2, 2] and g.to_act == [1]
    assert "123456" not in " ".join(e.text for e in events if e.seen_by is None)
    assert [e.seen_by for e in events if "123456" in e.text] == [(0,)]
    assert g.view(0)["seats"][0]["wrong_guesses"] == ["123456"]
    for p in (1, 2):
        assert g.view(p)["seats"][0]["wrong_guesses"] == [None]
        assert "123456" not in json.dumps(g.view(p))
    # the log: public and the others' logs hide it; the guesser and the teacher see it
    assert g.log == ["player 1: guess a code", "  player 1 guessed wrong (1 chance left)"]
    assert g.log_for(1) == g.log_for(2) == g.log
    assert g.log_for(0) == ["player 1: guess a code", "  player 1 tried 123456",
                            "  player 1 guessed wrong (1 chance left)"]
    assert g.log_for(None)[:2] == ["player 1: guess the code 123456", "  player 1 tried 123456"]


def test_a_wrong_guess_is_remembered_by_the_guesser():
    clues = [("B", 6), ("E", 2), ("H", 5), ("T", "odd"), ("U", "even"), ("V", "odd"), ("W", "even"),
             ("X", "odd"), ("Y", "even"), ("TU", "T"), ("UV", "V"), ("A", 3)]
    g = game(players=2, questions_unique=False, guess_after_question=False)
    for q, _ in clues:
        g.play(f"ask {q}", g.to_act[0])
    fits = candidates([(q, answer(CODE, q)) for q, _ in clues])
    assert CODE in fits and 2 <= len(fits) <= 50
    wrong = next(c for c in fits if c != CODE)
    p = public(g)["current"]
    g.play(f"guess {wrong}", p)
    assert candidate_count(g, p) == len(fits) - 1
    assert candidate_count(g, 1 - p) == len(fits)


def test_two_wrong_guesses_put_a_player_out_and_the_turn_skips_them():
    g = game(players=3)
    g.play("guess 123456")
    g.play("ask B")
    g.play("pass")
    g.play("ask E")
    g.play("pass")
    events = g.play("guess 123457")
    assert outs(g) == [True, False, False] and chances(g)[0] == 0
    assert any(e.kind == "out" for e in events)
    assert g.to_act == [1]
    g.play("ask H")
    g.play("pass")
    g.play("ask A")
    g.play("pass")
    assert g.to_act == [1]


def test_when_the_last_player_is_out_the_code_is_revealed_and_nobody_wins():
    g = game(players=2)
    g.play("guess 123456")
    g.play("guess 123456")
    assert not g.over and public(g, 0)["code"] is None
    g.play("guess 654321")
    events = g.play("guess 654321")
    assert g.over and public(g)["winner"] is None and g.scores() == [0, 0] and g.winners() == []
    assert events[-1].kind == "reveal" and CODE in events[-1].text
    assert public(g, 0)["code"] == CODE and public(g, 0)["winner"] is None
    assert CODE in g.log[-1]


def test_solo_player_out_ends_the_game():
    g = game(chances=1)
    g.play("ask B")
    g.play("guess 123456")
    assert g.over and g.scores() == [0]


def test_when_every_question_is_asked_a_player_must_guess():
    g = game()
    for q in QUESTIONS:
        g.play(f"ask {q}")
        g.play("pass")
    # reference §5: all 74 answers identify the code
    assert texts(g.legal_actions()) == [f"guess {CODE}"]
    assert refused(g, "pass").rule == "no pure pass"
    g.play(f"guess {CODE}")
    assert g.winners() == [0]


def test_with_private_answers_a_player_out_of_questions_still_has_guesses_listed():
    g = game(players=2, answers_public=False, guess_after_question=False)
    for q in QUESTIONS:
        g.play(f"ask {q}", g.to_act[0])
    mine = [(q, answer(CODE, q)) for q in QUESTIONS[::2]]  # player 1 asked every other question
    fits = candidates(mine)
    legal = g.legal_actions(0)
    assert legal and all(a.name == "guess" for a in legal)
    assert [a.args[0] for a in legal] == fits[:50]
    assert candidate_count(g, 0) == len(fits)


# ----------------------------------------------------------------- legal actions

def test_guesses_are_listed_once_few_codes_fit_and_any_valid_code_may_be_guessed():
    g = game(questions_unique=False, guess_after_question=False)
    questions = ["B", "E", "H", "T", "U", "V", "W", "X", "Y", "TU", "UV"]
    for q in questions:
        g.play(f"ask {q}")
    fits = candidates([(q, answer(CODE, q)) for q in questions])
    guesses = [a.args[0] for a in g.legal_actions() if a.name == "guess"]
    if len(fits) <= 50:
        assert guesses == fits
    else:
        assert guesses == []
    outsider = "987654" if "987654" not in fits else "897654"
    g.play(f"guess {outsider}")  # valid but unlisted: accepted, and wrong
    assert chances(g) == [1]


# -------------------------------------------------------------- hidden information

def leaks(g: kit.Game) -> list[str]:
    """Secret codes visible where their viewer should not see them while the game runs."""
    found = []
    teacher = g.view(None)
    race_code = teacher["private"]["code"]
    codes = own_codes(g)
    log = "\n".join(g.log)
    for p in g.players:
        shown = json.dumps(g.view(p))
        hidden = [race_code] if race_code else [c for k, c in enumerate(codes) if k != p and c]
        found += [f"{c} in view {p}" for c in hidden if f'"{c}"' in shown]
        found += [f"{c} in log of {p}" for c in hidden if re.search(rf"\b{c}\b", "\n".join(g.log_for(p)))]
    found += [f"{c} in the public log" for c in [race_code, *codes] if c and re.search(rf"\b{c}\b", log)]
    return found


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(1, 5), moves=st.integers(0, 60),
       public_answers=st.booleans(), pair=st.booleans())
def test_views_and_public_log_never_show_a_code_while_the_game_runs(seed, players, moves, public_answers,
                                                                    pair):
    options = {"answers_public": public_answers}
    if pair:
        players, options["two_player_mode"] = 2, True
    g = kit.new_game("digit_code", players=players, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.over:
            break
        assert leaks(g) == []
        play_random(g, rng, 1)
    if not g.over:
        assert leaks(g) == []
        teacher = g.view(None)
        assert teacher["private"]["code"] or all(own_codes(g))


def test_the_leak_check_catches_a_shown_code():
    g = game(players=2, code="")
    assert leaks(g) == []
    code = secret(g)
    g.play(f"guess {code}")  # the winning guess shows the code (the game is over; the check ignores that)
    assert any("public log" in item for item in leaks(g)) and any("view" in item for item in leaks(g))


def test_two_player_views_show_only_your_own_code():
    g = two_player(9)
    a, b = own_codes(g)
    assert a != b
    assert g.view(0)["seats"][0]["code"] == a and f'"{b}"' not in json.dumps(g.view(0))
    assert g.view(1)["seats"][1]["code"] == b and f'"{a}"' not in json.dumps(g.view(1))
    assert g.view(None)["seats"][0]["code"] == a and g.view(None)["seats"][1]["code"] == b


def test_private_answers_are_seen_by_the_asker_only():
    g = game(players=2, answers_public=False)
    events = g.play("ask B")
    assert "6" not in events[0].text and events[1].seen_by == (0,)
    assert public(g, 0)["questions"][0]["answer"] == 6
    assert public(g, 1)["questions"][0]["answer"] is None
    assert candidate_count(g, 0) < candidate_count(g, 1) == 465_120
    assert "Column B has 6" in "\n".join(g.log_for(0)) and "Column B" not in "\n".join(g.log + g.log_for(1))
    g.play("pass")
    assert refused(g, "ask B", 1).rule == "each question once"


def test_two_player_owner_sees_answers_about_their_own_code():
    g = two_player(2, answers_public=False)
    g.play("ask B")
    assert public(g, 1)["questions"][0]["answer"] == answers(g)[0] == answer(own_codes(g)[1], "B")


# ------------------------------------------------------------ resampled copies

def test_copy_for_redraws_the_code_among_those_that_fit_what_the_player_knows():
    g = game(players=2, code="")
    for q in ["B", "E", "H", "T"]:
        g.play(f"ask {q}", g.to_act[0])
        g.play("pass", g.to_act[0])
    g.play("guess 123456", g.to_act[0])  # player 1 guesses wrong
    fits = set(candidates([(q, answer(secret(g), q)) for q in ["B", "E", "H", "T"]]))
    rng = random.Random(4)
    drawn = set()
    for _ in range(40):
        copy = g.copy_for(0, rng)
        assert copy.view(0) == g.view(0) and copy.log_for(0) == g.log_for(0)
        code = secret(copy)
        assert code in fits and code != "123456"
        drawn.add(code)
        # the other player's view in the copy still shows no code of player 1's guess
        assert copy.view(1)["seats"][0]["wrong_guesses"] == [None]
    assert len(drawn) > 30  # drawn among ~1,000 codes, not the real one each time
    other = g.copy_for(1, rng)
    redrawn = other.view(None)["seats"][0]["wrong_guesses"][0]
    assert redrawn != secret(other) and redrawn in fits  # among what player 1 knew then
    with pytest.raises(ValueError):
        g.copy_for(1, rng).to_json()


def test_copy_for_redraws_the_answers_the_player_did_not_hear():
    g = game(players=2, code="", answers_public=False)
    g.play("ask B")
    g.play("pass")
    g.play("ask E")  # player 2's answer: player 1 does not hear it
    copy = g.copy_for(0, random.Random(1))
    code = secret(copy)
    assert [q["answer"] for q in public(copy)["questions"]] == [answer(code, "B"), answer(code, "E")]
    assert answer(code, "B") == answer(secret(g), "B")
    assert copy.view(0) == g.view(0)


def test_copy_for_in_two_player_mode_keeps_your_code_and_redraws_the_other():
    g = two_player(7)
    g.play("ask B")
    g.play("ask B")
    mine, theirs = own_codes(g)
    copy = g.copy_for(0, random.Random(2))
    new_mine, new_theirs = own_codes(copy)
    assert new_mine == mine and answer(new_theirs, "B") == answer(theirs, "B")
    assert copy.view(0) == g.view(0) and copy.log_for(0) == g.log_for(0)


# ---------------------------------------------------------------- two-player game

def test_two_player_mode_alone_gives_the_physical_turn():
    g = two_player(4)
    assert public(g)["rules"]["guess_after_question"] is False
    g.play("ask B")
    assert g.to_act == [1] and g.view(None)["phase"] == "start"


def test_two_player_questions_are_about_the_opponents_code():
    g = two_player(4)
    codes = own_codes(g)
    g.play("ask B")
    g.play("ask B")  # a question about the other code is still open
    assert answers(g) == [answer(codes[1], "B"), answer(codes[0], "B")]
    g.play(f"guess {codes[1]}")
    assert g.winners() == [0]
    assert g.log[-1] == f"  The codes were {codes[0]} (player 1) and {codes[1]} (player 2)."


def test_two_player_four_question_types_before_repeating():
    g = two_player(4)

    def ask(question: str) -> None:
        g.play(f"ask {question}", 0)
        g.play(next(a for a in g.legal_actions(1) if a.name == "ask"), 1)

    ask("B")
    err = refused(g, "ask E", 0)
    assert err.rule == "four question types"
    assert {q[4:] for q in texts(g.legal_actions(0)) if q.startswith("ask")} & {"A", "C", "E"} == set()
    assert g.view(0)["seats"][0]["cycle"] == ["count"]
    ask("T")
    ask("TU")
    assert refused(g, "ask U", 0).rule == "four question types"
    ask("TAK")
    ask("E")  # a new cycle starts
    assert asked(g)[-2] == "E"


def test_two_player_two_wrong_guesses_lose():
    g = two_player(4)
    wrong = "123456" if own_codes(g)[1] != "123456" else "123457"
    g.play(f"guess {wrong}")
    assert "player 1: guess the code " + wrong in g.log  # both players hear a guess in the two-player game
    g.play("ask B")
    g.play(f"guess {wrong}")
    assert g.over and g.winners() == [1]
    assert g.view(0)["seats"][1]["code"] == own_codes(g)[1]  # shown to everyone at the end


# ---------------------------------------------------------------- save, load, undo

def test_save_and_load_mid_turn():
    g = game(players=3)
    g.play("ask B")
    g.play("pass")
    g.play("guess 123456")
    g.play("ask TAK")
    text = g.to_json()
    loaded = kit.load_game(text)
    assert loaded.to_json() == text and loaded.view(None) == g.view(None)
    assert loaded.view(None)["phase"] == "after" and secret(loaded) == CODE
    assert loaded.log_for(None) == g.log_for(None) and loaded.log == g.log


def test_a_tampered_code_in_a_save_file_is_refused_clearly():
    data = json.loads(game().to_json())
    data["options"]["code"] = "111111"
    with pytest.raises(kit.SaveFileError, match="code"):
        kit.load_game(json.dumps(data))
    manual = kit.new_game("digit_code", seed=2, chance="manual")
    manual.play("code 305218")
    data = json.loads(manual.to_json())
    data["steps"][0][1] = "code 330184"
    with pytest.raises(kit.SaveFileError, match="neighbouring"):
        kit.load_game(json.dumps(data))


def test_undo_restores_knowledge():
    g = game(players=2)
    g.play("ask B")
    g.play("pass")
    g.play("guess 123456")
    g.undo(2)
    assert chances(g) == [2, 2] and public(g)["current"] == 0 and g.view(None)["phase"] == "after"
    assert candidate_count(g, 1) == len(candidates([("B", 6)]))
    assert g.log_for(None) == ["player 1: count the lit segments in column B",
                               "  Column B has 6 lit segments."]


def test_copy_is_independent():
    g = game(players=2)
    g.play("ask B")
    copy = g.copy()
    copy.play("guess 123456")
    assert chances(g) == [2, 2] and chances(copy) == [1, 2]
    assert g.view(None)["phase"] == "after"


# ------------------------------------------------------------------------- bots

@pytest.mark.parametrize("bot", ["advisor", "entropy", "random"])
def test_bots_crack_a_set_code(bot):
    g = game(players=1)
    play_out(g, [make_bot(bot, "digit_code", seed=3)])
    assert g.winners() == [0] and chances(g)[0] >= 1
    assert len(asked(g)) < 40


@pytest.mark.parametrize("options", [
    {"players": 2, "two_player_mode": True},
    {"players": 3, "answers_public": False},
    {"players": 2, "guess_after_question": False},
    {"players": 2, "questions_unique": False},
    {"players": 2, "two_player_mode": True, "questions_unique": False},
])
def test_bots_finish_every_variant(options):
    g = kit.new_game("digit_code", seed=6, **options)
    names = ["advisor", "random", "entropy"][:g.num_players]
    play_out(g, [make_bot(name, "digit_code", seed=p) for p, name in enumerate(names)])
    assert g.over


def test_advisor_uses_few_questions():
    total = 0
    for seed in range(3):
        g = kit.new_game("digit_code", players=1, seed=seed)
        play_out(g, [make_bot("advisor", "digit_code", seed=0)])
        assert g.winners() == [0]
        total += len(asked(g))
    # reference §8: the greedy baseline needs 11.7 questions on average, 15 at most
    assert total / 3 <= 15


# ------------------------------------------------------------ asking ends the turn (option)

def test_by_default_a_question_leaves_the_guess_open():
    g = game(players=2)
    g.play("ask B")
    assert g.to_act == [0] and g.view(0)["phase"] == "after"
    assert "guess the code or end your turn" in refused(g, "ask E").message


def test_with_ask_ends_turn_a_question_passes_the_turn_at_once():
    g = game(players=2, ask_ends_turn=True)
    g.play("ask B")
    assert g.to_act == [1] and g.view(1)["phase"] == "start" and len(g.history) == 1
    assert public(g)["rules"]["guess_after_question"] is False  # bots read this
    assert "pass" not in [str(a) for a in g.legal_actions(1)]
    g.play("guess 123456", 1)  # a guess at the start of a turn is still allowed
    assert chances(g) == [2, 1] and g.to_act == [0]


def test_ask_ends_turn_refuses_a_guess_after_the_question():
    with pytest.raises(ValueError, match="choose one"):
        game(ask_ends_turn=True, guess_after_question=True)
    duel = kit.new_game("digit_code", players=2, seed=1, two_player_mode=True, ask_ends_turn=True)
    assert duel.settings["ask_ends_turn"] is True  # nothing changes there: asking ends the turn anyway


def test_a_code_that_breaks_a_rule_is_refused_in_plain_words():
    err = refused(game(), "guess 330184")
    assert str(err) == ("not a possible code: 330184 breaks a code rule: T and U are both 3 "
                        "(neighbouring digits must differ) (no chance is lost)")
