"""Digit Code as a game: players race to crack a six-digit seven-segment code.

Rules follow the Board Game Arena adaptation by default (see ``KIT_DEFAULTS`` and the
options for the physical game's alternatives):

* the secret code is a chance step ``code 305218``, drawn uniformly among the 465,120 valid
  codes; nobody sees it (a teacher sets a puzzle's code with the ``code`` option, and then
  there is no chance step);
* on your turn you either ask one question nobody has asked yet and then may guess the
  code (or ``pass``), or you guess straight away;
* every answer is public; each player has 2 chances; a wrong guess costs one (everyone
  learns it was wrong, only the guesser sees the code tried); at 0 chances you are out;
* a right guess wins at once (score 1, the others 0); if everyone is out, the code is shown
  and nobody wins.

With ``ask_ends_turn=True`` ("Asking a question ends my turn", a kit default that is off) a
question ends the turn at once, so a class plays one click a question; a player who wants to
guess does so at the start of a turn.

``two_player_mode=True`` is the physical 2-player game: each player's secret code is its
own chance step, seen only by its owner; you ask about the other's code, a turn is a
question *or* a guess, you must ask all four question types before repeating a type, and
two wrong guesses lose.

Actions: ``ask B`` (count a line), ``ask T`` (parity), ``ask TU`` (which is larger),
``ask TAK`` (is this LED lit?), ``guess 305218``, ``pass``. Chance: ``code 305218``.

When all 74 questions have been asked (they identify the code), a player's turn can only be a
guess. ``legal_actions`` lists guesses only once at most 50 codes fit what the player knows
(or when no question is left), but any valid code may be guessed at any time.

>>> import kit
>>> g = kit.new_game("digit_code", players=1, seed=1, code="305218")
>>> [e.text for e in g.play("ask B")]
['Column B has 6 lit segments.']
>>> [str(a) for a in g.legal_actions()][:1]
['pass']
>>> g.play("guess 305218")[-1].text
'player 1 cracked the code 305218 and wins!'
>>> g.over, g.scores()
(True, [1])

The secret codes are chance steps; in manual mode a teacher names them, and each player's
log shows only their own:

>>> g = kit.new_game("digit_code", players=2, seed=1, two_player_mode=True, chance="manual")
>>> g.to_act == [kit.CHANCE]
True
>>> g.chance_help()
"name player 1's secret code, e.g. “code 305218” (six digits; neighbours differ; no digit more than twice)"
>>> _ = g.play("code 305218"), g.play("code 472916")
>>> g.log
["chance: draws player 1's secret code", "chance: draws player 2's secret code"]
>>> g.log_for(1)
["chance: draws player 1's secret code", 'chance: your secret code is 472916']
>>> g.view(0)["seats"][0]["code"], g.view(0)["seats"][1]["code"]
('305218', None)
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from kit.engine import Action, Event, GameInfo, IllegalAction, LogLine, Option, Player
from kit.flow import OVER, FlowState, PhasedGame
from kit.games.digit_code.moves import (
    ASK,
    PASS,
    USAGE,
    Ask,
    DigitMove,
    Guess,
    Pass,
    SecretCode,
    guess_action,
    read,
    write,
)
from kit.games.digit_code.words import HIDDEN_GUESS, answer_words, move_words, question_words
from solvers.digit_code import (
    QUESTIONS,
    Deduction,
    all_codes,
    answer,
    check_code,
    code_index,
    code_strings,
    question_kind,
)

#: legal_actions lists guesses once this many codes or fewer fit (KIT_DEFAULTS["guess_list"]).
GUESS_LIST_LIMIT = 50
QUESTION_TYPES = ("count", "parity", "compare", "led")
TYPE_NAMES = {"count": "count a row or column", "parity": "even or odd",
              "compare": "which is larger", "led": "is an LED lit"}
KIND = {q: question_kind(q) for q in QUESTIONS}
CODE_RULES = "six digits; neighbours differ; no digit more than twice"
#: A clue as the solver takes it: (question, public answer), or (code, False) for a wrong guess.
Clue = tuple[str, Any]


def _code_at(index: int) -> str:
    return code_strings([int(index)])[0]


def clue_text(question: str, reply: Any) -> str:
    """A clue in words (words.py), from a question and its public answer.

    >>> clue_text("B", 4), clue_text("T", "odd"), clue_text("TU", "U"), clue_text("TAK", False)
    ... # doctest: +NORMALIZE_WHITESPACE
    ('Column B has 4 lit segments.', 'Digit T is odd.', 'Digit U is larger than digit T.',
     'The upper-left segment of digit T is dark.')
    """
    return answer_words(question, reply)


@dataclass(frozen=True)
class Asked:
    """A question ``by`` a player about ``about``'s code (None: the shared code), with its
    answer."""

    by: int
    question: str
    answer: Any
    about: int | None


@dataclass(frozen=True)
class WrongGuess:
    """A wrong guess ``by`` a player."""

    by: int
    code: str


@dataclass(frozen=True)
class DrawCode:
    """The chance step due: ``owner``'s secret code (None: the one shared code)."""

    owner: int | None


