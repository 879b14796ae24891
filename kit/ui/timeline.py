"""The timeline of a game widget: step back and forward through the history, a slider over
every step, play / pause with a pace (seconds per move), and the save / load / projector
row. The widgets here only show and report; :class:`kit.ui.GameWidget` decides what a
press does.

The pace is kept by the browser: :class:`Pacer` is a small anywidget whose script sends a
``tick`` every ``pace`` seconds while ``running`` is true, and waits for Python to have
handled the last tick (``done``) before it sends the next. Without a browser (tests, a
script) nothing ticks by itself; call :meth:`kit.ui.GameWidget.tick` instead.

>>> pacer = Pacer()
>>> pacer.running, pacer.connected
(False, False)
"""
from __future__ import annotations

import base64
import html
from collections.abc import Callable
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

_PACER_ESM = r"""
function render({ model, el }) {
  el.classList.add("kit-pacer");
  const status = document.createElement("span");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  status.className = "kit-pacer-status";
  el.appendChild(status);
  const show = () => { status.textContent = model.get("status"); };
  show();
  model.on("change:status", show);
  let timer = null;
  const schedule = () => {
    if (timer !== null) { clearTimeout(timer); timer = null; }
    if (!model.get("running")) return;
    const wait = Math.max(50, 1000 * (model.get("pace") || 0));
    timer = setTimeout(() => {
      timer = null;
      if (!model.get("running")) return;
      if (model.get("done") >= model.get("tick")) {  // Python has handled the last one
        model.set("tick", model.get("tick") + 1);
        model.save_changes();
      }
      schedule();
    }, wait);
  };
  model.on("change:running", schedule);
  model.on("change:pace", schedule);
  if (!model.get("connected")) { model.set("connected", true); model.save_changes(); }
  schedule();
  return () => { if (timer !== null) clearTimeout(timer); };
}
export default { render };
"""

_PACER_CSS = """
.kit-pacer { display: inline-block; min-width: 9em; padding: 0 6px; align-self: center; }
.kit-pacer-status { font-style: italic; color: #333; }
"""


class Pacer(anywidget.AnyWidget):
    """The browser-side clock of paced play (see the module docstring)."""

    _esm = _PACER_ESM
    _css = _PACER_CSS
    running = traitlets.Bool(False).tag(sync=True)
    pace = traitlets.Float(0.8).tag(sync=True)
    tick = traitlets.Int(0).tag(sync=True)
    done = traitlets.Int(0).tag(sync=True)
    connected = traitlets.Bool(False).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)


_LOADER_ESM = r"""
function render({ model, el }) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  input.className = "kit-load-input";
  input.setAttribute("aria-label", "Load game");
  input.tabIndex = -1;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button kit-load-button";
  button.textContent = "Load game";
  button.title = "open a game saved with “Save game”";
  button.addEventListener("click", () => input.click());
  input.addEventListener("change", () => {
    const file = input.files && input.files[0];
    if (!file) return;
    file.text().then((text) => {
      const n = (model.get("upload").n || 0) + 1;
      model.set("upload", { name: file.name, text: text, n: n });
      model.save_changes();
      input.value = "";  // the same file can be chosen again
    });
  });
  el.classList.add("kit-load");
  el.appendChild(button);
  el.appendChild(input);
}
export default { render };
"""

_LOADER_CSS = """
.kit-load { display: inline-block; }
.kit-load-input { display: none; }
.kit-load-button { width: auto; padding: 0 12px; }
"""


