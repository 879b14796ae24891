"""The Diced Veggies table as pure SVG, drawn from a view: the frame with the block of dice
(each die its ingredient's colour, letter and number), the seams a cut can follow, the
Recipe display and decks, each chef's dice, cards and Chef token, and a legend.

A seam is clicked on the side of the dice to cut away: each die of the block carries four
triangles, one along each of its sides, and the triangle along a side that lies on a seam
means "put the cleaver in this seam and cut away this die and the dice beyond it". Its
``data-id`` is the cut it starts: ``seam top 2|3 4`` (the seam between rows 2 and 3, the
dice above it, column 4), ``seam right 3|4 1`` (the seam between columns 3 and 4, the dice
right of it, row 1). So both sides of every seam can be cut away.

>>> from kit.games.diced_veggies.draw import view_svg
>>> import kit, kit.games.diced_veggies
>>> svg = view_svg(kit.new_game("diced_veggies", players=2, seed=1).view(None))
>>> svg.startswith("<svg") and 'data-id="seam top 1|2 1"' in svg and 'data-id="seam bottom 1|2 1"' in svg
True
"""
from __future__ import annotations

import textwrap
from html import escape

from kit.games.diced_veggies.block import COLS, HYPES, INGREDIENTS, LETTERS, RECIPES, ROWS
from kit.games.diced_veggies.words import die_words
from kit.svg import OKABE_ITO, clickable, svg_open, title

#: Ingredient (meaning) -> colour; every die also shows its letter and number.
PALETTE = {
    "red": OKABE_ITO["vermillion"],
    "orange": OKABE_ITO["orange"],
    "yellow": OKABE_ITO["yellow"],
    "green": OKABE_ITO["bluish green"],
    "purple": OKABE_ITO["reddish purple"],
}
COLOUR = {k: PALETTE.get(INGREDIENTS[k], "#999999") for k in LETTERS}
WIDTH, CELL, X0, Y0 = 1000, 60, 20, 50
FONT = 16  # 16 user units in an 800 wide board: 16 px at the default width
RIGHT = X0 + COLS * CELL + 30
CARD_W, CARD_H = 236, 28
#: The chefs stand in two columns under the block, so the table stays wide rather than tall
#: (legible on a projector: tests/test_projector_legibility.py).
SEAT_W = 490
DICE_A_ROW = 12
LIMITS = {"dice": 8, "recipes": 2, "hypes": 2}

SHORT_HYPE = {"sum19": "dice total 19, +3", "sequence": "in a row, +2", "double": "double dice, ×2"}
CARD_FONT = 15

_STYLE = ("<style>.dv-seam{fill:#000000;fill-opacity:0}"
          ".dv-seam:hover,.dv-seam:focus-visible{fill-opacity:0.25}"
          ".dv-card:hover,.dv-card:focus-visible{stroke-width:3}</style>")


def _text(x, y, words, size=FONT, anchor="start", weight="normal") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="#000000">{escape(words)}</text>')


def _wrap(words: str, width: int = 76) -> list[str]:
    return textwrap.wrap(words, width, break_long_words=False, break_on_hyphens=False)


def _die(x, y, die: str, size: float, extra: str = "", inner: str = "") -> str:
    letter, number = die[0], die[1:]
    return (f'<g{extra}>{inner}<rect x="{x:g}" y="{y:g}" width="{size:g}" height="{size:g}" rx="6" '
            f'fill="{COLOUR[letter]}" stroke="#000000" stroke-width="1.5"/>'
            + _text(x + size / 2, y + size / 2 + 6, letter + number, size=max(FONT, size / 3),
                    anchor="middle", weight="bold")
            + '</g>')


def recipe_words(rid: str) -> str:
    r = RECIPES[rid]
    return f"Recipe {rid}: {' '.join(r.ingredients)}, {r.points} points"


def hype_words(hid: str) -> str:
    return f"Hype {hid}: {SHORT_HYPE[HYPES[hid].kind]}"


def _card(x, y, words: str, data_id: str | None, label: str, selected: bool) -> str:
    attrs = f' {clickable(data_id, label)} class="dv-card"' if data_id else ""
    stroke = 4 if selected else 1.5
    dash = ' stroke-dasharray="6 3"' if selected else ""
    tip = title(label) if data_id else ""
    return (f'<g{attrs}>{tip}<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="#ffffff" '
            f'stroke="#000000" stroke-width="{stroke}"{dash}/>'
            f'{_text(x + 8, y + 19, words, size=CARD_FONT, weight="bold" if selected else "normal")}</g>')


