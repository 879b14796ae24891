"""The Parks table as pure SVG, drawn from a view: the season's trail from the Trailhead
to the three Trail End locations with the hikers (each a circle labelled with its player's
number and a letter, ``2b`` = player 2's hiker 2) and the weather tokens, the parks and
gear on offer, and each player's tokens, canteens, parks, gear and Year card.

Each site box says in words what the site gives (``gain 2 water``; the choice of the Vista,
Lodge, Lookout, Wildlife and River in short) and which weather token lies there, wrapped to
the box's width at 15 units (12 px at 800 px), so the longest trail (10 sites) stays legible;
the Trail End boxes say who is there and whether the First Hiker marker and the gear
discount are still to be had this season.

The sites and Trail End locations a widget names as ``targets`` are clickable (``site
forest``, ``site reserve``), and so are the ``movable`` hikers (``hiker 2 1``: player 2's
hiker 1); everything else is plain.

>>> import kit, kit.games.parks
>>> view = kit.new_game("parks", players=2, seed=1).view(None)
>>> svg = view_svg(view, targets={"reserve"}, movable={(0, 1)})
>>> 'data-id="site reserve"' in svg and 'data-id="hiker 1 1"' in svg, "data-id" in view_svg(view)
(True, False)
>>> wrap(BOARD_WORDS["ocean"], 60)
['gain 2', 'water']
"""
from __future__ import annotations

from html import escape

from kit.games.parks.cards import (
    CANTEENS,
    END,
    END_TITLES,
    END_WORDS,
    GEAR,
    PARKS,
    SITE_TITLES,
    SITE_WORDS,
    TOKENS,
    YEARS,
)
from kit.svg import OKABE_ITO, clickable, svg_open, title

#: Meaning -> colour. Every token also carries its letter; hikers carry player number and letter.
PALETTE = {
    "forest token (F)": OKABE_ITO["bluish green"],
    "mountain token (M)": OKABE_ITO["black"],
    "sun token (S)": OKABE_ITO["yellow"],
    "water token (W)": OKABE_ITO["sky blue"],
    "wildlife token (A, for animal)": OKABE_ITO["orange"],
    "where the selected hiker can go": OKABE_ITO["reddish purple"],
    "the player to act": OKABE_ITO["blue"],
}
TOKEN_COLOUR = {"forest": PALETTE["forest token (F)"], "mountain": PALETTE["mountain token (M)"],
                "sun": PALETTE["sun token (S)"], "water": PALETTE["water token (W)"],
                "wildlife": PALETTE["wildlife token (A, for animal)"]}
TOKEN_LETTER = {"forest": "F", "mountain": "M", "sun": "S", "water": "W", "wildlife": "A"}
TEXT_ON = {"mountain": "#ffffff"}
TARGET = PALETTE["where the selected hiker can go"]
ACTING = PALETTE["the player to act"]

WIDTH = 1000
FONT = 16  # 16 units in a 1000-wide board show at 12.8 px at the default 800 px
SMALL = 15  # 15 units show at 12 px, the smallest allowed
LINE = 17  # the step between lines of SMALL text
PLAYER_LINE = 16.5  # a little closer in the players' boards
TRAIL_Y = 44
HEAD_X, HEAD_W = 8, 74
END_W = 150
END_X = WIDTH - END_W - 8
HIKER_STEP = 36  # a hiker circle and its gap
PAD = 3  # room left free on each side of a line of text in a box

#: What each site gives, in the words written on its box (the site's full rule is in its
#: tooltip and label). The words are wrapped to the width of the box.
BOARD_WORDS = {
    "forest": "gain 1 forest",
    "mountain": "gain 1 mountain",
    "ocean": "gain 2 water",
    "valley": "gain 2 sun",
    "waterfall": "gain 1 sun and 1 water",
    "vista": "a canteen, or a photo for 2 tokens (1 with the Camera)",
    "lodge": "trade 1 token for any 1 (not wildlife), up to twice",
    "lookout": "reserve or visit a park, or buy gear",
    "wildlife": "trade 1 token for 1 wildlife",
    "river": "pay 1 water to copy a site with a hiker on it",
}

