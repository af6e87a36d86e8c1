"""Load a suite from YAML, TOML or JSONL, with errors that name the file, line and field.

Two shapes are accepted.

* A human-editable file (``.yaml``/``.yml``/``.toml``) with a top-level ``passages`` table
  (passage id -> text) and a ``claims`` list; a claim's ``passages`` lists passage ids and
  defaults to every passage of the file.
* JSONL, one claim per line: ``{"id", "claim", "passages": [..] or {pid: text},
  "question"?, "label"?}``. A list of passages gets ids from the text's hash.

Unknown fields are kept in ``Claim.extra``. Nothing is written while loading.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "faq.jsonl"
>>> _ = path.write_text('{"id": "q1", "claim": "Links expire after 7 days.", '
...                     '"passages": ["Export links expire after 7 days."]}\\n')
>>> suite = load_suite(path)
>>> suite.name, suite.claims[0].id
('faq', 'q1')
"""

from __future__ import annotations

import hashlib
import json
import re
import tomllib
from collections.abc import Hashable, Mapping, Sequence
from pathlib import Path
from typing import Any

import yaml

from ..errors import SuiteError, did_you_mean
from ..io_safety.jsonl import parse_lines
from ..io_safety.paths import control_character, name_problem
from .model import (
    SUPPORTED_LABELS,
    UNSUPPORTED_LABELS,
    Answer,
    AnswerText,
    Claim,
    Suite,
    reserved_group_problem,
)

#: Fields mutato reads from a claim; everything else is kept in ``Claim.extra``.
KNOWN_FIELDS = frozenset(
    {"id", "claim", "passages", "question", "label", "derived", "derivation", "answer_id",
     "refusal", "answer_text"}
)
_TOO_DEEP = ("nested too deeply to read (lists or tables inside thousands of others); a "
             "suite needs only a few levels, flatten it")
SUITE_SUFFIXES = (".yaml", ".yml", ".toml", ".jsonl")


def _bundled_seeds_dir() -> Path:
    """The bundled suites: ``mutato/_seeds`` in a built wheel, ``seeds/`` in a checkout."""
    package = Path(__file__).resolve().parent.parent
    installed = package / "_seeds"
    return installed if installed.is_dir() else package.parent / "seeds"


_SEEDS = _bundled_seeds_dir()


def bundled_suites() -> list[str]:
    """The names of the suites shipped in ``seeds/``.

    >>> {"larkspur", "faq"} <= set(bundled_suites())
    True
    """
    return sorted(p.name for p in _SEEDS.iterdir() if p.is_dir()) if _SEEDS.is_dir() else []


def resolve_suite_path(spec: str | Path) -> Path:
    """A suite file from a path, a folder holding ``suite.*``, or a bundled seed name.

    >>> resolve_suite_path("larkspur").name
    'suite.yaml'
    """
    path = Path(spec)
    if path.is_dir():
        for suffix in SUITE_SUFFIXES:
            if (path / f"suite{suffix}").is_file():
                return path / f"suite{suffix}"
        raise SuiteError("folder holds no suite.yaml, suite.toml or suite.jsonl", path=path)
    if path.is_file():
        return path
    bundled = _SEEDS / str(spec)
    if bundled.is_dir():
        return resolve_suite_path(bundled)
    seeds = sorted(p.name for p in _SEEDS.iterdir() if p.is_dir()) if _SEEDS.is_dir() else []
    raise SuiteError(
        f"no such file, folder or bundled suite.{did_you_mean(str(spec), seeds)} "
        f"Bundled suites: {', '.join(seeds) or '(none)'}.",
        path=path,
    )


def load_suite(spec: str | Path) -> Suite:
    """Load and validate a suite; raises ``SuiteError`` naming file, line and field."""
    path = resolve_suite_path(spec)
    text = _read_utf8(path)
    suffix = path.suffix.lower()
    resolved = path.resolve()  # `cd a && mutato run suite.yaml` is suite "a", not ""
    default_name = resolved.parent.name if resolved.stem == "suite" else resolved.stem
    if suffix == ".jsonl":
        return _load_jsonl(path, text, default_name)
    if suffix in (".yaml", ".yml"):
        document = _parse_yaml(path, text)
    elif suffix == ".toml":
        try:
            document = tomllib.loads(text)
        except RecursionError:
            raise SuiteError(_TOO_DEEP, path=path) from None
        except tomllib.TOMLDecodeError as exc:
            line = _toml_error_line(str(exc))
            raise SuiteError(f"invalid TOML: {exc}", path=path, line=line) from None
    else:
        raise SuiteError(
            f"unknown suite format {suffix!r}; expected one of {', '.join(SUITE_SUFFIXES)}",
            path=path,
        )
    return _load_document(path, text, document, default_name)


