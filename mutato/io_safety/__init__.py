"""Small I/O helpers every layer may use: atomic writes (``files``), paths kept inside their
root (``paths``), JSONL and CSV reading, formula cells, Markdown escaping, secret redaction.
"""
