"""Control bar, log view and score panel shared by every game widget."""
from __future__ import annotations

import html
from typing import Callable, Sequence

import ipywidgets as w

HUMAN = "human"


class ControlBar(w.VBox):
    """New game (seed, players, seats), undo, one bot step, and auto-play.

    Callbacks are plain functions set by the owner: ``on_new(players, seed)``,
    ``on_undo()``, ``on_step()``, ``on_auto()``.
    """

    def __init__(self, min_players: int, max_players: int, players: int, seed: int,
                 bot_choices: Sequence[str], seats: Sequence[str]):
        self.seed = w.IntText(value=seed, description="seed", layout=w.Layout(width="150px"))
        self.players = w.Dropdown(options=list(range(min_players, max_players + 1)), value=players,
                                  description="players", layout=w.Layout(width="150px"))
        self.new_button = w.Button(description="new game", icon="refresh", button_style="primary")
        self.undo_button = w.Button(description="undo", icon="undo")
        self.step_button = w.Button(description="bot move", icon="step-forward",
                                    tooltip="let the bot whose turn it is make one move")
        self.auto_button = w.Button(description="auto-play", icon="forward",
                                    tooltip="bots play until a human must act or the game ends")
        self.choices = [HUMAN, *bot_choices]
        self.seats = w.HBox()
        self._make_seats(seats)
        self.players.observe(lambda _: self._make_seats(self.seat_kinds()), names="value")
        self.on_new: Callable[[int, int], None] = lambda players, seed: None
        self.on_undo: Callable[[], None] = lambda: None
        self.on_step: Callable[[], None] = lambda: None
        self.on_auto: Callable[[], None] = lambda: None
        self.new_button.on_click(lambda _: self.on_new(self.players.value, self.seed.value))
        self.undo_button.on_click(lambda _: self.on_undo())
        self.step_button.on_click(lambda _: self.on_step())
        self.auto_button.on_click(lambda _: self.on_auto())
        super().__init__([
            w.HBox([self.new_button, self.players, self.seed]),
            self.seats,
            w.HBox([self.undo_button, self.step_button, self.auto_button]),
        ])

    def _make_seats(self, kinds: Sequence[str]) -> None:
        n = self.players.value
        kinds = list(kinds)[:n] + [self.choices[-1]] * max(0, n - len(kinds))
        self.seat_boxes = [
            w.Dropdown(options=self.choices, value=kind if kind in self.choices else self.choices[-1],
                       description=f"seat {i + 1}", layout=w.Layout(width="170px"))
            for i, kind in enumerate(kinds)
        ]
        self.seats.children = self.seat_boxes

    def seat_kinds(self) -> list[str]:
        return [box.value for box in self.seat_boxes]


class LogView(w.HTML):
    """The game's readable log, newest line last, in a scrolling box."""

    def show(self, lines: Sequence[str], last: int = 200) -> None:
        body = "<br>".join(html.escape(line).replace("  ", "&nbsp;&nbsp;") for line in lines[-last:])
        self.value = (
            '<div class="kit-log" style="height:180px;overflow-y:auto;font-family:monospace;'
            f'font-size:12px;border:1px solid #ccc;padding:4px;display:flex;flex-direction:column-reverse">'
            f"<div>{body}</div></div>"
        )


class ScorePanel(w.HTML):
    """Scores, who is to act, and the winners once the game is over."""

    def show(self, names: Sequence[str], scores: Sequence[float], to_act: Sequence[int],
             winners: Sequence[int], over: bool, extra: Sequence[Sequence[str]] = ()) -> None:
        rows = []
        for p, name in enumerate(names):
            mark = "🏆" if over and p in winners else ("▶" if p in to_act else "")
            cells = "".join(f"<td>{html.escape(str(c))}</td>" for c in (extra[p] if extra else ()))
            rows.append(f"<tr><td>{mark}</td><td>{html.escape(name)}</td><td><b>{scores[p]:g}</b></td>{cells}</tr>")
        status = "game over" if over else "to act: " + ", ".join(names[p] for p in to_act)
        self.value = (f'<table class="kit-scores">{"".join(rows)}</table>'
                      f'<div class="kit-status">{html.escape(status)}</div>')
