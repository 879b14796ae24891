"""The Digit Code widget: the LED board as a clickable SVG, notes, advisor and guess entry.

Click an LED (``data-id="TAK"``) to ask whether it is lit, a column or row letter
(``"line-B"``) to ask its count, a digit letter (``"digit-T"``) for its parity and a sign
between two digits (``"pair-TU"``) for which is larger. Answers are drawn on the board: a lit
LED is filled, a dark one crossed, counts sit beside the letters, parities under the digits,
comparison signs between them.

In ``notes`` mode a click on an LED cycles the student's own mark (lit, dark, none); the
small numbers beside each digit (``"note-T-3"``) are crossed out with a click in any mode.
The ``auto-notes`` switch draws what the solver has proved instead; a key under the board
tells the marks apart.

Under the board, "What the last answer told you" explains the latest answer the viewer
heard (the solver's :class:`~solvers.digit_code.Explanation`): how many codes it removed,
which digits the answer itself rules out, and the knock-on eliminations of the two code
rules (neighbours differ, at most twice). It follows every question.

The advisor lists the questions worth most now in words, with about how many codes would
still fit after the answer, each a button that asks it.

The guess box takes a code and Enter (or the "Guess the code" button); a wrong guess is
announced. After a question "No guess: end my turn" sits beside it; with the game option
``ask_ends_turn`` ("Asking a question ends my turn") one click asks and ends the turn.

Everything shown comes from the view of the chosen viewer. With one human seat the widget
starts with that seat's eyes, so the code stays hidden; the teacher's view keeps the code
folded away until asked for ("teacher: show the code", only while the board shows the
teacher's view), and in student mode (the frame's ``student``) it is not there at all.

>>> import kit
>>> g = kit.new_game("digit_code", players=1, seed=3, code="305218")
>>> w = kit.widget(g)
>>> w.board.click("TBJ")
>>> str(g.history[-1].action)
'ask TBJ'
>>> '<title>The top segment of digit T is lit (already asked)</title>' in w.board.svg
True
"""
from __future__ import annotations

import html
import warnings
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import ipywidgets as w

from kit.engine import Action, Game
from kit.games.digit_code.draw import NOTE_CYCLE, SHOW_CODES, deduction, known_clues, view_svg
from kit.games.digit_code.moves import ASK, PASS, Ask, write
from kit.games.digit_code.words import question_words
from kit.ui import GameWidget
from solvers.digit_code import LEDS, Explanation, advise
from solvers.digit_code.knockon import RULE_BOTH, RULE_NEIGHBOURS, RULE_TWICE, RULE_WORDS

#: Rows of the advisor.
ADVICE_ROWS = 5
#: Earlier answers explained under the latest one (folded away).
EARLIER = 8


@lru_cache(maxsize=512)
def explain_step(before: tuple, clue: tuple) -> Explanation:
    """What ``clue`` (question, answer) told someone who knew ``before``: the solver's
    explanation, cached (do not modify it)."""
    mind = deduction(before).copy()
    return mind.add(*clue)


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _or(items: list) -> str:
    items = [str(i) for i in items]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def explanation_html(e: Explanation) -> str:
    """One answer explained as a short list a student reads."""
    esc = html.escape
    first = e.text.split(". ")[0].rstrip(".") + "."
    head = f"<b>{esc(first)}</b>" + (f" {esc(e.why)}" if e.why else "")
    items = []
    if e.after == 0:
        items.append("No code fits all the answers any more: they contradict each other.")
    elif e.removed == 0:
        items.append(f"It removed none of the {e.before:,} codes: the answer was already certain.")
    else:
        left = (f"{e.after:,} codes still fit" if e.after > 1 else "1 code still fits: "
                f"it must be {deduction_left(e)}")
        items.append(f"It removed <b>{e.removed:,}</b> of {e.before:,} codes; {left}.")
    direct = [f"{p} can no longer be {_or(ds)}" for p, ds in e.direct.items()]
    if direct:
        items.append("Ruled out by the answers: " + esc("; ".join(direct)) + ".")
    if e.settled_digits:
        items.append("Now certain: " + esc(_and([f"{p} is {d}" for p, d in e.settled_digits.items()])) + ".")
    for rule in (RULE_NEIGHBOURS, RULE_TWICE, RULE_BOTH):
        knocks = [k for k in e.knock_on if k.rule == rule]
        if knocks:
            items.append(f"<i>Knock-on</i>, because {esc(RULE_WORDS[rule])}: " + esc("; ".join(
                f"{k.position} can no longer be {k.digit} ({k.reason})" for k in knocks)) + ".")
    for state in ("lit", "dark"):
        leds = [led for led, s in e.settled_leds.items() if s == state]
        if leds:
            noun = "LED" if len(leds) == 1 else "LEDs"
            verb = "is" if len(leds) == 1 else "are"
            items.append(f"{noun} {esc(_and(leds))} {verb} now known to be {state}.")
    if e.leds_by_rules:
        items.append(f"({esc(_and(e.leds_by_rules))}: known only thanks to the code rules.)")
    return f"<p style='margin:2px 0'>{head}</p><ul style='margin:2px 0 4px 18px;padding:0'>" + \
        "".join(f"<li>{item}</li>" for item in items) + "</ul>"


