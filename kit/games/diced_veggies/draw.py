"""The Diced Veggies table as pure SVG, drawn from a view: the frame with the block of dice
(each die its ingredient's colour, letter and number), the seams a cut can follow, the
Recipe display, each chef's dice, cards and Chef token, and a legend.

>>> from kit.games.diced_veggies.draw import view_svg
>>> import kit, kit.games.diced_veggies
>>> svg = view_svg(kit.new_game("diced_veggies", players=2, seed=1).view(None))
>>> svg.startswith("<svg") and 'data-id="seam top 1|2 1"' in svg
True
"""
from __future__ import annotations

from html import escape

from kit.games.diced_veggies.block import COLS, INGREDIENTS, LETTERS, RECIPES, ROWS
from kit.svg import OKABE_ITO, clickable, svg_open, title

#: Ingredient (meaning) -> colour; every die also shows its letter and number.
PALETTE = {
    "red": OKABE_ITO["vermillion"],
    "orange": OKABE_ITO["orange"],
    "yellow": OKABE_ITO["yellow"],
    "green": OKABE_ITO["bluish green"],
    "purple": OKABE_ITO["reddish purple"],
}
COLOUR = {k: PALETTE[INGREDIENTS[k]] if INGREDIENTS[k] in PALETTE else "#999999" for k in LETTERS}
WIDTH, CELL, X0, Y0 = 800, 60, 20, 50
FONT = 16  # 16 user units in an 800 wide board: 16 px at the default width


def _text(x, y, words, size=FONT, anchor="start", weight="normal") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="#000000">{escape(words)}</text>')


def _die(x, y, die: str, size: float, extra: str = "") -> str:
    letter, number = die[0], die[1:]
    return (f'<g{extra}><rect x="{x:g}" y="{y:g}" width="{size:g}" height="{size:g}" rx="6" '
            f'fill="{COLOUR[letter]}" stroke="#000000" stroke-width="1.5"/>'
            f'{_text(x + size / 2, y + size / 2 + 6, letter + number, size=max(FONT, size / 3), anchor="middle", weight="bold")}'
            f'</g>')


def _recipe_words(rid: str) -> str:
    r = RECIPES[rid]
    return f"Recipe {rid}: {' '.join(r.ingredients)} ({r.points} points)"


