"""The event cards in play (the ``events`` option, off by default as on Board Game Arena):
the deck's mix drawn at setup (``deck 5 7 8``), a card revealed each round once the station
has turned (``event 12``), what each does (decisions a player owes, as ``Todo``; rules that
last the round) and the solo target score. Mixed into the game class (``rules.py``); the
cards are data (``events.csv``, :mod:`events`).

>>> import kit
>>> g = kit.new_game("planet_unknown", players=2, seed=1, events=True)
>>> _ = g.play("turn 0"); g.phase, g.view(None)["public"]["event"]["card"] > 0
('draft', True)
"""
from __future__ import annotations

import random
from typing import Any

from kit.engine import Action, Event, IllegalAction, LogLine, Player
from kit.games.planet_unknown.board import (
    CELL_NAMES,
    TILES,
    TRACK_NAMES,
    TRACKS,
    Placement,
    Planet,
    Tile,
    bits,
    neighbours,
    placement_index,
)
from kit.games.planet_unknown.civ import CIV_CARDS
from kit.games.planet_unknown.events import ALERTS, EVENTS, ROUND_RULES, cards_in_play, mixes, solo_target
from kit.games.planet_unknown.moves import (
    DEPOTS,
    STACK_WORDS,
    AnyMove,
    Boost,
    Collect,
    Deck,
    Discard,
    Empty,
    EventCard,
    GiveBack,
    Lose,
    Move,
    Peek,
    Place,
    Regress,
    Strike,
    Turn,
    Wreck,
    act,
)
from kit.games.planet_unknown.state import ROVER, SYNERGY, Board, Draw, PlanetState, Todo
from kit.games.planet_unknown.words import cell_words

EVENT_KINDS = frozenset({"lift", "raise", "rotate", "collect", "regress", "strike", "wreck", "lose", "empty",
                         "peek", "toss"})  # toss: throw away a private objective (objective_rules.py)
#: What "no milestones" takes away: the civ card, the new rover and the biomass patch.
MILESTONES = frozenset({"civ milestone", "rover", "patch"})
TERRAIN_LETTERS = {"water": "W", "biomass": "Bb", "energy": "E", "rover": "R", "tech": "T", "civ": "C"}


def tech_level(position: int) -> int:
    """The tech level of a tech tracker on ``position``: the highest level at or below it."""
    spaces = TRACKS["tech"].spaces
    return max((v for q in range(position + 1) for e, v in spaces.get(q, ()) if e == "tech"), default=0)


