"""The long runs behind some lessons, stored as small seeded tables next to them.

    python tools/lesson_tables.py [LESSON ...]     # every table, or those of some lessons

A lesson must show in Voila within seconds, and Voila executes it whole before it shows
anything, so a lesson does not play hundreds of bot games while a class waits: it reads
``notebooks/data/<lesson>_<table>.csv``, made here with the lesson's own seed, and says so.
Every game of a table is seeded by the table's seed and its number (kit.explore.run), so its
first games are those of a shorter run: tests/test_lesson_tables.py replays the first few
games of every table and compares them with the stored rows (a table made before a rules
change fails there; run this script again). A bot game a lesson shows whole is stored as
its save file (``notebooks/data/<lesson>_<game>.json``; the lesson loads it with
kit.load_game) and the test plays it again. About two minutes for everything on two cores.
"""
from __future__ import annotations

import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

DATA = Path(__file__).resolve().parents[1] / "notebooks" / "data"


@dataclass(frozen=True)
class Table:
    lesson: str
    name: str
    make: Callable[[int | None], pd.DataFrame]  # argument: games per setting (None: all)

    @property
    def path(self) -> Path:
        return DATA / f"{self.lesson}_{self.name}.csv"


def _run(game: str, games: int, limit: int | None, columns: list[str] | None = None,
         **kwargs) -> pd.DataFrame:
    """kit.explore.run's table, with the game number, winners, scores and ``columns`` (None:
    every column but the per-phase branching)."""
    from kit.explore import run

    table = run(game, games=games if limit is None else min(games, limit), progress=False, **kwargs)
    if columns is None:
        return table.drop(columns=["branching_by_phase"])
    return table[["game", "winners"] + [c for c in table.columns if c.startswith("score_")] + columns]


def bahama_taxi_seats(limit: int | None) -> pd.DataFrame:
    """1,000 games between three greedy drivers."""
    return _run("bahama_taxi", 1000, limit, players=3, bots="greedy", seed=7)


def _bahamas_record(game) -> dict:
    public = game.view(None)["public"]
    return {"end": {"crash": "the crash", "fbi": "three FBI cards"}[public["end"]], "rounds": public["round"],
            "survivors": len(public["survivors"]), "players": game.num_players,
            "cards_under_crash": public["deck"] if public["end"] == "crash" else None}


def bahamas_crash(limit: int | None) -> pd.DataFrame:
    """150 greedy games each at 4, 6 and 8 players: how each ended, survivors, rounds."""
    columns = ["end", "rounds", "survivors", "players", "cards_under_crash"]
    return pd.concat([_run("bahamas", 150, limit, columns, players=n, bots="greedy", seed=2019,
                           record=_bahamas_record) for n in (4, 6, 8)], ignore_index=True)


def _bluff_record(game) -> dict:
    log = game.log
    public = game.view()["public"]
    from kit import CHANCE

    played = Counter(step.action.name for step in game.history if step.player != CHANCE)
    return {"turns": public["turn"],
            "placements": played["place"],
            "challenges": played["challenge"],
            "caught": sum("caught bluffing" in line or "airport card (" in line for line in log),
            "ended by": public["ended_by"]}


BLUFF_COLUMNS = ["turns", "placements", "challenges", "caught", "ended by"]


def captain_bluff_greedy(limit: int | None) -> pd.DataFrame:
    """200 four-player games between greedy bots."""
    return _run("captain_bluff", 200, limit, BLUFF_COLUMNS, players=4, bots="greedy", seed=8,
                record=_bluff_record)


def captain_bluff_random(limit: int | None) -> pd.DataFrame:
    """60 four-player games between random bots."""
    return _run("captain_bluff", 60, limit, BLUFF_COLUMNS, players=4, bots="random", seed=8,
                record=_bluff_record)


def diced_veggies_solo(limit: int | None) -> pd.DataFrame:
    """120 solo games of the greedy bot."""
    return _run("diced_veggies", 120, limit, players=1, bots="greedy", seed=2023)


def _digit_turns(secret: str, bot: str, seed: int) -> int:
    import kit
    from kit.bots import make_bot, play_out

    game = kit.new_game("digit_code", players=1, seed=seed, code=secret)
    play_out(game, [make_bot(bot, "digit_code", seed=seed)])
    assert game.winners() == [0], "a solo bot always finds the code"
    steps = [step.action.name for step in game.history]
    return sum(name == "ask" or (name == "guess" and (i == 0 or steps[i - 1] != "ask"))
               for i, name in enumerate(steps))  # a question and the guess after it: one turn