# Advance widths of Helvetica/Arial (and the metric-compatible Liberation Sans) in
# thousandths of the font size; other characters count as the widest.
_NARROW = dict.fromkeys("ijl'", 222) | dict.fromkeys("ft ,.:;!", 278) | dict.fromkeys("r()-", 333)
_WIDTHS = _NARROW | dict.fromkeys("cksvxyz", 500) | {"m": 833, "w": 722, "+": 584}
_WIDE = 944


def text_width(words: str, size: float = SMALL, bold: bool = False) -> float:
    """An upper estimate of the width of ``words`` in the board's sans-serif font."""
    total = 0
    for ch in str(words):
        if ch in _WIDTHS:
            total += _WIDTHS[ch]
        elif ch.islower() or ch.isdigit():
            total += 556
        elif ch.isupper():
            total += 722
        else:
            total += _WIDE
    return total * size / 1000 * (1.12 if bold else 1.04)


def wrap(words: str, width: float, size: float = SMALL) -> list[str]:
    """``words`` broken into lines no wider than ``width`` (a single longer word stays whole)."""
    lines: list[str] = []
    for word in str(words).split():
        if lines and text_width(f"{lines[-1]} {word}", size) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def weather_words(token: str) -> str:
    return f"+ 1 {token} lying here"


def _text(x, y, words, size=FONT, anchor="start", weight="normal", fill="#000000") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{fill}">{escape(str(words))}</text>')


def hiker_label(seat: int, hiker: int) -> str:
    """``(1, 2)`` (0-based seat, hiker 1 or 2) -> ``"2b"``."""
    return f"{seat + 1}{'ab'[hiker - 1]}"


def _token(x, y, kind: str, count: int | None = None, size=22) -> str:
    colour = TOKEN_COLOUR[kind]
    ink = TEXT_ON.get(kind, "#000000")
    words = TOKEN_LETTER[kind]
    out = (f'<rect x="{x:g}" y="{y:g}" width="{size}" height="{size}" rx="4" fill="{colour}" '
           f'stroke="#000000"/>' + _text(x + size / 2, y + size / 2 + 5, words, SMALL, "middle", "bold", ink))
    if count is not None:
        out += _text(x + size + 4, y + size / 2 + 5, count, SMALL)
    return out


def _hiker(cx, cy, seat: int, hiker: int, where: str, selected: bool, clickable_here: bool) -> str:
    label = hiker_label(seat, hiker)
    place = SITE_TITLES.get(where, "the Trailhead")
    stroke = f'stroke="{TARGET}" stroke-width="5"' if selected else 'stroke="#000000" stroke-width="2"'
    body = (f'<circle cx="{cx:g}" cy="{cy:g}" r="16" fill="#ffffff" {stroke}/>'
            + _text(cx, cy + 5, label, SMALL, "middle", "bold"))
    if not clickable_here:
        mark = ", selected to move next" if selected else ""
        return f'<g aria-label="{escape(f"hiker {hiker} of player {seat + 1} at {place}{mark}")}">{body}</g>'
    words = (f"Hiker {hiker} of player {seat + 1} ({label}) at {place}: click to select it, "
             "then click where it goes")
    return f'<g {clickable(f"hiker {seat + 1} {hiker}", words)}>{title(words)}{body}</g>'


def _cost_tokens(x, y, cost: dict) -> tuple[str, float]:
    out = []
    for kind, n in cost.items():
        out.append(_token(x, y, kind, n, size=20))
        x += 48
    return "".join(out), x