def _read_utf8(path: Path) -> str:
    data = path.read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise SuiteError(
            f"invalid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start}); "
            "save the file as UTF-8",
            path=path,
            line=line,
        ) from None


# --------------------------------------------------------------------------- JSONL


def _load_jsonl(path: Path, text: str, name: str) -> Suite:
    claims: list[Claim] = []
    refusals: list[tuple[str, str | None]] = []
    texts: dict[str, tuple[str, int]] = {}  # answer id -> (answer_text, first line)
    lines = parse_lines(text, reject_duplicate_keys=True,
                        error=lambda message, line: SuiteError(message, path=path, line=line))
    for number, record in lines:
        if not isinstance(record, dict):
            raise SuiteError(f"expected a JSON object, got {type(record).__name__}",
                             path=path, line=number)
        if record.get("refusal") is True and record.get("claim"):
            raise SuiteError('a line marked "refusal": true also has a claim; a refusal is an '
                             'answer with no claim. Drop the claim, or drop "refusal"',
                             path=path, line=number, field="refusal")
        if record.get("refusal") is True:
            answer_id = _optional_str(record, "answer_id", path, number)
            if answer_id is None:
                raise SuiteError("a refusal line needs the answer it belongs to",
                                 path=path, line=number, field="answer_id")
            refusals.append((answer_id, _optional_str(record, "question", path, number)))
            continue
        passages = _jsonl_passages(record, path, number)
        claims.append(_make_claim(record, passages, path, number))
        if "answer_text" in record:
            _note_answer_text(record, claims[-1], texts, path, number)
    answer_texts = [AnswerText(id=aid, text=text, line=line,
                               gold_claims=tuple(c.text for c in claims if c.answer_id == aid),
                               question=next((c.question for c in claims
                                              if c.answer_id == aid), None))
                    for aid, (text, line) in texts.items()]
    return _finish(path, name, claims, refusals=refusals, answer_texts=answer_texts)


def _note_answer_text(record: dict[str, Any], claim: Claim,
                      texts: dict[str, tuple[str, int]], path: Path, line: int) -> None:
    """Record a JSONL line's ``answer_text`` for its answer; every line must agree."""
    text = _answer_text(record.get("answer_text"), path, line)
    if claim.answer_id is None:
        raise SuiteError("answer_text needs the answer_id its gold claims share; add "
                         "\"answer_id\" to this line and to every claim of the answer",
                         path=path, line=line, field="answer_id")
    known = texts.get(claim.answer_id)
    if known is not None and known[0] != text:
        raise SuiteError(f"answer {claim.answer_id!r} already has a different answer_text "
                         f"(line {known[1]}); give it once, or the same text on every line",
                         path=path, line=line, field="answer_text")
    texts.setdefault(claim.answer_id, (text, line))


def _answer_text(value: Any, path: Path, line: int | None) -> str:
    if not isinstance(value, str) or not value.strip():
        raise SuiteError(f"expected the answer as a non-empty string, got {value!r}",
                         path=path, line=line, field="answer_text")
    return " ".join(value.split())


def _jsonl_passages(record: dict[str, Any], path: Path, line: int) -> dict[str, str]:
    if "passages" not in record:
        raise SuiteError(_missing("passages", record), path=path, line=line, field="passages")
    raw = record["passages"]
    passages: dict[str, str] = {}
    if isinstance(raw, list):
        first_index: dict[str, int] = {}
        for i, item in enumerate(raw):
            if isinstance(item, Mapping):
                item_id, item_text = item.get("id") or item.get("pid"), item.get("text")
            else:
                item_id, item_text = None, item
            if not isinstance(item_text, str) or not item_text.strip():
                raise SuiteError(f"passage {i} is not a non-empty string", path=path,
                                 line=line, field="passages")
            pid = str(item_id) if item_id else _passage_id(item_text)
            if pid in first_index:
                raise SuiteError(f"passages {first_index[pid]} and {i} both have the id "
                                 f"{pid!r}; give each passage its own id (or drop the "
                                 "repeated text)", path=path, line=line, field="passages")
            first_index[pid] = i
            passages[pid] = item_text
    elif isinstance(raw, Mapping):
        for pid, item_text in raw.items():
            if not isinstance(item_text, str) or not item_text.strip():
                raise SuiteError(f"passage {pid!r} is not a non-empty string", path=path,
                                 line=line, field="passages")
            passages[str(pid)] = item_text
    else:
        raise SuiteError(f"expected a list of texts or an object of id -> text, got "
                         f"{type(raw).__name__}", path=path, line=line, field="passages")
    if not passages:
        raise SuiteError("no passages: a claim needs the context it is checked against",
                         path=path, line=line, field="passages")
    return passages


