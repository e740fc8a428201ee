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
    # Lesson 03's record sheet, issue 43: the pile rule with real cards, a game not finished,
    # the pair's line for the class table; its exit ticket (sheets/record_exit.py) and answers.
    _m(
        "sheet.record.pile",
        "Before you put the cards you won under your pile, shuffle them (the computer's games do the same). If you keep them in the order they fell, a game can go round in circles and never end.",
        note=_RECORD
        + " A step of the game with real cards: the won cards are mixed before they go under the pile.",
    ),
    _m(
        "sheet.record.unfinished",
        "not finished by round",
        note=_RECORD
        + " Beside a box to tick in the game's rounds cell, followed by a blank for the round reached when time was up. Must contain tally.unfinished.word as it is, so the teacher can type it back.",
    ),
    _m(
        "sheet.record.line",
        "Our line for the class table",
        note=_RECORD
        + " Heading of a box under the table: what the pair reads out to the teacher, who types it into the class tallies.",
    ),
    _m(
        "sheet.record.line.first",
        "Our six first flips, in order (yes or no):",
        note=_RECORD + " Followed by a blank line.",
    ),
    _m(
        "sheet.record.line.rounds",
        "Our game: its rounds, or “not finished by round …”:",
        note=_RECORD + " Followed by a blank line. The quoted words as in sheet.record.unfinished.",
    ),
    _m(
        "sheet.key.record.unfinished",
        "A game not finished when time was up: type “not finished by round 150” (the round it reached) or >150 into the rounds tally. It counts as a game longer than that: only in the last bar, if it got that far. A live game stopped by a round limit is kept the same way.",
        note="On the record sheet's answers page, for the teacher. Quote the words as tally.unfinished says them; keep >150.",
    ),
    _m(
        "sheet.exit.record.task",
        "Alone, in full sentences. Show how you know.",
        note=_RECORD + " Addressed to one pupil (Spanish: tú). Under the exit ticket's title.",
    ),
    _m(
        "sheet.exit.record.1",
        "You turn over your top card: a 7. Your partner's top card is one of the other 51 cards. How many of those 51 are 7s? So what is the chance of a war at the first flip?",
        note=_RECORD + " Exit ticket item 1, one pupil (Spanish: tú).",
    ),
    _m(
        "sheet.exit.record.2",
        "The whole school turns over 170 first flips. About how many of them will be wars? Will it be exactly that many? Why?",
        note=_RECORD + " Exit ticket item 2, one pupil (Spanish: tú).",
    ),
    _m(
        "sheet.exit.record.3",
        "Sam says: “We have had no war in our last 20 first flips, so a war is due: the next first flip will very likely be a war.” Is Sam right? Explain.",
        note=_RECORD
        + " Exit ticket item 3, one pupil (Spanish: tú). Use a short first name common in your country.",
    ),
    _m(
        "sheet.key.exit.record.1",
        "3 of the 51 cards left are 7s (there are four 7s and you hold one): 3/51 = 1/17 ≈ 5.9 %. Whatever your card, the count is the same. Wrong answers to look for: 1/13 (the chance of one rank, not of a match); 1/169 or 1/221 (both cards 7s in particular: 1/13 × 1/13, or 4/52 × 3/51).",
        note="Answer key, for the teacher. Write the numbers as your language does (decimal comma, % spacing).",
    ),
    _m(
        "sheet.key.exit.record.2",
        "About 10 (170 × 1/17 = 10), but rarely exactly 10: chance decides each flip. Exactly 10 comes in about 13 % of such schools; between 4 and 16 in about 97 %.",
        note="Answer key, for the teacher. Write the numbers as your language does.",
    ),
    _m(
        "sheet.key.exit.record.3",
        "No. Each first flip is a new shuffle: the chance is 1/17 every time, whatever came before (across reshuffled deals the cards do not remember; within one deal they do: the cards seen are no longer in the pile). A full answer names the 1/17 and says that past flips do not change it.",
        note="Answer key, for the teacher. The gambler's fallacy.",
    ),
    # Product War (two cards multiplied: the times tables) and the difference (the smaller
    # card taken from the larger), sheets like the sum's.
    _m(
        "sheet.title.product",
        "Multiply the cards",
        note="Title of the worksheet where each player turns two cards and pupils multiply them (times tables). "
        + _PRINT,
    ),
    _m(
        "sheet.title.difference",
        "Find the difference",
        note="Title of the worksheet where each player turns two cards and pupils take the smaller from the larger. "
        + _PRINT,
    ),
    _m(
        "sheet.task.product",
        "Each player turns over two cards. Multiply them and write the product. Then write the number of the player who wins: the bigger product wins. Equal products make a war: write =.",
        note=_PRINT,
    ),
    _m(
        "sheet.task.difference",
        "Each player turns over two cards. Take the smaller card from the bigger one and write the difference. Then write the number of the player who wins: the bigger difference wins. Equal differences make a war: write =.",
        note=_PRINT,
    ),
    _m(
        "sheet.real.product",
        "Each player says the product of their two cards out loud. The bigger product takes all four cards.",
        note=_PRINT,
    ),
    _m(
        "sheet.real.difference",
        "Each player says the difference between their two cards out loud. The bigger difference takes all four cards.",
        note=_PRINT,
    ),
    _m(
        "sheet.real.war.product",
        "Equal products make a war: each player lays {count} card face down and turns two more. The bigger product takes them all.",
        "Equal products make a war: each player lays {count} cards face down and turns two more. The bigger product takes them all.",
        note=_PRINT + " Product War: each player turns two cards and multiplies them.",
    ),
    _m(
        "sheet.real.war.difference",
        "Equal differences make a war: each player lays {count} card face down and turns two more. The bigger difference takes them all.",
        "Equal differences make a war: each player lays {count} cards face down and turns two more. The bigger difference takes them all.",
        note=_PRINT + " Each player turns two cards and takes the smaller from the larger.",
    ),
    # Printable cards (sheets/cut_out.py): a deck a pair cuts out when the room has no decks.
    _m(
        "sheet.title.cards",
        "Cards to cut out",
        note="Title of the printable cards' pages: a deck pupils cut out with scissors and play with. "
        + _PRINT,
    ),
    _m(
        "sheet.cards.numbers",
        "The numbers 1 to {top}, {copies} of each: {count} card.",
        "The numbers 1 to {top}, {copies} of each: {count} cards.",
        note="Which deck the printable cards are. {copies} is a number (4). The plural form follows {count}.",
    ),
    _m(
        "sheet.cards.deck",
        "A full deck: 52 cards, 13 in each suit ♠ ♡ ♢ ♣.",
        note="Which deck the printable cards are: the French deck. Keep the suit symbols.",
    ),
    _m(
        "sheet.cards.cut",
        "Cut along the dashed lines: first the long lines across the page, then the short ones.",
        note=_PRINT + " Scissors on the printed cards.",
    ),
    _m(
        "sheet.cards.play",
        "How to play",
        note="Heading of the steps of the game, above them on the printable cards.",
    ),
    _m(
        "sheet.cards.print",
        "For the teacher: one set for each pair. Print on thin card if you can: on plain paper, the numbers show through from the back.",
        note="Printed small on the first page of the printable cards, for the teacher.",
    ),
    _m(
        "sheet.cards.label.dots",
        "1–{top} with dots",
        note="A link to printable number cards 1 to {top}, each showing its number and its dots to count. Keep the dash between the numbers.",
    ),
    _m(
        "sheet.cards.label.ten_frames",
        "1–{top} with ten-frames",
        note="A link to printable number cards 1 to {top}, each showing its number and a ten-frame (two rows of five squares, some with a dot). Use the word teachers use for a ten-frame.",
    ),
    _m(
        "sheet.cards.label.deck",
        "full deck (52 cards)",
        note="A link to printable cards: the whole French deck. Lower case: it follows 'Number cards to print:'.",
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
    _m(
        "sheet.task.product.lowest",
        "Each player turns over two cards. Multiply them and write the product. Then write the number of the player who wins: the lowest product wins! Equal products make a war: write =.",
        note=_PRINT + " House rule lowest_wins: the lower product wins.",
    ),
    _m(
        "sheet.task.difference.lowest",
        "Each player turns over two cards. Take the smaller card from the bigger one and write the difference. Then write the number of the player who wins: the lowest difference wins! Equal differences make a war: write =.",
        note=_PRINT + " House rule lowest_wins: the lower difference wins.",
    ),
    _m(
        "sheet.real.product.lowest",
        "Each player says the product of their two cards out loud. The lower product takes all four cards.",
        note=_PRINT + " House rule lowest_wins.",
    ),
    _m(
        "sheet.real.difference.lowest",
        "Each player says the difference between their two cards out loud. The lower difference takes all four cards.",
        note=_PRINT + " House rule lowest_wins.",
    ),
    _m(
        "sheet.real.war.product.lowest",
        "Equal products make a war: each player lays {count} card face down and turns two more. The lower product takes them all.",
        "Equal products make a war: each player lays {count} cards face down and turns two more. The lower product takes them all.",
        note=_PRINT + " Product War under the house rule lowest_wins.",
    ),
    _m(
        "sheet.real.war.difference.lowest",
        "Equal differences make a war: each player lays {count} card face down and turns two more. The lower difference takes them all.",
        "Equal differences make a war: each player lays {count} cards face down and turns two more. The lower difference takes them all.",
        note=_PRINT + " The difference war under the house rule lowest_wins.",
    ),
)
