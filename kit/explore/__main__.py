"""Large runs from a terminal: ``python -m kit.explore GAME --games N --players P``.

Prints the report (seat advantage, measures with 95% intervals, sweep effects) and writes
the table with ``--out table.csv``. ``--sweep NAME=V1,V2`` compares an option's values, and
``--sweep players=2,3,4`` the number of players. ``--workers W`` plays on W local processes;
``--scheduler ADDRESS`` on a Dask ``distributed`` cluster.
"""
from __future__ import annotations

import argparse
import ast
import sys
from concurrent.futures import ProcessPoolExecutor

import pandas as pd

from kit.explore import report, run
from kit.explore.runner import split_bots


def _value(text: str):
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text


def _pairs(items: list[str], split_values: bool) -> dict:
    out = {}
    for item in items:
        name, _, values = item.partition("=")
        if not values:
            raise SystemExit(f"expected NAME=VALUE, got {item!r}")
        out[name] = [_value(v) for v in values.split(",")] if split_values else _value(values)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kit.explore", description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=100, help="games a setting (default 100)")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--bots", default="random",
                        help="one bot, or one a seat separated by commas; a bot with settings as "
                             "name(key=value, ...), e.g. 'mcts(simulations=8)'")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--sweep", action="append", default=[], metavar="NAME=V1,V2",
                        help="values of an option to compare, or players=2,3,4")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=0, help="local processes (0: this one)")
    parser.add_argument("--scheduler", default="", help="address of a Dask distributed scheduler")
    parser.add_argument("--out", default="", help="write the table as CSV")
    args = parser.parse_args(argv)
    specs = split_bots(args.bots)
    bots = specs if len(specs) > 1 else specs[0]
    kwargs = dict(players=args.players, games=args.games, bots=bots, seed=args.seed,
                  options=_pairs(args.option, False), sweep=_pairs(args.sweep, True) or None,
                  progress=sys.stderr.isatty())
    if args.scheduler:
        from distributed import Client

        with Client(args.scheduler) as client:
            table = run(args.game, executor=client.get_executor(), **kwargs)
    elif args.workers:
        with ProcessPoolExecutor(args.workers) as pool:
            table = run(args.game, executor=pool, **kwargs)
    else:
        table = run(args.game, **kwargs)
    if args.out:
        table.to_csv(args.out, index=False)
    with pd.option_context("display.width", 120, "display.max_columns", 12):
        for name, part in report(table, plots=False).items():
            print(f"\n== {name}\n{part.round(3).to_string()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
