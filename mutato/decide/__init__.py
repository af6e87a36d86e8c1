"""Decisions over a run: each verb loads what it needs, analyses, builds its report sections
and attaches them with one call.

One module per verb: :mod:`.pick` (threshold choice and sample sizes), :mod:`.cascade`,
:mod:`.compare`, :mod:`.gate`, :mod:`.drift`, :mod:`.answers`, :mod:`.hardcases`; plus
:mod:`.run_sections`, the sections every ``mutato run`` builds in memory before its one folder
write, and :mod:`.attach`, the one way a verb adds sections to a stored run. A section
(:mod:`.sections`) is written with a :class:`~.doc.Doc`; decision figures are drawn by
:mod:`.plots`. Analyses come from :mod:`mutato.analysis`; :mod:`mutato.report` sits above and
renders the sections: nothing here renders or calls a checker. The command line parses
arguments, calls a verb, renders the run it attached to once and prints what it returns.
"""
