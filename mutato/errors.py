"""One exception family for everything mutato refuses to do, with messages that teach.

Every error says what was given, what was expected and how to fix it. Input errors name
the file, the line and the field, so a user can jump straight to the problem.

>>> raise SuiteError("claim is empty", path="faq.jsonl", line=3, field="claim")
Traceback (most recent call last):
...
mutato.errors.SuiteError: faq.jsonl:3: field 'claim': claim is empty
"""

from __future__ import annotations

import difflib
import warnings
from collections.abc import Iterable
from pathlib import Path


class MutatoError(Exception):
    """Base of every error mutato raises on purpose."""


class SuiteError(MutatoError):
    """A suite file is malformed; the message names the file, the line and the field."""

    def __init__(
        self,
        message: str,
        *,
        path: str | Path | None = None,
        line: int | None = None,
        field: str | None = None,
    ) -> None:
        self.path = None if path is None else str(path)
        self.line = line
        self.field = field
        self.reason = message
        where = self.path or "<suite>"
        if line is not None:
            where += f":{line}"
        what = f" field {field!r}:" if field else ""
        super().__init__(f"{where}:{what} {message}")


class UnknownNameError(MutatoError):
    """A mutator, checker or mutant id that does not exist; suggests the closest names."""

    def __init__(self, kind: str, name: str, known: Iterable[str]) -> None:
        known = sorted(known)
        hint = did_you_mean(name, known)
        listing = ", ".join(known) if len(known) <= 12 else ", ".join(known[:12]) + ", ..."
        super().__init__(f"unknown {kind} {name!r}.{hint} Known: {listing or '(none)'}.")


class CheckerError(MutatoError):
    """A checker cannot be built or loaded (missing model, bad options, no entailment label)."""


class ValidityGateError(MutatoError):
    """The canaries show the checker is wired wrong; no numbers are printed from it."""


class UsageError(MutatoError):
    """The command line names something the run does not have (a mistyped gate group).

    It exits with :data:`EXIT_USAGE`, apart from a failing check, so CI never reads a typo
    as a regression.
    """


#: Exit code of a :class:`UsageError` (pytest's ``USAGE_ERROR`` is 4 as well).
EXIT_USAGE = 4


class LabelError(MutatoError):
    """A labels file is malformed or names a mutant that does not exist."""


class StoreError(MutatoError):
    """The score store cannot be opened, read or written; the message names the real cause."""


class CheckerExitError(CheckerError):
    """Checker code tried to end the process (``sys.exit``, a bare ``BaseException``)."""


class MutatoWarning(UserWarning):
    """Something mutato could go on with but a user must see (shown as ``mutato: warning:``)."""


def warn(message: str) -> None:
    """Emit a :class:`MutatoWarning`; the command line prints it as one line on stderr."""
    warnings.warn(message, MutatoWarning, stacklevel=2)


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """A ' Did you mean ...?' hint for a mistyped name, or '' when nothing is close.

    >>> did_you_mean("number_swop", ["number_swap", "negation_flip"])
    " Did you mean 'number_swap'?"
    """
    close = difflib.get_close_matches(name, list(known), n=3, cutoff=0.6)
    if not close:
        return ""
    return " Did you mean " + " or ".join(repr(c) for c in close) + "?"
