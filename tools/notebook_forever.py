# Markdown paragraphs and table rows stay on one line each.
# ruff: noqa: E501
"""The words and code of ``05_forever`` (English and Spanish), for tools/make_notebooks.py.

Can War last forever?  From a four-card deal a class plays by hand, to Spivey's 52-card deal
that comes back after 31,920 rounds, to the exact share of endless deals of small decks, and
why a random order makes every game end (exact answers next to simulated ones).
"""

from __future__ import annotations

INTRO = {
    "en": """# Can War last forever?

| | |
|---|---|
| **For** | teachers, and pupils from about 10 who like a puzzle |
| **Time** | 30–40 minutes; the first scene on its own takes 10 |
| **They will learn** | that a game with no choices can still loop forever; what a *cycle* is; how to count every possible deal of a tiny deck; why chance can make a game end |

Every child who plays War asks it: *can this game go on forever?* Mathematicians have
answered it. The answer depends on one small rule most people never think about: **in what
order does the winner put the cards under their pile?**

To see it clearly we play with **number cards**: a deck of the numbers 1, 2, 3, … with no
suits and no face cards (`Rules(numbers=...)`). When every number is different there are
never wars, and the game is as simple as a game can be.""",
    "es": """# ¿Puede la Guerra durar para siempre?

| | |
|---|---|
| **Para** | docentes, y alumnado a partir de unos 10 años al que le gusten los acertijos |
| **Tiempo** | 30–40 minutos; la primera escena sola lleva 10 |
| **Aprenderán** | que un juego sin decisiones puede repetirse para siempre; qué es un *ciclo*; cómo contar todos los repartos posibles de una baraja diminuta; por qué el azar hace que una partida termine |

Todo niño o niña que juega a la Guerra lo pregunta: *¿puede esta partida no acabar nunca?*
Los matemáticos lo han respondido. La respuesta depende de una regla pequeña en la que casi
nadie piensa: **¿en qué orden pone quien gana las cartas debajo de su montón?**

Para verlo con claridad jugamos con **cartas de números**: una baraja con los números 1, 2,
3, … sin palos ni figuras (`Rules(numbers=...)`). Si todos los números son distintos nunca
hay guerras, y el juego es lo más sencillo que puede ser.""",
}

SETUP = """from war_widget import Game, Rules, WarWidget, simulate
from war_widget.exact import endless_share, expected_length
from war_widget.lesson import Scene

LANG = {lang}"""

