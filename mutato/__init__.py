"""mutato: mutation testing for faithfulness checkers.

Inject known faults into claims a person confirmed faithful, run any checker, and read
per fault type and per threshold how many faults it catches and how often it cries wolf.

>>> import mutato
>>> mutato.__version__
'0.1.0'
"""

__version__ = "0.1.0"
