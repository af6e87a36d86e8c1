"""cross_passage (control): two faithful claims whose support sits in two different
passages of the same context set, joined into one sentence. Expected supported.

A checker that reads one window at a time cannot see both halves at once, so it flags this
true claim: its false alarms here are the cost of the window policy, reported in their own
column. A claim's support passage is the one passage with a window stating most of its
content words; claims with no such passage, derived claims and multi-sentence claims are
left alone. The mutant's note quotes the added claim and its passage: a reader asked whether
the control keeps the claim's meaning rules the added half "changed" unless told the control
adds a second supported claim by design (round 5 ruled both of its joins so, for "extra
content" alone). The join must read as the two claims and no more: a claim opening with a fronted
adverbial ("In April 2007, ...") takes no second clause, and a second claim whose subject
points back at something the first never named ("the novel", "his family") is not joined,
nor one that carries its passage's title before its subject ("..., and economy of India
Agricultural and allied sectors accounted ...", round 13).
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from mutato.mutation.toolkit import Claim, Edit, Suite, mutator

from ._edits import checked, same_passages
from ._joins import join, well_stated
from ._siblings import with_same_passages
from ._support import states
from .partial_support import glued_heading

MAX_PER_CLAIM = 2


@mutator(name="cross_passage", kind="control", fault_type="cross_passage", version=5,
         target="two faithful claims of one context set whose support sits in two "
                "different passages")
def cross_passage(claim: Claim, suite: Suite, *, rng: np.random.Generator) -> Iterator[Edit]:
    """Join the claim with a faithful claim that another passage of its context set supports.

    >>> from mutato.suite.model import Claim, Suite
    >>> from mutato.mutation.mutants import mutate_claim
    >>> passages = {"plans": "The Team plan costs €12 per month.",
    ...             "storage": "Each user gets 50 GB of storage."}
    >>> a = Claim("a", "The Team plan costs €12 per month.", passages)
    >>> b = Claim("b", "Each user gets 50 GB of storage.", passages)
    >>> [m.text for m in mutate_claim(a, Suite("s", (a, b)), cross_passage.spec, seed=0)]
    ['The Team plan costs €12 per month, and each user gets 50 GB of storage.']
    """
    mine = support_passage(claim)
    if mine is None or not well_stated(claim.text, {mine: claim.passages[mine]}):
        return
    options = []
    for other in with_same_passages(suite, claim):  # the originals on the same passages
        if other.id == claim.id or not same_passages(other.passages, claim.passages):
            continue
        theirs = support_passage(other)
        if theirs is None or theirs == mine or not well_stated(other.text, {theirs: other.passages[theirs]}):
            continue  # a loosely worded claim ("depicted" where it says "built") adds a fact
        context = " ".join(claim.passages.values())
        joined = join(claim.text, other.text, context=context)
        if joined is not None:
            # the plain join fixes the draw order; the standalone join decides what is made,
            # so a refused join never reshuffles which of the others are picked
            kept = join(claim.text, other.text, context=context, standalone=True)
            if kept is not None and kept[2].startswith(", and ") and glued_heading(
                    other.text, "\n".join(claim.passages.values())):
                kept = None  # a page title left on the other claim reads garbled mid-sentence
            options.append((Edit.replace(*joined, note=joined_note(other, theirs)),
                            None if kept is None else
                            Edit.replace(*kept, note=joined_note(other, theirs))))
    picked = rng.permutation(len(options)) if options else []
    # the same suite in any claim order offers the same options in the same order
    options.sort(key=lambda e: (e[0].spans[0].replacement, e[0].note))
    made = 0
    for index in picked:
        if made == MAX_PER_CLAIM:
            return
        edit = options[int(index)][1]
        if edit is not None and checked(claim.text, edit) is not None:
            made += 1
            yield edit


def joined_note(other: Claim, passage: str) -> str:
    """What the join adds and where it is stated, so a reader judges the whole sentence
    against the passages: the control keeps the claim supported, not the claim's exact words.

    >>> joined_note(Claim("b", "Each user gets 50 GB.", {"storage": "..."}), "storage")
    "adds the faithful claim 'Each user gets 50 GB.' (b), stated in passage storage: expected still supported"
    """
    return (f"adds the faithful claim {other.text!r} ({other.id}), stated in passage "
            f"{passage}: expected still supported")


def support_passage(claim: Claim) -> str | None:
    """The one passage id of the claim's context set with a window that states it."""
    if claim.derived or len(claim.passages) < 2:
        return None
    found = [pid for pid, text in claim.passages.items()
             if states({pid: text}, claim.text, share=0.75)]
    return found[0] if len(found) == 1 else None
