"""Write the notebooks offered in English and Spanish, each from one list of scenes.

    python tools/make_notebooks.py

* ``04_rules_tour``: each scene is a rule of RULES.md with a scripted deal that
  shows it happening.
* ``02_counting``: counting practice for young learners (quiz mode, sums, ace low).

Both languages share the code of every scene, so the two versions never drift
apart. A test checks the committed notebooks match this script.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

TOUR_INTRO = {
    "en": """# A tour of the rules of War

Every rule of the game, and every house rule the rule texts mention, shown on a
**scripted deal**: the cards are chosen so the rule happens in the first rounds.
Each cell plays the deal and explains every round, step by step. Change a card
or an option and run the cell again to see what changes.

Cards are written top card first: `"KS"` is the king of spades, `"10H"` the ten
of hearts, `"9"` a nine of any suit.""",
    "es": """# Un recorrido por las reglas de la Guerra

Cada regla del juego, y cada regla de la casa que mencionan los textos, con un
**reparto preparado**: las cartas están elegidas para que la regla ocurra en las
primeras rondas. Cada celda juega el reparto y explica cada ronda paso a paso.
Cambia una carta o una opción y vuelve a ejecutar la celda para ver qué cambia.

Las cartas se escriben empezando por la de arriba: `"KS"` es el rey de picas,
`"10H"` el diez de corazones, `"9"` un nueve de cualquier palo.""",
}

TOUR_SETUP = """from war_widget import Game, Rules, WarWidget

LANG = {lang}


def show(rules, hands, rounds=1):
    \"\"\"Play a scripted deal for a few rounds and explain each one.\"\"\"
    game = Game(rules, hands=hands)
    for _ in range(rounds):
        if game.over:
            break
        rnd = game.step()
        print({round_word}, rnd.number)
        for line in game.explain(rnd, LANG).lines:
            print("   ", line)
    print({code_word}, game.code)
    return game"""

TOUR_SCENES: list[dict[str, str]] = [
    {
        "en": """## 1. A round, then a war

The higher card takes both (seed 000: *9 beats 5*). When the cards are equal
there is a **war**: each player lays three cards face down and turns a fourth;
the higher card takes all ten.""",
        "es": """## 1. Una ronda y luego una guerra

La carta más alta se lleva las dos (semilla 000: *el 9 gana al 5*). Si las cartas
son iguales hay **guerra**: cada uno pone tres cartas boca abajo y da la vuelta a
una cuarta; la más alta se lleva las diez.""",
        "code": """war = show(
    Rules(face_down=3),
    [["9H", "KS", "2C", "3C", "5C", "4H"], ["5D", "KH", "6C", "7C", "8C", "QS"]],
    rounds=2,
)""",
    },
    {
        "en": """## 2. A double war

If the new face-up cards tie again, another war follows, and the table keeps
growing until someone takes it all. Here with one card face down (Krig, Wojna,
Guerra de Cartas).""",
        "es": """## 2. Una guerra doble

Si las nuevas cartas boca arriba vuelven a empatar, sigue otra guerra y la mesa
crece hasta que alguien se lo lleva todo. Aquí con una carta boca abajo (Krig,
Wojna, Guerra de Cartas).""",
        "code": """game = show(
    Rules(face_down=1),
    [["KS", "2S", "5S", "3S", "AS", "4S"], ["KH", "2H", "5H", "3H", "7H", "9H"]],
)""",
    },
    {
        "en": """## 3. Running short in a war: last card up

You have only two cards left but the war asks for three face down and one up.
Under the usual rule (seeds 000, 003, 004) you lay face down what you can and
play your **last card face up** — you can still win.""",
        "es": """## 3. Sin cartas suficientes en una guerra: la última boca arriba

