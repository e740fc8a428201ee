# Markdown paragraphs and table rows stay on one line each.
# ruff: noqa: E501
"""The words and code of ``02_counting`` (English and Spanish), for tools/make_notebooks.py.

The activities go from the youngest to the oldest: comparing, then sums, then counting the
cards, then differences and times tables.  Every table starts with brief explanations (one
line a round); the grown-up can switch to detailed ones in the table.
"""

from __future__ import annotations

INTRO = {
    "en": """# Counting with War

| | |
|---|---|
| **For** | children from 5 to 9, with a grown-up or a teacher beside them |
| **Time** | about 10 minutes an activity: pick one or two for a session |
| **They will learn** | to compare numbers up to 14, to count dots in fives, to add two cards, to count on, and (the oldest) to subtract and multiply |

**For the grown-up helping:** War needs no strategy, so every round is a small number
exercise. Run a cell (click it, then Shift + Enter) and let the child press **Flip** (or
Space). In quiz mode the table asks a question *before* the round is decided; the child taps
or types an answer, gets a second try if needed, then sees the answer and why. The
explanations are one short line a round; choose *detailed explanations* in the table to see
every step.

| activity | age | the child… |
|---|---|---|
| 1. Which card is bigger? | 5–6 | compares two numbers up to 14 and counts dots |
| 2. The ace is 1 | 5–7 | compares numbers from 1 to 13 |
| 3. Add them up | 7–8 | adds two cards (most sums are 20 or less) |
| 4. Counting the cards | 8–9 | works out how many cards a pile has after the round |
| 5. Take away, times | 9 | subtracts or multiplies two cards |

Each activity has a question to ask before playing; the answers are at the end.""",
    "es": """# Contar con la Guerra

| | |
|---|---|
| **Para** | niños y niñas de 5 a 9 años, con una persona adulta o un docente al lado |
| **Tiempo** | unos 10 minutos por actividad: elige una o dos por sesión |
| **Aprenderán** | a comparar números hasta el 14, a contar puntos de cinco en cinco, a sumar dos cartas, a seguir contando y (los mayores) a restar y multiplicar |

**Para la persona adulta que ayuda:** la Guerra no necesita estrategia, así que cada ronda
es un pequeño ejercicio de números. Ejecuta una celda (haz clic en ella y pulsa Mayús +
Intro) y deja que el niño o la niña pulse **Dar la vuelta** (o la barra espaciadora). En el
modo de preguntas la mesa pregunta algo *antes* de decidir la ronda; se toca o se escribe
la respuesta, hay un segundo intento si hace falta y luego se ve la respuesta y por qué.
Las explicaciones son una línea corta por ronda; elige *explicaciones detalladas* en la mesa
para ver cada paso.

| actividad | edad | el niño o la niña… |
|---|---|---|
| 1. ¿Qué carta es más grande? | 5–6 | compara dos números hasta el 14 y cuenta puntos |
| 2. El as vale 1 | 5–7 | compara números del 1 al 13 |
| 3. Suma | 7–8 | suma dos cartas (casi todas las sumas son de 20 o menos) |
| 4. Contar las cartas | 8–9 | calcula cuántas cartas tiene un montón después de la ronda |
| 5. Restar, multiplicar | 9 | resta o multiplica dos cartas |

Cada actividad tiene una pregunta para hacer antes de jugar; las respuestas están al final.""",
}

SETUP = """from war_widget import Rules, WarWidget

LANG = {lang}"""

