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
>>> print(g.why_not("cut left 1|2 1"))
action syntax: this cut is written “cut top 1|2 1”
>>> [str(e) for e in g.play("cut top 1|2 1")]
['chef 1 cuts away red 6 (6 pips)']

Actions (typed moves in :mod:`kit.games.diced_veggies.moves`): ``cut top 2|3 3-5`` (see
:mod:`kit.games.diced_veggies.block`), ``take all``, ``restock``, ``cut none`` (no legal
cut), ``chef R5 G`` / ``chef R5 6`` (the Chef token turns a held R5 into a G5 / an R6),
``cook 12 R3 R5 G4`` (Recipe 12 with those held dice, by ingredient then number),
``cook 12 R3 R5 G4 hype 4`` (with Hype 4), ``done`` (end the cook step), ``draw hype``,
``draw recipe``, ``take 12`` (Recipe 12 from the display), ``discard die R5``, ``discard
recipe 12``, ``discard hype 4``. Chance
steps: ``roll R5 G3 … / …`` (the new block, row by row; see
:func:`~kit.games.diced_veggies.block.parse_block`), ``recipe 12``, ``hype 4`` (the card
drawn).
"""
from __future__ import annotations

import csv
import itertools
import random
from collections import Counter
from collections.abc import Iterable
from typing import Any

from kit.engine import CHANCE, Action, Event, GameInfo, IllegalAction, LogLine, Player
from kit.flow import OVER, PhasedGame
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
    Cut,
    block_grid,
    block_text,
    check_cut,
    connected,
    cut_cells,
    hype_met,
    hype_points,
    legal_cut_taking,
    legal_cuts,
    value,
)
from kit.games.diced_veggies.moves import (
    Card,
    Chef,
    Cook,
    Discard,
    Done,
    Draw,
    Move,
    NoCut,
    Restock,
    Roll,
    TakeAll,
    TakeRecipe,
    read,
    write,
)
from kit.games.diced_veggies.state import DISPLAY, ROLL, DrawTask, RollTask, Task, VeggieState
from kit.games.diced_veggies.words import a_die, die_words, step_words

DICE_LIMIT, RECIPE_LIMIT, HYPE_LIMIT = 8, 2, 2
DISPLAY_SIZE = 3
START_RECIPES, START_HYPES = 2, 1
RECIPES_TO_END = 6
TOTAL_DICE = DICE_PER_COLOUR * len(LETTERS)
LETTER_ORDER = {k: i for i, k in enumerate(LETTERS)}

DONE_ACT, NO_CUT_ACT, TAKE_ALL_ACT = Action("done"), Action("cut", ("none",)), Action("take", ("all",))
RESTOCK_ACT = Action("restock")
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
    best: dict[str, int] = {}
    for r in RECIPES.values():
        bonus = max(hype_points(h, r) for h in HYPES.values())
        best[r.id] = r.points + bonus
    return sum(best.values())


def die_key(die: str) -> tuple[int, int]:
    return LETTER_ORDER[die[0]], value(die)


def sort_dice(dice: Iterable[str]) -> list[str]:
    return sorted(dice, key=die_key)


class DicedVeggies(PhasedGame):
    search_levels = {"quick": 8, "thoughtful": 24, "strong": 64}  # p95 decision 0.1, 0.3, 0.8 s
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
    state: VeggieState
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
                        "the seam on until an empty cell or the frame's edge. Why: the blade "
                        "pushes the dice it separates, and a die beyond a gap is not pushed. The "
                        "reference notes proposed \"up to the block's edge\" (across gaps); the "
                        "two readings differ in about a fifth of positions",
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
        tasks: list[Task] = [ROLL]
        for p in range(n):
            tasks += [DrawTask("recipe", p)] * START_RECIPES + [DrawTask("hype", p)] * START_HYPES
        tasks += [DISPLAY] * DISPLAY_SIZE
        return VeggieState(
            frame=[k for k in LETTERS for _ in range(DICE_PER_COLOUR)],
            held=[[] for _ in range(n)], recipe_deck=sorted(RECIPES, key=int),
            hype_deck=sorted(HYPES, key=int), recipes=[[] for _ in range(n)],
            hypes=[[] for _ in range(n)], cooked=[[] for _ in range(n)], chef=[True] * n, tasks=tasks)

    # --------------------------------------------------------------- chance
    def _deck(self, task: DrawTask) -> list[str]:
        return self.state.hype_deck if task.deck == "hype" else self.state.recipe_deck

    def _chance_outcomes(self) -> list[tuple[Action, float]] | None:
        task = self.state.tasks[0]
        if isinstance(task, RollTask):
            return None
        deck = self._deck(task)
        return [(Action(task.deck, (card,)), 1 / len(deck)) for card in sorted(deck, key=int)]

    def _sample_chance(self, rng: random.Random) -> Action:
        s = self.state
        task = s.tasks[0]
        if isinstance(task, RollTask):
            letters = sorted(s.frame, key=LETTER_ORDER.__getitem__)
            rng.shuffle(letters)
            dice = [f"{k}{FACES[int(rng.random() * len(FACES))]}" for k in letters]
            rows = [" ".join(dice[i:i + COLS]) for i in range(0, len(dice), COLS)]
            return Action("roll", tuple(" / ".join(rows).split()))
        deck = self._deck(task)
        return Action(task.deck, (deck[int(rng.random() * len(deck))],))

    def _check_chance(self, action: Action) -> None:
        s = self.state
        task = s.tasks[0]
        if isinstance(task, RollTask):
            if action.name != "roll":
                raise IllegalAction("chance", "the next chance step is the roll of the block, e.g. "
                                              "“roll R5 G3 Y2 …” (dice row by row, / between rows)")
            move = read(action)
            assert isinstance(move, Roll)
            block = move.block()
            want = Counter(s.frame)
            got = Counter(d[0] for d in block.values())
            if got != want:
                have = ", ".join(f"{want[k]} {INGREDIENTS[k]}" for k in LETTERS)
                raise IllegalAction("chance", f"the frame holds {sum(want.values())} dice ({have}); the "
                                              "roll must use exactly those")
            if not connected(block):
                raise IllegalAction("chance", "a settled block is one piece (dice joined by their sides)")
            return
        deck = self._deck(task)
        if action.name != task.deck or len(action.args) != 1:
            raise IllegalAction("chance", f"the next chance step is a {task.deck} card drawn, "
                                          f"e.g. “{task.deck} {deck[0]}”")
        if action.args[0] not in deck:
            raise IllegalAction("chance", f"{task.deck} {action.args[0][:8]} is not in the {task.deck} deck")

    def chance_help(self) -> str:
        task = self.state.tasks[0]
        if isinstance(task, RollTask):
            return ("name the new block row by row, “/” between rows, “.” for an empty cell: "
                    "“roll R5 G3 Y2 O6 P2 R2 G4 / Y3 …”")
        return f"name the {task.deck} card drawn from the deck, e.g. “{task.deck} 7”"

    def _log_line(self, player: Player, action: Action) -> LogLine | None:
        tasks = self.state.tasks
        if player == CHANCE and action.name == "hype" and tasks and isinstance(tasks[0], DrawTask):
            p = tasks[0].seat
            hype = HYPES.get(action.args[0]) if action.args else None
            if hype is None or p is None:
                return None
            return LogLine(f"{self.player_name(p)} draws a Hype card",
                           {p: f"{self.player_name(p)} draws {hype.words()}"})
        return None

    def _words(self, player: Player, action: Action | None, viewer: int | None) -> str:
        if action is None:  # a Hype drawn, in a copy made for another seat
            return step_words(Card("hype", ""), chance=True, secret=True)
        return step_words(read(action), chance=player == CHANCE, secret=viewer is not None)

    def _read(self, action: Action) -> Move:
        return read(action)

    def _write(self, move: Move) -> Action:
        return write(move)

    def _apply_chance(self, action: Action) -> list[Event]:
        s = self.state
        task = s.tasks.pop(0)
        move = read(action)
        events: list[Event] = []
        if isinstance(move, Roll):
            s.block = move.block()
            s.frame = []
            events.append(Event("roll", f"the dice settle into a block of {len(s.block)}"))
        elif isinstance(task, DrawTask) and isinstance(move, Card):
            card = move.card
            self._deck(task).remove(card)
            if task.deck == "hype":
                assert task.seat is not None
                s.hypes[task.seat].append(card)
            elif task.seat is None:
                s.display.append(card)
                events.append(Event("display", f"{RECIPES[card].words()} joins the display"))
            else:
                s.recipes[task.seat].append(card)
                events.append(Event("recipe", f"{self.player_name(task.seat)} takes {RECIPES[card].words()}"))
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
        while s.tasks and isinstance(s.tasks[0], DrawTask):
            if s.tasks[0].deck == "hype":
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
        s.tasks.append(ROLL)

    def _end_of_turn(self, events: list[Event]) -> None:
        s = self.state
        if self._over_limits(s.current):
            s.phase = "discard"
            return
        if s.turns_left is not None:
            s.turns_left -= 1
            if s.turns_left == 0:
                trigger = s.trigger or 0
                s.phase = "final"
                s.final = [(trigger + k) % self.num_players for k in range(self.num_players)]
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
        return [write(c) for c in legal_cuts(self.state.block)]

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
                    picks = sorted(set(itertools.combinations(have, n * factor)),
                                   key=lambda t: [die_key(d) for d in t])
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
            actions = [RESTOCK_ACT] if not s.restocked and self._missing_type() else []
            if sum(value(d) for d in s.block.values()) <= CUT_LIMIT:
                return actions + [TAKE_ALL_ACT]
            cuts = self.legal_cuts()
            return actions + (cuts if cuts else [NO_CUT_ACT])
        if phase in ("cook", "final"):
            return self._cook_actions(p) + self._chef_actions(p) + [DONE_ACT]
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

    def _parse(self, text: str, player: Player) -> Action:
        """Case is forgiven (a cook's dice in lower case too); nothing else is taken but a
        listed action's text (a cook's dice out of their order, or a cut along another seam
        that takes the same dice, is refused, naming the rule)."""
        action = super()._parse(text, player)
        if player != CHANCE and action.name == "cook":
            try:
                return write(read(action))
            except IllegalAction:
                pass
        return action

    def _why_illegal(self, p: int, action: Action) -> IllegalAction:
        try:
            move = read(action)
        except IllegalAction as refusal:
            return refusal
        s = self.state
        phase = s.phase
        step = {"cut": "the cut", "cook": "cooking", "final": "the final cooking turn",
                "card": "drawing a card", "discard": "discarding down to the limits"}.get(phase, phase)
        if isinstance(move, Cut | TakeAll | NoCut | Restock) and phase != "cut":
            if isinstance(move, Restock):
                return IllegalAction("restock", "restocking happens only at the start of a turn, once")
            return IllegalAction("turn order", f"the cut comes first in a turn; now it is {step}")
        if isinstance(move, Cut):
            same = legal_cut_taking(s.block, move)
            if same is not None:
                return IllegalAction("action syntax", f"this cut is written “{write(same).text}”")
            if sum(value(d) for d in s.block.values()) <= CUT_LIMIT:
                return IllegalAction("take the whole block",
                                     "the whole block totals 10 pips or fewer: take it all")
            problem = check_cut(s.block, cut_cells(s.block, move))
            if problem:
                return IllegalAction(*problem)
        if isinstance(move, TakeAll):
            total = sum(value(d) for d in s.block.values())
            return IllegalAction("cut total", f"the block totals {total} pips; it is taken whole only at "
                                              f"{CUT_LIMIT} or fewer")
        if isinstance(move, Restock):
            if s.restocked:
                return IllegalAction("restock", "restocking happens only at the start of a turn, once")
            return IllegalAction("restock", "every ingredient type is still in the block: no restock")
        if isinstance(move, NoCut):
            return IllegalAction("cut", "a legal cut exists: a cut is not skipped")
        if isinstance(move, Chef | Cook) and phase not in ("cook", "final"):
            what = ("the Chef token is used before cooking" if isinstance(move, Chef)
                    else "cooking comes after the cut")
            return IllegalAction("turn order", f"{what}; now it is {step}")
        if isinstance(move, Chef):
            if not s.chef[p]:
                return IllegalAction("chef token", "the Chef token is spent until the next restock")
            if move.die not in {d for _, d in s.held[p]}:
                return IllegalAction("chef token", f"no held die shows {move.die}")
            return IllegalAction("chef token", "the Chef token changes a die's type to another type, or its "
                                               "number to another number 2–6: “chef R5 G” or “chef R5 6”")
        if isinstance(move, Cook):
            return self._why_not_cook(p, move)
        if isinstance(move, Done):
            return IllegalAction("turn order", f"now it is {step}")
        if isinstance(move, Draw | TakeRecipe):
            if phase != "card":
                return IllegalAction("turn order", f"a card is drawn after cooking; now it is {step}")
            return IllegalAction("card", "draw a Hype or a Recipe from a deck that has cards, or take a "
                                         "Recipe of the display")
        if isinstance(move, Discard):
            if phase != "discard":
                return IllegalAction("turn order",
                                     "discarding comes at the end of the turn, only over a limit")
            return IllegalAction("limits", f"discard only in a category over its limit ({DICE_LIMIT} dice, "
                                           f"{RECIPE_LIMIT} Recipes, {HYPE_LIMIT} Hypes), and only what is "
                                           "held")
        return IllegalAction("action syntax", f"“{action.text[:40]}” is not a Diced Veggies action now; see "
                                              "the legal actions (cut top 2|3 3-5, cook 12 R5 G3, done, …)")

    def _why_not_cook(self, p: int, move: Cook) -> IllegalAction:
        s = self.state
        if move.recipe not in s.recipes[p]:
            return IllegalAction("cook", f"Recipe {move.recipe[:4]} is not in this chef's hand")
        recipe = RECIPES[move.recipe]
        held = Counter(d for _, d in s.held[p])
        if Counter(move.dice) - held:
            missing = " ".join(sorted(Counter(move.dice) - held))
            return IllegalAction("cook", "those dice are not all held: " + missing)
        if move.hype is not None:
            if move.hype not in s.hypes[p]:
                return IllegalAction("hype", f"Hype {move.hype[:4]} is not in this chef's hand")
            if not hype_met(HYPES[move.hype], recipe, move.dice):
                return IllegalAction("hype", f"the dice do not meet {HYPES[move.hype].words()}")
        return IllegalAction("cook", f"the dice must be exactly the ingredients of {recipe.words()}")

    def _take_die(self, p: int, die: str) -> str:
        """Remove a held die showing ``die`` (a changed one first); returns its own letter."""
        held = self.state.held[p]
        index = next((i for i, (own, d) in enumerate(held) if d == die and own != die[0]), None)
        if index is None:
            index = next(i for i, (_, d) in enumerate(held) if d == die)
        return held.pop(index)[0]

    def _apply(self, player: Player, action: Action) -> list[Event]:
        if player == CHANCE:
            return self._apply_chance(action)
        assert isinstance(player, int)
        s = self.state
        p = player
        move = read(action)
        me = self.player_name(p)
        events: list[Event] = []
        if isinstance(move, Restock):
            self._restock()
            events.append(Event("restock", f"{me} restocks: the Chef tokens return and the dice are rolled "
                                           "again"))
        elif isinstance(move, Cut | TakeAll | NoCut):
            if isinstance(move, Cut):
                cells = cut_cells(s.block, move)
            else:
                cells = frozenset(s.block) if isinstance(move, TakeAll) else frozenset()
            dice = sort_dice(s.block.pop(c) for c in cells)
            s.held[p] += [(d[0], d) for d in dice]
            if dice:
                events.append(Event("cut", f"{me} cuts away {', '.join(map(die_words, dice))} "
                                           f"({sum(map(value, dice))} pips)"))
            else:
                events.append(Event("cut", f"{me} finds no legal cut and takes no dice"))
            s.phase = "cook"
        elif isinstance(move, Chef):
            held = s.held[p]
            index = next(i for i, (_, d) in enumerate(held) if d == move.die)
            held[index] = (held[index][0], move.becomes)
            s.chef[p] = False
            events.append(Event("chef", f"{me} spends the Chef token: the {die_words(move.die)} becomes "
                                        f"{a_die(move.becomes)}"))
        elif isinstance(move, Cook):
            self._cook(p, move, events)
        elif isinstance(move, Done):
            if s.phase == "final":
                s.final.pop(0)
                if s.final:
                    s.current = s.final[0]
                else:
                    s.phase = OVER
                    events.append(Event("end", self._result_words()))
            else:
                s.phase = "card"
                if not self._legal_actions(p):
                    self._end_of_turn(events)
        elif isinstance(move, Draw):
            s.tasks.append(DrawTask(move.deck, p))
            self._skip_idle_tasks()
        elif isinstance(move, TakeRecipe):
            s.display.remove(move.card)
            s.recipes[p].append(move.card)
            events.append(Event("take", f"{me} takes {RECIPES[move.card].words()} from the display"))
            s.tasks.append(DISPLAY)
            self._skip_idle_tasks()
            if not s.tasks:
                self._end_of_turn(events)
        elif isinstance(move, Discard):
            self._discard(p, move, events)
        return events

    def _cook(self, p: int, move: Cook, events: list[Event]) -> None:
        s = self.state
        rid, hid = move.recipe, move.hype
        for die in move.dice:
            s.frame.append(self._take_die(p, die))
        s.recipes[p].remove(rid)
        if hid is not None:
            s.hypes[p].remove(hid)
        s.cooked[p].append((rid, hid))
        points = RECIPES[rid].points + (hype_points(HYPES[hid], RECIPES[rid]) if hid else 0)
        extra = f" with {HYPES[hid].words()}" if hid else ""
        me = self.player_name(p)
        events.append(Event("cook", f"{me} cooks {RECIPES[rid].words()}{extra}: {points} points"))
        if len(s.cooked[p]) >= RECIPES_TO_END and s.trigger is None and s.phase == "cook":
            s.trigger, s.turns_left = p, self.num_players
            events.append(Event("trigger", f"{me} has cooked {RECIPES_TO_END} recipes: the end is near "
                                           "(one more turn for every other chef, then a final cooking turn)"))

    def _discard(self, p: int, move: Discard, events: list[Event]) -> None:
        s = self.state
        kind, what = move.kind, move.what
        if kind == "die":
            s.frame.append(self._take_die(p, what))
            words = a_die(what) + " die"
        elif kind == "recipe":
            s.recipes[p].remove(what)
            s.recipe_discard.append(what)
            words = RECIPES[what].words()
        else:
            s.hypes[p].remove(what)
            s.hype_discard.append(what)
            words = HYPES[what].words()
        events.append(Event("discard", f"{self.player_name(p)} discards {words}"))
        if not self._over_limits(p):
            s.phase = "card"
            self._end_of_turn(events)

    # ------------------------------------------------------------ contract
    def _seats_to_act(self) -> list[int]:
        return [self.state.current]

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

    def _view(self, viewer: int | None) -> dict[str, Any]:
        s = self.state
        public: dict[str, Any] = {
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
        seats = []
        for p in self.players:
            sees = viewer is None or viewer == p
            seats.append({
                "dice": sort_dice(d for _, d in s.held[p]),
                "held": [[own, d] for own, d in sorted(s.held[p], key=lambda x: (die_key(x[1]), x[0]))],
                "recipes": sorted(s.recipes[p], key=int),
                "hypes": sorted(s.hypes[p], key=int) if sees else len(s.hypes[p]),
                "cooked": [[r, h] for r, h in s.cooked[p]],
                "chef_token": s.chef[p],
            })
        if viewer is None:  # the teacher sees the decks' cards
            private = {"recipe_deck_cards": sorted(s.recipe_deck, key=int),
                       "hype_deck_cards": sorted(s.hype_deck, key=int)}
        else:
            private = {"hypes": sorted(s.hypes[viewer], key=int)}
        return {"public": public, "seats": seats, "private": private}

    def imagined_facts(self, player: int) -> list[str]:
        """The Hype cards in others' hands, e.g. "player 2 holds a Hype: the recipe's dice total
        exactly 19 pips: +3 points" (the search bot's reasons count them over its worlds)."""
        s = self.state
        return [f"{self.player_name(p)} holds a Hype: {_hype_rule(h)}" for p in self.players if p != player
                for h in sorted(set(s.hypes[p]), key=int)]

    def _resample(self, player: int, rng: random.Random) -> None:
        s = self.state
        others = [p for p in self.players if p != player]
        pool = sorted(s.hype_deck + [h for p in others for h in s.hypes[p]], key=int)
        rng.shuffle(pool)
        for p in others:
            k = len(s.hypes[p])
            s.hypes[p], pool = pool[:k], pool[k:]
        s.hype_deck = sorted(pool, key=int)


def _hype_rule(hype: str) -> str:
    """What a Hype card rewards, without its number: "the recipe's dice total exactly 19
    pips: +3 points"."""
    text = HYPES[hype].words()
    return text[text.index("(") + 1:-1] if text.endswith(")") and "(" in text else text


__all__ = ["DicedVeggies", "solo_rating", "SOLO_CHART", "DICE_LIMIT", "RECIPE_LIMIT",
           "HYPE_LIMIT", "TOTAL_DICE"]
