"""Control bar, chance panel, viewer switch, log view and score panel shared by every
game widget."""
from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w
from traitlets import TraitError, observe, validate

from kit.bots import bot_words
from kit.options import Option
from kit.table import TABLE_WORDS

HUMAN = "human"
TEACHER = "Teacher view: show everything"
#: The viewer switch's values for the teacher's view and the table's.
TEACHER_VALUE, TABLE = -1, -2


class ControlBar(w.VBox):
    """New game (seed, players, seats, options), undo, one bot move, and fast-forward (the
    bots play at once until a human must act). Every option shows its label and, below it,
    its help text.

    Callbacks are plain functions set by the owner: ``on_new(players, seed)``,
    ``on_undo()``, ``on_step()``, ``on_auto()``.
    """

    def __init__(self, min_players: int, max_players: int, players: int, seed: int,
                 bot_choices: Sequence[str], seats: Sequence[str],
                 options: dict[str, Option] | None = None, settings: dict[str, Any] | None = None):
        self.seed = w.IntText(value=seed, description="Seed", layout=w.Layout(width="170px"),
                              tooltip="the same seed deals the same game again")
        self.players = w.Dropdown(options=list(range(min_players, max_players + 1)), value=players,
                                  description="Players", layout=w.Layout(width="170px"))
        self.new_button = w.Button(description="New game", button_style="primary",
                                   tooltip="start a game with these players, seats, seed and options")
        self.undo_button = w.Button(description="Undo", layout=w.Layout(width="auto"),
                                    tooltip="take back the last move and the bots' replies to it")
        self.step_button = w.Button(description="Bot move", layout=w.Layout(width="auto"),
                                    tooltip="let a bot make the next move (also for a human seat)")
        self.auto_button = w.Button(description="Fast-forward", layout=w.Layout(width="auto"),
                                    tooltip="the bots play at once until a human must act or the game ends")
        self.choices = [HUMAN, *bot_choices]
        self.seats = w.HBox(layout=w.Layout(flex_flow="row wrap"))  # long bot names wrap, never overflow
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
        self.options = options or {}
        self.move_row = w.HBox([self.undo_button, self.step_button, self.auto_button],
                               layout=w.Layout(flex_flow="row wrap"))
        parts = [w.HBox([self.new_button, self.players, self.seed], layout=w.Layout(flex_flow="row wrap")),
                 self.seats]
        if self.option_boxes:
            rows = [w.VBox([box, w.HTML(_option_help(self.options[name]))])
                    for name, box in self.option_boxes.items()]
            panel = w.Accordion([w.VBox(rows)])
            panel.set_title(0, "Options (used by “New game”)")
            panel.selected_index = None
            parts.append(panel)
        super().__init__(parts)
        self.add_class("kit-setup")

    def show_settings(self, players: int, seed: int, settings: dict[str, Any]) -> None:
        """Show a game's players, seed and options (after a game was loaded from a file)."""
        self.players.value = players
        self.seed.value = seed
        for name, box in self.option_boxes.items():
            if name in settings:
                value = settings[name]
                box.value = ("" if value is None else str(value)) if isinstance(box, w.Text) else value

    def option_values(self) -> dict[str, Any]:
        """The options as set in the panel, ready for ``new_game(**options)``."""
        values = {}
        for name, box in self.option_boxes.items():
            value = box.value
            if isinstance(box, w.Text):  # an empty box is the option's default ("" or None)
                value = value.strip() or self.options[name].default
            values[name] = value
        return values

    def _make_seats(self, kinds: Sequence[str]) -> None:
        n = self.players.value
        kinds = list(kinds)[:n] + [self.choices[-1]] * max(0, n - len(kinds))
        labels = [("Human", HUMAN)] + [(f"Bot: {bot_words(name)}", name) for name in self.choices[1:]]
        self.seat_boxes = [
            w.Dropdown(options=labels, value=kind if kind in self.choices else self.choices[-1],
                       description=f"Seat {i + 1}", layout=w.Layout(width="max-content", max_width="100%"))
            for i, kind in enumerate(kinds)
        ]
        self.seats.children = self.seat_boxes

    def seat_kinds(self) -> list[str]:
        return [box.value for box in self.seat_boxes]


_SOURCES = {"kit default": "kit default, not from the rulebook", "rulebook": "from the rulebook",
            "variant": "a published variant"}


def option_label(name: str, option: Option) -> str:
    """The words an option is shown with: its ``label``, else its name in plain words."""
    return option.title(name)


def _option_help(option: Option) -> str:
    source = _SOURCES.get(option.source, option.source)
    return f'<div class="kit-help">{html.escape(option.doc)} <i>({html.escape(source)})</i></div>'


def _plain_choice(choice: Any) -> str:
    if choice is True:
        return "yes"
    if choice is False:
        return "no"
    if choice is None:
        return "automatic"
    return str(choice).replace("_", " ")


