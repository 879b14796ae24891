"""Drawing Digit Code's LED board as SVG from a view (used by the widget and by
``game._repr_svg_``); pure: it imports no widget library and reads nothing but the view.

A part is clickable (``data-id``, reachable with Tab, a label saying what a click does, see
``kit.svg.clickable``) only when a click on it does something now: a question the player
may ask now (``askable``; an LED id ``"TAK"``, ``"line-B"``, ``"digit-T"``, ``"pair-TU"``),
an LED the student may mark in notes mode, a note digit (``"note-T-3"``) while the game
goes on. Asked questions are plain, with their answer in ``data-answer`` and in words. A key
under the board shows the LED styles and the two digit notes: a student's own notes are
hatched and dashed; what the clues prove is filled with dots when lit and crossed out with a
thick dotted cross when dark, so they differ by fill and shape as well as by colour
(``PALETTE``).

>>> import kit
>>> g = kit.new_game("digit_code", players=1, seed=3, code="305218")
>>> _ = g.play("ask TBJ")
>>> svg = view_svg(g.view(0))
>>> svg.startswith("<svg")
True
>>> ('<g data-part="TBJ" data-answer="lit"><title>The top segment of digit T is lit (already asked)'
...  '</title>') in svg
True
>>> 'data-id="line-B"' in svg  # a question asked this turn: no other question now
False
>>> 'aria-label="Column B: click to count the lit segments in column B"' in view_svg(g.view(0), askable={"B"})
True
"""
from __future__ import annotations

import html
from functools import lru_cache
from typing import Any

from kit.games.digit_code.words import answer_words, question_words, segment_words
from kit.svg import OKABE_ITO, clickable, svg_open, title
from solvers.digit_code import LEDS, PAIRS, POSITIONS, Deduction, answer, led_info

COLUMNS = "ABCDEFGHI"
ROWS = "JKLMNOPQRS"
CELL = 30           # one board cell in pixels
NOTES_W = 44        # the strip of candidate digits right of each digit
GAP = 30            # between two digit blocks (holds the comparison sign)
LEFT, TOP = 72, 64  # margins for row and column letters
VGAP = 62           # between the two rows of digits (digit labels, vertical signs)
BLOCK_W = 3 * CELL + NOTES_W + GAP
WIDTH = LEFT + 3 * BLOCK_W + 6
BOARD_H = TOP + 10 * CELL + VGAP + 30
STATUS_H = 22       # the line that names the winner once the game is over
KEY_ROW = 24        # one row of the key under the board
KEY_TOP = BOARD_H + STATUS_H
HEIGHT = KEY_TOP + 22 + 3 * KEY_ROW + 6

#: Colours that carry a meaning (Okabe & Ito's palette, safe for colour-blind eyes); each
#: meaning is also told by a shape or pattern (solid, hatched, dotted, cross, ring).
PALETTE = {
    "lit LED (answer)": OKABE_ITO["vermillion"],
    "dark LED (answer)": OKABE_ITO["black"],
    "my note": OKABE_ITO["blue"],
    "proved by the clues": OKABE_ITO["orange"],
    "answered question": OKABE_ITO["yellow"],
}
LIT, DARK = PALETTE["lit LED (answer)"], PALETTE["dark LED (answer)"]
NOTE = PALETTE["my note"]
PROVED = PALETTE["proved by the clues"]
ANSWERED = PALETTE["answered question"]
OFF = "#e8e8e8"
ASK_FILL = "#dde6f3"
INK = "#223344"
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


def _defs() -> str:
    """Patterns: hatching for a student's own lit mark, dense dots on a tinted ground for a
    proved lit LED (it reads as filled; a proved dark LED is white, crossed out)."""
    return ('<defs>'
            f'<pattern id="dc-hatch" width="5" height="5" patternUnits="userSpaceOnUse" '
            f'patternTransform="rotate(45)"><rect width="5" height="5" fill="#ffffff"/>'
            f'<rect width="2.6" height="5" fill="{NOTE}"/></pattern>'
            f'<pattern id="dc-dots" width="5" height="5" patternUnits="userSpaceOnUse">'
            f'<rect width="5" height="5" fill="#f8d9a0"/><circle cx="2.5" cy="2.5" r="1.8" '
            f'fill="{PROVED}"/></pattern></defs>')


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
    if view["viewer"] is not None and not view.get("table"):
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


