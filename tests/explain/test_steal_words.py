"""Steal War's sentences in every language: what was chosen, and why (explain/steal.py)."""

from __future__ import annotations

import pytest

from war_widget import Game, Rules, locale
from war_widget.explain.sentences import Writer as _Writer
from war_widget.explain.steal import ask_sentence, out_sentence, steal_sentences, top_sentences
from war_widget.game.names import plain

STEAL = Rules.preset("steal_war")


def writer(lang: str, events, names=None, rules=STEAL):
    return _Writer(lang, rules, names, None, list(events))


def steal_round(policy=None):
    """Seat 1 (the computer) looks at a 3 that matches the top of seat 0's pile of 2."""
    g = Game(STEAL, hands=[["K", "5", "2"], ["3", "3", "9"]])
    g.step()
    g.choose("3")
    return g, g.step(policy=policy)


def texts(sentences):
    return plain(" ".join(s.text for s in sentences))  # the names' direction isolates aside


def test_the_computer_steals_your_pile_and_says_why():
    _g, rnd = steal_round([None, "greedy"])
    e = next(e for e in rnd.events if e.kind == "steal")
    w = writer("en", rnd.events)
    assert texts(steal_sentences(w, e)) == (
        "The computer puts a 3 on your face-up pile and takes the pile: 2 cards. "
        "The pile holds 2 cards, more than the card could win now: 1."
    )


def test_you_steal_the_computers_pile():
    g = Game(STEAL, hands=[["3", "3", "9"], ["K", "5", "2"]])
    g.step()
    g.choose("3")
    g.step()  # round 2: the computer looks first, then you: your 3 matches
    p = g.pending
    assert p is not None and p.seat == 0
    assert ask_sentence(writer("en", []), p).text == (
        "You can put a 3 on the computer's face-up pile and take 2 cards. Steal, or play the card?"
    )
    rnd = g.choose("steal")
    e = next(e for e in rnd.events if e.kind == "steal")
    sentences = steal_sentences(writer("en", rnd.events), e)
    # Your own choice needs no reason.
    assert (
        texts(sentences) == "You put a 3 on the computer's face-up pile and take the pile: 2 cards."
    )


def test_declining_and_the_estimate_in_words():
    g, rnd = steal_round()
    rnd = g.choose("play")
    e = next(e for e in rnd.events if e.kind == "keep")
    assert texts(steal_sentences(writer("en", rnd.events, ["Ana", "Ben"]), e)) == (
        "Ben could put a 3 on the face-up pile that Ana has and take 2 cards, but plays it instead."
    )
    g, rnd = steal_round([None, "estimate"])
    e = next(e for e in rnd.events if e.kind == "steal")
    text = texts(steal_sentences(writer("en", rnd.events), e))
    steal, play = e.values
    assert text.endswith(
        f"Counting the chances: stealing is worth about {steal}, playing about {play} "
        "(in cards won)."
    )


def test_a_double_steal_names_both_owners():
    g = Game(
        STEAL.replace(players=3),
        hands=[["2", "3", "7", "9"], ["K", "4", "5", "10"], ["7", "7", "6", "J"]],
    )
    g.step()
    g.choose("7")
    g.step()
    g.choose("play")
    g.choose("7")
    g.step()
    rnd = g.choose("steal")
    e = next(e for e in rnd.events if e.kind == "steal")
    w = writer("en", rnd.events, ["Ana", "Ben", "Cleo"], STEAL.replace(players=3))
    text = texts(steal_sentences(w, e))
    assert (
        text
        == "Ana puts a 7 on the face-up piles that Ben and Cleo have and takes them all: 6 cards."
    )


def test_top_card_and_out_sentences():
    g, rnd = steal_round([None, "always"])
    top = next(e for e in rnd.events if e.kind == "top")
    card = {5: "a 5", 9: "a 9"}[top.cards[0].rank]
    assert texts(top_sentences(writer("en", rnd.events), top)) == (
        f"The computer puts {card} on top of their face-up pile. "
        "The computer puts the highest card on top: the others are as likely to match any of them."
    )
    assert next(e for e in rnd.events if e.kind == "steal").reason == "always"
    g = Game(STEAL, hands=[["2", "3", "3", "9"], ["5", "K"]])
    for top_card in ("2", "3"):
        g.step()
        g.choose(top_card)
    g.step()
    rnd = g.choose("steal")
    e = next(e for e in rnd.events if e.kind == "out")
    assert out_sentence(writer("en", rnd.events), e).text == (
        "The computer has no cards left after the steal and is out of the game."
    )


@pytest.mark.parametrize("lang", locale.LANGUAGES)
@pytest.mark.parametrize("policy", ["always", "greedy", "estimate", "never"])
def test_every_sentence_renders_in_every_language(lang, policy):
    g = Game(STEAL, seed=5)
    seen = set()
    while g.result is None:
        rnd = g.step(policy=policy)
        w = writer(lang, rnd.events)
        for e in rnd.events:
            if e.kind in ("steal", "keep"):
                sentences = steal_sentences(w, e)
            elif e.kind == "top":
                sentences = top_sentences(w, e)
            else:
                continue
            seen.add(e.kind)
            for s in sentences:
                first = s.text[:1]  # a capital, or a letter of a script without (Arabic)
                assert first.isupper() or (first.isalpha() and not first.islower()), s
                assert "{" not in s.text, s
    assert "top" in seen


def test_the_top_card_is_said_as_safest_only_when_it_is():
    """A 5 and a 9 won while the other player still holds a 5: the 9 is the card the others
    are least likely to match, and the sentence says so; when every won card is as likely to
    be matched, it says the highest went on top (test_top_card_and_out_sentences)."""
    g = Game(STEAL, hands=[["5", "5", "2"], ["9", "4", "3"]])
    rnd = g.step(policy=[None, "always"])
    top = next(e for e in rnd.events if e.kind == "top")
    assert texts(top_sentences(writer("en", rnd.events), top)) == (
        "The computer puts a 9 on top of their face-up pile. "
        "The computer puts on top the card the others are least likely to match."
    )
