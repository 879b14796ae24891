"""Digit Code engine: every rule on hand-built positions (the code is set by option)."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kit
from kit.bots import make_bot, play_out
from solvers.digit_code import QUESTIONS, answer, candidates, is_valid_code

CODE = "305218"


def game(players: int = 1, code: str = CODE, **options) -> kit.Game:
    return kit.new_game("digit_code", players=players, seed=1, code=code, **options)


def refused(g: kit.Game, action: str, player: int | None = None) -> kit.IllegalAction:
    before, view = g.to_json(), json.dumps(g.view(None), sort_keys=True)
    with pytest.raises(kit.IllegalAction) as err:
        g.play(action, player)
    assert g.to_json() == before and json.dumps(g.view(None), sort_keys=True) == view
    return err.value


def texts(actions) -> list[str]:
    return [str(a) for a in actions]


# ----------------------------------------------------------------- setup and options

def test_catalog_credits():
    info = next(i for i in kit.catalog() if i.name == "digit_code")
    assert info.designers == ("Shota Hasuike",) and info.publishers == ("Playte",)
    assert "Wanjin Gill" in info.credits and "Matheus Gomes" in info.credits
    assert (info.min_players, info.max_players, info.year) == (1, 5, 2025)


def test_teacher_sets_the_code():
    g = game()
    assert g.view(None)["code"] == CODE
    g.play("ask B")
    assert g.records[-1]["answer"] == answer(CODE, "B") == 6


@pytest.mark.parametrize("options, why", [
    ({"code": "330184"}, "neighbouring"),
    ({"code": "12345"}, "6 digits"),
    ({"code": 305218}, "str"),
    ({"chances": 0}, "chances"),
    ({"two_player_mode": True}, "players=2"),
])
def test_bad_options_are_refused(options, why):
    with pytest.raises(ValueError, match=why):
        kit.new_game("digit_code", players=1, seed=1, **options)


def test_code_option_is_not_for_two_player_mode():
    with pytest.raises(ValueError, match="two_player_mode"):
        kit.new_game("digit_code", players=2, seed=1, code=CODE, two_player_mode=True)


def test_random_codes_are_valid_seeded_and_spread_like_the_uniform_draw():
    codes = [kit.new_game("digit_code", seed=s).code for s in range(300)]
    assert all(is_valid_code(c) for c in codes)
    assert codes == [kit.new_game("digit_code", seed=s).code for s in range(300)]
    assert len(set(codes)) > 290
    # reference §6: under the uniform draw 67.5 % of codes repeat a digit
    repeated = sum(len(set(c)) < 6 for c in codes) / len(codes)
    assert 0.55 < repeated < 0.80


# ------------------------------------------------------------------------- turns

def test_a_turn_is_a_question_then_an_optional_guess():
    g = game(players=2)
    assert texts(g.legal_actions()) == [f"ask {q}" for q in QUESTIONS]  # 465,120 codes: no guesses listed
    events = g.play("ask B")
    assert [e.text for e in events] == ["Column B has 6 lit LEDs."]
    assert g.to_act == [0] and g.phase == "after"
    legal = texts(g.legal_actions())
    assert legal[0] == "pass" and not any(a.startswith("ask") for a in legal)
    assert refused(g, "ask E").rule == "one question a turn"
    g.play("pass")
    assert g.to_act == [1] and g.phase == "start"


def test_no_pure_pass_at_the_start_of_a_turn():
    g = game()
    assert refused(g, "pass").rule == "no pure pass"


def test_guess_straight_away_ends_the_turn():
    g = game(players=2)
    g.play("guess 123456")
    assert g.to_act == [1] and g.chances == [1, 2]


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
    assert [r["question"] for r in g.records] == ["TAK", "TAK"]


def test_physical_turn_is_a_question_or_a_guess():
    g = game(players=2, guess_after_question=False)
    g.play("ask B")
    assert g.to_act == [1] and g.phase == "start"
    assert "pass" not in texts(g.legal_actions())


def test_question_spellings_are_normalised():
    g = game(questions_unique=False, guess_after_question=False)
    g.play("ask tak")
    g.play("ask UT")
    assert texts(a for _, a in g.history) == ["ask TAK", "ask TU"]
    assert refused(g, "ask ZZ").rule == "question"
    assert refused(g, "ask").rule == "action syntax"
    assert refused(g, "fly away").rule == "action syntax"
    assert refused(g, kit.Action("ask", ("tak",))).rule == "action syntax"


def test_answers_of_every_question_kind():
    g = game(questions_unique=False, guess_after_question=False)
    expected_answers = [("B", 6), ("T", "odd"), ("TU", "T"), ("TW", "T"), ("WBO", True), ("TAK", False)]
    for question, expected in expected_answers:
        g.play(f"ask {question}")
        assert g.records[-1]["answer"] == expected == answer(CODE, question)


# ----------------------------------------------------------------------- guesses

@pytest.mark.parametrize("code, why", [
    ("330184", "neighbouring"), ("12345", "6 digits"), ("12a456", "digits"), ("121312", "at most twice"),
])
def test_an_invalid_guess_is_refused_without_penalty(code, why):
    g = game()
    err = refused(g, f"guess {code}")
    assert err.rule == "valid code" and why in err.message and "no chance is lost" in err.message
    assert g.chances == [2]


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
    assert g.chances == [1, 2, 2] and g.to_act == [1]
    assert "123456" not in " ".join(e.text for e in events)
    assert g.view(0)["wrong_guesses"] == [{"by": 0, "code": "123456"}]
    for p in (1, 2):
        assert g.view(p)["wrong_guesses"] == [{"by": 0, "code": None}]
        assert "123456" not in json.dumps(g.view(p))


def test_a_wrong_guess_is_remembered_by_the_guesser():
    clues = [("B", 6), ("E", 2), ("H", 5), ("T", "odd"), ("U", "even"), ("V", "odd"), ("W", "even"),
             ("X", "odd"), ("Y", "even"), ("TU", "T"), ("UV", "V"), ("A", 3)]
    g = game(players=2, questions_unique=False, guess_after_question=False)
    for q, _ in clues:
        g.play(f"ask {q}", g.current)
    fits = candidates([(q, answer(CODE, q)) for q, _ in clues])
    assert CODE in fits and 2 <= len(fits) <= 50
    wrong = next(c for c in fits if c != CODE)
    p = g.current
    g.play(f"guess {wrong}", p)
    assert g.candidate_count(p) == len(fits) - 1
    assert g.candidate_count(1 - p) == len(fits)


def test_two_wrong_guesses_put_a_player_out_and_the_turn_skips_them():
    g = game(players=3)
    g.play("guess 123456")
    g.play("ask B")
    g.play("pass")
    g.play("ask E")
    g.play("pass")
    events = g.play("guess 123457")
    assert g.out == [True, False, False] and g.chances[0] == 0
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
    assert not g.over and "code" not in g.view(0)
    g.play("guess 654321")
    events = g.play("guess 654321")
    assert g.over and g.winner is None and g.scores() == [0, 0] and g.winners() == []
    assert events[-1].kind == "reveal" and CODE in events[-1].text
    assert g.view(0)["code"] == CODE and g.view(0)["winner"] is None


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
        g.play(f"ask {q}", g.current)
    mine = [(q, answer(CODE, q)) for q in QUESTIONS[::2]]  # player 1 asked every other question
    fits = candidates(mine)
    legal = g.legal_actions(0)
    assert legal and all(a.name == "guess" for a in legal)
    assert [a.args[0] for a in legal] == fits[:50]
    assert g.candidate_count(0) == len(fits)


# ----------------------------------------------------------------- legal actions

def test_guesses_are_listed_once_few_codes_fit_and_any_valid_code_may_be_guessed():
    g = game(questions_unique=False, guess_after_question=False)
    asked = ["B", "E", "H", "T", "U", "V", "W", "X", "Y", "TU", "UV"]
    for q in asked:
        g.play(f"ask {q}")
    fits = candidates([(q, answer(CODE, q)) for q in asked])
    guesses = [a.args[0] for a in g.legal_actions() if a.name == "guess"]
    if len(fits) <= 50:
        assert guesses == fits
    else:
        assert guesses == []
    outsider = "987654" if "987654" not in fits else "897654"
    g.play(f"guess {outsider}")  # valid but unlisted: accepted, and wrong
    assert g.chances == [1]


# -------------------------------------------------------------- hidden information

def random_play(seed: int, players: int, moves: int, **options) -> kit.Game:
    g = kit.new_game("digit_code", players=players, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.over:
            break
        g.play(rng.choice(g.legal_actions()), g.to_act[0])
    return g


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(1, 5), moves=st.integers(0, 60),
       public=st.booleans())
def test_views_never_show_the_code_while_the_game_runs(seed, players, moves, public):
    g = random_play(seed, players, moves, answers_public=public)
    if g.over:
        return
    for p in g.players:
        assert g.code not in json.dumps(g.view(p))
    assert g.view(None)["code"] == g.code


def test_two_player_views_show_only_your_own_code():
    g = kit.new_game("digit_code", players=2, seed=9, two_player_mode=True)
    a, b = g.codes
    assert a != b
    assert g.view(0)["own_code"] == a and b not in json.dumps(g.view(0))
    assert g.view(1)["own_code"] == b and a not in json.dumps(g.view(1))
    assert g.view(None)["codes"] == [a, b]


def test_private_answers_are_seen_by_the_asker_only():
    g = game(players=2, answers_public=False)
    events = g.play("ask B")
    assert "6" not in events[0].text
    assert g.view(0)["questions"][0]["answer"] == 6
    assert g.view(1)["questions"][0]["answer"] is None
    assert g.candidate_count(0) < g.candidate_count(1) == 465_120
    g.play("pass")
    assert refused(g, "ask B", 1).rule == "each question once"


def test_two_player_owner_sees_answers_about_their_own_code():
    g = kit.new_game("digit_code", players=2, seed=2, two_player_mode=True, answers_public=False)
    g.play("ask B")
    assert g.view(1)["questions"][0]["answer"] == g.records[0]["answer"]


# ---------------------------------------------------------------- two-player game

def test_two_player_questions_are_about_the_opponents_code():
    g = kit.new_game("digit_code", players=2, seed=4, two_player_mode=True)
    g.play("ask B")
    g.play("pass")
    g.play("ask B")  # a question about the other code is still open
    assert [r["answer"] for r in g.records] == [answer(g.codes[1], "B"), answer(g.codes[0], "B")]
    g.play("pass")
    g.play(f"guess {g.codes[1]}")
    assert g.winners() == [0]


def test_two_player_four_question_types_before_repeating():
    g = kit.new_game("digit_code", players=2, seed=4, two_player_mode=True)

    def ask(question: str) -> None:
        g.play(f"ask {question}", 0)
        g.play("pass", 0)
        g.play(next(a for a in g.legal_actions(1) if a.name == "ask"), 1)
        g.play("pass", 1)

    ask("B")
    err = refused(g, "ask E", 0)
    assert err.rule == "four question types"
    assert {q[4:] for q in texts(g.legal_actions(0)) if q.startswith("ask")} & {"A", "C", "E"} == set()
    ask("T")
    ask("TU")
    assert refused(g, "ask U", 0).rule == "four question types"
    ask("TAK")
    ask("E")  # a new cycle starts
    assert g.records[-2]["question"] == "E"


def test_two_player_two_wrong_guesses_lose():
    g = kit.new_game("digit_code", players=2, seed=4, two_player_mode=True)
    wrong = "123456" if g.codes[1] != "123456" else "123457"
    g.play(f"guess {wrong}")
    g.play("ask B")
    g.play("pass")
    g.play(f"guess {wrong}")
    assert g.over and g.winners() == [1]


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
    assert loaded.phase == "after" and loaded.code == CODE


def test_a_tampered_code_in_a_save_file_is_refused_clearly():
    data = json.loads(game().to_json())
    data["options"]["code"] = "111111"
    with pytest.raises(kit.SaveFileError, match="code"):
        kit.load_game(json.dumps(data))


def test_undo_restores_knowledge():
    g = game(players=2)
    g.play("ask B")
    g.play("pass")
    g.play("guess 123456")
    g.undo(2)
    assert g.chances == [2, 2] and g.current == 0 and g.phase == "after"
    assert g.candidate_count(1) == len(candidates([("B", 6)]))


# ------------------------------------------------------------------------- bots

@pytest.mark.parametrize("bot", ["advisor", "entropy", "random"])
def test_bots_crack_a_set_code(bot):
    g = game(players=1)
    play_out(g, [make_bot(bot, "digit_code", seed=3)])
    assert g.winners() == [0] and g.chances[0] >= 1
    assert len(g.records) < 40


@pytest.mark.parametrize("options", [
    {"players": 2, "two_player_mode": True},
    {"players": 3, "answers_public": False},
    {"players": 2, "guess_after_question": False},
    {"players": 2, "questions_unique": False},
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
        total += len(g.records)
    # reference §8: the greedy baseline needs 11.7 questions on average, 15 at most
    assert total / 3 <= 15
