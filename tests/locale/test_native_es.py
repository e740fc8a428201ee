"""Spanish a native teacher signs (issue 35): the reviewer's fixes stay fixed.

Each fix is pinned both ways: the wrong form is gone and the corrected one is there, in the
compiled catalogue (through :mod:`war_widget.locale`) or in the lesson's Markdown.  The
learner is addressed as *tú* and a class as *ustedes*: no *vosotros* form anywhere.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from war_widget import locale

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons" / "es"
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*_es.ipynb"))


def forms(key: str) -> list[str]:
    """Every form of a message in Spanish (both plural forms of a plural message)."""
    msg = locale.MESSAGES[key]
    cat = locale.translation("es")
    if msg.plural is None:
        return [cat.pgettext(key, msg.text)]
    return [cat.npgettext(key, msg.text, msg.plural, n) for n in (1, 2)]


def catalogue_texts() -> dict[str, str]:
    """Every Spanish message, its plural forms joined, by key."""
    return {key: "\n".join(forms(key)) for key in locale.MESSAGES}


def lesson(name: str) -> str:
    return (LESSONS / f"{name}.md").read_text("utf-8")


def prose(text: str) -> str:
    """Markdown without its code (`spans` and fenced blocks), where only words are left."""
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    return re.sub(r"`[^`\n]*`", " ", text)


def notebook_prose(path: Path) -> str:
    cells = json.loads(path.read_text("utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def es_texts() -> dict[str, str]:
    """Every Spanish text a reader sees: catalogue messages, lesson prose, notebook prose."""
    texts = {f"catalogue {k}": v for k, v in catalogue_texts().items()}
    texts |= {f"lesson {p.name}": prose(p.read_text("utf-8")) for p in sorted(LESSONS.glob("*.md"))}
    texts |= {f"notebook {p.name}": prose(notebook_prose(p)) for p in NOTEBOOKS}
    return texts


# --- the catalogue: key, wrong form (must be gone), corrected form (must be there) -------------

CATALOGUE_FIXES = [
    ("tally.q.rounds", "¿Cuántas rondas duró vuestra partida?", "¿Cuántas rondas duró su partida?"),
    ("quiz.more", "¿Cuántos más tiene", "¿Cuántos puntos más tiene la carta mayor?"),
    ("quiz.score.more", "Cuántos más", "Cuántos puntos más"),
    (
        "lesson.probability.limited",
        "rondas: {share} de {games}",
        "el {share} de las {games} partidas",
    ),
    ("lesson.probability.unlimited", "Sin límite: {share}", "Sin límite: el {share} termina"),
    ("lesson.probability.by_limit", "{draws} son empates", "el {draws} de todas las partidas"),
    ("lesson.probability.within", "{limit}: {own} de", "el {own} de las partidas"),
    ("lesson.probability.claim", "cierto: {share} (", "el {share} de las partidas"),
    ("lesson.probability.match", "gana {share} (", "gana el {share} de las partidas"),
    ("tally.share", "clase: {share} dijo", "Nuestra clase: el {share} dijo que sí"),
    ("lesson.end.round_limit", "límite de rondas: gana", "al llegar al límite de rondas, gana"),
    ("lesson.end.annulled", "una ronda que no cuenta: gana", "tras una ronda que no cuenta, gana"),
    ("lesson.end.repeated_position", "parada:", "se detiene porque se repetiría para siempre"),
    ("lesson.end.safety_cap", "parada en", "se detiene en el límite de seguridad"),
    ("ui.sheet.none", "una hoja necesita", "las hojas son para dos jugadores y sin Guerra ladrona"),
    ("sim.busy_rules", "Las reglas no pueden cambiar", "No se pueden cambiar las reglas"),
    ("sim.diff.table", "en orden de mesa", "en el orden de la mesa"),
    ("sim.mean.band", "está dentro 95 veces", "95 veces de cada 100 contiene la media"),
    ("sim.row.round_limit", "Paradas", "Detenidas por el límite de rondas"),
    (
        "sim.row.repeated_position",
        "las mismas cartas volvieron",
        "Detenidas: volvieron las mismas cartas",
    ),
    ("sim.row.annulled", "Paradas", "Detenidas: todos se quedaron sin cartas"),
    ("sim.row.safety_cap", "Paradas", "Detenidas tras 100 000 rondas"),
    ("cli.stopped", "Parada después", "Partida detenida tras la ronda {round}"),
    ("ui.notice.stopped", "Parada tras", "La partida se ha detenido tras {rounds} rondas"),
    ("sheet.real.deal", "montones iguales", "dos montones del mismo tamaño"),
    ("sheet.real.war", "se lleva todas", "La carta mayor se las lleva todas."),
    ("sheet.real.war.lowest", "se lleva todas", "La carta más baja se las lleva todas."),
    ("tally.axis.share", "parte de los resultados", "proporción de los resultados"),
    ("tally.file.resumed", "Se continúa", "Se retoma el recuento de {file}."),
    # The live class (issue 41): the dashboard, the command line and the pupils' refusals.
    ("dash.help.wrong", "mal seguid", " seguido"),
    ("dash.help.rule", "mal seguidas", "{wrong} fallos seguidos o {minutes} minutos sin enviar"),
    ("dash.help.quiet", "nada enviado en", "{minutes} min sin enviar nada"),
    (
        "dash.first_war.share",
        "de las primeras vueltas",
        "en el {share} de los repartos ({wars} de {total}). Intervalo del 95 %",
    ),
    ("dash.band", "Banda", "Franja del 95 %"),
    ("dash.open", "red de la clase", "Abrir a la red del centro"),
    ("dash.join.local", "red de la clase", "elige «Abrir a la red del centro»"),
    ("dash.lengths.title", "junto al ordenador", "Nuestra clase frente a la máquina"),
    ("cli.class.local", "no pueden llegar", "no pueden conectarse"),
    ("cli.class.network", "red de la clase", "La clase escucha en la red del centro"),
    ("cli.class.forgotten", "están borrados", "se han borrado sus registros y {file}"),
    ("class.error.room", "tu profesor", "con tu profe"),
    ("class.error.name", "número de sitio", "tu número de lista en una sola línea"),
    # Lesson 03's record sheet.
    ("sheet.task.record", "sus rondas, sus guerras", "cuántas rondas duró, cuántas guerras hubo"),
    ("sheet.record.end", "anoten sus rondas", "cuántas rondas duró, cuántas guerras hubo"),
    ("sheet.record.first", "dos cartas iguales", "dos cartas del mismo valor"),
    ("sheet.record.look", "docente: son las", "estas columnas son las mismas"),
    # Issue 42 (session 14): a quiz answer's name for a screen reader; "sacar" is not this
    # game's word for a flip (the glossary's rival), and the card is the one a player played.
    ("quiz.option", "sacado", "{cards}, la carta que ha jugado {name}"),
    ("quiz.option.pair", "sacado", "{cards}, las cartas que ha jugado {name}"),
    # export-html's help: one verb form for the tables ("se ven y repiten" mixed two).
    ("cli.help.export_html", "se ven y repiten", "cuyas mesas muestran y repiten sus rondas"),
]


@pytest.mark.parametrize(
    ("key", "wrong", "right"), CATALOGUE_FIXES, ids=[f[0] for f in CATALOGUE_FIXES]
)
def test_the_catalogue_keeps_the_reviewers_fix(key: str, wrong: str, right: str) -> None:
    for text in forms(key):
        assert wrong not in text, (key, text)
        assert right in text, (key, text)


def test_a_share_of_games_takes_the_article() -> None:
    text = locale.say(
        "es", "lesson.probability.limited", limit=240, share="34,5 %", games="100 000"
    )
    assert "el 34,5 % de las 100 000 partidas" in text
    assert not re.search(r"(?<!el )34,5 % de 100", text)


def test_the_steal_key_is_a_letter_of_its_own_button() -> None:
    """The key shown beside «Me lo llevo» (and pressed for it) is a letter of those words."""
    steal, play = forms("ui.steal.steal")[0], forms("ui.steal.play")[0]
    key_steal, key_play = forms("ui.steal.key.steal")[0], forms("ui.steal.key.play")[0]
    assert len(key_steal) == len(key_play) == 1
    assert key_steal.lower() in steal.lower(), (key_steal, steal)
    assert key_play.lower() in play.lower(), (key_play, play)
    assert key_steal.lower() != key_play.lower()
    # Nor a key that flips a player's cards with two players on one screen (A and L).
    controls = (ROOT / "js" / "panels" / "controls.ts").read_text("utf-8")
    found = re.search(r"KEYS_TWO = \[([^\]]*)\]", controls)
    assert found, "KEYS_TWO in js/panels/controls.ts"
    keys_two = set(re.findall(r'"(\w)"', found[1]))
    assert len(keys_two) == 2, keys_two
    assert {key_steal.lower(), key_play.lower()}.isdisjoint(keys_two)
    assert (steal, key_steal) == ("Me lo llevo", "M")


def test_the_games_own_spanish_name_stays_in_the_menus() -> None:
    assert forms("ui.preset.guerra_de_sumas") == ["Guerra de sumas"]
    assert forms("ui.sums")[0].startswith("Guerra de sumas (")


# --- the lessons: lesson, wrong form, corrected form ------------------------------------------

LESSON_FIXES = [
    (
        "04_rules_tour",
        "si tienen las mismas cartas",
        "si tienen el mismo número de cartas, hay empate",
    ),
    (
        "04_rules_tour",
        "las reglas de la casa que juegan",
        "las variantes caseras con las que juegan las familias",
    ),
    ("04_rules_tour", "Todas las reglas de la casa", "## 17. Todas las variantes caseras"),
    ("04_rules_tour", "Algunas familias juegan el as", "En algunas familias el as vale 1"),
    ("04_rules_tour", "elegir la\npaz: cada", "elegir la\npaz, y entonces cada carta"),
    ("02_counting", "Algunas familias juegan el as", "En algunas familias el as vale **1**"),
    ("02_counting", "pregunta cuántos más", "cuántos puntos\nmás tiene la carta mayor"),
    ("02_counting", "el cuestionario", "allí la mesa pregunta cuántos puntos más"),
    ("06_probability_more", "34,5 % en 100 000", "el 34,5 % de las 100 000 partidas"),
    ("06_probability_more", "banda del 95", "franja del 95 %"),
    ("06_probability_more", "da a los jugadores una elección", "deja elegir a los jugadores"),
    ("05_forever", "2 cartas duran 1 ronda", "con 2 cartas la partida dura 1 ronda"),
    ("05_forever", "ganando el número más alto", "con el número más alto como ganador"),
    (
        "03_probability",
        "más o menos de una vez de cada diez",
        "más de una vez de cada diez, o menos?",
    ),
    ("03_probability", "un equipo por pareja", "un dispositivo por pareja"),
    ("03_probability", "mezcla", "Cada pareja baraja, reparte dos montones"),
    ("03_probability", '"se recupere"', "«se recupere»"),
    ("03_probability", "se reparten tanto como", "varían tanto como los miles de partidas"),
    ("03_probability", "juegue. Abre la sala", "celda abre la sala de la clase en este ordenador"),
    ("03_probability", "(en directo ya están):", "(en directo ya están ahí):"),
    ("01_play", "empieza con poco", "empieza por lo fácil"),
    (
        "01_play",
        "Cuando el 1 al 5 ya sea fácil",
        "Cuando los números del 1 al 5 ya le resulten fáciles",
    ),
    ("01_play", "las cartas se dan la vuelta", "se da la vuelta a las cartas cuando"),
]


@pytest.mark.parametrize(
    ("name", "wrong", "right"), LESSON_FIXES, ids=[f"{f[0]}:{f[2][:24]}" for f in LESSON_FIXES]
)
def test_the_lesson_keeps_the_reviewers_fix(name: str, wrong: str, right: str) -> None:
    text = lesson(name)
    assert wrong not in text
    assert right in text


def test_the_lessons_write_spanish_dashes_and_quotes() -> None:
    """Spanish sets an aside off with parentheses or a closed raya, never an English spaced
    dash, and quotes with «», not "."""
    for path in sorted(LESSONS.glob("*.md")):
        text = prose(path.read_text("utf-8"))
        assert " — " not in text, path.name
        assert not re.search(r'"\w', text), path.name