def seam_targets(r: int, c: int) -> list[tuple[str, list[tuple[float, float]]]]:
    """The seam triangles of the die at (r, c), 0-based: (data-id, corner points)."""
    x, y = X0 + c * CELL, Y0 + r * CELL
    mid = (x + CELL / 2, y + CELL / 2)
    out = []
    if r >= 1:  # the seam above this die: cut away this die and the dice below it
        out.append((f"seam bottom {r}|{r + 1} {c + 1}", [(x, y), (x + CELL, y), mid]))
    if r + 1 < ROWS:  # the seam below: this die and the dice above it
        out.append((f"seam top {r + 1}|{r + 2} {c + 1}", [(x, y + CELL), (x + CELL, y + CELL), mid]))
    if c >= 1:
        out.append((f"seam right {c}|{c + 1} {r + 1}", [(x, y), (x, y + CELL), mid]))
    if c + 1 < COLS:
        out.append((f"seam left {c + 1}|{c + 2} {r + 1}", [(x + CELL, y), (x + CELL, y + CELL), mid]))
    return out


_BEYOND = {"top": "above it", "bottom": "below it", "left": "left of it", "right": "right of it"}
_WHERE = {"top": "below", "bottom": "above", "left": "right of", "right": "left of"}


def _seam_label(data_id: str, die: str, r: int, c: int, armed: bool) -> str:
    _, side, seam, _ = data_id.split()
    a, b = seam.split("|")
    between = "rows" if side in ("top", "bottom") else "columns"
    start = (f"The seam {_WHERE[side]} the {die_words(die)} at row {r + 1}, column {c + 1} "
             f"(between {between} {a} and {b})")
    if armed:
        return start + ": click again to make the previewed cut"
    return start + f": click to preview cutting away this die and the dice {_BEYOND[side]}"


def _cleaver(side: str, seam: int, start: int, end: int) -> str:
    """A thick line along the seam over the span: where the cleaver goes in."""
    if side in ("top", "bottom"):
        y = Y0 + seam * CELL
        x1, x2 = X0 + start * CELL, X0 + (end + 1) * CELL
        return (f'<line x1="{x1}" y1="{y}" x2="{x2}" y2="{y}" stroke="#000000" stroke-width="7" '
                f'stroke-linecap="round"/><line x1="{x1}" y1="{y}" x2="{x2}" y2="{y}" stroke="#ffffff" '
                f'stroke-width="2" stroke-dasharray="6 6"/>')
    x = X0 + seam * CELL
    y1, y2 = Y0 + start * CELL, Y0 + (end + 1) * CELL
    return (f'<line x1="{x}" y1="{y1}" x2="{x}" y2="{y2}" stroke="#000000" stroke-width="7" '
            f'stroke-linecap="round"/><line x1="{x}" y1="{y1}" x2="{x}" y2="{y2}" stroke="#ffffff" '
            f'stroke-width="2" stroke-dasharray="6 6"/>')


