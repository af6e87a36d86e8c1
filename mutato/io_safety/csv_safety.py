"""Spreadsheet formula injection: cells that a spreadsheet would run are made inert on export.

A cell starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is a formula to
Excel, LibreOffice and Google Sheets, so a claim such as ``=HYPERLINK(...)`` in a suite would
run when a reviewer opens the CSV. On export such a cell gets a leading apostrophe (shown as
text, never evaluated); on import the apostrophe is removed again. A value that already
starts with apostrophes before such a character gets one more, so the round trip is exact.

>>> neutralise("=1+1"), neutralise("'=1+1"), neutralise("plain"), neutralise(-3)
("'=1+1", "''=1+1", 'plain', -3)
>>> all(restore(neutralise(v)) == v for v in ["=1", "'=1", "''@x", "'plain", "-", ""])
True
"""

from __future__ import annotations

from typing import Any

import pandas as pd

#: First characters that make a spreadsheet treat a cell as a formula.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise(value: Any) -> Any:
    """``value`` with a leading apostrophe when a spreadsheet would evaluate it."""
    if isinstance(value, str) and value.lstrip("'").startswith(FORMULA_STARTS):
        return "'" + value
    return value


def restore(value: Any) -> Any:
    """The value ``neutralise`` was given (a cell read back from a mutato CSV)."""
    if isinstance(value, str) and value.startswith("'") and \
            value.lstrip("'").startswith(FORMULA_STARTS):
        return value[1:]
    return value


def neutralise_frame(frame: pd.DataFrame) -> pd.DataFrame:
    """A copy whose text cells are neutralised (numeric columns are left as numbers).

    >>> neutralise_frame(pd.DataFrame({"t": ["=cmd()", "ok"], "x": [-1.5, 2.0]})).to_dict("list")
    {'t': ["'=cmd()", 'ok'], 'x': [-1.5, 2.0]}
    """
    out = frame.copy()
    for column in out.columns:
        if out[column].dtype == object or pd.api.types.is_string_dtype(out[column]):
            out[column] = out[column].map(neutralise)
    return out


def restore_frame(frame: pd.DataFrame) -> pd.DataFrame:
    """A copy of a frame read from a mutato CSV with every text cell restored."""
    out = frame.copy()
    for column in out.columns:
        if out[column].dtype == object or pd.api.types.is_string_dtype(out[column]):
            out[column] = out[column].map(restore)
    return out
