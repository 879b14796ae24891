"""The Digit Code widget: the LED board as a clickable SVG, notes, advisor and guess entry.

Click an LED (``data-id="TAK"``) to ask whether it is lit, a column or row letter
(``"line-B"``) to ask its count, a digit letter (``"digit-T"``) for its parity and a sign
between two digits (``"pair-TU"``) for which is larger. Answers are drawn on the board: a lit
LED is filled, a dark one crossed, counts sit beside the letters, parities under the digits,
comparison signs between them.

In ``notes`` mode a click on an LED cycles the student's own mark (lit, dark, none); the
small numbers beside each digit (``"note-T-3"``) are crossed out with a click in any mode.
The ``auto-notes`` switch draws what the solver has proved instead.

Everything shown comes from the view of the chosen viewer. With one human seat the widget
starts with that seat's eyes, so the code stays hidden; the teacher's view keeps the code
folded away until asked for.

>>> import kit
>>> g = kit.new_game("digit_code", players=1, seed=3, code="305218")
>>> w = kit.widget(g)
>>> w.board.click("TBJ")
>>> str(g.history[-1].action), 'data-id="TBJ" data-answer="lit"' in w.board.svg
('ask TBJ', True)
"""
from __future__ import annotations

import html
from typing import Any, Sequence

import ipywidgets as w

from kit.engine import Action, Game
from kit.games.digit_code.draw import NOTE_CYCLE, SHOW_CODES, deduction, known_clues, view_svg
from kit.ui import GameWidget
from solvers.digit_code import LEDS, advise

PASS = Action("pass")


class DigitCodeWidget(GameWidget):
    """Board, notes, advisor and guess box for one Digit Code game."""

    default_bot = "advisor"

    def __init__(self, game: Game, seats: Sequence[str] | None = None, auto_bots: bool = True,
                 advisor: bool = True):
        self.led_notes: dict[str, str] = {}
        self.digit_notes: set[tuple[str, int]] = set()
        self.show_advisor = advisor
        super().__init__(game, seats, auto_bots)
        humans = [p for p, bot in enumerate(self.bots) if bot is None]
        if len(humans) == 1:
            self.viewer_switch.value = humans[0]  # the student's eyes: the code stays hidden

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

    def action_buttons(self) -> list[Action]:
        return [PASS] if self.view()["phase"] == "after" else []

    def on_new_game(self) -> None:
        self.led_notes.clear()
        self.digit_notes.clear()

    def hunter(self, view: dict) -> int:
        """Whose hunt the board shows: the viewer's, or for the teacher the player to act."""
        return view["viewer"] if view["viewer"] is not None else view["public"]["current"]

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
        view = self.view()
        return view_svg(view, hunter=self.hunter(view), led_notes=self.led_notes,
                        digit_notes=self.digit_notes, auto_notes=self.auto_notes.value)

    def update_panels(self) -> None:
        view = self.view()
        self.count_label.value = self._count_html(view)
        self.advisor_view.value = self._advisor_html(view)
        self.history_view.value = self._history_html(view)

    def _count_html(self, view: dict) -> str:
        g, viewer = self.game, view["viewer"]
        hunter = self.hunter(view)
        mind = deduction(known_clues(view, hunter))
        left = mind.count
        if viewer is None:
            who = f"every answer about the code {g.player_name(hunter)} hunts"
            codes = [view["private"]["code"]] if view["private"]["code"] else \
                [s["code"] for s in view["seats"] if s["code"]]
            secret = (f" · <details style='display:inline'><summary>teacher: show the code</summary>"
                      f"<code>{' / '.join(codes)}</code></details>") if codes and not view["over"] else ""
            own = ""
        else:
            who = f"the clues {g.player_name(viewer)} knows"
            secret = ""
            code = view["seats"][viewer]["code"]
            own = f" · your code: <code>{code}</code>" if code and not view["over"] else ""
        shown = view["public"]["code"] or (view["seats"][1 - hunter]["code"]
                                           if view["public"]["rules"]["two_player_mode"] else None)
        reveal = f" · the code was <b>{shown}</b>" if view["over"] and shown else ""
        fitting = ""
        if self.auto_notes.value and 1 <= left <= SHOW_CODES and not view["over"]:
            codes = ", ".join(mind.candidates)
            fitting = f"<br><span class='kit-fitting'>fitting: <code>{codes}</code></span>"
        return (f"<b>{left:,}</b> code{'s' if left != 1 else ''} fit {who} · chances left: "
                f"{view['seats'][hunter]['chances']}{own}{secret}{reveal}{fitting}")

    def _advisor_html(self, view: dict) -> str:
        if not self.show_advisor or view["over"]:
            return ""
        hunter = self.hunter(view)
        available = set(view["private"]["available"])
        mind = deduction(known_clues(view, hunter))
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
                 f"{html.escape(q['text'])}</li>" for q in view["public"]["questions"]]
        items += [f"<li>{html.escape(g.player_name(p))} guessed {html.escape(code or 'a code')}: wrong</li>"
                  for p, seat in enumerate(view["seats"]) for code in seat["wrong_guesses"]]
        return ("<div><b>Questions asked</b><ol class='kit-history' style='max-height:180px;"
                f"overflow-y:auto;margin:2px 0'>{''.join(items)}</ol></div>")


def widget(game: Game, **kwargs: Any) -> DigitCodeWidget:
    """The Digit Code widget for ``game`` (keyword arguments go to :class:`DigitCodeWidget`)."""
    return DigitCodeWidget(game, **kwargs)
