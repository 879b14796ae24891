"""Board layout, code rules, the 74 questions and their answers (plain Python, one code at a time).

The board shows six seven-segment digits in two rows of three::

    T U V
    W X Y

Each digit sits in a block of 3 columns x 5 rows; the whole board is 9 columns (A-I) by
10 rows (J-S).  An LED is named by its digit, column and row, e.g. ``"TAK"`` is segment f
(upper left) of digit T.

>>> sorted(DIGIT_SEGMENTS[7])
['a', 'b', 'c']
>>> led_info("TAK")
LedInfo(digit_letter='T', segment='f', column='A', row='K')
>>> answer("305184", "B"), answer("305184", "T"), answer("305184", "TU"), answer("305184", "TBJ")
(3, 'odd', 'T', True)
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from importlib import resources
from typing import Any

import numpy as np

__all__ = [
    "DIGIT_SEGMENTS", "SEGMENTS", "SEGMENT_NAMES", "POSITIONS", "COLUMNS", "ROWS", "LINES",
    "PAIRS", "LEDS", "LINE_LEDS", "QUESTIONS", "LedInfo", "led_info", "led_position",
    "led_of", "digit_from_leds", "question_kind", "normalize_question", "describe_question",
    "is_valid_code", "check_code", "answer", "parse_answer", "format_answer",
    "answer_phrase",
]


def _load_segment_data() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("segments.json").read_text(encoding="utf-8")
    return json.loads(text)


_DATA = _load_segment_data()

#: Segment letters in the usual order (a top, b upper right, ... g middle).
SEGMENTS = "abcdefg"
SEGMENT_NAMES = {
    "a": "top", "b": "upper right", "c": "lower right", "d": "bottom",
    "e": "lower left", "f": "upper left", "g": "middle",
}
#: digit -> frozenset of its lit segments (loaded from ``segments.json``).
DIGIT_SEGMENTS: dict[int, frozenset[str]] = {
    int(d): frozenset(segs) for d, segs in _DATA["segments"].items()
}
#: segment -> (x, y) cell inside a digit's 3 x 5 block.
SEGMENT_CELLS: dict[str, tuple[int, int]] = {s: tuple(xy) for s, xy in _DATA["cells"].items()}

POSITIONS = "TUVWXY"
COLUMNS = "ABCDEFGHI"
ROWS = "JKLMNOPQRS"
#: The 19 lines one can count: columns A-I then rows J-S.
LINES: tuple[str, ...] = tuple(COLUMNS + ROWS)
#: The 7 orthogonally adjacent position pairs (horizontal and vertical).
PAIRS: tuple[tuple[str, str], ...] = (
    ("T", "U"), ("T", "W"), ("U", "V"), ("U", "X"), ("V", "Y"), ("W", "X"), ("X", "Y"),
)
_PAIR_NAMES = tuple(a + b for a, b in PAIRS)


@dataclass(frozen=True)
class LedInfo:
    """Where an LED is: its digit position, segment, column letter and row letter."""

    digit_letter: str
    segment: str
    column: str
    row: str

    @property
    def x(self) -> int:
        """Column index 0-8 on the whole board (A = 0)."""
        return COLUMNS.index(self.column)

    @property
    def y(self) -> int:
        """Row index 0-9 on the whole board (J = 0, top)."""
        return ROWS.index(self.row)


def _make_led(position: str, segment: str) -> str:
    p = POSITIONS.index(position)
    block, half = p % 3, p // 3
    x, y = SEGMENT_CELLS[segment]
    return position + COLUMNS[3 * block + x] + ROWS[5 * half + y]


#: The 42 LED ids, position by position (T..Y), segments a..g within a position.
LEDS: tuple[str, ...] = tuple(_make_led(p, s) for p in POSITIONS for s in SEGMENTS)
_LED_INFO: dict[str, LedInfo] = {
    led: LedInfo(led[0], SEGMENTS[i % 7], led[1], led[2]) for i, led in enumerate(LEDS)
}
#: line letter -> the LED ids on that line, in ``LEDS`` order.
LINE_LEDS: dict[str, tuple[str, ...]] = {
    line: tuple(led for led in LEDS if line in (led[1], led[2])) for line in LINES
}
#: All 74 questions: 19 lines, 6 parities, 7 comparisons, 42 LEDs.
QUESTIONS: tuple[str, ...] = LINES + tuple(POSITIONS) + _PAIR_NAMES + LEDS
_QUESTION_SET = frozenset(QUESTIONS)


def led_info(led: str) -> LedInfo:
    """Digit letter, segment, column and row of an LED id.

    >>> led_info("YHS")
    LedInfo(digit_letter='Y', segment='d', column='H', row='S')
    """
    try:
        return _LED_INFO[led.upper()]
    except (KeyError, AttributeError):
        raise ValueError(f"unknown LED {led!r}; LED ids look like 'TAK' (digit, column, row)") from None


def led_position(led: str) -> tuple[int, int]:
    """(column index 0-8, row index 0-9) of an LED on the 9 x 10 board, for drawing.

    >>> led_position("TBJ"), led_position("YIR")
    ((1, 0), (8, 8))
    """
    info = led_info(led)
    return info.x, info.y


def led_of(position: str, segment: str) -> str:
    """LED id of a segment of a digit position.

    >>> led_of("U", "a")
    'UEJ'
    """
    if position not in POSITIONS or len(position) != 1:
        raise ValueError(f"unknown digit position {position!r}; use one of {POSITIONS}")
    if segment not in SEGMENTS or len(segment) != 1:
        raise ValueError(f"unknown segment {segment!r}; use one of {SEGMENTS}")
    return LEDS[7 * POSITIONS.index(position) + SEGMENTS.index(segment)]


def digit_from_leds(lit: frozenset[str] | set[str]) -> int | None:
    """The digit whose lit segments are exactly ``lit`` (segment letters), or None."""
    for digit, segs in DIGIT_SEGMENTS.items():
        if segs == frozenset(lit):
            return digit
    return None


# ----------------------------------------------------------------------------- questions

def normalize_question(question: Any) -> str:
    """The canonical form of a question, or ValueError naming it.

    Case does not matter, and a pair may be written either way round or with a dash.

    >>> normalize_question("b"), normalize_question("u-t"), normalize_question("tak")
    ('B', 'TU', 'TAK')
    """
    if not isinstance(question, str):
        raise ValueError(f"question must be a string such as 'B', 'T', 'TU' or 'TAK', got {question!r}")
    q = question.strip().upper().replace("-", "").replace(" ", "")
    if q in _QUESTION_SET:
        return q
    if len(q) == 2 and q[::-1] in _PAIR_NAMES:
        return q[::-1]
    raise ValueError(
        f"unknown question {question!r}: ask a line A-S (count lit LEDs), a digit T-Y "
        f"(even or odd), an adjacent pair such as 'TU' (which is larger) or an LED such as 'TAK'"
    )


def question_kind(question: str) -> str:
    """``"count"``, ``"parity"``, ``"compare"`` or ``"led"``.

    >>> [question_kind(q) for q in ("B", "T", "TU", "TAK")]
    ['count', 'parity', 'compare', 'led']
    """
    q = normalize_question(question)
    if len(q) == 1:
        return "count" if q in LINES else "parity"
    return "compare" if len(q) == 2 else "led"


def describe_question(question: str) -> str:
    """The question in words.

    >>> describe_question("B"), describe_question("TU")
    ('How many LEDs are lit in column B?', 'Which is larger, T or U?')
    """
    q = normalize_question(question)
    kind = question_kind(q)
    if kind == "count":
        return f"How many LEDs are lit in {line_name(q)}?"
    if kind == "parity":
        return f"Is digit {q} even or odd?"
    if kind == "compare":
        return f"Which is larger, {q[0]} or {q[1]}?"
    info = _LED_INFO[q]
    return f"Is LED {q} lit (segment {info.segment}, {SEGMENT_NAMES[info.segment]}, of digit {q[0]})?"


def line_name(line: str) -> str:
    """``"B"`` -> "column B", ``"Y"`` -> "row Y"."""
    return ("column " if line in COLUMNS else "row ") + line


# ----------------------------------------------------------------------------- codes

def check_code(code: Any) -> str:
    """Return ``code`` if it is a valid secret code, else raise ValueError saying why.

    >>> check_code("305184")
    '305184'
    >>> check_code("330184")
    Traceback (most recent call last):
    ...
    ValueError: invalid code '330184': T and U are both 3 (neighbouring digits must differ)
    """
    if not isinstance(code, str):
        raise ValueError(f"a code is a string of 6 digits such as '305184', got {code!r}")
    if len(code) != 6:
        raise ValueError(f"invalid code {code!r}: a code has 6 digits, not {len(code)}")
    if not all(ch in "0123456789" for ch in code):
        raise ValueError(f"invalid code {code!r}: only the digits 0-9 may be used")
    for a, b in PAIRS:
        da, db = code[POSITIONS.index(a)], code[POSITIONS.index(b)]
        if da == db:
            raise ValueError(
                f"invalid code {code!r}: {a} and {b} are both {da} (neighbouring digits must differ)"
            )
    digit, times = Counter(code).most_common(1)[0]
    if times > 2:
        raise ValueError(f"invalid code {code!r}: the digit {digit} appears {times} times (at most twice)")
    return code


def is_valid_code(code: Any) -> bool:
    """True if ``code`` obeys the rules (6 digits, neighbours differ, no digit 3 times).

    >>> is_valid_code("305184"), is_valid_code("300184"), is_valid_code("121312")
    (True, False, False)
    """
    try:
        check_code(code)
    except ValueError:
        return False
    return True


# ----------------------------------------------------------------------------- answers

_LIT_WORDS = {"lit", "filled", "on", "yes", "true", "full", "y"}
_DARK_WORDS = {"dark", "empty", "off", "no", "false", "unlit", "n"}


def answer_code(code: str, question: str) -> int:
    """The answer as a small integer (what the fast path stores), for a checked code.

    count: the count; parity: 0 even, 1 odd; compare: 0 if the first letter is larger,
    1 if the second; LED: 1 lit, 0 dark.
    """
    q = question
    if len(q) == 1 and q in LINES:
        return sum(_led_lit(code, led) for led in LINE_LEDS[q])
    if len(q) == 1:
        return int(code[POSITIONS.index(q)]) % 2
    if len(q) == 2:
        return int(code[POSITIONS.index(q[0])] < code[POSITIONS.index(q[1])])
    return int(_led_lit(code, q))


def _led_lit(code: str, led: str) -> bool:
    info = _LED_INFO[led]
    return info.segment in DIGIT_SEGMENTS[int(code[POSITIONS.index(info.digit_letter)])]


def answer(code: str, question: str) -> int | str | bool:
    """The answer a valid ``code`` gives to ``question``.

    int for a line count, "even"/"odd" for a digit, the larger digit's letter for a pair,
    True/False for an LED.

    >>> answer("305184", "J"), answer("305184", "X"), answer("305184", "XY")
    (3, 'even', 'X')
    """
    check_code(code)
    q = normalize_question(question)
    return format_answer(q, answer_code(code, q))


def format_answer(question: str, value: int) -> int | str | bool:
    """Turn a stored answer integer into the public answer form."""
    kind = question_kind(question)
    if kind == "count":
        return int(value)
    if kind == "parity":
        return "odd" if value else "even"
    if kind == "compare":
        return question[int(value)]
    return bool(value)


def parse_answer(question: str, value: Any) -> int:
    """Turn an answer in any accepted form into its stored integer (no range check).

    Accepted: counts as int or digit string; "even"/"odd"; a pair's letter; for LEDs
    True/False, 1/0 or words such as "lit"/"dark", "filled"/"empty".

    >>> parse_answer("B", "3"), parse_answer("T", "Odd"), parse_answer("TU", "u"), parse_answer("TAK", "dark")
    (3, 1, 1, 0)
    """
    q = normalize_question(question)
    kind = question_kind(q)
    text = value.strip().lower() if isinstance(value, str) else None
    if kind == "count":
        if isinstance(value, (bool, np.bool_)):
            pass
        elif text is not None and text.isdigit():
            return int(text)
        elif _is_int(value):
            return int(value)
        raise ValueError(f"answer to {q} ({line_name(q)}) must be a number of lit LEDs, got {value!r}")
    if kind == "parity":
        if text in ("even", "odd"):
            return int(text == "odd")
        raise ValueError(f"answer to {q} must be 'even' or 'odd', got {value!r}")
    if kind == "compare":
        if text is not None and text.upper() in (q[0], q[1]):
            return q.index(text.upper())
        raise ValueError(f"answer to {q} must name the larger digit, {q[0]!r} or {q[1]!r}, got {value!r}")
    if isinstance(value, (bool, np.bool_)) or (_is_int(value) and int(value) in (0, 1)):
        return int(bool(value))
    if text in _LIT_WORDS:
        return 1
    if text in _DARK_WORDS:
        return 0
    raise ValueError(f"answer to LED {q} must be True/'lit' or False/'dark', got {value!r}")


def _is_int(value: Any) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def answer_phrase(question: str, value: int) -> str:
    """A clue in words, e.g. "Column B has 4 lit LEDs." (``value`` is the stored integer).

    >>> answer_phrase("B", 4), answer_phrase("T", 1), answer_phrase("TU", 0), answer_phrase("TAK", 0)
    ('Column B has 4 lit LEDs.', 'T is odd.', 'T is larger than U.', 'LED TAK is dark.')
    """
    q = normalize_question(question)
    kind = question_kind(q)
    if kind == "count":
        noun = "LED" if value == 1 else "LEDs"
        return f"{line_name(q)[0].upper()}{line_name(q)[1:]} has {value} lit {noun}."
    if kind == "parity":
        return f"{q} is {'odd' if value else 'even'}."
    if kind == "compare":
        big, small = (q[0], q[1]) if value == 0 else (q[1], q[0])
        return f"{big} is larger than {small}."
    return f"LED {q} is {'lit' if value else 'dark'}."