SCENES: list[dict[str, str]] = [
    {
        "en": """## 1. Four cards, played by hand

Take four cards numbered 1 to 4. You hold **3, 2** (3 on top); your partner holds **1, 4**.
The winner of a round puts the two cards under their pile **in the order they were laid**:
your card first, then your partner's (*table order*).

**Ask first:** who will win? Play it with real cards before running the cell.""",
        "es": """## 1. Cuatro cartas, jugadas a mano

Coged cuatro cartas numeradas del 1 al 4. Tú tienes **3, 2** (el 3 encima); tu pareja
tiene **1, 4**. Quien gana una ronda pone las dos cartas debajo de su montón **en el orden
en que se jugaron**: primero tu carta y luego la de tu pareja (*orden de la mesa*).

**Pregunta antes:** ¿quién ganará? Jugadlo con cartas de verdad antes de ejecutar la celda.""",
        "code": """table_order = Rules(numbers=4, pickup="table")
Scene(table_order, [[3, 2], [1, 4]], rounds=4, lang=LANG)""",
    },
    {
        "en": """## 2. The engine notices

After round 4 the piles are **exactly** as they were dealt. Nothing in War is a choice, so
from here the same four rounds come back again and again: the game is a **cycle**, and it
never ends. The engine remembers every position and says when one comes back
(`result.cycle`): after which round, which earlier round it repeats (0 is the deal), and how
long the cycle is. Play it in the table too: press **Flip** four times.""",
        "es": """## 2. El motor se da cuenta

Después de la ronda 4 los montones están **exactamente** como se repartieron. En la Guerra
nada se decide, así que a partir de aquí vuelven las mismas cuatro rondas una y otra vez:
la partida es un **ciclo** y no termina nunca. El motor recuerda cada posición y avisa
cuando una se repite (`result.cycle`): después de qué ronda, qué ronda anterior repite (0 es
el reparto) y cuánto dura el ciclo. Jugadla también en la mesa: pulsa **Dar la vuelta**
cuatro veces.""",
        "code": """game = Game(table_order, hands=[[3, 2], [1, 4]])
result = game.play()
print(result.reason, result.cycle)
WarWidget(code=game.code, lang=LANG)""",
    },
    {
        "en": """## 3. Spivey's 52-card deal

Is that only a trick of tiny decks? Michael Spivey ("Cycles in War", *INTEGERS* 10, 2010)
built a deal of **52 different cards** that cycles when the winner always puts **their own
card first**, then the loser's (`pickup="winner_first"`). He wrote that it takes *over
30,000 battles* to come back to the deal. In his paper card 1 is the best card; here the
higher number wins, so his card *k* is our number 53 − *k*.

**Ask first:** the engine plays a round in a few microseconds. How long until it is sure?""",
        "es": """## 3. El reparto de 52 cartas de Spivey

¿Es solo un truco de barajas diminutas? Michael Spivey («Cycles in War», *INTEGERS* 10,
2010) construyó un reparto de **52 cartas distintas** que se repite si quien gana pone
siempre **su propia carta primero** y luego la de quien pierde (`pickup="winner_first"`).
Escribió que hacen falta *más de 30.000 batallas* para volver al reparto. En su artículo la
carta 1 es la mejor; aquí gana el número más alto, así que su carta *k* es nuestro número
53 − *k*.

**Pregunta antes:** el motor juega una ronda en unos microsegundos. ¿Cuánto tardará en
estar seguro?""",
        "code": """spivey_text = \"\"\"
26 46  1  7  8 27  9 28 29 47  2 10 11 30 12 31 32 48  3 13 14 33 15 34 35 49
16 36 17 37 38 50  4 18 19 39 20 40 41 51  5 21 22 42 23 43 44 52  6 24 25 45
\"\"\"
spivey_1, spivey_2 = [[int(k) for k in line.split()] for line in spivey_text.strip().splitlines()]
deal = [[53 - k for k in spivey_1], [53 - k for k in spivey_2]]
spivey = Game(Rules(numbers=52, pickup="winner_first"), hands=deal)
result = spivey.play()
print(result.reason, result.cycle)
back = spivey.piles == Game(spivey.rules, hands=deal).piles
print(f"{result.cycle.length:,} rounds, and the piles are the deal again: {back}")""",
    },
    {
        "en": """## 4. The order is the whole story

The same 52 cards, other orders: under *loser first* (read as written, the higher number
winning) the game falls into a cycle after a few rounds and repeats every 1,440 rounds; a
**random** order, or shuffled won cards, lets it end.""",
        "es": """## 4. El orden lo es todo

Las mismas 52 cartas con otros órdenes: con *primero la de quien pierde* (leídas tal cual,
ganando el número más alto) la partida cae en un ciclo tras unas rondas y se repite cada
1.440 rondas; un orden **al azar**, o barajar las cartas ganadas, deja que termine.""",
        "code": """orders = [("loser_first", [spivey_1, spivey_2]), ("random_order", deal), ("shuffled", deal)]
for pickup, hands in orders:
    result = Game(Rules(numbers=52, pickup=pickup), hands=hands, seed=1).play()
    print(f"{pickup:13} {result.reason:18} after {result.rounds:>5} rounds  {result.cycle}")""",
    },
    {
        "en": """## 5. How many deals never end?

For a tiny deck we can play **every** deal. The numbers 1 to 6 can be shuffled in
6! = 720 ways; each gives a deal of three cards each. `endless_share` plays them all under a
fixed order and counts those that cycle; the answer is a fraction, exact. Decks with two
copies of each number have wars (here one card face down).

**Ask first:** which order do you think makes the most endless games?""",
        "es": """## 5. ¿Cuántos repartos no terminan nunca?

Con una baraja diminuta podemos jugar **todos** los repartos. Los números del 1 al 6 se
pueden barajar de 6! = 720 maneras; cada una da un reparto de tres cartas por persona.
`endless_share` los juega todos con un orden fijo y cuenta los que se repiten; la respuesta
es una fracción exacta. Las barajas con dos copias de cada número tienen guerras (aquí con
una carta boca abajo).

**Pregunta antes:** ¿qué orden crees que da más partidas sin fin?""",
        "code": """decks = {
    "1-4": Rules(numbers=4),
    "1-6": Rules(numbers=6),
    "1-3 x2": Rules(numbers=3, copies=2, face_down=1),
    "1-4 x2": Rules(numbers=4, copies=2, face_down=1),
}
orders = ("table", "winner_first", "loser_first")
print(f"{'deck':8}" + "".join(f"{order:>16}" for order in orders))
for name, rules in decks.items():
    shares = [endless_share(rules.replace(pickup=order)).share for order in orders]
    print(f"{name:8}" + "".join(f"{share!s:>10} {float(share):>5.0%}" for share in shares))""",
    },
    {
        "en": """## 6. Chance ends every game

Lakshtanov and Roshchina ("On finiteness in the card game of war") showed that if the order
of the won cards is chosen **at random** each time (`pickup="random_order"`), every game
ends with probability 1. How long does it last on average? For decks of up to 7 cards,
`expected_length` solves the game's chain of positions exactly, with fractions. Next to it:
the mean of 20,000 simulated games.

**Ask first:** 2 cards last 1 round, 4 cards 4 rounds. Guess 6 cards, then 8.""",
        "es": """## 6. El azar termina todas las partidas

Lakshtanov y Roshchina («On finiteness in the card game of war») demostraron que si el
orden de las cartas ganadas se elige **al azar** cada vez (`pickup="random_order"`), toda
partida termina con probabilidad 1. ¿Cuánto dura de media? Para barajas de hasta 7 cartas,
`expected_length` resuelve exactamente la cadena de posiciones del juego, con fracciones. Al
lado: la media de 20.000 partidas simuladas.

**Pregunta antes:** 2 cartas duran 1 ronda y 4 cartas, 4 rondas. Adivina 6 cartas, y luego 8.""",
        "code": """for numbers in (2, 4, 6, 8):
    rules = Rules(numbers=numbers, pickup="random_order")
    exact = expected_length(rules) if numbers <= 6 else None
    sim = simulate(rules, 20_000, seed=5, progress=False)
    mean = sum(int(r) for r in sim.rounds) / len(sim)
    shown = "not computed" if exact is None else str(exact)
    print(f"1-{numbers}: exact {shown:>12}, simulated {mean:6.2f}")""",
    },
    {
        "en": """## Answers

1. You win the first round (3 beats 1) but not the game: after four rounds the cards are
   back where they started, and the game never ends.
3. It played 31,920 rounds (over 30,000, as Spivey wrote) in a second or two.
5. Table order makes the most endless deals: a third of the deals of 1–4, more than half of
   those of 1–6 (127 in 240). *Winner first* makes none of 1–4 or 1–6 and 1 in 36 of 1–4
   twice, although Spivey's 52 cards show how long its cycles can be; *loser first* makes 1
   in 10 of 1–6.
6. 1, 4, 9 — square numbers: half the deck, squared. The simulation of 8 cards gives about
   16. (That pattern is what these exact answers and simulations show; it is not proved
   here.)""",
        "es": """## Respuestas

1. Ganas la primera ronda (el 3 gana al 1) pero no la partida: tras cuatro rondas las
   cartas vuelven a estar como al principio y la partida no acaba nunca.
3. Jugó 31.920 rondas (más de 30.000, como escribió Spivey) en un segundo o dos.
5. El orden de la mesa da más repartos sin fin: un tercio de los repartos de 1–4 y más de
   la mitad de los de 1–6 (127 de cada 240). *Primero la de quien gana* no da ninguno con
   1–4 ni con 1–6, y 1 de cada 36 con 1–4 dos veces, aunque las 52 cartas de Spivey
   muestran lo largos que pueden ser sus ciclos; *primero la de quien pierde* da 1 de cada
   10 con 1–6.
6. 1, 4, 9: números cuadrados, la mitad de la baraja al cuadrado. La simulación con 8
   cartas da unos 16. (Es lo que muestran estas respuestas exactas y las simulaciones; aquí
   no se demuestra.)""",
    },
]