def view_svg(view: dict, preview=None, loose=(), cleaver=None, preview_lines=(), selected=(),
             **highlights) -> str:
    """The table from ``view``. Highlights (the widget's): ``preview``, cells ``[row,
    column]`` (0-based) of a cut being previewed, outlined with a thick dashed line;
    ``loose``, cells the cut would cut off, crossed out; ``cleaver``, ``(side, seam, first,
    last)`` of the previewed cut (0-based lines), drawn as a thick line along the seam;
    ``preview_lines``, the preview in words under the block; ``selected``, data-ids of
    selected elements (a held die, a Recipe)."""
    pub, seats = view["public"], view["seats"]
    grid = pub["block"]
    phase = view["phase"]
    viewer = view.get("viewer")
    to_act = [p for p in view["to_act"] if isinstance(p, int)]
    chance_due = bool(view["to_act"]) and not to_act
    acting = [p for p in to_act if viewer is None or viewer == p]
    selected = set(selected)
    parts = [_STYLE]
    frame_w, frame_h = COLS * CELL, ROWS * CELL
    parts.append(_text(X0, 32, f"The block: {pub['block_pips']} pips (a cut takes 10 pips or fewer)",
                       size=18, weight="bold"))
    parts.append(f'<rect x="{X0 - 6}" y="{Y0 - 6}" width="{frame_w + 12}" height="{frame_h + 12}" '
                 f'fill="#ffffff" stroke="#000000" stroke-width="3"/>')
    # the seam lines of the frame, faint
    for r in range(1, ROWS):
        parts.append(f'<line x1="{X0}" y1="{Y0 + r * CELL}" x2="{X0 + frame_w}" y2="{Y0 + r * CELL}" '
                     f'stroke="#bbbbbb" stroke-width="1"/>')
    for c in range(1, COLS):
        parts.append(f'<line x1="{X0 + c * CELL}" y1="{Y0}" x2="{X0 + c * CELL}" y2="{Y0 + frame_h}" '
                     f'stroke="#bbbbbb" stroke-width="1"/>')
    for r in range(ROWS):
        for c in range(COLS):
            die = grid[r][c]
            if die is None:
                continue
            parts.append(_die(X0 + c * CELL + 3, Y0 + r * CELL + 3, die, CELL - 6))
    for r, c in preview or ():
        parts.append(f'<rect x="{X0 + c * CELL + 1}" y="{Y0 + r * CELL + 1}" width="{CELL - 2}" '
                     f'height="{CELL - 2}" fill="none" stroke="#000000" stroke-width="5" '
                     f'stroke-dasharray="8 4"/>')
    for r, c in loose or ():
        x, y = X0 + c * CELL + 8, Y0 + r * CELL + 8
        parts.append(f'<path d="M{x} {y} L{x + CELL - 16} {y + CELL - 16} M{x + CELL - 16} {y} '
                     f'L{x} {y + CELL - 16}" stroke="#000000" stroke-width="4"/>')
    if cleaver:
        parts.append(_cleaver(*cleaver))
    cutting = phase == "cut" and not chance_due and bool(acting) and pub["block_pips"] > 10
    if cutting:
        armed = set()
        if cleaver:
            side, seam, start, end = cleaver
            armed = {f"seam {side} {seam}|{seam + 1} {line + 1}" for line in range(start, end + 1)}
        for r in range(ROWS):
            for c in range(COLS):
                die = grid[r][c]
                if die is None:
                    continue
                for data_id, points in seam_targets(r, c):
                    label = _seam_label(data_id, die, r, c, data_id in armed)
                    pts = " ".join(f"{px:g},{py:g}" for px, py in points)
                    parts.append(f'<polygon points="{pts}" class="dv-seam" {clickable(data_id, label)}>'
                                 f'{title(label)}</polygon>')
    # under the block: the preview, or what to do
    y = Y0 + frame_h + 32
    lines = [line for text in preview_lines for line in _wrap(text, 46)]
    hint = ""
    if cutting:
        hint = ("To cut: click a die next to the seam where the cleaver goes in; that die and the dice "
                "beyond it on that side are previewed. Click the same seam again to cut.")
    elif acting and not chance_due and phase in ("cook", "final"):
        cook_seat = seats[acting[0]]
        hint = "To cook: click a Recipe of your hand to see how to cook it."
        if cook_seat["chef_token"] and cook_seat["dice"]:
            hint += " Click one of your dice to spend the Chef token on it."
    elif acting and not chance_due and phase == "card":
        hint = "Take a card: click a Recipe of the display or a deck."
    elif acting and not chance_due and phase == "discard":
        hint = "Over a limit: click what to discard (8 dice, 2 Recipes, 2 Hypes are kept)."
    if not lines and hint:
        lines = _wrap(hint, 46)
    for i, line in enumerate(lines):
        parts.append(_text(X0, y + i * 22, line, weight="bold" if i == 0 and preview_lines else "normal"))
    y += 22 * len(lines) + (8 if lines else -14)
    # right column: legend, display, decks
    x = RIGHT
    yr = 32
    parts.append(_text(x, yr, "Ingredients", size=18, weight="bold"))
    for i, k in enumerate(LETTERS):
        yy = yr + 12 + i * 30
        parts.append(f'<rect x="{x}" y="{yy}" width="24" height="24" rx="4" fill="{COLOUR[k]}" '
                     'stroke="#000000"/>')
        parts.append(_text(x + 32, yy + 18, f"{k} = {INGREDIENTS[k]}"))
    yr += 12 + 5 * 30 + 16
    parts.append(_text(x, yr, "Dashed outline: dice a cut takes", size=CARD_FONT))
    parts.append(_text(x, yr + 18, "Crossed out: dice it would cut off", size=CARD_FONT))
    yr += 44
    carding = phase == "card" and not chance_due and bool(acting)
    parts.append(_text(x, yr, "Recipe display", size=18, weight="bold"))
    for i, rid in enumerate(pub["display"]):
        label = f"{recipe_words(rid)} in the display" + (": click to take it" if carding else "")
        parts.append(_card(x, yr + 10 + i * 34, recipe_words(rid), f"display:{rid}" if carding else None,
                           label, False))
    yr += 10 + 3 * 34 + 14
    decks = [("recipe", f"Recipe deck: {pub['recipe_deck']} cards",
              pub["recipe_deck"] + len(pub["recipe_discard"])),
             ("hype", f"Hype deck: {pub['hype_deck']} cards", pub["hype_deck"] + len(pub["hype_discard"]))]
    for i, (kind, words, left) in enumerate(decks):
        can = carding and left > 0
        label = words + (f": click to draw a {kind.capitalize()} card" if can else "")
        parts.append(_card(x, yr + i * 34, words, f"deck:{kind}" if can else None, label, False))
    yr += 2 * 34 + 6
    spent = sum(pub["frame"].values())
    parts.append(_text(x, yr + 10, f"Spent dice in the frame: {spent}"))
    y = max(y, yr + 30)
    # seats, two a row
    for first in range(0, len(seats), 2):
        bottoms = [_seat(parts, view, p, X0 + (p - first) * SEAT_W, y, acting, to_act, selected)
                   for p in range(first, min(first + 2, len(seats)))]
        y = max(bottoms)
    if pub.get("solo_rating") and view["over"]:
        parts.append(_text(X0, y, f"Solo score chart: {pub['solo_rating']}", weight="bold"))
        y += 24
    if view["over"]:
        scores = view["scores"]
        best = max(scores)
        winners = [f"Chef {p + 1}" for p, v in enumerate(scores) if v == best]
        parts.append(_text(X0, y, ("Winner: " if len(winners) == 1 else "Shared victory: ")
                           + " and ".join(winners) + f" with {best} points", size=18, weight="bold"))
        y += 24
    height = y + 10
    return (svg_open((0, 0, WIDTH, height), "Diced Veggies: the block of dice, the recipe display and "
                                            "each chef's dice and cards")
            + "".join(parts) + "</svg>")