class FileLoader(anywidget.AnyWidget):
    """A "Load game" button: the browser reads the chosen file and sends its text."""

    _esm = _LOADER_ESM
    _css = _LOADER_CSS
    upload = traitlets.Dict({}).tag(sync=True)

    def on_load(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(text)`` with every file chosen."""
        def loaded(change: dict[str, Any]) -> None:
            if "text" in change["new"]:
                callback(change["new"]["text"])

        self.observe(loaded, names="upload")

    def choose(self, text: str, name: str = "game.json") -> None:
        """Load ``text`` as if the file ``name`` were chosen in the browser."""
        self.upload = {"name": name, "text": text, "n": self.upload.get("n", 0) + 1}


_SLIDER_ESM = r"""
function render({ model, el }) {
  const label = document.createElement("label");
  label.className = "kit-step-slider";
  label.textContent = "Step ";
  const input = document.createElement("input");
  input.type = "range";
  input.step = "1";
  input.setAttribute("aria-label", "Step of the game shown");
  label.appendChild(input);
  el.appendChild(label);
  const show = () => {
    input.min = String(model.get("min"));
    input.max = String(model.get("max"));
    input.value = String(model.get("value"));
    input.setAttribute("aria-valuetext", `step ${model.get("value")} of ${model.get("max")}`);
  };
  show();
  model.on("change:value", show);
  model.on("change:max", show);
  model.on("change:min", show);
  input.addEventListener("change", () => {  // on release, as a teacher drags it
    model.set("value", parseInt(input.value, 10));
    model.save_changes();
  });
}
export default { render };
"""

_SLIDER_CSS = """
.kit-step-slider { display: inline-flex; align-items: center; gap: 0.4em; }
.kit-step-slider input[type=range] { width: 320px; max-width: 40vw; }
"""


class StepSlider(anywidget.AnyWidget):
    """A native range input over the steps of the game, labelled for screen readers (the
    ipywidgets slider's handle carries no accessible name)."""

    _esm = _SLIDER_ESM
    _css = _SLIDER_CSS
    value = traitlets.Int(0).tag(sync=True)
    min = traitlets.Int(0).tag(sync=True)
    max = traitlets.Int(0).tag(sync=True)


def _button(description: str, tooltip: str, **kw) -> w.Button:
    return w.Button(description=description, tooltip=tooltip, layout=w.Layout(width="auto"), **kw)


class Timeline(w.VBox):
    """Step back / step forward, the step slider, play / pause and the pace.

    Callbacks set by the owner: ``on_back()``, ``on_forward()``, ``on_goto(position)``,
    ``on_play()`` (the play / pause button), ``on_pace(seconds)``, ``on_live()``
    ("Back to the game") and ``on_branch()`` ("Continue from here")."""

    def __init__(self, pace: float):
        self.back_button = _button("Step back", "show the position one step earlier (read-only)")
        self.forward_button = _button("Step forward", "show the next step; at the latest position, "
                                                      "let the bot whose turn it is make one move")
        self.slider = StepSlider()
        self.position_label = w.HTML()
        self.play_button = _button("Pause", "bots move by themselves at the chosen pace; press to stop")
        self.pace_box = w.BoundedFloatText(value=pace, min=0, max=30, step=0.1,
                                           description="Seconds per move",
                                           tooltip="0 means the bots move at once",
                                           style={"description_width": "initial"},
                                           layout=w.Layout(width="210px"))
        self.pacer = Pacer(pace=pace)
        self.live_button = _button("Back to the game", "return to the latest position of the game",
                                   button_style="primary")
        self.branch_button = _button("Continue from here", "play on from the step shown; the later "
                                                           "steps are discarded", button_style="danger")
        self.banner = w.HTML()
        self.browse_row = w.HBox([self.banner, self.live_button, self.branch_button],
                                 layout=w.Layout(display="none", flex_flow="row wrap", align_items="center"))
        self.on_back: Callable[[], None] = lambda: None
        self.on_forward: Callable[[], None] = lambda: None
        self.on_goto: Callable[[int], None] = lambda position: None
        self.on_play: Callable[[], None] = lambda: None
        self.on_pace: Callable[[float], None] = lambda seconds: None
        self.on_live: Callable[[], None] = lambda: None
        self.on_branch: Callable[[], None] = lambda: None
        self._quiet = False
        self.back_button.on_click(lambda _: self.on_back())
        self.forward_button.on_click(lambda _: self.on_forward())
        self.play_button.on_click(lambda _: self.on_play())
        self.live_button.on_click(lambda _: self.on_live())
        self.branch_button.on_click(lambda _: self.on_branch())
        self.slider.observe(self._slid, names="value")
        self.pace_box.observe(lambda change: self.on_pace(change["new"]), names="value")
        row = w.HBox([self.back_button, self.slider, self.forward_button, self.position_label,
                      self.play_button, self.pace_box, self.pacer],
                     layout=w.Layout(flex_flow="row wrap", align_items="center"))
        # the frame places ``browse_row`` (the banner) on a line of its own
        super().__init__([row])
        self.add_class("kit-timeline")

    def _slid(self, change) -> None:
        if not self._quiet:
            self.on_goto(change["new"])

    def show(self, position: int, end: int, playing: bool, browsing: bool, banner: str) -> None:
        """Show ``position`` of ``end`` steps (without calling ``on_goto``)."""
        self._quiet = True
        try:
            if self.slider.max < position:
                self.slider.max = end
            self.slider.value = position
            self.slider.max = end
        finally:
            self._quiet = False
        self.position_label.value = f'<span class="kit-position">Step {position} of {end}</span>'
        self.back_button.disabled = position == 0
        self.play_button.description = "Pause" if playing else "Play"
        self.play_button.tooltip = ("stop the bots (and the replay) after the current move" if playing
                                    else "let the bots move by themselves at the chosen pace "
                                         "(from a step shown back in time: replay the game from there)")
        self.browse_row.layout.display = "flex" if browsing else "none"
        self.banner.value = f'<span class="kit-browse-note">{html.escape(banner)}</span>' if browsing else ""


class FileRow(w.HBox):
    """Save game (a download link holding the save file), Load game (a file chooser) and the
    projector-mode switch. Callbacks: ``on_load(text: str)``, ``on_projector(on: bool)``."""

    def __init__(self) -> None:
        self.save_link = w.HTML()
        self.loader = FileLoader()
        self.projector = w.ToggleButton(value=False, description="Projector mode",
                                        tooltip="a full-width board and larger text, the panels "
                                                "below the board", layout=w.Layout(width="auto"))
        self.on_load: Callable[[str], object] = lambda text: None
        self.on_projector: Callable[[bool], None] = lambda on: None
        self.loader.on_load(lambda text: self.on_load(text))
        self.projector.observe(lambda change: self.on_projector(change["new"]), names="value")
        self._saved: tuple | None = None
        super().__init__([self.save_link, self.loader, self.projector],
                         layout=w.Layout(flex_flow="row wrap", align_items="center"))

    def show_save(self, key: tuple, make_text: Callable[[], str], filename: str, steps: int) -> None:
        """Put the save file into the link (only when ``key`` changed: it costs a to_json)."""
        if key == self._saved:
            return
        self._saved = key
        data = base64.b64encode(make_text().encode("utf-8")).decode("ascii")
        about = f"download the whole game ({steps} step{'s' if steps != 1 else ''}) as a file"
        self.save_link.value = (
            f'<a class="kit-save jupyter-button widget-button" role="button" aria-label="Save game" '
            f'title="{html.escape(about)}" download="{html.escape(filename)}" '
            f'href="data:application/json;base64,{data}" '
            'style="display:inline-flex;align-items:center;padding:0 12px;text-decoration:none;'
            'color:inherit;width:auto">Save game</a>')
