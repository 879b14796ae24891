"""Write the golden playthrough of every game: ``python -m tests.golden.regen``."""
from __future__ import annotations

import kit
from tests.golden import path, playthrough

if __name__ == "__main__":
    for info in kit.catalog():
        path(info.name).write_text(playthrough(info.name), encoding="utf-8")
        print("wrote", path(info.name))