def _passage_id(text: str) -> str:
    return "p-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


# --------------------------------------------------------------------------- YAML / TOML


class _LineLoader(yaml.SafeLoader):
    """A safe YAML loader that remembers the line of every mapping and of each of its keys,
    refuses duplicate keys, and refuses aliases that expand the document past a small bound."""

    def compose_document(self) -> yaml.Node | None:
        node = super().compose_document()
        if node is not None:
            _refuse_alias_bomb(node, Path(self.name))
        return node


#: Aliases may repeat a part of a suite, but the expanded document may hold at most this many
#: nodes more than ten times the nodes written (a 400-byte "billion laughs" expands to millions).
ALIAS_EXPANSION_SLACK = 1000


def _refuse_alias_bomb(root: yaml.Node, path: Path) -> None:
    written: set[int] = set()
    expanded: dict[int, int] = {}

    def size(node: yaml.Node, active: frozenset[int]) -> int:
        key = id(node)
        if key in active:
            raise SuiteError("a YAML alias refers to the node that contains it (a recursive "
                             "alias); write the value out", path=path,
                             line=node.start_mark.line + 1)
        if key in expanded:
            return expanded[key]
        written.add(key)
        total = 1
        if isinstance(node, yaml.SequenceNode):
            total += sum(size(child, active | {key}) for child in node.value)
        elif isinstance(node, yaml.MappingNode):
            total += sum(size(k, active | {key}) + size(v, active | {key})
                         for k, v in node.value)
        expanded[key] = total
        return total

    total = size(root, frozenset())
    bound = 10 * len(written) + ALIAS_EXPANSION_SLACK
    if total > bound:
        raise SuiteError(f"YAML aliases expand {len(written)} written nodes to {total} "
                         f"(more than {bound}); refusing an alias bomb. Write repeated parts "
                         "out, or use fewer nested aliases", path=path)


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> dict[Hashable, Any]:
    seen: dict[Any, int] = {}
    for key_node, _ in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            raise SuiteError("a mapping key must be plain text", path=loader.name,
                             line=key_node.start_mark.line + 1)
        line = key_node.start_mark.line + 1
        if key_node.value in seen:
            raise SuiteError(f"duplicate key {key_node.value!r} on lines {seen[key_node.value]} "
                             f"and {line}; YAML keeps only the last, so remove or rename one",
                             path=loader.name, line=line, field=str(key_node.value))
        seen[key_node.value] = line
    mapping = loader.construct_mapping(node, deep=True)
    mapping["__line__"] = node.start_mark.line + 1
    mapping["__lines__"] = {
        str(key.value): key.start_mark.line + 1 for key, _ in node.value
    }
    return mapping


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def _parse_yaml(path: Path, text: str) -> Any:
    try:
        loader = _LineLoader(text)
        loader.name = str(path)
        try:
            return loader.get_single_data()
        finally:
            loader.dispose()
    except RecursionError:
        raise SuiteError(_TOO_DEEP, path=path) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc)
        raise SuiteError(f"invalid YAML: {problem}", path=path, line=line) from None


def _toml_error_line(message: str) -> int | None:
    found = re.search(r"line (\d+)", message)
    return int(found.group(1)) if found else None


