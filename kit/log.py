"""The log of a game: one record a step beside the history, the lines each viewer reads,
and the steps as a resampled copy (:meth:`kit.game.Game.copy_for`) keeps them.

>>> steps = [Step(0, Action("play", ("5D",))), Step("chance", Action("draw", ("AS",)), True)]
>>> records = [None, (LogLine("draws a card", {0: "draws the ace"}), (("the deck is empty", None),))]
>>> words = lambda player, action, viewer: action.text
>>> name = lambda player: f"p{player}"
>>> log_lines(steps, records, words, name, 0)
['p0: play 5D', 'pchance: draws the ace', '  the deck is empty']
>>> log_lines(steps, records, words, name, None, public=True)[1]
'pchance: draws a card'
>>> redact(steps[1], records[1], 1)
(('chance', None), (LogLine(text='draws a card', private={}), (('the deck is empty', None),)))
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeAlias

from kit.actions import Action, LogLine, Player, Step

#: A step of the history as a copy_for copy keeps it: a step its player could not see has
#: no action left.
PastStep: TypeAlias = Step | tuple[Player, None]
#: A step's log record: its LogLine (None: the action's words for all) and its events as
#: (text, seen_by) pairs.
Record: TypeAlias = tuple[LogLine | None, tuple[tuple[str, tuple[int, ...] | None], ...]]


def log_lines(steps: Iterable[PastStep], records: Iterable[Record | None],
              words: Callable[[Player, Action, int | None], str], name: Callable[[Player], str],
              viewer: int | None, public: bool = False) -> list[str]:
    """The log as ``viewer`` saw it (None: the teacher); ``public``: as everyone saw it.
    ``words(player, action, viewer)`` says an action, ``name(player)`` a player."""
    lines: list[str] = []
    for step, record in zip(steps, records):
        player, action = step[0], step[1]
        line, events = record if record is not None else (None, ())
        if line is None:
            assert action is not None  # only a step with a log line is ever redacted
            text = words(player, action, viewer)
        elif public:
            text = line.text
        elif viewer is None:  # a redacted step of a resampled copy has no action left
            text = words(player, action, None) if action is not None else line.text
        else:
            text = line.private.get(viewer, line.text)
        lines.append(f"{name(player)}: {text}")
        for text, seen_by in events:
            if seen_by is None or (not public and (viewer is None or viewer in seen_by)):
                lines.append(f"  {text}")
    return lines


def redact(step: PastStep, record: Record | None, player: int) -> tuple[PastStep, Record | None]:
    """A step and its log record as ``player`` saw them (for copies that must not carry
    others' secrets)."""
    if record is None:
        return step, None
    line, events = record
    # a list, not a generator, and nothing to filter without events: copy_for redacts every step
    kept = tuple([event for event in events if event[1] is None or player in event[1]]) if events else ()
    if line is not None:
        return (step[0], None), (LogLine(line.private.get(player, line.text)), kept)
    return step, (None, kept)
