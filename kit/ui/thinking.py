"""The "What the bot thought" panel: the last bot decision of a game's widget in plain
words — which player, which move, the rule it followed — and, for a search, a small bar
chart of the moves it weighed (the share of its simulated games each won, with a 95%
interval and the number of simulations) and the hidden worlds it imagined.

A bot's reasons may name its own hidden cards: they are shown only to those who may see
that seat (the teacher's view, or the bot's own seat); everyone else reads who moved and
that the thinking is hidden. A game without hidden information hides nothing.

>>> from kit.reasons import Candidate, Reasons
>>> why = Reasons("search (tries moves ahead)", "take 2", "take two", "It won most often.",
...               (Candidate("take 2", "take two", 0.6, 0.5, 0.7, 80),))
>>> "60% won" in candidates_svg(why)
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
WIDTH, ROW, LABEL = 420, 44, 18


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


def _bar(y: float, c: Candidate, chosen: bool, scale: float) -> str:
    x0 = 4
    width = max(1.0, c.win_rate * scale)
    low, high = x0 + c.low * scale, x0 + c.high * scale
    colour = OKABE_ITO["vermillion"] if chosen else OKABE_ITO["blue"]
    mid = y + 7
    label = (f"{'Chosen: ' if chosen else ''}{c.words} — {c.win_rate:.0%} won "
             f"(95% interval {c.low:.0%} to {c.high:.0%}), {c.simulations} simulations")
    weight = ' font-weight="bold"' if chosen else ""
    return (f'<text x="{x0}" y="{y - 4:.0f}" font-size="14"{weight}>{html.escape(label)}</text>'
            f'<rect x="{x0}" y="{y:.0f}" width="{width:.1f}" height="14" fill="{colour}" '
            f'stroke="black" stroke-width="{2 if chosen else 1}"/>'
            f'<line x1="{low:.1f}" y1="{mid:.0f}" x2="{high:.1f}" y2="{mid:.0f}" stroke="black" '
            'stroke-width="2"/>'
            f'<line x1="{low:.1f}" y1="{y - 1:.0f}" x2="{low:.1f}" y2="{y + 15:.0f}" stroke="black"/>'
            f'<line x1="{high:.1f}" y1="{y - 1:.0f}" x2="{high:.1f}" y2="{y + 15:.0f}" stroke="black"/>')


def candidates_svg(reasons: Reasons, most: int = MOST_CANDIDATES) -> str:
    """A horizontal bar a move weighed: its share of simulated games won, the interval as a
    line with end marks, its words, percentages and simulations written beside it (the
    chosen move is named "Chosen" and drawn bolder; colour is never the only sign)."""
    shown: Sequence[Candidate] = reasons.candidates[:most]
    scale = WIDTH - 12
    height = ROW * len(shown) + 22
    rows = [_bar(LABEL + 4 + ROW * i, c, c.action == reasons.action, scale) for i, c in enumerate(shown)]
    half = 4 + 0.5 * scale
    axis = (f'<line x1="{half:.1f}" y1="6" x2="{half:.1f}" y2="{height - 14}" stroke="#555" '
            f'stroke-dasharray="4 3"/><text x="{half + 3:.1f}" y="{height - 2}" font-size="12">'
            "half the games</text>")
    more = len(reasons.candidates) - len(shown)
    note = f"<p>and {more} more move{'s' if more != 1 else ''} weighed.</p>" if more > 0 else ""
    summary = (f"The moves the search weighed: the share of its simulated games each won, "
               f"best first ({len(shown)} shown).")
    return (f'<p><b>Moves weighed</b> (share of simulated games won, 95% interval):</p>'
            f'<svg class="kit-thinking-chart" role="img" aria-label="{html.escape(summary)}" '
            f'width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" '
            f'style="max-width:100%;height:auto;font-family:sans-serif">'
            f"<title>{html.escape(summary)}</title>{axis}{''.join(rows)}</svg>{note}")


def worlds_html(worlds: Sequence[tuple[str, float]], sampled: int, most: int = 6) -> str:
    """The imagined worlds as a short list: each fact with the share of worlds it held in."""
    count = f" ({sampled} imagined)" if sampled else ""
    items = "".join(f"<li>{html.escape(fact)}: in {share:.0%} of them</li>" for fact, share in worlds[:most])
    return f"<p><b>What it imagined of what it cannot see</b>{count}:</p><ul>{items}</ul>"