def view_svg(view: dict, preview=None, **highlights) -> str:
    """The table from ``view``. ``preview``: cells ``[row, column]`` (0-based) of a cut
    being previewed, outlined with a thick dashed line."""
    pub, seats = view["public"], view["seats"]
    grid = pub["block"]
    parts = []
    frame_w, frame_h = COLS * CELL, ROWS * CELL
    parts.append(_text(X0, 32, f"The block: {pub['block_pips']} pips (a cut takes 10 pips or fewer)",
                       size=18, weight="bold"))
    parts.append(f'<rect x="{X0 - 6}" y="{Y0 - 6}" width="{frame_w + 12}" height="{frame_h + 12}" '
                 f'fill="#ffffff" stroke="#000000" stroke-width="3"/>')
    for r in range(ROWS):
        for c in range(COLS):
            die = grid[r][c]
            if die is None:
                continue
            label = f"{INGREDIENTS[die[0]]} {die[1:]} at row {r + 1}, column {c + 1}"
            parts.append(_die(X0 + c * CELL + 3, Y0 + r * CELL + 3, die, CELL - 6,
                              extra=f' aria-label="{escape(label)}"'))
    for r, c in preview or ():
        parts.append(f'<rect x="{X0 + c * CELL + 1}" y="{Y0 + r * CELL + 1}" width="{CELL - 2}" '
                     f'height="{CELL - 2}" fill="none" stroke="#000000" stroke-width="5" '
                     f'stroke-dasharray="8 4"/>')
    # seams next to a die: where the cleaver can go in
    occupied = {(r, c) for r in range(ROWS) for c in range(COLS) if grid[r][c] is not None}
    cutting = view["phase"] == "cut" and bool(pub["legal_cuts"] or pub["block_pips"] > 10)
    if cutting:
        for r in range(1, ROWS):
            for c in range(COLS):
                if (r - 1, c) in occupied or (r, c) in occupied:
                    side = "top" if (r - 1, c) in occupied else "bottom"
                    data = f"seam {side} {r}|{r + 1} {c + 1}"
                    label = (f"Seam between rows {r} and {r + 1} at column {c + 1}: click to preview "
                             "the cut here and its pip total")
                    parts.append(f'<rect x="{X0 + c * CELL + 6}" y="{Y0 + r * CELL - 5}" width="{CELL - 12}" '
                                 f'height="10" fill="#000000" fill-opacity="0.15" {clickable(data, label)}>'
                                 f'{title(label)}</rect>')
        for c in range(1, COLS):
            for r in range(ROWS):
                if (r, c - 1) in occupied or (r, c) in occupied:
                    side = "left" if (r, c - 1) in occupied else "right"
                    data = f"seam {side} {c}|{c + 1} {r + 1}"
                    label = (f"Seam between columns {c} and {c + 1} at row {r + 1}: click to preview "
                             "the cut here and its pip total")
                    parts.append(f'<rect x="{X0 + c * CELL - 5}" y="{Y0 + r * CELL + 6}" width="10" '
                                 f'height="{CELL - 12}" fill="#000000" fill-opacity="0.15" {clickable(data, label)}>'
                                 f'{title(label)}</rect>')
    # right column: legend, display, decks
    x = X0 + frame_w + 30
    y = 32
    parts.append(_text(x, y, "Ingredients", size=18, weight="bold"))
    for i, k in enumerate(LETTERS):
        yy = y + 12 + i * 30
        parts.append(f'<rect x="{x}" y="{yy}" width="24" height="24" rx="4" fill="{COLOUR[k]}" stroke="#000000"/>')
        parts.append(_text(x + 32, yy + 18, f"{k} = {INGREDIENTS[k]}"))
    y += 12 + 5 * 30 + 20
    parts.append(_text(x, y, "Recipe display", size=18, weight="bold"))
    for i, rid in enumerate(pub["display"]):
        parts.append(_text(x, y + 24 + i * 22, _recipe_words(rid)))
    y += 24 + 3 * 22 + 6
    parts.append(_text(x, y, f"Decks: {pub['recipe_deck']} Recipes, {pub['hype_deck']} Hypes"))
    spent = sum(pub["frame"].values())
    parts.append(_text(x, y + 22, f"Spent dice in the frame: {spent}"))
    # seats
    y = Y0 + frame_h + 40
    current = pub["current"]
    for p, s in enumerate(seats):
        score = view["scores"][p]
        turn = " (to play)" if view["to_act"] == [p] else ""
        chef = "Chef token ready" if s["chef_token"] else "Chef token spent"
        hypes = s["hypes"] if s["hypes"] is not None else None
        hype_words = (", ".join(f"Hype {h}" for h in hypes) or "no Hype") if hypes is not None \
            else f"{s['hype_count']} Hype card(s), face down"
        parts.append(_text(X0, y, f"Chef {p + 1}{turn}: {score} points, {len(s['cooked'])} recipes cooked, "
                                  f"{chef}", weight="bold" if p == current else "normal"))
        recipes = "; ".join(_recipe_words(r) for r in s["recipes"]) or "no Recipe"
        parts.append(_text(X0, y + 22, f"Hand: {recipes}; {hype_words}"))
        for i, die in enumerate(s["dice"]):
            parts.append(_die(X0 + i * 40, y + 32, die, 34))
        if not s["dice"]:
            parts.append(_text(X0, y + 54, "no dice held"))
        y += 90
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


__all__ = ["view_svg", "PALETTE"]