SCENES: list[dict[str, str]] = [
    {
        "en": """## 1. Which card is bigger? (age 5–6)

Tap the bigger card (or *Same* when they are equal). The dots under each pile can be
counted one by one, in groups of five. J is 11, Q is 12, K is 13; the ace is 14.

**Ask first:** you flip a 2. Can you win the round?""",
        "es": """## 1. ¿Qué carta es más grande? (5–6 años)

Toca la carta más grande (o *Igual* si valen lo mismo). Los puntos de cada montón se
pueden contar uno a uno, en grupos de cinco. La J vale 11, la Q 12 y la K 13; el as, 14.

**Pregunta antes:** das la vuelta a un 2. ¿Puedes ganar la ronda?""",
        "code": """bigger = WarWidget(quiz=True, dots=True, level="brief", lang=LANG)
bigger""",
    },
    {
        "en": """## 2. The ace is 1 (age 5–7)

Some families play the ace as **1**, the smallest card (*As bajo* in the Spanish rules of
*La guerra*). The table says so the first time an ace shows.

**Ask first:** which card is the best now? And the worst?""",
        "es": """## 2. El as vale 1 (5–7 años)

Algunas familias juegan el as como **1**, la carta más pequeña (*As bajo* en las reglas
españolas de *La guerra*). La mesa lo dice la primera vez que sale un as.

**Pregunta antes:** ¿qué carta es ahora la mejor? ¿Y la peor?""",
        "code": """small = WarWidget(Rules(ace_low=True), quiz=True, dots=True, level="brief", lang=LANG)
small""",
    },
    {
        "en": """## 3. Add them up: *Guerra de sumas* (age 7–8)

Each player turns two cards and the bigger **sum** wins. Type the sum of the two marked
cards before the round is decided. The ace is 1 here, so most sums are 20 or less.

**Ask first:** what is the biggest sum two cards can make? And the smallest?""",
        "es": """## 3. Suma: *Guerra de sumas* (7–8 años)

Cada jugador da la vuelta a dos cartas y gana la **suma** mayor. Escribe la suma de las
dos cartas marcadas antes de que se decida la ronda. Aquí el as vale 1, así que casi todas
las sumas son de 20 o menos.

**Pregunta antes:** ¿cuál es la suma más grande que pueden dar dos cartas? ¿Y la más
pequeña?""",
        "code": """sums = WarWidget(Rules.preset("guerra_de_sumas", ace_low=True), quiz=True, level="brief", lang=LANG)
sums""",
    },
    {
        "en": """## 4. Counting the cards (age 8–9)

The quiz asks how many cards your pile will have after the round. The two counts always
add up to all 52 cards: check it at the end (a tip of the Spanish rules of *La guerra*).
The explanation waits for the *Why?* button, so the answer is not given away.

**Ask first:** you have 26 cards and win a round without a war. How many do you have
now?""",
        "es": """## 4. Contar las cartas (8–9 años)

La pregunta es cuántas cartas tendrá tu montón después de la ronda. Las dos cuentas
siempre suman las 52 cartas: compruébalo al final (un consejo de las reglas españolas de
*La guerra*). La explicación espera al botón *¿Por qué?*, para no dar la respuesta.

**Pregunta antes:** tienes 26 cartas y ganas una ronda sin guerra. ¿Cuántas tienes
ahora?""",
        "code": """counting = WarWidget(quiz=True, quiz_kind="count", level="brief", lang=LANG)
counting.hide_explanation = True
counting""",
    },
    {
        "en": """## 5. Take away, times (age 9)

The same game with the **difference** of the two cards: the bigger one minus the smaller
one. For times tables, change `"difference"` to `"product"` and run the cell again (up to
13 × 13: keep a times table at hand).

**Ask first:** which two cards make the biggest difference?""",
        "es": """## 5. Restar, multiplicar (9 años)

El mismo juego con la **diferencia** de las dos cartas: la mayor menos la menor. Para las
tablas de multiplicar, cambia `"difference"` por `"product"` y vuelve a ejecutar la celda
(hasta 13 × 13: ten una tabla a mano).

**Pregunta antes:** ¿qué dos cartas dan la diferencia más grande?""",
        "code": """older = WarWidget(
    Rules(flip=2, combine="difference", ace_low=True), quiz=True, level="brief", lang=LANG
)
older""",
    },
    {
        "en": """## How did it go?

The score counts the answers right the first time, right after a second try, and missed.
Run this cell after playing.""",
        "es": """## ¿Qué tal ha ido?

La puntuación cuenta las respuestas acertadas a la primera, acertadas en el segundo intento
y falladas. Ejecuta esta celda después de jugar.""",
        "code": """for number, table in enumerate([bigger, small, sums, counting, older], start=1):
    print(number, table.labels["score"].format(**table.score))""",
    },
    {
        "en": """## Answers for the grown-up

<details><summary>Show the answers</summary>

1. **Not by itself**: a 2 is the smallest card. It can only tie with another 2, and then
   the war decides.
2. The **king** (13) is the best card now, and the **ace** (1) the worst.
3. The biggest is **K + K = 13 + 13 = 26**, the smallest **A + A = 1 + 1 = 2**.
4. **27**: your card comes back and you win the computer's, so 26 + 1 = 27 (and the
   computer has 25: 27 + 25 = 52).
5. **K and A**: 13 − 1 = 12.

</details>""",
        "es": """## Respuestas para la persona adulta

<details><summary>Ver las respuestas</summary>

1. **Sola, no**: el 2 es la carta más pequeña. Solo puede empatar con otro 2, y entonces
   decide la guerra.
2. El **rey** (13) es ahora la mejor carta, y el **as** (1) la peor.
3. La más grande es **K + K = 13 + 13 = 26**; la más pequeña, **A + A = 1 + 1 = 2**.
4. **27**: tu carta vuelve y ganas la del ordenador, así que 26 + 1 = 27 (y el ordenador
   tiene 25: 27 + 25 = 52).
5. **K y A**: 13 − 1 = 12.

</details>""",
    },
]
