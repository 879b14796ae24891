"""Planet Unknown's corporations as data: each one's five tracks (``tracks.csv``), its power
and the ability each of its five tech levels unlocks (``corporations.csv``). The rules ask a
corporation whether a board has an ability (:meth:`Corporation.has`), never for a tech level.

>>> basic = CORPORATIONS["Universal Coalition"]
>>> basic.has(0, "free placement"), basic.has(1, "free placement"), basic.level_of["meteor shield"]
(False, True, 5)
>>> CORPORATIONS["Republic"].tech_level(7)
3
"""
from __future__ import annotations

import csv
from dataclasses import dataclass, field

from kit.games.planet_unknown.board import ALL_TRACKS, BASIC_CORPORATION, HERE, Track


@dataclass(frozen=True)
class Corporation:
    """A corporation board: ``power`` (the name of what sets it apart, "" for the basic one)
    and its words, the tracks, and the abilities of tech levels 1–5 with their words."""

    name: str
    power: str
    power_words: str
    tracks: dict[str, Track]
    abilities: tuple[str, ...]
    ability_words: tuple[str, ...]
    level_of: dict[str, int] = field(default_factory=dict)
    #: Flux Industries: the flux track's improved spaces (tech level 3).
    improved: dict[str, Track] = field(default_factory=dict)
    #: Oasis Ultd.: the (track, space) of each step of the water tracker's path.
    path: tuple[tuple[str, int], ...] = ()

    @property
    def latest_only(self) -> bool:
        """Flux Industries: only the latest tech level reached is in force."""
        return self.power == "flux token"

    def has(self, tech: int, ability: str) -> bool:
        """Whether a board at tech level ``tech`` has ``ability`` (False if the corporation
        has no such ability)."""
        level = self.level_of.get(ability, 0)
        return 0 < level == tech if self.latest_only else 0 < level <= tech

    def free_for(self, tech: int, terrains: tuple[str, ...]) -> bool:
        """Whether a tile of ``terrains`` may be placed without touching the tiles placed
        (the Universal Coalition's tech level 1; Horizon Group's for tiles with rover terrain)."""
        return self.has(tech, "free placement") or "R" in terrains and self.has(tech, "rover tiles anywhere")

    def tech_level(self, position: int) -> int:
        """The tech level of a tech tracker on ``position``: the highest level at or below it."""
        spaces = self.tracks["tech"].spaces
        return max((v for q in range(position + 1) for e, v in spaces.get(q, ()) if e == "tech"), default=0)

    def move_value(self, position: int) -> int:
        """The rover movement the rover track's space ``position`` shows (0: none)."""
        return next((v for e, v in self.tracks["rover"].spaces.get(position, ()) if e == "move"), 0)

    def words(self) -> str:
        """The corporation in plain words: its power and its five tech levels."""
        levels = " ".join(f"At tech level {k}, {w[:1].lower()}{w[1:]}"
                          for k, w in enumerate(self.ability_words, 1))
        return f"{self.name} — {self.power_words} {levels}"


BASIC_TRACKS = ALL_TRACKS[BASIC_CORPORATION]


def _water_path() -> tuple[tuple[str, int], ...]:
    with open(HERE / "water_path.csv", newline="", encoding="utf-8") as f:
        return tuple((row["track"], int(row["space"])) for row in csv.DictReader(f))


def unrolled(tracks: dict[str, Track], path: tuple[tuple[str, int], ...]) -> Track:
    """Oasis Ultd.: the water tracker's path as one track: step ``i`` gives what the space
    ``path[i]`` of its track gives (medals only on the water track's own spaces)."""
    spaces = {}
    for i, (track, space) in enumerate(path):
        effects = tuple((e, v) for e, v in tracks[track].spaces.get(space, ())
                        if e != "medal" or track == "water")
        if effects:
            spaces[i] = effects
    medals = tuple((i, v) for i, effects in spaces.items() for e, v in effects if e == "medal")
    return Track("water", len(path) - 1, spaces, medals)


def _load() -> dict[str, Corporation]:
    rows: dict[str, dict[int, tuple[str, str]]] = {}
    with open(HERE / "corporations.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            rows.setdefault(row["corporation"], {})[int(row["level"])] = (row["ability"], row["words"])
    out = {}
    for name, levels in rows.items():
        abilities = tuple(levels[k][0] for k in range(1, 6))
        improved = ALL_TRACKS.get(f"{name} improved", {})
        tracks = ALL_TRACKS[name]
        path: tuple[tuple[str, int], ...] = ()
        if levels[0][0] == "water path":
            path = _water_path()
            tracks = {**tracks, "water": unrolled(tracks, path)}
        out[name] = Corporation(name, levels[0][0], levels[0][1], tracks, abilities,
                                tuple(levels[k][1] for k in range(1, 6)),
                                {a: k for k, a in enumerate(abilities, 1)},
                                {n: t for n, t in improved.items() if t is not BASIC_TRACKS[n]}, path)
    return out


CORPORATIONS: dict[str, Corporation] = _load()
BASIC = CORPORATIONS[BASIC_CORPORATION]

__all__ = ["BASIC", "CORPORATIONS", "Corporation"]
