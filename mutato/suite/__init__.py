"""The suite layer: what a run tests, read from disk.

``model`` (Claim, Answer, Suite), ``loading`` (YAML, TOML, JSONL and the bundled seeds),
``labels`` and ``reviews`` (human rulings on mutants). Imports nothing above itself.
"""
