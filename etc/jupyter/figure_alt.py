"""Every figure a Voila page shows carries a text alternative.

Voila 0.5 hands each output to JupyterLab's renderers in the browser, which show an SVG or
PNG output as an <img> without `alt` (axe: image-alt, critical). The "kit" template passes
each output through `with_alt` first: an image output becomes HTML whose <img> has an `alt`,
taken from, in order,
- the output's metadata: ``display(fig, metadata={"image/png": {"alt": "..."}})`` (or a
  top-level ``"alt"``), which a lesson gives each plot;
- for an SVG, its root's ``aria-label`` or its first ``<title>`` (every kit board has both).
An image with none of these is left as it is, so axe still reports it.
"""
from __future__ import annotations

import base64
import html
import re

IMAGE_MIMES = ("image/svg+xml", "image/png", "image/jpeg")
_ROOT_LABEL = re.compile(r"<svg\b[^>]*?\saria-label=\"([^\"]+)\"", re.S)
_TITLE = re.compile(r"<title[^>]*>([^<]+)</title>", re.S)


def alt_text(output: dict, mime: str) -> str | None:
    metadata = output.get("metadata") or {}
    alt = (metadata.get(mime) or {}).get("alt") or metadata.get("alt")
    if alt:
        return str(alt)
    if mime == "image/svg+xml":
        svg = output["data"][mime]
        found = _ROOT_LABEL.search(svg) or _TITLE.search(svg)
        if found:
            return html.unescape(found.group(1)).strip()
    return None


def image_html(output: dict, mime: str, alt: str) -> str:
    raw = output["data"][mime]
    if mime == "image/svg+xml":
        encoded = base64.b64encode(raw.encode("utf-8")).decode("ascii")
    else:
        encoded = "".join(raw.split())  # PNG and JPEG outputs are base64 already
    size = "".join(f' {key}="{int(value)}"' for key in ("width", "height")
                   if isinstance(value := ((output.get("metadata") or {}).get(mime) or {}).get(key),
                                 (int, float)))
    return (f'<img src="data:{mime};base64,{encoded}" alt="{html.escape(alt, quote=True)}"{size}'
            ' style="max-width: 100%; height: auto">')


def with_alt(output: dict) -> dict:
    """The output, its image (if it has one and no HTML form) as HTML with a text alternative."""
    data = output.get("data")
    if not data or "text/html" in data:
        return output
    for mime in IMAGE_MIMES:
        if mime in data:
            alt = alt_text(output, mime)
            if alt is None:
                return output
            kept = {k: v for k, v in data.items() if k not in IMAGE_MIMES}
            return {**output, "data": {**kept, "text/html": image_html(output, mime, alt)}}
    return output
