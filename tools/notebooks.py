"""Store the notebooks as the kit keeps them: ``python tools/notebooks.py [NAME ...]``.

Lessons are executed from the top (each seeds itself in its first cell), then cleaned: no
widget state (``metadata.widgets``), no widget-view outputs (a widget keeps its board's
static picture), no per-cell timestamps. App notebooks (``*_app.ipynb``) lose all outputs:
Voila runs them. ``make notebooks`` runs this for every notebook.
"""
from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


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
    lesson = not path.name.endswith("_app.ipynb")
    if lesson:
        NotebookClient(book, timeout=600, kernel_name="python3",
                       resources={"metadata": {"path": str(path.parent)}}).execute()
    clean(book, keep_outputs=lesson)
    nbformat.write(book, path)
    print(f"{path.name}: {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    names = sys.argv[1:]
    paths = [NOTEBOOKS / (n if n.endswith(".ipynb") else n + ".ipynb") for n in names] if names \
        else sorted(NOTEBOOKS.glob("*.ipynb"))
    for path in paths:
        store(path)