Solo te quedan dos cartas, pero la guerra pide tres boca abajo y una boca arriba.
Con la regla habitual (semillas 000, 003, 004) pones boca abajo las que puedas y
juegas tu **última carta boca arriba**: todavía puedes ganar.""",
        "code": """short_deal = [["KS", "2S", "AS"], ["KH", "3H", "4H", "5H", "QH", "6H"]]
game = show(Rules(face_down=3, shortage="last_card_up"), short_deal)""",
    },
    {
        "en": """## 4. The same deal when running short loses (Krig)

In the Norwegian rules of seed 001, a player who cannot lay the whole war
**loses at once**, and their cards join the table.""",
        "es": """## 4. El mismo reparto cuando quedarse corto pierde (Krig)

En las reglas noruegas de la semilla 001, quien no puede completar la guerra
**pierde en el acto**, y sus cartas se quedan en la mesa.""",
        "code": """game = show(Rules(face_down=3, shortage="lose"), short_deal)""",
    },
    {
        "en": """## 5. Război: the war is as big as the tied card

In the Romanian variant (seed 003) the tied card sets how many cards are laid:
two 8s mean seven face down and the eighth face up. J, Q and K count 10, the ace 11.""",
        "es": """## 5. Război: la guerra es tan grande como la carta empatada

En la variante rumana (semilla 003) la carta empatada decide cuántas cartas se
ponen: dos ochos son siete boca abajo y la octava boca arriba. J, Q y K cuentan
10; el as, 11.""",
        "code": """game = show(
    Rules(face_down="by_rank"),
    [
        ["8S", "2S", "3S", "4S", "5S", "6S", "7S", "9S", "KS", "AS"],
        ["8H", "2H", "3H", "4H", "5H", "6H", "7H", "9H", "QH", "AH"],
    ],
)""",
    },
    {
        "en": """## 6. Three players, 9-3-3: only the tied highest fight

With three or four players only the players tied for the **highest** card go
to war (seeds 000, 001, 004). With 9-3-3 the threes do not fight: the 9 wins.""",
        "es": """## 6. Tres jugadores, 9-3-3: solo luchan los empatados más altos

Con tres o cuatro jugadores solo van a la guerra los empatados en la carta **más
alta** (semillas 000, 001, 004). Con 9-3-3 los treses no luchan: gana el 9.""",
        "code": """three = [
    ["9S", "2S", "9H", "3S", "2H"],
    ["3H", "4S", "9D", "5S", "5H"],
    ["3D", "6S", "8C", "7S", "8D"],
]
game = show(Rules(players=3, face_down=1, multiway="tied_only"), three)""",
    },
    {
        "en": """## 7. The same deal when war is superior (Wojna)

The Polish option *Wojna jest nadrzędna*: any two equal cards start a war for
everyone, even below a higher card. 9-3-3 → 9-9-8 → 2-5-8: the 8 wins (seed 002).""",
        "es": """## 7. El mismo reparto cuando la guerra manda (Wojna)

La opción polaca *Wojna jest nadrzędna*: dos cartas iguales cualesquiera empiezan
una guerra para todos, aunque haya una carta más alta. 9-3-3 → 9-9-8 → 2-5-8:
gana el 8 (semilla 002).""",
        "code": """game = show(Rules(players=3, face_down=1, multiway="war_is_superior"), three)""",
    },
    {
        "en": """## 8. Peace

The Polish option *Pokój*: when a war is about to start, the players may choose
peace — every card goes back under its owner's pile and nobody wins the round.
`peace="always"` makes peace every time; `peace="ask"` lets the learners choose
in the widget.""",
        "es": """## 8. La paz

La opción polaca *Pokój*: cuando va a empezar una guerra, los jugadores pueden
elegir la paz: cada carta vuelve debajo del montón de su dueño y nadie gana la
ronda. `peace="always"` hace la paz siempre; `peace="ask"` deja elegir en el
widget.""",
        "code": """peace_deal = [["KS", "5S"], ["KH", "7H"]]
