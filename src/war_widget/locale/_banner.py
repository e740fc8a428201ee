# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The play table's banner, game-over card, settings and quiz feedback (``ui.table.*``,
``quiz.score.*``): labels ``table.*`` of the front-end; ``{math}`` is a comparison in numbers
such as "9 > 5".

Part of :data:`war_widget.locale.MESSAGES`, in the order :mod:`._catalogue` assembles it.
"""

from __future__ import annotations

from ._message import Message, _m

TABLE_MESSAGES: tuple[Message, ...] = (
    _m("ui.table.banner.war", "War! {math}", note="Banner on the table: a tie, e.g. 'War! 8 = 8'."),
    _m("ui.table.banner.win", "{name} wins: {math}", note="Banner, e.g. 'Ana wins: 9 > 5'."),
    _m(
        "ui.table.banner.win.you",
        "You win: {math}",
        note="Banner when the learner (addressed as 'you') wins, e.g. 'You win: 9 > 5'.",
    ),
    _m(
        "ui.table.banner.lowest",
        "{name} wins: {math}. The lowest card wins!",
        note="Banner under the house rule lowest_wins, e.g. 'Ana wins: 3 < 5. The lowest card wins!'.",
    ),
    _m(
        "ui.table.banner.lowest.you",
        "You win: {math}. The lowest card wins!",
        note="Banner under the house rule lowest_wins when the learner wins, e.g. 'You win: 3 < 5. The lowest card wins!'.",
    ),
    _m(
        "ui.table.banner.lowest.total",
        "{name} wins: {math}. The smaller number wins!",
        note="Banner under lowest_wins with two cards combined (Sum War): the smaller sum (or difference, product) wins, e.g. 'Ana wins: 2 + 3 = 5 < 4 + 6 = 10. The smaller number wins!'.",
    ),
    _m(
        "ui.table.banner.lowest.total.you",
        "You win: {math}. The smaller number wins!",
        note="As ui.table.banner.lowest.total, when the learner wins.",
    ),
    _m("ui.table.banner.out", "{name} takes the cards: the others could not finish the war."),
    _m("ui.table.banner.out.you", "You take the cards: the others could not finish the war."),
    _m("ui.table.banner.peace", "Peace: {math}. Everyone takes their cards back."),
    _m("ui.table.banner.annulled", "Everyone ran out of cards in the war: the cards go back."),
    _m("ui.table.banner.tie", "A tie: {math}", note="Banner while War or Peace is asked."),
    _m("ui.table.over.win", "{name} wins the game!", note="Title of the game-over card."),
    _m("ui.table.over.win.you", "You win the game!"),
    _m("ui.table.over.draw", "It is a draw!"),
    _m("ui.table.over.cards", "Cards held", note="Game-over card: cards each player holds."),
    _m("ui.table.over.rounds", "Rounds played", note="Game-over card: how many rounds."),
    _m("ui.table.over.again", "Play again with this code", note="Button: replay the same deal."),
    _m("ui.table.settings", "Settings", note="The button that opens the teacher's menu."),
    _m("ui.table.learner", "you", note="Tag next to the learner's seat, e.g. 'Ana (you)'."),
    _m("ui.table.auto", "Auto-play", note="Button: the cards turn on their own."),
    _m("ui.table.pause", "Pause", note="Button: stop auto-play."),
    _m("ui.table.quiz.more", "{big} is more than {small}.", note="{big}, {small}: numbers."),
    _m("quiz.score.kind", "Question", note="Column of the quiz's score table: what was asked."),
    _m("quiz.score.asked", "Asked", note="Column: how many questions of that kind were asked."),
    _m("quiz.score.first", "Right at first try", note="Column: answered right the first time."),
    _m("quiz.score.second", "Right at second try", note="Column: right after one wrong answer."),
    _m("quiz.score.all", "All", note="Row of the score table: every kind together."),
    _m("quiz.score.compare", "Which card is bigger", note="Row: the 'quiz.compare' questions."),
    _m("quiz.score.combine", "Two cards together", note="Row: sum, difference or product."),
    _m("quiz.score.count", "How many cards", note="Row: the 'quiz.count' questions."),
    _m("quiz.score.symbol", "<, > or =", note="Row: the 'quiz.symbol' questions."),
    _m("quiz.score.more", "How many more", note="Row: the 'quiz.more' questions."),
    _m("quiz.less", "{small} is less than {big}.", note="{small}, {big}: numbers."),
    _m(
        "quiz.less.lowest",
        "{small} is less than {big}, and the lowest card wins.",
        note="After a right answer under the house rule lowest_wins; {small}, {big}: numbers.",
    ),
    _m(
        "quiz.more.detail",
        "{big} − {small} = {difference}: {big} has {difference} more.",
        note="{big}, {small}, {difference}: numbers.",
    ),
    _m("ui.table.quiz.same", "{big} and {small} are the same.", note="{big}, {small}: numbers."),
    _m("ui.table.quiz.cheer.right", "Well done!", note="After a right answer."),
    _m("ui.table.quiz.cheer.wrong", "Good try! Every round is a new chance."),
)
