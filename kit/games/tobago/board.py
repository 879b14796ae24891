"""Tobago's board tables: everything the rules, the bots and the drawing derive from one
island, computed once and shared (islands are immutable data).

An island is named by a *spec*, a small hashable tuple that views carry as a dict:

* ``("name", "lesson")``  — a packaged island (``{"name": "lesson"}`` in a view);
* ``("seed", 1234, 70)``  — the island the generator makes from a seed and a size
  (``{"seed": 1234, "size": 70}``; the ``island_seed`` option);
* ``("code", "..")``      — an island as its code (:mod:`kit.games.tobago.island_code`): what
  a game's ``island`` chance step holds, so a save holds the island itself, not a seed;
* ``("text", "...")``     — an island written in the kit's text format (at most
  :data:`ISLAND_TEXT_LIMIT` characters, printable ASCII only).

>>> board = board_for(("name", "lesson"))
>>> len(board.hexes), len(board.deck)
(70, 88)
>>> spec_of_view(view_of_spec(("seed", 7, 70)))
('seed', 7, 70)

Nothing here imports the game engine, a drawing or a widget library.
"""
from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from typing import Any, cast

from kit.games.tobago.generate import generate
from kit.games.tobago.hexes import Hex, format_hex
from kit.games.tobago.island import Island, packaged_islands
from kit.games.tobago.island_code import CODE, CODE_LIMIT, island_code, island_of_code
from solvers import tobago as solver

MOVE_STEPS = 3           # an ATV moves up to 3 steps [rulebook]
#: Island seeds a chance step may name: 0 .. ISLAND_SEEDS - 1.
ISLAND_SEEDS = 2**31
#: An island given as text: at most this many characters (and 60 lines), printable ASCII.
ISLAND_TEXT_LIMIT = 1000
_PRINTABLE = re.compile(r"[\x20-\x7e\n]*")
_HEX = re.compile(r"-?[0-9]{1,3},-?[0-9]{1,3}")

#: An island spec: ("name", name), ("seed", seed, size), ("code", code) or ("text", text).
Spec = tuple[str, str] | tuple[str, int, int]


def parse_hex(text: str) -> Hex | None:
    """``"3,-2"`` -> ``(3, -2)``; None unless the text is exactly two short ASCII numbers.

    >>> parse_hex("3,-2"), parse_hex("²,1"), parse_hex("1_0,2")
    ((3, -2), None, None)
    """
    if type(text) is not str or not _HEX.fullmatch(text):
        return None
    q, r = text.split(",")
    return (int(q), int(r))


# ------------------------------------------------------------------------ island specs

def spec_of_option(text: str) -> Spec:
    """The spec of the ``island`` option: a packaged island's name, an island code or island
    text."""
    if "\n" not in text:
        if len(text) <= ISLAND_TEXT_LIMIT and CODE.fullmatch(text):
            return ("code", text)
        if text not in packaged_islands():
            raise ValueError(f"island: no packaged island called {_short(text)}; the kit ships "
                             f"{', '.join(packaged_islands())} (or give an island as text or as its code)")
        return ("name", text)
    if len(text) > ISLAND_TEXT_LIMIT or text.count("\n") > 60:
        raise ValueError(f"island: an island text has at most {ISLAND_TEXT_LIMIT} characters and 60 lines")
    if not _PRINTABLE.fullmatch(text):
        raise ValueError("island: an island text holds only printable ASCII characters and newlines")
    return ("text", text)


def spec_of_outcome(word: str) -> Spec:
    """The spec an ``island`` chance step names: a packaged island's name or an island code
    (ValueError for anything else: a seed is no fact, the generator may change).

    >>> spec_of_outcome("lesson"), spec_of_outcome("BJh/M")
    (('name', 'lesson'), ('code', 'BJh/M'))
    """
    if type(word) is str and word in packaged_islands():
        return ("name", word)
    if type(word) is str and len(word) <= CODE_LIMIT and CODE.fullmatch(word):
        return ("code", word)
    seed = " (a number no longer names an island: saves made before the kit wrote the island "\
        "itself cannot be read)" if type(word) is str and word.isdecimal() else ""
    raise ValueError(f"an island is named by a packaged island's name ({', '.join(packaged_islands())}) "
                     f"or by its code, rows of terrain letters (as saves write it){seed}")


