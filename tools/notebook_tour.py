# Markdown paragraphs and table rows stay on one line each.
# ruff: noqa: E501
"""The words and code of ``04_rules_tour`` (English and Spanish), for tools/make_notebooks.py.

Each scene is a rule of RULES.md on a scripted deal that shows it happening, with a question
to ask the class before running it; the answers are in the last cell, folded away.
"""

from __future__ import annotations

SOURCES = {
    "en": """The rules come from five rule texts: the Spanish rules of *La guerra*
(cardgames.zone), the Norwegian rules of *Krig*, the Polish Wikipedia article on
*Wojna*, the Slovak rules of *Vojna* (which also describe the Romanian *Război* and
*Steal War*), and the *Guerra de Cartas* web game.""",
    "es": """Las reglas salen de cinco textos: las reglas españolas de *La guerra*
(cardgames.zone), las reglas noruegas del *Krig*, el artículo de la Wikipedia polaca
sobre la *Wojna*, las reglas eslovacas de la *Vojna* (que también describen el
*Război* rumano y la *Steal War*) y el juego web *Guerra de Cartas*.""",
}

INTRO = {
    "en": f"""# A tour of the rules of War

| | |
|---|---|
| **For** | teachers, and learners from about 8 who read the explanations aloud |
| **Time** | about 5 minutes a scene: 45 minutes for all 17, or pick the rules your class plays |
| **The class will learn** | the rules of War and the house rules families play; why each round ends the way it does; to check every explanation with a sum |

Each scene is one rule on a **scripted deal**: the cards are chosen so the rule happens in
the first rounds. Run a scene's cell: it draws the cards each player laid and explains each
round beside them. Change a card or an option and run it again to see what changes.

**With a class:** read the rule aloud, ask the scene's question and let the class
*predict*, then run the cell to *check*. The answers are at the end of the notebook.

{SOURCES["en"]}

Cards are written top card first: `"KS"` is the king of spades, `"10H"` the ten of
hearts, `"9"` a nine of any suit.""",
    "es": f"""# Un recorrido por las reglas de la Guerra

| | |
|---|---|
| **Para** | docentes, y alumnos desde unos 8 años que leen las explicaciones en voz alta |
| **Tiempo** | unos 5 minutos por escena: 45 minutos las 17, o elige las reglas que juega tu clase |
| **La clase aprenderá** | las reglas de la Guerra y las reglas de la casa que juegan las familias; por qué cada ronda acaba como acaba; a comprobar cada explicación con una suma |

Cada escena es una regla con un **reparto preparado**: las cartas están elegidas para que
la regla ocurra en las primeras rondas. Ejecuta la celda de una escena: dibuja las cartas
que puso cada jugador y explica cada ronda a su lado. Cambia una carta o una opción y
vuelve a ejecutarla para ver qué cambia.

**Con una clase:** lee la regla en voz alta, haz la pregunta de la escena y deja que la
clase *prediga*; luego ejecuta la celda para *comprobarlo*. Las respuestas están al final
del cuaderno.

{SOURCES["es"]}

Las cartas se escriben empezando por la de arriba: `"KS"` es el rey de picas, `"10H"` el
diez de corazones, `"9"` un nueve de cualquier palo.""",
}

SETUP = """from war_widget import Rules, WarWidget
from war_widget.lesson import PresetTable, Scene

LANG = {lang}"""

ASK = {"en": "**Ask the class:**", "es": "**Pregunta a la clase:**"}


def _scene(en: str, es: str, ask_en: str, ask_es: str, code: str) -> dict[str, str]:
    return {
        "en": f"{en}\n\n{ASK['en']} {ask_en}",
        "es": f"{es}\n\n{ASK['es']} {ask_es}",
        "code": code,
    }


