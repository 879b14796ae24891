"""One way inside: the shared checks that every game is written the same way below its
contract (issue 21). Over random positions of every game and player count:

* **grammar**: every legal action and chance outcome reads into a typed move (a frozen
  dataclass, not text) and writes back to the same action; chance speaks with verbs no
  player uses; a game has one verb for "I am done";
* **legality once**: :meth:`kit.Game.why_not` passes exactly the actions
  :meth:`kit.Game.legal_actions` lists (or another spelling of a listed move), over legal
  actions of other positions and seats and garbled ones; only verbs a game declares
  unlisted (``Game.unlisted_verbs``, too many to list) are left out;
* **hidden values**: ``public`` is the same for every viewer; a seat's entry has the same
  keys for every viewer, and what a viewer may not see is ``None`` (one value) or its count
  (a collection), never a placeholder text or a second key.
"""
from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterator

import pytest

import kit
from kit.engine import CHANCE
from tests.contract_helpers import random_positions

GAMES = list(kit.catalog())
per_game = pytest.mark.parametrize("info", GAMES, ids=[i.name for i in GAMES])

#: Ways of saying "I am done" alone, without words after the verb (a game uses one, see
#: docs/adding_a_game.md).
DONE_VERBS = {"pass", "end", "done", "stop", "keep", "decline", "skip", "finish"}


def positions(info: kit.GameInfo, players: int, seed: int, count: int = 10) -> Iterator[kit.Game]:
    """Copies of a manual-chance game at random points of a random game, and its end."""
    return random_positions(info, players, seed, count, share=0.12)


def steps_offered(game: kit.Game) -> Iterator[tuple[object, kit.Action]]:
    """(actor, action) for every action listed now, chance outcomes included."""
    for actor in game.to_act:
        if actor == CHANCE:
            try:
                outcomes = game.chance_outcomes()
            except ValueError:  # too many to list
                outcomes = []
            for action, _ in outcomes:
                yield actor, action
        else:
            for action in game.legal_actions(actor):
                yield actor, action


def _sample(items: list, rng: random.Random, k: int) -> list:
    return items if len(items) <= k else rng.sample(items, k)


def player_counts(info: kit.GameInfo) -> list[int]:
    return sorted({info.min_players, info.max_players})


# ------------------------------------------------------------------ grammar
@per_game
def test_every_action_reads_into_a_typed_move_and_back(info):
    rng = random.Random(1)
    for players in player_counts(info):
        for game in positions(info, players, seed=players):
            for actor, action in _sample(list(steps_offered(game)), rng, 40):
                move = game.move(action, actor)
                assert dataclasses.is_dataclass(move) and not isinstance(move, type), (
                    f"{info.name}: {action.text!r} reads into {move!r}, not a typed move")
                kind = type(move).__name__
                assert move.__dataclass_params__.frozen, f"{info.name}: {kind} is not frozen"
                back = game.action_of(move)
                assert back == action, f"{info.name}: {move!r} writes {back!r}"
                assert game.move(action.text, actor) == move


@per_game
def test_chance_and_players_speak_with_different_verbs_and_one_done_verb(info):
    chance_verbs: set[str] = set()
    player_verbs: set[str] = set()
    done: set[str] = set()  # verbs said alone that mean "I am done"
    for players in player_counts(info):
        for game in positions(info, players, seed=10 + players, count=25):
            for actor, action in steps_offered(game):
                (chance_verbs if actor == CHANCE else player_verbs).add(action.name)
                if actor != CHANCE and not action.args and action.name in DONE_VERBS:
                    done.add(action.name)
    shared = chance_verbs & player_verbs
    assert not shared, f"{info.name}: chance and players both say {sorted(shared)}"
    assert len(done) <= 1, f"{info.name}: several ways to say done: {sorted(done)}"


