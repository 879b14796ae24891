"""A clickable SVG board: the SVG text is a synced trait; a click on an element that
carries ``data-id`` sends that id back to Python. Enter or Space on a focused ``data-id``
element (they carry ``tabindex="0"``, see :func:`kit.svg.clickable`) sends the same click,
and after the board is redrawn the element with the same ``data-id`` gets the focus back,
so a keyboard user can go on from where they were.

The board fills the width of its container (no fixed pixel size): the SVG's ``viewBox``
keeps its proportions. It is at most the screen's height less the
top bar (in projector mode, the ``kit-projector`` class on the game, less 180 px), centred,
so a tall board is seen whole without scrolling.

>>> board = SvgBoard(svg='<svg><circle data-id="5D" r="3"/></svg>')
>>> seen = []
>>> board.on_click(seen.append)
>>> board.click("5D")
>>> seen
['5D']
"""
from __future__ import annotations

from collections.abc import Callable

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  el.classList.add("kit-board");
  el.tabIndex = -1;  // focus falls back here when the focused element is gone
  el.setAttribute("data-lm-suppress-shortcuts", "true");  // JupyterLab: Enter/Space are ours
  const send = (target) => {
    const n = (model.get("clicked").n || 0) + 1;
    model.set("clicked", { id: target.getAttribute("data-id"), n: n });
    model.save_changes();
  };
  const byId = (id) => {
    for (const node of el.querySelectorAll("[data-id]")) {
      if (node.getAttribute("data-id") === id) return node;
    }
    return null;
  };
  const draw = () => {
    const active = document.activeElement;
    const held = active && el.contains(active) && active.closest ? active.closest("[data-id]") : null;
    const id = held ? held.getAttribute("data-id") : null;
    const hadFocus = active === el || held !== null;
    el.innerHTML = model.get("svg");
    if (!hadFocus) return;
    const again = id === null ? null : byId(id);
    if (again && typeof again.focus === "function") again.focus({ preventScroll: true });
    else el.focus({ preventScroll: true });
  };
  // The first screen: outside projector mode the board is at most as tall as the screen
  // below its top (what stands above it in the notebook varies), never under 55% of the
  // screen. Projector mode brings the game to the top of the screen, where the CSS caps the
  // board at the screen's height less the top bar.
  let projector = false;
  const fit = () => {
    const game = el.closest(".kit-game");
    const now = game !== null && game.classList.contains("kit-projector");
    if (now && !projector && typeof game.scrollIntoView === "function") {
      game.scrollIntoView({ block: "start" });
    }
    projector = now;
    if (now) { el.style.removeProperty("--kit-board-max"); return; }
    const top = el.getBoundingClientRect().top + window.scrollY;
    const room = `${Math.round(Math.max(window.innerHeight - top - 12, 0.55 * window.innerHeight))}px`;
    if (el.style.getPropertyValue("--kit-board-max") !== room) el.style.setProperty("--kit-board-max", room);
  };
  let tries = 0;  // the board is put in the page after render: look for its game a while
  const watched = () => {
    const game = el.closest(".kit-game");
    if (game === null) {  // not in the page yet; a board alone (no game) keeps the CSS default
      if (++tries < 50) setTimeout(watched, 200);
      return;
    }
    new MutationObserver(fit).observe(game, { attributes: true, attributeFilter: ["class"] });
    // what stands above the board is drawn after it, bit by bit: fit again as it grows
    const grown = new ResizeObserver(fit);
    grown.observe(document.body);
    grown.observe(game);
    fit();
  };
  draw();
  watched();
  window.addEventListener("resize", fit);
  model.on("change:svg", () => { draw(); fit(); });
  el.addEventListener("click", (event) => {
    const target = event.target.closest("[data-id]");
    if (!target || !el.contains(target)) return;
    send(target);
  });
  el.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " " && event.key !== "Spacebar") return;
    const target = event.target.closest ? event.target.closest("[data-id]") : null;
    if (!target || !el.contains(target)) return;
    event.preventDefault();  // Space must not scroll the page
    event.stopPropagation();
    if (!event.repeat) send(target);
  });
  return () => window.removeEventListener("resize", fit);
}
export default { render };
"""

_CSS = """
.kit-board { width: 100%; display: block; }
.kit-board:focus { outline: none; }
/* the whole board on the first screen: as wide as its column, never taller than the screen
   less the top bar (proportions kept, centred) */