SCENES: list[dict[str, str]] = [
    _scene(
        """## 1. A round, then a war

The higher card takes both: *9 beats 5*. When the cards are equal there is a
**war**: each player lays three cards face down and turns a fourth; the higher card
takes everything on the table (the Spanish rules of *La guerra*).""",
        """## 1. Una ronda y luego una guerra

La carta más alta se lleva las dos: *el 9 gana al 5*. Si las cartas son iguales hay
**guerra**: cada uno pone tres cartas boca abajo y da la vuelta a una cuarta; la más
alta se lleva todo lo que hay en la mesa (las reglas españolas de *La guerra*).""",
        "in round 2 both players flip a king. How many cards will the war win?",
        "en la ronda 2 los dos dan la vuelta a un rey. ¿Cuántas cartas ganará la guerra?",
        """war = Scene(
    Rules(face_down=3),
    [["9H", "KS", "2C", "3C", "5C", "4H"], ["5D", "KH", "6C", "7C", "8C", "QS"]],
    rounds=2,
    lang=LANG,
)
war""",
    ),
    _scene(
        """## 2. A double war

If the new face-up cards tie again, another war follows, and the table keeps growing
until someone takes it all. Here with one card face down, as in *Krig*, *Wojna* and
the *Guerra de Cartas* web game.""",
        """## 2. Una guerra doble

Si las nuevas cartas boca arriba vuelven a empatar, sigue otra guerra y la mesa crece
hasta que alguien se lo lleva todo. Aquí con una carta boca abajo, como en el *Krig*,
la *Wojna* y el juego web *Guerra de Cartas*.""",
        "two wars in a row, one card face down each time. How many cards are on the table at the end?",
        "dos guerras seguidas, con una carta boca abajo cada vez. ¿Cuántas cartas hay en la mesa al final?",
        """double = Scene(
    Rules(face_down=1),
    [["KS", "2S", "5S", "3S", "AS", "4S"], ["KH", "2H", "5H", "3H", "7H", "9H"]],
    lang=LANG,
)
double""",
    ),
    _scene(
        """## 3. Running short in a war: last card up

You have only two cards left but the war asks for three face down and one up. Under the
usual rule (*La guerra*, the Slovak rules, *Guerra de Cartas*) you lay face down what you
can and play your **last card face up**: you can still win.""",
        """## 3. Sin cartas suficientes en una guerra: la última boca arriba

Solo te quedan dos cartas, pero la guerra pide tres boca abajo y una boca arriba. Con la
regla habitual (*La guerra*, las reglas eslovacas, *Guerra de Cartas*) pones boca abajo
las que puedas y juegas tu **última carta boca arriba**: todavía puedes ganar.""",
        "you have 2 cards and the war asks for 4. Can you still win the war?",
        "tienes 2 cartas y la guerra pide 4. ¿Todavía puedes ganar la guerra?",
        """short_deal = [["KS", "2S", "AS"], ["KH", "3H", "4H", "5H", "QH", "6H"]]
last_card = Scene(Rules(face_down=3, shortage="last_card_up"), short_deal, lang=LANG)
last_card""",
    ),
    _scene(
        """## 4. The same deal when running short loses (Krig)

In the Norwegian rules of *Krig*, a player who cannot lay the whole war **loses at
once**, and their cards join the table.""",
        """## 4. El mismo reparto cuando quien se queda corto pierde (Krig)

En las reglas noruegas del *Krig*, quien no puede completar la guerra **pierde en el
acto**, y sus cartas se quedan en la mesa.""",
        "the same cards as scene 3. What happens to your last 2 cards now?",
        "las mismas cartas que en la escena 3. ¿Qué pasa ahora con tus 2 últimas cartas?",
        """Scene(Rules(face_down=3, shortage="lose"), short_deal, lang=LANG)""",
    ),
    _scene(
        """## 5. Război: the war is as big as the tied card

In the Romanian variant (described in the Slovak rules) the tied card sets how many cards
are laid: two 8s mean seven face down and the eighth face up. J, Q and K count 10, the
ace 11.""",
        """## 5. Război: la guerra es tan grande como la carta empatada

En la variante rumana (la describen las reglas eslovacas) la carta empatada decide cuántas
cartas se ponen: dos ochos son siete boca abajo y la octava boca arriba. J, Q y K cuentan
10; el as, 11.""",
        "two 8s tie. How many cards does each player lay face down? And with two kings?",
        "empatan dos ochos. ¿Cuántas cartas pone boca abajo cada jugador? ¿Y con dos reyes?",
        """razboi = Scene(
    Rules(face_down="by_rank"),
    [
        ["8S", "2S", "3S", "4S", "5S", "6S", "7S", "9S", "KS", "AS"],
        ["8H", "2H", "3H", "4H", "5H", "6H", "7H", "9H", "QH", "AH"],
    ],
    lang=LANG,
)
razboi""",
    ),
    _scene(
        """## 6. Three players, 9-3-3: only the tied highest fight

With three or four players only the players tied for the **highest** card go to war
(*La guerra*, *Krig*, *Guerra de Cartas*). With 9-3-3 the threes do not fight: the 9
wins.""",
        """## 6. Tres jugadores, 9-3-3: solo luchan los empatados más altos

Con tres o cuatro jugadores solo van a la guerra los empatados en la carta **más alta**
(*La guerra*, *Krig*, *Guerra de Cartas*). Con 9-3-3 los treses no luchan: gana el 9.""",
        "is the first flip more likely to be a war with 3 players than with 2?",
        "¿es más probable que la primera vuelta sea una guerra con 3 jugadores que con 2?",
        """three = [
    ["9S", "2S", "9H", "3S", "2H"],
    ["3H", "4S", "9D", "5S", "5H"],
    ["3D", "6S", "8C", "7S", "8D"],
]
Scene(Rules(players=3, face_down=1, multiway="tied_only"), three, lang=LANG)""",
    ),
    _scene(
        """## 7. The same deal when war is superior (Wojna)

The Polish option *Wojna jest nadrzędna*: any two equal cards start a war for everyone,
even below a higher card. 9-3-3, then 9-9-8, then 2-5-8: the 8 wins.""",
        """## 7. El mismo reparto cuando la guerra manda (Wojna)

La opción polaca *Wojna jest nadrzędna*: dos cartas iguales cualesquiera empiezan una
guerra para todos, aunque haya una carta más alta. 9-3-3, luego 9-9-8 y luego 2-5-8: gana
el 8.""",
        "9-3-3: who goes to war this time, and why does the 9 not win at once?",
        "9-3-3: ¿quién va a la guerra esta vez, y por qué no gana el 9 en el acto?",
        """Scene(Rules(players=3, face_down=1, multiway="war_is_superior"), three, lang=LANG)""",
    ),
    _scene(
        """## 8. Peace

The Polish option *Pokój*: when a war is about to start, the players may choose peace:
every card goes back under its owner's pile and nobody wins the round.
`peace="always"` makes peace every time; `peace="ask"` lets the learners choose in the
widget.""",
        """## 8. La paz

La opción polaca *Pokój*: cuando va a empezar una guerra, los jugadores pueden elegir la
paz: cada carta vuelve debajo del montón de su dueño y nadie gana la ronda.
`peace="always"` hace la paz siempre; `peace="ask"` deja elegir en el widget.""",
        "after the peace in round 1, how many cards does each player have?",
        "después de la paz de la ronda 1, ¿cuántas cartas tiene cada jugador?",
        """peace_deal = [["KS", "5S"], ["KH", "7H"]]
Scene(Rules(peace="always", pickup="table"), peace_deal, rounds=2, lang=LANG)""",
    ),
    _scene(
        """## 9. The won pile (Guerra de Cartas)

In the *Guerra de Cartas* web game won cards go to a separate pile; when your draw pile
runs out, the won pile is **shuffled** and becomes your new draw pile.""",
        """## 9. El montón de ganadas (Guerra de Cartas)

En el juego web *Guerra de Cartas* las cartas ganadas van a un montón aparte; cuando se
acaba tu montón de robo, el de ganadas se **baraja** y pasa a ser tu nuevo montón de robo.""",
        "you start with 2 cards. In which round do your won cards come back into play?",
        "empiezas con 2 cartas. ¿En qué ronda vuelven a jugarse tus cartas ganadas?",
        """won_deal = [["KS", "2S"], ["2H", "KH", "5H"]]
Scene(Rules(pickup="won_pile"), won_deal, rounds=3, lang=LANG)""",
    ),
    _scene(
        """## 10. Ace low

Some families play the ace as 1, the lowest card (*As bajo* in the Spanish rules of
*La guerra*). The same two deals, ace low, then ace high.""",
        """## 10. As bajo

Algunas familias juegan el as como 1, la carta más baja (*As bajo* en las reglas españolas
de *La guerra*). Los mismos dos repartos, con el as bajo y luego alto.""",
        "an ace against a 2: who wins when the ace is low? And when it is high?",
        "un as contra un 2: ¿quién gana con el as bajo? ¿Y con el as alto?",
        """ace_deal = [["AS", "5S"], ["2H", "6H"]]
display(Scene(Rules(ace_low=True), ace_deal, lang=LANG))
Scene(Rules(ace_low=False), ace_deal, lang=LANG)""",
    ),
    _scene(
        """## 11. Jokers

With jokers (*Steal War*, in the Slovak rules) a joker beats every other card, and two
jokers tie: a war.""",
        """## 11. Comodines

Con comodines (*Steal War*, en las reglas eslovacas) un comodín gana a cualquier otra
carta, y dos comodines empatan: guerra.""",
        "what beats a joker?",
        "¿qué carta gana a un comodín?",
        """with_jokers = Rules(jokers=2, face_down=1)
display(Scene(with_jokers, [["JOKER", "2S", "AS"], ["AH", "3H", "KH"]], lang=LANG))
Scene(with_jokers, [["JOKER", "2S", "AS"], ["JOKER", "3H", "KH"]], lang=LANG)""",
    ),
    _scene(
        """## 12. Guerra de sumas

Each player turns **two** cards and the bigger sum wins: a small sum exercise (a tip
of the Spanish rules of *La guerra*). `combine="difference"` or `"product"` make other
exercises.""",
        """## 12. Guerra de sumas

Cada jugador da la vuelta a **dos** cartas y gana la suma mayor: un pequeño ejercicio de
cálculo (un consejo de las reglas españolas de *La guerra*). `combine="difference"` o
`"product"` dan otros ejercicios.""",
        "7 and 4 against 3 and 9: who wins the first round? And if the cards are multiplied?",
        "7 y 4 contra 3 y 9: ¿quién gana la primera ronda? ¿Y si se multiplican las cartas?",
        """sums = [["7S", "4S", "9S", "2S"], ["3H", "9H", "2H", "5H"]]
display(Scene(Rules.preset("guerra_de_sumas"), sums, rounds=2, lang=LANG))
Scene(Rules(flip=2, combine="product"), sums, lang=LANG)""",
    ),
    _scene(
        """## 13. A round limit, and a draw

With a round limit (80 or 200 rounds on cardgames.zone; 40 or 240 in *Guerra de
Cartas*) the player with more cards wins when the rounds are up; equal counts are a
draw.""",
        """## 13. Un límite de rondas, y un empate

Con un límite de rondas (80 o 200 rondas en cardgames.zone; 40 o 240 en *Guerra de
Cartas*) gana quien tenga más cartas al acabar; si tienen las mismas, es empate.""",
        "3 cards each and a limit of 2 rounds. Who wins?",
        "3 cartas cada uno y un límite de 2 rondas. ¿Quién gana?",
        """limit_deal = [["KS", "2S", "5S"], ["2H", "KH", "5H"]]
Scene(Rules(round_limit=2, pickup="table"), limit_deal, rounds=2, lang=LANG)""",
    ),
    _scene(
        """## 14. Everyone runs out at once

If every player in a war runs out at the same moment, the round is annulled, every card
goes back to whoever laid it, and the cards each holds decide the game (*Guerra de
Cartas*).""",
        """## 14. Todos se quedan sin cartas a la vez

Si todos los jugadores de una guerra se quedan sin cartas a la vez, la ronda se anula,
cada carta vuelve a quien la puso y la partida se decide por las cartas de cada uno
(*Guerra de Cartas*).""",
        "both players have 3 cards and two wars start. Who wins the game?",
        "los dos tienen 3 cartas y empiezan dos guerras. ¿Quién gana la partida?",
        """Scene(Rules(face_down=1), [["KS", "2S", "5S"], ["KH", "3H", "5H"]], lang=LANG)""",
    ),
    _scene(
        """## 15. Why won cards are shuffled

Put under the pile in the order they were laid, the cards can come back in the same order
again and again: this deal **repeats forever**, and the game stops when the piles are as
they were before. Shuffling the won cards (the advice of *La guerra*) is what makes games
end; the probability notebook measures how often.""",
        """## 15. Por qué se barajan las cartas ganadas

Si se ponen debajo en el orden en que se jugaron, las cartas pueden volver a salir en el
mismo orden una y otra vez: este reparto **se repite para siempre**, y la partida se para
cuando los montones vuelven a estar como antes. Barajar las ganadas (el consejo de *La
guerra*) es lo que hace que las partidas terminen; el cuaderno de probabilidad mide
cuántas veces.""",
        "a king and a 2 each, in opposite orders. Will this game ever end?",
        "un rey y un 2 cada uno, en orden contrario. ¿Terminará alguna vez esta partida?",
        """Scene(Rules(pickup="table"), [["K", "2"], ["2", "K"]], rounds=3, lang=LANG)""",
    ),
    _scene(
        """## 16. Steal War: a card can steal a pile

In *Steal War* (by Gary Philippy and Hayes Ruberti, in the Slovak rules) won cards go onto
the winner's own **face-up pile**, and the winner chooses which card lies on top. Before
laying a card, each player looks at it: if it matches the top card of another player's
face-up pile, the player may **steal** that pile (the card goes on top of it and the whole
pile moves over), or play the card as usual. Here you never steal and the computer always
does.""",
        """## 16. Steal War: una carta puede robar un montón

En la *Steal War* (de Gary Philippy y Hayes Ruberti, en las reglas eslovacas) las cartas
ganadas van al **montón boca arriba** de quien gana, que elige qué carta queda encima.
Antes de poner una carta, cada jugador la mira: si coincide con la carta de encima del
montón boca arriba de otro jugador, puede **robar** ese montón (pone su carta encima y se
lleva el montón entero) o jugar la carta como siempre. Aquí tú no robas nunca y el
ordenador siempre.""",
        "in round 2 the computer looks at a 3, and a 3 lies on top of your face-up pile. What can it do, and how many cards does it get?",
        "en la ronda 2 el ordenador mira un 3, y hay un 3 encima de tu montón boca arriba. ¿Qué puede hacer y cuántas cartas se lleva?",
        """steal = Scene(
    Rules.preset("steal_war"),
    [["3S", "5S", "KS"], ["2H", "3D", "9H", "2D"]],
    rounds=2,
    policy=["never", "always"],
    lang=LANG,
)
steal""",
    ),
    _scene(
        """## 17. Every house rule side by side

The same shuffled deal (random seed 2026) played under every named rule set: how long it
lasts, how many wars, and how it ends.""",
        """## 17. Todas las reglas de la casa, una al lado de otra

El mismo reparto barajado (semilla aleatoria 2026) jugado con cada conjunto de reglas:
cuánto dura, cuántas guerras hay y cómo termina.""",
        "which rules will make the longest game? Which the shortest?",
        "¿con qué reglas durará más la partida? ¿Y menos?",
        """PresetTable(seed=2026, lang=LANG)""",
    ),
    {
        "en": """## Play a deal yourself

Any scene's deal can be played in the table: here the war of scene 1.""",
        "es": """## Juega tú un reparto

El reparto de cualquier escena se puede jugar en la mesa: aquí la guerra de la escena 1.""",
        "code": """WarWidget(code=war.code, lang=LANG)""",
    },
    {
        "en": """## Answers for the teacher

<details><summary>Show the answers</summary>

1. **10 cards**: the 2 kings, 3 + 3 face down and the 2 new cards face up (2 + 6 + 2).
2. **10 cards**: 2 for the first flip, then 4 for each war (1 down and 1 up each).
3. **Yes**: you lay one card face down and play your last card, the ace, face up; it beats
   the computer's queen.
4. They **go onto the table** and you are out: the computer wins all the cards without
   comparing, and the game ends.
5. **7** cards (8 − 1); with two kings **9** (a king counts 10, so 10 − 1).
6. **Yes**: with 2 players the first flip is a war 3 times in 51 (about 6 %); with 3
   players, 37 times in 425 (about 9 %), because there are more cards that can tie for the
   top.
7. **Everyone**: two threes are equal, and under *war is superior* any two equal cards
   start a war for all the players; the 9 has to fight too.
8. **2 each**, as at the start: peace gives every card back.
9. In **round 3**: after round 2 your draw pile is empty, so your 2 won cards are shuffled
   and become your new draw pile.
10. Ace low: **the 2** (the ace is 1). Ace high: **the ace** (14).
11. **Nothing**: a joker beats every card; two jokers tie, and that is a war.
12. 7 + 4 = 11 and 3 + 9 = 12: **the computer** wins. Multiplied, 7 × 4 = 28 and
    3 × 9 = 27: **you** win.
13. **Nobody**: after 2 rounds both have 3 cards, a draw.
14. **Nobody**: the round is annulled, each takes back their cards, 3 against 3.
15. **No**: after round 2 the piles are as they were at the deal, so the same two rounds
    would come back forever; the game stops there.
16. It can **steal** your face-up pile: it puts its 3 on it and takes the pile, 2 cards
    (your 3 and its 2). Then it looks at its next card, the 9, and plays it: the 9 beats
    your 5. It could also play the 3, which would lose to your 5.
17. Read it from the table: without shuffling the won cards (*Krig*, *Wojna*, *Vojna*) a
    game can last until it repeats; a round limit (*Short game*, *Guerra de Cartas*)
    makes it short.

</details>""",
        "es": """## Respuestas para el docente

<details><summary>Ver las respuestas</summary>

1. **10 cartas**: los 2 reyes, 3 + 3 boca abajo y las 2 nuevas boca arriba (2 + 6 + 2).
2. **10 cartas**: 2 de la primera vuelta y luego 4 por cada guerra (1 boca abajo y 1 boca
   arriba cada uno).
3. **Sí**: pones una carta boca abajo y juegas tu última carta, el as, boca arriba; gana a
   la reina del ordenador.
4. **Van a la mesa** y quedas fuera: el ordenador gana todas las cartas sin comparar, y la
   partida termina.
5. **7** cartas (8 − 1); con dos reyes, **9** (un rey cuenta 10, así que 10 − 1).
6. **Sí**: con 2 jugadores la primera vuelta es guerra 3 veces de cada 51 (un 6 %, más o
   menos); con 3 jugadores, 37 de cada 425 (un 9 %), porque hay más cartas que pueden
   empatar arriba.
7. **Todos**: dos treses son iguales, y cuando *la guerra manda* dos cartas iguales
   cualesquiera empiezan una guerra para todos; el 9 también tiene que luchar.
8. **2 cada uno**, como al principio: la paz devuelve todas las cartas.
9. En la **ronda 3**: después de la ronda 2 tu montón de robo está vacío, así que tus 2
   cartas ganadas se barajan y son tu nuevo montón de robo.
10. As bajo: **el 2** (el as vale 1). As alto: **el as** (14).
11. **Ninguna**: un comodín gana a todas; dos comodines empatan, y eso es guerra.
12. 7 + 4 = 11 y 3 + 9 = 12: gana **el ordenador**. Multiplicando, 7 × 4 = 28 y
    3 × 9 = 27: ganas **tú**.
13. **Nadie**: después de 2 rondas los dos tienen 3 cartas, empate.
14. **Nadie**: la ronda se anula, cada uno recupera sus cartas, 3 contra 3.
15. **No**: después de la ronda 2 los montones están como al repartir, así que las mismas
    dos rondas volverían para siempre; la partida se para ahí.
16. Puede **robar** tu montón boca arriba: pone su 3 encima y se lleva el montón, 2 cartas
    (tu 3 y su 2). Luego mira su siguiente carta, el 9, y la juega: el 9 gana a tu 5.
    También podría jugar el 3, que perdería contra tu 5.
17. Léelo en la tabla: sin barajar las ganadas (*Krig*, *Wojna*, *Vojna*) una partida
    puede durar hasta que se repite; un límite de rondas (*Partida corta*, *Guerra de
    Cartas*) la hace corta.

</details>""",
    },
]
