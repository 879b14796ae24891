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
PRIVATE = re.compile(r"\.state\b|\.st\b|(?<![\w.])_[a-z]\w*\(|\.\_[a-z]\w*|kit\.ui\b|\.widget import"
                     r"|import kit\.engine")


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
    checked = [c for c in cells if "nbval-check-output" in c.metadata.get("tags", [])]
    assert checked and all(c.outputs for c in checked), "nbval compares the lesson's key outputs"


def _figure_alt():
    """etc/jupyter/figure_alt.py: how the Voila page finds a figure's text alternative."""
    import importlib.util

    path = NOTEBOOKS.parent / "etc" / "jupyter" / "figure_alt.py"
    spec = importlib.util.spec_from_file_location("kit_figure_alt", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_every_figure_of_a_lesson_has_a_text_alternative(path):
    """Each stored SVG or PNG output has an alt text the Voila page gives its <img> (the
    outputs Voila shows are made the same way when it runs the lesson)."""
    figure_alt = _figure_alt()
    figures = 0
    for cell in code_cells(path):
        for output in cell.outputs:
            for mime in figure_alt.IMAGE_MIMES:
                if mime in output.get("data", {}):
                    figures += 1
                    alt = figure_alt.alt_text(output, mime)
                    assert alt and len(alt) > 15, \
                        f"a figure without a text alternative in: {cell.source[:80]}"
                    html = figure_alt.with_alt(output)["data"]["text/html"]
                    assert 'alt="' in html and mime not in figure_alt.with_alt(output)["data"]
    assert figures, "a lesson shows at least one figure"


def test_a_figure_without_any_description_is_left_for_axe_to_report():
    figure_alt = _figure_alt()
    bare = {"output_type": "display_data", "metadata": {}, "data": {"image/png": "iVBORw0KGgo=",
                                                                     "text/plain": "<Figure>"}}
    assert figure_alt.with_alt(bare) == bare
    svg = {"output_type": "display_data", "metadata": {},
           "data": {"image/svg+xml": '<svg xmlns="http://www.w3.org/2000/svg" aria-label="A &amp; B">'
                                     '<title>t</title></svg>'}}
    assert 'alt="A &amp; B"' in figure_alt.with_alt(svg)["data"]["text/html"]


@pytest.mark.parametrize("path", APPS + LESSONS, ids=[p.name for p in APPS + LESSONS])
def test_every_notebook_has_its_page_title(path):
    """The browser tab shows the game's title (Voila reads metadata.title): tools/notebooks.py
    sets it from kit.catalog()."""
    from tools.notebooks import notebook_title

    book = nbformat.read(path, as_version=4)
    assert book.metadata.get("title") == notebook_title(path)
    assert not book.metadata["title"].endswith(".ipynb")


@pytest.mark.parametrize("path", APPS, ids=[p.name for p in APPS])
def test_app_notebooks_have_a_student_setting_first(path):
    book = nbformat.read(path, as_version=4)
    nbformat.validate(book)
    cells = code_cells(path)
    assert re.match(r"STUDENT = False\b", cells[0].source), "the first code cell sets STUDENT = False"
    calls = re.findall(r"kit\.(?:widget|play)\((.*)\)", "\n".join(c.source for c in cells))
    assert calls and all("student=STUDENT" in call for call in calls), calls
    for cell in cells:
        compile(cell.source, path.name, "exec")  # well formed Python (not executed here)
