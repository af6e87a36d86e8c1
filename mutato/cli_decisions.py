"""CLI verbs that turn stored runs into decisions (compare, gate, ...).

``add_decision_commands`` is called by ``mutato.cli`` to register them.
"""

from __future__ import annotations

import argparse


def add_decision_commands(verbs: argparse._SubParsersAction) -> None:
    """Register the decision verbs on the ``mutato`` parser."""
