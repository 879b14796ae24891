"""The "What the bot thought" panel: the last bot decision of a game's widget in plain
words — which player, which move, the rule it followed — and, for a search, a small bar
chart of the moves it weighed (the share of its imagined games each won, with a 95%
interval and the number of simulations) and the hidden worlds it imagined.

A bot's reasons may name its own hidden cards: they are shown only to those who may see
that seat (the teacher's view, or the bot's own seat); everyone else reads who moved and
that the thinking is hidden. A game without hidden information hides nothing.

>>> from kit.reasons import Candidate, Reasons
>>> why = Reasons("search (tries moves ahead)", "take 2", "take two", "It won most often.",
...               (Candidate("take 2", "take two", 0.6, 0.5, 0.7, 80),))
>>> "take two — won 60% of 80 imagined games (95% interval 50% to 70%)" in candidates_svg(why)
True
"""
from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as w

from kit.reasons import Candidate, Reasons
from kit.svg import OKABE_ITO

TITLE = "What the bot thought"
HIDDEN = ("Hidden: a bot's thinking may name its own cards, so the panel shows it only in the "
          "teacher's view or in that player's own view.")
#: The chart shows at most this many moves, the best first.
MOST_CANDIDATES = 6
WIDTH, BAR = 400, 18


class ThinkingPanel(w.Accordion):
    """A fold (open by default) holding the last decision's words and chart."""

    def __init__(self) -> None:
        self.body = w.HTML(value=nothing_yet())
        self.body.add_class("kit-thinking")
        super().__init__([self.body])
        self.set_title(0, TITLE)
        self.selected_index = 0

    def show(self, text: str) -> None:
        if self.body.value != text:
            self.body.value = text


def nothing_yet() -> str:
    return '<div role="status">No bot has moved yet in this game.</div>'


def decision_html(player: str, step: int, reasons: Reasons | None, move_words: str | None) -> str:
    """The panel's text for the decision of ``player`` at ``step`` (counted from 1).
    ``reasons`` None: the viewer may not see that seat's thinking; then ``move_words`` is
    the move as the viewer knows it (None: not shown at all, see the log)."""
    if reasons is None:
        move = (f"played: {html.escape(move_words)}." if move_words
                else "made a move (the log shows what everyone saw).")
        return (f'<div role="status"><p><b>{html.escape(player)}</b> (step {step}) {move}</p>'
                f"<p><i>{html.escape(HIDDEN)}</i></p></div>")
    parts = [f'<div role="status"><p><b>{html.escape(player)}</b> ({html.escape(reasons.bot)}, '
             f"step {step}) played: <b>{html.escape(reasons.words)}</b>.</p>",
             f"<p>Why: {html.escape(reasons.rule)}</p>"]
    if reasons.candidates:
        parts.append(candidates_svg(reasons))
    if reasons.worlds:
        parts.append(worlds_html(reasons.worlds, reasons.worlds_sampled))
    return "".join(parts) + "</div>"


def _bar(c: Candidate, chosen: bool) -> str:
    """A move's bar: its share won as the bar's length, the 95% interval as a line with end
    marks, a dashed line at half the games (the words above it say the same numbers)."""
    scale, x0 = WIDTH - 8, 4
    low, high = x0 + c.low * scale, x0 + c.high * scale
    colour = OKABE_ITO["vermillion"] if chosen else OKABE_ITO["blue"]
    half = x0 + 0.5 * scale
    return (f'<svg class="kit-thinking-bar" aria-hidden="true" width="{WIDTH}" height="{BAR}" '
            f'viewBox="0 0 {WIDTH} {BAR}" style="max-width:100%;height:auto;display:block">'
            f'<rect x="{x0}" y="4" width="{max(1.0, c.win_rate * scale):.1f}" height="{BAR - 8}" '
            f'fill="{colour}" stroke="black" stroke-width="{3 if chosen else 1}"/>'
            f'<line x1="{half:.1f}" y1="0" x2="{half:.1f}" y2="{BAR}" stroke="#555" stroke-dasharray="4 3"/>'
            f'<line x1="{low:.1f}" y1="{BAR / 2:.0f}" x2="{high:.1f}" y2="{BAR / 2:.0f}" stroke="black" '
            'stroke-width="2"/>'
            f'<line x1="{low:.1f}" y1="2" x2="{low:.1f}" y2="{BAR - 2}" stroke="black" stroke-width="2"/>'
            f'<line x1="{high:.1f}" y1="2" x2="{high:.1f}" y2="{BAR - 2}" stroke="black" stroke-width="2"/>'
            "</svg>")


def candidates_svg(reasons: Reasons, most: int = MOST_CANDIDATES) -> str:
    """The moves a search weighed, best first: each move's words with its share of
    imagined games won, the 95% interval and the simulations, over a horizontal bar of
    that share (the chosen move says "Chosen" and has the bolder bar: colour is never the
    only sign; the dashed line is half the games)."""
    shown: Sequence[Candidate] = reasons.candidates[:most]
    items = []
    for c in shown:
        chosen = c.action == reasons.action
        games = f"{c.simulations} imagined game{'s' if c.simulations != 1 else ''}"
        words = (f"{'Chosen: ' if chosen else ''}{c.words} — won {c.win_rate:.0%} of {games} "
                 f"(95% interval {c.low:.0%} to {c.high:.0%})")
        text = f"<b>{html.escape(words)}</b>" if chosen else html.escape(words)
        items.append(f'<li style="margin-bottom:4px">{text}{_bar(c, chosen)}</li>')
    more = len(reasons.candidates) - len(shown)
    note = f"<p>And {more} more move{'s' if more != 1 else ''} weighed.</p>" if more > 0 else ""
    return ("<p><b>Moves weighed</b> (the share of the imagined games each won, with its 95% "
            "interval; the dashed line is half of them):</p>"
            f'<ol class="kit-thinking-chart" style="padding-left:1.4em">{"".join(items)}</ol>{note}')


def worlds_html(worlds: Sequence[tuple[str, float]], sampled: int, most: int = 6) -> str:
    """The imagined worlds as a short list: each fact with the share of worlds it held in."""
    count = f" (in {sampled} imagined world{'s' if sampled != 1 else ''})" if sampled else ""
    items = "".join(f"<li>{html.escape(fact)}: in {share:.0%} of them</li>" for fact, share in worlds[:most])
    return f"<p><b>What it imagined of what it cannot see</b>{count}:</p><ul>{items}</ul>"
