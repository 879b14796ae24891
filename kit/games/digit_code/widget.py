"""The Digit Code widget: the LED board as a clickable SVG, notes, advisor and guess entry.

Click an LED (``data-id="TAK"``) to ask whether it is lit, a column or row letter
(``"line-B"``) to ask its count, a digit letter (``"digit-T"``) for its parity and a sign
between two digits (``"pair-TU"``) for which is larger. Answers are drawn on the board: a lit
LED is filled, a dark one crossed, counts sit beside the letters, parities under the digits,
comparison signs between them.

In ``notes`` mode a click on an LED cycles the student's own mark (lit, dark, none); the
small numbers beside each digit (``"note-T-3"``) are crossed out with a click in any mode.
The ``auto-notes`` switch draws what the solver has proved instead.

>>> import kit
>>> g = kit.new_game("digit_code", players=1, seed=3, code="305218")
>>> w = kit.widget(g)
>>> w.board.click("TBJ")
>>> str(g.history[-1][1]), 'data-id="TBJ" data-answer="lit"' in w.board.svg
('ask TBJ', True)
"""
from __future__ import annotations

import html
import re
from typing import Any, Sequence

import ipywidgets as w

from kit.engine import Action, Game
from kit.ui import GameWidget
from kit.games.digit_code.draw import NOTE_CYCLE, SHOW_CODES, board_svg
from solvers.digit_code import LEDS, advise