def view_of_spec(spec: Spec | None) -> dict[str, Any] | None:
    """The spec as JSON-friendly data for a view."""
    if spec is None:
        return None
    if len(spec) == 3:
        return {"seed": spec[1], "size": spec[2]}
    return {spec[0]: spec[1]}


def spec_of_view(data: Mapping[str, Any]) -> Spec:
    """The spec back from a view's ``island`` entry."""
    if "seed" in data:
        return ("seed", int(data["seed"]), int(data["size"]))
    if "name" in data:
        return ("name", data["name"])
    if "code" in data:
        return ("code", data["code"])
    return ("text", data["text"])


@functools.lru_cache(maxsize=64)
def island_for(spec: Spec) -> Island:
    """The island of a spec (cached). Raises ValueError for a name the kit does not ship, an
    invalid island text or a seed the generator cannot use; messages never echo long input."""
    if len(spec) == 3:
        _, seed, size = spec
        if type(seed) is not int or not 0 <= seed < ISLAND_SEEDS:
            raise ValueError(f"an island seed is a whole number from 0 to {ISLAND_SEEDS - 1}")
        try:
            return generate(seed, size=size)
        except RuntimeError:
            raise ValueError(f"the generator finds no valid island for seed {seed}") from None
    kind, text = spec
    if kind == "name":
        return Island.load(text)
    if kind == "code":
        island = island_of_code(text)
        if text in _GENERATED_CODES:  # written from a valid island: no need to check it again
            return island
        if island_code(island) != text:
            raise ValueError("an island code is written one way only: no sea before a row's first "
                             "land hex in every row, none after its last, no row of sea at the end")
        found = island.problems()
        if found:
            raise ValueError(f"the island breaks a rule: {_cut(found[0].message, 140)}")
        return island
    try:
        return Island.from_text(text)
    except ValueError as err:
        first = str(err).split("\n")
        detail = first[1].strip(" -") if len(first) > 1 else first[0]
        raise ValueError(f"island: the island text is not valid: {_cut(detail, 160)}") from None


#: Codes of islands the generator made (valid by construction), so reading one back skips the
#: checks; a code's island never depends on the generator, whatever this holds.
_GENERATED_CODES: dict[str, None] = {}


def generated_code(seed: int, size: int) -> str:
    """The code of the island the generator makes from ``seed`` (ValueError if it makes none)."""
    code = island_code(island_for(("seed", seed, size)))
    if len(_GENERATED_CODES) >= 4096:
        _GENERATED_CODES.clear()
    _GENERATED_CODES[code] = None
    return code


def board_for(spec: Spec, adjacency_excludes_target: bool = True,
              step_combines_cross: bool = False) -> Board:
    """The cached :class:`Board` of an island spec and the clue/movement semantics."""
    return _board_for(spec, bool(adjacency_excludes_target), bool(step_combines_cross))


@functools.lru_cache(maxsize=64)
def _board_for(spec: Spec, exclusive: bool, combine: bool) -> Board:
    return Board(island_for(spec), spec, inclusive=not exclusive, combine=combine)


def _short(value: Any, limit: int = 40) -> str:
    return _cut(repr(value), limit)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ------------------------------------------------------------------------ the tables