def _load_document(path: Path, text: str, document: Any, default_name: str) -> Suite:
    if not isinstance(document, dict):
        raise SuiteError("expected a table with 'passages' and 'claims'", path=path, line=1)
    toml_lines = _toml_claim_lines(text) if path.suffix.lower() == ".toml" else []
    name = document.get("name") or default_name
    if document.get("name") is not None:
        name = _checked_suite_name(document["name"], path, _line_of(document, "name"))
    raw_passages = document.get("passages")
    if not isinstance(raw_passages, dict) or not _strip_meta(raw_passages):
        raise SuiteError("a suite file needs a 'passages' table of id -> text", path=path,
                         line=_line_of(document, "passages"), field="passages")
    shared: dict[str, str] = {}
    for pid, passage in _strip_meta(raw_passages).items():
        if not isinstance(passage, str) or not passage.strip():
            raise SuiteError(f"passage {pid!r} is not a non-empty string", path=path,
                             line=_line_of(raw_passages, pid), field="passages")
        shared[str(pid)] = passage.strip()
    raw_claims = document.get("claims")
    if not isinstance(raw_claims, list) or not raw_claims:
        raise SuiteError("a suite file needs a non-empty 'claims' list", path=path,
                         line=_line_of(document, "claims"), field="claims")
    claims = []
    for index, record in enumerate(raw_claims):
        line = record.get("__line__") if isinstance(record, dict) else None
        if line is None and index < len(toml_lines):
            line = toml_lines[index]
        if not isinstance(record, dict):
            raise SuiteError(f"claim {index} is not a table", path=path, line=line,
                             field="claims")
        passages = _referenced_passages(record, shared, path, line)
        claims.append(_make_claim(_strip_meta(record), passages, path, line))
    answers, answer_texts = _document_answers(document, path, claims)
    return _finish(path, str(name), claims, answers=answers, answer_texts=answer_texts)


def _referenced_passages(record: dict[str, Any], shared: dict[str, str], path: Path,
                         line: int | None) -> dict[str, str]:
    refs = record.get("passages")
    if refs is None:
        return dict(shared)
    if isinstance(refs, str):
        refs = [refs]
    if not isinstance(refs, list) or not refs:
        raise SuiteError("expected a list of passage ids", path=path, line=line,
                         field="passages")
    picked: dict[str, str] = {}
    for ref in refs:
        if str(ref) in picked:
            raise SuiteError(f"passage id {ref!r} is listed twice for one claim; list it once",
                             path=path, line=line, field="passages")
        if str(ref) not in shared:
            raise SuiteError(
                f"passage id {ref!r} is referenced but not defined under 'passages'."
                f"{did_you_mean(str(ref), shared)} Defined: {', '.join(shared)}.",
                path=path, line=line, field="passages",
            )
        picked[str(ref)] = shared[str(ref)]
    return picked


def _document_answers(document: dict[str, Any], path: Path, claims: list[Claim]
                      ) -> tuple[list[Answer], list[AnswerText]]:
    """The answers (claim ids) and the answers given as text with gold claims.

    An answer with ``answer_text`` and ``gold_claims`` but no ``claims`` is only a
    decomposition case: it is not an answer of the answer-level analysis.
    """
    answers, texts = [], []
    records = document.get("answers") or []
    if not isinstance(records, list):
        raise SuiteError(f"expected a list of answers, got {type(records).__name__} "
                         f"{_shown(records)}", path=path, line=_line_of(document, "answers"),
                         field="answers")
    for record in records:
        line = record.get("__line__") if isinstance(record, dict) else None
        if not isinstance(record, dict) or not record.get("id"):
            raise SuiteError("an answer needs an id", path=path, line=line, field="id")
        listed = record.get("claims") or []
        if not isinstance(listed, list):
            raise SuiteError(f"expected a list of claim ids, got {type(listed).__name__} "
                             f"{_shown(listed)}", path=path, line=line, field="claims")
        claim_ids = tuple(str(c) for c in listed)
        refusal = bool(record.get("refusal", False))
        answer_text = _decomposition(record, claim_ids, claims, path)
        if answer_text is not None:
            texts.append(answer_text)
        if not claim_ids and not refusal:
            if answer_text is not None:
                continue  # answer_text with its gold_claims: a decomposition case only
            raise SuiteError("an answer lists no claims; mark it 'refusal: true' if it "
                             "refused, or give 'answer_text' with its 'gold_claims'",
                             path=path, line=line, field="claims")
        if claim_ids and refusal:
            raise SuiteError("an answer marked 'refusal: true' also lists claims; a refusal "
                             "has none. Drop the claims, or drop 'refusal'", path=path,
                             line=line, field="refusal")
        _check_id(str(record["id"]), path, line, "id")
        answers.append(Answer(id=str(record["id"]), claim_ids=claim_ids,
                              question=record.get("question"), refusal=refusal))
    ids = [t.id for t in texts]
    for answer_text in texts:
        if ids.count(answer_text.id) > 1:
            raise SuiteError(f"two answers have the id {answer_text.id!r}; answer ids must be "
                             "unique", path=path, line=answer_text.line, field="id")
    return answers, texts


