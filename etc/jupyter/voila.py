"""Voila settings for the classroom server.

`make app`, the browser tests (tests/browser/conftest.py) and tools/screenshots.py all start
Voila with `--Voila.config_file_paths=etc/jupyter`, so they run with exactly these settings.
Settings given on Voila's command line override this file (the port, for instance).

What the settings are for:
- every page's kernel is shut down when its tab closes: Voila's page sends a beacon to
  /voila/api/shutdown/<kernel> on `beforeunload`, with the `_xsrf` cookie's value. Voila
  0.5's notebook page is streamed from its own template and never asks tornado for the
  XSRF token, so the cookie is set only when the directory listing was opened first; a
  bookmarked or linked app page sent an empty `_xsrf` and the shutdown was refused (403
  "'_xsrf' argument missing from POST"), which left one kernel per page load. The hook
  below reads the token before the kernel starts, which sets the cookie; the XSRF check
  stays on.
- kernels whose page went away without saying so (a crashed browser, a laptop put to
  sleep) are culled once no page has been connected to them and they have been idle for
  CULL_IDLE_TIMEOUT seconds; a kernel with an open page is never culled, however long the
  class looks at it, nor one still running the notebook for a page that is loading.
- at most MAX_KERNELS kernels run at once (about 120 MiB each); a page asked for beyond
  that gets "503 Service Unavailable" with a message saying why, instead of starting one.
  `KIT_APP_MAX_KERNELS=60 make app` raises the cap.
- nothing is fetched from outside the server: the "kit" template (nbconvert/templates/kit
  here) is Voila's lab template without its Font Awesome CDN links.
- every figure has a text alternative: the template passes each output through the
  `with_alt` filter of figure_alt.py here (an image output becomes an <img> with `alt`).
- the page title (the browser tab) is the notebook's `metadata.title` (tools/notebooks.py
  sets it: "Bahama Taxi — lesson", "Bahama Taxi"); nbconvert's template reads it.
"""
import importlib.util
import os
from pathlib import Path

from tornado.web import HTTPError

HERE = Path(__file__).resolve().parent

MAX_KERNELS = int(os.environ.get("KIT_APP_MAX_KERNELS", "40"))
CULL_IDLE_TIMEOUT = 600  # seconds without a connected page and without kernel activity
CULL_INTERVAL = 30  # seconds between two checks

c = get_config()  # noqa: F821 (traitlets provides get_config in config files)

c.Voila.ip = "127.0.0.1"
c.Voila.open_browser = False

# The "kit" template lives in HERE/nbconvert/templates/kit; Voila looks for templates in
# <each Jupyter data dir>/{voila,nbconvert}/templates. HERE has no voila/ subfolder on
# purpose: Voila takes the first <data dir>/voila it finds as the home of its themes.
_data_path = os.environ.get("JUPYTER_PATH", "")
if str(HERE) not in _data_path.split(os.pathsep):
    os.environ["JUPYTER_PATH"] = os.pathsep.join(p for p in (str(HERE), _data_path) if p)
c.VoilaConfiguration.template = "kit"
c.VoilaConfiguration.allow_template_override = "NO"  # ?template=classic would bring a CDN back
# The plain directory listing: the JupyterLab-based one asks for /api/kernels, which Voila
# does not serve, and its widget plugins fail without a kernel (console errors on "/").
c.VoilaConfiguration.classic_tree = True

_spec = importlib.util.spec_from_file_location("kit_figure_alt", HERE / "figure_alt.py")
_figure_alt = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_figure_alt)
c.VoilaExporter.filters = {"with_alt": _figure_alt.with_alt}

c.MappingKernelManager.cull_idle_timeout = CULL_IDLE_TIMEOUT
c.MappingKernelManager.cull_interval = CULL_INTERVAL
c.MappingKernelManager.cull_connected = False  # never take the kernel of an open page
# A kernel is busy while Voila runs the notebook for a page that is still loading, before
# the page connects to it: culling busy kernels could take it mid-render.
c.MappingKernelManager.cull_busy = False


def before_kernel_start(handler, notebook, cwd):
    """Voila's prelaunch hook: runs in the page request, before the page's kernel starts."""
    handler.xsrf_token  # noqa: B018 (reading it sets the _xsrf cookie the close beacon sends)
    running = len(handler.kernel_manager.list_kernel_ids())
    if running >= MAX_KERNELS:
        raise HTTPError(503, f"The server already runs {running} games, its limit: close a tab "
                             "you no longer use, or wait until closed pages are cleared.")
    return notebook


c.VoilaConfiguration.prelaunch_hook = before_kernel_start
