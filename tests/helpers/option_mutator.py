"""A plug-in mutator with a keyword-only option, as a third party would write it.

Importing this module registers ``echo_word``: it repeats the claim's first word ``times``
times (a control: "Refunds refunds are ..." means the same, for the tests' purposes).
"""

from __future__ import annotations

from mutato.mutation.toolkit import Edit, mutator


@mutator(name="echo_word", kind="control")
def echo_word(claim, suite, *, rng, times: int = 1, lower: bool = True):
    """Repeat the first word ``times`` more times."""
    first = claim.text.split(" ", 1)[0]
    word = first.lower() if lower else first
    yield Edit.replace(len(first), len(first), f" {word}" * times, note=f"echoed x{times}")
