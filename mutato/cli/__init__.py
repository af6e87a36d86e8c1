"""The command line: ``main`` (argparse verbs, thin) and one module per verb family.

``python -m mutato.cli`` runs :func:`mutato.cli.main.main`.
"""
