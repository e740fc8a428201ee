"""The play widget's synced traits: what the front-end draws and what a teacher may set.

:class:`TableTraits` declares every trait of :class:`~war_widget.play.widget.WarWidget`
(the front-end's ``js/types.ts`` mirrors them) and refuses a user's write to the state
the widget mirrors from the game (:data:`_READ_ONLY`): a written ``round`` or ``over``
would make the table lie, so the widget itself uses ``set_trait``.
"""

from __future__ import annotations

import pathlib
from typing import Any

import anywidget
import traitlets

_STATIC = pathlib.Path(__file__).parent.parent / "static"

_PLAY = "call flip(), choose(), answer() or play_to_end() to play, new_game() to deal again"
#: The traits only the widget sets, and what a user calls instead of writing them.
_READ_ONLY = {
    **dict.fromkeys(
        ("round", "counts", "total", "over", "result", "pending", "last_round", "ahead", "steal"),
        _PLAY,
    ),
    **dict.fromkeys(("question", "feedback"), "call answer() to answer the quiz (quiz=True)"),
    "summary": "it is filled when the game ends: " + _PLAY,
    "game_id": "call new_game() to deal another game",
    "code": "call new_game(code=...) to replay a game",
    "preset": "call new_game(preset=...) or set rules",
    "session": "it counts the games this widget finished",
    "seat_names": "set names (or lang, mode) instead",
    "labels": "set lang instead",
    "presets": "it lists what new_game(preset=...) accepts",
    "languages": "it lists what lang accepts",
    "choices": "it lists the values the rule and setting menus offer",
    "card_values": "set rules instead",
    "notice": "it says what the last change did",
    "error": "it says why the front-end's last request was refused",
    "replay": "it records the rounds a cell played",
    "you": "set names or mode instead",
    "voice_langs": "set lang instead",
    "sheet": "it is this deal's printable sheet: call new_game() or set lang",
    "cards": "it is this deck's printable cards: call new_game() or set lang",
}