# --- the pupils' join screen (tools/lite/site/words.json) ------------------------------------

#: The children's site's own words: a Spanish pupil has a "número de lista", not a "sitio".
SITE_WORDS = ROOT / "tools" / "lite" / "site" / "words.json"


def test_the_join_screen_asks_for_the_number_a_spanish_pupil_has() -> None:
    words = json.loads(SITE_WORDS.read_text("utf-8"))["es"]
    pupil = {k: v for k, v in words.items() if k.startswith("class.")}
    assert not [k for k, v in pupil.items() if "número de sitio" in v]
    assert words["class.join.name"] == "Tu nombre (o tu número de lista)"
    assert "número de lista" in words["class.join.empty"]
    assert "sin apellidos" in words["class.join.long"]


# --- no vosotros, and lower case after a colon -------------------------------------------------

#: Forms that only *vosotros* uses: verbs in -áis/-éis (jugáis, tenéis), the possessive and
#: object pronouns, and the usual imperatives (jugad, fijaos).
VOSOTROS = re.compile(
    r"\b\w+(?:áis|éis)\b|\bvosotr[oa]s\b|\bvuestr[oa]s?\b|\bos\b"
    r"|\b(?:jugad|mirad|pulsad|escribid|ejecutad|abrid|contad|elegid|comprobad|preguntad|anotad"
    r"|repartid|barajad|tomad|haced|fijaos|sentaos|juntaos)\b",
    re.IGNORECASE,
)


