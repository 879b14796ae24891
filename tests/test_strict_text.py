"""Text means one thing: a move typed or saved as text is taken only when it spells a legal
action, case and runs of spaces forgiven. Over random positions of every game (and every
player count), legal actions of the player to act and listed chance outcomes are garbled
the ways people and broken files garble them — a stray punctuation character inside or
before a word, a word doubled, a word dropped, two words swapped, a digit changed — and every
garbled text that is not itself a legal action's text must be refused by ``play``
(``IllegalAction``, nothing changed) and, as a step of a save file, by ``load_game``
(``SaveFileError``)."""
from __future__ import annotations

import json
import random
import time

import pytest

import kit
from kit.engine import CHANCE
from tests.test_words import PLAYABLE, positions

per_game = pytest.mark.parametrize("info", PLAYABLE, ids=[i.name for i in PLAYABLE])

STRAY = "}-.,*'"
ACTIONS_PER_ACTOR = 12
SAVES_PER_POSITION = 2


def normal(text: str) -> str:
    """What is forgiven: case and runs of spaces."""
    return " ".join(text.split()).casefold()


def garbled(text: str, rng: random.Random) -> list[tuple[str, str]]:
    """(kind, text) pairs: ``text`` with one mistake each."""
    words = text.split()
    out = []
    for mark in STRAY:
        i = rng.randrange(len(words))
        word = words[i]
        at = rng.randrange(len(word))  # 0: before the word; else inside it
        out.append(("stray", " ".join(words[:i] + [word[:at] + mark + word[at:]] + words[i + 1:])))
    i = rng.randrange(len(words))
    out.append(("doubled", " ".join(words[:i + 1] + words[i:])))
    if len(words) > 1:
        i = rng.randrange(len(words))
        out.append(("dropped", " ".join(words[:i] + words[i + 1:])))
    pairs = [(i, j) for i in range(len(words)) for j in range(i + 1, len(words)) if words[i] != words[j]]
    if pairs:
        i, j = rng.choice(pairs)
        swapped = list(words)
        swapped[i], swapped[j] = words[j], words[i]
        out.append(("swapped", " ".join(swapped)))
    digits = [k for k, c in enumerate(text) if c.isdigit()]
    for k in rng.sample(digits, min(3, len(digits))):
        new = rng.choice([d for d in "0123456789" if d != text[k]])
        out.append(("digit", text[:k] + new + text[k + 1:]))
    return out


def test_garbled_makes_one_mistake_each():
    rng = random.Random(1)
    texts = dict(garbled("clue 4 not within 2 of the lake", rng))
    for kind, text in garbled("clue 4 not within 2 of the lake", rng):
        assert normal(text) != "clue 4 not within 2 of the lake", kind
    assert {"stray", "doubled", "dropped", "swapped", "digit"} <= set(texts)
    assert garbled("pass", rng)[-1][0] == "doubled"  # one word: nothing to drop or swap, no digit
    assert dict(garbled("roll action cash", rng))["swapped"] in ("roll cash action", "action roll cash",
                                                                 "cash action roll")
    assert "swapped" not in dict(garbled("50k 50k", rng))  # two equal words: no swap changes them


def listed_texts(game: kit.Game, actor) -> tuple[list[kit.Action], set[str]]:
    """The actions of ``actor`` the game lists now (chance: the listed outcomes, if any)."""
    if actor == CHANCE:
        try:
            actions = [a for a, _ in game.chance_outcomes()]
        except ValueError:  # too many outcomes to list
            actions = []
    else:
        actions = game.legal_actions(actor)
    return actions, {normal(a.text) for a in actions}


def accepted_wrongly(kind: str, text: str, played: kit.Action, legal: set[str]) -> bool:
    """Was garbled ``text`` taken as something it does not spell? It may be taken when it
    spells a listed legal action, or (not for stray punctuation) when the game's own check
    takes it as written: a changed digit may name another legal code a game does not list."""
    if normal(text) in legal:
        return False
    return kind == "stray" or normal(played.text) != normal(text)


def save_with_step(game: kit.Game, actor, text: str) -> str:
    data = json.loads(game.to_json())
    data["steps"].append([actor, text, "set"] if actor == CHANCE else [actor, text])
    return json.dumps(data)


def check_position(game: kit.Game, rng: random.Random, found: list[str], counts: dict) -> None:
    name = game.name
    before = game.to_json()
    saves = 0
    for actor in game.to_act:
        actions, legal = listed_texts(game, actor)
        chosen = actions if len(actions) <= ACTIONS_PER_ACTOR else rng.sample(actions, ACTIONS_PER_ACTOR)
        for action in chosen:
            for kind, text in garbled(action.text, rng):
                counts["tried"] += 1
                try:
                    game.play(text, actor)
                except kit.IllegalAction as err:
                    assert err.rule and str(err), (name, text)
                    assert game.to_json() == before, f"{name}: refusing {text!r} changed the game"
                else:
                    played = game.history[-1].action
                    if accepted_wrongly(kind, text, played, legal):
                        found.append(f"{name}: {text!r} ({kind} from {action.text!r}) "
                                     f"played as {played.text!r}")
                    game.undo()  # back to the position (chance is chosen by hand here)
                    assert game.to_json() == before
                    continue
                if saves < SAVES_PER_POSITION and rng.random() < 0.3:
                    saves += 1
                    counts["saves"] += 1
                    try:
                        kit.load_game(save_with_step(game, actor, text))
                    except kit.SaveFileError:
                        pass
                    else:
                        found.append(f"{name}: a save with step {text!r} loaded")


@per_game
def test_garbled_text_is_refused_in_play_and_in_save_files(info):
    rng = random.Random(22)
    found: list[str] = []
    counts = {"tried": 0, "saves": 0}
    start = time.perf_counter()
    for players in range(info.min_players, info.max_players + 1):
        for game in positions(info, players, seed=100 + players, count=25):
            check_position(game, rng, found, counts)
    assert counts["tried"] > 100 and counts["saves"] > 5, counts
    assert not found, f"{len(found)} of {counts['tried']} garbled texts taken:\n" + "\n".join(found[:20])
    assert time.perf_counter() - start < 30