class TableTraits(anywidget.AnyWidget):
    """The traits of the play widget, and the guard on the read-only ones."""

    _esm = _STATIC / "widget.js"
    _css = _STATIC / "widget.css"

    # -- state the front-end draws (changed by Python only: see _READ_ONLY) -----------------
    game_id = traitlets.Int(0, read_only=True, help="Increases with every new game.").tag(sync=True)
    code = traitlets.Unicode("", read_only=True, help="This game's code: replays it.").tag(
        sync=True
    )
    round = traitlets.Int(0, read_only=True, help="Rounds played.").tag(sync=True)
    counts = traitlets.List(traitlets.Int(), read_only=True, help="Cards each seat holds.").tag(
        sync=True
    )
    total = traitlets.Int(0, read_only=True, help="Cards in play (all seats plus the table).").tag(
        sync=True
    )
    over = traitlets.Bool(False, read_only=True).tag(sync=True)
    result = traitlets.Any(None, allow_none=True, read_only=True).tag(sync=True)
    pending = traitlets.Any(None, allow_none=True, read_only=True).tag(sync=True)
    steal = traitlets.Any(
        None,
        allow_none=True,
        read_only=True,
        help="Steal War: each seat's face-up pile [top card, size] and the learner's next card.",
    ).tag(sync=True)
    last_round = traitlets.Any(None, allow_none=True, read_only=True).tag(sync=True)
    ahead = traitlets.List(traitlets.Dict(), read_only=True).tag(sync=True)
    summary = traitlets.Any(None, allow_none=True, read_only=True).tag(sync=True)
    session = traitlets.Dict(read_only=True).tag(sync=True)
    seat_names = traitlets.List(
        traitlets.Unicode(), read_only=True, help="Names shown, one per seat."
    ).tag(sync=True)
    preset = traitlets.Unicode("", read_only=True).tag(sync=True)
    presets = traitlets.List(traitlets.Unicode(), read_only=True).tag(sync=True)
    languages = traitlets.List(traitlets.Unicode(), read_only=True).tag(sync=True)
    choices = traitlets.Dict(
        read_only=True,
        help="What each menu offers: 'rules' (per rule option) and 'settings' (mode, level...).",
    ).tag(sync=True)
    card_values = traitlets.Dict(
        read_only=True,
        help="What each rank is worth under the rules ('Q': 12, 'A': 1 when ace low).",
    ).tag(sync=True)
    notice = traitlets.Unicode("", read_only=True, help="What just changed, e.g. a new deal.").tag(
        sync=True
    )
    error = traitlets.Unicode("", read_only=True, help="Why the last request was refused.").tag(
        sync=True
    )

    # -- settings a teacher (or the front-end) may change --------------------------------
    rules = traitlets.Dict(
        help="The rules as a dict; setting some options changes only those and deals a new game."
    ).tag(sync=True)
    names = traitlets.List(traitlets.Unicode(), help="Players' names, seat 0 first.").tag(sync=True)
    mode = traitlets.Unicode("computer").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    second_lang = traitlets.Unicode(
        "", help="A second language, each step said again in it under the first ('' for none)."
    ).tag(sync=True)
    digits = traitlets.Unicode(
        "latn",
        help="The digits the learner reads numbers in: 'latn' (0-9) or 'arab' (Arabic-Indic "
        "٠-٩); game codes stay as they are.",
    ).tag(sync=True)
    level = traitlets.Unicode("detailed").tag(sync=True)
    speed = traitlets.Unicode("normal").tag(sync=True)
    auto = traitlets.Bool(False, help="Auto-play: the front-end flips on its own.").tag(sync=True)
    replay = traitlets.Dict(
        read_only=True,
        help="The latest rounds a cell played, for a page with no kernel (see recording.py).",
    ).tag(sync=True)
    quiz = traitlets.Bool(
        False, help="Ask the learner about each round before it is resolved."
    ).tag(sync=True)
    quiz_kind = traitlets.Unicode("auto", help="What the quiz asks (see QUIZ_KINDS).").tag(
        sync=True
    )
    hide_explanation = traitlets.Bool(
        False, help="Show the explanation only when the learner presses Why?"
    ).tag(sync=True)
    dots = traitlets.Bool(False, help="Show card values and counts as dots grouped by five.").tag(
        sync=True
    )
    four_colours = traitlets.Bool(
        False, help="Four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green."
    ).tag(sync=True)
    facing = traitlets.Bool(
        False,
        help="Two players face to face (mode='two_players'): one phone or tablet lying flat "
        "between them, each half of the screen a player's own, the far half upside down.",
    ).tag(sync=True)

    # -- the quiz (changed by Python only) -------------------------------------------------
    question = traitlets.Any(
        None, allow_none=True, read_only=True, help="The quiz question waiting."
    ).tag(sync=True)
    feedback = traitlets.Any(
        None, allow_none=True, read_only=True, help="What the last answer earned."
    ).tag(sync=True)
    score = traitlets.Dict(help="Quiz answers right first time, right after a retry, wrong.").tag(
        sync=True
    )
    face_scores: traitlets.List[dict[str, int]] = traitlets.List(
        [],
        read_only=True,
        help="Face to face: each seat's own quiz score (right, retry, wrong), seat 0 first; "
        "each half of the screen shows its child's.",
    ).tag(sync=True)
    settings = traitlets.Bool(
        True, help="Show the Settings button (False: the teacher locks the settings)."
    ).tag(sync=True)
    you = traitlets.Bool(
        True, read_only=True, help="Seat 0 is called 'you' (two players, computer mode, no names)."
    ).tag(sync=True)
    labels = traitlets.Dict(
        read_only=True, help="The widget's buttons and labels in the chosen language."
    ).tag(sync=True)
    speak = traitlets.Bool(
        False, help="Read each round's banner aloud (the browser's speech), and show a speaker."
    ).tag(sync=True)
    sheet = traitlets.Any(
        None,
        allow_none=True,
        read_only=True,
        help="This deal's printable sheet, linked from Settings: its label, file name and "
        "page (HTML); None when no sheet fits the rules (see war_widget.sheets.for_game).",
    ).tag(sync=True)
    cards = traitlets.Any(
        None,
        allow_none=True,
        read_only=True,
        help="This deck's cards to print and cut out, linked from Settings beside the sheet: "
        "its label, file name and pages (HTML; see war_widget.sheets.cards_for_game).",
    ).tag(sync=True)
    voice_langs = traitlets.List(
        traitlets.Unicode(),
        read_only=True,
        help="The browser voices' languages that speak the learner's language ('nb', 'no').",
    ).tag(sync=True)

    def __setattr__(self, name: str, value: Any) -> None:
        """Refuse writes to the state the widget mirrors from the game: a written ``round``
        or ``over`` would make the table lie (the widget itself uses ``set_trait``)."""
        hint = _READ_ONLY.get(name)
        if hint is not None:
            raise traitlets.TraitError(f"{name} is read-only (the widget sets it): {hint}")
        lock = self.__dict__.get("_lock")
        if lock is None:  # while __init__ runs, before the lock exists
            super().__setattr__(name, value)
            return
        with lock:
            super().__setattr__(name, value)
