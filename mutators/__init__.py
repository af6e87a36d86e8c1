"""mutato's built-in fault library: one module per fault family, each registering itself.

Each module is listed in the ``mutato.mutators`` entry-point group of mutato's
pyproject.toml, the group plug-ins use; :func:`mutato.mutation.registry.load_mutators`
imports them from there, so built-ins and plug-ins load one way.

Faults: number_swap, negation_flip, entity_swap, dropped_condition, derived_number,
added_fact, antonym_swap, circumstance_swap, partial_support.
Controls (meaning-preserving): number_in_words, synonym, contraction, paraphrase, cross_passage.
"""