def view_svg(view: dict, targets=(), selected=None, movable=(), **highlights) -> str:
    """The table from ``view``. ``targets``: sites and Trail End locations the selected
    hiker can reach (outlined, the only clickable places); ``selected``: ``(seat, hiker)`` of
    the selected hiker; ``movable``: the other hikers a click selects."""
    pub, seats = view["public"], view["seats"]
    targets = set(targets or ())
    movable = {tuple(h) for h in movable or ()}
    selected = tuple(selected) if selected else None
    acting = [p for p in view["to_act"] if isinstance(p, int)]
    parts = []
    # ---- header
    if view["over"]:
        head = f"The year is over after {pub['season']} seasons"
    else:
        head = f"Season {pub['season']} of 4 ({pub['season_name']})"
        if acting:
            doing = {"move": "move a hiker", "site": "take the action where the hiker stands",
                     "rain": "put rain into a canteen", "exchange": "use the canteen's exchange",
                     "discard": "discard down to 12 tokens", "camera": "take a photo with the Camera?"}
            pending = pub["pending"]
            if view["phase"] == "site" and pending:
                place = SITE_TITLES.get(pending) or END_TITLES[pending]
                doing["site"] = f"take the action of {'the ' if pending in SITE_TITLES else ''}{place}"
                if pub["copied"]:
                    doing["site"] += " (copied by the River)"
            head += f": player {acting[0] + 1} to {doing.get(view['phase'], 'act')}"
        elif view["to_act"]:
            head += ": the trail is being laid" if view["phase"] == "setup" else ": a card is drawn"
    parts.append(_text(8, 28, head, 20, weight="bold"))
    # ---- trail
    trail = pub["trail"]
    n = max(1, len(trail))
    gap = 4
    site_w = (END_X - (HEAD_X + HEAD_W) - gap * (n + 1)) / n
    inner = site_w - 2 * PAD
    gives = {spot["site"]: wrap(BOARD_WORDS[spot["site"]], inner) for spot in trail}
    weather = {spot["site"]: wrap(weather_words(spot["weather"]), inner) for spot in trail if spot["weather"]}
    gain_y = TRAIL_Y + 58  # the baseline of the first line of what a site gives
    weather_y = gain_y + LINE * max((len(v) for v in gives.values()), default=0)
    weather_h = (26 + LINE * max(len(v) for v in weather.values())) if weather else 0
    hikers_y = weather_y + weather_h
    per_row = max(1, int((site_w - 4) // HIKER_STEP))
    crowd = max((len(spot["hikers"]) for spot in trail), default=0)
    rows = max(2, -(-crowd // per_row))
    head_rows = max(1, -(-len(pub["trailhead"]) // 2))
    trail_h = max(hikers_y - TRAIL_Y + rows * HIKER_STEP + 4, 44 + head_rows * HIKER_STEP + 4)

    def hikers_in(box_x, box_w, y0, hikers, where):
        out = []
        per_row = max(1, int(box_w // HIKER_STEP))
        for i, (seat, hiker) in enumerate(hikers):
            cx = box_x + 20 + (i % per_row) * HIKER_STEP
            cy = y0 + 20 + (i // per_row) * HIKER_STEP
            out.append(_hiker(cx, cy, seat, hiker, where, selected == (seat, hiker),
                              (seat, hiker) in movable))
        return "".join(out)

    # the Trail End locations: what each holds this season, then who is there
    end_lines: dict[str, tuple[list[str], list[str]]] = {}
    for loc in END:
        note = []
        if loc == "reserve" and not pub["reserve_used"]:
            note = wrap("the first to arrive takes the First Hiker marker", END_W - 16)
        elif loc == "gear" and pub["gear_discounts"]:
            k = pub["gear_discounts"]
            note = wrap("the next player to arrive pays 1 sun less" if k == 1
                        else f"the next {k} players to arrive pay 1 sun less", END_W - 16)
        here = pub["trail_end"][loc]
        who = ("here: " + " ".join(hiker_label(s, h) for s, h in here)) if here else "nobody here yet"
        end_lines[loc] = (note, wrap(who, END_W - 16))
    end_h = max(30 + LINE * (len(a) + len(b)) for a, b in end_lines.values())
    trail_h = max(trail_h, 3 * end_h + 2 * gap)

    parts.append(f'<rect x="{HEAD_X}" y="{TRAIL_Y}" width="{HEAD_W}" height="{trail_h:g}" rx="8" '
                 f'fill="#f2f2f2" stroke="#000000"/>')
    parts.append(_text(HEAD_X + HEAD_W / 2, TRAIL_Y + 20, "Trail-", SMALL, "middle", "bold"))
    parts.append(_text(HEAD_X + HEAD_W / 2, TRAIL_Y + 36, "head", SMALL, "middle", "bold"))
    parts.append(hikers_in(HEAD_X, HEAD_W, TRAIL_Y + 44, pub["trailhead"], "trailhead"))
    for i, spot in enumerate(trail):
        site = spot["site"]
        x = HEAD_X + HEAD_W + gap + i * (site_w + gap)
        mid = x + site_w / 2
        is_target = site in targets
        stroke = f'stroke="{TARGET}" stroke-width="5" stroke-dasharray="10 4"' if is_target \
            else 'stroke="#000000" stroke-width="1.5"'
        words = f"{SITE_TITLES[site]}, site {i + 1} of the trail: {SITE_WORDS[site]}"
        if spot["weather"]:
            words += f"; a {spot['weather']} token lies here for the first hiker"
        words += ". Click to move the selected hiker here" if is_target else "."
        body = [(f'<rect x="{x:g}" y="{TRAIL_Y}" width="{site_w:g}" height="{trail_h:g}" rx="8" '
                 f'fill="#ffffff" {stroke}/>'),
                _text(mid, TRAIL_Y + 20, SITE_TITLES[site], SMALL, "middle", "bold"),
                _text(mid, TRAIL_Y + 37, f"site {i + 1}", SMALL, "middle")]
        body += [_text(mid, gain_y + k * LINE, line, SMALL, "middle") for k, line in enumerate(gives[site])]
        if spot["weather"]:
            body.append(_token(mid - 11, weather_y - 8, spot["weather"]))
            body += [_text(mid, weather_y + 32 + k * LINE, line, SMALL, "middle")
                     for k, line in enumerate(weather[site])]
        attrs = clickable(f"site {site}", words) if is_target else ""
        parts.append(f'<g data-site="{site}" {attrs}>{title(words)}{"".join(body)}</g>')
        parts.append(hikers_in(x + (site_w - HIKER_STEP * per_row) / 2, site_w, hikers_y,
                               spot["hikers"], site))
    box_h = (trail_h - 2 * gap) / 3
    for k, loc in enumerate(END):
        y = TRAIL_Y + k * (box_h + gap)
        is_target = loc in targets
        stroke = f'stroke="{TARGET}" stroke-width="5" stroke-dasharray="10 4"' if is_target \
            else 'stroke="#000000" stroke-width="1.5"'
        words = f"Trail End, {END_TITLES[loc]}: {END_WORDS[loc]}" + (
            ". Click to move the selected hiker here" if is_target else "")
        above, present = end_lines[loc]
        texts = [_text(END_X + 8, y + 22 + (j + 1) * LINE, line, SMALL)
                 for j, line in enumerate(above + present)]
        attrs = clickable(f"site {loc}", words) if is_target else ""
        parts.append(f'<g data-site="{loc}" {attrs}>{title(words)}'
                     f'<rect x="{END_X}" y="{y:g}" width="{END_W}" height="{box_h:g}" rx="8" fill="#f2f2f2" '
                     f'{stroke}/>' + _text(END_X + 8, y + 22, END_TITLES[loc], SMALL, weight="bold")
                     + "".join(texts) + "</g>")
    # ---- offers
    y = TRAIL_Y + trail_h + 24
    parts.append(_text(8, y, f"Parks on offer ({pub['park_deck']} in the deck)", 18, weight="bold"))
    parts.append(_text(340, y, f"{pub['photo_supply']} photos left", SMALL))
    parts.append(_text(520, y, f"Gear on offer ({pub['gear_deck']} in the deck)", 18, weight="bold"))
    for i, park in enumerate(pub["park_market"]):
        card = PARKS[park]
        yy = y + 8 + i * 30
        parts.append(_text(8, yy + 18, f"{card.name}: {card.points} points", SMALL))
        tokens, _ = _cost_tokens(290, yy, card.needs)
        parts.append(tokens)
    for i, gid in enumerate(pub["gear_market"]):
        gear = GEAR[gid]
        parts.append(_text(520, y + 26 + i * 30, f"{gear.name}, {gear.price} sun: {gear.ability()}", SMALL))
    y += 8 + 3 * 30 + 22
    # ---- players: side by side (three a row from 3 players), so the table stays wide
    cols = 2 if len(seats) <= 2 else 3
    col_w = (WIDTH - 8) / cols
    for first in range(0, len(seats), cols):
        bottoms = [_player(parts, view, p, seats[p], 8 + (p - first) * col_w, y, col_w - 12, acting)
                   for p in range(first, min(first + cols, len(seats)))]
        y = max(bottoms) + 20
    if view["over"]:
        scores = view["scores"]
        best = max(scores)
        winners = pub.get("winners") or [p for p, s in enumerate(scores) if s == best]
        names = " and ".join(f"player {p + 1}" for p in winners)
        verb = "wins" if len(winners) == 1 else "share the win"
        parts.append(_text(8, y, f"Result: {names} {verb} with {best} points", 18, weight="bold"))
        y += 30
    # ---- legend
    parts.append(_text(8, y, "Legend:", SMALL, weight="bold"))
    x = 80
    for kind in TOKENS:
        parts.append(_token(x, y - 16, kind))
        parts.append(_text(x + 26, y, kind, SMALL))
        x += 40 + 9 * len(kind)
    parts.append(_text(540, y, "2b = player 2's hiker 2", SMALL))
    parts.append(f'<rect x="722" y="{y - 15}" width="30" height="18" fill="none" stroke="{TARGET}" '
                 f'stroke-width="4" stroke-dasharray="10 4"/>')
    parts.append(_text(760, y, "a hiker can go there", SMALL))
    height = y + 14
    return (svg_open((0, 0, WIDTH, height), "Parks: the season's trail with the hikers, the parks and gear "
                                            "on offer, and each player's tokens")
            + "".join(parts) + "</svg>")


def _player(parts: list, view: dict, p: int, seat: dict, x: float, y: float, width: float,
            acting: list) -> float:
    """Player ``p``'s tokens, canteens, parks and gear from (x, y), ``width`` wide, added to
    ``parts`` (the Year card's scoring in its tooltip); returns the y of its last line."""
    pub = view["public"]
    to_act = p in acting
    holders = (("First Hiker", pub["first_hiker"]), ("Camera", pub["camera"]))
    marks = [m for m, holder in holders if holder == p]
    mark = f" ({', '.join(marks)})" if marks else ""
    if to_act:
        parts.append(f'<rect x="{x - 6:g}" y="{y - 16}" width="5" height="60" fill="{ACTING}"/>')
    parts.append(_text(x, y, f"Player {p + 1}{mark}: {view['scores'][p]} points", SMALL, weight="bold"))
    for k, kind in enumerate(TOKENS):
        parts.append(_token(x + k * 58, y + 8, kind, seat["tokens"][kind]))
    canteens = ", ".join(f"{CANTEENS[c].name} ({'full' if full else 'empty'})"
                         for c, full in seat["canteens"]) or "no canteen"
    reserved = ", ".join(PARKS[k].name for k in seat["reserved"]) or "none"
    visited = ", ".join(PARKS[k].name for k in seat["visited"]) or "none"
    gear = ", ".join(GEAR[g].name for g in seat["gear"]) or "none"
    year = YEARS[seat["year"]] if seat["year"] else None
    fire = "campfire lit" if seat["campfire"] else "campfire out"
    text = [f"{seat['photos']} photos · {fire} · {seat['held']} of 12 tokens", f"Canteens: {canteens}",
            f"Visited: {visited}; reserved: {reserved}",
            f"Gear: {gear}; {year.name if year else 'Year card face down'}"]
    lines = [line for words in text for line in wrap(words, width)]
    tip = f"Player {p + 1}'s {year.words()}" if year else f"Player {p + 1}'s Year card is face down"
    parts.append(f"<g>{title(tip)}" + "".join(_text(x, y + 42 + PLAYER_LINE * k, line, SMALL)
                                            for k, line in enumerate(lines)) + "</g>")
    return y + 42 + PLAYER_LINE * (len(lines) - 1)


__all__ = ["BOARD_WORDS", "PALETTE", "hiker_label", "text_width", "view_svg", "wrap"]
