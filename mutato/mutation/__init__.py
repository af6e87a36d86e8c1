"""The mutation layer: the ``@mutator`` registry, mutants and their edits, and the text and
number helpers a fault needs. Plugin authors import from :mod:`mutato.mutation.toolkit`.
"""
