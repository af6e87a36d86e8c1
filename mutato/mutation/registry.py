"""The mutator table, filled by the ``@mutator`` decorator and by entry points.

A mutator is a plain function that takes a claim and its suite, keyword-only options
(at least ``rng``), and yields zero or more :class:`~mutato.mutation.mutants.Edit` objects. Not
applicable means it yields nothing.

>>> from mutato.mutation.mutants import Edit
>>> @mutator(name="demo_upper", kind="control", register=False)
... def demo_upper(claim, suite, *, rng):
...     '''Upper-case the first word (meaning-preserving).'''
...     end = claim.text.find(" ")
...     if end > 0:
...         yield Edit.replace(0, end, claim.text[:end].upper())
>>> demo_upper.spec.kind, demo_upper.spec.fault_type
('control', 'control')

Third-party packages add mutators by declaring an entry point in the ``mutato.mutators``
group that points at a module (importing it runs its decorators) or at a decorated function.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any, Literal, Protocol

from ..errors import MutatoError, UnknownNameError
from ..suite.model import reserved_group_problem

Kind = Literal["fault", "control"]
ENTRY_POINT_GROUP = "mutato.mutators"
_BUILTIN_PACKAGE = "mutators"


@dataclass(frozen=True)
class MutatorSpec:
    """What the registry knows about a mutator: identity, kind and the function."""

    name: str
    kind: Kind
    fault_type: str
    version: int
    description: str
    func: Callable[..., Iterable[Any]]
    target: str = ""


class MutatorFunction(Protocol):
    spec: MutatorSpec

    def __call__(self, claim: Any, suite: Any, *, rng: Any) -> Iterable[Any]: ...


_REGISTRY: dict[str, MutatorSpec] = {}
_loaded = False


def mutator(
    *,
    name: str,
    kind: Kind,
    fault_type: str | None = None,
    version: int = 1,
    register: bool = True,
    target: str = "",
) -> Callable[[Callable[..., Iterable[Any]]], MutatorFunction]:
    """Register a mutator function under ``name``.

    ``fault_type`` defaults to ``name`` for faults and to ``"control"`` for controls. Bump
    ``version`` whenever the mutator's output changes, so runs record what produced them.
    ``target`` says what a claim must hold for the mutator to apply; a report that got no
    mutant from it gives that as the reason.
    """
    if kind not in ("fault", "control"):
        raise MutatoError(f"mutator kind must be 'fault' or 'control', got kind={kind!r}")

    def decorate(func: Callable[..., Iterable[Any]]) -> MutatorFunction:
        doc = (func.__doc__ or "").strip()
        if not doc:
            raise MutatoError(f"mutator {name!r} needs a docstring: its first line is the "
                              "description `mutato list mutators` prints")
        spec = MutatorSpec(
            name=name,
            kind=kind,
            fault_type=fault_type or (name if kind == "fault" else "control"),
            version=version,
            description=doc.splitlines()[0],
            func=func,
            target=target,
        )
        problem = reserved_group_problem(spec.fault_type) if kind == "fault" else None
        if problem:
            raise MutatoError(f"mutator {name!r}: {problem}")
        if register:
            existing = _REGISTRY.get(name)
            if existing is not None and existing.func.__qualname__ != func.__qualname__:
                raise MutatoError(f"two mutators are named {name!r}: "
                                  f"{existing.func.__module__} and {func.__module__}")
            _REGISTRY[name] = spec
        func.spec = spec  # type: ignore[attr-defined]
        return func  # type: ignore[return-value]

    return decorate


def load_mutators() -> dict[str, MutatorSpec]:
    """Every registered mutator by name: the built-in library plus entry points."""
    global _loaded
    if not _loaded:
        _loaded = True
        importlib.import_module(_BUILTIN_PACKAGE)
        for point in entry_points(group=ENTRY_POINT_GROUP):
            try:
                point.load()
            except Exception as exc:  # a broken plug-in must not hide the others' names
                raise MutatoError(
                    f"mutator entry point {point.name!r} ({point.value}) failed to load: "
                    f"{exc!r}. Fix or uninstall the package that declares it."
                ) from exc
    return dict(sorted(_REGISTRY.items()))


def get_mutator(name: str) -> MutatorSpec:
    """The mutator registered as ``name``; unknown names get a did-you-mean."""
    table = load_mutators()
    if name not in table:
        raise UnknownNameError("mutator", name, table)
    return table[name]


def select_mutators(names: Iterable[str] | None = None) -> list[MutatorSpec]:
    """The named mutators in the given order, or all of them sorted by name."""
    if names is None:
        return list(load_mutators().values())
    names = list(names)
    repeated = sorted({n for n in names if names.count(n) > 1})
    if repeated:
        raise MutatoError(f"mutator {', '.join(repr(n) for n in repeated)} given more than "
                          "once (--mutator/-m); give each mutator once")
    return [get_mutator(n) for n in names]
