"""Play many seeded bot games, on this process or any ``concurrent.futures.Executor``.

Game ``i`` of a setting gets a seed derived from the run's seed, the setting and ``i``
(:func:`game_seed`), and every bot a seed derived from the game's seed and its seat, so a
row of the table can be replayed — and the results are the same whatever the executor and
however many workers it has.

>>> table = run("bahama_taxi", players=2, games=4, seed=1, progress=False)
>>> table[["seed", "actions", "winners"]].shape
(4, 3)
>>> again = run("bahama_taxi", players=2, games=4, seed=1, progress=False)
>>> table.equals(again)
True

The number of players can be swept like an option; with one bot a seat, a game with fewer
players takes the first ones:

>>> by_count = run("bahama_taxi", games=2, bots=["greedy", "random", "random"], seed=1,
...                progress=False, sweep={"players": [2, 3]})
>>> list(by_count["players"]), list(by_count["bots"])[1:3]
([2, 2, 3, 3], ['greedy,random', 'greedy,random,random'])
"""
from __future__ import annotations

import ast
import hashlib
import itertools
import json
import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Any

import pandas as pd

from kit.bots import make_bot
from kit.game import Game
from kit.registry import new_game

Recorder = Callable[[Game], Mapping[str, Any]]
#: Progress: True (a bar), False (none) or a function called with (games done, games in all).
Progress = bool | Callable[[int, int], None]
#: Asked between games (and between a game's moves here): True ends the run (:class:`Stopped`).
StopAsked = Callable[[], bool]
PROCESSES_FROM = 2_000  # games in a run from which the default executor is local processes
CHUNK = 250  # games a task at most: large enough to amortise sending the work


@dataclass(frozen=True)
class Job:
    """One game to play: everything a worker needs, and nothing it has to share."""

    name: str
    players: int | None
    options: tuple[tuple[str, Any], ...]
    bots: tuple[str, ...] | str
    seed: int
    index: int
    setting: int


class Stopped(Exception):
    """A run ended early because its ``stop`` asked so, after ``played`` of ``total`` games."""

    def __init__(self, played: int, total: int):
        super().__init__(f"stopped after {played} of {total} games")
        self.played, self.total = played, total


def game_seed(seed: int, setting: Mapping[str, Any], index: int) -> int:
    """The seed of game ``index`` of ``setting`` in a run seeded ``seed``.

    >>> game_seed(0, {}, 0) == game_seed(0, {}, 0) != game_seed(0, {}, 1)
    True
    """
    return _Seeds(seed, setting)(index)


def bot_seed(game: int, seat: int) -> int:
    return (game * 1_000_003 + seat * 7919) % (2**63)


def bot_from_spec(spec: str, game: str, seed: int):
    """A bot from its name, or its name and settings as ``"mcts(simulations=8, cutoff=10)"``
    (keyword settings of the bot's class, written as Python values).

    >>> bot_from_spec("mcts(simulations=8)", "jamaica", 1).simulations
    8
    """
    name, _, rest = spec.partition("(")
    if not rest:
        return make_bot(name.strip(), game=game, seed=seed)
    if not rest.endswith(")"):
        raise ValueError(f"a bot with settings is written name(key=value, ...), not {spec!r}")
    call = ast.parse(f"f({rest}", mode="eval").body
    if not isinstance(call, ast.Call) or call.args or any(k.arg is None for k in call.keywords):
        raise ValueError(f"bot settings are keywords: {spec!r}")
    settings = {str(k.arg): ast.literal_eval(k.value) for k in call.keywords}
    return make_bot(name.strip(), game=game, seed=seed, **settings)


def split_bots(text: str) -> list[str]:
    """Bot specs separated by commas outside parentheses.

    >>> split_bots("mcts(simulations=8, cutoff=10),random")
    ['mcts(simulations=8, cutoff=10)', 'random']
    """
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts


