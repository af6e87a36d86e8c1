r"""Text from a suite, a checker or a manifest, made inert inside Markdown.

A claim, an id or a premise is data: in ``report.md`` it must not open a heading, a link,
an image (a tracking pixel), raw HTML or a new table cell. ``md_text`` backslash-escapes the
characters that carry Markdown structure and turns line breaks and other control characters
into spaces; ``md_code`` makes a code span that no backtick in the text can close.

>>> md_text("x | y\n# head ![t](http://e/p.png) <img src=x>")
'x \\| y \\# head \\!\\[t\\](http://e/p.png) \\<img src=x\\>'
>>> md_code("a`b")
'`` a`b ``'
"""

from __future__ import annotations

import re

from .paths import control_character

_SPECIAL = re.compile(r"([\\`*~\[\]<>|#!&])")


def plain_line(text: object) -> str:
    """``text`` on one line: every control, line or paragraph separator becomes a space."""
    return "".join(" " if control_character(ch) else ch for ch in str(text))


def md_text(text: object) -> str:
    """Escape ``text`` for inline Markdown (a table cell, a list item, a heading)."""
    return _SPECIAL.sub(r"\\\1", plain_line(text))


def md_code(text: object) -> str:
    """A Markdown code span holding ``text`` literally, whatever backticks it contains."""
    line = plain_line(text)
    longest = max((len(run) for run in re.findall(r"`+", line)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if longest or line.startswith(" ") or line.endswith(" ") else ""
    return f"{fence}{pad}{line}{pad}{fence}"