def deduction_left(e: Explanation) -> str:
    """The one code left after an explanation that leaves exactly one."""
    marker = "the code is "
    return e.text.split(marker, 1)[1].split(")", 1)[0] if marker in e.text else "known"


class DigitCodeWidget(GameWidget):
    """Board, notes, advisor and guess box for one Digit Code game."""

    default_bot = "advisor"
    score_unit = "wins"

    def __init__(self, game: Game, seats: Sequence[str] | None = None, auto_bots: bool = True,
                 advisor: bool = True, **kwargs: Any):
        self.led_notes: dict[str, str] = {}
        self.digit_notes: set[tuple[str, int]] = set()
        self.show_advisor = advisor
        self.explain_view = w.HTML(layout=w.Layout(width="100%"))
        self.explain_view.add_class("kit-explain")
        super().__init__(game, seats, auto_bots, **kwargs)
        self._place_explanation()
        humans = [p for p, bot in enumerate(self.bots) if bot is None]
        if len(humans) == 1:
            self.viewer_switch.value = humans[0]  # the student's eyes: the code stays hidden

    def _place_explanation(self) -> None:
        """The explanation goes under the board, in the board's column."""
        column = getattr(self, "board_column", None)
        if column is None:  # an older frame without a board column: first side panel
            self.side_box.children = (self.explain_view, *self.side_box.children)
            return
        column.layout.flex_flow = "column"
        column.layout.display = "flex"
        column.children = (*column.children, self.explain_view)

    # ------------------------------------------------------------ panels
    def side_panels(self) -> list[w.Widget]:
        self.mode = w.ToggleButtons(options=[("Click asks", "ask"), ("Click marks notes", "notes")],
                                    value="ask",
                                    tooltips=["a click on the board asks a question",
                                              "a click on an LED marks it lit, dark or unmarked"],
                                    style={"button_width": "auto"})
        self.mode.observe(lambda _: self.refresh(), names="value")
        self.auto_notes = w.Checkbox(value=False, description="Show what the clues prove (auto-notes)",
                                     indent=False, tooltip="draw every LED and digit the answers settle")
        self.auto_notes.observe(lambda _: self.refresh(), names="value")
        self.count_label = w.HTML()
        self.advisor_view = w.HTML()
        self.advisor_rows = w.VBox()
        self.guess_text = w.Text(placeholder="six digits, e.g. 305218", description="Guess",
                                 layout=w.Layout(width="210px"),
                                 tooltip="type a code and press Enter")
        # Enter only; continuous_update=False would also guess on leaving the box
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            self.guess_text.on_submit(lambda _: self.submit_guess())
        self.guess_button = w.Button(description="Guess the code", button_style="warning",
                                     tooltip="a wrong guess costs one chance")
        self.guess_button.on_click(lambda _: self.submit_guess())
        self.end_turn_button = w.Button(description="No guess: end my turn",
                                        tooltip="you asked your question; pass the turn without guessing",
                                        layout=w.Layout(width="auto", display="none"))
        self.end_turn_button.on_click(lambda _: self.end_turn())
        self.history_view = w.HTML()
        return [w.HBox([self.mode]), self.auto_notes, self.count_label,
                w.HBox([self.guess_text, self.guess_button], layout=w.Layout(flex_flow="row wrap")),
                self.end_turn_button, self.advisor_view, self.advisor_rows, self.history_view]

    @property
    def side_box(self) -> w.Box:
        return getattr(self, "side", None) or self.children[-1].children[-1]

    def action_buttons(self) -> list[Action]:
        return []  # "No guess: end my turn" sits beside the guess box

    def on_new_game(self) -> None:
        self.led_notes.clear()
        self.digit_notes.clear()

    def hunter(self, view: dict) -> int:
        """Whose hunt the board shows: the viewer's, or for the teacher the player to act."""
        return view["viewer"] if view["viewer"] is not None else view["public"]["current"]

    # ------------------------------------------------------------ clicks
    def on_board_click(self, data_id: str) -> None:
        if data_id.startswith("note-"):
            _, position, digit = data_id.split("-")
            self.digit_notes ^= {(position, int(digit))}
            self.refresh()
        elif data_id.startswith(("line-", "digit-", "pair-")):
            self.act(write(Ask(data_id.split("-", 1)[1])))
        elif data_id in LEDS:
            if self.mode.value == "notes":
                self.cycle_note(data_id)
            else:
                self.act(write(Ask(data_id)))

    def cycle_note(self, led: str) -> None:
        """The student's mark on an LED: none → lit → dark → none."""
        mark = NOTE_CYCLE[self.led_notes.get(led)]
        if mark is None:
            self.led_notes.pop(led, None)
        else:
            self.led_notes[led] = mark
        self.refresh()

    def submit_guess(self) -> None:
        """Guess the code in the box; say in words whether it was right."""
        code = self.guess_text.value.strip()
        if not code:
            self.say("Type the six digits of your guess first, then press Enter.", error=True)
            return
        player = self.human
        if not self.act(f"guess {code}"):  # the words typed: the rules read them
            return
        assert player is not None  # act plays for a human seat only
        self.guess_text.value = ""
        g = self.live_game if hasattr(self, "live_game") else self.game
        name = g.player_name(player)
        if player in g.winners():
            self.say(f"Right: {code} is the code. {name[0].upper()}{name[1:]} wins!")
            return
        seat = g.view(None)["seats"][player]
        left = seat["chances"]
        out = " and is out of the game" if seat["out"] else ""
        self.say(f"Wrong guess: {code} is not the code. {name[0].upper()}{name[1:]} has "
                 f"{left} chance{'' if left == 1 else 's'} left{out}.")

    def end_turn(self) -> None:
        """Decline the guess after a question: the turn passes."""
        self.act(PASS)

    # ----------------------------------------------------------- drawing
    def askable(self) -> set[str]:
        """The questions a click may ask now: those the game takes from the human whose view
        is shown (``Game.why_not``)."""
        player = self.human
        if player is None:
            return set()
        return {q for q in self.view()["private"].get("available", ())
                if self.game.why_not(ASK[q], player) is None}

    def render_svg(self) -> str:
        view = self.view()
        return view_svg(view, hunter=self.hunter(view), led_notes=self.led_notes,
                        digit_notes=self.digit_notes, auto_notes=self.auto_notes.value,
                        mode=self.mode.value, askable=self.askable())

    def update_panels(self) -> None:
        view = self.view()
        self.count_label.value = self._count_html(view)
        self._show_advisor(view)
        self.history_view.value = self._history_html(view)
        self.explain_view.value = self._explain_html(view)
        after = view["phase"] == "after" and self.human is not None
        self.end_turn_button.layout.display = None if after else "none"

    def _count_html(self, view: dict) -> str:
        g, viewer = self.game, view["viewer"]
        hunter = self.hunter(view)
        mind = deduction(known_clues(view, hunter))
        left = mind.count
        if viewer is None:
            who = f"every answer about the code {g.player_name(hunter)} hunts"
            codes = [view["private"]["code"]] if view["private"]["code"] else \
                [s["code"] for s in view["seats"] if s["code"]]
            # a student alone never has it (no teacher's view at all in student mode)
            secret = (f" · <details style='display:inline'><summary>teacher: show the code</summary>"
                      f"<code>{' / '.join(codes)}</code></details>") \
                if codes and not view["over"] and not getattr(self, "student", False) else ""
            own = ""
        elif view.get("table"):
            who = "the answers everyone heard"
            secret = own = ""
        else:
            who = "what you know"
            secret = ""
            code = view["seats"][viewer]["code"]
            own = f" · your own secret code: <code>{code}</code>" if code and not view["over"] else ""
        shown = view["public"]["code"] or (view["seats"][1 - hunter]["code"]
                                           if view["public"]["rules"]["two_player_mode"] else None)
        reveal = f" · the code was <b>{shown}</b>" if view["over"] and shown else ""
        fitting = ""
        if self.auto_notes.value and 1 <= left <= SHOW_CODES and not view["over"]:
            fits = ", ".join(mind.candidates)
            fitting = f"<br><span class='kit-fitting'>fitting: <code>{fits}</code></span>"
        chances = view["seats"][hunter]["chances"]
        return (f"<b>{left:,}</b> code{'s' if left != 1 else ''} fit {who} · "
                f"{chances} chance{'' if chances == 1 else 's'} left (a wrong guess costs one)"
                f"{own}{secret}{reveal}{fitting}")

    def _explain_html(self, view: dict) -> str:
        """What the latest answers told the viewer (the teacher: the player to act)."""
        clues = known_clues(view, self.hunter(view))
        whom = "you" if view["viewer"] is not None else self.game.player_name(self.hunter(view))
        title = f"What the last answer told {whom}"
        if not clues:
            body = ("<p style='margin:2px 0'>No answer yet. Ask a question on the board (click a "
                    "letter, a sign or an LED): here you will read what each answer rules out and "
                    "why, including the knock-on effects of the two code rules (neighbouring "
                    "digits differ; no digit more than twice).</p>")
        else:
            steps = [explain_step(clues[:i], clues[i]) for i in range(len(clues))][-(EARLIER + 1):]
            body = explanation_html(steps[-1])
            if len(steps) > 1:
                earlier = "".join(f"<li>{html.escape(e.text)}</li>" for e in reversed(steps[:-1]))
                body += (f"<details><summary>Earlier answers explained ({len(steps) - 1})</summary>"
                         f"<ol reversed style='margin:2px 0 2px 18px;padding:0'>{earlier}</ol></details>")
        return (f"<div class='kit-why' role='region' aria-live='polite' aria-label='{html.escape(title)}' "
                f"style='border-top:1px solid #ccc;margin-top:6px;padding-top:4px;font-size:1em'>"
                f"<b>{html.escape(title)}</b>{body}</div>")

    def _show_advisor(self, view: dict) -> None:
        """The advisor: the best questions to ask now, in words, each a button that asks it."""
        if not self.show_advisor or view["over"]:
            self.advisor_view.value, self.advisor_rows.children = "", ()
            return
        mind = deduction(known_clues(view, self.hunter(view)))
        askable = self.askable()
        available = set(view["private"].get("available", ()))
        advice = [a for a in advise(mind) if a.question in available][:ADVICE_ROWS]
        rows = []
        for a in advice:
            left = max(1, round(a.expected_remaining))
            words = question_words(a.question)
            button = w.Button(description=f"{words[0].upper()}{words[1:]}: about {left:,} "
                                          f"code{'' if left == 1 else 's'} would remain",
                              tooltip=f"{a.bits:.2f} bits of information; at worst "
                                      f"{a.worst_case:,} codes would remain",
                              disabled=a.question not in askable,
                              layout=w.Layout(width="auto", max_width="100%", height="auto"))
            button.add_class("kit-advice")
            button.on_click(lambda _, q=a.question: self.act(ASK[q]))
            rows.append(button)
        self.advisor_rows.children = rows
        now = "" if askable or not advice else " (ask them on your turn)"
        self.advisor_view.value = (
            "<div><b>Advisor</b>: the questions worth most now, best first, with about how many codes "
            f"would remain after the answer, on average{now}. A click on one asks it."
            "<style>.kit-advice button, button.kit-advice { white-space: normal; text-align: left; "
            "height: auto; line-height: 1.3; }</style>"
            "<div style='font-size:0.9em'>The advisor bot may choose another question: it looks "
            "two questions ahead, and once few codes are left it plans exactly which question "
            "and guess finish fastest with the chances left, so the top row here (one question "
            "ahead) is not always its pick.</div></div>")

    def _history_html(self, view: dict) -> str:
        g = self.game
        items = [f"<li>{html.escape(g.player_name(q['by']))}: {html.escape(question_words(q['question']))} — "
                 f"<b>{html.escape(q['text'])}</b></li>" for q in view["public"]["questions"]]
        items += [f"<li>{html.escape(g.player_name(p))} guessed {html.escape(code or 'a code')}: wrong</li>"
                  for p, seat in enumerate(view["seats"]) for code in seat["wrong_guesses"]]
        return ("<div><b>Questions asked</b><ol class='kit-history' style='max-height:180px;"
                f"overflow-y:auto;margin:2px 0'>{''.join(items)}</ol></div>")


def widget(game: Game, **kwargs: Any) -> DigitCodeWidget:
    """The Digit Code widget for ``game`` (keyword arguments go to :class:`DigitCodeWidget`)."""
    return DigitCodeWidget(game, **kwargs)