def choice_words(option: Option) -> list[str]:
    """The words a person sees for each of an option's choices, in order: its
    ``choice_labels``, else a plain rendering (True "yes", False "no", None "automatic",
    underscores as spaces)."""
    if option.choice_labels is not None:
        return list(option.choice_labels)
    return [_plain_choice(c) for c in option.choices or ()]


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


class ChoiceDropdown(w.Dropdown):
    """A dropdown over an option's choices shown in words, whose ``value`` is the choice
    itself. Unlike a plain ``Dropdown`` it keeps None as a choice like any other (a plain one
    shows nothing selected for None) and matches by exact type (1 is not True)."""

    def __init__(self, choices: Sequence[Any], labels: Sequence[str], value: Any, **kwargs: Any):
        self._choices = tuple(choices)
        super().__init__(options=list(zip(labels, self._choices)), index=self._index_of(value), **kwargs)

    def _index_of(self, value: Any) -> int:
        for i, choice in enumerate(self._choices):
            if _same(choice, value):
                return i
        raise TraitError(f"{value!r} is not one of the choices {list(self._choices)}")

    @validate("value")
    def _validate_value(self, proposal):
        return self._choices[self._index_of(proposal.value)]

    @observe("value")
    def _propagate_value(self, change):
        index = self._index_of(change.new)
        if self.index != index:
            self.index = index


def _option_widget(name: str, option: Option, value: Any) -> w.Widget:
    label = {"description": option_label(name, option), "style": {"description_width": "initial"}}
    if option.choices is not None:
        return ChoiceDropdown(option.choices, choice_words(option), value, **label,
                              layout=w.Layout(width="max-content", max_width="100%"))  # words unclipped
    if isinstance(option.default, bool):
        return w.Checkbox(value=bool(value), indent=False, **label)
    if isinstance(option.default, int):
        return w.IntText(value=value, **label)
    if isinstance(option.default, float):
        return w.FloatText(value=value, **label)
    return w.Text(value="" if value is None else str(value), **label)


class LogView(w.HTML):
    """The game's readable log, every line, newest last, in a box that scrolls (it opens at
    the newest line)."""

    def show(self, lines: Sequence[str], title: str = "Log") -> None:
        body = "<br>".join(html.escape(line).replace("  ", "&nbsp;&nbsp;") for line in lines)
        self.value = (
            f'<div class="kit-log-title"><b>{html.escape(title)}</b></div>'
            '<div class="kit-log" role="log" tabindex="0" aria-label="Game log" '
            'style="max-height:16em;min-height:4em;overflow-y:auto;border:1px solid #ccc;padding:4px;'
            f'display:flex;flex-direction:column-reverse"><div>{body}</div></div>'
        )


def with_unit(value: float, unit: str) -> str:
    """A number with its unit: ``with_unit(12, "points")`` is "12 points", 1 is "1 point"."""
    if not unit:
        return f"{value:g}"
    if value == 1 and unit.endswith("s"):
        unit = unit[:-1]
    return f"{value:g} {unit}"


def capital(text: str) -> str:
    """``text`` with a capital first letter, the rest as it is.

    >>> capital("player 2 (the FBI)")
    'Player 2 (the FBI)'
    """
    return text[:1].upper() + text[1:]


def winner_text(names: Sequence[str], scores: Sequence[float], winners: Sequence[int], unit: str) -> str:
    """The end of a game in words: "Winner: Ana (12 points)", "Winners: …", "No winner"."""
    if not winners:
        return "No winner"
    who = ", ".join(f"{capital(names[p])} ({with_unit(scores[p], unit)})" for p in winners)
    return f"Winner{'s' if len(winners) > 1 else ''}: {who}"


class ScorePanel(w.HTML):
    """Scores (with their unit), who is to act, and the winners in words once the game is
    over."""

    def show(self, names: Sequence[str], scores: Sequence[float], to_act: Sequence[int],
             winners: Sequence[int], over: bool, extra: Sequence[Sequence[str]] = (),
             unit: str = "points", plain_names: Sequence[str] | None = None, result: str = "") -> None:
        plain = list(plain_names) if plain_names is not None else list(names)
        rows = []
        for p, name in enumerate(names):
            if over and p in winners:
                mark = '<b>winner</b> <span aria-hidden="true">🏆</span>'
            elif p in to_act:
                mark = "<b>to play</b>"
            else:
                mark = ""
            cells = "".join(f"<td>{html.escape(str(c))}</td>" for c in (extra[p] if extra else ()))
            rows.append(f"<tr><td>{mark}</td><td>{html.escape(capital(name))}</td>"
                        f"<td><b>{html.escape(with_unit(scores[p], unit))}</b></td>{cells}</tr>")
        if over:
            # the result's first sentence names the winners again; what follows names the
            # tie-break that decided it ("3 players tied on 12; most cheese left decided it.")
            why = result.split(". ", 1)[1] if ". " in result else ""
            status = f"{winner_text(plain, scores, winners, unit)} — game over. {why}".strip()
        elif to_act:
            status = "To play: " + ", ".join(capital(plain[p]) for p in to_act)
        else:
            status = "Waiting for chance (a die, a card or another draw)."
        self.value = (f'<table class="kit-scores"><tr><th></th><th>Player</th><th>Score</th></tr>'
                      f'{"".join(rows)}</table>'
                      f'<div class="kit-status" role="status">{html.escape(status)}</div>')