def digit_code_race(limit: int | None) -> pd.DataFrame:
    """20 random secrets (seed 7), each found by the advisor and by the random asker alone."""
    from solvers.digit_code import all_codes

    codes, rng = all_codes(), random.Random(7)
    secrets = ["".join(map(str, codes[rng.randrange(len(codes))])) for _ in range(20)][:limit]
    return pd.DataFrame([{"game": i, "secret": s, "bot": bot, "turns": _digit_turns(s, bot, 7 + i)}
                         for i, s in enumerate(secrets) for bot in ("advisor", "random")])


def explore_tobago_search(limit: int | None) -> pd.DataFrame:
    """8 two-player Tobago games, the search bot (4 simulations, 8 moves on) against random."""
    search = "mcts(simulations=4, cutoff=8)"
    halves = []
    for seat, bots, seed in ((0, [search, "random"], 1), (1, ["random", search], 2)):
        half = _run("tobago", 4, limit, bots=bots, players=2, seed=seed)
        halves.append(half.assign(**{"search seat": seat}))
    return pd.concat(halves, ignore_index=True)


def explore_jamaica_seats(limit: int | None) -> pd.DataFrame:
    """150 two-player Jamaica games between greedy bots."""
    return _run("jamaica", 150, limit, players=2, bots="greedy", seed=1)


def _fromage_record(game) -> dict:
    public = game.view(None)["public"]
    row = {"ended_by": public["ended_by"], "first_venue_1": public["layout"][0]}
    for source in public["score_parts"][0]:
        row[source] = sum(parts[source] for parts in public["score_parts"]) / game.num_players
    return row


def fromage_players(limit: int | None) -> pd.DataFrame:
    """16 greedy games at each of 1 to 4 players."""
    return pd.concat([_run("fromage", 16, limit, players=n, bots="greedy", seed=2024, record=_fromage_record)
                      .assign(players=n) for n in (1, 2, 3, 4)], ignore_index=True)


def _jamaica_record(game) -> dict:
    from kit.games.jamaica import board

    public = game.view(None)["public"]
    row = {"shortages": public["shortages"], "fights": public["combats"], "rounds": public["round"]}
    for _ship, space, lane in public["forks_taken"]:
        if space in board.SPLITS:  # forward choices; backward ones happen at the merges
            key = f"split {space:02d} {lane}"
            row[key] = row.get(key, 0) + 1
    return row


def jamaica_greedy(limit: int | None) -> pd.DataFrame:
    """60 four-player games between greedy bots."""
    return _run("jamaica", 60, limit, players=4, bots="greedy", seed=7, record=_jamaica_record)


def jamaica_random(limit: int | None) -> pd.DataFrame:
    """60 four-player games between random bots."""
    return _run("jamaica", 60, limit, players=4, bots="random", seed=7, record=_jamaica_record)


def _parks_record(game) -> dict:
    view = game.view(None)
    return {"players": game.num_players, "visited": [k for s in view["seats"] for k in s["visited"]],
            "first_hiker": view["public"]["first_hiker"] + 1}


def parks_players(limit: int | None) -> pd.DataFrame:
    """30 greedy games at each of 2 to 5 players."""
    return pd.concat([_run("parks", 30, limit, players=n, bots="greedy", seed=2019, record=_parks_record)
                      for n in (2, 3, 4, 5)], ignore_index=True)


def diced_veggies_fresh(limit: int | None) -> pd.DataFrame:
    """The legal cuts of 1,000 freshly rolled blocks (game seeds 2023 to 3022)."""
    import kit

    return pd.DataFrame([{"game": i, "legal cuts": len(kit.new_game("diced_veggies", players=1,
                                                                      seed=2023 + i).legal_cuts())}
                         for i in range(1000 if limit is None else min(1000, limit))])


def diced_veggies_cut_steps(limit: int | None) -> pd.DataFrame:
    """Every cut step of 40 two-player greedy games (seeds 2023 to 2062): dice left, legal cuts, pips."""
    import kit
    from kit.bots import make_bot

    rows = []
    for i in range(40 if limit is None else min(40, limit)):
        game = kit.new_game("diced_veggies", players=2, seed=2023 + i)
        bots = [make_bot("greedy", game="diced_veggies", seed=p) for p in range(2)]
        while not game.over:
            p = game.to_act[0]
            if game.phase == "cut":
                public = game.view(None)["public"]
                rows.append({"game": i, "dice": sum(d is not None for row in public["block"] for d in row),
                             "cuts": len(game.legal_cuts()), "pips": public["block_pips"]})
            game.play(bots[p].choose(game.seat(p)), p)
    return pd.DataFrame(rows)


