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

Every mutator, built-in or third-party, comes in through an entry point in the
``mutato.mutators`` group that points at a module (importing it runs its decorators) or at a
decorated function; mutato lists its own library there too (pyproject.toml).

Keyword-only parameters besides ``rng`` are the mutator's options, typed by their
annotations and set per run (``-M name.key=value``), the way checker options are:

>>> @mutator(name="demo_repeat", kind="control", register=False)
... def demo_repeat(claim, suite, *, rng, times: int = 1):
...     '''Repeat the first word.'''
...     yield Edit.replace(0, 0, (claim.text.split()[0] + " ") * times)
>>> [(o.name, o.default) for o in mutator_options(demo_repeat.spec)]
[('times', 1)]
>>> with_options(demo_repeat.spec, {"times": "2"}).options
(('times', 2),)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from importlib.metadata import entry_points
from types import ModuleType
from typing import Any, Literal, Protocol

from ..errors import MutatoError, UnknownNameError, did_you_mean
from ..options import OptionSpec, convert_option, keyword_options
from ..suite.model import reserved_group_problem

Kind = Literal["fault", "control"]
ENTRY_POINT_GROUP = "mutato.mutators"
#: The package of mutato's own fault library, listed in the same entry-point group.
BUILTIN_PACKAGE = "mutators"


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
    #: option values this run passes to ``func`` (sorted (name, value) pairs; see
    #: :func:`with_options`)
    options: tuple[tuple[str, Any], ...] = ()


class MutatorFunction(Protocol):
    spec: MutatorSpec

    def __call__(self, claim: Any, suite: Any, *, rng: Any) -> Iterable[Any]: ...


_REGISTRY: dict[str, MutatorSpec] = {}
_loaded = False
#: every registering ``@mutator`` by the module it is defined in, so that loading an entry
#: point registers its module's mutators even when the module was imported before
_DECLARED: dict[str, list[MutatorSpec]] = {}


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
            _DECLARED.setdefault(func.__module__, []).append(spec)
            _register(spec)
        func.spec = spec  # type: ignore[attr-defined]
        return func  # type: ignore[return-value]

    return decorate


def _register(spec: MutatorSpec) -> None:
    existing = _REGISTRY.get(spec.name)
    if existing is not None and existing.func.__qualname__ != spec.func.__qualname__:
        raise MutatoError(f"two mutators are named {spec.name!r}: "
                          f"{existing.func.__module__} and {spec.func.__module__}")
    _REGISTRY[spec.name] = spec


def _register_loaded(loaded: Any) -> None:
    """Register what an entry point loaded: a module's ``@mutator`` functions, or one."""
    spec = getattr(loaded, "spec", None)
    if isinstance(spec, MutatorSpec):
        _register(spec)
    elif isinstance(loaded, ModuleType):
        for declared in _DECLARED.get(loaded.__name__, []):
            _register(declared)


def load_mutators() -> dict[str, MutatorSpec]:
    """Every registered mutator by name, loaded from the ``mutato.mutators`` entry points."""
    global _loaded
    if not _loaded:
        points = list(entry_points(group=ENTRY_POINT_GROUP))
        if not any(p.value.split(":")[0].split(".")[0] == BUILTIN_PACKAGE for p in points):
            raise MutatoError(
                f"mutato's own mutators are missing from the {ENTRY_POINT_GROUP!r} entry "
                "points: the installed package metadata predates this code. Reinstall mutato "
                "(pip install -e . in a checkout, or pip install mutato)")
        _loaded = True
        for point in points:
            try:
                loaded = point.load()
            except Exception as exc:  # a broken plug-in must not hide the others' names
                raise MutatoError(
                    f"mutator entry point {point.name!r} ({point.value}) failed to load: "
                    f"{exc!r}. Fix or uninstall the package that declares it."
                ) from exc
            _register_loaded(loaded)
    return dict(sorted(_REGISTRY.items()))


def get_mutator(name: str) -> MutatorSpec:
    """The mutator registered as ``name``; unknown names get a did-you-mean."""
    table = load_mutators()
    if name not in table:
        raise UnknownNameError("mutator", name, table)
    return table[name]


def select_mutators(names: Iterable[str] | None = None, *,
                    options: Mapping[str, Mapping[str, Any]] | None = None
                    ) -> list[MutatorSpec]:
    """The named mutators in the given order, or all of them sorted by name, each with its
    ``options`` (mutator name -> option values) applied."""
    if names is None:
        specs = list(load_mutators().values())
    else:
        names = list(names)
        repeated = sorted({n for n in names if names.count(n) > 1})
        if repeated:
            raise MutatoError(f"mutator {', '.join(repr(n) for n in repeated)} given more "
                              "than once (--mutator/-m); give each mutator once")
        specs = [get_mutator(n) for n in names]
    options = dict(options or {})
    chosen = {s.name for s in specs}
    for name in options:
        if name not in chosen:
            get_mutator(name)  # an unknown name gets its did-you-mean
            raise MutatoError(f"options given for mutator {name!r}, which this run does not "
                              "use; add -m " + name + " or drop its -M options")
    return [with_options(s, options[s.name]) if s.name in options else with_options(s, {})
            for s in specs]


def mutator_options(spec: MutatorSpec) -> list[OptionSpec]:
    """A mutator's options: the keyword-only parameters of its function except ``rng``."""
    return keyword_options(spec.func, skip={"rng"})


def with_options(spec: MutatorSpec, given: Mapping[str, Any]) -> MutatorSpec:
    """``spec`` with option values converted by annotation; unknown or missing ones fail."""
    known = {o.name: o for o in mutator_options(spec)}
    owner = f"mutator {spec.name!r}"
    for key in given:
        if key not in known:
            raise MutatoError(f"{owner} has no option {key!r}.{did_you_mean(key, known)} "
                              f"Options: {', '.join(known) or '(none)'}.")
    missing = [o.name for o in known.values() if o.required and o.name not in given]
    if missing:
        raise MutatoError(f"{owner} needs option(s) {', '.join(missing)}: pass "
                          + " ".join(f"-M {spec.name}.{m}=..." for m in missing))
    values = {key: convert_option(owner, key, value, known[key].type)
              for key, value in given.items()}
    return replace(spec, options=tuple(sorted(values.items())))


def parse_mutator_options(pairs: Iterable[str] | None) -> dict[str, dict[str, str]]:
    """``["number_swap.max_factor=3"]`` -> ``{"number_swap": {"max_factor": "3"}}``.

    >>> parse_mutator_options(["demo.times=2", "demo.note=x=y"])
    {'demo': {'times': '2', 'note': 'x=y'}}
    """
    out: dict[str, dict[str, str]] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        name, dot, option = key.strip().partition(".")
        if not sep or not dot or not name or not option:
            raise MutatoError(f"mutator option {pair!r} is not MUTATOR.KEY=VALUE, e.g. "
                              "-M number_swap.max_factor=3")
        out.setdefault(name, {})[option.strip()] = value.strip()
    return out
