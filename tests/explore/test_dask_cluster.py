"""A Dask cluster started as the docs describe (``docs/dask_cluster.md``): a scheduler and two
workers, each its own process started by the ``dask`` command line, here all on 127.0.0.1.
A run on it gives the same table as the same run in this process. The test stops every
process it started."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest

from kit.explore import run

distributed = pytest.importorskip("distributed")

ROOT = Path(__file__).resolve().parents[2]
DASK = Path(sys.executable).parent / "dask"
RUN = dict(players=2, games=8, seed=5, progress=False, bots="greedy", sweep={"movement": ["normal", "fast"]})


def _start(*args: str, log: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT), DASK_DISTRIBUTED__WORKER__DAEMON="False")
    with open(log, "w") as out:
        return subprocess.Popen([str(DASK), *args], stdout=out, stderr=subprocess.STDOUT, env=env, cwd=ROOT)


def _wait_for(path: Path, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not path.exists() or not path.read_text().strip():
        if time.monotonic() > deadline:
            raise TimeoutError(f"no {path.name} after {seconds} s")
        time.sleep(0.2)


@pytest.mark.slow
def test_a_scheduler_and_two_worker_processes_give_the_same_table(tmp_path):
    local = run("bahama_taxi", **RUN)
    file = tmp_path / "scheduler.json"
    started = [_start("scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
                      "--scheduler-file", str(file), log=tmp_path / "scheduler.log")]
    try:
        _wait_for(file, 60)
        for n in range(2):
            started.append(_start("worker", "--scheduler-file", str(file), "--host", "127.0.0.1",
                                  "--nthreads", "1", "--no-dashboard", "--name", f"worker-{n}",
                                  log=tmp_path / f"worker-{n}.log"))
        with distributed.Client(scheduler_file=str(file), timeout=60) as client:
            client.wait_for_workers(2, timeout=120)
            assert all(addr.startswith("tcp://127.0.0.1:") for addr in client.scheduler_info()["workers"])
            with distributed.get_task_stream(client) as stream:
                table = run("bahama_taxi", executor=client.get_executor(), **RUN)
        assert len({task["worker"] for task in stream.data}) == 2, "both workers played games"
        pd.testing.assert_frame_equal(table, local)
    finally:
        for process in reversed(started):
            process.terminate()
        for process in started:
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