class EventRules:
    """The event-card half of the game class."""

    state: PlanetState
    planet: Planet
    num_players: int
    settings: dict[str, Any]

    # provided by the game class
    def _climb(self, player: int, b: Board, track: str, steps: int, synergy: bool = True) -> list[Event]:
        raise NotImplementedError

    def _settle(self, player: int, b: Board, events: list[Event]) -> None:
        raise NotImplementedError

    def stacks_facing(self, player: int) -> tuple[int, int]:
        raise NotImplementedError

    def _toss(self, player: int, b: Board, move: GiveBack) -> list[Event]:
        raise NotImplementedError

    def scores(self) -> list[float]:
        raise NotImplementedError

    # ------------------------------------------------------------- the deck
    @property
    def events_on(self) -> bool:
        return bool(self.settings.get("events", False))

    def _event_setup(self) -> list[Draw]:
        """The chance step that makes the event deck at setup (none without the option)."""
        return [Draw(None, "deck")] if self.events_on else []

    def _event_round(self) -> None:
        """Once the station has turned: reveal the round's event card (with the option)."""
        s = self.state
        if self.events_on:
            s.tasks.append(Draw(None, "event"))
            s.phase = "event"

    def events_left(self) -> int:
        return sum(self.state.event_mix) - len(self.state.events_seen)

    def _unseen(self) -> list[tuple[int, float]]:
        """Each card the next event may be, with its chance: an alert by its cards left in the
        deck, then any card of that alert not yet revealed (which ones the deck holds is hidden)."""
        s = self.state
        solo = self.num_players == 1
        left = self.events_left()
        out = []
        for alert, count in zip(ALERTS, s.event_mix):
            pool = [n for n in cards_in_play(solo)[alert] if n not in s.events_seen]
            still = count - sum(EVENTS[n].alert == alert for n in s.events_seen)
            out += [(n, still / left / len(pool)) for n in pool if still > 0]
        return out

    def _event_outcomes(self) -> list[tuple[Action, float]]:
        s = self.state
        deck = s.tasks[0].deck
        if deck == "deck":
            found = mixes(self.num_players == 1)
            return [(act(Deck, *mix), 1 / len(found)) for mix in found]
        if deck.startswith("civ"):
            cards = s.civ_left[int(deck[4:]) - 1]
            return [(act(Discard, n), 1 / len(cards)) for n in cards]
        if s.next_event:
            return [(act(EventCard, s.next_event), 1.0)]
        return [(act(EventCard, n), p) for n, p in self._unseen()]

    def _event_sample(self, rng: random.Random) -> Action:
        outcomes = self._event_outcomes()
        x = rng.random()
        for a, p in outcomes:
            x -= p
            if x < 0:
                return a
        return outcomes[-1][0]

    def _event_help(self) -> str:
        deck = self.state.tasks[0].deck
        if deck == "deck":
            return "The event deck's mix: deck <green> <orange> <red>, e.g. deck 7 7 6"
        if deck.startswith("civ"):
            return f"The level {deck[4:]} civ card that leaves the box, e.g. {self._event_outcomes()[0][0]}"
        return f"The next event card (1–60), e.g. {self._event_outcomes()[0][0]}"

    def _event_chance(self, move: AnyMove) -> list[Event]:
        """Apply a chance step of the event cards."""
        s = self.state
        task = s.tasks.pop(0)
        events: list[Event] = []
        if isinstance(move, Deck):
            s.event_mix = [move.green, move.orange, move.red]
            if not s.tasks and s.phase == "setup":
                s.phase = "turn"
        elif isinstance(move, Discard):
            s.civ_left[int(task.deck[4:]) - 1].remove(move.card)
            events.append(Event("discard", f"the civ card {CIV_CARDS[move.card].name} leaves the box"))
        elif isinstance(move, EventCard) and task.deck == "peek":
            s.next_event = move.card
        elif isinstance(move, EventCard):
            events += self._reveal_event(move.card)
        return events

    # ------------------------------------------------------------- the round's card
    def _reveal_event(self, card: int) -> list[Event]:
        s = self.state
        s.event, s.next_event, s.peekers = card, 0, []
        s.events_seen.append(card)
        e = EVENTS[card]
        events = [Event("event", f"event card {card}, {e.alert} alert: {e.words}")]
        if not self.events_left():
            s.ending = s.ending or "the last event card is revealed"
        if e.effect == "civ card removed":
            s.tasks.extend(Draw(None, f"civ {level}") for level in (1, 2, 3, 4) if s.civ_left[level - 1])
        for p, b in enumerate(s.boards):
            events += self._event_effect(p, b, card)
            self._settle(p, b, events)
        self._event_finish(events)
        return events

    def _event_effect(self, player: int, b: Board, card: int) -> list[Event]:
        """What the card does to one player now: decisions on the board's list, or at once."""
        e = EVENTS[card]
        due: dict[str, Todo] = {
            "advance no benefits": Todo("lift", e.tracks, e.value), "advance": Todo("raise", e.tracks, 1),
            "rotate": Todo("rotate"), "patch": Todo("patch", storable=True), "synergy": SYNERGY,
            "rescue lifepod": Todo("rescue", steps=1), "collect meteorite": Todo("collect"),
            "regress": Todo("regress", e.tracks, e.value), "meteorite on symbol": Todo("strike"),
            "lifepod destroyed": Todo("lose"), "stack emptied": Todo("empty"),
            "synergy or peek": Todo("peek"),
        }
        who = f"player {player + 1}"
        if e.effect in due:
            b.todo.append(due[e.effect])
        elif e.effect == "rover destroyed" and len(b.rovers) > 1:
            b.todo.append(Todo("wreck"))
        elif e.effect == "collected lifepod lost" and b.pods:
            b.pods -= 1
            b.lost_pods += 1
            return [Event("lifepod", f"{who} loses a rescued lifepod")]
        elif e.effect == "collected meteorite lost" and b.rocks:
            b.rocks -= 1
            return [Event("meteorite", f"{who} loses a collected meteorite")]
        elif e.effect in ("objective drawn", "objective destroyed"):
            return self._event_objective(player, e.effect)
        return []

    def _event_objective(self, player: int, effect: str) -> list[Event]:
        """Hook for the private objectives: an objective card drawn or thrown away (no effect
        while the game has no private objectives)."""
        return [Event("event", f"player {player + 1} has no private objectives: no effect")]

    def _event_finish(self, events: list[Event]) -> None:
        """The event phase is over once nobody owes a decision: the draft begins."""
        s = self.state
        if s.phase == "event" and not any(b.todo for b in s.boards):
            s.phase = "draft"

    def round_rule(self) -> str:
        """The effect of this round's event card that lasts the round ("" when none)."""
        s = self.state
        if not s.event or s.phase not in ("event", "draft", "resolve"):
            return ""
        effect = EVENTS[s.event].effect
        return effect if effect in ROUND_RULES else ""

    # ------------------------------------------------------------- decisions
    def _meteor_symbols(self, b: Board) -> list[int]:
        """The meteorite symbols of the board's tiles that hold no meteorite now."""
        cells = []
        for tile, at, orientation in b.placed:
            t = TILES[tile]
            if t.meteor:
                p = placement_index(t.shape, t.meteor)[(CELL_NAMES.index(at), orientation)]
                cells += [sq[0] for sq in p.squares if sq[3] and not b.meteors >> sq[0] & 1]
        return sorted(cells)

    def _event_actions(self, b: Board, task: Todo) -> list[Action]:
        kind = task.kind
        s = self.state
        tracks = dict(zip(TRACK_NAMES, b.track))
        if kind in ("lift", "raise", "peek"):
            names = task.gains or TRACK_NAMES
            out = [act(Boost, t) for t in names
                   if tracks[t] < TRACKS[t].top or t == "rover" and kind != "lift"]
            return out + [act(Peek)] if kind == "peek" and self.events_left() else out
        if kind == "regress":
            return [act(Regress, t) for t in task.gains if tracks[t] > 0]
        if kind == "toss":
            return [act(GiveBack, card) for card in sorted(b.objectives)]
        if kind == "rotate":
            return [act(Turn, k) for k in range(DEPOTS)]
        cells = {"collect": bits(b.meteors), "lose": bits(b.lifepods), "wreck": sorted(b.rovers)}
        if kind in cells:
            return [act({"collect": Collect, "lose": Lose, "wreck": Wreck}[kind], i) for i in cells[kind]]
        if kind == "strike":
            return [act(Strike, i) for i in self._meteor_symbols(b)]
        if kind == "empty":
            player = next(p for p, x in enumerate(s.boards) if x is b)
            return [act(Empty, word) for word, k in zip(STACK_WORDS, self.stacks_facing(player))
                    if s.tops[k] is not None or s.piles[k]]
        raise AssertionError(kind)

    def _set_track(self, b: Board, track: str, position: int) -> None:
        k = TRACK_NAMES.index(track)
        b.track[k] = max(0, min(TRACKS[track].top, position))
        if track == "tech":
            b.tech = tech_level(b.track[k])

    def _event_decide(self, player: int, b: Board, task: Todo, move: AnyMove) -> list[Event]:
        """The answer ``move`` to an event card's decision ``task``."""
        s = self.state
        who = f"player {player + 1}"
        if isinstance(move, Boost) and task.kind == "lift":
            k = TRACK_NAMES.index(move.track)
            self._set_track(b, move.track, b.track[k] + task.steps)
            return [Event("advance", f"{who}'s {move.track} tracker reaches {b.track[k]}")]
        if isinstance(move, Boost):
            return self._climb(player, b, move.track, 1)
        if isinstance(move, GiveBack):
            return self._toss(player, b, move)
        if isinstance(move, Regress):
            self._set_track(b, move.track, b.track[TRACK_NAMES.index(move.track)] - task.steps)
            return [Event("regress", f"{who}'s {move.track} tracker goes back to "
                                     f"{b.track[TRACK_NAMES.index(move.track)]}")]
        if isinstance(move, Turn):
            s.rotation = (s.rotation + move.steps) % DEPOTS
            return [Event("turn", f"{who} turns the station {move.steps} depot(s) clockwise")]
        if isinstance(move, Peek):
            if not s.next_event:
                s.tasks.append(Draw(None, "peek"))
            s.peekers.append(player)
            return [Event("peek", f"{who} looks at the next event card")]
        if isinstance(move, Empty):
            k = self.stacks_facing(player)[STACK_WORDS.index(move.stack)]
            gone = s.piles[k] + ([t] if (t := s.tops[k]) is not None else [])
            s.event_trash += gone
            s.piles[k], s.tops[k] = [], None
            s.tasks = [d for d in s.tasks if d.stack != k or d.deck]
            return [Event("empty", f"{who} empties the {move.stack} stack: "
                                   f"{len(gone)} tiles leave the station")]
        assert isinstance(move, Collect | Strike | Wreck | Lose), move
        bit = 1 << move.cell
        where = cell_words(CELL_NAMES[move.cell])
        if isinstance(move, Collect):
            b.meteors &= ~bit
            b.rocks += 1
            return [Event("meteorite", f"{who} collects the meteorite on {where}")]
        if isinstance(move, Lose):
            b.lifepods &= ~bit
            b.lost_pods += 1
            return [Event("lifepod", f"{who} loses the lifepod on {where}")]
        events = []
        if isinstance(move, Strike):
            b.meteors |= bit
            events.append(Event("meteor", f"a meteorite strikes {where}"))
        if move.cell in b.rovers:
            b.rovers.remove(move.cell)
            b.lost_rovers += 1
            events.append(Event("crush", f"{who}'s rover on {where} is destroyed"))
        return events

    # ------------------------------------------------------------- rules for the round
    def _event_blocks(self, effect: str) -> bool:
        """True when this round's card takes away what a track space gives."""
        rule = self.round_rule()
        if rule == "no milestones":
            return effect in MILESTONES
        return rule == "no synergy" and effect == "synergy"

    def _event_one_gain(self) -> int:
        """1 when this round's tile advances only one of its trackers, else 0."""
        return int(self.round_rule() == "one resource")

    def _event_after_lay(self, b: Board) -> None:
        if self.round_rule() == "extra rover":
            b.todo.append(ROVER)

    def _event_fits(self, b: Board, t: Tile, found: list[Placement]) -> list[Placement]:
        """The placements of ``found`` this round's card allows."""
        rule = self.round_rule()
        if rule == "not on edge":
            return [p for p in found if not p.mask & self.planet.border]
        if rule == "not on ice":
            return [p for p in found if not p.mask & self.planet.ice]
        if rule == "no matching terrain":
            masks = {letter: sum(1 << i for i, ch in enumerate(b.terrain) if ch.upper() == letter)
                     for letter in t.terrains}
            return [p for p in found if not any(neighbours(1 << cell) & masks[t.terrains[half]]
                                                for cell, half, _, _ in p.squares)]
        return found

    def _may_enter(self, b: Board, cell: int) -> bool:
        """False when this round's card keeps rovers off the terrain of ``cell``."""
        if self.round_rule() != "rovers avoid":
            return True
        return b.terrain[cell] not in TERRAIN_LETTERS[EVENTS[self.state.event].tracks[0]]

    def _event_problem(self, player: int, move: AnyMove,
                       fits: list[Placement] | None) -> IllegalAction | None:
        """The refusal of a move this round's card forbids (``fits``: the placements it allows
        while a tile is being placed, else None)."""
        rule = self.round_rule()
        if not rule:
            return None
        words = f"this round's event card: {EVENTS[self.state.event].words}"
        placed = (move.cell, move.orientation) if isinstance(move, Place) else None
        if fits is not None and placed and not any((p.at, p.orientation) == placed for p in fits):
            return IllegalAction("event card", words)
        if isinstance(move, Move) and not self._may_enter(self.state.boards[player], move.dst):
            return IllegalAction("event card", words)
        return None

    # ------------------------------------------------------------- secrets
    def _event_log(self, player: Player, action: Action) -> LogLine | None:
        """A peeked card is seen by those who peeked only."""
        s = self.state
        if isinstance(player, str) and s.tasks and s.tasks[0].deck == "peek":
            words = f"the next event card, seen by those who peek: {action.args[0]}"
            return LogLine("the next event card is set aside face down", {p: words for p in s.peekers})
        return None

    def _resample_events(self, player: int, rng: random.Random) -> None:
        """A peeked card ``player`` has not seen is redrawn."""
        s = self.state
        if s.next_event and player not in s.peekers:
            s.next_event = 0
            cards, weights = zip(*self._unseen())
            s.next_event = rng.choices(cards, weights)[0]

    # ------------------------------------------------------------- views and the solo target
    def solo_target(self) -> int | None:
        """The score the solo player must reach (with event cards), else None."""
        if self.num_players != 1 or not self.events_on or not self.state.event_mix:
            return None
        return solo_target(*self.state.event_mix)

    def _event_public(self) -> dict[str, Any]:
        s = self.state
        if not self.events_on:
            return {}
        e = EVENTS.get(s.event)
        card = {"card": e.number, "alert": e.alert, "words": e.words} if e else None
        return {"event": card, "events_left": self.events_left(), "event_mix": list(s.event_mix),
                "events_seen": list(s.events_seen), "round_rule": self.round_rule(),
                "solo_target": self.solo_target(), "tiles_removed": list(s.event_trash)}

    def _event_private(self, player: int | None) -> dict[str, Any]:
        s = self.state
        if not self.events_on:
            return {}
        seen = player is None or player in s.peekers
        return {"next_event": s.next_event if seen and s.next_event else None}

    def winners(self) -> list[int]:
        target = self.solo_target()
        if target is None:
            return super().winners()  # type: ignore[misc]
        if not self.over:  # type: ignore[attr-defined]
            return []
        return [0] if self.scores()[0] >= target else []

    def result(self) -> str:
        target = self.solo_target()
        if target is None or not self.over:  # type: ignore[attr-defined]
            return super().result()  # type: ignore[misc]
        score = self.scores()[0]
        if score >= target:
            return f"Player 1 wins: {score:g} points reach the target score of {target}."
        return f"No one wins: player 1's {score:g} points fall short of the target score of {target}."


__all__ = ["EVENT_KINDS", "MILESTONES", "EventRules", "tech_level"]
