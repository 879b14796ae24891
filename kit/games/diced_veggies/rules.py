"""Diced Veggies: cut dice from a block with a cleaver, cook recipes from them, hype them.

Game by Josh, Jory and Rowan Cappel (Kids Table Board Gaming, 2023). The rules are those
of the project's rules text; where it leaves card contents or geometry out, the kit's
choices are the ``KIT_DEFAULTS`` below ("kit default, not from the rulebook").

A turn: **cut** (one straight cut along a seam of the block, the dice cut away total 10
pips or fewer and what stays is one piece, corner contact not joining; a block of 10 or
fewer is taken whole), **cook** (any recipes whose ingredients you hold, each with at most
one Hype whose requirement the dice meet; the Chef token changes one die before cooking),
**card** (a Hype from the deck, or a Recipe from the deck or the display), then the
end-of-turn limits (8 dice, 2 Recipes, 2 Hypes). At the start of a turn a player may
restock when an ingredient type is missing from the block, and must when it is empty.

Chance steps name a block or a card, so a teacher sets any position by hand:

>>> import kit
>>> g = kit.new_game("diced_veggies", players=2, seed=1, chance="manual")
>>> _ = g.play("roll " + "R6 " * 7 + "O6 " * 7 + "Y6 " * 7 + "G6 " * 7 + "P6 " * 7)
>>> for card in ("recipe 1", "recipe 2", "hype 1", "recipe 3", "recipe 4", "hype 13",
...              "recipe 5", "recipe 6", "recipe 7"):
...     _ = g.play(card)
>>> g.to_act, len(g.legal_cuts()), str(g.legal_cuts()[0])
([0], 20, 'cut top 1|2 1')
>>> try:
...     g.play("cut top 1|2 1-2")
... except kit.IllegalAction as err:
...     print(err.rule)
cut total
>>> [str(e) for e in g.play("cut left 1|2 1")]
['chef 1 cuts away red 6 (6 pips)']

Actions: ``cut top 2|3 3-5`` (see :mod:`kit.games.diced_veggies.block`), ``take all``,
``restock``, ``skip`` (no legal cut), ``chef R5 G`` / ``chef R5 6`` (the Chef token turns
a held R5 into a G5 / an R6), ``cook 12 R5 R3 G4`` (Recipe 12 with those held dice),
``cook 12 R5 R3 G4 hype 4`` (with Hype 4), ``done`` (end the cook step), ``draw hype``,
``draw recipe``, ``take 12`` (Recipe 12 from the display), ``discard die R5``,
``discard recipe 12``, ``discard hype 4``. Chance steps: ``roll R5 G3 … / …`` (the new
block, row by row; see :func:`~kit.games.diced_veggies.block.parse_block`), ``recipe 12``,
``hype 4`` (the card drawn).
"""
from __future__ import annotations

import csv
import itertools
import random
from collections import Counter
from dataclasses import dataclass, field

from kit.engine import CHANCE, Action, Event, Game, GameInfo, IllegalAction, LogLine, State
from kit.games.diced_veggies.block import (
    COLS,
    CUT_LIMIT,
    DICE_PER_COLOUR,
    FACE_VALUES,
    FACES,
    HERE,
    HYPES,
    INGREDIENTS,
    LETTERS,
    RECIPES,
    block_grid,
    block_text,
    check_cut,
    connected,
    cut_cells,
    cut_text,
    hype_met,
    hype_points,
    legal_cut_taking,
    legal_cuts,
    parse_block,
    parse_cut,
    value,
)
from kit.games.diced_veggies.words import a_die, die_words, step_words

DICE_LIMIT, RECIPE_LIMIT, HYPE_LIMIT = 8, 2, 2
DISPLAY_SIZE = 3
START_RECIPES, START_HYPES = 2, 1
RECIPES_TO_END = 6
TOTAL_DICE = DICE_PER_COLOUR * len(LETTERS)
LETTER_ORDER = {k: i for i, k in enumerate(LETTERS)}

DONE, SKIP, TAKE_ALL, RESTOCK = Action("done"), Action("skip"), Action("take", ("all",)), Action("restock")
DRAW_HYPE, DRAW_RECIPE = Action("draw", ("hype",)), Action("draw", ("recipe",))

