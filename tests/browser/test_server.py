"""The class server `make app` starts keeps its kernels bounded: a page's kernel stops when
the page closes (Voila's beacon on `beforeunload`, which needs the `_xsrf` cookie the config
sets), and a kernel whose page vanished without a word is culled.

The servers here are started as `make app` starts its one (etc/jupyter/voila.py, the
notebooks folder, 127.0.0.1), each on a free port, and stopped by the test.
"""
from __future__ import annotations

import time

import pytest

from tests.browser.conftest import ROOT, VoilaServer, wait_for_board, watched_context

pytestmark = pytest.mark.browser

# The quickest app to start (one small board); any app notebook would do.
APP = ROOT / "notebooks" / "digit_code_app.ipynb"
OPEN_CLOSE = 10
MAX_KERNELS_AFTER_CLOSE = 2
# The culling test's idle timeout (seconds): longer than a loaded machine takes between the end
# of the notebook's run and the page connecting to its kernel.
CULL_AFTER = 15


def wait_kernels(server: VoilaServer, at_most: int, timeout: float) -> int:
    """Poll until the server runs at most `at_most` kernels; return the last count."""
    deadline = time.time() + timeout
    while True:
        count = len(server.kernel_pids())
        if count <= at_most or time.time() > deadline:
            return count
        time.sleep(0.25)


@pytest.fixture(scope="module")
def server():
    server = VoilaServer(ROOT / "notebooks").wait_ready()
    yield server
    server.stop()


def test_kernels_stay_bounded_when_pages_open_and_close(server, browser, request):
    context, _watch = watched_context(browser, request, viewport={"width": 1400, "height": 1000})
    counts_open, counts_closed = [], []
    try:
        for i in range(OPEN_CLOSE):
            page = context.new_page()
            page.set_default_timeout(180_000)
            page.goto(server.render_url(APP), timeout=240_000)
            wait_for_board(page)
            counts_open.append(len(server.kernel_pids()))
            if i % 2:  # a reload or a link elsewhere also unloads the page
                page.goto("about:blank")
                page.close()
            else:  # the tab is closed
                page.close(run_before_unload=True)
            counts_closed.append(wait_kernels(server, 0, timeout=10))
    finally:
        context.close()
    final = wait_kernels(server, 0, timeout=15)
    report = f"kernels with the page open {counts_open}, after closing {counts_closed}, at the end {final}"
    print(report)
    assert max(counts_open) <= MAX_KERNELS_AFTER_CLOSE, report
    assert max(counts_closed) <= MAX_KERNELS_AFTER_CLOSE, report
    assert final <= MAX_KERNELS_AFTER_CLOSE, report
    shutdowns = server.log().count("Kernel shutdown:")
    assert shutdowns >= OPEN_CLOSE - MAX_KERNELS_AFTER_CLOSE, (
        f"only {shutdowns} kernels were shut down for {OPEN_CLOSE} closed pages\n"
        + server.log()[-3000:])
    assert "'_xsrf' argument missing" not in server.log(), "a close beacon was refused"


def test_directory_listing_and_error_page_stay_local(server, browser, request):
    """The pages `make app` shows around the apps: the list of notebooks at / and an error
    page. No kernel starts, nothing is fetched from outside, no console error beyond the
    404 itself."""
    context, watch = watched_context(browser, request)
    try:
        page = context.new_page()
        page.set_default_timeout(90_000)
        page.goto(server.url)
        links = page.locator('a[href*="/voila/render/"]').all_inner_texts()
        assert APP.name in links, links
        assert page.evaluate("document.documentElement.lang") == "en"
        response = page.goto(server.url + "voila/render/no_such_app.ipynb")
        assert response.status == 404
        assert "no_such_app.ipynb" in page.inner_text("body")
    finally:
        context.close()
    assert server.kernel_pids() == []
    not_found = [e for e in watch.console_errors if "404" in e]
    assert len(not_found) == 1, watch.console_errors
    watch.console_errors.remove(not_found[0])  # the error page's own status, asked for above


def test_kernel_of_a_vanished_page_is_culled(browser, request):
    """A page that goes without its beacon (closed without `beforeunload`, as a crashed
    browser does) leaves a kernel that the culler stops. The culler's timing is shortened on
    the command line, which overrides the config file; everything else is `make app`'s."""
    server = VoilaServer(ROOT / "notebooks", f"--MappingKernelManager.cull_idle_timeout={CULL_AFTER}",
                         "--MappingKernelManager.cull_interval=1").wait_ready()
    try:
        context, _watch = watched_context(browser, request, viewport={"width": 1400, "height": 1000})
        page = context.new_page()
        page.goto(server.render_url(APP), timeout=240_000)
        wait_for_board(page)
        time.sleep(CULL_AFTER + 2)  # longer than the idle timeout: a connected kernel survives it
        assert len(server.kernel_pids()) == 1, "the kernel of an open page was culled"
        page.close(run_before_unload=False)
        context.close()
        left = wait_kernels(server, 0, timeout=CULL_AFTER + 20)
        assert left == 0, (f"{left} kernel(s) left {CULL_AFTER + 20} s after the page vanished\n"
                           + server.log()[-3000:])
        assert "seconds of inactivity" in server.log(), "the kernel went, but not by the culler"
    finally:
        server.stop()