# ------------------------------------------------------------ legality once
def _garbled(action: kit.Action, rng: random.Random) -> list[kit.Action]:
    words = [action.name, *action.args]
    out = [kit.Action(action.name, (*action.args, "1")), kit.Action(action.name, action.args[:-1])]
    if action.args:
        i = rng.randrange(len(action.args))
        changed = list(action.args)
        bumped = re.sub(r"\d", lambda m: str((int(m.group()) + 1) % 10), changed[i])
        changed[i] = bumped + "x"[: len(words) % 2]
        out.append(kit.Action(action.name, tuple(changed)))
    return [a for a in out if a.name]


@per_game
def test_the_legal_list_and_the_refusals_agree(info):
    rng = random.Random(7)
    for players in player_counts(info):
        games = list(positions(info, players, seed=20 + players, count=12))
        pool = sorted({a for g in games for actor, a in steps_offered(g) if actor != CHANCE}, key=str)
        pool = _sample(pool, rng, 150)
        pool += [g for a in pool[:40] for g in _garbled(a, rng)]
        for game in games:
            for actor in [p for p in game.to_act if p != CHANCE] or game.players[:1]:
                listed = game.legal_actions(actor)
                legal = set(listed) | {game.move(a, actor) for a in listed}
                for action in pool:
                    refusal = game.why_not(action, actor)
                    if action.name in game.unlisted_verbs:
                        continue
                    if action in legal or (refusal is None and game.move(action, actor) in legal):
                        assert refusal is None, f"{info.name}: {action.text!r} listed but refused: {refusal}"
                    else:
                        assert refusal is not None, (
                            f"{info.name}: {action.text!r} is not listed for {actor} but would be played")
                        assert refusal.rule.strip(), f"{info.name}: {action.text!r} refused naming no rule"


# ----------------------------------------------------------- hidden values
_SECOND_KEY = re.compile(r"^(?:n_(?P<a>\w+)|(?P<b>\w+?)_(?:count|size|number|len))$")


def hidden_as_convention(teacher, seen, where: str) -> list[str]:
    """Where ``seen`` differs from the teacher's ``teacher``, it must be None (one value)
    or the count of a collection; dicts and lists of one shape are compared inside."""
    if seen == teacher:
        return []
    if isinstance(teacher, dict) and isinstance(seen, dict):
        if set(teacher) != set(seen):
            return [f"{where}: keys {sorted(set(teacher) ^ set(seen))} differ from the teacher's"]
        return [p for k in teacher for p in hidden_as_convention(teacher[k], seen[k], f"{where}.{k}")]
    if isinstance(teacher, (list, tuple)) and isinstance(seen, (list, tuple)) and len(teacher) == len(seen):
        pairs = enumerate(zip(teacher, seen))
        return [p for i, (t, s) in pairs for p in hidden_as_convention(t, s, f"{where}[{i}]")]
    if isinstance(teacher, (list, tuple, dict, set, frozenset)):
        if type(seen) is int and seen == len(teacher):
            return []
        return [f"{where}: a hidden collection shows as {seen!r}, not its count {len(teacher)}"]
    if seen is None:
        return []
    return [f"{where}: a hidden value shows as {seen!r}, not None"]


@per_game
def test_public_is_one_and_hidden_values_follow_one_convention(info):
    for players in player_counts(info):
        for game in positions(info, players, seed=30 + players, count=8):
            teacher = game.view(None)
            for viewer in game.players:
                view = game.view(viewer)
                assert view["public"] == teacher["public"], f"{info.name}: public differs for seat {viewer}"
                assert len(view["seats"]) == len(teacher["seats"])
                for seat, (t, s) in enumerate(zip(teacher["seats"], view["seats"])):
                    problems = hidden_as_convention(t, s, f"seats[{seat}]")
                    assert not problems, f"{info.name}, seen by seat {viewer}: {problems[:3]}"
            for seat in teacher["seats"]:
                for key in seat:
                    found = _SECOND_KEY.match(key)
                    base = found and (found.group("a") or found.group("b"))
                    assert not (base and ({base, base + "s"} & set(seat))), (
                        f"{info.name}: {key!r} repeats the count of {base!r} under a second key")
