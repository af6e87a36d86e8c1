"""The scoring layer: which items a run scores (``items``), on which premises (``windows``,
``selection``), the validity gate (``validity``), ``scorer`` with its ``store`` and
``engines``, and per-claim ``attribution``. Calls checkers; never analysis or reports.
"""