game = show(Rules(peace="always", pickup="table"), peace_deal, rounds=2)""",
    },
    {
        "en": """## 9. The won pile (Guerra de Cartas)

In seed 004 won cards go to a separate pile; when your draw pile runs out, the
won pile is **shuffled** and becomes your new draw pile.""",
        "es": """## 9. El montón de ganadas (Guerra de Cartas)

En la semilla 004 las cartas ganadas van a un montón aparte; cuando se acaba tu
montón de robo, el de ganadas se **baraja** y pasa a ser tu nuevo montón.""",
        "code": """won_deal = [["KS", "2S"], ["2H", "KH", "5H"]]
game = show(Rules(pickup="won_pile"), won_deal, rounds=3)""",
    },
    {
        "en": """## 10. Ace low

Some families play the ace as 1, the lowest card (seed 000, *As bajo*).""",
        "es": """## 10. As bajo

Algunas familias juegan el as como 1, la carta más baja (semilla 000, *As bajo*).""",
        "code": """game = show(Rules(ace_low=True), [["AS", "5S"], ["2H", "6H"]])
game = show(Rules(ace_low=False), [["AS", "5S"], ["2H", "6H"]])""",
    },
    {
        "en": """## 11. Jokers

With jokers (seed 003, *Steal War*) a joker beats every other card, and two
jokers tie — a war.""",
        "es": """## 11. Comodines

Con comodines (semilla 003, *Steal War*) un comodín gana a cualquier otra carta,
y dos comodines empatan: guerra.""",
        "code": """with_jokers = Rules(jokers=2, face_down=1)
show(with_jokers, [["JOKER", "2S", "AS"], ["AH", "3H", "KH"]])
game = show(with_jokers, [["JOKER", "2S", "AS"], ["JOKER", "3H", "KH"]])""",
    },
    {
        "en": """## 12. Guerra de sumas

Each player turns **two** cards and the sum decides — a small sum exercise
(seed 000, tip 3). `combine="difference"` or `"product"` make other exercises.""",
        "es": """## 12. Guerra de sumas

Cada jugador da la vuelta a **dos** cartas y decide la suma: un pequeño
ejercicio de cálculo (semilla 000, consejo 3). `combine="difference"` o
`"product"` dan otros ejercicios.""",
        "code": """sums = [["7S", "4S", "9S", "2S"], ["3H", "9H", "2H", "5H"]]
show(Rules.preset("guerra_de_sumas"), sums, rounds=2)
game = show(Rules(flip=2, combine="product"), sums)""",
    },
    {
        "en": """## 13. A round limit, and a draw

With a round limit (seed 000: 80 or 200; seed 004: 40 or 240) the player with
more cards wins when the rounds are up; equal counts are a draw.""",
        "es": """## 13. Un límite de rondas, y un empate

Con un límite de rondas (semilla 000: 80 o 200; semilla 004: 40 o 240) gana
quien tenga más cartas al acabar; si tienen las mismas, es empate.""",
        "code": """limit_deal = [["KS", "2S", "5S"], ["2H", "KH", "5H"]]
game = show(Rules(round_limit=2, pickup="table"), limit_deal, rounds=2)""",
    },
    {
        "en": """## 14. Everyone runs out at once

If every player in a war runs out at the same moment, the round is annulled,
every card goes back to whoever laid it, and the cards each holds decide the
game (seed 004).""",
        "es": """## 14. Todos se quedan sin cartas a la vez

Si todos los jugadores de una guerra se quedan sin cartas a la vez, la ronda se
anula, cada carta vuelve a quien la puso y la partida se decide por las cartas
de cada uno (semilla 004).""",
        "code": """game = show(Rules(face_down=1), [["KS", "2S", "5S"], ["KH", "3H", "5H"]])""",
    },
    {
        "en": """## 15. Why won cards are shuffled