class DigitCodeWidget(GameWidget):
    """Board, notes, advisor and guess box for one Digit Code game."""

    default_bot = "advisor"

    def __init__(self, game: Game, seats: Sequence[str] | None = None, auto_bots: bool = True,
                 advisor: bool = True):
        self.led_notes: dict[str, str] = {}
        self.digit_notes: set[tuple[str, int]] = set()
        self.show_advisor = advisor
        super().__init__(game, seats, auto_bots)

    # ------------------------------------------------------------ panels
    def side_panels(self) -> list[w.Widget]:
        self.mode = w.ToggleButtons(options=["ask", "notes"], value="ask",
                                    tooltips=["a click on the board asks a question",
                                              "a click on an LED marks it lit / dark / unmarked"],
                                    style={"button_width": "70px"})
        self.auto_notes = w.Checkbox(value=False, description="auto-notes", indent=False,
                                     tooltip="show what the clues have proved")
        self.auto_notes.observe(lambda _: self.refresh(), names="value")
        self.count_label = w.HTML()
        self.advisor_view = w.HTML()
        self.guess_text = w.Text(placeholder="e.g. 305218", description="code",
                                 layout=w.Layout(width="190px"))
        self.guess_button = w.Button(description="guess", button_style="warning")
        self.guess_button.on_click(lambda _: self.submit_guess())
        self.history_view = w.HTML()
        return [w.HBox([self.mode, self.auto_notes]), self.count_label,
                w.HBox([self.guess_text, self.guess_button]), self.advisor_view, self.history_view]

    @property
    def viewer(self) -> int:
        """The seat whose knowledge the board shows: the human to act, else the first human."""
        if self.human is not None:
            return self.human
        humans = [p for p, bot in enumerate(self.bots) if bot is None]
        return humans[0] if humans else 0

    def action_buttons(self) -> list[Action]:
        return [Action("pass")] if self.game.phase == "after" else []

    def on_new_game(self) -> None:
        self.led_notes.clear()
        self.digit_notes.clear()

    # ------------------------------------------------------------ clicks
    def on_board_click(self, data_id: str) -> None:
        if data_id.startswith("note-"):
            _, position, digit = data_id.split("-")
            self.digit_notes ^= {(position, int(digit))}
            self.refresh()
        elif data_id.startswith(("line-", "digit-", "pair-")):
            self.act(f"ask {data_id.split('-', 1)[1]}")
        elif data_id in LEDS:
            if self.mode.value == "notes":
                self.cycle_note(data_id)
            else:
                self.act(f"ask {data_id}")

    def cycle_note(self, led: str) -> None:
        """The student's mark on an LED: none → lit → dark → none."""
        mark = NOTE_CYCLE[self.led_notes.get(led)]
        if mark is None:
            self.led_notes.pop(led, None)
        else:
            self.led_notes[led] = mark
        self.refresh()

    def submit_guess(self) -> None:
        code = self.guess_text.value.strip()
        if self.act(f"guess {code}" if code else "guess"):
            self.guess_text.value = ""

    # ----------------------------------------------------------- drawing
    def render_svg(self) -> str:
        return board_svg(self.game, self.viewer, self.led_notes, self.digit_notes, self.auto_notes.value)

    # ----------------------------------------------------------- side panels
    def update_panels(self) -> None:
        g, viewer = self.game, self.viewer
        view = g.view(viewer)
        left = view["candidates"]
        own = (f" · your code: <code>{view['own_code']}</code>" if "own_code" in view else "")
        reveal = f" · the code was <b>{view['code']}</b>" if "code" in view else ""
        fitting = ""
        if self.auto_notes.value and 1 <= left <= SHOW_CODES and not g.over:
            codes = ", ".join(g.deduction(viewer).candidates)
            fitting = f"<br><span class='kit-fitting'>fitting: <code>{codes}</code></span>"
        self.count_label.value = (f"<b>{left:,}</b> code{'s' if left != 1 else ''} fit the clues "
                                  f"{g.player_name(viewer)} knows · chances left: "
                                  f"{view['chances'][viewer]}{own}{reveal}{fitting}")
        self.advisor_view.value = self._advisor_html(viewer)
        self.history_view.value = self._history_html(view)
        self.log_view.show(self._public_log(viewer))

    def _advisor_html(self, viewer: int) -> str:
        g = self.game
        if not self.show_advisor or g.over:
            return ""
        available = set(g.available_questions(viewer))
        mind = g.deduction(viewer)
        advice = [a for a in advise(mind) if a.question in available][:5]
        rows = "".join(f"<tr><td><b>{a.question}</b></td><td>{a.bits:.2f}</td>"
                       f"<td>{a.expected_remaining:,.1f}</td><td>{a.worst_case:,}</td></tr>"
                       for a in advice)
        return ("<div><b>Advisor</b> (most informative questions)"
                "<style>.kit-advisor td,.kit-advisor th{padding:1px 10px;text-align:right}</style>"
                "<table class='kit-advisor'>"
                "<tr><th>ask</th><th>bits</th><th>expected left</th><th>worst</th></tr>"
                f"{rows}</table></div>")

    def _history_html(self, view: dict) -> str:
        g = self.game
        items = [f"<li>{html.escape(g.player_name(q['by']))}: <b>{q['question']}</b> — "
                 f"{html.escape(q['text'])}</li>" for q in view["questions"]]
        items += [f"<li>{html.escape(g.player_name(x['by']))} guessed "
                  f"{html.escape(x['code'] or 'a code')}: wrong</li>" for x in view["wrong_guesses"]]
        return ("<div><b>Questions asked</b><ol class='kit-history' style='max-height:180px;"
                f"overflow-y:auto;margin:2px 0'>{''.join(items)}</ol></div>")

    def _public_log(self, viewer: int) -> list[str]:
        """The game log with other players' wrong guesses masked (only the guesser sees them)."""
        g = self.game
        if g.over:
            return g.log
        pattern = re.compile(r"^(.*): guess (\d{6})$")
        mine = g.player_name(viewer)
        return [pattern.sub(r"\1: guess ******", line) if not line.startswith(mine + ":") else line
                for line in g.log]


def widget(game: Game, **kwargs: Any) -> DigitCodeWidget:
    """The Digit Code widget for ``game`` (keyword arguments go to :class:`DigitCodeWidget`)."""
    return DigitCodeWidget(game, **kwargs)