class Board:
    """Everything the rules need about one island, precomputed once: the land hexes as bit
    positions, the hex set of every clue card as a bit mask, ATV reachability, the statues'
    gaze targets and the actions that name hexes and cards (made once, shared).

    Clue meaning and legality come from the location solver (:mod:`solvers.tobago`).
    """

    def __init__(self, island: Island, spec: Spec, inclusive: bool = False, combine: bool = False):
        self.island = island
        self.spec = spec
        self.graph = island.graph
        self.inclusive = inclusive
        self.combine = combine
        self.clue_solver = solver.solver_for(self.graph, inclusive)
        self.areas = solver.area_graph(self.graph)
        self.hexes: tuple[Hex, ...] = tuple(cast(list[Hex], self.clue_solver.land))
        self.bit = {h: 1 << i for i, h in enumerate(self.hexes)}
        self.hex_of = {format_hex(h): h for h in self.hexes}
        self._names: dict[int, tuple[str, ...]] = {}
        self.all = self.clue_solver.all_mask
        usable = self.clue_solver.usable_clues(solver.CLUE_CATALOGUE)
        self.deck: tuple[str, ...] = tuple(str(c) for c in usable)
        self.masks: dict[str, int] = {str(c): self.clue_solver.mask(c) for c in usable}
        self.canonical = {text.casefold(): text for text in self.deck}
        self.words = {text: tuple(text.split()) for text in self.deck}
        self.gaze_targets: tuple[Hex, ...] = tuple(
            island.statue_gaze_target(h)
            for h in sorted(h for h, k in island.landmarks.items() if k == "statue"))
        #: Free space for the rules' own per-island caches (e.g. move actions by hex).
        self.cache: dict[Any, Any] = {}
        self._reach: dict[Hex, frozenset[Hex]] = {}
        self._dist: dict[Hex, dict[Hex, int]] = {}
        self._moves: dict[Hex, tuple[Hex, ...]] = {}

    def to_mask(self, hexes: Iterable[Hex]) -> int:
        bit = self.bit
        mask = 0
        for h in hexes:
            mask |= bit.get(h, 0)
        return mask

    def to_hexes(self, mask: int) -> list[Hex]:
        hexes, found = self.hexes, []
        while mask:  # set bits only, lowest first: the hexes' order
            low = mask & -mask
            found.append(hexes[low.bit_length() - 1])
            mask ^= low
        return found

    def names(self, mask: int) -> list[str]:
        """The hexes of ``mask`` as written ("3,4"), remembered by mask: every view lists
        each map's candidates, and a search makes thousands of views."""
        known = self._names.get(mask)
        if known is None:
            if len(self._names) > 20_000:
                self._names.clear()
            known = self._names[mask] = tuple(format_hex(h) for h in self.to_hexes(mask))
        return list(known)

    def located(self, mask: int) -> Hex | None:
        """The hex of a one-hex candidate mask, else None."""
        if mask and mask & (mask - 1) == 0:
            return self.hexes[mask.bit_length() - 1]
        return None

    def reachable(self, start: Hex) -> frozenset[Hex]:
        """Hexes an ATV on ``start`` reaches within 3 steps (``start`` excluded)."""
        found = self._reach.get(start)
        if found is None:
            dist = self.distances(start)
            found = frozenset(h for h, d in dist.items() if 0 < d <= MOVE_STEPS)
            self._reach[start] = found
        return found

    def move_targets(self, start: Hex) -> tuple[Hex, ...]:
        """The hexes of :meth:`reachable` in a fixed order."""
        found = self._moves.get(start)
        if found is None:
            found = self._moves[start] = tuple(sorted(self.reachable(start)))
        return found

    def distances(self, start: Hex) -> dict[Hex, int]:
        """ATV steps from ``start`` to every island hex (steps are symmetric)."""
        found = self._dist.get(start)
        if found is None:
            found = cast(dict[Hex, int], solver.atv_distances(self.graph, start, self.areas, self.combine))
            self._dist[start] = found
        return found

    def canonical_clue(self, text: str) -> str | None:
        """The card whose text ``text`` is, case and runs of spaces forgiven (nothing else:
        text means one thing), or None."""
        if type(text) is not str or len(text) > 200:
            return None
        return self.canonical.get(" ".join(text.split()).casefold())

    def clue_meant(self, text: str) -> str | None:
        """The card a lenient reading of ``text`` finds ('not next to the huts': 'not next
        to a hut'), only to name it in a refusal; None if there is none."""
        try:
            return self.canonical.get(str(solver.parse_clue(text[:200])).casefold())
        except ValueError:
            return None

    def clue_allowed(self, candidates: int, card: str, threshold: int, strict: bool) -> bool:
        """May ``card`` join a map with these candidates? It must leave a hex and, once at
        most ``threshold`` hexes remain (or always, when ``strict``), remove one."""
        new = candidates & self.masks[card]
        if not new:
            return False
        if new != candidates:
            return True
        return not strict and candidates.bit_count() > threshold

    def reason(self, clues: list[str], text: str, threshold: int, strict: bool) -> str | None:
        """The solver's reason why ``text`` may not join ``clues`` (None if it may)."""
        try:
            solver.check_clue(self.clue_solver, clues, text, threshold, strict, self.inclusive)
        except solver.ClueRejected as err:
            return str(err)
        return None


__all__ = ["Board", "board_for", "island_for", "spec_of_option", "spec_of_outcome", "generated_code",
           "view_of_spec",
           "spec_of_view", "parse_hex", "MOVE_STEPS", "ISLAND_SEEDS", "ISLAND_TEXT_LIMIT"]