Put under the pile in the order they were laid, the cards can come back in the
same order again and again: this deal **repeats forever**, and the engine stops
it when a position comes back. Shuffling the won cards (seed 000's advice) is
what makes games end — the probability notebook measures how often.""",
        "es": """## 15. Por qué se barajan las cartas ganadas

Si se ponen debajo en el orden en que se jugaron, pueden volver a salir en el
mismo orden una y otra vez: este reparto **se repite para siempre**, y el motor
lo para cuando vuelve una posición. Barajar las ganadas (el consejo de la
semilla 000) es lo que hace que las partidas terminen; el cuaderno de
probabilidad mide cuántas veces.""",
        "code": """game = show(Rules(pickup="table"), [["K", "2"], ["2", "K"]], rounds=3)""",
    },
    {
        "en": """## 16. Every house rule side by side

The same shuffled deal (seed 2026) played under every named rule set: how long
it lasts, how many wars, and how it ends.""",
        "es": """## 16. Todas las reglas de la casa, una al lado de otra

El mismo reparto barajado (semilla 2026) jugado con cada conjunto de reglas:
cuánto dura, cuántas guerras y cómo termina.""",
        "code": """from war_widget import PRESETS

print(f"{'preset':18} {'rounds':>6} {'wars':>5}  end")
for name in PRESETS:
    game = Game(Rules.preset(name), seed=2026)
    result = game.play()
    print(f"{name:18} {result.rounds:6} {game.summary().wars:5}  {result.reason}")""",
        "code_es": """from war_widget import PRESETS

print(f"{'reglas':18} {'rondas':>6} {'guerras':>7}  final")
for name in PRESETS:
    game = Game(Rules.preset(name), seed=2026)
    result = game.play()
    print(f"{name:18} {result.rounds:6} {game.summary().wars:7}  {result.reason}")""",
    },
    {
        "en": """## Play a deal yourself

Any game code replays its deal in the widget — here the war of scene 1.""",
        "es": """## Juega tú un reparto

Cualquier código de partida repite su reparto en el widget: aquí la guerra de la
escena 1.""",
        "code": """WarWidget(code=war.code, lang=LANG)""",
    },
]

WORDS = {"en": ("Round", "Game code:"), "es": ("Ronda", "Código de partida:")}

COUNTING_INTRO = {
    "en": """# Counting with War

**For the grown-up helping:** War needs no strategy, so every round is a small
number exercise. Run each cell (Shift + Enter) and let the child press **Flip**
(or Space). In quiz mode the widget asks a question *before* the cards are
decided; the child taps or types an answer, gets a second try if needed, then
sees why. From about age 4.""",
    "es": """# Contar con la Guerra

**Para la persona adulta que ayuda:** la Guerra no necesita estrategia, así que
cada ronda es un pequeño ejercicio de números. Ejecuta cada celda (Mayús + Intro)
y deja que el niño o la niña pulse **Voltear** (o la barra espaciadora). En el modo
de preguntas el widget pregunta algo *antes* de decidir la ronda; se toca o se
escribe la respuesta, hay un segundo intento si hace falta y luego se ve por qué.
Desde los 4 años, más o menos.""",
}

COUNTING_SETUP = """from war_widget import Rules, WarWidget

LANG = {lang}"""

COUNTING_SCENES: list[dict[str, str]] = [
    {
        "en": """## 1. Which card is bigger?

Tap the bigger card (or *Same* when they are equal). The dots under each pile
can be counted one by one, in groups of five.""",
        "es": """## 1. ¿Qué carta es más grande?

Toca la carta más grande (o *Igual* si valen lo mismo). Los puntos de cada
montón se pueden contar uno a uno, en grupos de cinco.""",
        "code": """bigger = WarWidget(quiz=True, dots=True, lang=LANG)
bigger""",
    },
    {
        "en": """## 2. Add them up: *Guerra de sumas*

Each player turns two cards and the **sum** decides. Type the sum before the
round is decided. (Face cards: J is 11, Q is 12, K is 13, A is 14.)""",
        "es": """## 2. Suma: *Guerra de sumas*

Cada jugador da la vuelta a dos cartas y decide la **suma**. Escribe la suma
antes de que se decida la ronda. (Figuras: J vale 11, Q 12, K 13 y A 14.)""",
        "code": """sums = WarWidget(preset="guerra_de_sumas", quiz=True, lang=LANG)
sums""",
    },
    {
        "en": """## 3. The ace is 1

Some families play the ace as **1**, the smallest card (seed 000, *As bajo*).
The widget says so the first time an ace shows. Face cards still count
J 11, Q 12, K 13.""",
        "es": """## 3. El as vale 1

Algunas familias juegan el as como **1**, la carta más pequeña (semilla 000,
*As bajo*). El widget lo dice la primera vez que sale un as. Las figuras siguen
valiendo J 11, Q 12 y K 13.""",
        "code": """small = WarWidget(Rules(ace_low=True), quiz=True, dots=True, lang=LANG)
small""",
    },
    {
        "en": """## 4. Counting the cards

The quiz asks how many cards each player has after the round. The two counts
always add up to all the cards in play: check it at the end (seed 000, tip 7).""",
        "es": """## 4. Contar las cartas

La pregunta es cuántas cartas tiene cada uno después de la ronda. Las dos
cuentas siempre suman todas las cartas en juego: compruébalo al final (semilla
000, consejo 7).""",
        "code": """counting = WarWidget(quiz=True, quiz_kind="count", lang=LANG)
counting.hide_explanation = True  # the explanation waits for the *Why?* button
counting""",
    },
    {
        "en": """## 5. How did it go?

The score counts answers right the first time, right after a second try, and
wrong. Run this cell after playing.""",
        "es": """## 5. ¿Qué tal ha ido?

La puntuación cuenta las respuestas acertadas a la primera, acertadas en el
segundo intento y falladas. Ejecuta esta celda después de jugar.""",
        "code": """for name, widget in [("1", bigger), ("2", sums), ("3", small), ("4", counting)]:
    print(name, widget.score)""",
    },
]

NOTEBOOKS = {
    "04_rules_tour": (TOUR_INTRO, TOUR_SETUP, TOUR_SCENES),
    "02_counting": (COUNTING_INTRO, COUNTING_SETUP, COUNTING_SCENES),
}
LANGS = ("en", "es")


def filename(name: str, lang: str) -> str:
    return f"{name}.ipynb" if lang == "en" else f"{name}_{lang}.ipynb"


def _q(text: str) -> str:
    """A Python string literal in double quotes, as ruff format writes it."""
    return json.dumps(text, ensure_ascii=False)


def cell(kind: str, source: str, index: int) -> dict[str, object]:
    out: dict[str, object] = {
        "cell_type": kind,
        "id": f"{kind[:2]}{index:02d}",
        "metadata": {},
        "source": source.splitlines(keepends=True),
    }
    if kind == "code":
        out["execution_count"] = None
        out["outputs"] = []
    return out


def notebook(name: str, lang: str) -> dict[str, object]:
    intro, setup, scenes = NOTEBOOKS[name]
    round_word, code_word = WORDS[lang]
    words = {"lang": _q(lang), "round_word": _q(round_word), "code_word": _q(code_word)}
    cells = [cell("markdown", intro[lang], 0), cell("code", setup.format(**words), 0)]
    for i, scene in enumerate(scenes, start=1):
        cells.append(cell("markdown", scene[lang], i))
        cells.append(cell("code", scene.get(f"code_{lang}", scene["code"]), i))
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def render(name: str, lang: str) -> str:
    return json.dumps(notebook(name, lang), indent=1, ensure_ascii=False) + "\n"


def main() -> int:
    for name in NOTEBOOKS:
        for lang in LANGS:
            path = ROOT / "notebooks" / filename(name, lang)
            path.write_text(render(name, lang), "utf-8")
            print("wrote", path.name, file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
