"""A tiny document model: blocks written once, rendered as Markdown and as an HTML fragment.

Every report section is built with a :class:`Doc`, so its Markdown and HTML say the same thing.
HTML fragments are plain: paragraphs, lists and captioned ``<table class="section-table">``;
images are inline ``data:image/png;base64`` URIs, so a fragment needs no file beside it (the
Markdown points at a PNG written into the run folder).

>>> doc = Doc()
>>> doc.p("caught `3/4`")
>>> doc.markdown(), doc.html()
('caught `3/4`', '<p>caught <code>3/4</code></p>')
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Sequence

from ..analysis.stats import format_rate, plain_value
from ..io_safety.md_escape import md_text
from .plots import png_data_uri
from .sections import Section

#: Rows a section lists before it says how many more there are.
MAX_LISTED = 30


class Doc:
    """Blocks written once, rendered as Markdown and as an HTML fragment.

    Inline ``code`` and **bold** are the only markup, in both renderings.
    """

    def __init__(self) -> None:
        self._md: list[str] = []
        self._html: list[str] = []

    def p(self, text: str) -> None:
        self._md.append(text)
        self._html.append(f"<p>{_inline(text)}</p>")

    def h(self, text: str) -> None:
        self._md.append(f"### {text}")
        self._html.append(f"<h3>{_inline(text)}</h3>")

    def items(self, lines: Sequence[str]) -> None:
        if not lines:
            return
        self._md.append("\n".join(f"- {line}" for line in lines))
        self._html.append("<ul>" + "".join(f"<li>{_inline(x)}</li>" for x in lines) + "</ul>")

    def table(self, headers: Sequence[str], rows: Sequence[Sequence[object]], *,
              caption: str) -> None:
        md = ["| " + " | ".join(_cell_md(h) for h in headers) + " |",
              "|" + "---|" * len(headers)]
        md += ["| " + " | ".join(_cell_md(c) for c in row) + " |" for row in rows]
        self._md.append("\n".join(md))
        head = "".join(f'<th scope="col">{_inline(str(h))}</th>' for h in headers)
        body = "".join("<tr>" + "".join(f"<td>{_inline(plain_value(c))}</td>" for c in row)
                       + "</tr>"
                       for row in rows)
        self._html.append(f'<div class="table-wrap" role="region" '
                          f'aria-label="{html.escape(caption)}" tabindex="0">'
                          f'<table class="section-table"><caption>{_inline(caption)}</caption>'
                          f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>")

    def image(self, alt: str, png: bytes | None, file_name: str | None) -> None:
        if png is None:
            return
        if file_name:
            self._md.append(f"![{alt}]({file_name})")
        self._html.append(f'<p><img alt="{html.escape(alt)}" src="{png_data_uri(png)}"></p>')

    def markdown(self) -> str:
        return "\n\n".join(self._md)

    def html(self) -> str:
        return "\n".join(self._html)

    def section(self, *, slug: str, title: str, order: int) -> Section:
        return Section(slug=slug, title=title, markdown=self.markdown(), html=self.html(),
                       order=order)


def _cell_md(value: object) -> str:
    return md_text(plain_value(value))


def _inline(text: str) -> str:
    escaped = html.escape(text, quote=False)
    escaped = re.sub(r"`([^`]+)`", r"<code>\1</code>", escaped)
    return re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", escaped)


def rate_cell(k: int, n: int, low: float, high: float, errors: int = 0) -> str:
    cell = format_rate(int(k), int(n), low, high)
    return cell + (f", {int(errors)} errors" if errors else "")


def signed(value: float) -> str:
    return "–" if value is None or math.isnan(value) else f"{value:+.3f}"
