"""Bahamas: a plane full of crooks, a dice draft, hidden hands and a crash card.

Game by Nicolas Normandon (Matagot, 2019). Each round the dice holder rolls N−1 dice;
each player in turn takes a die, does its action and names a player without a die; the
player left without a die rolls next. Three different FBI cards at the end of one's turn
win at once; the crash card ends the game at once, and the richest player still holding a
parachute or the lifeboat wins.

Every random outcome is a chance step (``character Jo``, ``deal parachute``, ``draw thief``,
``cash 150k``, ``roll cash power power``, ``steal thief`` for a card taken at random,
``peek 50k 100k`` for Gwen's and Kika's looks), so a test or a teacher builds any position
with ``chance="manual"``:

>>> import kit
>>> g = kit.new_game("bahamas", players=4, seed=1, chance="manual")
>>> for step in ["character Jo", "character Dex", "character Mary", "character Boss",
...              "deal parachute", "deal fake", "deal badge", "deal parachute"]:
...     _ = g.play(step)
>>> for p in range(4):
...     for step in ["draw thief", "cash 100k", "cash 50k"]:
...         _ = g.play(step)
>>> _ = g.play("roll action cash power")
>>> g.to_act, [a.text for a in g.legal_actions(0)]
([0], ['take action', 'take cash', 'take power'])

Action cards are played in reaction windows: after a die is chosen every player holding an
action card, whichever it is, plays one usable then or says ``pass``; every card played opens
a window in which the others answer with an Extinguisher (itself answerable) or pass. Who is
asked follows from public facts only (:func:`kit.games.bahamas.legal.window_seats`), so a
window tells nobody who could play. The actions' grammar and typed moves are
in :mod:`kit.games.bahamas.moves`, the agenda's tasks in :mod:`kit.games.bahamas.state`.
"""
from __future__ import annotations

import random
from bisect import insort
from dataclasses import replace
from typing import Any

from kit.engine import CHANCE, Action, Event, GameInfo, IllegalAction, LogLine, Option, Player
from kit.flow import StackGame
from kit.games.bahamas import beliefs, chance, legal, views
from kit.games.bahamas.components import DIAMONDS_BONUS, FACES, HAND_LIMIT, STARTING, TABLE, deck_counts
from kit.games.bahamas.moves import (
    Buy,
    Character,
    Deal,
    Discard,
    Draw,
    DrawCash,
    Face,
    Give,
    Move,
    Name,
    Pass,
    Peek,
    Pick,
    PickTop,
    Play,
    PlayHighKick,
    PlaySearch,
    PlayStorm,
    PlayThief,
    Roll,
    Steal,
    TakeDie,
    Target,
    read,
    write,
)
from kit.games.bahamas.state import (
    CASH_DRAWS,
    CHOOSE,
    DRAWS,
    NAME_NEXT,
    NAMED,
    NEW_ROUND,
    RESOLVED,
    TAKEN,
    TAKES,
    TARGETING,
    Act,
    AnswerWindow,
    BahamasState,
    BossFace,
    ChanceTask,
    ChooseDie,
    ChooseTarget,
    DealCharacter,
    DealStart,
    Decision,
    DexKeeps,
    DiceWindow,
    DrawAction,
    DrawCashCard,
    FbiCheck,
    GiveDoug,
    HandLimit,
    JoKeeps,
    NameNext,
    NextPlayer,
    PeekAt,
    Played,
    PowerChoice,
    Resolve,
    RollDice,
    StormEnd,
    StormTake,
    TakeRandom,
    Task,
    TurnEnd,
    Window,
)
from kit.games.bahamas.words import (
    FACE_WORDS,
    POWERS,
    SECRET_STEPS,
    card_name,
    kit_default_docs,
    log_key,
    log_line,
    money,
    played_words,
    words,
)


