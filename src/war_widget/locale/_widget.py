# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The widget's own buttons and labels (``ui.*``): the controls, the menus of rules and presets,
the game code, the summary, the recorded rounds, notices and errors.

Sent to the front-end as a dict by ``WarWidget.labels`` (:func:`war_widget.play.words.labels`).
Part of :data:`war_widget.locale.MESSAGES`, in the order :mod:`._catalogue` assembles it.
"""

from __future__ import annotations

from ._message import Message, _m

WIDGET_MESSAGES: tuple[Message, ...] = (
    _m("ui.game", "War card game", note="The widget's accessible name (read by screen readers)."),
    _m("ui.flip", "Flip", note="The big button that turns the top cards."),
    _m("ui.game_over", "Game over", note="The Flip button once the game has ended."),
    _m("ui.war", "War!", note="Button: fight the war (rules with peace asked each time)."),
    _m("ui.peace", "Peace", note="Button: make peace instead of a war."),
    _m("ui.war_or_peace", "A tie! War or peace?"),
    _m(
        "ui.press",
        "{name}: flip ({key})",
        note="Two players on one screen: {key} is the player's key (A or L).",
    ),
    _m(
        "ui.ready",
        "{name}: ready ✓",
        note="Two players: this player has pressed and waits for the other.",
    ),
    _m("ui.auto", "▶ Auto-play"),
    _m("ui.pause", "⏸ Pause"),
    _m("ui.speed", "Speed", note="Label of the animation speed menu."),
    _m("ui.speed.slow", "slow"),
    _m("ui.speed.normal", "normal"),
    _m("ui.speed.fast", "fast"),
    _m("ui.level", "Explanation level", note="Accessible name of the menu below."),
    _m("ui.level.brief", "brief explanations"),
    _m("ui.level.detailed", "detailed explanations"),
    _m("ui.language", "Language", note="Accessible name of the language menu."),
    _m(
        "ui.digits",
        "Digits",
        note="Label of the menu that chooses how numbers are written: 123 (Western digits) or "
        "١٢٣ (Arabic-Indic digits). The written signs for numbers, not the numbers themselves.",
    ),
    _m("ui.mode", "Players at this screen", note="Accessible name of the menu below."),
    _m("ui.mode.computer", "against the computer"),
    _m("ui.mode.two_players", "two players, one screen"),
    _m("ui.new_game", "New game"),
    _m("ui.code", "Game code", note="The short code that replays a game."),
    _m(
        "ui.labelled",
        "{label}: {value}",
        note='A label and what it labels ("Game code: 25X", "Rounds played: 42"): the '
        "colon as the language writes it (French: a no-break space before it).",
    ),
    _m("ui.copy", "Copy", note="Button next to the game code."),
    _m("ui.copy.title", "Copy the game code"),
    _m("ui.copied", "Code {code} copied."),
    _m(
        "ui.copy_this",
        "Copy this code: {code}",
        note="Shown when the browser does not allow copying.",
    ),
    _m(
        "ui.sheet",
        "Printable sheet",
        note="Before the links (in Settings and in the lessons) that open or download a worksheet of the game, to print for the class.",
    ),
    _m(
        "ui.sheet.none",
        "No printable sheet for these rules (a sheet needs two players, without Steal War).",
        note="In Settings, where the printable sheet's link would be.",
    ),
    _m(
        "ui.sheet.cards",
        "Number cards to print",
        note="Before a link (in Settings and in the lessons) that opens pages of cards to print and cut out, for a class without real decks.",
    ),
    _m("ui.round", "Round {round}"),
    _m("ui.round_of", "Round {round} of {limit}", note="A game with a round limit."),
    _m("ui.start", "Press Flip to turn the top cards.", note="Before the first round."),
    _m(
        "ui.waiting",
        "Waiting for Python…",
        note="Python is busy: the next round is not computed yet.",
    ),
    _m(
        "ui.cards",
        "cards",
        note="Label under a player's card count (any number: no plural agreement).",
    ),
    _m("ui.history", "Earlier rounds"),
    _m(
        "ui.why",
        "Why?",
        note="Button that shows the explanation of the round (when the teacher hides it).",
    ),
    _m("ui.four_colours", "Four-colour deck", note="Checkbox: ♠ black, ♥ red, ♦ blue, ♣ green."),
    _m(
        "ui.dots",
        "Count with dots",
        note="Checkbox: show each player's cards as dots, grouped by five.",
    ),
    _m("ui.rules", "Rules"),
    _m("ui.preset", "Preset", note="A named rule set."),
    _m("ui.own_rules", "(own rules)", note="The rules match no preset."),
    # Each preset's display name: a menu entry, a notice, a simulation series' name.
    _m("ui.preset.classic", "Classic", note="The preset 'classic': the usual rules of War."),
    _m(
        "ui.preset.cardgames_zone",
        "Short game (80 rounds)",
        note="The preset of the cardgames.zone web game: classic rules, at most 80 rounds.",
    ),
    _m(
        "ui.preset.krig",
        "Krig (Norway)",
        note="Keep the game's own name, Krig; the country after it.",
    ),
    _m(
        "ui.preset.wojna",
        "Wojna (Poland)",
        note="Keep the game's own name, Wojna; the country after it.",
    ),
    _m(
        "ui.preset.vojna",
        "Vojna (Slovakia)",
        note="Keep the game's own name, Vojna; the country after it.",
    ),
    _m(
        "ui.preset.razboi",
        "Război (Romania)",
        note="Keep the game's own name, Război; the country after it.",
    ),
    _m(
        "ui.preset.guerra_de_cartas",
        "Guerra de Cartas",
        note="The name of a Spanish web game: keep it as it is.",
    ),
    _m(
        "ui.preset.guerra_de_sumas",
        "Sum War",
        note="The sum war (flip two, add them; its own name is Spanish, Guerra de sumas) as a "
        "child of 7 calls it in your language, in Settings' menus: a plain name of your own. "
        "Where a teacher reads it, the Spanish name is added beside it (ui.preset.own_name).",
    ),
    _m(
        "ui.preset.own_name",
        "{name} ({own})",
        note="For the teacher: a preset's name in your language, then the game's own name "
        "(e.g. 'Sum War (Guerra de sumas)'). Usually as it is.",
    ),
    _m(
        "ui.preset.steal_war",
        "Steal War",
        note="Steal War: a War where a card matching the top of another player's face-up "
        "pile may steal that pile (Slovak 'Ukradnúť vojnu').",
    ),
    _m(
        "ui.preset.ladder_5",
        "Numbers 1–5",
        note="The number ladder's first step for the youngest: a deck of the numbers 1 to 5.",
    ),
    _m(
        "ui.preset.ladder_10",
        "Numbers 1–10",
        note="The number ladder's second step: a deck of the numbers 1 to 10.",
    ),
    _m(
        "ui.preset.ladder_10_sums",
        "Numbers 1–10, sums to 20",
        note="The ladder's third step: numbers 1 to 10, two cards flipped and added (at most 20).",
    ),
    _m("ui.players", "Players"),
    _m("ui.ace_low", "Ace low (counts 1)"),
    _m(
        "ui.lowest_wins",
        "Lowest card wins",
        note="Check box in Settings: the house rule lowest_wins, the lower card wins each round.",
    ),
    _m(
        "ui.sums",
        "Sum War (flip two, add them)",
        note="A check box in Settings, read by children: the sum war by the name of "
        "ui.preset.guerra_de_sumas.",
    ),
    _m(
        "ui.face_down",
        "Face down in a war",
        note="Label: how many cards each player lays face down.",
    ),
    _m("ui.face_down.by_rank", "by rank (Război)", note="Keep the Romanian name of the game."),
    _m("ui.round_limit", "Round limit"),
    _m("ui.round_limit.none", "none", note="No round limit."),
    _m("ui.pickup", "Won cards go", note="Label of the menu below: where won cards go."),
    _m("ui.pickup.shuffled", "shuffled, under the pile"),
    _m("ui.pickup.table", "in table order, under the pile"),
    _m("ui.pickup.won_pile", "on a won pile, reshuffled"),
    _m("ui.pickup.winner_first", "winner's cards first, under the pile"),
    _m("ui.pickup.loser_first", "loser's cards first, under the pile"),
    _m("ui.pickup.random_order", "in a random order, under the pile"),
    _m("ui.forever.numbers", "Deck", note="Label of the menu below: which deck is played."),
    _m("ui.forever.numbers.none", "French cards", note="The deck of 52 cards with suits."),
    _m(
        "ui.forever.numbers.n",
        "numbers 1 to {numbers}",
        note="A deck of number cards, from 1 to {numbers}.",
    ),
    _m(
        "ui.forever.copies",
        "Cards of each number",
        note="Label: how many cards of each number a deck of numbers holds.",
    ),
    _m(
        "ui.few_cards",
        "Few cards left: at most 2 face down",
        note="Label of the menu below (house rule few_cards): a player holding few cards "
        "lays at most 2 cards face down in a war.",
    ),
    _m("ui.few_cards.0", "off", note="The house rule few_cards is not played."),
    _m(
        "ui.few_cards.n",
        "with {few_cards} cards or fewer",
        note="The house rule applies to a player holding {few_cards} cards or fewer.",
    ),
    _m(
        "ui.forever.never_ends",
        "This game would never end!",
        note="Game-over card of a game that cycles (a fixed order of won cards).",
    ),
    _m(
        "ui.forever.cycle",
        "Cycle: round {earlier} → round {round} (length {length})",
        note="Game-over card: after round {round} the piles are as after round {earlier}.",
    ),
    _m(
        "ui.forever.cycle.deal",
        "Cycle: the deal → round {round} (length {length})",
        note="Game-over card: after round {round} the piles are as they were dealt.",
    ),
    _m("ui.play_code", "Play with a code", note="Label of the text field for a game code."),
    _m("ui.play_code.button", "Play this code"),
    _m("ui.play_code.example", "e.g. {code}", note="Placeholder of the code field."),
    _m(
        "ui.card",
        "{rank} of {suit}",
        note="A card read aloud by a screen reader: 'king of spades'.",
    ),
    _m("ui.rank.A", "ace"),
    _m("ui.rank.K", "king"),
    _m("ui.rank.Q", "queen"),
    _m("ui.rank.J", "jack"),
    _m("ui.joker", "joker"),
    _m("ui.suit.S", "spades", note="Used in 'ui.card'."),
    _m("ui.suit.H", "hearts", note="Used in 'ui.card'."),
    _m("ui.suit.D", "diamonds", note="Used in 'ui.card'."),
    _m("ui.suit.C", "clubs", note="Used in 'ui.card'."),
    _m(
        "ui.face_down_cards",
        "face down: {count}",
        note="Cards laid face down in a war (any number: no plural agreement).",
    ),
    _m("ui.same", "Same", note="Quiz answer: the cards are equal."),
    _m("ui.check", "Check", note="Quiz: button that sends the typed answer."),
    _m("ui.answer", "Your answer", note="Quiz: accessible name of the number field."),
    _m(
        "ui.score",
        "Right first time: {right} · after a second try: {retry} · missed: {wrong}",
        note="Quiz score.",
    ),
    _m("ui.summary.title", "How the game went"),
    _m("ui.summary.title.one", "{name}: how the game went"),
    _m(
        "ui.summary.chart",
        "Cards held after each round: {names}",
        note="Title of the chart (read by screen readers).",
    ),
    _m("ui.stat.rounds", "Rounds"),
    _m("ui.stat.wars", "Wars"),
    _m("ui.stat.wars_won", "Wars won"),
    _m("ui.stat.streak", "Longest winning streak", note="Most rounds won in a row."),
    _m("ui.stat.lead", "Biggest lead", note="The most cards ahead of the other player."),
    _m("ui.stat.games", "Games this session"),
    _m("ui.stat.games_won", "Games won"),
    _m("ui.stat.games_won_by", "Games won: {name}"),
    _m(
        "ui.stat.current_streak",
        "Current winning streak: {name}",
        note="Games won in a row by the learner, up to now.",
    ),
    _m("ui.session.draw", "draw", note="A game of the session's list ended in a draw."),
    _m("ui.session.won", "{name} won"),
    _m(
        "ui.session.line",
        "{code}: {winner}, rounds: {rounds} ({counts})",
        note="{winner} is 'ui.session.draw' or 'ui.session.won'.",
    ),
    _m("ui.replay", "Recorded rounds", note="Accessible name of the bar below (no kernel)."),
    _m(
        "ui.replay.note",
        "Python is not running here: step through the recorded rounds.",
        note="A saved or exported notebook, opened with no Python running behind it.",
    ),
    _m("ui.replay.first", "« First"),
    _m("ui.replay.first.label", "First recorded round", note="Accessible name of '« First'."),
    _m("ui.replay.prev", "◀ Previous"),
    _m("ui.replay.prev.label", "Previous round", note="Accessible name of '◀ Previous'."),
    _m("ui.replay.next", "Next ▶"),
    _m("ui.replay.next.label", "Next round", note="Accessible name of 'Next ▶'."),
    _m(
        "ui.replay.where",
        "Round {round} ({index} of {count} recorded)",
        note="Which recorded round is shown: {index} counts the recorded rounds from 1.",
    ),
    _m("ui.notice.new_game", "New game dealt."),
    _m("ui.notice.rules", "New rules: a new game is dealt."),
    _m(
        "ui.notice.rules.preset",
        "New rules ({preset}): a new game is dealt.",
        note="{preset} is a preset's display name (ui.preset.*) such as 'Guerra de Cartas'.",
    ),
    _m("ui.notice.replay", "Replaying game {code}."),
    _m("ui.error.code.type", "A game code is made of letters and digits: type it again."),
    _m("ui.error.code.empty", "Type a game code first."),
    _m(
        "ui.error.code.character",
        "This code has a letter or sign that codes never use: check it and try again.",
    ),
    _m(
        "ui.error.code.short",
        "This code is too short or too long: check it and try again.",
        note="A character is missing or doubled.",
    ),
    _m("ui.error.code.typo", "This code has a typo: check it and try again."),
    _m(
        "ui.error.code.unknown",
        "This code is not a game this widget knows: check it, or ask for a new one.",
        note="A code of a newer version, or one that is well formed but not a game.",
    ),
    _m(
        "ui.error.rules.by_rank",
        "Război needs one card per flip: turn off Sum War first, "
        "or choose another number of cards face down.",
        note="Keep the name Război (see 'ui.face_down.by_rank'); Sum War is the check box "
        "'ui.sums', by its name there.",
    ),
    _m(
        "ui.error.rules",
        "These rules cannot be played together: the game goes on as it was.",
    ),
    _m(
        "ui.player",
        "Player {number}",
        note="A seat without a name, e.g. in the summary chart's legend.",
    ),
)