with open(HERE / "solo_chart.csv", newline="", encoding="utf-8") as _handle:
    SOLO_CHART = [(int(r["low"]), int(r["high"]) if r["high"] else None, r["label"])
                  for r in csv.DictReader(_handle)]


def solo_rating(score: float) -> str:
    """The solo score chart's line for a score."""
    for low, high, label in SOLO_CHART:
        if score >= low and (high is None or score <= high):
            return label
    return SOLO_CHART[0][2]


def _max_score() -> int:
    best = {}
    for r in RECIPES.values():
        bonus = max(hype_points(h, r) for h in HYPES.values())
        best[r.id] = r.points + bonus
    return sum(best.values())


def die_key(die: str) -> tuple:
    return LETTER_ORDER[die[0]], value(die)


def sort_dice(dice) -> list[str]:
    return sorted(dice, key=die_key)


@dataclass
class VeggieState(State):
    """A Diced Veggies position. ``block`` maps a cell (row, column) to a die text; a held
    die is ``(own letter, die text)``: the text shows the type and number it counts as (the
    Chef token may change them), the own letter is its real colour. ``frame`` holds the
    spent dice (cooked or discarded, by own letter) until the next restock rolls them.
    ``tasks`` are the chance steps still due: ``roll``, ``recipe p`` / ``hype p`` (a card
    for seat p's hand), ``display`` (a Recipe to fill the display)."""

    phase: str = "setup"  # setup -> cut -> cook -> card -> discard -> (next turn) ... final -> over
    block: dict = field(default_factory=dict)
    frame: list = field(default_factory=list)
    held: list = field(default_factory=list)
    recipe_deck: list = field(default_factory=list)
    recipe_discard: list = field(default_factory=list)
    display: list = field(default_factory=list)
    hype_deck: list = field(default_factory=list)
    hype_discard: list = field(default_factory=list)
    recipes: list = field(default_factory=list)
    hypes: list = field(default_factory=list)
    cooked: list = field(default_factory=list)  # per seat: [(recipe id, hype id or None)]
    chef: list = field(default_factory=list)  # per seat: the Chef token is unspent
    tasks: list = field(default_factory=list)
    current: int = 0
    restocked: bool = False  # a restock happened this turn
    trigger: int | None = None  # the seat that cooked its sixth recipe
    turns_left: int | None = None  # turns still to end (the trigger's own included)
    final: list = field(default_factory=list)  # seats still to take their final cooking turn
    turns: int = 0


