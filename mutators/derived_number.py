"""derived_number: a derived claim's result becomes the result of slightly wrong arithmetic.

A derived claim states a number computed from stated numbers (8 users × €12 = €96). The
mutant keeps the claim and replaces the result with what a model that slipped would write:
one operand off by one (7 × 12 = €84, 8 × 13 = €104; a decimal operand moves by its last
digit, 0.36 → 0.37) and the wrong operation (8 + 12 = €20), in the result's own format. Where
only one direction is wrong ("can have 100 guests" still holds for 80), the result moves that
way. The
arithmetic comes from the claim's ``derivation`` ("8 * 12") or, failing that, from a
product, sum or difference of numbers in the claim and its passages that gives the result.
Claims not marked ``derived`` yield nothing.
"""

from __future__ import annotations

import ast
import itertools
import operator
import re
from collections.abc import Iterator
from decimal import Decimal

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Span, Suite, mutator

from . import _nlp
from ._numbers import WORD_FOR_NUMBER, Quantity, direction, find_quantities, format_scaled
from ._text import article_fix, match_case

_TOKEN = re.compile(r"\d+(?:\.\d+)?|[-+*/x×()]")
_SWAPPED = {"*": "+", "+": "*", "-": "+", "/": "*"}
_OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
              ast.Div: operator.truediv}
_PLAUSIBLE = (0.2, 5.0)


@mutator(name="derived_number", kind="fault", version=2)
def derived_number(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Replace a derived claim's result with an off-by-one or wrong-operation result.

    >>> from mutators._example import mutate
    >>> mutate(derived_number, "8 Team users pay €96 a month.", derivation="8 * 12")
    ['8 Team users pay €84 a month.', '8 Team users pay €20 a month.']
    """
    if not claim.derived:
        return
    quantities = find_quantities(claim.text)
    tokens = _derivation_tokens(claim, quantities)
    if tokens is None:
        return
    correct = _evaluate(tokens)
    target = next((q for q in reversed(quantities) if _equal(_exact(q), correct)), None)
    if correct is None or target is None or correct <= 0:
        return
    taken = {format_scaled(q.scaled, q.decimals, commas=q.commas) for q in quantities}
    want = direction(claim.text, target)
    def fits(value: Decimal) -> bool:
        wrong_way = want and (value - correct) * want < 0  # "can have 25" is still true
        return not wrong_way and _acceptable(value, correct, target, taken)
    slips = [v for v in _slips(tokens) if fits(v)]
    wrong_ops = [v for v in _wrong_operations(tokens) if fits(v)]
    chosen: list[Decimal] = []
    if slips:
        chosen.append(slips[int(rng.integers(len(slips)))])
    for value in wrong_ops:
        if _written(target, value) not in {_written(target, c) for c in chosen}:
            chosen.append(value)
            break
    yield from _nlp.guarded(claim.text, [_edit(claim.text, target, value) for value in chosen])


# --------------------------------------------------------------------------- arithmetic


def _derivation_tokens(claim: Claim, quantities: list[Quantity]) -> list[str] | None:
    if claim.derivation:
        tokens = [("*" if t in "x×" else t) for t in _TOKEN.findall(claim.derivation)]
        if _evaluate(tokens) is not None:
            return tokens
    return _inferred(claim, quantities)


def _inferred(claim: Claim, quantities: list[Quantity]) -> list[str] | None:
    """'8 users pay €96' with €12 in a passage: find operands that give a claim number."""
    passage_numbers = [q for text in claim.passages.values() for q in find_quantities(text)]
    for result in reversed([q for q in quantities if not q.word]):
        operands = [q for q in quantities if q is not result] + passage_numbers
        for left, right in itertools.permutations(operands, 2):
            for symbol in ("*", "+", "-", "/"):
                tokens = [_literal(left), symbol, _literal(right)]
                value = _evaluate(tokens)
                if value is not None and _equal(value, _exact(result)):
                    return tokens
    return None


def _exact(q: Quantity) -> Decimal:
    return Decimal(q.scaled).scaleb(-q.decimals)


def _literal(q: Quantity) -> str:
    return format_scaled(q.scaled, q.decimals, commas=False)


def _evaluate(tokens: list[str]) -> Decimal | None:
    """The value of a + - * / expression of number literals, or None."""
    try:
        tree = ast.parse(" ".join(tokens), mode="eval")
        return _node_value(tree.body)
    except (SyntaxError, ZeroDivisionError, ValueError, ArithmeticError):
        return None


def _node_value(node: ast.AST) -> Decimal:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return Decimal(str(node.value))
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        return _OPERATORS[type(node.op)](_node_value(node.left), _node_value(node.right))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_node_value(node.operand)
    raise ValueError(f"not arithmetic: {ast.dump(node)}")


def _slips(tokens: list[str]) -> list[Decimal]:
    """Each operand one step up or down (1 for integers, the last digit for decimals)."""
    out = []
    for index, token in enumerate(tokens):
        if not token[0].isdigit():
            continue
        step = Decimal(1).scaleb(-len(token.split(".")[1])) if "." in token else Decimal(1)
        for delta in (-step, step):
            changed = tokens[:index] + [str(Decimal(token) + delta)] + tokens[index + 1:]
            value = _evaluate(changed)
            if value is not None:
                out.append(value)
    return out


def _wrong_operations(tokens: list[str]) -> list[Decimal]:
    out = []
    for index, token in enumerate(tokens):
        if token in _SWAPPED:
            value = _evaluate(tokens[:index] + [_SWAPPED[token]] + tokens[index + 1:])
            if value is not None:
                out.append(value)
    return out


def _equal(a: Decimal | None, b: Decimal | None) -> bool:
    return a is not None and b is not None and abs(a - b) <= Decimal("1e-9") * max(1, abs(b))


# --------------------------------------------------------------------------- writing


def _acceptable(value: Decimal, correct: Decimal, target: Quantity, taken: set[str]) -> bool:
    """Positive, plausible, visibly different from the correct result and the claim's numbers."""
    if value <= 0 or not _PLAUSIBLE[0] <= float(value / correct) <= _PLAUSIBLE[1]:
        return False
    written = _written(target, value)
    return written is not None and written not in taken


def _written(target: Quantity, value: Decimal) -> str | None:
    scaled = int((value * 10 ** target.decimals).to_integral_value())
    if target.word:
        word = WORD_FOR_NUMBER.get(scaled)
        return match_case(target.text, word) if word else None
    return format_scaled(scaled, target.decimals, commas=target.commas or scaled >= 10_000)


def _edit(text: str, target: Quantity, value: Decimal) -> Edit:
    new = _written(target, value) or ""
    spans = [Span(target.start, target.end, new)]
    prefix = text[target.start - 1] if target.unit == "currency" and target.start else ""
    article = article_fix(text, target.start - len(prefix.strip()), prefix.strip() + new)
    if article is not None:
        spans.append(article)
    return Edit(tuple(spans), f"{target.text} → {new}")
