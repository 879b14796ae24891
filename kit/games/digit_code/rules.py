"""Digit Code as a game: players race to crack a six-digit seven-segment code.

Rules follow the Board Game Arena adaptation by default (see :data:`KIT_DEFAULTS` and the
options for the physical game's alternatives):

* the kit draws one secret code, uniformly among the 465,120 valid codes (or a teacher
  sets it with ``code="305218"``);
* on your turn you either ask one question nobody has asked yet and then may guess the
  code (or ``pass``), or you guess straight away;
* every answer is public; each player has 2 chances; a wrong guess costs one (everyone
  learns it was wrong, only the guesser sees the code tried); at 0 chances you are out;
* a right guess wins at once (score 1, the others 0); if everyone is out, the code is shown
  and nobody wins.

Actions: ``ask B`` (count a line), ``ask T`` (parity), ``ask TU`` (which is larger),
``ask TAK`` (is this LED lit?), ``guess 305218``, ``pass``.

When all 74 questions have been asked (they identify the code), a player's turn can only be a
guess. ``legal_actions`` lists guesses only once at most 50 codes fit what the player knows
(or when no question is left), but any valid code may be guessed at any time. The physical
2-player game is ``players=2, two_player_mode=True, guess_after_question=False``.
Choices the rules leave open are in :data:`KIT_DEFAULTS` ("kit default, not from the
rulebook"). Once the game is over the code is shown to everyone; before that only the
teacher's view (``view(None)``) contains it.

>>> import kit
>>> g = kit.new_game("digit_code", players=1, seed=1, code="305218")
>>> [e.text for e in g.play("ask B")]
['Column B has 6 lit LEDs.']
>>> [str(a) for a in g.legal_actions()][:1]
['pass']
>>> g.play("guess 305218")[-1].text
'player 1 cracked the code 305218 and wins!'
>>> g.over, g.scores()
(True, [1])
"""
from __future__ import annotations

from typing import Any

from kit.engine import Action, Event, Game, GameInfo, IllegalAction, Option, register
from solvers.digit_code import (
    QUESTIONS, Deduction, all_codes, answer, answer_phrase, check_code, normalize_question,
    parse_answer, question_kind,
)

#: Choices the rulebook leaves open, in one place (kit default, not from the rulebook).
KIT_DEFAULTS: dict[str, Any] = {
    # legal_actions lists guesses only when this many codes or fewer fit the player's clues;
    # any valid code may still be guessed at any time.
    "guess_list_limit": 50,
    # a player whose turn starts with no question left must guess (the list then shows the
    # first guess_list_limit codes that fit the player's clues)
    "no_question_left": "must guess",
    # two-player mode: a question type with no question left counts as already asked in the
    # four-type cycle, so the cycle never blocks a player
    "exhausted_type_counts_as_asked": True,
    # two-player mode: each player's secret is drawn by the kit (at the table each player
    # writes one)
    "two_player_codes": "drawn at random",
    # once the game is over the code is shown to everyone
    "reveal_code_at_end": True,
}
GUESS_LIST_LIMIT: int = KIT_DEFAULTS["guess_list_limit"]
QUESTION_TYPES = ("count", "parity", "compare", "led")
TYPE_NAMES = {"count": "count a row or column", "parity": "even or odd",
              "compare": "which is larger", "led": "is an LED lit"}


def clue_text(question: str, reply: Any) -> str:
    """A clue in words (the solver's wording), from a question and its public answer.

    >>> clue_text("B", 4), clue_text("T", "odd"), clue_text("TU", "U"), clue_text("TAK", False)
    ('Column B has 4 lit LEDs.', 'T is odd.', 'U is larger than T.', 'LED TAK is dark.')
    """
    return answer_phrase(question, parse_answer(question, reply))


def _code_at(index: int) -> str:
    return "".join(str(int(d)) for d in all_codes()[index])


