"""Timing helpers shared by the benches (the machine is shared and noisy: best of batches)."""
from __future__ import annotations

import time
from typing import Any, Callable


def per_call(fn: Callable[[], Any], budget: float = 0.2, batches: int = 3) -> float:
    """Seconds per call of ``fn``: the best of ``batches`` batches filling ``budget`` seconds."""
    fn()
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < budget / batches:
        fn()
        count += 1
    best = float("inf")
    for _ in range(batches):
        start = time.perf_counter()
        for _ in range(count):
            fn()
        best = min(best, (time.perf_counter() - start) / count)
    return best


def best_of(fn: Callable[[], Any], repeat: int = 1) -> tuple[float, Any]:
    """(the best seconds of ``repeat`` calls, the last call's result)."""
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    return best, result
