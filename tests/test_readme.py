"""README.md says what the kit does with examples a reader copies: every ```python block
runs as written, in order, in one namespace (as a reader pasting them into one notebook
would), without a display (`kit.widget(g)` makes the widget without showing it). It names
the app notebooks and the address `make app` serves them on."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def python_blocks() -> list[str]:
    return BLOCK.findall(README.read_text(encoding="utf-8"))


def test_readme_has_python_examples():
    assert len(python_blocks()) >= 2


def test_readme_python_blocks_run_in_order(monkeypatch, tmp_path):
    import matplotlib

    matplotlib.use("Agg")  # report() draws its plots; no window here
    monkeypatch.chdir(tmp_path)  # an example that writes a file writes it here
    namespace: dict = {"__name__": "__readme__"}
    for number, source in enumerate(python_blocks(), 1):
        code = compile(source, f"README.md, python block {number}", "exec")
        try:
            exec(code, namespace)  # noqa: S102 (the README's own examples)
        except Exception as err:  # noqa: BLE001
            pytest.fail(f"README's python block {number} raises {type(err).__name__}: {err}\n{source}")


def test_readme_names_the_apps_and_their_address():
    text = README.read_text(encoding="utf-8")
    assert "http://127.0.0.1:8866/" in text
    assert "_app.ipynb" in text
    for app in sorted((ROOT / "notebooks").glob("*_app.ipynb")):
        assert app.name in text, f"README does not name {app.name}"


def test_readme_screenshots_exist_and_name_their_tool():
    text = README.read_text(encoding="utf-8")
    shots = re.findall(r"\((docs/screenshots/[\w.]+\.png)\)", text)
    games = {p.stem.removesuffix("_app") for p in (ROOT / "notebooks").glob("*_app.ipynb")}
    assert {Path(s).stem for s in shots} == games, "one projector screenshot an app"
    for shot in shots:
        assert (ROOT / shot).is_file(), shot
    assert "tools/screenshots.py" in text
