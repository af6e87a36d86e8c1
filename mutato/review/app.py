"""``mutato review``: the terminal app. One key per ruling; the next mutant shows at once.

Keys: ``f`` fault · ``n`` not fault · ``u`` unsure · ``s`` skip · ``b`` back · ``r`` type a
reason (Enter keeps it for the next ruling) · ``q`` quit. Every ruling is saved when its key
is pressed (see :mod:`mutato.review.session`), so quitting loses nothing.

The screen shows the question, the original with the edited words struck through, the
mutant with the new words in bold, the passage windows that bear on it with the touched
words highlighted, the mutator's note, and (when adjudicating) every reviewer's ruling.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Input, Static

from ..io_safety.terminal import visible
from ..mutation.mutants import Mutant
from ..suite.reviews import ADJUDICATED
from .evidence import highlight_spans, touched_words
from .session import Session

_RULINGS = {"fault": "fault", "not_fault": "not fault", "unsure": "unsure"}


def original_text(mutant: Mutant) -> Text:
    """The original with each replaced stretch struck through in red."""
    text = Text(visible(mutant.original))
    for span in mutant.spans:
        if span.end > span.start:
            text.stylize("bold red strike", span.start, span.end)
    return text


def mutant_text(mutant: Mutant) -> Text:
    """The mutant with each replacement in bold green (a deletion shows as ``⌫``)."""
    text, cursor = Text(), 0
    for span in mutant.spans:
        text.append(visible(mutant.original[cursor:span.start]))
        text.append(visible(span.replacement) or "⌫", style="bold green")
        cursor = span.end
    text.append(visible(mutant.original[cursor:]))
    return text


class ReviewApp(App[None]):
    """The reviewer's screen over a :class:`Session`."""

    TITLE = "mutato review"
    AUTO_FOCUS = None  # keys rule; the reason box takes focus only after `r`
    CSS = """
    Screen { padding: 0 1; }
    #progress { color: $text-muted; }
    .block { margin-top: 1; }
    #reason { margin-top: 1; }
    """
    BINDINGS = [
        Binding("f", "rule('fault')", "fault"),
        Binding("n", "rule('not_fault')", "not fault"),
        Binding("u", "rule('unsure')", "unsure"),
        Binding("s", "skip", "skip"),
        Binding("b", "previous", "back"),
        Binding("r", "reason", "reason"),
        Binding("q", "quit", "quit"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.pending_reason = ""

    def compose(self) -> ComposeResult:
        yield Static(id="progress")
        yield Static(id="question", classes="block")
        yield Static(id="original", classes="block")
        yield Static(id="mutant")
        yield Static(id="evidence", classes="block")
        yield Static(id="note", classes="block")
        yield Static(id="rulings", classes="block")
        yield Input(placeholder="reason (Enter to keep it for the next ruling, Esc to cancel)",
                    id="reason")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#reason", Input).display = False
        self.set_focus(None)
        self.show()

    # ------------------------------------------------------------------ drawing

    def show(self) -> None:
        session = self.session
        if session.finished:
            self.query_one("#progress", Static).update(Text(
                f"Done: {len(session.queue)} of {len(session.queue)} shown. {session.summary()}"
                "  Press b to go back, q to quit.", style="bold"))
            for name in ("question", "original", "mutant", "evidence", "note", "rulings"):
                self.query_one(f"#{name}", Static).update("")
            return
        mutant = session.current
        claim = session.claim(mutant)
        rulings = session.rulings(mutant)
        mine = rulings.get(session.reviewer)
        progress = (f"{session.position + 1}/{len(session.queue)} · {mutant.mutator} "
                    f"({mutant.kind}) · {mutant.id}")
        if mine:
            progress += f" · ruled {_RULINGS[mine.value]}"
        if self.pending_reason:
            progress += f" · reason: {self.pending_reason}"
        self.query_one("#progress", Static).update(Text(visible(progress)))  # never markup
        question = claim.question if claim and claim.question else ""
        self.query_one("#question", Static).update(
            Text.assemble(("Question  ", "bold"), visible(question)) if question else "")
        self.query_one("#original", Static).update(
            Text.assemble(("Original  ", "bold"), original_text(mutant)))
        self.query_one("#mutant", Static).update(
            Text.assemble(("Mutant    ", "bold"), mutant_text(mutant)))
        words = touched_words(mutant)
        evidence = Text("Passages\n", style="bold")
        for window in session.windows(mutant):
            line = Text(visible(window.text))
            for start, end in highlight_spans(window.text, words):
                line.stylize("bold black on yellow", start, end)
            evidence.append(f"  [{visible(window.id)}] ", style="dim")
            evidence.append(line)
            evidence.append("\n")
        self.query_one("#evidence", Static).update(evidence)
        self.query_one("#note", Static).update(
            Text.assemble(("Note      ", "bold"), visible(mutant.note)) if mutant.note else "")
        others = [f"{who}: {_RULINGS[r.value]}" + (f" ({r.reason})" if r.reason else "")
                  for who, r in sorted(rulings.items()) if who != session.reviewer]
        shown = session.reviewer == ADJUDICATED
        self.query_one("#rulings", Static).update(
            Text(visible("Rulings   " + "; ".join(others))) if shown and others else "")

    # ------------------------------------------------------------------ keys

    def action_rule(self, value: str) -> None:
        if self.session.finished:
            return
        self.session.rule(value, self.pending_reason)
        self.pending_reason = ""
        self.show()

    def action_skip(self) -> None:
        if not self.session.finished:
            self.session.skip()
            self.pending_reason = ""
            self.show()

    def action_previous(self) -> None:
        self.session.back()
        self.pending_reason = ""
        self.show()

    def action_reason(self) -> None:
        if self.session.finished:
            return
        box = self.query_one("#reason", Input)
        box.value = self.pending_reason
        box.display = True
        box.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.pending_reason = event.value.strip()
        self._close_reason()

    def on_key(self, event: events.Key) -> None:
        box = self.query_one("#reason", Input)
        if event.key == "escape" and box.display:
            event.stop()
            self._close_reason()

    def _close_reason(self) -> None:
        box = self.query_one("#reason", Input)
        box.display = False
        self.set_focus(None)
        self.show()
