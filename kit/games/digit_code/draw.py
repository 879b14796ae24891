"""Drawing Digit Code's LED board as SVG from a view (used by the widget and by
``game._repr_svg_``); pure: it imports no widget library and reads nothing but the view.

Every clickable part carries ``data-id``: an LED id (``"TAK"``), ``"line-B"``, ``"digit-T"``,
``"pair-TU"`` and the note digits ``"note-T-3"``; answers are in ``data-answer``.

>>> import kit
>>> g = kit.new_game("digit_code", players=1, seed=3, code="305218")
>>> _ = g.play("ask TBJ")
>>> svg = view_svg(g.view(0))
>>> svg.startswith("<svg") and 'data-id="TBJ" data-answer="lit"' in svg
True
"""
from __future__ import annotations

import html
from functools import lru_cache
from typing import Any

from solvers.digit_code import LEDS, PAIRS, POSITIONS, Deduction, answer, describe_question, led_info

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


def hunter_of(view: dict, hunter: int | None = None) -> int:
    """The player whose hunt the board shows: the viewer, else ``hunter`` (default player 1)."""
    if view["viewer"] is not None:
        return view["viewer"]
    return 0 if hunter is None else hunter


def target_of(view: dict, hunter: int) -> int | None:
    """Whose code ``hunter`` hunts (None: the shared code)."""
    return 1 - hunter if view["public"]["rules"]["two_player_mode"] else None


def known_answers(view: dict, hunter: int | None = None) -> dict[str, Any]:
    """Answers the board shows about the code ``hunter`` hunts: {question: answer}."""
    about = target_of(view, hunter_of(view, hunter))
    return {q["question"]: q["answer"] for q in view["public"]["questions"]
            if q["about"] == about and q["answer"] is not None}


def known_clues(view: dict, hunter: int | None = None) -> tuple:
    """The clues behind the board: the viewer's own (``private["clues"]``), or for the
    teacher every answer about the hunted code and the hunter's wrong guesses."""
    if view["viewer"] is not None:
        return tuple(tuple(c) for c in view["private"]["clues"])
    who = hunter_of(view, hunter)
    about = target_of(view, who)
    clues = [(q["question"], q["answer"]) for q in view["public"]["questions"]
             if q["about"] == about and q["answer"] is not None]
    clues += [(code, False) for code in view["seats"][who]["wrong_guesses"] if code is not None]
    return tuple(clues)


@lru_cache(maxsize=64)
def deduction(clues: tuple) -> Deduction:
    """The solver's candidate set for some clues (cached; do not modify it)."""
    return Deduction(clues, explain=False)


def revealed_code(view: dict, hunter: int | None = None) -> str | None:
    """The code the board's hunter was after, once the game is over and it is shown."""
    if not view["over"]:
        return None
    about = target_of(view, hunter_of(view, hunter))
    return view["public"]["code"] if about is None else view["seats"][about]["code"]


def view_svg(view: dict, *, hunter: int | None = None, led_notes: dict[str, str] | None = None,
             digit_notes: set[tuple[str, int]] | frozenset = frozenset(), auto_notes: bool = False) -> str:
    """The LED board of a view: the answers the viewer knows about the code they hunt
    (the teacher's view: player ``hunter``'s hunt, player 1's by default), the student's
    notes (``led_notes`` {led: "lit"/"dark"}, ``digit_notes`` {(position, digit)} crossed
    out) and, with ``auto_notes``, what the clues have proved. Once the game is over the
    code is drawn on the LEDs nobody asked about."""
    led_notes = led_notes or {}
    answers = known_answers(view, hunter)
    mind = deduction(known_clues(view, hunter)) if auto_notes else None
    proved_leds = mind.led_status() if mind is not None else {}
    possible = mind.possible_digits() if mind is not None else None
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
             f'width="{WIDTH}" height="{HEIGHT}" font-family="sans-serif">',
             f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fafafa" rx="8"/>']
    parts += _line_labels(answers)
    secret = revealed_code(view, hunter)
    if secret is not None:  # game over: the code is shown on the LEDs not asked about
        proved_leds = {led: "lit" if answer(secret, led) else "dark" for led in LEDS}
    for led in LEDS:
        parts.append(_led(led, answers.get(led), led_notes.get(led), proved_leds.get(led)))
    for position in POSITIONS:
        parts += _digit_label(position, answers.get(position))
        parts += _digit_notes(position, possible, digit_notes)
    parts += [_pair(a, b, answers.get(a + b)) for a, b in PAIRS]
    parts.append("</svg>")
    return "".join(parts)


def _line_labels(answers: dict[str, Any]) -> list[str]:
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

def _led(led: str, reply: Any, note: str | None, proved: str | None) -> str:
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

def _digit_label(position: str, parity: Any) -> list[str]:
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

def _digit_notes(position: str, possible: dict[str, list[int]] | None,
                 digit_notes: set[tuple[str, int]] | frozenset) -> list[str]:
    x0, y0 = _block_origin(position)
    out = []
    for digit in range(10):
        x = x0 + 3 * CELL + 12 + (digit // 5) * 18
        y = y0 + (digit % 5) * CELL + CELL / 2 + 5
        crossed = (position, digit) in digit_notes
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

def _pair(a: str, b: str, larger: Any) -> str:
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