class DicedVeggies(Game):
    info = GameInfo(
        name="diced_veggies",
        title="Diced Veggies",
        min_players=1,
        max_players=4,
        designers=("Josh Cappel", "Jory Cappel", "Rowan Cappel"),
        publishers=("Kids Table Board Gaming",),
        summary="Cut a block of dice with a cleaver (10 pips at most, the block stays in one piece) "
                "and cook recipes from the ingredients.",
        credits="“Diced Veggies” by Josh, Jory and Rowan Cappel, art by Claire Lin, Kids Table Board "
                "Gaming 2023. Rules from the project's rules text (Board Game Arena help); the "
                "Recipe and Hype decks are kit defaults, not the published cards.",
        year=2023,
        chance=True,
        hidden_information=True,
        simultaneous=False,
        score_range=(0, _max_score()),
        max_actions=20_000,
    )
    options: dict = {}
    KIT_DEFAULTS = {
        "ingredients": "five ingredient types named by colour (red, orange, yellow, green, purple; "
                       "letters R O Y G P), editable in ingredients.csv",
        "dice": f"{DICE_PER_COLOUR} dice of each colour, faces {', '.join(map(str, FACES))} (no 1)",
        "recipe_deck": "44 Recipes of 2 to 5 ingredients (11 of each size, drawn once from a seeded "
                       "generator), each worth as many points as it has ingredients (recipes.csv)",
        "hype_deck": "34 Hypes of the three published kinds: 12 “the dice total exactly 19” (+3), "
                     "11 “consecutive numbers” (+2), 11 “two dice per ingredient” (the recipe scores "
                     "twice) (hypes.csv)",
        "cut_geometry": "a cut is a straight seam between two rows (or columns) over a run of "
                        "columns (rows); in each of them it takes the dice on the chosen side from "
                        "the seam on until an empty cell or the frame's edge",
        "whole_block": "a block of 10 pips or fewer is taken whole (no smaller cut is offered)",
        "no_legal_cut": "when no cut is legal the player skips the cut and goes on to cook",
        "block_shape": "a rolled block fills the 5×7 frame row by row from the top-left corner, "
                       "the dice in random order (a teacher may set any one-piece block)",
        "chef_change": "the Chef token gives a held die any other type, or any number 2–6; the "
                       "change lasts while the die is held, and a die back in the frame is its own "
                       "colour again; it may be used at any moment of the cook step",
        "changed_dice_first": "when a changed die and an unchanged one show the same type and "
                              "number, cooking or discarding uses the changed one first",
        "hype_reveal": "a Hype played with a recipe is read aloud, so it is public; discarded cards "
                       "are face up",
        "final_cook": "after the last turn each player, in turn order from the one who cooked the "
                      "sixth recipe, takes one cooking turn (Chef token allowed; no cut, no card)",
        "solo_chart_gap": "the rules text's solo chart has no line for 71–80; the kit gives it the "
                          "61–70 line",
    }
    player_noun = "chef"

    # ---------------------------------------------------------------- setup
    def _initial_state(self) -> VeggieState:
        n = self.num_players
        tasks = ["roll"]
        for p in range(n):
            tasks += [f"recipe {p}"] * START_RECIPES + [f"hype {p}"] * START_HYPES
        tasks += ["display"] * DISPLAY_SIZE
        return VeggieState(
            frame=[k for k in LETTERS for _ in range(DICE_PER_COLOUR)],
            held=[[] for _ in range(n)], recipe_deck=sorted(RECIPES, key=int),
            hype_deck=sorted(HYPES, key=int), recipes=[[] for _ in range(n)],
            hypes=[[] for _ in range(n)], cooked=[[] for _ in range(n)], chef=[True] * n, tasks=tasks)

    # --------------------------------------------------------------- chance
    def _chance_outcomes(self):
        task = self.state.tasks[0]
        if task == "roll":
            return None
        deck = self.state.hype_deck if task.startswith("hype") else self.state.recipe_deck
        verb = "hype" if task.startswith("hype") else "recipe"
        return [(Action(verb, (card,)), 1 / len(deck)) for card in sorted(deck, key=int)]

    def _sample_chance(self, rng: random.Random) -> Action:
        s = self.state
        task = s.tasks[0]
        if task == "roll":
            letters = sorted(s.frame, key=LETTER_ORDER.__getitem__)
            rng.shuffle(letters)
            dice = [f"{k}{FACES[int(rng.random() * len(FACES))]}" for k in letters]
            rows = [" ".join(dice[i:i + COLS]) for i in range(0, len(dice), COLS)]
            return Action("roll", tuple(" / ".join(rows).split()))
        deck = s.hype_deck if task.startswith("hype") else s.recipe_deck
        card = deck[int(rng.random() * len(deck))]
        return Action("hype" if task.startswith("hype") else "recipe", (card,))

    def _check_chance(self, action: Action) -> None:
        s = self.state
        task = s.tasks[0]
        if task == "roll":
            if action.name != "roll":
                raise IllegalAction("chance", "the next chance step is the roll of the block, e.g. "
                                              "“roll R5 G3 Y2 …” (dice row by row, / between rows)")
            try:
                block = parse_block(" ".join(action.args))
            except ValueError as err:
                raise IllegalAction("chance", str(err)) from None
            want = Counter(s.frame)
            got = Counter(d[0] for d in block.values())
            if got != want:
                have = ", ".join(f"{want[k]} {INGREDIENTS[k]}" for k in LETTERS)
                raise IllegalAction("chance", f"the frame holds {sum(want.values())} dice ({have}); the "
                                              "roll must use exactly those")
            if not connected(block):
                raise IllegalAction("chance", "a settled block is one piece (dice joined by their sides)")
            return
        verb = "hype" if task.startswith("hype") else "recipe"
        deck = s.hype_deck if verb == "hype" else s.recipe_deck
        if action.name != verb or len(action.args) != 1:
            raise IllegalAction("chance", f"the next chance step is a {verb} card drawn, e.g. “{verb} {deck[0]}”")
        if action.args[0] not in deck:
            raise IllegalAction("chance", f"{verb} {action.args[0][:8]} is not in the {verb} deck")

    def chance_help(self) -> str:
        task = self.state.tasks[0]
        if task == "roll":
            return ("name the new block row by row, “/” between rows, “.” for an empty cell: "
                    "“roll R5 G3 Y2 O6 P2 R2 G4 / Y3 …”")
        verb = "hype" if task.startswith("hype") else "recipe"
        return f"name the {verb} card drawn from the deck, e.g. “{verb} 7”"

    def _log_line(self, player, action: Action):
        if player == CHANCE and action.name == "hype" and self.state.tasks:
            p = int(self.state.tasks[0].split()[1])
            hype = HYPES.get(action.args[0]) if action.args else None
            if hype is None:
                return None
            return LogLine(f"{self.player_name(p)} draws a Hype card",
                           {p: f"{self.player_name(p)} draws {hype.words()}"})
        return None

    def _words(self, player, action: Action, viewer: int | None) -> str:
        if action is None:  # a Hype drawn, in a copy made for another seat
            return step_words(Action("hype", ()), chance=True, secret=True)
        return step_words(action, chance=player == CHANCE, secret=viewer is not None)

    def _apply_chance(self, action: Action) -> list[Event]:
        s = self.state
        task = s.tasks.pop(0)
        events: list[Event] = []
        if task == "roll":
            s.block = parse_block(" ".join(action.args))
            s.frame = []
            events.append(Event("roll", f"the dice settle into a block of {len(s.block)}"))
        elif task.startswith("hype"):
            p = int(task.split()[1])
            s.hype_deck.remove(action.args[0])
            s.hypes[p].append(action.args[0])
        else:
            card = action.args[0]
            s.recipe_deck.remove(card)
            if task == "display":
                s.display.append(card)
                events.append(Event("display", f"{RECIPES[card].words()} joins the display"))
            else:
                p = int(task.split()[1])
                s.recipes[p].append(card)
                events.append(Event("recipe", f"{self.player_name(p)} takes {RECIPES[card].words()}"))
        self._skip_idle_tasks()
        if not s.tasks:
            if s.phase == "setup":
                self._begin_turn(0)
            elif s.phase == "card":
                self._end_of_turn(events)
        return events

    def _skip_idle_tasks(self) -> None:
        """Refill an empty deck from its discards; drop a draw from an exhausted deck."""
        s = self.state
        while s.tasks and s.tasks[0] != "roll":
            if s.tasks[0].startswith("hype"):
                if not s.hype_deck and s.hype_discard:
                    s.hype_deck, s.hype_discard = sorted(s.hype_discard, key=int), []
                if s.hype_deck:
                    return
            else:
                if not s.recipe_deck and s.recipe_discard:
                    s.recipe_deck, s.recipe_discard = sorted(s.recipe_discard, key=int), []
                if s.recipe_deck:
                    return
            s.tasks.pop(0)

    # --------------------------------------------------------------- turns
    def _begin_turn(self, p: int) -> None:
        s = self.state
        s.current, s.phase, s.restocked = p, "cut", False
        s.turns += 1
        if not s.block:
            self._restock()

    def _restock(self) -> None:
        s = self.state
        s.frame += [d[0] for d in s.block.values()]
        s.block = {}
        s.chef = [True] * self.num_players
        s.restocked = True
        s.tasks.append("roll")

    def _end_of_turn(self, events: list[Event]) -> None:
        s = self.state
        if self._over_limits(s.current):
            s.phase = "discard"
            return
        if s.turns_left is not None:
            s.turns_left -= 1
            if s.turns_left == 0:
                s.phase = "final"
                s.final = [(s.trigger + k) % self.num_players for k in range(self.num_players)]
                s.current = s.final[0]
                events.append(Event("final", "the last turn is over: each chef takes one final cooking turn"))
                return
        self._begin_turn((s.current + 1) % self.num_players)

    def _over_limits(self, p: int) -> bool:
        s = self.state
        return len(s.held[p]) > DICE_LIMIT or len(s.recipes[p]) > RECIPE_LIMIT or len(s.hypes[p]) > HYPE_LIMIT

    # ------------------------------------------------------------- actions
    def legal_cuts(self) -> list[Action]:
        """Every legal cut of the block now, one action per distinct set of dice taken."""
        return [Action("cut", tuple(cut_text(c).split())) for c in legal_cuts(self.state.block)]

    def _cook_actions(self, p: int) -> list[Action]:
        s = self.state
        shown = Counter(d for _, d in s.held[p])
        actions = []
        for rid in sorted(s.recipes[p], key=int):
            recipe = RECIPES[rid]
            needs = recipe.needs()
            for factor in (1, 2):
                options_per_type = []
                for letter, n in needs.items():
                    have = sort_dice(d for d in shown.elements() if d[0] == letter)
                    picks = sorted(set(itertools.combinations(have, n * factor)), key=lambda t: [die_key(d) for d in t])
                    options_per_type.append(picks)
                for combo in itertools.product(*options_per_type):
                    dice = tuple(sort_dice(d for part in combo for d in part))
                    if factor == 1:
                        actions.append(Action("cook", (rid, *dice)))
                    for hid in sorted(set(s.hypes[p]), key=int):
                        hype = HYPES[hid]
                        if (hype.kind == "double") == (factor == 2) and hype_met(hype, recipe, dice):
                            actions.append(Action("cook", (rid, *dice, "hype", hid)))
        return actions

    def _chef_actions(self, p: int) -> list[Action]:
        s = self.state
        if not s.chef[p]:
            return []
        actions = []
        for die in sort_dice(set(d for _, d in s.held[p])):
            for letter in LETTERS:
                if letter != die[0]:
                    actions.append(Action("chef", (die, letter)))
            for v in FACE_VALUES:
                if v != value(die):
                    actions.append(Action("chef", (die, str(v))))
        return actions

    def _missing_type(self) -> bool:
        present = {d[0] for d in self.state.block.values()}
        return any(k not in present for k in LETTERS)

    def _legal_actions(self, p: int) -> list[Action]:
        s = self.state
        phase = s.phase
        if phase == "cut":
            actions = [RESTOCK] if not s.restocked and self._missing_type() else []
            if sum(value(d) for d in s.block.values()) <= CUT_LIMIT:
                return actions + [TAKE_ALL]
            cuts = self.legal_cuts()
            return actions + (cuts if cuts else [SKIP])
        if phase in ("cook", "final"):
            return self._cook_actions(p) + self._chef_actions(p) + [DONE]
        if phase == "card":
            actions = []
            if s.hype_deck or s.hype_discard:
                actions.append(DRAW_HYPE)
            if s.recipe_deck or s.recipe_discard:
                actions.append(DRAW_RECIPE)
            return actions + [Action("take", (c,)) for c in sorted(s.display, key=int)]
        if phase == "discard":
            actions = []
            if len(s.held[p]) > DICE_LIMIT:
                actions += [Action("discard", ("die", d)) for d in sort_dice(set(d for _, d in s.held[p]))]
            if len(s.recipes[p]) > RECIPE_LIMIT:
                actions += [Action("discard", ("recipe", c)) for c in sorted(s.recipes[p], key=int)]
            if len(s.hypes[p]) > HYPE_LIMIT:
                actions += [Action("discard", ("hype", c)) for c in sorted(s.hypes[p], key=int)]
            return actions
        return []

    def _check(self, player: int, action: Action) -> None:
        legal = self._legal_actions(player)
        if action not in legal and not (action.name == "cut" and legal and legal[0].name == "cut"
                                        and self._another_cut(action.args)):
            raise self._why_illegal(player, action)

    def _another_cut(self, args: tuple[str, ...]) -> bool:
        """Is ``args`` a cut not listed that takes the dice of a listed one (``left 1|2 1``
        beside ``top 1|2 1``), written as :func:`cut_text` writes it? Text means one thing."""
        return legal_cut_taking(self.state.block, args) is not None and cut_text(parse_cut(args)) == " ".join(args)

    def _parse(self, text: str, player) -> Action:
        action = Action.parse(text)
        if action.name == "cut":  # case is forgiven
            action = Action("cut", tuple(a.lower() for a in action.args))
        if player != CHANCE and action.name == "cook" and len(action.args) >= 2:
            args = list(action.args)
            tail = args[-2:] if len(args) >= 4 and args[-2].lower() == "hype" else []
            dice = args[1:len(args) - len(tail)]
            words = (args[0], *sort_dice(d.upper() for d in dice if len(d) == 2 and d[0].upper() in LETTER_ORDER
                                         and d[1:].isdigit()), *[t.lower() for t in tail])
            if len(words) == len(args):
                action = Action("cook", tuple(words))
        if player != CHANCE and action.name in ("chef", "discard"):
            action = Action(action.name, tuple(w.upper() if len(w) == 2 and w[0].upper() in LETTER_ORDER else
                                               w.upper() if len(w) == 1 and w.upper() in LETTER_ORDER else
                                               w.lower() for w in action.args))
        return super()._parse(action.text, player)

    def _why_illegal(self, p: int, action: Action) -> IllegalAction:
        s = self.state
        name, args = action.name, action.args
        phase = s.phase
        step_words = {"cut": "the cut", "cook": "cooking", "final": "the final cooking turn",
                      "card": "drawing a card", "discard": "discarding down to the limits"}.get(phase, phase)
        if name == "cut":
            if phase != "cut":
                return IllegalAction("turn order", f"the cut comes first in a turn; now it is {step_words}")
            try:
                cut = parse_cut(args)
            except ValueError as err:
                return IllegalAction("action syntax", str(err))
            if legal_cut_taking(s.block, args) is not None:
                return IllegalAction("action syntax", f"this cut is written “cut {cut_text(cut)}”")
            if sum(value(d) for d in s.block.values()) <= CUT_LIMIT:
                return IllegalAction("take the whole block", "the whole block totals 10 pips or fewer: take it all")
            problem = check_cut(s.block, cut_cells(s.block, cut))
            if problem:
                return IllegalAction(*problem)
        if name == "take" and args == ("all",):
            if phase != "cut":
                return IllegalAction("turn order", f"the cut comes first in a turn; now it is {step_words}")
            total = sum(value(d) for d in s.block.values())
            return IllegalAction("cut total", f"the block totals {total} pips; it is taken whole only at "
                                              f"{CUT_LIMIT} or fewer")
        if name == "restock":
            if phase != "cut" or s.restocked:
                return IllegalAction("restock", "restocking happens only at the start of a turn, once")
            return IllegalAction("restock", "every ingredient type is still in the block: no restock")
        if name == "skip":
            return IllegalAction("cut", "a legal cut exists: a cut is not skipped")
        if name == "chef":
            if phase not in ("cook", "final"):
                return IllegalAction("turn order", f"the Chef token is used before cooking; now it is {step_words}")
            if not s.chef[p]:
                return IllegalAction("chef token", "the Chef token is spent until the next restock")
            if len(args) == 2 and args[0] not in {d for _, d in s.held[p]}:
                return IllegalAction("chef token", f"no held die shows {args[0][:4]}")
            return IllegalAction("action syntax", "the Chef token reads “chef R5 G” (a new type) or “chef R5 6” "
                                                  "(a new number 2–6)")
        if name == "cook":
            if phase not in ("cook", "final"):
                return IllegalAction("turn order", f"cooking comes after the cut; now it is {step_words}")
            rid = args[0] if args else ""
            if rid not in s.recipes[p]:
                return IllegalAction("cook", f"Recipe {rid[:4]} is not in this chef's hand")
            recipe = RECIPES[rid]
            dice = [d for d in args[1:] if d != "hype"]
            hid = args[-1] if len(args) >= 3 and args[-2] == "hype" else None
            if hid is not None:
                dice = dice[:-1]
            held = Counter(d for _, d in s.held[p])
            if Counter(dice) - held:
                return IllegalAction("cook", "those dice are not all held: " + " ".join(sorted(Counter(dice) - held)))
            if hid is not None:
                if hid not in s.hypes[p]:
                    return IllegalAction("hype", f"Hype {hid[:4]} is not in this chef's hand")
                if not hype_met(HYPES[hid], recipe, dice):
                    return IllegalAction("hype", f"the dice do not meet {HYPES[hid].words()}")
            return IllegalAction("cook", f"the dice must be exactly the ingredients of {recipe.words()}")
        if name in ("done",):
            return IllegalAction("turn order", f"now it is {step_words}")
        if name in ("draw", "take"):
            if phase != "card":
                return IllegalAction("turn order", f"a card is drawn after cooking; now it is {step_words}")
            return IllegalAction("card", "draw a Hype or a Recipe from a deck that has cards, or take a "
                                         "Recipe of the display")
        if name == "discard":
            if phase != "discard":
                return IllegalAction("turn order", "discarding comes at the end of the turn, only over a limit")
            return IllegalAction("limits", f"discard only in a category over its limit ({DICE_LIMIT} dice, "
                                           f"{RECIPE_LIMIT} Recipes, {HYPE_LIMIT} Hypes), and only what is held")
        return IllegalAction("action syntax", f"“{action.text[:40]}” is not a Diced Veggies action now; see "
                                              "the legal actions (cut top 2|3 3-5, cook 12 R5 G3, done, …)")

    def _take_die(self, p: int, die: str) -> str:
        """Remove a held die showing ``die`` (a changed one first); returns its own letter."""
        held = self.state.held[p]
        index = next((i for i, (own, d) in enumerate(held) if d == die and own != die[0]), None)
        if index is None:
            index = next(i for i, (_, d) in enumerate(held) if d == die)
        return held.pop(index)[0]

    def _apply(self, player, action: Action) -> list[Event]:
        if player == CHANCE:
            return self._apply_chance(action)
        s = self.state
        p = player
        name, args = action.name, action.args
        me = self.player_name(p)
        events: list[Event] = []
        if name == "restock":
            self._restock()
            events.append(Event("restock", f"{me} restocks: the Chef tokens return and the dice are rolled again"))
        elif name == "cut" or action == TAKE_ALL or action == SKIP:
            if name == "cut":
                cells = cut_cells(s.block, parse_cut(args))
            else:
                cells = set(s.block) if action == TAKE_ALL else set()
            dice = sort_dice(s.block.pop(c) for c in cells)
            s.held[p] += [(d[0], d) for d in dice]
            if dice:
                events.append(Event("cut", f"{me} cuts away {', '.join(map(die_words, dice))} "
                                           f"({sum(map(value, dice))} pips)"))
            else:
                events.append(Event("cut", f"{me} finds no legal cut and takes no dice"))
            s.phase = "cook"
        elif name == "chef":
            die, target = args
            held = s.held[p]
            index = next(i for i, (_, d) in enumerate(held) if d == die)
            new = target + die[1:] if target in LETTER_ORDER else die[0] + target
            held[index] = (held[index][0], new)
            s.chef[p] = False
            events.append(Event("chef", f"{me} spends the Chef token: the {die_words(die)} becomes {a_die(new)}"))
        elif name == "cook":
            rid = args[0]
            hid = args[-1] if len(args) >= 3 and args[-2] == "hype" else None
            dice = args[1:-2] if hid is not None else args[1:]
            for die in dice:
                s.frame.append(self._take_die(p, die))
            s.recipes[p].remove(rid)
            if hid is not None:
                s.hypes[p].remove(hid)
            s.cooked[p].append((rid, hid))
            points = RECIPES[rid].points + (hype_points(HYPES[hid], RECIPES[rid]) if hid else 0)
            extra = f" with {HYPES[hid].words()}" if hid else ""
            events.append(Event("cook", f"{me} cooks {RECIPES[rid].words()}{extra}: {points} points"))
            if len(s.cooked[p]) >= RECIPES_TO_END and s.trigger is None and s.phase == "cook":
                s.trigger, s.turns_left = p, self.num_players
                events.append(Event("trigger", f"{me} has cooked {RECIPES_TO_END} recipes: the end is near "
                                               "(one more turn for every other chef, then a final cooking turn)"))
        elif action == DONE:
            if s.phase == "final":
                s.final.pop(0)
                if s.final:
                    s.current = s.final[0]
                else:
                    s.phase = "over"
                    events.append(Event("end", self._result_words()))
            else:
                s.phase = "card"
                if not self._legal_actions(p):
                    self._end_of_turn(events)
        elif name == "draw":
            s.tasks.append(f"{args[0]} {p}")
            self._skip_idle_tasks()
        elif name == "take":
            card = args[0]
            s.display.remove(card)
            s.recipes[p].append(card)
            events.append(Event("take", f"{me} takes {RECIPES[card].words()} from the display"))
            s.tasks.append("display")
            self._skip_idle_tasks()
            if not s.tasks:
                self._end_of_turn(events)
        elif name == "discard":
            kind, what = args
            if kind == "die":
                s.frame.append(self._take_die(p, what))
            elif kind == "recipe":
                s.recipes[p].remove(what)
                s.recipe_discard.append(what)
            else:
                s.hypes[p].remove(what)
                s.hype_discard.append(what)
            words = a_die(what) + " die" if kind == "die" else (RECIPES[what].words() if kind == "recipe" else HYPES[what].words())
            events.append(Event("discard", f"{me} discards {words}"))
            if not self._over_limits(p):
                s.phase = "card"
                self._end_of_turn(events)
        return events

    # ------------------------------------------------------------ contract
    def _to_act(self) -> list:
        s = self.state
        if s.tasks:
            return [CHANCE]
        return [] if s.phase == "over" else [s.current]

    def _chance_due(self) -> bool:
        return bool(self.state.tasks)

    def _is_over(self) -> bool:
        return self.state.phase == "over"

    def scores(self) -> list[float]:
        s = self.state
        return [sum(RECIPES[r].points + (hype_points(HYPES[h], RECIPES[r]) if h else 0) for r, h in cooked)
                for cooked in s.cooked]

    def _result_words(self) -> str:
        scores = self.scores()
        if self.num_players == 1:
            return f"the game is over: {scores[0]} points, “{solo_rating(scores[0])}”"
        best = max(scores)
        winners = [self.player_name(p) for p, x in enumerate(scores) if x == best]
        if len(winners) == 1:
            return f"the game is over: {winners[0]} wins with {best} points"
        return f"the game is over: {' and '.join(winners)} share the victory with {best} points each"

    def stats(self) -> dict[str, float]:
        return {"turns": self.state.turns}

    def _view(self, viewer: int | None) -> dict:
        s = self.state
        public = {
            "block": block_grid(s.block),
            "block_text": block_text(s.block),
            "block_pips": sum(value(d) for d in s.block.values()),
            "frame": dict(sorted(Counter(s.frame).items(), key=lambda kv: LETTER_ORDER[kv[0]])),
            "display": sorted(s.display, key=int),
            "recipe_deck": len(s.recipe_deck),
            "recipe_discard": sorted(s.recipe_discard, key=int),
            "hype_deck": len(s.hype_deck),
            "hype_discard": sorted(s.hype_discard, key=int),
            "current": s.current,
            "restocked": s.restocked,
            "trigger": s.trigger,
            "turns_left": s.turns_left,
            "final": list(s.final),
            "legal_cuts": [a.text[4:] for a in self.legal_cuts()] if s.phase == "cut" and not s.tasks else [],
            "ingredients": dict(INGREDIENTS),
        }
        if self.num_players == 1:
            public["solo_rating"] = solo_rating(self.scores()[0])
        if viewer is None:
            public["recipe_deck_cards"] = sorted(s.recipe_deck, key=int)
            public["hype_deck_cards"] = sorted(s.hype_deck, key=int)
        seats = []
        for p in self.players:
            sees = viewer is None or viewer == p
            seats.append({
                "dice": sort_dice(d for _, d in s.held[p]),
                "held": [[own, d] for own, d in sorted(s.held[p], key=lambda x: (die_key(x[1]), x[0]))],
                "recipes": sorted(s.recipes[p], key=int),
                "hypes": sorted(s.hypes[p], key=int) if sees else None,
                "hype_count": len(s.hypes[p]),
                "cooked": [[r, h] for r, h in s.cooked[p]],
                "chef_token": s.chef[p],
            })
        private = {"hypes": sorted(s.hypes[viewer], key=int)} if viewer is not None else {}
        return {"public": public, "seats": seats, "private": private}

    def _resample(self, player: int, rng: random.Random) -> None:
        s = self.state
        others = [p for p in self.players if p != player]
        pool = sorted(s.hype_deck + [h for p in others for h in s.hypes[p]], key=int)
        rng.shuffle(pool)
        for p in others:
            k = len(s.hypes[p])
            s.hypes[p], pool = pool[:k], pool[k:]
        s.hype_deck = sorted(pool, key=int)


__all__ = ["DicedVeggies", "VeggieState", "solo_rating", "SOLO_CHART", "DICE_LIMIT", "RECIPE_LIMIT",
           "HYPE_LIMIT", "TOTAL_DICE"]
