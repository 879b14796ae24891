"""The import graph of ``kit`` and ``solvers`` has no circle (issue 21).

A module is a node; an edge A -> B says that A imports B. Every ``import`` and
``from ... import`` statement counts, wherever it stands: at module level, inside a function
or under ``if TYPE_CHECKING``. An import moved into a function only delays the circle to
the first call (and hides it from a reader); it does not remove the dependency, so it
counts the same. The edge goes to the module the statement names: ``import a.b`` and
``from a import b`` (``b`` a module) give an edge to ``a.b``; ``from a.b import name`` (a
function, a class) gives an edge to ``a.b``. Parent packages that Python runs on the way
(``a/__init__.py`` for ``a.b``) are not counted: every module of a package would otherwise
depend on its package's façade, which imports it back, and every package would be one
circle. Imports of other packages (the standard library, numpy) are not nodes.

``python -m tests.test_imports`` prints the circles found.
"""
from __future__ import annotations

import ast
import importlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("kit", "solvers")


def module_files() -> dict[str, Path]:
    """Every module of the packages by dotted name (a package by its ``__init__.py``)."""
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _targets(node: ast.Import | ast.ImportFrom, name: str, is_package: bool,
             modules: set[str]) -> set[str]:
    """The modules of ``modules`` that one import statement of module ``name`` names."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names} & modules
    base = node.module or ""
    if node.level:  # relative: from the module's package, up level - 1 more
        package = name.split(".") if is_package else name.split(".")[:-1]
        package = package[:len(package) - (node.level - 1)]
        base = ".".join(package + ([base] if base else []))
    found = set()
    for alias in node.names:
        sub = f"{base}.{alias.name}"
        if sub in modules:
            found.add(sub)
        elif base in modules:
            found.add(base)
    return found


def import_graph() -> dict[str, set[str]]:
    files = module_files()
    modules = set(files)
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        is_package = path.name == "__init__.py"
        edges: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                edges |= _targets(node, name, is_package, modules)
        graph[name] = edges - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One circle for each strongly connected group of modules (Tarjan), as a path that
    starts and ends at the group's first module, e.g. ``[a, b, a]``."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(_circle(graph, group) for group in groups)


def _circle(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A shortest path from the group's first module back to itself, inside the group."""
    start = min(group)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for other in sorted(graph[node] & group):
                if other == start:
                    return paths[node] + [start]
                if other not in paths:
                    paths[other] = paths[node] + [other]
                    following.append(other)
        frontier = following
    raise AssertionError(f"no circle through {start}")  # a strongly connected group has one


def test_the_graph_sees_the_packages():
    graph = import_graph()
    assert "kit.game" in graph["kit"]  # the façade imports the contract
    assert "solvers.digit_code.deduction" in graph["solvers.digit_code"]  # a relative import
    assert "kit.games" in graph["kit.registry"]  # an import inside a function counts


def test_the_engine_is_a_facade_of_the_contract():
    """kit.engine defines nothing: it re-exports the contract from the modules that define
    it (games import from it), every name of its ``__all__`` from one of them."""
    import kit.engine

    tree = ast.parse((ROOT / "kit" / "engine.py").read_text(encoding="utf-8"))
    body = [node for node in tree.body if not isinstance(node, (ast.Import, ast.ImportFrom))]
    assert [type(node) for node in body] == [ast.Expr, ast.Assign]  # the docstring, __all__
    homes = [importlib.import_module(module) for module in import_graph()["kit.engine"]]
    for name in kit.engine.__all__:
        assert any(getattr(home, name, None) is getattr(kit.engine, name) for home in homes), name
    assert {"Action", "CHANCE", "Game", "Seat", "State", "register", "load_game"} <= set(kit.engine.__all__)


def test_the_circle_finder_finds_circles():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"e"}}
    assert cycles(graph) == [["a", "b", "c", "a"]]


def test_no_import_circles():
    found = cycles(import_graph())
    assert not found, "import circles:\n" + "\n".join(" -> ".join(c) for c in found)


if __name__ == "__main__":
    for circle in cycles(import_graph()):
        print(" -> ".join(circle))