def run(
    game: str,
    players: int | None = None,
    games: int = 100,
    bots: Sequence[str] | str = "random",
    options: Mapping[str, Any] | None = None,
    sweep: Mapping[str, Iterable[Any]] | None = None,
    executor: Executor | None = None,
    seed: int = 0,
    record: Recorder | None = None,
    progress: Progress = True,
    stop: StopAsked | None = None,
    **more_options: Any,
) -> pd.DataFrame:
    """Play ``games`` games of ``game`` for every setting of ``sweep`` (the product of its
    values, on top of ``options``) and return one row a game. ``sweep`` may hold
    ``"players"``, the number of players (it then replaces ``players``).

    Columns: ``setting`` (the number of the setting) and one column per swept option,
    ``game`` (its number in the setting), ``seed``, ``bots``, ``actions`` (player steps),
    ``steps`` (all steps, chance included), ``rounds`` (where the game's view counts them),
    ``winners`` (a tuple of seats, counted from 0), ``score_1`` … (each seat's score),
    ``decisions_1`` … (actions each seat chose), ``branching`` (mean legal actions per
    decision), ``branching_by_phase``, ``lead_changes`` and ``decided_at`` (the share of
    the decisions after which the eventual winner led to the end), any numbers the game's
    ``stats()`` declares, and what ``record(game)`` returns (``record`` must be picklable
    to run in other processes).

    ``bots``: one bot for every seat or one a seat, by name (``"random"``, ``"greedy"``,
    ``"mcts"`` …) or by name and settings (``"mcts(simulations=8, cutoff=10)"``, see
    :func:`bot_from_spec`); bot ``p`` of a game is seeded with ``bot_seed(seed, p)``. When
    the number of players is swept, one a seat of the largest game: a smaller game takes the
    first ones.

    ``executor``: any ``concurrent.futures.Executor`` (a ``ProcessPoolExecutor``, a Dask
    ``distributed`` client's ``get_executor()``, ...). By default runs of fewer than
    2,000 games play here, larger ones on local processes. Jobs are built as they are sent
    and rows gathered as tasks finish; the table is in the jobs' order whatever finished first.

    ``progress``: a bar (True), none (False) or a function called with (games done, games in
    all) as games finish, e.g. to move a widget's progress bar.

    ``stop``: asked between games (and, for games played here, between moves); when it
    returns True the run ends at once and raises :class:`Stopped` (games still playing on
    an executor's workers are cancelled where they have not started).
    """
    base = {**(options or {}), **more_options}
    settings = _settings(sweep)
    bot_names = tuple(bots) if not isinstance(bots, str) else bots
    total = games * len(settings)

    def jobs() -> Iterator[Job]:  # built as they are sent, never all at once
        for k, setting in enumerate(settings):
            count = setting.get("players", players)
            fixed = tuple(sorted((name, value) for name, value in {**base, **setting}.items()
                                 if name != "players"))
            seats = _seat_bots(bot_names, count, "players" in setting)
            seeds = _Seeds(seed, setting)
            for i in range(games):
                yield Job(game, count, fixed, seats, seeds(i), i, k)

    own_pool = None
    if executor is None and total >= PROCESSES_FROM:
        executor = own_pool = ProcessPoolExecutor(max(1, (os.cpu_count() or 1)))
    size = _chunk_size(total, executor)
    stopped = False
    try:
        rows = _gather(jobs(), total, size, executor, record, progress, f"{game}", stop)
    except Stopped:
        stopped = True
        raise
    finally:
        if own_pool is not None:
            close_pool(own_pool, at_once=stopped)
    table = pd.DataFrame(rows)
    for name in sorted({n for s in settings for n in s}, reverse=True):
        table.insert(1, name, [settings[k][name] for k in table["setting"]])
    return _seats_in_order(table)


def _seat_bots(bots: tuple[str, ...] | str, players: int | None, swept: bool) -> tuple[str, ...] | str:
    """The bots of a game of ``players``: with the number of players swept, the first ones."""
    if isinstance(bots, str) or not swept or players is None:
        return bots
    if len(bots) < players:
        raise ValueError(f"{len(bots)} bots for {players} players: with the number of players swept, "
                         "give one bot a seat of the largest game")
    return bots[:players]


def _seats_in_order(table: pd.DataFrame) -> pd.DataFrame:
    """Each seat's columns (``score_3`` …) next to the first seats' ones, whatever row first
    had them (games with more players come later in a sweep over the number of players).

    >>> _seats_in_order(pd.DataFrame([{"a": 0, "score_1": 1, "b": 2, "score_2": 3}])).columns.tolist()
    ['a', 'score_1', 'score_2', 'b']
    """
    columns = list(table.columns)
    for prefix in ("score_", "decisions_"):
        seats = sorted((c for c in columns if c.startswith(prefix)), key=lambda c: int(c[len(prefix):]))
        if not seats:
            continue
        at = min(columns.index(c) for c in seats)
        rest = [c for c in columns if c not in seats]
        columns = rest[:at] + seats + rest[at:]
    return table[columns] if columns != list(table.columns) else table