class Bahamas(StackGame):
    WAITING = "mode"  # the agenda waits while mode names what for: chance, a decision, a window
    search_levels = {"quick": 16, "thoughtful": 52, "strong": 140}  # p95 decision 0.1, 0.3, 0.8 s
    #: A flat search (:mod:`kit.mcts`): each move judged by greedy-played continuations in the
    #: same worlds, and a smaller trust than the usual 1.5. Measured on 166 positions of greedy
    #: games (each move's worth from 120 greedy-played continuations), the strong bot's
    #: departures from the greedy move gained in all 0.5 wins with the tree, 1.6 flat, 2.5
    #: flat with a trust of 0.5 to 0.75 (most from cards the greedy bot keeps: Robbery, Search,
    #: High kick). Strong vs three greedy bots: 43.8% [29.6, 59.0] of 40 games (fair 25%).
    search_tree = False
    search_trust = 0.75
    info = GameInfo(
        name="bahamas",
        title="Bahamas",
        min_players=4,
        max_players=8,
        designers=("Nicolas Normandon",),
        publishers=("Matagot",),
        summary="Dice draft on a doomed plane: hidden hands, cards played out of turn, and a crash "
                "card that ends the flight.",
        credits="“Bahamas” by Nicolas Normandon, illustrated by Pierô, published by Matagot (2019); "
                "rules from the project's rules text; counts the text leaves open are kit defaults.",
        year=2019,
        chance=True,
        hidden_information=True,
        simultaneous=False,  # no secret simultaneous choices; out-of-turn cards are reaction windows
        score_range=(0, sum(int(v) * k for v, k in TABLE["cash_cards"].items())
                     + DIAMONDS_BONUS * TABLE["action_deck"].get("diamonds", 0)),
        max_actions=50_000,
    )
    options = {
        "first_player": Option(1, "the seat of the oldest player, who takes the dice first", bounds=(1, 8),
                               label="Oldest player (rolls first)"),
    }
    KIT_DEFAULTS = kit_default_docs()
    state: BahamasState

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        n = self.num_players
        if self.settings["first_player"] > n:
            raise ValueError(f"first_player {self.settings['first_player']} is not a seat of a "
                             f"{n}-player game")
        self.faces: tuple[str, ...] = tuple(TABLE["die_faces"])
        self.face_set = tuple(f for f in FACES if f in self.faces)
        self.deck_counts = deck_counts(n)
        self.cash_counts = {int(v): int(k) for v, k in TABLE["cash_cards"].items()}
        self.start_counts = dict(zip(("parachute", "fake", "badge"), STARTING[n], strict=True))

    def _initial_state(self) -> BahamasState:
        n = self.num_players
        first = self.settings["first_player"] - 1
        tasks: list[Task] = [TurnEnd(first), ChooseDie(first), RollDice()]
        seats = range(n - 1, -1, -1)  # the last seat's tasks first: the stack pops the first seat's
        tasks += [t for p in seats for t in (DrawCashCard(p), DrawCashCard(p), DrawAction(p))]
        tasks += [DealStart(p) for p in seats] + [DealCharacter(p) for p in seats]
        s = BahamasState(
            tasks=tasks, characters=[""] * n, hands=[[] for _ in range(n)],
            cash=[[] for _ in range(n)], deck=dict(self.deck_counts),
            upper_left=sum(self.deck_counts.values()) - 4, cash_deck=dict(self.cash_counts),
            start_pile=dict(self.start_counts), dice=[""] * n, transit=[[] for _ in range(n)],
            roller=first, current=first)
        self.state = s
        self._run([])
        return s

    # --------------------------------------------------------------- driver
    def _run(self, events: list[Event]) -> list[Event]:
        """Do the agenda until the game must wait for chance, a decision or a window."""
        self._events = events
        self._run_tasks()
        if not self.state.mode:  # nothing left to do: only at the end
            self.state.mode = "over"
        return events

    def _task_chance(self, task: ChanceTask) -> None:
        if type(task) is DrawAction or self._chance_possible(task, self._events):
            s = self.state
            s.mode, s.wait = "chance", task

    def _task_decide(self, task: Decision) -> None:
        s = self.state
        if type(task) is ChooseDie:  # the most frequent first
            if not s.center:
                return
            s.current = task.seat
        elif type(task) is not NameNext and not self._decision_needed(task, self._events):
            return
        s.mode, s.wait, s.open_seats = "decide", task, [task.seat]

    def _task_window(self, task: Window) -> None:
        seats = legal.window_seats(self.state, task)  # from public facts only: no hand is told
        if seats:
            s = self.state
            s.mode, s.wait, s.open_seats = "window", task, seats

    def _chance_possible(self, task: ChanceTask, events: list[Event]) -> bool:
        s, name = self.state, self.player_name
        if type(task) is DrawCashCard:
            if not s.cash_deck and not s.cash_bottom:
                events.append(Event("empty", f"the cash deck is empty: {name(task.seat)} draws nothing"))
                return False
        elif type(task) is TakeRandom or type(task) is PeekAt:
            pile = s.hands[task.victim] if task.what == "action" else s.cash[task.victim]
            if not pile:
                events.append(Event("empty", f"{name(task.victim)} has no {task.what} card: no effect"))
                return False
        elif type(task) is StormTake and not s.hands[task.victim]:
            return False  # the neighbour has no card left to take
        return True

    # ---------------------------------------------------------- chance steps
    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        return chance.outcomes(self.state, self.faces)

    def _sample_chance(self, rng: random.Random) -> Action:
        return chance.sample(self.state, self.faces, rng) or super()._sample_chance(rng)

    def _check_chance(self, action: Action) -> None:
        chance.check(self.state, self.faces, action)

    def chance_help(self) -> str:
        return chance.help_text(self.state)

    def _chance_step(self, move: Move, events: list[Event]) -> None:
        s = self.state
        task = s.wait  # the most frequent steps first
        if type(task) is DrawAction and type(move) is Draw:
            self._draw_action(task.seat, move.card, task.to_tray, events)
        elif type(task) is DrawCashCard and type(move) is DrawCash:
            self._draw_cash(task.seat, move.value, task.to_tray)
        elif type(task) is DealCharacter and type(move) is Character:
            s.characters[task.seat] = move.name
            said = f"{self.player_name(task.seat)} is {move.name}: {POWERS[move.name]}"
            events.append(Event("character", said))
        elif type(task) is DealStart and type(move) is Deal:
            s.start_pile[move.card] -= 1
            if not s.start_pile[move.card]:
                del s.start_pile[move.card]
            insort(s.hands[task.seat], move.card)
        elif type(task) is RollDice and type(move) is Roll:
            s.center = list(move.faces)
            s.phase = "play"
            s.round += 1
            events.append(Event("roll", f"{self.player_name(s.roller)} rolls: "
                                        + ", ".join(FACE_WORDS[f] for f in move.faces)))
        elif type(task) is TakeRandom and type(move) is Steal:
            thief, victim = task.seat, task.victim
            if isinstance(move.card, str):
                beliefs.move_card(s, move.card, victim, thief, (thief, victim))
            else:
                beliefs.move_cash(s, move.card, victim, thief, (thief, victim))
        elif type(task) is StormTake and type(move) is Steal and isinstance(move.card, str):
            s.hands[task.victim].remove(move.card)
            s.transit[task.seat].append(move.card)
            beliefs.lose_unseen(s, task.victim, move.card, (task.seat, task.victim))
        elif type(task) is PeekAt and type(move) is Peek:
            if task.what == "action":
                s.tray = [c for c in move.cards if isinstance(c, str)]
            else:
                s.cash_tray = [c for c in move.cards if isinstance(c, int)]
            s.tray_kind, s.tray_owner, s.tray_from = "peek " + task.what, task.seat, task.victim
        else:
            raise AssertionError((task, move))

    def _draw_action(self, p: int, card: str, to_tray: bool, events: list[Event]) -> None:
        s = self.state
        if card == "crash":
            events.append(Event("crash", f"{self.player_name(p)} draws the Crash card: the plane goes down"))
            self._crash(events)
            return
        if s.top:
            s.top.pop(0)
            if not s.top:
                s.top_by = -1
        else:
            s.deck[card] -= 1
            if not s.deck[card]:
                del s.deck[card]
            if s.upper_left > 0:
                s.upper_left -= 1
        if to_tray:
            s.tray.append(card)
        else:
            insort(s.hands[p], card)

    def _draw_cash(self, p: int, value: int, to_tray: bool) -> None:
        s = self.state
        if s.cash_deck:
            s.cash_deck[value] -= 1
            if not s.cash_deck[value]:
                del s.cash_deck[value]
        else:
            s.cash_bottom.pop(0)
            if not s.cash_bottom:
                s.bottom_by = -1
        if to_tray:
            s.cash_tray.append(value)
        else:
            insort(s.cash[p], value)

    def _crash(self, events: list[Event]) -> None:
        s = self.state
        if s.tray_kind == "jo":  # Jo holds the cards drawn so far
            for card in s.tray:
                insort(s.hands[s.tray_owner], card)
            self._clear_tray()
        for r, cards in enumerate(s.transit):
            for card in cards:
                insort(s.hands[r], card)
            cards.clear()
        s.survivors = [p for p in self.players if "parachute" in s.hands[p] or "lifeboat" in s.hands[p]]
        s.end = "crash"
        self._finish()
        saved = ", ".join(self.player_name(p) for p in s.survivors) or "nobody"
        events.append(Event("end", f"survivors: {saved}; " + self._winner_text()))

    def _finish(self) -> None:
        s = self.state
        s.phase, s.mode, s.wait, s.open_seats = "over", "over", None, []
        s.tasks.clear()

    def _winner_text(self) -> str:
        winners = self.winners()
        if not winners:
            return "nobody survived, nobody wins"
        names = " and ".join(self.player_name(p) for p in winners)
        best = int(self.scores()[winners[0]])
        return f"{names} {'wins' if len(winners) == 1 else 'share the win'} with {money(best)}"

    def _clear_tray(self) -> None:
        s = self.state
        s.tray, s.cash_tray, s.tray_kind, s.tray_owner, s.tray_from = [], [], "", -1, -1

    # ------------------------------------------------------------ decisions
    def _decision_needed(self, task: Decision, events: list[Event]) -> bool:
        """False (with the reason as an event) for a decision that cannot happen now."""
        s = self.state
        if type(task) is HandLimit:
            return len(s.hands[task.seat]) > HAND_LIMIT
        if type(task) is ChooseTarget:
            if not legal.targets(s, task.seat, task.purpose):
                events.append(Event("no target", f"nobody {legal.NEED[task.purpose]}: no effect"))
                return False
            return True
        if type(task) is JoKeeps or type(task) is DexKeeps:
            tray: list[str] | list[int] = s.tray if type(task) is JoKeeps else s.cash_tray
            if not tray:
                self._clear_tray()
            return bool(tray)
        if type(task) is GiveDoug:
            return bool(s.hands[task.seat] or s.cash[task.seat])
        if type(task) is PowerChoice:
            if task.power == "pat":
                return any(c != "parachute" for c in s.hands[task.victim])
            if task.power == "nick":
                return bool(s.hands[task.victim] and s.cash[task.seat])
            if task.power == "piero":
                return bool(s.cash[task.victim])
        return True

    def _decide(self, player: int, move: Move, events: list[Event]) -> None:
        s = self.state
        task = s.wait
        name = self.player_name
        if type(task) is ChooseDie and type(move) is TakeDie:
            s.center.remove(move.face)
            s.dice[player] = move.face
            s.tasks += TAKEN[player]
        elif type(task) is NameNext and type(move) is Name:
            s.tasks += NAMED[move.seat]
        elif type(task) is ChooseTarget and type(move) is Target:
            self._targeted(player, move.seat, task.purpose, events)
        elif type(task) is HandLimit:
            s.tasks.append(HandLimit(player))
            if type(move) is Discard and isinstance(move.card, str):
                beliefs.discard_card(s, player, move.card)
                said = f"{name(player)} discards {card_name(move.card)} (hand limit)"
                events.append(Event("discard", said))
            else:
                self._play_card(player, move, task, events)
        elif type(task) is JoKeeps and type(move) is PickTop:
            insort(s.hands[player], move.card)
            s.top = [*move.top, *s.top]
            s.top_by = player
            self._clear_tray()
            events.append(Event("jo", f"{name(player)} keeps one card and puts {len(move.top)} back on top "
                                      "of the deck"))
        elif type(task) is DexKeeps and type(move) is Pick and isinstance(move.card, int):
            rest = list(s.cash_tray)
            rest.remove(move.card)
            insort(s.cash[player], move.card)
            if rest:
                s.cash_bottom += rest
                s.bottom_by = player
            self._clear_tray()
            said = f"{name(player)} keeps one cash card and puts {len(rest)} at the bottom"
            events.append(Event("dex", said))
        elif type(task) is GiveDoug and type(move) is Give:
            for card in move.cards:
                if isinstance(card, int):
                    beliefs.move_cash(s, card, player, task.doug, (player, task.doug))
                else:
                    beliefs.move_card(s, card, player, task.doug, (player, task.doug))
            events.append(Event("give", f"{name(player)} gives {name(task.doug)} "
                                + " and ".join("a cash card" if isinstance(c, int) else "an action card"
                                               for c in move.cards)))
        elif type(task) is PowerChoice:
            self._power(player, task, move, events)
        elif type(task) is BossFace and type(move) is Face:
            s.dice[player] = move.face
            events.append(Event("boss", f"{name(player)} turns the die to “{FACE_WORDS[move.face]}”"))
            s.tasks.append(Act(player))
        else:
            raise AssertionError((task, move))

    def _power(self, player: int, task: PowerChoice, move: Move, events: list[Event]) -> None:
        s = self.state
        name = self.player_name
        victim = task.victim
        if task.power == "gwen" and type(move) is Pick and isinstance(move.card, int):
            rest_cash = list(s.cash_tray)
            rest_cash.remove(move.card)
            beliefs.move_cash(s, move.card, victim, player, (player, victim))
            # given back: the looker knows the victim holds it
            known = s.known_cash.get((player, victim), ())
            s.known_cash[(player, victim)] = beliefs.union_max(known, rest_cash)
        elif task.power == "kika" and type(move) is Pick and isinstance(move.card, str):
            rest = list(s.tray)
            rest.remove(move.card)
            beliefs.move_card(s, move.card, victim, player, (player, victim))
            s.known[(player, victim)] = beliefs.union_max(s.known.get((player, victim), ()), rest)
        elif task.power == "pat" and type(move) is Discard and isinstance(move.card, str):
            beliefs.discard_card(s, victim, move.card)
            events.append(Event("pat", f"{name(player)} discards {name(victim)}'s {card_name(move.card)}"))
            return
        elif task.power == "nick":
            if type(move) is Buy:
                beliefs.move_card(s, move.card, victim, player, (player, victim))
                beliefs.move_cash(s, move.value, player, victim, (player, victim))
                events.append(Event("nick", f"{name(player)} buys an action card from {name(victim)} "
                                            "with a cash card"))
            else:
                events.append(Event("nick", f"{name(player)} buys nothing"))
            return
        elif task.power == "piero" and type(move) is Discard and isinstance(move.card, int):
            beliefs.discard_cash(s, victim, move.card)
            events.append(Event("piero", f"{name(player)} discards {name(victim)}'s {money(move.card)}"))
            s.tasks.append(DrawCashCard(player))
            return
        else:
            raise AssertionError((task, move))
        self._clear_tray()
        events.append(Event(task.power, f"{name(player)} keeps one card of {name(victim)} and gives the "
                                        "other back"))

    def _targeted(self, p: int, q: int, purpose: str, events: list[Event]) -> None:
        s = self.state
        if purpose == "steal-action":
            s.tasks.append(TAKES[p, q, "action"])
        elif purpose == "steal-cash":
            s.tasks.append(TAKES[p, q, "cash"])
        elif purpose == "doug":
            s.tasks.append(GiveDoug(q, p))
        elif purpose == "gwen":
            s.tasks += [PowerChoice("gwen", p, q), PeekAt(p, q, "cash")]
        elif purpose == "kika":
            s.tasks += [PowerChoice("kika", p, q), PeekAt(p, q, "action")]
        elif purpose in ("pat", "nick"):
            self._show_hand(q, p, events)
            if purpose == "pat":
                s.tasks += [DrawAction(p), PowerChoice("pat", p, q)]
            else:
                s.tasks.append(PowerChoice("nick", p, q))
        elif purpose == "piero":
            s.known_cash[(p, q)] = tuple(s.cash[q])
            shown = ", ".join(money(v) for v in s.cash[q]) or "no cash"
            said = f"{self.player_name(q)} shows {self.player_name(p)} their cash: {shown}"
            events.append(Event("shown", said, seen_by=(p, q)))
            s.tasks.append(PowerChoice("piero", p, q))

    def _show_hand(self, q: int, p: int, events: list[Event]) -> None:
        s = self.state
        s.known[(p, q)] = tuple(s.hands[q])
        shown = ", ".join(card_name(c) for c in s.hands[q]) or "no action card"
        events.append(Event("shown", f"{self.player_name(q)} shows {self.player_name(p)} their action cards: "
                                     f"{shown}", seen_by=(p, q)))

    # --------------------------------------------------------- turn steps
    def _task_act(self, task: Act) -> None:
        """A die's action (the die may have been kicked to another face or robbed)."""
        s = self.state
        p = task.seat
        face = s.dice[p]
        if not face:  # robbed: the turn goes on with another die, if any is left
            s.tasks.append(CHOOSE[p])
        elif face == "action":
            s.tasks.append(DRAWS[p])
        elif face == "cash":
            s.tasks.append(CASH_DRAWS[p])
        elif face in ("steal-action", "steal-cash"):
            s.tasks.append(TARGETING[p, face])
        else:
            self._use_power(p)

    def _use_power(self, p: int) -> None:
        s = self.state
        who = s.characters[p]
        if who == "Jo":
            s.tasks.append(JoKeeps(p))
            s.tray_kind, s.tray_owner = "jo", p
            s.tasks += [DrawAction(p, True)] * 3
        elif who == "Dex":
            s.tasks.append(DexKeeps(p))
            s.tray_kind, s.tray_owner = "dex", p
            s.tasks += [DrawCashCard(p, True)] * 3
        elif who == "Mary":
            s.tasks += [DrawCashCard(p), DrawAction(p)]
        elif who == "Boss":
            s.tasks.append(BossFace(p))
        else:
            s.tasks.append(TARGETING.get((p, who.lower())) or ChooseTarget(p, who.lower()))

    def _task_turn_end(self, task: TurnEnd) -> None:
        p = task.seat
        s = self.state
        if len(s.hands[p]) > HAND_LIMIT:
            s.tasks += [NextPlayer(p), FbiCheck(p), HandLimit(p)]
            return
        self._fbi(task)  # the usual case: no hand limit to apply
        if s.mode != "over":
            self._next(task)

    def _fbi(self, task: TurnEnd | FbiCheck) -> None:
        s, p = self.state, task.seat
        hand = s.hands[p]
        if "badge" in hand and "handcuffs" in hand and "phone" in hand:
            s.end, s.fbi_winner = "fbi", p
            self._finish()
            said = f"{self.player_name(p)} reveals the three FBI cards and wins at once"
            self._events.append(Event("end", said))

    def _next(self, task: TurnEnd | NextPlayer) -> None:
        s, p = self.state, task.seat
        if s.center:
            s.tasks.append(NAME_NEXT[p])
            return
        roller = next(q for q in range(self.num_players) if not s.dice[q])
        s.dice = [""] * self.num_players
        s.center = []
        s.roller = s.current = roller
        self._events.append(Event("round", f"every die is taken: {self.player_name(roller)} takes the dice"))
        s.tasks += NEW_ROUND[roller]

    def _task_resolve(self, task: Resolve) -> None:
        s = self.state
        events = self._events
        played = s.stack.pop()
        p, target, name = played.seat, played.target, self.player_name
        if played.cancelled:
            events.append(Event("cancelled", f"{name(p)}'s {card_name(played.card)} is cancelled"))
            return
        card = played.card
        if card == "extinguisher":
            below = s.stack[-1]
            s.stack[-1] = replace(below, cancelled=True)
            events.append(Event("extinguish", f"{name(p)}'s Extinguisher cancels {name(below.seat)}'s "
                                              f"{card_name(below.card)}"))
        elif card == "storm":
            n = self.num_players
            step = 1 if played.what == "left" else -1
            s.storm_dir = step
            events.append(Event("storm", f"Storm: each player takes a random action card from their "
                                         f"{played.what} neighbour"))
            s.tasks.append(StormEnd())
            s.tasks += [StormTake(r, (r + step) % n) for r in reversed(range(n))]
        elif target is None:
            raise AssertionError(played)
        elif card == "thief":
            s.tasks.append(TAKES[p, target, played.what])
        elif card == "search":
            self._show_hand(target, p, events)
        elif card == "highkick":
            if s.dice[target]:
                s.dice[target] = played.what
                events.append(Event("highkick", f"High kick: {name(target)}'s die now shows "
                                                f"“{FACE_WORDS[played.what]}”"))
        elif card == "robbery":
            if s.dice[target] and not s.dice[p]:
                s.dice[p], s.dice[target] = s.dice[target], ""
                events.append(Event("robbery", f"{name(p)} robs {name(target)}'s die and plays it"))
                s.tasks += [Act(p), DiceWindow(p, False)]

    def _task_storm_end(self, task: StormEnd) -> None:
        s = self.state
        n = self.num_players
        for r in range(n):
            giver = (r + s.storm_dir) % n
            for card in s.transit[r]:
                insort(s.hands[r], card)
                known = s.known
                for o in (r, giver):
                    if o != r:
                        known[(o, r)] = tuple(sorted((*known.get((o, r), ()), card)))
            s.transit[r] = []
        s.storm_dir = 0

    # ------------------------------------------------------------ windows
    def _play_card(self, p: int, move: Move, context: Window | HandLimit, events: list[Event]) -> None:
        """Play a card: it goes face up to the discard pile and waits on the stack for the
        Extinguisher window; a window it was played in opens again after it resolves."""
        s = self.state
        owner = context.owner if type(context) is DiceWindow else None
        if type(move) is PlayThief:
            played = Played("thief", p, move.seat, move.what)
        elif type(move) is PlayStorm:
            played = Played("storm", p, None, move.side)
        elif type(move) is PlaySearch:
            played = Played("search", p, move.seat)
        elif type(move) is PlayHighKick:
            played = Played("highkick", p, owner, move.face)
        elif type(move) is Play and move.card == "robbery":
            played = Played("robbery", p, owner)
        elif type(move) is Play:
            played = Played(move.card, p)
        else:
            raise AssertionError(move)
        beliefs.discard_card(s, p, played.card)
        s.stack.append(played)
        idx = len(s.stack) - 1
        below = s.stack[-2] if len(s.stack) > 1 else None
        said = played_words(played, below, self.player_name)
        events.append(Event("play", f"{self.player_name(p)} plays {said}"))
        if type(context) is not HandLimit:
            s.tasks.append(context)
        s.tasks += RESOLVED[idx] if idx < len(RESOLVED) else (Resolve(idx), AnswerWindow(idx))

    # ------------------------------------------------------------ contract
    def _is_over(self) -> bool:
        return self.state.mode == "over"

    def _to_act(self) -> list[Player]:
        s = self.state
        mode = s.mode
        if mode == "chance":
            return [CHANCE]
        if mode == "window" or mode == "decide":  # a decision's open seat is its player's
            return list(s.open_seats)
        return []

    def _chance_due(self) -> bool:
        return self.state.mode == "chance"

    def _legal_actions(self, player: int) -> list[Action]:
        s = self.state
        if s.mode == "decide":
            return legal.decisions(s, self.face_set, s.wait)
        task = s.wait
        if s.mode == "window":
            if type(task) is AnswerWindow:
                return [legal.EXTINGUISHER, legal.PASS] if "extinguisher" in s.hands[player] else [legal.PASS]
            if type(task) is DiceWindow:
                return [*legal.card_plays(s, self.face_set, player, task), legal.PASS]
        return []

    def _apply(self, player: Player, action: Action) -> list[Event]:
        s = self.state
        events: list[Event] = []
        move = read(action)
        if type(player) is not int:  # chance
            self._chance_step(move, events)
            if s.mode == "over":
                return events
        elif s.mode == "decide":
            self._decide(player, move, events)
        else:  # a window
            context = s.wait
            if type(move) is Pass:
                s.open_seats.remove(player)
                if s.open_seats:
                    return events
            elif type(context) is DiceWindow or type(context) is AnswerWindow:
                s.open_seats = []
                self._play_card(player, move, context, events)
        s.mode, s.wait = "", None
        return self._run(events)

    _read = staticmethod(read)  # the action grammar: kit/games/bahamas/moves.py
    _write = staticmethod(write)

    # ------------------------------------------------------------- scores
    def scores(self) -> list[float]:
        s = self.state
        totals: list[float] = [sum(c) for c in s.cash]
        if s.end == "crash":
            return [totals[p] + DIAMONDS_BONUS * s.hands[p].count("diamonds") if p in s.survivors else 0
                    for p in self.players]
        return totals

    def winners(self) -> list[int]:
        s = self.state
        if s.end == "fbi":
            return [s.fbi_winner]
        if s.end != "crash" or not s.survivors:
            return []
        scores = self.scores()
        best = max(scores[p] for p in s.survivors)
        return [p for p in s.survivors if scores[p] == best]

    def _tie_break(self) -> str:
        if self.state.end == "fbi":
            return "holding the three FBI cards"
        return "surviving the crash"

    # --------------------------------------------------------------- views
    def _log_line(self, player: Player, action: Action) -> LogLine | None:
        # A step's log line depends only on who acts, what the game waits for and the
        # action: made once (log lines are immutable), as the engine asks at every step.
        s = self.state
        if type(s.wait) not in SECRET_STEPS:  # (the usual case, without a call)
            return None
        key = log_key(player, s.wait, action)
        line = _LINES.get(key, _MISSING)
        if line is _MISSING:
            if len(_LINES) >= 100_000:
                _LINES.clear()
            said = words(player, action, None)
            line = _LINES[key] = log_line(player, read(action), said, s.wait, self.player_name)
        return line if isinstance(line, LogLine) else None

    def _words(self, player: Player, action: Action, viewer: int | None) -> str:
        return words(player, action, viewer)

    def _view(self, viewer: int | None) -> dict[str, Any]:
        return views.view(self.state, viewer, self.winners())

    def _resample(self, player: int, rng: random.Random) -> None:
        """Redeal what ``player`` cannot see (:func:`kit.games.bahamas.beliefs.resample`),
        as long as what everyone sees disagrees (:func:`kit.games.bahamas.legal.disagreements`)."""
        s, face_set = self.state, self.face_set
        beliefs.resample(s, player, rng, lambda: legal.disagreements(s, face_set))

    def imagined_facts(self, player: int) -> list[str]:
        """The cards in others' hands, in words (the search bot's reasons count them)."""
        from kit.games.bahamas.imagined import imagined_facts

        return imagined_facts(self.state, player, self.player_name)

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        return legal.refusal(self.state, player, action, self.player_name)



_LINES: dict[tuple[object, ...], object] = {}
_MISSING = object()


Bahamas.TASKS = {
    **{kind: Bahamas._task_chance for kind in chance.CHANCE_TASKS},
    **{kind: Bahamas._task_decide for kind in legal.DECISIONS},
    DiceWindow: Bahamas._task_window,
    AnswerWindow: Bahamas._task_window,
    Act: Bahamas._task_act,
    TurnEnd: Bahamas._task_turn_end,
    FbiCheck: Bahamas._fbi,
    NextPlayer: Bahamas._next,
    Resolve: Bahamas._task_resolve,
    StormEnd: Bahamas._task_storm_end,
}
