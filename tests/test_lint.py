"""The code's own gates, run by ``make test``: ruff (the rule set and line length of
pyproject.toml) and mypy (over ``kit/`` and ``solvers/``) find nothing."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def test_ruff_finds_nothing():
    found = subprocess.run([str(BIN / "ruff"), "check", "--output-format", "concise", "--no-cache",
                            "kit", "solvers", "tests", "tools", "bench"],
                           cwd=ROOT, capture_output=True, text=True)
    assert found.returncode == 0, found.stdout[-4000:] + found.stderr[-2000:]


def test_mypy_finds_nothing(tmp_path):
    from mypy import api

    out, err, status = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                                "--cache-dir", str(tmp_path / "mypy")])
    assert status == 0, out[-4000:] + err[-2000:]
