# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The printable sheets' words (``sheet.*``): titles, tasks, the exit ticket, the real-card
version and the answer key (:mod:`war_widget.sheets`).

Part of :data:`war_widget.locale.MESSAGES`; kept apart because only the sheets use them.  A
sheet is printed and read by a child of 6 to 9 with a pencil: short sentences, the symbols
<, > and = kept as they are.
"""

from __future__ import annotations

from ._message import Message, _m

_PRINT = "Printed on a worksheet for children of 6 to 9: short, plain words; address the pupils as a group (Spanish: ustedes)."
_RECORD = "Printed on lesson 03's record sheet for pupils of 11 to 14 in pairs: plain words; address the pair (Spanish: ustedes)."

SHEET_MESSAGES: tuple[Message, ...] = (
    _m(
        "sheet.title.win",
        "Who wins?",
        note="Title of the worksheet where pupils write who wins each round. " + _PRINT,
    ),
    _m(
        "sheet.title.sign",
        "<, > or =?",
        note="Title of the worksheet where pupils write a sign between two cards. Keep the symbols.",
    ),
    _m(
        "sheet.title.sum",
        "Add the cards",
        note="Title of the worksheet where each player turns two cards and pupils add them. "
        + _PRINT,
    ),
    _m("sheet.name", "Name", note="Label of the line where a pupil writes their name."),
    _m("sheet.date", "Date", note="Label of the line where a pupil writes the date."),
    _m(
        "sheet.task.win",
        "Each player turns over one card. Write the number of the player who wins the round: the bigger card wins. Equal cards make a war: write =.",
        note=_PRINT,
    ),
    _m(
        "sheet.task.sign",
        "Write <, > or = between the two cards of each round. The open side of < and > faces the bigger card.",
        note=_PRINT + " Keep the symbols.",
    ),
    _m(
        "sheet.task.sum",
        "Each player turns over two cards. Add them and write the sum. Then write the number of the player who wins: the bigger sum wins. Equal sums make a war: write =.",
        note=_PRINT,
    ),
    _m(
        "sheet.values",
        "The cards with letters count: J = {j}, Q = {q}, K = {k}, A = {a}.",
        note="J, Q, K and A are the letters printed on the cards of the sheet (keep them); the numbers are their worths.",
    ),
    _m(
        "sheet.who",
        "Who wins?",
        note="Label of the box where a pupil writes the number of the winning player, or =.",
    ),
    _m(
        "sheet.exit.title",
        "Exit ticket",
        note="A short check at the end of the lesson, handed in before the pupils leave.",
    ),
    _m("sheet.exit.task", "On your own, before you go:", note=_PRINT),
    _m("sheet.exit.how", "How did you find the answer? Write it or draw it.", note=_PRINT),
    _m(
        "sheet.real.title",
        "Play it with real cards",
        note="Heading of the instructions for playing the activity with a real deck.",
    ),
    _m(
        "sheet.real.deck",
        "Take a deck of {count} card.",
        "Take a deck of {count} cards.",
        note="The whole deck the game uses; no jokers unless the rules have them.",
    ),
    _m(
        "sheet.real.deck.numbers",
        "Take the cards from the ace (it counts 1) to {top}: {copies} of each number.",
        note="A small deck of numbers for the youngest, made from a real pack.",
    ),
    _m(
        "sheet.real.deal",
        "Play in pairs. Shuffle, and deal all the cards face down into two equal piles.",
        note=_PRINT,
    ),
    _m(
        "sheet.real.flip",
        "Both players turn over the top card of their pile at the same time.",
        note=_PRINT,
    ),
    _m(
        "sheet.real.flip.two",
        "Both players turn over the two top cards of their pile at the same time.",
        note=_PRINT,
    ),
    _m(
        "sheet.real.win",
        "Say who wins: the player with the bigger card takes both cards and puts them under their pile.",
        note=_PRINT,
    ),
    _m(
        "sheet.real.sign",
        "Before anyone takes the cards, write <, > or = between them on a scrap of paper. Check together: the bigger card takes both.",
        note=_PRINT + " Keep the symbols.",
    ),
    _m(
        "sheet.real.sum",
        "Each player says the sum of their two cards out loud. The bigger sum takes all four cards.",
        note=_PRINT,
    ),
    _m(
        "sheet.real.war",
        "Equal cards make a war: each player lays {count} card face down and turns one more. The bigger card takes them all.",
        "Equal cards make a war: each player lays {count} cards face down and turns one more. The bigger card takes them all.",
        note=_PRINT,
    ),
    _m(
        "sheet.real.war.sum",
        "Equal sums make a war: each player lays {count} card face down and turns two more. The bigger sum takes them all.",
        "Equal sums make a war: each player lays {count} cards face down and turns two more. The bigger sum takes them all.",
        note=_PRINT
        + " Sum war: each player turns two cards and adds them, so a war is between sums.",
    ),
    _m("sheet.real.end", "Play ten rounds. Who has more cards at the end?", note=_PRINT),
    _m(
        "sheet.real.look",
        "For the teacher: watch whether the pupils compare at a glance or count, and ask them how they know.",
        note="A 'look-for': what the teacher watches while pupils play.",
    ),
    _m("sheet.key.title", "Answer key", note="Heading of the teacher's page with the answers."),
    _m(
        "sheet.key.apart",
        "For the teacher (not printed): the answer key is a page of its own, so printing these pages never prints the answers.",
        note="Shown on a screen above the pupils' pages, never printed.",
    ),
    _m(
        "sheet.key.download",
        "Download the answer key",
        note="A link beside sheet.key.apart: saves the answer key as a file of its own.",
    ),
    # Above a sheet shown in a notebook (sheets/cell.py): the teacher's buttons.
    _m(
        "sheet.cell.print",
        "Print",
        note="A button above a worksheet shown in the notebook: prints the worksheet alone.",
    ),
    _m(
        "sheet.cell.open",
        "Open in a new tab",
        note="A button above a worksheet shown in the notebook: opens it in a browser tab of its own.",
    ),
    _m(
        "sheet.cell.download",
        "Download",
        note="A link above a worksheet shown in the notebook: saves it as an HTML file.",
    ),
    _m("sheet.key.answer", "Answer", note="Column heading of the answer key."),
    _m(
        "sheet.key.cards", "Cards", note="Column heading of the answer key: the cards of the round."
    ),
    _m(
        "sheet.key.tie",
        "= (a war)",
        note="Answer key: the two cards are equal, so a war starts. Keep '='.",
    ),
    _m(
        "sheet.key.from",
        "The answers come from the game with the code {code}: type it in the widget to play these rounds again.",
        note="{code} is a game code: keep it as it is.",
    ),
    # Lesson 03's record sheet (sheets/record.py): a row per deal, the columns of a live
    # class's game record; read by pupils of 11 to 14 in pairs.
    _m(
        "sheet.title.record",
        "Record sheet: our games",
        note="Title of lesson 03's record sheet, where a pair writes down each deal of the class experiment. "
        + _RECORD,
    ),
    _m(
        "sheet.task.record",
        "One row for each deal: tick whether the first flip was a war. For the game you play to its end, also write its rounds, its wars and who won.",
        note=_RECORD,
    ),
    _m(
        "sheet.record.first",
        "Is it a war (two cards of the same rank: two 7s, two kings)? Tick yes or no in a new row. Gather the cards, shuffle and deal again: five rows like this.",
        note=_RECORD
        + " A step of the experiment with real cards, after both players turned over their top card.",
    ),
    _m(
        "sheet.record.game",
        "Sixth row: deal once more and play that game to its end.",
        note=_RECORD + " A step: the sixth deal is played as a whole game.",
    ),
    _m(
        "sheet.record.end",
        "The game ends when one player has all the cards: write its rounds, its wars (a mark for each) and who won. Time is up first? Write the round you reached and “not finished”.",
        note=_RECORD
        + " The last step. Quote “not finished” as your language quotes a word the pupils write.",
    ),
    _m(
        "sheet.record.pupil",
        "Names",
        note="Column heading: the names of the pair who played the deal.",
    ),
    _m(
        "sheet.record.first_war",
        "First flip: a war?",
        note="Column heading: was the first flip of this deal a war? Below it a box for yes and a box for no.",
    ),
    _m("sheet.record.yes", "yes", note="Beside a box to tick: the first flip was a war."),
    _m("sheet.record.no", "no", note="Beside a box to tick: the first flip was not a war."),
    _m(
        "sheet.record.rounds",
        "Rounds in the game",
        note="Column heading: the game's length in rounds.",
    ),
    _m(
        "sheet.record.wars",
        "Wars in the game",
        note="Column heading: how many wars the game had (pupils make a mark for each).",
    ),
    _m(
        "sheet.record.winner",
        "Who won?",
        note="Column heading: the winner's name, or “not finished”.",
    ),
    _m(
        "sheet.record.look",
        "For the teacher: these are the columns of a live class's game record, so results on paper and results sent from the tables go into the same class tallies.",
        note="Printed at the foot of the record sheet, for the teacher. A live class: each pair's table sends its games to the teacher's computer.",
    ),
    _m(
        "sheet.key.record",
        "This sheet has no answers to check: each pair records its own games. In lesson 03's notebook, type each row's yes or no into the first class tally and each finished game's rounds into the second. A class playing live sends the same columns from every table (ClassTally.from_room reads them).",
        note="The teacher's page beside the record sheet, in place of an answer key. Keep ClassTally.from_room as it is (code). The class tally is the lesson's tally widget.",
    ),
    # The house rule lowest_wins ("lowest card wins"): the same sheet, the rule said where it
    # decides (Words.rule picks these when the rules play it).
    _m(
        "sheet.task.win.lowest",
        "Each player turns over one card. Write the number of the player who wins the round: the lowest card wins! Equal cards make a war: write =.",
        note=_PRINT + " House rule lowest_wins: the lower card wins.",
    ),
    _m(
        "sheet.task.sum.lowest",
        "Each player turns over two cards. Add them and write the sum. Then write the number of the player who wins: the lowest sum wins! Equal sums make a war: write =.",
        note=_PRINT + " House rule lowest_wins: the lower sum wins.",
    ),
    _m(
        "sheet.real.win.lowest",
        "Say who wins: the player with the lower card takes both cards and puts them under their pile.",
        note=_PRINT + " House rule lowest_wins.",
    ),
    _m(
        "sheet.real.sign.lowest",
        "Before anyone takes the cards, write <, > or = between them on a scrap of paper. Check together: the lower card takes both.",
        note=_PRINT + " Keep the symbols. House rule lowest_wins.",
    ),
    _m(
        "sheet.real.sum.lowest",
        "Each player says the sum of their two cards out loud. The lower sum takes all four cards.",
        note=_PRINT + " House rule lowest_wins.",
    ),
    _m(
        "sheet.real.war.lowest",
        "Equal cards make a war: each player lays {count} card face down and turns one more. The lower card takes them all.",
        "Equal cards make a war: each player lays {count} cards face down and turns one more. The lower card takes them all.",
        note=_PRINT + " House rule lowest_wins.",
    ),
    _m(
        "sheet.real.war.sum.lowest",
        "Equal sums make a war: each player lays {count} card face down and turns two more. The lower sum takes them all.",
        "Equal sums make a war: each player lays {count} cards face down and turns two more. The lower sum takes them all.",
        note=_PRINT + " Sum war under the house rule lowest_wins.",
    ),
)
