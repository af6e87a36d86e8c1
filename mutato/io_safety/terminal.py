r"""Suite text printed to a terminal, with every control character shown, never obeyed.

An escape sequence in a claim could clear the screen, retitle the window or write the
clipboard (OSC 52) when ``mutato show`` prints it; a right-to-left override could make a
line read differently from what it holds. ``shown`` replaces each control, format, line
or paragraph separator character with a visible escape.

>>> shown("ok\x1b]52;c;ZXZpbA==\x07 done\u202e")
'ok\\x1b]52;c;ZXZpbA==\\x07 done\\u202e'
"""

from __future__ import annotations

from .paths import control_character


def shown(text: object) -> str:
    """``text`` with control characters as ``\\xNN`` / ``\\uNNNN`` escapes (one line)."""
    out = []
    for ch in str(text):
        if control_character(ch):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(ch)
    return "".join(out)


def visible(text: object) -> str:
    """``text`` with each control character replaced by one visible symbol, so character
    offsets (highlighted spans) stay where they were; for a full-screen app's widgets.

    >>> visible("a\x1b[2Jb\u202ec")
    'a␛[2Jb�c'
    """
    out = []
    for ch in str(text):
        if not control_character(ch):
            out.append(ch)
        elif ord(ch) < 0x20:
            out.append(chr(0x2400 + ord(ch)))  # the Control Pictures block: ␛, ␇, ␊...
        else:
            out.append("\ufffd")
    return "".join(out)


def say(*parts: object) -> None:
    """``print`` with every part made safe for the terminal."""
    print(*(shown(p) for p in parts))
