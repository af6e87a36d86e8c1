"""``python -m mutato.cli``: the ``mutato`` command."""

import sys

from .main import main

sys.exit(main())