def planet_unknown_builder(limit: int | None) -> pd.DataFrame:
    """Six two-player games (seeds 2022 to 2027), the builder bot against the random bot: each
    player's score parts, total and empty squares."""
    import kit
    from kit.bots import make_bot, play_out

    rows = []
    for i in range(6 if limit is None else min(6, limit)):
        seed = 2022 + i
        game = kit.new_game("planet_unknown", players=2, seed=seed)
        play_out(game, [make_bot(who, "planet_unknown", seed=seed) for who in ("builder", "random")])
        for p, who in enumerate(("builder", "random")):
            rows.append({"game": i, "seed": seed, "player": who, **game.score_parts(p),
                         "total": game.scores()[p], "empty squares": game.view(None)["seats"][p]["empty"]})
    return pd.DataFrame(rows)


def _fill_order(seed: int) -> list[dict]:
    """Fill a planet with random legal tiles until nothing fits; each shape's count of legal
    placements after every tile (the Planet Unknown lesson shows this function)."""
    from kit.games.planet_unknown import board as B

    rng = random.Random(seed)
    grid, tiles, rows = B.PlanetGrid(), list(B.TILES.values()), []
    while True:
        covered = grid.covered.bit_count()
        for s in B.SHAPES.values():
            rows.append({"seed": seed, "covered": covered, "shape": s.name, "size": s.size,
                         "placements": len(grid.legal_placements(s))})
        options = [p for t in rng.sample(tiles, 12) for p in grid.legal_placements(t)]
        if not options:
            return rows
        grid = grid.place(rng.choice(options))


def planet_unknown_fills(limit: int | None) -> pd.DataFrame:
    """30 random fillings (seeds 2022 to 2051): a row a tile placed, a column a shape (its legal
    placements then)."""
    wide: list[dict] = []
    for i in range(30 if limit is None else min(30, limit)):
        steps: dict[int, dict] = {}  # covered squares -> the row of that step
        for r in _fill_order(2022 + i):
            row = steps.setdefault(r["covered"], {"game": i, "seed": r["seed"], "covered": r["covered"]})
            row[r["shape"]] = r["placements"]
        wide += steps.values()
    return pd.DataFrame(wide)


def digit_code_three_bots():
    """A whole game between the advisor, the entropy bot and the random asker (seed 7)."""
    import kit
    from kit.bots import make_bot, play_out

    game = kit.new_game("digit_code", players=3, seed=7)
    play_out(game, [make_bot(name, "digit_code", seed=7) for name in ("advisor", "entropy", "random")])
    return game


@dataclass(frozen=True)
class SavedGame:
    """A bot game a lesson loads (kit.load_game replays its steps) instead of playing it."""

    lesson: str
    name: str
    play: Callable[[], object]  # the game, played to its end

    @property
    def path(self) -> Path:
        return DATA / f"{self.lesson}_{self.name}.json"


GAMES = [SavedGame("digit_code", "three_bots", digit_code_three_bots)]

TABLES = [Table("bahama_taxi", "seats", bahama_taxi_seats), Table("bahamas", "crash", bahamas_crash),
          Table("captain_bluff", "greedy", captain_bluff_greedy),
          Table("captain_bluff", "random", captain_bluff_random),
          Table("diced_veggies", "solo", diced_veggies_solo), Table("digit_code", "race", digit_code_race),
          Table("explore", "tobago_search", explore_tobago_search),
          Table("explore", "jamaica_seats", explore_jamaica_seats),
          Table("fromage", "players", fromage_players),
          Table("jamaica", "greedy", jamaica_greedy), Table("jamaica", "random", jamaica_random),
          Table("parks", "players", parks_players), Table("diced_veggies", "fresh", diced_veggies_fresh),
          Table("diced_veggies", "cut_steps", diced_veggies_cut_steps),
          Table("planet_unknown", "builder", planet_unknown_builder),
          Table("planet_unknown", "fills", planet_unknown_fills)]


def store(table: Table) -> None:
    started = time.monotonic()
    DATA.mkdir(exist_ok=True)
    frame = table.make(None)
    frame.to_csv(table.path, index=False)
    print(f"{table.path.relative_to(DATA.parents[1])}: {len(frame)} rows, "
          f"{table.path.stat().st_size:,} bytes, {time.monotonic() - started:.1f} s")


def store_game(saved: SavedGame) -> None:
    started = time.monotonic()
    DATA.mkdir(exist_ok=True)
    saved.path.write_text(saved.play().to_json())
    print(f"{saved.path.relative_to(DATA.parents[1])}: {saved.path.stat().st_size:,} bytes, "
          f"{time.monotonic() - started:.1f} s")


def main(names: list[str]) -> None:
    """Store the tables and games of the lessons named (or those named ``lesson_name``), or all."""
    every = TABLES + GAMES
    unknown = set(names) - {t.lesson for t in every} - {t.path.stem for t in every}
    if unknown:
        raise SystemExit(f"no table for: {', '.join(sorted(unknown))}")
    for item in every:
        if not names or item.lesson in names or item.path.stem in names:
            store(item) if isinstance(item, Table) else store_game(item)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    main(sys.argv[1:])