def _seat(parts: list, view: dict, p: int, x0: float, y: float, acting: list, to_act: list,
          selected: set) -> float:
    """Chef ``p``'s dice and cards from (x0, y), one column :data:`SEAT_W` wide, added to
    ``parts``; returns the y below it."""
    pub, s, phase = view["public"], view["seats"][p], view["phase"]
    mine = p in acting
    turn = " (to play)" if p in to_act else ""
    chef = "Chef token ready" if s["chef_token"] else "Chef token spent"
    weight = "bold" if p == pub["current"] else "normal"
    parts.append(_text(x0, y, f"Chef {p + 1}{turn}: {view['scores'][p]} points", weight=weight))
    parts.append(_text(x0, y + 19, f"{len(s['cooked'])} recipes cooked · {chef}", size=CARD_FONT))
    y += 20
    cooking = mine and phase in ("cook", "final")
    discarding = mine and phase == "discard"
    dice_click = (cooking and s["chef_token"]) or (discarding and len(s["dice"]) > LIMITS["dice"])
    for i, die in enumerate(s["dice"]):
        data_id = f"die:{i}"
        dx, dy = x0 + (i % DICE_A_ROW) * 40, y + 8 + (i // DICE_A_ROW) * 40
        if dice_click:
            what = ("click to discard it" if discarding else "click to choose it for the Chef token "
                    "(change its type or number)")
            label = f"Your {die_words(die)} die: {what}"
            extra, inner = f' {clickable(data_id, label)} class="dv-card"', title(label)
        else:
            extra, inner = "", ""
        parts.append(_die(dx, dy, die, 34, extra=extra, inner=inner))
        if data_id in selected and dice_click:
            parts.append(f'<rect x="{dx - 3}" y="{dy - 3}" width="40" height="40" rx="7" '
                         f'fill="none" stroke="#000000" stroke-width="3" stroke-dasharray="5 3"/>')
    if not s["dice"]:
        parts.append(_text(x0, y + 32, "no dice held"))
    y += 8 + 40 * max(1, -(-len(s["dice"]) // DICE_A_ROW))
    for i, rid in enumerate(s["recipes"]):
        data_id = f"recipe:{rid}"
        can = cooking or (discarding and len(s["recipes"]) > LIMITS["recipes"])
        label = recipe_words(rid) + (": click to discard it" if discarding else
                                     ": click to see how to cook it" if cooking else "")
        parts.append(_card(x0 + i % 2 * (CARD_W + 8), y + i // 2 * (CARD_H + 6), recipe_words(rid),
                           data_id if can else None, label, data_id in selected and can))
    if not s["recipes"]:
        parts.append(_text(x0, y + 20, "no Recipe in hand"))
    y += (CARD_H + 6) * max(1, -(-len(s["recipes"]) // 2))
    if isinstance(s["hypes"], int):  # another seat's hand: its count
        parts.append(_text(x0, y + 20, f"{s['hypes']} Hype card(s), face down"))
    else:
        for i, hid in enumerate(s["hypes"]):
            can = discarding and len(s["hypes"]) > LIMITS["hypes"]
            label = HYPES[hid].words() + (": click to discard it" if can else "")
            parts.append(_card(x0 + i % 2 * (CARD_W + 8), y + i // 2 * (CARD_H + 6), hype_words(hid),
                               f"hype:{hid}" if can else None, label, False))
        if not s["hypes"]:
            parts.append(_text(x0, y + 20, "no Hype in hand"))
    shown = s["hypes"] if isinstance(s["hypes"], int) else len(s["hypes"])
    hype_rows = max(1, -(-shown // 2))
    return y + (CARD_H + 6) * hype_rows + 18


__all__ = ["view_svg", "PALETTE", "seam_targets", "die_words", "recipe_words", "hype_words"]
