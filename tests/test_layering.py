"""Dependencies point one way (DESIGN.md): rules know no drawing, bots or widgets; drawing
knows no widget library; bots, drawings and widgets never read a game's state; solvers
know nothing of the kit; a broken game package fails loudly."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import kit
from kit import games

ROOT = Path(__file__).resolve().parents[1]
GAME_DIRS = sorted(p for p in (ROOT / "kit" / "games").iterdir() if (p / "rules.py").exists())
WIDGET_LIBS = {"ipywidgets", "anywidget", "traitlets", "IPython"}


def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def attribute_reads(path: Path, attribute: str) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr == attribute]


@pytest.mark.parametrize("folder", GAME_DIRS, ids=[p.name for p in GAME_DIRS])
def test_rules_import_no_drawing_bots_or_widgets(folder):
    found = imports(folder / "rules.py")
    own = f"kit.games.{folder.name}"
    assert not {f"{own}.draw", f"{own}.bots", f"{own}.widget", "kit.ui"} & found
    assert not {name.split(".")[0] for name in found} & WIDGET_LIBS


@pytest.mark.parametrize("folder", GAME_DIRS, ids=[p.name for p in GAME_DIRS])
def test_drawing_imports_no_widget_library(folder):
    draw = folder / "draw.py"
    assert draw.exists(), "each game draws itself in draw.py"
    assert not {name.split(".")[0] for name in imports(draw)} & WIDGET_LIBS


@pytest.mark.parametrize("folder", GAME_DIRS, ids=[p.name for p in GAME_DIRS])
def test_nothing_outside_rules_reads_the_state(folder):
    for module in ("bots.py", "draw.py", "widget.py"):
        path = folder / module
        if path.exists():
            assert attribute_reads(path, "state") == [], f"{path.name} reads .state"
            assert attribute_reads(path, "_game") == [], f"{path.name} reaches behind a seat"


def test_solvers_know_nothing_of_the_kit():
    for path in (ROOT / "solvers").rglob("*.py"):
        assert not {name for name in imports(path) if name == "kit" or name.startswith("kit.")}, path


def test_every_game_draws_where_no_widget_library_can_be_imported():
    script = (
        "import sys\n"
        "for lib in ('ipywidgets', 'anywidget', 'traitlets'):\n"
        "    sys.modules[lib] = None\n"
        "import kit\n"
        "for info in kit.catalog():\n"
        "    g = kit.new_game(info.name, players=info.min_players, seed=1)\n"
        "    assert kit.draw(g).startswith('<svg'), info.name\n"
        "    assert g._repr_svg_().startswith('<svg'), info.name\n"
        "print('drawn', len(kit.catalog()))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("drawn")


def test_a_broken_game_package_fails_loudly(monkeypatch):
    monkeypatch.setattr(games, "GAMES", games.GAMES + ("no_such_game",))
    monkeypatch.setattr(games, "_loaded", False)
    with pytest.raises(ModuleNotFoundError):
        kit.catalog()


def test_an_option_with_a_single_choice_is_refused():
    with pytest.raises(TypeError):
        kit.Option(1, "only one", choices=(1,))
