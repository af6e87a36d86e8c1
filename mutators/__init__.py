"""mutato's built-in fault library: one module per fault family, each registering itself.

Importing this package fills mutato's mutator registry (see ``mutato.registry``).
"""