def close_pool(pool: ProcessPoolExecutor, at_once: bool = False) -> None:
    """Shut a pool of local processes down; ``at_once``: its workers end now, their games
    unfinished (a stopped run), instead of after their tasks."""
    if not at_once:
        pool.shutdown()
        return
    workers = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for worker in workers:
        worker.terminate()
    for worker in workers:
        worker.join(timeout=5)


def _settings(sweep: Mapping[str, Iterable[Any]] | None) -> list[dict[str, Any]]:
    if not sweep:
        return [{}]
    names = list(sweep)
    return [dict(zip(names, values)) for values in itertools.product(*(list(sweep[n]) for n in names))]


def _chunk_size(jobs: int, executor: Executor | None) -> int:
    if executor is None:
        return max(1, jobs)
    workers = _workers(executor)
    # at least 8 tasks a worker, so that the last ones to finish are short
    return max(1, min(CHUNK, -(-jobs // (8 * workers))))


def _workers(executor: Executor) -> int:
    """The executor's workers where it says (a local pool), else 16."""
    return getattr(executor, "_max_workers", None) or 16


class _Seeds:
    """``game_seed(seed, setting, i)`` for every ``i`` of one setting: the hash of the text
    ``[seed, setting, i]``, whose setting part is written once for all ``i``.

    >>> _Seeds(3, {"a": 1})(5)
    2446673023630129044
    """

    def __init__(self, seed: int, setting: Mapping[str, Any]):
        head = json.dumps([seed, sorted(setting.items()), 0], default=str)
        self.head = head[: head.rindex("0")]  # the text up to the game's number

    def __call__(self, index: int) -> int:
        text = f"{self.head}{index}]"
        return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little") >> 2


def _gather(jobs: Iterator[Job], total: int, size: int, executor: Executor | None,
            record: Recorder | None, progress: Progress, label: str,
            stop: StopAsked | None = None) -> list[dict[str, Any]]:
    """The rows of all ``jobs``, in the jobs' order, gathered as they arrive; at most a few
    tasks a worker are in flight, so the jobs are built while the workers play."""
    bar = _progress(total, progress, label)
    rows: list[dict[str, Any]] = []
    if executor is None:
        for job in jobs:
            if stop is not None and stop():
                raise Stopped(len(rows), total)
            try:
                rows.append(play_job(job, record, stop=stop))
            except Stopped:  # within the game: say how many of the run's games were played
                raise Stopped(len(rows), total) from None
            bar.update(1)
        bar.close()
        return rows
    chunks: Iterator[list[Job]] = iter(lambda: list(itertools.islice(jobs, size)), [])
    workers = _workers(executor)
    parts: dict[int, list[dict[str, Any]]] = {}
    running: dict[Future, int] = {}
    number = done = 0
    for chunk in itertools.islice(chunks, 3 * workers):
        running[executor.submit(play_chunk, chunk, record)] = number
        number += 1
    while running:
        finished, _ = wait(running, timeout=None if stop is None else 0.2, return_when=FIRST_COMPLETED)
        if stop is not None and stop():
            for future in running:
                future.cancel()
            raise Stopped(done, total)
        for future in finished:
            part = future.result()
            parts[running.pop(future)] = part
            done += len(part)
            bar.update(len(part))
            chunk = next(chunks, [])
            if chunk:
                running[executor.submit(play_chunk, chunk, record)] = number
                number += 1
    bar.close()
    for k in range(number):
        rows.extend(parts.pop(k))
    return rows


def play_chunk(jobs: Sequence[Job], record: Recorder | None = None) -> list[dict[str, Any]]:
    """Play a list of jobs (one task of an executor)."""
    return [play_job(job, record) for job in jobs]


def _start(job: Job) -> tuple[Game, list[str], list[Any]]:
    """The game of ``job`` at its start, its bots' specs and its bots (seeded)."""
    game = new_game(job.name, job.players, job.seed, **dict(job.options))
    names = [job.bots] * game.num_players if isinstance(job.bots, str) else list(job.bots)
    if len(names) != game.num_players:
        raise ValueError(f"{len(names)} bots for {game.num_players} players")
    bots = [bot_from_spec(b, job.name, bot_seed(job.seed, p)) for p, b in enumerate(names)]
    return game, names, bots


def replay_game(job: Job) -> Game:
    """The game a row of the table played, played again to its end: the same seed,
    options and bots give the same game, step by step (e.g. to show it on a board).

    >>> job = Job("bahama_taxi", 2, (), "random", 5, 0, 0)
    >>> replay_game(job).to_json() == replay_game(job).to_json()
    True
    """
    game, _, bots = _start(job)
    _play(game, bots)
    return game


def play_job(job: Job, record: Recorder | None = None, stop: StopAsked | None = None) -> dict[str, Any]:
    """Play one game to the end with its bots and measure it (``stop``: asked between
    moves, raises :class:`Stopped`)."""
    game, names, bots = _start(job)
    trace = _play(game, bots, stop=stop)
    row: dict[str, Any] = {"setting": job.setting, "game": job.index, "seed": job.seed,
                           "bots": ",".join(names), "actions": trace.decisions_total,
                           "steps": len(game.history), "rounds": _rounds(game),
                           "winners": tuple(game.winners()), "ending": game.ending()}
    row.update({f"score_{p + 1}": s for p, s in enumerate(game.scores())})
    row.update({f"decisions_{p + 1}": d for p, d in enumerate(trace.decisions)})
    row.update(trace.measures(game.winners()))
    row.update(game.stats())
    if record is not None:
        row.update(record(game))
    return row


class _Trace:
    """What a game's course tells beyond its end: decisions, branching, who led when."""

    def __init__(self, players: int):
        self.decisions = [0] * players
        self.branching: dict[str, list[int]] = {}
        self.leaders: list[tuple[int, ...]] = []

    @property
    def decisions_total(self) -> int:
        return sum(self.decisions)

    def decided(self, game: Game, player: int, choices: int, phase: str) -> None:
        self.decisions[player] += 1
        self.branching.setdefault(phase, []).append(choices)
        scores = game.scores()
        best = max(scores)
        self.leaders.append(tuple(p for p, s in enumerate(scores) if s == best))

    def measures(self, winners: Sequence[int]) -> dict[str, Any]:
        counts = [c for cs in self.branching.values() for c in cs]
        changes, last = 0, None  # a change: a sole leader other than the last sole leader
        for lead in self.leaders:
            if len(lead) == 1:
                if last is not None and lead[0] != last:
                    changes += 1
                last = lead[0]
        decided = len(self.leaders)
        while decided and any(w in self.leaders[decided - 1] for w in winners):
            decided -= 1
        return {"branching": sum(counts) / len(counts) if counts else float("nan"),
                "branching_by_phase": {k: sum(v) / len(v) for k, v in sorted(self.branching.items())},
                "lead_changes": changes,
                "decided_at": decided / len(self.leaders) if self.leaders else float("nan")}


def _play(game: Game, bots: Sequence[Any], limit: int = 1_000_000, stop: StopAsked | None = None) -> _Trace:
    trace = _Trace(game.num_players)
    for _ in range(limit):
        acting = game.to_act
        if not acting:
            break
        if stop is not None and stop():
            raise Stopped(0, 1)
        player = acting[0]
        if isinstance(player, str):  # CHANCE
            game.roll()
            continue
        seat = game.seat(player)
        choices, phase = len(seat.legal_actions()), game.phase
        game.play(bots[player].choose(seat), player)
        trace.decided(game, player, choices, phase)
    else:
        raise RuntimeError(f"{game.info.title} did not end within {limit} steps")
    return trace


def _rounds(game: Game) -> float:
    public = game.view(None).get("public")
    value = public.get("round") if isinstance(public, dict) else None
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else float("nan")


class _NoBar:
    def update(self, n: int) -> None:
        pass

    def close(self) -> None:
        pass


class _CallBar:
    """Calls ``report(done, total)`` as games finish."""

    def __init__(self, report: Callable[[int, int], None], total: int):
        self.report, self.total, self.done = report, total, 0
        report(0, total)

    def update(self, n: int) -> None:
        self.done += n
        self.report(self.done, self.total)

    def close(self) -> None:
        pass


def _progress(total: int, progress: Progress, label: str):
    """tqdm's notebook bar in Jupyter, its text bar in a terminal, a function's calls, or
    nothing when off."""
    if callable(progress):
        return _CallBar(progress, total)
    if not progress:
        return _NoBar()
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=label, leave=False)
