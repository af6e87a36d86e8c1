"""The review workbench: what a reviewer sees for one mutant, the order mutants come in, and
the terminal app (``mutato review``) that records one ruling per key."""
