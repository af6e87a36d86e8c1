"""A mutato plug-in package: ``unit_swap`` (a fault mutator) and ``overlap`` (a checker)."""
