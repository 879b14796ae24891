"""Store the notebooks as the kit keeps them: ``python tools/notebooks.py [--tables] [NAME ...]``.

Lessons are executed from the top (each seeds itself in its first cell), then cleaned: no
widget state (``metadata.widgets``), no widget-view outputs (a widget keeps its board's
static picture), no per-cell timestamps. App notebooks (``*_app.ipynb``) lose all outputs:
Voila runs them. Every notebook gets its page title (``metadata.title``, the browser tab in
Voila): the game's title from ``kit.catalog()``, "— lesson" for a lesson. ``make notebooks``
runs this for every notebook (about four minutes on two cores); the long runs some lessons
show are read from tables next to them (``notebooks/data``, made by tools/lesson_tables.py),
so re-executing a lesson stays quick; ``--tables`` makes those tables again first (after a
change of rules or of the words the tables count: tests/test_lesson_tables.py says when).
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# Titles of the notebooks that are not about one game.
OTHER_TITLES = {"00_start_here": "Rules Kit — start here",
                "explore": "Exploring rules with many games — lesson"}


def is_app(path: Path) -> bool:
    return path.name.endswith("_app.ipynb")


def LESSONS() -> list[Path]:  # noqa: N802 (reads as the constant it stands for)
    """Every lesson: the notebooks that are not apps."""
    return sorted(p for p in NOTEBOOKS.glob("*.ipynb") if not is_app(p))


def APPS() -> list[Path]:  # noqa: N802
    return sorted(p for p in NOTEBOOKS.glob("*_app.ipynb"))


def notebook_title(path: Path) -> str:
    """The page title a notebook shows in the browser tab: "Bahama Taxi — lesson" for
    bahama_taxi.ipynb, "Bahama Taxi" for bahama_taxi_app.ipynb."""
    import kit

    stem = path.stem.removesuffix("_app")
    if stem in OTHER_TITLES:
        return OTHER_TITLES[stem]
    titles = {info.name: info.title for info in kit.catalog()}
    return titles[stem] if is_app(path) else f"{titles[stem]} — lesson"


def clean(book: nbformat.NotebookNode, keep_outputs: bool) -> None:
    book.metadata.pop("widgets", None)
    for cell in book.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        if not keep_outputs:
            cell.outputs, cell.execution_count = [], None
            continue
        kept = []
        for output in cell.outputs:
            data = output.get("data")
            if data is not None and WIDGET_VIEW in data:
                data.pop(WIDGET_VIEW)
                if set(data) <= {"text/plain"}:
                    continue  # a widget with no picture: nothing worth storing
            kept.append(output)
        cell.outputs = kept


def store(path: Path) -> None:
    book = nbformat.read(path, as_version=4)
    started = time.monotonic()
    if not is_app(path):
        NotebookClient(book, timeout=600, kernel_name="python3",
                       resources={"metadata": {"path": str(path.parent)}}).execute()
    clean(book, keep_outputs=not is_app(path))
    book.metadata["title"] = notebook_title(path)
    nbformat.write(book, path)
    print(f"{path.name}: {path.stat().st_size:,} bytes, {time.monotonic() - started:.1f} s")


def main(names: list[str]) -> None:
    if "--tables" in names:
        names = [n for n in names if n != "--tables"]
        from tools import lesson_tables

        with_tables = {t.lesson for t in lesson_tables.TABLES}
        chosen = [n.removesuffix(".ipynb") for n in names if n.removesuffix(".ipynb") in with_tables]
        if chosen or not names:  # no names: every table
            lesson_tables.main(chosen)
    paths = [NOTEBOOKS / (n if n.endswith(".ipynb") else n + ".ipynb") for n in names] if names \
        else sorted(NOTEBOOKS.glob("*.ipynb"))
    for path in paths:
        store(path)


if __name__ == "__main__":
    sys.path.insert(0, str(NOTEBOOKS.parent))  # `tools` and `kit` from this checkout
    main(sys.argv[1:])
