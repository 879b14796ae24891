"""python -m kit.explore from a terminal."""
from __future__ import annotations

import subprocess
import sys

import pandas as pd

from kit.explore import run
from kit.explore.__main__ import main


def test_cli_writes_the_table(tmp_path, capsys):
    out = tmp_path / "f.csv"
    assert main(["bahama_taxi", "--games", "6", "--players", "2", "--out", str(out),
                 "--sweep", "movement=normal,fast", "--bots", "greedy,random"]) == 0
    table = pd.read_csv(out)
    assert len(table) == 12 and set(table["movement"]) == {"normal", "fast"}
    again = run("bahama_taxi", players=2, games=6, bots=["greedy", "random"], progress=False,
                sweep={"movement": ["normal", "fast"]})
    assert list(table["score_1"]) == list(again["score_1"])
    printed = capsys.readouterr().out
    assert "== seat advantage" in printed and "== sweep" in printed


def test_cli_as_a_module(tmp_path):
    out = tmp_path / "f.csv"
    done = subprocess.run([sys.executable, "-m", "kit.explore", "bahama_taxi", "--games", "6",
                           "--players", "2", "--out", str(out)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert len(pd.read_csv(out)) == 6
    assert "seat advantage" in done.stdout
