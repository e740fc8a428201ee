# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The simulation widget's words (``sim.*``): labels, sentences and table rows.

Part of :data:`war_widget.locale.MESSAGES`; kept apart because they belong to
:class:`war_widget.simulation.widget.SimulationWidget` alone.
"""

from __future__ import annotations

from ._message import Message, _m

SIM_MESSAGES: tuple[Message, ...] = (
    _m(
        "sim.compare",
        "Compare with a second rule set",
        note="Checkbox: simulate a second rule set on the same deals.",
    ),
    _m("sim.games", "Games", note="Label of the menu: how many games to simulate."),
    _m("sim.seed", "Seed", note="Label of the field with the random seed (a whole number)."),
    _m("sim.seed.random", "random", note="Placeholder of the seed field when it is empty."),
    _m("sim.run", "Run", note="Button: play the games."),
    _m("sim.cancel", "Cancel", note="Button: stop the run."),
    _m("sim.preset", "Rules", note="Label of the menu of named rule sets."),
    _m("sim.own_rules", "(own rules)", note="The rules match no preset."),
    _m("sim.option.players", "Players"),
    _m(
        "sim.option.face_down",
        "Face down in a war",
        note="How many cards each player lays face down.",
    ),
    _m("sim.option.pickup", "Won cards go", note="Label of the menu: where won cards go."),
    _m("sim.option.round_limit", "Round limit"),
    _m("sim.choice.none", "none", note="No round limit."),
    _m("sim.choice.by_rank", "by rank (Război)", note="Keep the Romanian name of the game."),
    _m("sim.choice.shuffled", "under the pile, shuffled"),
    _m("sim.choice.table", "under the pile, in table order"),
    _m("sim.choice.won_pile", "on a won pile, shuffled later"),
    _m("sim.choice.winner_first", "under the pile, winner's cards first"),
    _m("sim.choice.loser_first", "under the pile, loser's cards first"),
    _m("sim.choice.random_order", "under the pile, in a random order"),
    _m(
        "sim.progress",
        "{done} of {total} games",
        note="Under the progress bar; numbers already formatted.",
    ),
    _m("sim.hist.title", "Games by length in rounds", note="Accessible name of the histogram."),
    _m(
        "sim.axis.games", "games", note="Label of the histogram's vertical axis (numbers of games)."
    ),
    _m("sim.axis.rounds", "rounds in a game", note="Label of the histogram's horizontal axis."),
    _m(
        "sim.bar",
        "{name}: {count} games of {low} to {high} rounds",
        note="Tooltip of a bar of the histogram.",
    ),
    _m(
        "sim.bar.over",
        "{name}: {count} games of {low} rounds or more",
        note="Tooltip of the last bar (the longest games).",
    ),
    _m("sim.limit", "limit {limit}", note="Label of the dashed line at the round limit."),
    _m("sim.longest", "longest: {rounds}", note="In the legend: the longest game, in rounds."),
    _m(
        "sim.mean.title",
        "Average length so far",
        note="Title of the small chart of the running mean.",
    ),
    _m("sim.mean.axis", "games played", note="Horizontal axis of the running-mean chart."),
    _m(
        "sim.mean.value",
        "{name}: average {mean} rounds, 95% interval {low} to {high}",
        note="Under the running-mean chart; numbers formatted.",
    ),
    _m(
        "sim.mean.band",
        "the band: where the true average lies, 95 times in 100",
        note="Explains the shaded band of the running-mean chart.",
    ),
    _m(
        "sim.first_war",
        "Chance that the first flip is a war: exactly {exact} = {percent}; in the simulation {simulated} ({wars} of {games} games).",
        note="Numbers formatted; {exact} is a fraction such as 1/17.",
    ),
    _m(
        "sim.first_war.simulated",
        "Chance that the first flip is a war: in the simulation {simulated} ({wars} of {games} games).",
        note="When the exact chance is not computed.",
    ),
    _m(
        "sim.note.same_value",
        "Whatever the first card, {same} of the other {others} cards have the same value: {same}/{others}.",
    ),
    _m(
        "sim.note.peace",
        "And the tie must not end in peace.",
        note="Rules where a tie may end in peace instead of a war.",
    ),
    _m("sim.note.peace_always", "With peace always, a tie never becomes a war: the chance is 0."),
    _m("sim.note.one_card", "Each player turns up one card from a {cards}-card deck."),
    _m("sim.note.two_cards", "Each player turns up two cards from a {cards}-card deck."),
    _m(
        "sim.note.highest_shared",
        "The exact chance counts every way to deal them and keeps those where the highest of the {players} values shown is shared.",
        note="Rules where only a shared highest value makes a war.",
    ),
    _m(
        "sim.note.lowest_shared",
        "The exact chance counts every way to deal them and keeps those where the lowest of the {players} values shown is shared.",
        note="Rules where the lowest card wins (house rule lowest_wins) and only a shared lowest value makes a war.",
    ),
    _m(
        "sim.note.two_equal",
        "The exact chance counts every way to deal them and keeps those where two of the {players} values shown are equal.",
        note="Rules where any two equal values make a war (war is superior).",
    ),
    _m(
        "sim.note.not_computed.ask",
        "The exact chance is not computed when the players choose between war and peace; the simulation estimates it.",
    ),
    _m(
        "sim.note.not_computed",
        "The exact chance is not computed for two-card flips with more than two players; the simulation estimates it.",
    ),
    _m(
        "sim.playing",
        "Playing {total} games (seed {seed})…",
        note="Numbers formatted, except the seed.",
    ),
    _m(
        "sim.done",
        "{games} games in {seconds} s. Game i was dealt from seed {seed} + i: sim.game(i) replays it.",
        note="Keep sim.game(i) as it is: Python code.",
    ),
    _m(
        "sim.cancelled",
        "Cancelled: {played} of {total} games played; the summary is of those (seed {seed}).",
    ),
    _m("sim.busy", "A run is already going: wait for it or press Cancel."),
    _m("sim.busy_rules", "The rules cannot change during a run: press Cancel first."),
    _m(
        "sim.diff.limit",
        "{limit}-round limit",
        note="Part of a series name: 'Guerra de Cartas, 240-round limit'.",
    ),
    _m("sim.diff.no_limit", "no round limit", note="Part of a series name."),
    _m("sim.diff.players", "{players} players", note="Part of a series name; {players} is 2 to 8."),
    _m(
        "sim.diff.face_down",
        "{count} face down",
        note="Part of a series name: cards face down in a war (0 to 10).",
    ),
    _m("sim.diff.by_rank", "face down by rank", note="Part of a series name."),
    _m("sim.diff.shuffled", "won cards shuffled", note="Part of a series name."),
    _m("sim.diff.table", "won cards in table order", note="Part of a series name."),
    _m("sim.diff.won_pile", "won pile", note="Part of a series name."),
    _m(
        "sim.diff.other",
        "other changes",
        note="Part of a series name: options changed that the menus do not show.",
    ),
    _m("sim.row.games", "Games played", note="Row of the summary table."),
    _m(
        "sim.row.of",
        "{played} of {requested} (cancelled)",
        note="Value of the row sim.row.games after a cancel.",
    ),
    _m("sim.row.mean", "Average length (rounds)"),
    _m("sim.row.median", "Half the games were shorter than (rounds)", note="The median."),
    _m(
        "sim.row.middle",
        "The middle half lasted (rounds)",
        note="From the 25th to the 75th percentile; value: '120 to 310'.",
    ),
    _m("sim.range", "{low} to {high}", note="A range of numbers."),
    _m("sim.row.shortest", "Shortest game (rounds)"),
    _m("sim.row.longest", "Longest game (rounds)"),
    _m(
        "sim.row.all_cards",
        "Won with every card",
        note="Share of games someone ended holding every card.",
    ),
    _m("sim.row.within", "… within {limit} rounds", note="Indented under sim.row.all_cards."),
    _m("sim.row.round_limit", "Stopped by the round limit"),
    _m(
        "sim.row.repeated_position",
        "Stopped: the same cards came back",
        note="The game would repeat for ever.",
    ),
    _m("sim.row.annulled", "Stopped: everyone ran out in a war"),
    _m("sim.row.safety_cap", "Stopped after 100,000 rounds"),
    _m("sim.row.wars", "Wars per game"),
    _m("sim.row.won_by", "Won by player {number}", note="{number} is 1, 2, 3…"),
    _m(
        "sim.row.won_by.policy",
        "Won by player {number} ({policy})",
        note="Steal War: {policy} is how that player decides (one of sim.policy.*).",
    ),
    _m("sim.policy.never", "never steals", note="Steal War's policy 'never'."),
    _m("sim.policy.always", "always steals", note="Steal War's policy 'always'."),
    _m(
        "sim.policy.greedy",
        "greedy",
        note="Steal War's policy 'greedy': steals when the pile beats what the card could win.",
    ),
    _m(
        "sim.policy.estimate",
        "counts the chances",
        note="Steal War's policy 'estimate': weighs the chances of stealing against playing.",
    ),
    _m(
        "sim.share.interval",
        "{share} (95% interval {low} to {high})",
        note="A share of games won with its 95% confidence interval; all three are percentages.",
    ),
    _m("sim.row.draws", "Draws"),
    _m("sim.percent", "{value}%", note="A percentage; {value} is formatted."),
    _m("sim.decimal", ".", note="Decimal separator: 270.5 rounds."),
)