@register
class DigitCode(Game):
    """The Digit Code race (BGA rules by default). State: ``code`` (or ``codes`` in
    two-player mode), ``records`` (questions asked), ``chances``, ``out``, ``winner``."""

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
    )
    options = {
        "answers_public": Option(True, "every answer is seen by all players (BGA); False: only "
                                       "the asker learns it", source="variant"),
        "questions_unique": Option(True, "each question can be asked once per game, by anyone "
                                         "(BGA); False: questions may be repeated", source="variant"),
        "guess_after_question": Option(True, "a turn may be a question followed by a guess (BGA "
                                             "since 2025-09); False: a question or a guess",
                                       source="variant"),
        "chances": Option(2, "wrong guesses a player may make before being out", source="rulebook"),
        "two_player_mode": Option(False, "physical 2-player game: each player has a secret code, "
                                         "asks about the other's, and must ask all four question "
                                         "types before repeating a type", source="rulebook"),
        "code": Option(None, "the secret code, e.g. '305218' (a teacher's puzzle); None: drawn "
                             "at random", source="kit default"),
    }

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        s = self.settings
        for name in ("answers_public", "questions_unique", "guess_after_question", "two_player_mode"):
            if not isinstance(s[name], bool):
                raise ValueError(f"option {name} must be True or False, got {s[name]!r}")
        if not 1 <= s["chances"] <= 9:
            raise ValueError(f"option chances must be between 1 and 9, got {s['chances']}")
        if s["two_player_mode"] and self.num_players != 2:
            raise ValueError("two_player_mode is the 2-player game: use players=2")
        if s["code"] is not None:
            if s["two_player_mode"]:
                raise ValueError("option code sets the one shared code; two_player_mode draws "
                                 "a code for each player")
            try:
                check_code(s["code"])
            except ValueError as err:
                raise ValueError(f"option code: {err}") from None

    def _setup(self) -> None:
        total = len(all_codes())
        if self.settings["two_player_mode"]:
            self.codes = [_code_at(self.rng.randrange(total)) for _ in self.players]
            self.code = None
        else:
            given = self.settings["code"]
            self.code = given if given is not None else _code_at(self.rng.randrange(total))
            self.codes = [self.code] * self.num_players
        self.current = 0
        self.phase = "start"  # "start" of a turn, or "after" a question (optional guess)
        #: one dict a question: by, question, answer, about (whose code; None: the shared one), turn
        self.records: list[dict[str, Any]] = []
        #: one dict a wrong guess: by, code, turn (index in the history)
        self.wrong_guesses: list[dict[str, Any]] = []
        self.chances = [self.settings["chances"]] * self.num_players
        self.out = [False] * self.num_players
        self.winner: int | None = None
        self.ended = False
        self.cycle: list[list[str]] = [[] for _ in self.players]  # types asked this cycle
        self._minds: dict[Any, tuple[tuple, Deduction]] = {}

    # ------------------------------------------------------------ knowledge
    def target(self, player: int) -> int | None:
        """Whose code ``player``'s questions are about (None: the shared code)."""
        return 1 - player if self.settings["two_player_mode"] else None

    def secret_for(self, player: int) -> str:
        return self.codes[1 - player] if self.settings["two_player_mode"] else self.code

    def known_clues(self, player: int | None) -> tuple:
        """The clues ``player`` knows about the code they hunt, in the order learned: (question,
        answer) pairs and their own wrong guesses as (code, False). None: every public clue
        about the shared code (the teacher's view)."""
        clues: list[tuple] = []
        events = sorted([(r["turn"], 0, r) for r in self.records] +
                        [(w["turn"], 1, w) for w in self.wrong_guesses], key=lambda t: (t[0], t[1]))
        for _, is_guess, item in events:
            if player is None:
                if not is_guess and item["about"] is None:
                    clues.append((item["question"], item["answer"]))
                continue
            if is_guess:
                if item["by"] == player:
                    clues.append((item["code"], False))
            elif item["about"] == self.target(player) and (
                    item["by"] == player or self.settings["answers_public"]):
                clues.append((item["question"], item["answer"]))
        return tuple(clues)

    def deduction(self, player: int | None) -> Deduction:
        """A solver :class:`Deduction` of what ``player`` knows (cached; do not modify it)."""
        key = self.known_clues(player)
        cached = self._minds.get(player)
        if cached is not None and cached[0] == key:
            return cached[1]
        if cached is not None and key[:len(cached[0])] == cached[0]:
            mind = cached[1].copy()
            rest = key[len(cached[0]):]
        else:
            mind, rest = Deduction(), key
        for question, reply in rest:
            mind.add(question, reply)
        self._minds[player] = (key, mind)
        return mind

    def candidate_count(self, player: int | None) -> int:
        return self.deduction(player).count

    def asked_questions(self, player: int) -> set[str]:
        """Questions gone for ``player`` (every question asked about the same code)."""
        about = self.target(player)
        return {r["question"] for r in self.records if r["about"] == about}

    def available_questions(self, player: int) -> list[str]:
        """The questions ``player`` may ask at the start of a turn."""
        gone = self.asked_questions(player) if self.settings["questions_unique"] else set()
        questions = [q for q in QUESTIONS if q not in gone]
        if self.settings["two_player_mode"]:
            allowed = self._allowed_types(player, questions)
            questions = [q for q in questions if question_kind(q) in allowed]
        return questions

    def _allowed_types(self, player: int, questions: list[str]) -> set[str]:
        left = {question_kind(q) for q in questions}
        allowed = left - set(self.cycle[player])
        return allowed or left

    # ---------------------------------------------------------------- turns
    def _to_act(self) -> list[int]:
        return [self.current]

    def _is_over(self) -> bool:
        return self.winner is not None or self.ended

    def _repr_svg_(self) -> str:
        """The LED board with the answers player 1 knows (public answers: everyone's)."""
        from kit.games.digit_code.draw import board_svg

        return board_svg(self, 0)

    def scores(self) -> list[float]:
        return [1 if p == self.winner else 0 for p in self.players]

    def winners(self) -> list[int]:
        """The player who found the code; nobody when every player ran out of chances."""
        return [] if self.winner is None else [self.winner]

    def _legal_actions(self, player: int) -> list[Action]:
        actions: list[Action] = []
        questions: list[str] = []
        if self.phase == "after":
            actions.append(Action("pass"))
        else:
            questions = self.available_questions(player)
            actions.extend(Action("ask", (q,)) for q in questions)
        mind = self.deduction(player)
        if mind.count <= GUESS_LIST_LIMIT:
            codes = mind.candidates
        elif self.phase == "start" and not questions:
            codes = self._first_candidates(mind, GUESS_LIST_LIMIT)
        else:
            codes = []
        actions.extend(Action("guess", (code,)) for code in codes)
        return actions

    @staticmethod
    def _first_candidates(mind: Deduction, limit: int) -> list[str]:
        return [_code_at(int(i)) for i in mind.indices[:limit]]

    def _parse(self, text: str, player: int) -> Action:
        action = Action.parse(text)
        if action.name == "ask" and len(action.args) == 1:
            try:
                return Action("ask", (normalize_question(action.args[0]),))
            except ValueError:
                return action
        return action

    def _check(self, player: int, action: Action) -> None:
        if action.name == "ask":
            self._check_ask(player, action)
        elif action.name == "guess":
            self._check_guess(player, action)
        elif action.name == "pass":
            if action.args:
                raise IllegalAction("action syntax", "write just 'pass'")
            if self.phase != "after":
                raise IllegalAction("no pure pass", "a turn starts with a question or a guess; "
                                    "'pass' only declines the optional guess after a question")
        else:
            raise IllegalAction("action syntax", f"unknown action {action.name!r}: use "
                                "'ask B', 'ask T', 'ask TU', 'ask TAK', 'guess 305218' or 'pass'")

    def _check_ask(self, player: int, action: Action) -> None:
        if len(action.args) != 1:
            raise IllegalAction("action syntax", "ask one question, e.g. 'ask B' or 'ask TAK'")
        try:
            question = normalize_question(action.args[0])
        except ValueError as err:
            raise IllegalAction("question", str(err)) from None
        if question != action.args[0]:
            raise IllegalAction("action syntax", f"write the question as {question!r}")
        if self.phase == "after":
            raise IllegalAction("one question a turn", "you already asked this turn: guess or pass")
        if self.settings["questions_unique"] and question in self.asked_questions(player):
            raise IllegalAction("each question once", f"{question} has already been asked this game")
        if self.settings["two_player_mode"]:
            available = [q for q in QUESTIONS if not self.settings["questions_unique"]
                         or q not in self.asked_questions(player)]
            allowed = self._allowed_types(player, available)
            if question_kind(question) not in allowed:
                needed = " or ".join(TYPE_NAMES[t] for t in QUESTION_TYPES if t in allowed)
                raise IllegalAction("four question types", "ask each of the four types before "
                                    f"repeating one; still to ask: {needed}")

    def _check_guess(self, player: int, action: Action) -> None:
        if len(action.args) != 1:
            raise IllegalAction("action syntax", "guess one code of six digits, e.g. 'guess 305218'")
        try:
            check_code(action.args[0])
        except ValueError as err:
            raise IllegalAction("valid code", f"{err} (no chance is lost)") from None

    def _apply(self, player: int, action: Action) -> list[Event]:
        if action.name == "ask":
            return self._ask(player, action.args[0])
        if action.name == "guess":
            return self._guess(player, action.args[0])
        return self._end_turn(player)

    def _ask(self, player: int, question: str) -> list[Event]:
        reply = answer(self.secret_for(player), question)
        self.records.append({"by": player, "question": question, "answer": reply,
                             "about": self.target(player), "turn": len(self.history)})
        if self.settings["two_player_mode"]:
            kind = question_kind(question)
            self.cycle[player] = [t for t in self.cycle[player] if t != kind] + [kind]
            left = {question_kind(q) for q in QUESTIONS
                    if not self.settings["questions_unique"] or q not in self.asked_questions(player)}
            if left <= set(self.cycle[player]):
                self.cycle[player] = []
        if self.settings["answers_public"]:
            event = Event("answer", clue_text(question, reply),
                          {"question": question, "answer": reply, "by": player})
        else:
            event = Event("answer", f"{self.player_name(player)} learns the answer to {question}",
                          {"question": question, "by": player})
        if self.settings["guess_after_question"]:
            self.phase = "after"
            return [event]
        return [event, *self._end_turn(player)]

    def _guess(self, player: int, code: str) -> list[Event]:
        if code == self.secret_for(player):
            self.winner = player
            return [Event("win", f"{self.player_name(player)} cracked the code {code} and wins!",
                          {"code": code})]
        self.wrong_guesses.append({"by": player, "code": code, "turn": len(self.history)})
        self.chances[player] -= 1
        left = self.chances[player]
        events = [Event("wrong", f"{self.player_name(player)} guessed wrong "
                                 f"({left} chance{'' if left == 1 else 's'} left)", {"by": player})]
        if left == 0:
            self.out[player] = True
            events.append(Event("out", f"{self.player_name(player)} is out of chances"))
        return events + self._end_turn(player)

    def _end_turn(self, player: int) -> list[Event]:
        self.phase = "start"
        if self.settings["two_player_mode"] and self.out[player]:
            self.winner = 1 - player
            return [Event("win", f"{self.player_name(self.winner)} wins: the opponent made "
                                 f"{self.settings['chances']} wrong guesses")]
        for step in range(1, self.num_players + 1):
            nxt = (player + step) % self.num_players
            if not self.out[nxt]:
                self.current = nxt
                return []
        self.ended = True
        return [Event("reveal", f"Everyone is out: nobody wins. The code was {self.code}.",
                      {"code": self.code})]

    # ----------------------------------------------------------------- view
    def _view(self, player: int | None) -> dict:
        teacher = player is None
        reveal = self.over and KIT_DEFAULTS["reveal_code_at_end"]
        questions = []
        for r in self.records:
            sees = (teacher or self.settings["answers_public"] or r["by"] == player
                    or r["about"] == player)  # two-player mode: you know your own code
            questions.append({"by": r["by"], "question": r["question"], "about": r["about"],
                              "answer": r["answer"] if sees else None,
                              "text": clue_text(r["question"], r["answer"]) if sees else
                              f"{self.player_name(r['by'])} asked {r['question']}"})
        view: dict[str, Any] = {
            "players": self.num_players,
            "to_act": self.to_act,
            "phase": self.phase,
            "questions": questions,
            "wrong_guesses": [{"by": w["by"], "code": w["code"] if teacher or w["by"] == player else None}
                              for w in self.wrong_guesses],
            "chances": list(self.chances),
            "out": list(self.out),
            "winner": self.winner,
            "over": self.over,
            "scores": self.scores(),
        }
        if self.settings["two_player_mode"]:
            if teacher or reveal:
                view["codes"] = list(self.codes)
            else:
                view["own_code"] = self.codes[player]
        elif teacher or reveal:
            view["code"] = self.code
        if teacher:
            view["candidates"] = (self.candidate_count(None) if not self.settings["two_player_mode"]
                                  else [self.candidate_count(p) for p in self.players])
        else:
            view["candidates"] = self.candidate_count(player)
            view["available"] = self.available_questions(player) if player == self.current else []
        return view


from kit.games.digit_code import bots as _bots  # noqa: E402,F401  (registers the bots)