.kit-board svg { width: auto; max-width: 100%; height: auto;
  max-height: var(--kit-board-max, calc(100vh - 150px)); margin: 0 auto; display: block; user-select: none; }
.kit-board [data-id] { cursor: pointer; }
.kit-board [data-id]:hover { filter: brightness(1.15); }
.kit-board [data-id]:focus { outline: none; }
.kit-board [data-id]:focus-visible { outline: 3px solid #0072B2; outline-offset: 2px; }
.kit-board-column { width: 100%; min-width: 0; }
.kit-log { font-family: monospace; font-size: 0.95em; }
.kit-help { font-size: 0.9em; color: #333; margin: 0 0 6px 0; line-height: 1.3; }
.kit-game .jupyter-widget-Collapse-header { color: #111; background: #ececec; }
.kit-game .jupyter-button.mod-primary { background-color: #0b5cad; color: #fff; }
.kit-game .jupyter-button.mod-success { background-color: #2e6b30; color: #fff; }
.kit-game .jupyter-button.mod-info { background-color: #006778; color: #fff; }
.kit-game .jupyter-button.mod-warning { background-color: #9c4a00; color: #fff; }
.kit-game .jupyter-button.mod-danger { background-color: #b71c1c; color: #fff; }
.kit-message-error { color: #b00020; font-weight: bold; }
.kit-message-info { color: #1f2f5f; }
/* the frame: a top bar (title, timeline, moves, files, setup), the board beside the side panel */
.kit-top-bar { column-gap: 12px; row-gap: 2px; }
.kit-title { margin: 0 8px 0 0; }
.kit-main { gap: 20px; }
.kit-teacher-banner { background: #fff3cd; color: #5c3c00; border: 2px solid #9c4a00; padding: 4px 8px; }
.kit-table-note { color: #1f2f5f; font-style: italic; }
/* no clipped label: a button's words wrap inside it and the button grows, never an ellipsis */
.kit-game .jupyter-button, .kit-game .widget-button, .kit-game .widget-toggle-button {
  height: auto; min-height: var(--jp-widgets-inline-height); white-space: normal; overflow: visible;
  text-overflow: clip; line-height: 1.25; padding-top: 3px; padding-bottom: 3px; max-width: 100%;
  flex-shrink: 0; }
.kit-projector .kit-side, .kit-projector .kit-message, .kit-projector .kit-position {
  --jp-widgets-font-size: 20px; --jp-widgets-inline-height: 36px; font-size: 20px; }
.kit-projector .kit-side .widget-html-content, .kit-projector .kit-side .widget-label,
.kit-projector .kit-side .widget-button, .kit-projector .kit-side .widget-toggle-button,
.kit-projector .kit-side select, .kit-projector .kit-side input,
.kit-projector .kit-message .widget-html-content { font-size: 20px; }
.kit-projector .kit-log { font-size: 18px; }
/* projector mode: the whole board on the screen, as large as fits; a board that would be
   taller than the screen keeps its proportions at the screen's height, centred */
.kit-projector .kit-board > svg { width: auto; max-width: 100%; max-height: calc(100vh - 180px);
  margin: 0 auto; }
.kit-projector .kit-title { font-size: 26px; margin: 0 12px 0 0; }
.kit-projector .kit-side { gap: 6px; }
"""


class SvgBoard(anywidget.AnyWidget):
    """An SVG picture whose ``data-id`` elements are clickable (mouse, or Enter/Space)."""

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    clicked = traitlets.Dict({}).tag(sync=True)

    def on_click(self, callback: Callable[[str], None]) -> None:
        """Call ``callback(data_id)`` after every click on the board."""

        def handler(change) -> None:
            data_id = change["new"].get("id")
            if data_id is not None:
                callback(data_id)

        self.observe(handler, names="clicked")

    def click(self, data_id: str) -> None:
        """Click the element ``data_id`` from Python (as the browser would)."""
        self.clicked = {"id": data_id, "n": self.clicked.get("n", 0) + 1}

    def _repr_svg_(self) -> str:
        return self.svg
