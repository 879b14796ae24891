"""A clickable SVG board: the SVG text is a synced trait; a click on an element that
carries ``data-id`` sends that id back to Python.

>>> board = SvgBoard(svg='<svg><circle data-id="5D" r="3"/></svg>')
>>> seen = []
>>> board.on_click(seen.append)
>>> board.click("5D")
>>> seen
['5D']
"""
from __future__ import annotations

from typing import Callable

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  el.classList.add("kit-board");
  const draw = () => { el.innerHTML = model.get("svg"); };
  draw();
  model.on("change:svg", draw);
  el.addEventListener("click", (event) => {
    const target = event.target.closest("[data-id]");
    if (!target || !el.contains(target)) return;
    const n = (model.get("clicked").n || 0) + 1;
    model.set("clicked", { id: target.getAttribute("data-id"), n: n });
    model.save_changes();
  });
}
export default { render };
"""

_CSS = """
.kit-board svg { max-width: 100%; height: auto; user-select: none; }
.kit-board [data-id] { cursor: pointer; }
.kit-board [data-id]:hover { filter: brightness(1.15); }
"""


class SvgBoard(anywidget.AnyWidget):
    """An SVG picture whose ``data-id`` elements are clickable."""

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
