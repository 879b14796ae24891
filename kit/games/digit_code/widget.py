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
from solvers.digit_code import (
    LEDS, PAIRS, POSITIONS, advise, answer, describe_question, led_info,
)

COLUMNS = "ABCDEFGHI"
ROWS = "JKLMNOPQRS"
CELL = 30           # one board cell in pixels
NOTES_W = 44        # the strip of candidate digits right of each digit
GAP = 30            # between two digit blocks (holds the comparison sign)
LEFT, TOP = 72, 64  # margins for row and column letters
VGAP = 62           # between the two rows of digits (digit labels, vertical signs)
BLOCK_W = 3 * CELL + NOTES_W + GAP
WIDTH = LEFT + 3 * BLOCK_W + 6
HEIGHT = TOP + 10 * CELL + VGAP + 40

LIT, DARK = "#e53935", "#333"
NOTE = "#1e63c6"
PROVED_LIT, PROVED_DARK = "#f5b4b2", "#9a9a9a"
OFF = "#e8e8e8"
NOTE_CYCLE = {None: "lit", "lit": "dark", "dark": None}
SHOW_CODES = 12     # with auto-notes, list the fitting codes once this few are left


def _block_origin(position: str) -> tuple[float, float]:
    p = POSITIONS.index(position)
    return LEFT + (p % 3) * BLOCK_W, TOP + (p // 3) * (5 * CELL + VGAP)


def _column_x(column: str) -> float:
    i = COLUMNS.index(column)
    return LEFT + (i // 3) * BLOCK_W + (i % 3) * CELL + CELL / 2


def _row_y(row: str) -> float:
    i = ROWS.index(row)
    return TOP + (i // 5) * (5 * CELL + VGAP) + (i % 5) * CELL + CELL / 2


def _attrs(**values: Any) -> str:
    return "".join(f' {k.replace("_", "-")}="{html.escape(str(v))}"' for k, v in values.items()
                   if v is not None)


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
    def _answers(self) -> dict[str, Any]:
        """Answers the viewer knows about the code they hunt: {question: answer}."""
        g, viewer = self.game, self.viewer
        about = g.target(viewer)
        return {q["question"]: q["answer"] for q in g.view(viewer)["questions"]
                if q["about"] == about and q["answer"] is not None}

    def render_svg(self) -> str:
        answers = self._answers()
        mind = self.game.deduction(self.viewer)
        proved_leds = mind.led_status() if self.auto_notes.value else {}
        possible = mind.possible_digits() if self.auto_notes.value else None
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
                 f'width="{WIDTH}" height="{HEIGHT}" font-family="sans-serif">',
                 f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fafafa" rx="8"/>']
        parts += self._line_labels(answers)
        secret = self._revealed_code()
        if secret is not None:  # game over: the code is shown on the LEDs not asked about
            proved_leds = {led: "lit" if answer(secret, led) else "dark" for led in LEDS}
        for led in LEDS:
            parts.append(self._led(led, answers.get(led), self.led_notes.get(led), proved_leds.get(led)))
        for position in POSITIONS:
            parts += self._digit_label(position, answers.get(position))
            parts += self._digit_notes(position, possible)
        parts += [self._pair(a, b, answers.get(a + b)) for a, b in PAIRS]
        parts.append("</svg>")
        return "".join(parts)

    def _revealed_code(self) -> str | None:
        """The code the viewer hunted, once the game is over and it is shown to everyone."""
        view = self.game.view(self.viewer)
        if "codes" in view:
            return view["codes"][self.game.target(self.viewer)]
        return view.get("code")

    def _line_labels(self, answers: dict[str, Any]) -> list[str]:
        out = []
        for line in COLUMNS + ROWS:
            count = answers.get(line)
            if line in COLUMNS:
                x, y, cx, cy = _column_x(line), 24, _column_x(line), 48
            else:
                x, y, cx, cy = LEFT - 22, _row_y(line) + 5, LEFT - 50, _row_y(line) + 5
            badge = ("" if count is None else
                     f'<circle cx="{cx}" cy="{cy - 5}" r="10" fill="#fff3c4" stroke="#c9a400"/>'
                     f'<text x="{cx}" y="{cy}" text-anchor="middle" font-size="13" font-weight="bold">'
                     f'{count}</text>')
            out.append(f'<g data-id="line-{line}"{_attrs(data_answer=count)}>'
                       f'<title>{html.escape(describe_question(line))}</title>'
                       f'<rect x="{x - 11}" y="{y - 16}" width="22" height="21" rx="4" fill="#dde6f3"/>'
                       f'<text x="{x}" y="{y}" text-anchor="middle" font-size="15" '
                       f'font-weight="bold" fill="#234">{line}</text>{badge}</g>')
        return out

    def _led(self, led: str, reply: Any, note: str | None, proved: str | None) -> str:
        info = led_info(led)
        cx, cy = _column_x(info.column), _row_y(info.row)
        horizontal = info.segment in "adg"
        long, thick = CELL * 1.1, CELL * 0.34
        width, height = (long, thick) if horizontal else (thick, long)
        x, y = cx - width / 2, cy - height / 2
        state = None if reply is None else ("lit" if reply else "dark")
        proved = proved if proved in ("lit", "dark") else None
        if state:
            shown, fill, stroke, mark = state, LIT, "#777", DARK
        elif note:
            shown, fill, stroke, mark = note, "#9cc3f5", NOTE, NOTE
        elif proved:
            shown, fill, stroke, mark = proved, PROVED_LIT, "#999", PROVED_DARK
        else:
            shown, fill, stroke, mark = None, OFF, "#aaa", None
        if shown == "dark":
            fill = "#ffffff"
        dash = ' stroke-dasharray="3 2"' if shown and not state else ""
        body = (f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="{height:.1f}" '
                f'rx="{thick / 2:.1f}" fill="{fill}" stroke="{stroke}"{dash}/>')
        if shown == "dark":
            r = thick * 0.75
            body += (f'<path d="M{cx - r:.1f},{cy - r:.1f}L{cx + r:.1f},{cy + r:.1f}'
                     f'M{cx - r:.1f},{cy + r:.1f}L{cx + r:.1f},{cy - r:.1f}" stroke="{mark}" '
                     f'stroke-width="2.5" stroke-linecap="round"/>')
        attrs = _attrs(data_answer=state, data_note=note, data_proved=proved)
        return (f'<g data-id="{led}"{attrs}><title>{html.escape(describe_question(led))}</title>'
                f'{body}</g>')

    def _digit_label(self, position: str, parity: Any) -> list[str]:
        x0, y0 = _block_origin(position)
        cx, cy = x0 + 1.5 * CELL, y0 + 5 * CELL + 20
        text = position if parity is None else f"{position} {parity}"
        width = 26 if parity is None else 70
        return [f'<g data-id="digit-{position}"{_attrs(data_answer=parity)}>'
                f'<title>{html.escape(describe_question(position))}</title>'
                f'<rect x="{cx - width / 2}" y="{cy - 15}" width="{width}" height="21" rx="4" '
                f'fill="{"#dde6f3" if parity is None else "#fff3c4"}"/>'
                f'<text x="{cx}" y="{cy}" text-anchor="middle" font-size="15" font-weight="bold" '
                f'fill="#234">{html.escape(text)}</text></g>']

    def _digit_notes(self, position: str, possible: dict[str, list[int]] | None) -> list[str]:
        x0, y0 = _block_origin(position)
        out = []
        for digit in range(10):
            x = x0 + 3 * CELL + 12 + (digit // 5) * 18
            y = y0 + (digit % 5) * CELL + CELL / 2 + 5
            crossed = (position, digit) in self.digit_notes
            ruled_out = possible is not None and digit not in possible[position]
            colour = "#bbb" if ruled_out else (NOTE if crossed else "#333")
            strike = (f'<line x1="{x - 6}" y1="{y - 4}" x2="{x + 6}" y2="{y - 4}" stroke="{NOTE}" '
                      f'stroke-width="2"/>' if crossed else "")
            attrs = _attrs(data_note="out" if crossed else None, data_proved="out" if ruled_out else None)
            out.append(f'<g data-id="note-{position}-{digit}"{attrs}>'
                       f'<rect x="{x - 8}" y="{y - 13}" width="16" height="17" fill="transparent"/>'
                       f'<text x="{x}" y="{y}" text-anchor="middle" font-size="13" fill="{colour}">'
                       f'{digit}</text>{strike}</g>')
        return out

    def _pair(self, a: str, b: str, larger: Any) -> str:
        (ax, ay), (_, by) = _block_origin(a), _block_origin(b)
        if ay == by:  # side by side: the sign sits in the gap between the blocks
            cx, cy = ax + 3 * CELL + NOTES_W + GAP / 2 - 4, ay + 2.5 * CELL
            sign = {a: ">", b: "<"}.get(larger, "?")
        else:        # one above the other: below the upper digit's label
            cx, cy = ax + 1.5 * CELL, ay + 5 * CELL + 46
            sign = {a: "∨", b: "∧"}.get(larger, "?")
        fill = "#dde6f3" if larger is None else "#fff3c4"
        return (f'<g data-id="pair-{a}{b}"{_attrs(data_answer=larger)}>'
                f'<title>{html.escape(describe_question(a + b))}</title>'
                f'<circle cx="{cx}" cy="{cy}" r="11" fill="{fill}" stroke="#8aa"/>'
                f'<text x="{cx}" y="{cy + 5}" text-anchor="middle" font-size="15" font-weight="bold" '
                f'fill="#234">{html.escape(sign)}</text></g>')

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