def _decomposition(record: dict[str, Any], claim_ids: tuple[str, ...], claims: list[Claim],
                   path: Path) -> AnswerText | None:
    """An answer's ``answer_text`` and its gold claims (``gold_claims``, else its claims)."""
    gold = record.get("gold_claims")
    if "answer_text" not in record:
        if gold is not None:
            raise SuiteError("gold_claims need the answer_text they decompose; add "
                             "'answer_text'", path=path, line=_line_of(record, "gold_claims"),
                             field="answer_text")
        return None
    text = _answer_text(record["answer_text"], path, _line_of(record, "answer_text"))
    gold_line = _line_of(record, "gold_claims")
    if gold is None:
        by_id = {c.id: c.text for c in claims}
        unknown = [c for c in claim_ids if c not in by_id]
        if unknown or not claim_ids:
            raise SuiteError("an answer_text needs its gold claims: list them under "
                             "'gold_claims', or list the ids of suite claims under 'claims'"
                             + (f"; unknown id(s) {unknown}.{did_you_mean(unknown[0], by_id)}"
                                if unknown else ""),
                             path=path, line=_line_of(record, "claims"), field="claims")
        golds = tuple(by_id[c] for c in claim_ids)
    elif (not isinstance(gold, list) or not gold
          or not all(isinstance(g, str) and g.strip() for g in gold)):
        raise SuiteError(f"expected a non-empty list of claim texts, got {gold!r}", path=path,
                         line=gold_line, field="gold_claims")
    else:
        golds = tuple(" ".join(g.split()) for g in gold)
    question = record.get("question")
    return AnswerText(id=str(record["id"]), text=text, gold_claims=golds,
                      question=question if isinstance(question, str) else None,
                      line=record.get("__line__"))


def _toml_claim_lines(text: str) -> list[int]:
    return [n for n, raw in enumerate(text.split("\n"), start=1)
            if raw.strip().startswith("[[claims]]")]


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:60] + "..."


def _strip_meta(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k not in ("__line__", "__lines__")}


def _line_of(mapping: dict[str, Any], key: str) -> int | None:
    lines = mapping.get("__lines__") or {}
    return lines.get(key, mapping.get("__line__"))


# --------------------------------------------------------------------------- shared


def _check_id(value: str, path: Path, line: int | None, field: str) -> None:
    """Ids end up in reports, terminals and file names: no control characters."""
    bad = next((ch for ch in value if control_character(ch)), None)
    if bad is not None:
        raise SuiteError(f"id {value!r} holds the control character U+{ord(bad):04X}; ids "
                         "must be printable text", path=path, line=line, field=field)


def _checked_suite_name(value: Any, path: Path, line: int | None) -> str:
    """The suite name becomes a folder under --out: one plain path part, nothing else."""
    problem = name_problem(value)
    if problem is not None:
        raise SuiteError(f"suite name {value!r} cannot be a folder name: {problem}; use "
                         "letters, digits, '-', '_' or '.', e.g. name: larkspur",
                         path=path, line=line, field="name")
    return str(value)


def _missing(field: str, record: Mapping[str, Any]) -> str:
    hint = did_you_mean(field, [k for k in record if isinstance(k, str)])
    return f"required field {field!r} is missing.{hint}"


def _optional_str(record: Mapping[str, Any], field: str, path: Path,
                  line: int | None) -> str | None:
    value = record.get(field)
    if value is None:
        return None
    if not isinstance(value, (str, int)) or isinstance(value, bool):
        raise SuiteError(f"expected a string, got {type(value).__name__}", path=path,
                         line=line, field=field)
    return str(value)