def default_askable(view: dict) -> set[str]:
    """The questions the viewer (the teacher: the player to act) may ask now, from the view
    alone (a widget knows better: it asks the game, see ``Game.why_not``)."""
    if view["over"] or view["phase"] != "start":
        return set()
    if view["viewer"] is not None and view["viewer"] != view["public"]["current"]:
        return set()
    return set(view["private"].get("available", ()))  # the table's view has no private part


def view_svg(view: dict, *, hunter: int | None = None, led_notes: dict[str, str] | None = None,
             digit_notes: set[tuple[str, int]] | frozenset = frozenset(), auto_notes: bool = False,
             mode: str = "ask", askable: set[str] | None = None) -> str:
    """The LED board of a view: the answers the viewer knows about the code they hunt
    (the teacher's view: player ``hunter``'s hunt, player 1's by default), the student's
    notes (``led_notes`` {led: "lit"/"dark"}, ``digit_notes`` {(position, digit)} crossed
    out) and, with ``auto_notes``, what the clues have proved; ``mode`` ("ask" or "notes")
    is what a click on an LED does; ``askable``: the questions a click may ask now (None:
    :func:`default_askable`), the only question parts that are clickable. Once the game is
    over the code is drawn on the LEDs nobody asked about and the winner is named in words."""
    led_notes = led_notes or {}
    askable = default_askable(view) if askable is None else set(askable)
    answers = known_answers(view, hunter)
    mind = deduction(known_clues(view, hunter)) if auto_notes else None
    proved_leds = mind.led_status() if mind is not None else {}
    possible = mind.possible_digits() if mind is not None else None
    who = hunter_of(view, hunter)
    parts = [svg_open((0, 0, WIDTH, HEIGHT), _board_label(view, who, answers)), _defs(),
             f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fafafa" rx="8"/>']
    parts += _line_labels(answers, askable)
    secret = revealed_code(view, hunter)
    if secret is not None:  # game over: the code is shown on the LEDs not asked about
        proved_leds = {led: "lit" if answer(secret, led) else "dark" for led in LEDS}
    notes_open = not view["over"]
    for led in LEDS:
        clickable_led = led not in answers and (notes_open if mode == "notes" else led in askable)
        parts.append(_led(led, answers.get(led), led_notes.get(led), proved_leds.get(led), mode,
                          clickable_led))
    for position in POSITIONS:
        parts += _digit_label(position, answers.get(position), position in askable)
        parts += _digit_notes(position, possible, digit_notes, notes_open)
    parts += [_pair(a, b, answers.get(a + b), a + b in askable) for a, b in PAIRS]
    parts.append(_status(view, secret))
    parts.append(_key())
    parts.append("</svg>")
    return "".join(parts)


def _part(data_id: str, target: bool, label: str, attrs: str, body: str, tip: str | None = None) -> str:
    """A board part: clickable (``label`` says what a click does) when ``target``, else plain
    with ``label`` as its tooltip (``data-part`` names it either way)."""
    if target:
        return (f'<g {clickable(data_id, label)}{attrs} data-part="{data_id}">'
                f'{title(tip or label)}{body}</g>')
    return f'<g data-part="{data_id}"{attrs}>{title(label)}{body}</g>'


def _board_label(view: dict, who: int, answers: dict[str, Any]) -> str:
    hunted = "the secret code" if target_of(view, who) is None else f"player {2 - who}'s secret code"
    return (f"Digit Code board: six seven-segment digits T, U, V (top row) and W, X, Y "
            f"(bottom row); {len(answers)} question{'s' if len(answers) != 1 else ''} answered "
            f"about {hunted}")


def _status(view: dict, secret: str | None) -> str:
    """The outcome in words, once the game is over (empty otherwise)."""
    if not view["over"]:
        return ""
    winner = view["public"]["winner"]
    if winner is None:
        text = "Nobody cracked the code" + (f": it was {secret}." if secret else ".")
    elif view["public"]["rules"]["two_player_mode"]:
        text = f"Player {winner + 1} wins." + (f" This code was {secret}." if secret else "")
    else:
        text = f"Player {winner + 1} cracked the code {secret} and wins."
    return (f'<text x="{LEFT - 50}" y="{BOARD_H + 10}" font-size="15" font-weight="bold" '
            f'fill="{INK}">{html.escape(text)}</text>')


# The seven LED styles: (fill, outline, dash pattern, mark) for each meaning.
_STYLES = {
    "answer lit": (LIT, "#333333", "", None),
    "answer dark": ("#ffffff", "#333333", "", "cross"),
    "unknown": (OFF, "#999999", "", None),
    "note lit": ("url(#dc-hatch)", NOTE, "4 2", None),
    "note dark": ("#ffffff", NOTE, "4 2", "note cross"),
    "proved lit": ("url(#dc-dots)", PROVED, "1.2 1.8", None),
    "proved dark": ("#ffffff", PROVED, "1.2 1.8", "proved cross"),
}
KEY = (("answer lit", "Answer: lit"), ("answer dark", "Answer: dark"), ("unknown", "Not known yet"),
       ("note lit", "My note: lit"), ("note dark", "My note: dark"), ("digit mine", "Crossed out by me"),
       ("proved lit", "Proved lit"), ("proved dark", "Proved dark"),
       ("digit proved", "Ruled out by the clues"))


def _led_shape(style: str, cx: float, cy: float, horizontal: bool) -> str:
    long, thick = CELL * 1.1, CELL * 0.34
    width, height = (long, thick) if horizontal else (thick, long)
    fill, stroke, dash, mark = _STYLES[style]
    dash = f' stroke-dasharray="{dash}"' if dash else ""
    wide = ' stroke-width="1.6"' if dash else ""
    body = (f'<rect x="{cx - width / 2:.1f}" y="{cy - height / 2:.1f}" width="{width:.1f}" '
            f'height="{height:.1f}" rx="{thick / 2:.1f}" fill="{fill}" stroke="{stroke}"{dash}{wide}/>')
    r = thick * 0.75
    cross = (f'M{cx - r:.1f},{cy - r:.1f}L{cx + r:.1f},{cy + r:.1f}'
             f'M{cx - r:.1f},{cy + r:.1f}L{cx + r:.1f},{cy - r:.1f}')
    if mark == "cross":
        body += f'<path d="{cross}" stroke="{DARK}" stroke-width="2.5" stroke-linecap="round"/>'
    elif mark == "note cross":
        body += f'<path d="{cross}" stroke="{NOTE}" stroke-width="2" stroke-linecap="round"/>'
    elif mark == "proved cross":  # corner to corner, thick and dotted: unlike any lit mark
        x0, y0, x1, y1 = cx - width / 2 + 2, cy - height / 2 + 2, cx + width / 2 - 2, cy + height / 2 - 2
        body += (f'<path d="M{x0:.1f},{y0:.1f}L{x1:.1f},{y1:.1f}M{x0:.1f},{y1:.1f}L{x1:.1f},{y0:.1f}" '
                 f'stroke="{PROVED}" stroke-width="3" stroke-dasharray="2 1.5"/>')
    return body


def _led(led: str, reply: Any, note: str | None, proved: str | None, mode: str = "ask",
         target: bool = True) -> str:
    info = led_info(led)
    cx, cy = _column_x(info.column), _row_y(info.row)
    state = None if reply is None else ("lit" if reply else "dark")
    proved = proved if proved in ("lit", "dark") else None
    if state:
        style = f"answer {state}"
    elif note:
        style = f"note {note}"
    elif proved:
        style = f"proved {proved}"
    else:
        style = "unknown"
    body = _led_shape(style, cx, cy, info.segment in "adg")
    where = segment_words(led)
    where = where[0].upper() + where[1:]
    if state:
        label = f"{answer_words(led, reply)[:-1]} (already asked)"
    elif not target:
        now = {"lit": ", marked lit in your notes", "dark": ", marked dark in your notes"}.get(note or "", "")
        label = f"{where}{now}"
    elif mode == "notes":
        now = {"lit": "marked lit", "dark": "marked dark"}.get(note or "", "not marked")
        label = f"{where}, {now}: click to change your note (lit, dark, none)"
    else:
        label = f"{where}: click to ask whether it is lit"
    if proved and not state:
        label += f"; the clues prove it {proved}"
    attrs = _attrs(data_answer=state, data_note=note, data_proved=proved)
    return _part(led, target, label, attrs, body)


def _line_labels(answers: dict[str, Any], askable: set[str]) -> list[str]:
    out = []
    for line in COLUMNS + ROWS:
        count = answers.get(line)
        name = ("Column " if line in COLUMNS else "Row ") + line
        x: float
        y: float
        cx: float
        cy: float
        if line in COLUMNS:
            x, y, cx, cy = _column_x(line), 24, _column_x(line), 48
        else:
            x, y, cx, cy = LEFT - 22, _row_y(line) + 5, LEFT - 50, _row_y(line) + 5
        badge = ("" if count is None else
                 f'<circle cx="{cx}" cy="{cy - 5}" r="10" fill="{ANSWERED}" stroke="#8a7a00"/>'
                 f'<text x="{cx}" y="{cy}" text-anchor="middle" font-size="13" font-weight="bold">'
                 f'{count}</text>')
        target = count is None and line in askable
        label = (f"{answer_words(line, count)[:-1]} (already asked)" if count is not None
                 else f"{name}: click to {question_words(line)}" if target else name)
        body = (f'<rect x="{x - 11}" y="{y - 16}" width="22" height="21" rx="4" '
                f'fill="{ASK_FILL if target else "#eeeeee"}"/>'
                f'<text x="{x}" y="{y}" text-anchor="middle" font-size="15" '
                f'font-weight="bold" fill="{INK}">{line}</text>{badge}')
        out.append(_part("line-" + line, target, label, _attrs(data_answer=count), body))
    return out


def _digit_label(position: str, parity: Any, askable: bool = True) -> list[str]:
    x0, y0 = _block_origin(position)
    cx, cy = x0 + 1.5 * CELL, y0 + 5 * CELL + 20
    text = position if parity is None else f"{position} {parity}"
    width = 26 if parity is None else 70
    target = parity is None and askable
    label = (f"Digit {position} is {parity} (already asked)" if parity is not None
             else f"Digit {position}: click to {question_words(position)}" if target else f"Digit {position}")
    fill = ANSWERED if parity is not None else ASK_FILL if target else "#eeeeee"
    body = (f'<rect x="{cx - width / 2}" y="{cy - 15}" width="{width}" height="21" rx="4" fill="{fill}"/>'
            f'<text x="{cx}" y="{cy}" text-anchor="middle" font-size="15" font-weight="bold" '
            f'fill="{INK}">{html.escape(text)}</text>')
    return [_part("digit-" + position, target, label, _attrs(data_answer=parity), body)]


def _digit_mark(x: float, y: float, digit: int, mine: bool, proved: bool) -> str:
    """A note digit: crossed out by the student (a solid line), ruled out by the clues
    (greyed with a dotted line), or open."""
    colour = "#767676" if proved else (NOTE if mine else "#333333")
    out = f'<text x="{x}" y="{y}" text-anchor="middle" font-size="13" fill="{colour}">{digit}</text>'
    if proved:
        out += (f'<line x1="{x - 7}" y1="{y + 2}" x2="{x + 7}" y2="{y - 12}" stroke="{PROVED}" '
                f'stroke-width="2.4" stroke-dasharray="2 1.6"/>')
    if mine:
        out += (f'<line x1="{x - 6}" y1="{y - 4}" x2="{x + 6}" y2="{y - 4}" stroke="{NOTE}" '
                f'stroke-width="2"/>')
    return out


def _digit_notes(position: str, possible: dict[str, list[int]] | None,
                 digit_notes: set[tuple[str, int]] | frozenset, open_: bool = True) -> list[str]:
    x0, y0 = _block_origin(position)
    out = []
    for digit in range(10):
        x = x0 + 3 * CELL + 12 + (digit // 5) * 18
        y = y0 + (digit % 5) * CELL + CELL / 2 + 5
        crossed = (position, digit) in digit_notes
        ruled_out = possible is not None and digit not in possible[position]
        if not open_:
            label = f"Digit {digit} at {position}" + (": crossed out in your notes" if crossed else "")
        elif crossed:
            label = f"Digit {digit} at {position}: crossed out in your notes, click to bring it back"
        else:
            label = f"Digit {digit} at {position}: click to cross it out in your notes"
        if ruled_out:
            label += "; the clues rule it out"
        attrs = _attrs(data_note="out" if crossed else None, data_proved="out" if ruled_out else None)
        body = (f'<rect x="{x - 8}" y="{y - 13}" width="16" height="17" fill="transparent"/>'
                f'{_digit_mark(x, y, digit, crossed, ruled_out)}')
        out.append(_part(f"note-{position}-{digit}", open_, label, attrs, body,
                         tip=f"Could {position} be {digit}? Your note"))
    return out


def _pair(a: str, b: str, larger: Any, askable: bool = True) -> str:
    (ax, ay), (_, by) = _block_origin(a), _block_origin(b)
    if ay == by:  # side by side: the sign sits in the gap between the blocks
        cx, cy = ax + 3 * CELL + NOTES_W + GAP / 2 - 4, ay + 2.5 * CELL
        sign = {a: ">", b: "<"}.get(larger, "?")
    else:        # one above the other: below the upper digit's label
        cx, cy = ax + 1.5 * CELL, ay + 5 * CELL + 46
        sign = {a: "∨", b: "∧"}.get(larger, "?")
    target = larger is None and askable
    fill = ANSWERED if larger is not None else ASK_FILL if target else "#eeeeee"
    label = (f"{answer_words(a + b, larger)[:-1]} (already asked)" if larger is not None
             else f"Digits {a} and {b}: click to {question_words(a + b)}" if target
             else f"Digits {a} and {b}")
    body = (f'<circle cx="{cx}" cy="{cy}" r="11" fill="{fill}" stroke="#778899"/>'
            f'<text x="{cx}" y="{cy + 5}" text-anchor="middle" font-size="15" font-weight="bold" '
            f'fill="{INK}">{html.escape(sign)}</text>')
    return _part(f"pair-{a}{b}", target, label, _attrs(data_answer=larger), body)


def _key() -> str:
    """The key under the board: every LED style and both digit notes, in words."""
    x0, col_w = 14, (WIDTH - 20) / 3
    out = [f'<g aria-label="Key to the LED marks"><line x1="10" y1="{KEY_TOP}" x2="{WIDTH - 10}" '
           f'y2="{KEY_TOP}" stroke="#cccccc"/>'
           f'<text x="{x0}" y="{KEY_TOP + 16}" font-size="12" font-weight="bold" fill="{INK}">'
           'Key (proved marks show with auto-notes)</text>']
    for i, (style, words) in enumerate(KEY):
        row, col = divmod(i, 3)
        x, y = x0 + col * col_w, KEY_TOP + 22 + row * KEY_ROW + KEY_ROW / 2
        if style == "digit mine":
            out.append(_digit_mark(x + 18, y + 5, 4, True, False))
        elif style == "digit proved":
            out.append(_digit_mark(x + 18, y + 5, 4, False, True))
        else:
            out.append(_led_shape(style, x + 18, y, True))
        out.append(f'<text x="{x + 42}" y="{y + 4.5}" font-size="12" fill="{INK}">'
                   f'{html.escape(words)}</text>')
    out.append("</g>")
    return "".join(out)
