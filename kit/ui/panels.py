"""Control bar, chance panel, viewer switch, log view and score panel shared by every
game widget."""
from __future__ import annotations

import html
from typing import Any, Callable, Sequence

import ipywidgets as w

from kit.engine import Action, Option

HUMAN = "human"
TEACHER = "teacher (sees everything)"


class ControlBar(w.VBox):
    """New game (seed, players, seats), undo, one bot step, and auto-play.

    Callbacks are plain functions set by the owner: ``on_new(players, seed)``,
    ``on_undo()``, ``on_step()``, ``on_auto()``.
    """

    def __init__(self, min_players: int, max_players: int, players: int, seed: int,
                 bot_choices: Sequence[str], seats: Sequence[str],
                 options: dict[str, Option] | None = None, settings: dict[str, Any] | None = None):
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
        self.option_boxes = {name: _option_widget(name, opt, (settings or {}).get(name, opt.default))
                             for name, opt in (options or {}).items()}
        parts = [w.HBox([self.new_button, self.players, self.seed]), self.seats,
                 w.HBox([self.undo_button, self.step_button, self.auto_button])]
        if self.option_boxes:
            panel = w.Accordion([w.VBox(list(self.option_boxes.values()))])
            panel.set_title(0, "options (used by “new game”)")
            panel.selected_index = None
            parts.insert(2, panel)
        super().__init__(parts)

    def option_values(self) -> dict[str, Any]:
        """The options as set in the panel, ready for ``new_game(**options)``."""
        values = {}
        for name, box in self.option_boxes.items():
            value = box.value
            if isinstance(box, w.Text):
                value = value.strip() or None
            values[name] = value
        return values

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


def _option_widget(name: str, option: Option, value: Any) -> w.Widget:
    source = "kit default, not from the rulebook" if option.source == "kit default" else option.source
    label = {"description": option.label or name.replace("_", " ").capitalize(),
             "style": {"description_width": "initial"}, "tooltip": f"{option.doc} ({source})"}
    if option.choices is not None:
        return w.Dropdown(options=[(str(c), c) for c in option.choices], value=value, **label)
    if isinstance(option.default, bool):
        return w.Checkbox(value=bool(value), indent=False, **label)
    if isinstance(option.default, int):
        return w.IntText(value=value, **label)
    if isinstance(option.default, float):
        return w.FloatText(value=value, **label)
    return w.Text(value="" if value is None else str(value), **label)


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


class ChancePanel(w.VBox):
    """Dice, draws and other chance steps: let the game sample them, or choose each outcome.

    With "choose chance by hand" ticked the game stops at every chance step; the panel then
    lists the possible outcomes with their probabilities (or, where they are too many, a
    box to name one) and a "roll" button that samples one. Callbacks set by the owner:
    ``on_mode(manual: bool)``, ``on_roll()``, ``on_choose(text)``.
    """

    def __init__(self) -> None:
        self.manual = w.Checkbox(value=False, indent=False, description="choose chance by hand",
                                 tooltip="stop at every die roll, card draw or other chance step "
                                         "and choose its outcome")
        self.help = w.HTML()
        self.outcomes = w.Dropdown(options=[], description="outcome", layout=w.Layout(width="260px"))
        self.typed = w.Text(placeholder="name the outcome", description="outcome",
                            continuous_update=False, layout=w.Layout(width="260px"))
        self.choose_button = w.Button(description="play this outcome", button_style="warning")
        self.roll_button = w.Button(description="roll (random)", icon="random")
        self.on_mode: Callable[[bool], None] = lambda manual: None
        self.on_roll: Callable[[], None] = lambda: None
        self.on_choose: Callable[[str], None] = lambda text: None
        self.manual.observe(lambda change: self.on_mode(change["new"]), names="value")
        self.roll_button.on_click(lambda _: self.on_roll())
        self.choose_button.on_click(lambda _: self.on_choose(self.chosen_text()))
        self.typed.observe(lambda change: change["new"].strip() and self.on_choose(self.chosen_text()),
                           names="value")
        self.choice_row = w.HBox([])
        super().__init__([self.manual, self.help, self.choice_row])

    def chosen_text(self) -> str:
        if self.typed in self.choice_row.children:
            return self.typed.value.strip()
        return self.outcomes.value or ""

    def show(self, due: bool, outcomes: Sequence[tuple[Action, float]] | None, help_text: str) -> None:
        """``outcomes`` None: too many to list (a text box instead)."""
        if not due:
            self.help.value = ""
            self.choice_row.children = []
            return
        self.help.value = f"<b>Chance step.</b> {html.escape(help_text)}"
        if outcomes is None:
            self.choice_row.children = [self.typed, self.choose_button, self.roll_button]
        else:
            self.outcomes.options = [(f"{a.text} ({p:.1%})", a.text) for a, p in outcomes]
            self.choice_row.children = [self.outcomes, self.choose_button, self.roll_button]


class ViewerSwitch(w.Dropdown):
    """Whose eyes the board shows: the teacher's (everything) or one seat's ("pass the
    device" for hidden hands). ``viewer`` is None for the teacher, else the seat number."""

    def __init__(self, seat_names: Sequence[str]):
        super().__init__(options=[(TEACHER, -1)] + [(name, p) for p, name in enumerate(seat_names)],
                         value=-1, description="show as", style={"description_width": "initial"},
                         layout=w.Layout(width="280px"))

    @property
    def viewer(self) -> int | None:
        return None if self.value == -1 else self.value