def _make_claim(record: Mapping[str, Any], passages: dict[str, str], path: Path,
                line: int | None) -> Claim:
    if "claim" not in record:
        raise SuiteError(_missing("claim", record), path=path, line=line, field="claim")
    text = record["claim"]
    if not isinstance(text, str) or not text.strip():
        raise SuiteError("claim is empty; write the claim a person confirmed", path=path,
                         line=line, field="claim")
    claim_id = _optional_str(record, "id", path, line)
    if claim_id is not None and not claim_id.strip():
        raise SuiteError("id is empty", path=path, line=line, field="id")
    if claim_id is not None:
        _check_id(claim_id, path, line, "id")
    for pid in passages:
        _check_id(pid, path, line, "passages")
    answer_ref = _optional_str(record, "answer_id", path, line)
    if answer_ref is not None:
        _check_id(answer_ref, path, line, "answer_id")
    if claim_id is None:
        digest = hashlib.sha256(
            json.dumps([text.strip(), sorted(passages.values())]).encode("utf-8")
        ).hexdigest()
        claim_id = "c-" + digest[:10]
    label = str(record.get("label") or "supported").strip().lower()
    if label not in SUPPORTED_LABELS | UNSUPPORTED_LABELS:
        raise SuiteError(
            f"unknown label {label!r}; expected 'supported' for a confirmed faithful claim "
            f"or one of {', '.join(sorted(UNSUPPORTED_LABELS))} for a real unsupported one",
            path=path, line=line, field="label",
        )
    derived = record.get("derived", False)
    if not isinstance(derived, bool):
        raise SuiteError(f"expected true or false, got {derived!r}", path=path, line=line,
                         field="derived")
    extra = {k: v for k, v in record.items() if k not in KNOWN_FIELDS}
    _check_fault_type(record, path, line)
    return Claim(
        id=claim_id.strip(),
        text=text.strip(),
        passages=passages,
        question=_optional_str(record, "question", path, line),
        label=label,
        derived=derived,
        derivation=_optional_str(record, "derivation", path, line),
        answer_id=_optional_str(record, "answer_id", path, line),
        source=str(path),
        line=line,
        extra=extra,
    )


def _check_fault_type(record: Mapping[str, Any], path: Path, line: int | None) -> None:
    fault_type = record.get("fault_type")
    if fault_type is None:
        return
    if not isinstance(fault_type, str) or not fault_type.strip():
        raise SuiteError(f"expected a fault type name (a non-empty string), got {fault_type!r}",
                         path=path, line=line, field="fault_type")
    problem = reserved_group_problem(fault_type)
    if problem:
        raise SuiteError(problem, path=path, line=line, field="fault_type")


def _finish(path: Path, name: str, claims: list[Claim], *,
            answers: list[Answer] | None = None,
            refusals: Sequence[tuple[str, str | None]] = (),
            answer_texts: Sequence[AnswerText] = ()) -> Suite:
    if not claims:
        raise SuiteError("the suite holds no claims", path=path)
    if name_problem(name) is not None:
        _checked_suite_name(name, path, None)
    first_line: dict[str, int | None] = {}
    for claim in claims:
        if claim.id in first_line:
            raise SuiteError(
                f"duplicate id {claim.id!r} (first used on line {first_line[claim.id]}); "
                "ids must be unique so labels and scores stay attached to one claim",
                path=path, line=claim.line, field="id",
            )
        first_line[claim.id] = claim.line
    answers = list(answers or [])
    if not answers:
        answers = _answers_from_claims(claims, refusals)
    known = set(first_line)
    for answer in answers:
        for claim_id in answer.claim_ids:
            if claim_id not in known:
                raise SuiteError(f"answer {answer.id!r} lists claim {claim_id!r}, which the "
                                 f"suite does not hold.{did_you_mean(claim_id, known)}",
                                 path=path, field="answers")
    return Suite(name=name, claims=tuple(claims), answers=tuple(answers), source=str(path),
                 answer_texts=tuple(answer_texts))


def _answers_from_claims(claims: list[Claim],
                         refusals: Sequence[tuple[str, str | None]]) -> list[Answer]:
    grouped: dict[str, list[Claim]] = {}
    for claim in claims:
        if claim.answer_id is not None:
            grouped.setdefault(claim.answer_id, []).append(claim)
    answers = [Answer(id=aid, claim_ids=tuple(c.id for c in group),
                      question=group[0].question)
               for aid, group in grouped.items()]
    answers += [Answer(id=aid, claim_ids=(), question=q, refusal=True) for aid, q in refusals]
    return answers
