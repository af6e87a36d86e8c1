"""mutato's built-in fault library: one module per fault family, each registering itself.

Importing this package fills mutato's mutator registry (see ``mutato.mutation.registry``).

Faults: number_swap, negation_flip, entity_swap, dropped_condition, derived_number.
Controls (meaning-preserving): number_in_words, synonym, contraction.
"""

from . import (  # noqa: F401 - importing a module registers its mutator
    added_fact,
    antonym_swap,
    circumstance_swap,
    contraction,
    cross_passage,
    derived_number,
    dropped_condition,
    entity_swap,
    negation_flip,
    number_in_words,
    number_swap,
    paraphrase,
    partial_support,
    synonym,
)
