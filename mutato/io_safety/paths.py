"""Names that become path parts, and the check that a derived path stays inside its root.

A suite's ``name:``, a run's ``--name`` and names read back from a manifest all become
folder or file names. A name is one plain path part: not empty, no ``/`` or ``\\``, no
``..``, no leading ``.``, no NUL or other control character. Every path built from such
names is also checked to resolve inside the folder it was meant for.

>>> check_name("larkspur", what="suite name")
'larkspur'
>>> check_name("../victim", what="suite name")
Traceback (most recent call last):
...
mutato.errors.MutatoError: suite name '../victim' cannot be a folder name: it holds a path separator; use letters, digits, '-', '_' or '.', e.g. 'larkspur'
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

from ..errors import MutatoError

#: Longest name accepted (a file system allows 255 bytes per path part; suffixes are added).
MAX_NAME_LENGTH = 120


def name_problem(value: object) -> str | None:
    """Why ``value`` cannot be one path part, or None when it can.

    >>> name_problem("nli-v2"), name_problem(".."), name_problem("")
    (None, "it is '..', a link to a folder", 'it is empty')
    """
    if not isinstance(value, str):
        return f"it is a {type(value).__name__}, not text"
    if not value.strip():
        return "it is empty"
    if "/" in value or "\\" in value:
        return "it holds a path separator"
    if value in (".", ".."):
        return f"it is {value!r}, a link to a folder"
    if ".." in value:
        return "it holds '..'"
    if value.startswith("."):
        return "it starts with a dot (hidden, and mutato's staging folders do)"
    if any(control_character(ch) for ch in value):
        return "it holds a control character"
    if value != value.strip():
        return "it starts or ends with white space"
    if len(value) > MAX_NAME_LENGTH:
        return f"it is longer than {MAX_NAME_LENGTH} characters"
    if len(value) >= 2 and value[1] == ":":
        return "it looks like a drive letter"
    return None


def check_name(value: object, *, what: str) -> str:
    """``value`` if it is safe as one folder or file name; a clear MutatoError otherwise."""
    problem = name_problem(value)
    if problem is not None:
        raise MutatoError(f"{what} {value!r} cannot be a folder name: {problem}; use letters, "
                          "digits, '-', '_' or '.', e.g. 'larkspur'")
    return str(value)


def control_character(ch: str) -> bool:
    """True for characters that move the cursor, break lines or hide text (Cc, Cf, Zl, Zp).

    >>> control_character("\\x1b"), control_character("\\u2028"), control_character("é")
    (True, True, False)
    """
    return unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs")


def inside(root: str | Path, path: str | Path, *, what: str) -> Path:
    """``path`` if it resolves inside ``root`` (symlinks followed); MutatoError otherwise.

    >>> inside("/tmp/out", "/tmp/out/suite/run", what="run folder")
    PosixPath('/tmp/out/suite/run')
    >>> inside("/tmp/out", "/tmp/out/../victim", what="run folder")
    Traceback (most recent call last):
    ...
    mutato.errors.MutatoError: run folder /tmp/out/../victim is outside /tmp/out; refusing to write there
    """
    resolved_root = Path(root).resolve()
    resolved = Path(path).resolve()
    if resolved == resolved_root or resolved_root not in resolved.parents:
        raise MutatoError(f"{what} {path} is outside {root}; refusing to write there")
    return Path(path)