@pytest.mark.parametrize(
    "sample",
    [
        "¿Cuántas rondas duró vuestra partida?",
        "Jugáis en parejas.",
        "Fijaos bien.",
        "os toca",
        "Tenéis 3",
    ],
)
def test_the_vosotros_check_finds_vosotros(sample: str) -> None:
    assert VOSOTROS.search(sample)


@pytest.mark.parametrize(
    "sample",
    ["¿Cuántas rondas duró su partida?", "Jueguen en parejas.", "los años", "Fíjense bien."],
)
def test_the_vosotros_check_lets_ustedes_through(sample: str) -> None:
    assert not VOSOTROS.search(sample)


def test_no_vosotros_anywhere_in_spanish() -> None:
    found = {
        where: m.group(0) for where, text in es_texts().items() if (m := VOSOTROS.search(text))
    }
    assert found == {}


#: A capital letter after a colon inside a sentence (Spanish writes lower case there; card
#: letters such as "J = 11" and quotations in «» are not words starting a sentence).
CAPITAL_AFTER_COLON = re.compile(r":[ \t]+[A-ZÁÉÍÓÚÑ][a-záéíóúñ]")


def test_lower_case_after_a_colon_in_the_catalogue() -> None:
    found = {k: v for k, v in catalogue_texts().items() if CAPITAL_AFTER_COLON.search(v)}
    assert found == {}
    assert CAPITAL_AFTER_COLON.search("porazených: Po 1 466. kole")


