"""Decisions over a run: each verb loads what it needs, analyses, builds its report sections
and attaches them with one call.

One module per verb: :mod:`.pick` (threshold choice and sample sizes), :mod:`.cascade`,
:mod:`.compare`, :mod:`.gate`, :mod:`.drift`, :mod:`.answers`, :mod:`.hardcases`; plus
:mod:`.run_sections`, the sections every ``mutato run`` builds in memory before its one folder
write, and :mod:`.attach`, the one way a verb adds sections to a stored run. Analyses come
from :mod:`mutato.analysis`; sections are rendered by :mod:`mutato.report`. Nothing here calls
a checker, and the command line only parses arguments and prints what these return.
"""
