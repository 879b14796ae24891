"""The tables lessons read instead of playing long runs (notebooks/data, made by
tools/lesson_tables.py) are what the kit plays now: the first games of every table are
played again and must give the stored rows. A table made before a rules change fails here:
run `python tools/lesson_tables.py <lesson>` again, then `python tools/notebooks.py <lesson>`."""
from __future__ import annotations

import ast

import nbformat
import pandas as pd
import pytest

from tools.lesson_tables import GAMES, TABLES, Table
from tools.notebooks import NOTEBOOKS

REPLAYED = 3  # games of each setting played again
PARSED = {"winners", "visited"}  # columns stored as Python literals (tuples, lists)


def stored(table: Table) -> pd.DataFrame:
    frame = pd.read_csv(table.path, dtype={"secret": str})
    for column in PARSED & set(frame.columns):
        frame[column] = frame[column].map(ast.literal_eval)
    return frame


def as_read_back(frame: pd.DataFrame, like: pd.DataFrame) -> pd.DataFrame:
    """``frame`` as it reads back from a CSV file (types and missing values as stored)."""
    from io import StringIO

    text = StringIO()
    frame.to_csv(text, index=False)
    text.seek(0)
    again = pd.read_csv(text, dtype={"secret": str})
    for column in PARSED & set(again.columns):
        again[column] = again[column].map(ast.literal_eval)
    return again[list(like.columns)]


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.path.stem)
def test_a_stored_table_begins_with_what_the_kit_plays_now(table):
    assert table.path.is_file(), (f"missing {table.path.name}: "
                                  f"run python tools/lesson_tables.py {table.lesson}")
    assert table.path.stat().st_size < 60_000, "lesson tables stay small"
    whole = stored(table)
    replayed = as_read_back(table.make(REPLAYED), whole)
    assert "game" in whole.columns
    first = whole[whole["game"] < REPLAYED].reset_index(drop=True)
    pd.testing.assert_frame_equal(first, replayed.reset_index(drop=True), check_dtype=False,
                                  check_exact=False,
                                  obj=f"{table.path.name} (first {REPLAYED} games of each setting)")


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.path.stem)
def test_the_lesson_reads_its_table_and_says_where_it_comes_from(table):
    book = nbformat.read(NOTEBOOKS / f"{table.lesson}.ipynb", as_version=4)
    sources = "\n".join(c.source for c in book.cells if c.cell_type == "code")
    assert f'"data/{table.path.name}"' in sources, f"{table.lesson}.ipynb does not read {table.path.name}"
    assert f"tools/lesson_tables.py {table.lesson}" in sources, "the lesson says how the table is made"


@pytest.mark.parametrize("saved", GAMES, ids=lambda g: g.path.stem)
def test_a_stored_game_is_the_game_its_bots_play_now(saved):
    """A lesson loads the save file instead of letting the bots think: playing it again gives
    the same file (every step, chance included)."""
    assert saved.path.read_text() == saved.play().to_json(), (
        f"{saved.path.name} is not what the bots play now: run python tools/lesson_tables.py {saved.lesson}")
    lesson = nbformat.read(NOTEBOOKS / f"{saved.lesson}.ipynb", as_version=4)
    sources = "\n".join(c.source for c in lesson.cells)
    assert f"data/{saved.path.name}" in sources and f"tools/lesson_tables.py {saved.lesson}" in sources
