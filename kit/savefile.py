"""Save files: :func:`load_game` rebuilds a game from :meth:`Game.to_json` text, checking
every step; anything wrong raises :class:`SaveFileError` with a short message."""
from __future__ import annotations

import json
from typing import Any

from kit.actions import CHANCE, MAX_ACTION_CHARS, IllegalAction, SaveFileError, short
from kit.game import CHANCE_MODES, SAVE_FORMAT, SAVE_VERSION, Game
from kit.registry import game_class

#: Limits of a save file (documented in docs/adding_a_game.md): characters, steps.
MAX_SAVE_CHARS = 20_000_000
MAX_SAVE_STEPS = 500_000


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise SaveFileError(f"save file repeats the key {short(key)}")
        data[key] = value
    return data


def _parse_int(text: str) -> int:
    if len(text) > 20:
        raise SaveFileError(f"save file holds a number of {len(text)} digits")
    return int(text)


def _parse_constant(text: str) -> Any:
    raise SaveFileError(f"save file holds {text}, which is not JSON")


def _read_json(text: str | bytes) -> Any:
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_SAVE_CHARS:
            raise SaveFileError(f"save file is too big ({len(text):,} bytes; "
                                f"the limit is {MAX_SAVE_CHARS:,})")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise SaveFileError(f"save file is not UTF-8 text (byte {err.start})") from None
    if not isinstance(text, str):
        raise SaveFileError(f"a save file is text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_CHARS:
        raise SaveFileError(f"save file is too big ({len(text):,} characters; "
                            f"the limit is {MAX_SAVE_CHARS:,})")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_int=_parse_int,
                          parse_constant=_parse_constant)
    except json.JSONDecodeError as err:
        raise SaveFileError(f"not a save file: invalid JSON at line {err.lineno}, "
                            f"column {err.colno}") from None
    except RecursionError:
        raise SaveFileError("save file is nested too deeply") from None


_FIELDS = ("format", "version", "game", "players", "seed", "options", "chance", "steps")


def load_game(text: str | bytes) -> Game:
    """Rebuild a game from :meth:`Game.to_json` text, checking every step on the way.
    Anything wrong raises :class:`SaveFileError` with a short message."""
    data = _read_json(text)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveFileError("not a Rules Kit save file (no 'format': 'rules-kit/save')")
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        hint = " (version 1 files, from before chance steps were saved, cannot be loaded)" \
            if version == 1 else ""
        raise SaveFileError(f"save file version {short(version)} is not supported; this kit reads "
                            f"version {SAVE_VERSION}{hint}")
    if set(data) != set(_FIELDS):
        extra, missing = sorted(set(data) - set(_FIELDS)), sorted(set(_FIELDS) - set(data))
        raise SaveFileError(f"save file fields are wrong: missing {missing}, unexpected {short(extra)}")
    if type(data["game"]) is not str or type(data["players"]) is not int or type(data["seed"]) is not int:
        raise SaveFileError("save file 'game' must be text, 'players' and 'seed' whole numbers")
    if not isinstance(data["options"], dict):
        raise SaveFileError("save file 'options' must be an object")
    if data["chance"] not in CHANCE_MODES:
        raise SaveFileError(f"save file 'chance' must be one of {CHANCE_MODES}")
    steps = data["steps"]
    if not isinstance(steps, list) or not all(_is_step_entry(s) for s in steps):
        raise SaveFileError('save file \'steps\' must be a list of [player, "action text"] pairs '
                            '(["chance", "text"] for chance, with "set" when chosen by hand)')
    if len(steps) > MAX_SAVE_STEPS:
        raise SaveFileError(f"save file has {len(steps):,} steps; the limit is {MAX_SAVE_STEPS:,}")
    try:
        cls = game_class(data["game"])
        game = cls(data["players"], data["seed"], chance="manual", **data["options"])
    except (ValueError, TypeError) as err:
        raise SaveFileError(f"save file setup is invalid: {short(str(err), 200)}") from None
    for number, entry in enumerate(steps, start=1):
        player, action = entry[0], entry[1]
        try:
            game._replay_step(player, action, player == CHANCE and len(entry) == 2)
        except IllegalAction as err:
            raise SaveFileError(f"save file step {number} ({short(action)} by {game.player_name(player)}) "
                                f"is illegal: {short(str(err), 200)}") from None
    game._chance_mode = data["chance"]
    game._advance()
    return game


def _is_step_entry(entry: Any) -> bool:
    if not isinstance(entry, list) or len(entry) not in (2, 3) or type(entry[1]) is not str:
        return False
    if len(entry[1]) > MAX_ACTION_CHARS:
        return False
    if entry[0] == CHANCE:
        return len(entry) == 2 or entry[2] == "set"
    return len(entry) == 2 and type(entry[0]) is int

