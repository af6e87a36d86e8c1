"""Ship the bundled suites inside the wheel.

``seeds/`` stays at the repository's top level, where people read and edit it; a built wheel
carries a copy at ``mutato/_seeds`` so that ``mutato run larkspur`` works after a plain
``pip install``. Everything else about the build lives in pyproject.toml.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithSeeds(build_py):
    """build_py, plus a copy of ``seeds/`` as ``mutato/_seeds`` in the build tree."""

    def run(self) -> None:
        super().run()
        source = Path(__file__).resolve().parent / "seeds"
        if source.is_dir():
            target = Path(self.build_lib) / "mutato" / "_seeds"
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))


setup(cmdclass={"build_py": BuildPyWithSeeds})
