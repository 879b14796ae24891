"""Notebooks as the kit stores them: app notebooks without outputs (Voila runs them);
lessons executed, seeded in their first cell, without widget state or timestamps, with
nbval checks marked by cell tags, using only the public API."""
from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
APPS = sorted(NOTEBOOKS.glob("*_app.ipynb"))
LESSONS = sorted(p for p in NOTEBOOKS.glob("*.ipynb") if not p.name.endswith("_app.ipynb"))
PRIVATE = re.compile(r"\.state\b|\.st\b|(?<![\w.])_[a-z]\w*\(|\.\_[a-z]\w*|kit\.ui\b|\.widget import|import kit\.engine")


def code_cells(path: Path):
    return [c for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]


@pytest.mark.parametrize("path", APPS, ids=[p.name for p in APPS])
def test_app_notebooks_are_stored_without_outputs(path):
    for cell in code_cells(path):
        assert cell.outputs == [] and cell.execution_count is None, cell.source[:60]
    assert "widgets" not in nbformat.read(path, as_version=4).metadata


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_lessons_are_stored_executed_and_clean(path):
    book = nbformat.read(path, as_version=4)
    cells = [c for c in book.cells if c.cell_type == "code"]
    assert "widgets" not in book.metadata, "stored widget state"
    assert "seed" in cells[0].source.lower(), "a lesson is seeded in its first cell"
    assert sum(bool(c.outputs) for c in cells) >= len(cells) // 2, "lessons are stored executed"
    for cell in cells:
        assert "execution" not in cell.metadata, "per-cell timestamps"
        assert "NBVAL" not in cell.source.upper().replace("NBVAL-", ""), "nbval marks go in cell tags"
        assert not PRIVATE.search(cell.source), f"private API in: {cell.source[:80]}"
        for output in cell.outputs:
            assert "application/vnd.jupyter.widget-view+json" not in output.get("data", {}), \
                "a stored widget keeps its picture, not its state"
    assert path.stat().st_size < 400_000, "lessons stay small"
