"""Hex geometry of Tobago's island: **pointy-top** hexes addressed by **axial coordinates**
``(q, r)`` (the system of redblobgames' "Hexagonal Grids"): ``r`` is the row, growing
downwards on screen, and ``q`` grows to the east along a row. The six neighbours, numbered
as statue facings::

    direction  0 east (+1, 0)     1 north-east (+1, -1)   2 north-west (0, -1)
               3 west (-1, 0)     4 south-west (-1, +1)   5 south-east (0, +1)

>>> neighbours((0, 0))
[(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
>>> hex_distance((0, 0), (2, -1))
2
>>> hex_line((0, 0), (3, 0))
[(0, 0), (1, 0), (2, 0), (3, 0)]
"""
from __future__ import annotations

import math
from collections.abc import Iterator

Hex = tuple[int, int]

DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
DIRECTION_NAMES = ("E", "NE", "NW", "W", "SW", "SE")


def neighbours(h: Hex) -> list[Hex]:
    """The six neighbours of ``h`` in direction order 0-5 (east, then anticlockwise)."""
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def hex_distance(a: Hex, b: Hex) -> int:
    """Number of steps between two hexes.

    >>> hex_distance((0, 0), (3, -3)), hex_distance((1, 1), (1, 1))
    (3, 0)
    """
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_step(h: Hex, direction: int, n: int = 1) -> Hex:
    """The hex ``n`` steps from ``h`` in ``direction`` (0-5)."""
    dq, dr = DIRECTIONS[direction]
    return (h[0] + n * dq, h[1] + n * dr)


def hex_ray(h: Hex, direction: int) -> Iterator[Hex]:
    """Endless straight line of hexes starting next to ``h`` in ``direction``.

    >>> from itertools import islice
    >>> list(islice(hex_ray((0, 0), 5), 3))
    [(0, 1), (0, 2), (0, 3)]
    """
    n = 1
    while True:
        yield hex_step(h, direction, n)
        n += 1


def hexes_within(h: Hex, k: int) -> list[Hex]:
    """All hexes at distance <= k from ``h`` (``h`` included)."""
    q, r = h
    return [(q + dq, r + dr) for dq in range(-k, k + 1)
            for dr in range(max(-k, -dq - k), min(k, -dq + k) + 1)]


def _cube_round(fq: float, fr: float) -> Hex:
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (q, r)


def hex_line(a: Hex, b: Hex) -> list[Hex]:
    """Hexes on the straight line from ``a`` to ``b``, both included.

    >>> hex_line((0, 0), (2, -2))
    [(0, 0), (1, -1), (2, -2)]
    """
    n = hex_distance(a, b)
    if n == 0:
        return [a]
    # nudge so points exactly on an edge round the same way every time
    aq, ar = a[0] + 1e-6, a[1] + 1e-6
    bq, br = b[0] + 1e-6, b[1] + 1e-6
    return [_cube_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


def hex_to_pixel(h: Hex, size: float = 1.0) -> tuple[float, float]:
    """Centre of a pointy-top hex of circumradius ``size``; y grows downwards (as in SVG).

    >>> hex_to_pixel((0, 2))
    (1.7320508075688772, 3.0)
    """
    q, r = h
    return (size * math.sqrt(3) * (q + r / 2), size * 1.5 * r)


def hex_corners(h: Hex, size: float = 1.0) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex, clockwise from the top (SVG coordinates)."""
    x, y = hex_to_pixel(h, size)
    return [(x + size * math.cos(math.radians(60 * i - 90)),
             y + size * math.sin(math.radians(60 * i - 90))) for i in range(6)]


def to_offset(h: Hex) -> tuple[int, int]:
    """Axial ``(q, r)`` to ``(column, row)`` of the odd-r layout used by the text format."""
    q, r = h
    return (q + (r - (r & 1)) // 2, r)


def from_offset(col: int, row: int) -> Hex:
    """``(column, row)`` of the odd-r layout to axial ``(q, r)``."""
    return (col - (row - (row & 1)) // 2, row)


def format_hex(h: Hex) -> str:
    """``(q, r)`` as the text ``"q,r"`` used in landmark lines and SVG ``data-id``."""
    return f"{h[0]},{h[1]}"