class ChancePanel(w.VBox):
    """Dice, draws and other chance steps: let the game sample them, or choose each outcome.

    With "choose chance by hand" ticked the game stops at every chance step; the panel then
    lists the possible outcomes with their probabilities (or, where they are too many, a
    box to name one) and a "roll" button that samples one. Callbacks set by the owner:
    ``on_mode(manual: bool)``, ``on_roll()``, ``on_choose(text)``.
    """

    def __init__(self) -> None:
        self.manual = w.Checkbox(value=False, indent=False, description="Choose chance by hand",
                                 tooltip="stop at every die roll, card draw or other chance step "
                                         "and choose its outcome")
        self.help = w.HTML()
        self.outcomes = w.Dropdown(options=[], description="Outcome",
                                   layout=w.Layout(width="max-content", max_width="100%"))
        self.typed = w.Text(placeholder="name the outcome", description="Outcome",
                            continuous_update=False, layout=w.Layout(width="260px"))
        self.choose_button = w.Button(description="Play this outcome", button_style="warning",
                                      layout=w.Layout(width="auto"))
        self.roll_button = w.Button(description="Roll (random)", layout=w.Layout(width="auto"))
        self.next_button = w.Button(description="Next", button_style="primary", layout=w.Layout(width="auto"),
                                    tooltip="only one thing can happen here: let it happen")
        self._only = ""
        self.on_mode: Callable[[bool], None] = lambda manual: None
        self.on_roll: Callable[[], None] = lambda: None
        self.on_choose: Callable[[str], None] = lambda text: None
        self.manual.observe(lambda change: self.on_mode(change["new"]), names="value")
        self.roll_button.on_click(lambda _: self.on_roll())
        self.choose_button.on_click(lambda _: self.on_choose(self.chosen_text()))
        self.next_button.on_click(lambda _: self.on_choose(self._only))
        self.typed.observe(lambda change: change["new"].strip() and self.on_choose(self.chosen_text()),
                           names="value")
        self.choice_row = w.HBox([], layout=w.Layout(flex_flow="row wrap"))
        super().__init__([self.manual, self.help, self.choice_row])

    def chosen_text(self) -> str:
        if self.typed in self.choice_row.children:
            return self.typed.value.strip()
        return self.outcomes.value or ""

    def show(self, due: bool, outcomes: Sequence[tuple[str, str, float]] | None, help_text: str) -> None:
        """``outcomes``: (text form, words, probability) of each outcome; None: too many to
        list (a text box instead). A single outcome is not a choice: a "Next" button says
        what will happen."""
        if not due:
            self.help.value = ""
            self.choice_row.children = []
            return
        if outcomes is not None and len(outcomes) == 1:
            self._only, words, _ = outcomes[0]
            self.help.value = f"<b>Chance step.</b> Next: {html.escape(words)}."
            self.choice_row.children = [self.next_button]
            return
        self.help.value = f"<b>Chance step.</b> {html.escape(help_text)}"
        if outcomes is None:
            self.choice_row.children = [self.typed, self.choose_button, self.roll_button]
        else:
            self.outcomes.options = [(f"{words} ({p:.1%})", text) for text, words, p in outcomes]
            self.choice_row.children = [self.outcomes, self.choose_button, self.roll_button]


class ViewerSwitch(w.Dropdown):
    """Whose eyes the board shows: one seat's ("pass the device" for hidden hands), the
    table's (no one's hand: a projector) or, where allowed, the teacher's (everything).
    ``value``: a seat number, :data:`TABLE` or :data:`TEACHER_VALUE`; ``viewer`` is None for
    the teacher, else the seat (the table's view is for the widget to compose)."""

    value: int  # the trait's type here

    def __init__(self, seat_names: Sequence[str], teacher: bool = True, seats: Sequence[int] | None = None):
        self._teacher = teacher
        super().__init__(options=self._options(seat_names, seats), description="Show the board as",
                         style={"description_width": "initial"},
                         layout=w.Layout(width="max-content", max_width="100%"))  # unclipped, large text too

    def _options(self, seat_names: Sequence[str], seats: Sequence[int] | None) -> list[tuple[str, int]]:
        seats = range(len(seat_names)) if seats is None else seats
        options = [(capital(seat_names[p]), p) for p in seats] + [(TABLE_WORDS, TABLE)]
        return ([(TEACHER, TEACHER_VALUE)] if self._teacher else []) + options

    def set_seats(self, seat_names: Sequence[str], seats: Sequence[int], value: int) -> None:
        """Offer these seats (after a new game); keep the value shown if it is still offered."""
        current = self.value
        self.options = self._options(seat_names, seats)
        values = [v for _, v in self.options]
        self.value = current if current in values else value

    @property
    def viewer(self) -> int | None:
        return None if self.value in (TEACHER_VALUE, TABLE) else self.value