@dataclass
class DigitState(FlowState[DrawCode]):
    """A Digit Code position. ``phase``: code (chance draws a secret) -> start <-> after (a
    question was asked) -> over; ``tasks``: the secret codes still to draw.

    ``secrets`` are the codes drawn so far: one shared code, or in two-player mode player
    1's then player 2's. ``record`` holds the questions and wrong guesses in the order they
    were made. ``cycle[p]`` (two-player mode) holds the question types p asked in the
    current four-type cycle.
    """

    secrets: list[str] = field(default_factory=list)
    current: int = 0
    record: list[Asked | WrongGuess] = field(default_factory=list)
    chances: list[int] = field(default_factory=list)
    out: list[bool] = field(default_factory=list)
    winner: int | None = None
    cycle: list[tuple[str, ...]] = field(default_factory=list)


class DigitCode(PhasedGame):
    """The Digit Code race (BGA rules by default), or the physical 2-player game."""

    unlisted_verbs = frozenset({"guess"})  # a million codes: listed once at most 50 fit
    state: DigitState
    two_player: bool
    guess_after: bool
    set_code: str | None
    answers_public: bool
    unique: bool

    search_levels = {"quick": 4, "thoughtful": 12, "strong": 32}  # p95 decision 0.1, 0.3, 0.8 s
    info = GameInfo(
        name="digit_code",
        title="Digit Code",
        min_players=1,
        max_players=5,
        designers=("Shota Hasuike",),
        publishers=("Playte",),
        summary="Find a six-digit seven-segment code by asking about lit LEDs, line counts, "
                "parities and comparisons.",
        credits="Designed by Shota Hasuike, art by Wanjin Gill, published by Playte (2025). "
                "The kit follows the Board Game Arena adaptation by Matheus Gomes by default.",
        year=2025,
        chance=True,
        hidden_information=True,
        simultaneous=False,
        score_range=(0, 1),
        # at most 74 questions a player (KIT_DEFAULTS["own_question_once"]) each with its pass
        # or guess, one guess-only turn a chance (5 x 9) and the code draws: 2*74*5 + 45 + 1
        max_actions=800,
    )
    options = {
        "answers_public": Option(True, "every answer is heard by all players (as on Board Game "
                                       "Arena); off: only the asker hears it (in the two-player game "
                                       "both players know every answer anyway)", source="variant",
                                 label="Answers are public"),
        "questions_unique": Option(True, "each question can be asked once per game, by anyone (as on "
                                         "Board Game Arena); off: a player may ask a question another "
                                         "player asked",
                                   source="variant",
                                   label="Each question once"),
        "guess_after_question": Option(
            None, "may a turn be a question followed by a guess? Yes (Board Game Arena since "
                  "September 2025); no: a turn is a question or a guess (the physical game); "
                  "automatic: yes in the race, no in the two-player game (where yes is refused)",
            choices=(None, True, False),
            source="variant", label="Guess after a question",
            choice_labels=("Automatic: yes in the race, no in the two-player game",
                           "Yes: a question, then a guess if the player wants",
                           "No: a turn is a question or a guess")),
        "ask_ends_turn": Option(
            False, "one click a question: the turn passes as soon as the answer is heard, with no "
                   "guess after it (a player who wants to guess does so at the start of a turn "
                   "instead); off: after a question the player may guess or end the turn (as on "
                   "Board Game Arena). "
                   "It changes nothing in the two-player game, where asking always ends the turn",
            source="kit default", label="Asking a question ends my turn"),
        "chances": Option(2, "wrong guesses a player may make before being out", bounds=(1, 9),
                          source="rulebook", label="Chances"),
        "two_player_mode": Option(False, "the physical 2-player game: each player has a secret code "
                                         "(a chance step only its owner sees), asks about the other's, "
                                         "must ask all four question types before repeating a type, "
                                         "and a turn is a question or a guess", source="rulebook",
                                  label="Two-player game"),
        "code": Option("", "the secret code of a teacher's puzzle, e.g. '305218' (then there is no "
                           "chance step); empty: drawn uniformly by chance", source="kit default",
                       label="Secret code", secret=True),
    }
    search_guide = "entropy"  # the search bot's first move; its playouts stay random (fast)
    #: Where the rules are silent, the kit decides ("kit default, not from the rulebook").
    KIT_DEFAULTS = {
        "uniform_code": "the secret code is drawn uniformly among the 465,120 valid codes (Board Game "
                        "Arena's draw is close to uniform, not exactly)",
        "guess_list": f"the list of moves offers guesses only once {GUESS_LIST_LIMIT} or fewer codes fit "
                      "what the player knows (or no question is left); any valid code may be guessed "
                      "at any time",
        "no_question_left": "a player whose turn starts with no question left must guess",
        "own_question_once": "when a question may be asked again by other players, a player still asks "
                             "it at most once themselves (asking it again would tell them nothing)",
        "exhausted_type_counts_as_asked": "two-player game: a question type with no question left "
                                          "counts as already asked in the four-type cycle, so the "
                                          "cycle never blocks a player",
        "two_player_codes": "two-player game: each player's secret code is drawn by chance (at the "
                            "table each player writes one); when chance steps are entered by hand, "
                            "a teacher names it",
        "guesses_seen": "race: only the guesser sees the code of a wrong guess; two-player game: both "
                        "players hear it (the owner checks it)",
        "reveal_code_at_end": "once the game is over the code (both codes in the two-player game) is shown "
                              "to everyone",
    }

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        s = self.settings
        self.two_player = s["two_player_mode"]
        if self.two_player and self.num_players != 2:
            raise ValueError("two_player_mode is the physical 2-player game: use players=2")
        if self.two_player and s["guess_after_question"] is True:
            raise ValueError("two_player_mode is the physical game, where a turn is a question or "
                             "a guess: it does not go with guess_after_question=True (BGA's race rule)")
        if s["ask_ends_turn"] and s["guess_after_question"] is True:
            raise ValueError("“Asking a question ends my turn” (ask_ends_turn) does not go with "
                             "“Guess after a question” set to True: choose one")
        self.guess_after = (not self.two_player) if s["guess_after_question"] is None \
            else s["guess_after_question"]
        if s["ask_ends_turn"]:
            self.guess_after = False
        code = s["code"]
        if code:
            if self.two_player:
                raise ValueError("option code sets the one shared code; two_player_mode draws "
                                 "a code for each player")
            try:
                check_code(code)
            except ValueError as err:
                raise ValueError(f"option code: {str(err)[:160]}") from None
        self.set_code = code or None
        self.answers_public = s["answers_public"]
        self.unique = s["questions_unique"]
        # Candidate sets by the clues that define them (content-keyed, so copies share it).
        self._minds: dict[tuple[Clue, ...], Deduction] = {}

    def _initial_state(self) -> DigitState:
        n = self.num_players
        secrets = [self.set_code] if self.set_code else []
        tasks = [] if secrets else [DrawCode(0), DrawCode(1)] if self.two_player else [DrawCode(None)]
        return DigitState(phase="code" if tasks else "start", tasks=tasks, secrets=secrets,
                          chances=[self.settings["chances"]] * n, out=[False] * n, cycle=[()] * n)

    # --------------------------------------------------------------- chance
    def _chance_outcomes(self) -> None:
        return None  # 465,120 codes: named by text, sampled uniformly

    def _sample_chance(self, rng: random.Random) -> Action:
        return write(SecretCode(_code_at(rng.randrange(len(all_codes())))))

    def _check_chance(self, action: Action) -> None:
        try:
            move: DigitMove | None = read(action)
        except IllegalAction as refusal:
            if refusal.rule == "chance":  # a code that breaks a code rule
                raise
            move = None
        if not isinstance(move, SecretCode):
            raise IllegalAction("chance", f"the next chance step is “code 305218”: {self.chance_help()}")

    def chance_help(self) -> str:
        if not self.state.tasks:
            return ""
        owner = self.state.tasks[0].owner
        whose = "the secret code" if owner is None else f"{self.player_name(owner)}'s secret code"
        return f"name {whose}, e.g. “code 305218” ({CODE_RULES})"

    def _draw_code(self, code: str) -> list[Event]:
        s = self.state
        s.tasks.pop(0)
        s.secrets.append(code)
        if not s.tasks:
            s.phase = "start"
        return []  # the log line says it (to the owner only, see _log_line)

    # ------------------------------------------------------------ knowledge
    def _target(self, player: int) -> int | None:
        """Whose code ``player``'s questions are about (None: the shared code)."""
        return 1 - player if self.two_player else None

    def _secret_for(self, player: int) -> str:
        """The code ``player`` hunts."""
        return self.state.secrets[1 - player if self.two_player else 0]

    def _hears(self, viewer: int | None, asker: int) -> bool:
        """Whether ``viewer`` hears the answers to ``asker``'s questions."""
        return viewer is None or self.answers_public or self.two_player or viewer == asker

    def _sees_guess(self, viewer: int | None, guesser: int) -> bool:
        return viewer is None or self.two_player or viewer == guesser

    def _clues(self, player: int | None) -> tuple[Clue, ...]:
        """What ``player`` knows about the code they hunt, in the order learned: (question,
        answer) pairs and their own wrong guesses as (code, False). None: every answer about
        the shared code (player 1's target in two-player mode)."""
        about = self._target(0 if player is None else player)
        clues: list[Clue] = []
        for entry in self.state.record:
            if isinstance(entry, Asked):
                if entry.about == about and self._hears(player, entry.by):
                    clues.append((entry.question, entry.answer))
            elif player is not None and entry.by == player:
                clues.append((entry.code, False))
        return tuple(clues)

    def _mind(self, clues: tuple[Clue, ...]) -> Deduction:
        """The candidate set of a list of clues (cached, extended one clue at a time)."""
        minds = self._minds
        mind = minds.get(clues)
        if mind is None:
            parent = minds.get(clues[:-1]) if clues else None
            if parent is None:
                mind = Deduction(clues, explain=False)
            else:
                mind = parent.copy()
                mind.add(*clues[-1], explain=False)
            if len(minds) > 256:
                minds.clear()
            minds[clues] = mind
        return mind

    def _deduction(self, player: int | None) -> Deduction:
        """The solver's candidate set for what ``player`` knows (do not modify it)."""
        return self._mind(self._clues(player))

    def _asked(self, player: int) -> set[str]:
        """Questions gone for ``player``: every question asked about the code they hunt."""
        about = self._target(player)
        return {m.question for m in self.state.record if isinstance(m, Asked) and m.about == about}

    def _asked_by(self, player: int) -> set[str]:
        """Questions ``player`` asked themselves (KIT_DEFAULTS["own_question_once"])."""
        return {m.question for m in self.state.record if isinstance(m, Asked) and m.by == player}

    def _questions_left(self, player: int) -> list[str]:
        gone = self._asked(player) if self.unique else self._asked_by(player)
        return [q for q in QUESTIONS if q not in gone]

    def _allowed_types(self, player: int, questions: list[str]) -> set[str]:
        left = {KIND[q] for q in questions}
        allowed = left - set(self.state.cycle[player])
        return allowed or left  # KIT_DEFAULTS["exhausted_type_counts_as_asked"]

    def _available_questions(self, player: int) -> list[str]:
        """The questions ``player`` may ask at the start of a turn."""
        questions = self._questions_left(player)
        if self.two_player:
            allowed = self._allowed_types(player, questions)
            questions = [q for q in questions if KIND[q] in allowed]
        return questions

    # ---------------------------------------------------------------- turns
    def _seats_to_act(self) -> list[int]:
        return [self.state.current]

    def scores(self) -> list[float]:
        winner = self.state.winner
        return [1 if p == winner else 0 for p in self.players]

    def winners(self) -> list[int]:
        """The player who found the code; nobody when every player ran out of chances."""
        return [] if self.state.winner is None else [self.state.winner]

    def _legal_actions(self, player: int) -> list[Action]:
        s = self.state
        questions: list[str] = []
        if s.phase == "after":
            actions = [PASS]
        else:
            questions = self._available_questions(player)
            actions = [ASK[q] for q in questions]
        mind = self._deduction(player)
        if mind.count <= GUESS_LIST_LIMIT:
            actions += [guess_action(code) for code in mind.candidates]
        elif s.phase == "start" and not questions:  # KIT_DEFAULTS["no_question_left"]
            actions += [guess_action(code) for code in code_strings(mind.indices[:GUESS_LIST_LIMIT])]
        return actions

    def _parse(self, text: str, player: Player) -> Action:
        """Case is forgiven, nothing else: 'ask -G' or 'ask UT' is refused, naming 'G' or 'TU'."""
        action = Action.parse(text)
        if action.name == "ask" and len(action.args) == 1:
            return ASK.get(action.args[0].upper(), action)
        return action

    def _read(self, action: Action) -> DigitMove:
        return read(action)

    def _write(self, move: DigitMove) -> Action:
        return write(move)

    def _check(self, player: int, action: Action) -> None:
        move = read(action)  # refuses words that are no move
        if isinstance(move, Ask):
            self._check_ask(player, move.question)
        elif isinstance(move, Pass):
            if self.state.phase != "after":
                raise IllegalAction("no pure pass", "a turn starts with a question or a guess; "
                                    "'pass' only declines the optional guess after a question")
        elif isinstance(move, SecretCode):  # chance's verb
            raise IllegalAction("action syntax", f"unknown action {action.name!r}: {USAGE}")

    def _check_ask(self, player: int, question: str) -> None:
        if self.state.phase == "after":
            raise IllegalAction("one question a turn", "you already asked a question this turn: "
                                "guess the code or end your turn")
        if self.unique and question in self._asked(player):
            raise IllegalAction("each question once", f"{question} has already been asked this game")
        if not self.unique and question in self._asked_by(player):
            raise IllegalAction("own question once", f"you already asked {question}")
        if self.two_player:
            allowed = self._allowed_types(player, self._questions_left(player))
            if KIND[question] not in allowed:
                needed = " or ".join(TYPE_NAMES[t] for t in QUESTION_TYPES if t in allowed)
                raise IllegalAction("four question types", "ask each of the four types before "
                                    f"repeating one; still to ask: {needed}")

    def _log_line(self, player: Player, action: Action) -> LogLine | None:
        move = read(action)
        if isinstance(move, SecretCode):
            if not self.two_player:
                return LogLine("draws the secret code")
            owner = len(self.state.secrets)
            return LogLine(f"draws {self.player_name(owner)}'s secret code",
                           {owner: f"your secret code is {move.code}"})
        assert isinstance(player, int)
        if isinstance(move, Guess) and not self.two_player and move.code != self._secret_for(player):
            return LogLine(HIDDEN_GUESS)  # the code tried is an event only the guesser sees
        return None

    def _words(self, player: Player, action: Action, viewer: int | None) -> str:
        return move_words(player, read(action), viewer)

    def _apply(self, player: Player, action: Action) -> list[Event]:
        move = read(action)
        if isinstance(move, SecretCode):
            return self._draw_code(move.code)
        assert isinstance(player, int)
        if isinstance(move, Ask):
            return self._ask(player, move.question)
        if isinstance(move, Guess):
            return self._guess_code(player, move.code)
        return self._end_turn(player)

    def _ask(self, player: int, question: str) -> list[Event]:
        s = self.state
        reply = answer(self._secret_for(player), question)
        s.record.append(Asked(player, question, reply, self._target(player)))
        if self.two_player:
            kind = KIND[question]
            cycle = tuple(t for t in s.cycle[player] if t != kind) + (kind,)
            if {KIND[q] for q in self._questions_left(player)} <= set(cycle):
                cycle = ()
            s.cycle[player] = cycle
        data = {"question": question, "answer": reply, "by": player}
        if self.answers_public or self.two_player or self.num_players == 1:  # everyone hears it
            events = [Event("answer", clue_text(question, reply), data)]
        else:
            heard = f"{self.player_name(player)} hears the answer to: {question_words(question)}"
            events = [Event("asked", heard, {"question": question, "by": player}),
                      Event("answer", clue_text(question, reply), data, seen_by=(player,))]
        if self.guess_after:
            s.phase = "after"
            return events
        return events + self._end_turn(player)

    def _guess_code(self, player: int, code: str) -> list[Event]:
        s = self.state
        if code == self._secret_for(player):
            s.winner, s.phase = player, OVER
            return [Event("win", f"{self.player_name(player)} cracked the code {code} and wins!",
                          {"code": code}), *self._reveal()]
        s.record.append(WrongGuess(player, code))
        s.chances[player] -= 1
        left = s.chances[player]
        events = [Event("wrong", f"{self.player_name(player)} guessed wrong "
                                 f"({left} chance{'' if left == 1 else 's'} left)", {"by": player})]
        if not self.two_player:  # KIT_DEFAULTS["guesses_seen"]
            events.insert(0, Event("tried", f"{self.player_name(player)} tried {code}", {"code": code},
                                   seen_by=(player,)))
        if left == 0:
            s.out[player] = True
            events.append(Event("out", f"{self.player_name(player)} is out of chances"))
        return events + self._end_turn(player)

    def _end_turn(self, player: int) -> list[Event]:
        s = self.state
        s.phase = "start"
        if self.two_player and s.out[player]:
            s.winner, s.phase = 1 - player, OVER
            return [Event("win", f"{self.player_name(s.winner)} wins: the opponent made "
                                 f"{self.settings['chances']} wrong guesses"), *self._reveal()]
        for step in range(1, self.num_players + 1):
            nxt = (player + step) % self.num_players
            if not s.out[nxt]:
                s.current = nxt
                return []
        s.phase = OVER
        return [Event("reveal", f"Everyone is out: nobody wins. The code was {s.secrets[0]}.",
                      {"code": s.secrets[0]})]

    def _reveal(self) -> list[Event]:
        """KIT_DEFAULTS["reveal_code_at_end"]: in two-player mode both codes are shown."""
        if not self.two_player:
            return []
        a, b = self.state.secrets
        return [Event("reveal", f"The codes were {a} (player 1) and {b} (player 2).",
                      {"codes": [a, b]})]

    # ----------------------------------------------------------------- view
    def _view(self, player: int | None) -> dict[str, Any]:
        s = self.state
        over = s.phase == OVER
        questions: list[dict[str, Any]] = []
        guesses: list[list[str | None]] = [[] for _ in self.players]
        for entry in s.record:
            if isinstance(entry, Asked):
                by, question, reply = entry.by, entry.question, entry.answer
                heard = self._hears(player, by)
                text = clue_text(question, reply) if heard else \
                    f"{self.player_name(by)} asked: {question_words(question)} (only they heard the answer)"
                questions.append({"by": by, "question": question, "about": entry.about,
                                  "answer": reply if heard else None, "text": text})
            else:
                guesses[entry.by].append(entry.code if self._sees_guess(player, entry.by) else None)
        shared = None if self.two_player or not s.secrets else s.secrets[0]
        public = {
            "current": s.current,
            "questions": questions,
            "code": shared if over else None,
            "winner": s.winner,
            "rules": {"answers_public": self.answers_public, "questions_unique": self.unique,
                      "guess_after_question": self.guess_after, "two_player_mode": self.two_player,
                      "chances": self.settings["chances"]},
        }
        seats: list[dict[str, Any]] = []
        for p in self.players:
            code = None
            if self.two_player and p < len(s.secrets) and (player is None or player == p or over):
                code = s.secrets[p]
            cycle = list(s.cycle[p]) if self.two_player else None
            seats.append({"chances": s.chances[p], "out": s.out[p], "code": code,
                          "wrong_guesses": guesses[p], "cycle": cycle})
        private: dict[str, Any]
        if player is None:
            counts: list[int] | int = [self._deduction(p).count for p in self.players] if self.two_player \
                else self._deduction(None).count
            private = {"code": shared, "candidates": counts,
                       "available": self._available_questions(s.current)}
        else:
            mind = self._deduction(player)
            private = {"clues": [list(c) for c in self._clues(player)], "candidates": mind.count,
                       "available": self._available_questions(player)}
        return {"public": public, "seats": seats, "private": private}

    # ------------------------------------------------------------ resampling
    def imagined_facts(self, player: int) -> list[str]:
        """Each digit of the code ``player`` hunts, in words, e.g. "the code's digit 2 is 7"
        (the search bot's reasons count them over the worlds it imagines)."""
        s = self.state
        if s.phase == OVER or not s.secrets:
            return []
        code = s.secrets[(player + 1) % len(s.secrets)] if self.two_player else s.secrets[0]
        return [f"the code's digit {i} is {d}" for i, d in enumerate(code, 1)]

    def _resample(self, player: int, rng: random.Random) -> None:
        """Redraw the code(s) ``player`` cannot see uniformly among the codes that fit every
        answer they heard and their own wrong guesses; then the answers they did not hear
        and the codes of others' wrong guesses (each among the codes that fit what its
        guesser knew then, the new secret excepted)."""
        s = self.state
        hidden: list[int]
        if s.phase == OVER:
            hidden = []  # the codes are shown to everyone
        elif self.two_player:
            hidden = [k for k in range(len(s.secrets)) if k != player]
        else:
            hidden = [0] if s.secrets else []
        for k in hidden:  # in two-player mode, k is the code player hunts
            indices = self._deduction(player).indices
            s.secrets[k] = _code_at(indices[rng.randrange(len(indices))])
        if self.two_player or not s.secrets:
            return  # every answer and guess is seen by both players
        secret = s.secrets[0]
        if not any((isinstance(m, WrongGuess) or not self.answers_public) and m.by != player
                   for m in s.record):
            return
        known: dict[int, list[Clue]] = {p: [] for p in self.players}
        record: list[Asked | WrongGuess] = []
        for entry in s.record:
            by = entry.by
            if isinstance(entry, Asked):
                if not self.answers_public and by != player:
                    entry = Asked(by, entry.question, answer(secret, entry.question), entry.about)
                for p in self.players:
                    if self._hears(p, by):
                        known[p].append((entry.question, entry.answer))
            else:
                code = entry.code
                if by != player:
                    indices = self._mind(tuple(known[by])).indices
                    indices = indices[indices != code_index(secret)]
                    if len(indices):
                        code = _code_at(indices[rng.randrange(len(indices))])
                    else:
                        code = secret
                        while code == secret:
                            code = _code_at(rng.randrange(len(all_codes())))
                    entry = WrongGuess(by, code)
                known[by].append((code, False))
            record.append(entry)
        s.record = record


__all__ = ["DigitCode", "DigitState", "GUESS_LIST_LIMIT", "clue_text"]