def test_lower_case_after_a_colon_in_the_lessons() -> None:
    for path in sorted(LESSONS.glob("*.md")):
        body = "\n".join(
            line
            for line in prose(path.read_text("utf-8")).splitlines()
            if not re.match(r"\s*(?:title|goal|age|time):", line)  # the header's fields
        )
        assert not CAPITAL_AFTER_COLON.search(body), (path.name, CAPITAL_AFTER_COLON.search(body))


# --- the site's offline words (tools/lite/site/words.json, session 12's native review) ---------

OFFLINE_FIXES = [
    # “no se guarda sin conexión” read as “it does not save when offline”: the usual
    # «no disponible sin conexión»
    (
        "needs_network",
        "no se guarda sin conexión",
        "necesita internet (no disponible sin conexión)",
    ),
    # "las lecciones con el código" read as lessons that come with code: the ones opened
    # with the code (the card's «Abrir con el código»)
    ("offline_home", "las lecciones con el código", "las que se abren con el código (JupyterLab)"),
]


@pytest.mark.parametrize(("key", "wrong", "right"), OFFLINE_FIXES)
def test_the_sites_offline_words_keep_the_reviewers_fix(key: str, wrong: str, right: str) -> None:
    import json

    words = json.loads((ROOT / "tools" / "lite" / "site" / "words.json").read_text("utf-8"))
    assert wrong not in words["es"][key] and right in words["es"][key]
