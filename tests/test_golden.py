"""Golden playthroughs: a seeded game's steps, view digests and log must not change unless
the rules or the views change on purpose (then regenerate: ``python -m tests.golden.regen``)."""
from __future__ import annotations

import difflib

import pytest

import kit
from tests.golden import path, playthrough

NAMES = [info.name for info in kit.catalog()]


@pytest.mark.parametrize("name", NAMES)
def test_golden_playthrough(name):
    golden = path(name)
    assert golden.exists(), f"no golden file for {name}: run python -m tests.golden.regen"
    expected, actual = golden.read_text(encoding="utf-8"), playthrough(name)
    if actual != expected:
        diff = "".join(list(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                                 "golden", "now"))[:40])
        pytest.fail(f"{name} plays differently from its golden file:\n{diff}")
