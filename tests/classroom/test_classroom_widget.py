"""ClassroomWidget (classroom/widget.py) and the teacher page's feed (teacher_page.py) on a
fake room: the traits after records arrive (from another thread, as the server sends them),
at most a few updates a second, the intents, and bad messages logged with nothing changed."""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

import pytest

from war_widget.classroom import teacher_page
from war_widget.classroom.dashboard import BadIntent, check_intent
from war_widget.classroom.widget import MAX_RATE, ClassroomWidget


class FakeRoom:
    """What the dashboard uses of a Classroom, with a callback list as the server has."""

    def __init__(self, records: list[dict] | None = None) -> None:
        self.code = "K7PX4Q"
        self.url = "http://127.0.0.1:8765/r/K7PX4Q"
        self.open_to_network = False
        self.paused = False
        self.lesson = "03_probability"
        self.records = list(records or [])
        self.callbacks: list[Any] = []
        self.opened: list[str] = []
        self.fail_open: OSError | None = None

    def results(self) -> list[dict]:
        return list(self.records)

    def pupils(self) -> list[dict]:
        return [{"pupil": "Zed", "joined": "2026-12-06T10:00:00.000Z"}]

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False

    def open(self, host: str = "0.0.0.0") -> None:
        if self.fail_open:
            raise self.fail_open
        self.opened.append(host)
        self.open_to_network = True
        self.url = "http://192.168.1.23:8765/r/K7PX4Q"

    def to_csv(self, path: Any = None) -> str:
        return "id,pupil\nd-1,Ana\n"

    def subscribe(self, callback: Any) -> Any:
        self.callbacks.append(callback)
        return lambda: self.callbacks.remove(callback)

    def arrive(self, records: list[dict]) -> None:
        """The server keeps a batch: the records stored, then each subscriber called."""
        self.records.extend(records)
        for callback in list(self.callbacks):
            callback(records)


def game(i: int, pupil: str = "Ana", war: bool = False) -> dict:
    t = "2026-12-06T10:05:00.000Z"
    return {
        "id": f"d-{i}",
        "pupil": pupil,
        "kind": "game",
        "lesson": "03_probability",
        "data": {"game": i, "rounds": 100 + i, "first_war": war},
        "time": t,
        "sent": t,
    }


REFERENCE = [50, 80, 120, 160, 300]


def widget(room: FakeRoom, **kw: Any) -> ClassroomWidget:
    return ClassroomWidget(room, reference=REFERENCE, **kw)


def test_the_traits_show_the_room_and_its_records() -> None:
    room = FakeRoom([game(1, war=True)])
    w = widget(room)
    assert w.room["code"] == "K7PX4Q"
    assert w.room["network"] is False and w.room["url"] == "" and w.room["qr"] == ""
    assert w.room["note"].startswith("Only this computer can join")
    assert w.view["first_war"]["n"] == 1
    assert [r["name"] for r in w.view["pupils"]["rows"]] == ["Zed", "Ana"]  # Zed sent nothing
    assert w.words["pause"] == "Pause every table"
    with pytest.raises(Exception, match="read-only"):
        w.view = {}
    w.close()
    assert room.callbacks == []


def test_records_from_the_servers_thread_are_shown_at_most_a_few_times_a_second() -> None:
    room = FakeRoom()
    w = widget(room)
    updates: list[int] = []
    w.observe(lambda change: updates.append(change["new"]["first_war"]["n"]), names=["view"])
    start = time.monotonic()

    def server() -> None:
        for i in range(40):  # 40 batches in about 0.4 s
            room.arrive([game(i)])
            time.sleep(0.01)

    thread = threading.Thread(target=server)
    thread.start()
    thread.join(5)
    deadline = time.monotonic() + 3
    while (not updates or updates[-1] < 40) and time.monotonic() < deadline:
        time.sleep(0.02)
    elapsed = time.monotonic() - start
    assert updates[-1] == 40  # every record shown in the end
    assert len(updates) <= elapsed * MAX_RATE + 2  # not one update per batch
    assert len(updates) < 20
    w.close()


def test_a_closed_widget_takes_no_more_records() -> None:
    room = FakeRoom()
    w = widget(room)
    w.close()
    w._arrived([game(1)])  # a batch already on its way
    assert w._pending == []


def test_intents_pause_resume_projector_open_export() -> None:
    room = FakeRoom([game(1)])
    w = widget(room)
    sent: list[dict] = []
    w.send = lambda content, buffers=None: sent.append(content)  # type: ignore[method-assign]
    w._on_msg(w, {"type": "pause"}, [])
    assert room.paused and w.room["paused"]
    w._on_msg(w, {"type": "resume"}, [])
    assert not room.paused and not w.room["paused"]
    w._on_msg(w, {"type": "projector", "on": True}, [])
    assert w.room["projector"] and w.view["pupils"] is None
    w._on_msg(w, {"type": "projector", "on": False}, [])
    assert w.view["pupils"] is not None
    w._on_msg(w, {"type": "open"}, [])
    assert room.opened == ["0.0.0.0"]
    assert w.room["network"] and w.room["url"] == "http://192.168.1.23:8765/r/K7PX4Q"
    assert w.room["qr"].startswith("data:image/svg+xml;base64,")
    assert w.room["note"] == "Pupils join at this address, or scan the code:"
    w._on_msg(w, {"type": "export"}, [])
    assert sent == [{"type": "csv", "name": "class-K7PX4Q.csv", "text": "id,pupil\nd-1,Ana\n"}]
    w.close()


def test_a_failed_open_is_said_and_the_class_stays_on_this_computer() -> None:
    room = FakeRoom()
    room.fail_open = OSError(98, "Address already in use")
    w = widget(room, lang="es")
    w._on_msg(w, {"type": "open"}, [])
    assert not w.room["network"]
    assert w.room["notice"] == "No se pudo abrir la clase a la red: Address already in use"
    w.close()


@pytest.mark.parametrize(
    "message",
    [
        None,
        ["pause"],
        {"type": "explode"},
        {"type": "projector"},
        {"type": "projector", "on": "yes"},
        {"type": "pause", "paused": True},
        {"type": 7},
    ],
)
def test_a_bad_message_is_logged_and_changes_nothing(
    message: Any, caplog: pytest.LogCaptureFixture
) -> None:
    room = FakeRoom([game(1)])
    w = widget(room)
    before = (dict(w.room), dict(w.view), room.paused, room.opened)
    with caplog.at_level(logging.WARNING, logger="war_widget.classroom.widget"):
        w._on_msg(w, message, [])
    assert "ignored a message from the dashboard" in caplog.text
    assert (dict(w.room), dict(w.view), room.paused, room.opened) == before
    w.close()


def test_the_front_end_may_write_only_the_language(caplog: pytest.LogCaptureFixture) -> None:
    w = widget(FakeRoom([game(1)]))
    w.set_state({"lang": "pl"})
    assert w.lang == "pl" and w.words["pause"] == "Wstrzymaj wszystkie stoły"
    view = dict(w.view)
    with caplog.at_level(logging.INFO):
        w.set_state({"view": {"first_war": None}})
    assert dict(w.view) == view
    w.close()


def test_check_intent_names_the_wrong_field() -> None:
    with pytest.raises(BadIntent) as err:
        check_intent({"type": "projector", "on": 1})
    assert err.value.field == "on"
    assert check_intent({"type": "pause", "key": "k"}) == "pause"  # the teacher page's key


def test_the_teacher_feed_answers_state_versions_and_intents() -> None:
    room = FakeRoom([game(1)])
    feed = teacher_page.TeacherFeed(room, reference=REFERENCE)
    first = feed.state()
    assert first["version"] == 1 and first["view"]["first_war"]["n"] == 1
    assert feed.state(after=1) == {"version": 1, "same": True}
    room.records.append(game(2, war=True))
    second = feed.state(after=1)
    assert second["version"] == 2 and second["view"]["first_war"]["wars"] == 1
    paused = feed.intent({"key": "KEY", "type": "pause"})
    assert paused["room"]["paused"] and paused["version"] == 3
    with pytest.raises(BadIntent):
        feed.intent({"type": "export"})
    with pytest.raises(BadIntent):
        feed.intent({"type": "pause", "extra": 1})
    assert teacher_page.check_after("7") == 7 and teacher_page.check_after(None) == -1
    for bad in ("x", "-5", "1e9", "9" * 20):
        with pytest.raises(BadIntent):
            teacher_page.check_after(bad)


def test_the_teacher_page_loads_the_bundle_without_inline_script() -> None:
    html = teacher_page.page("nb")
    assert '<html lang="nb">' in html and "<title>Klassen spiller direkte</title>" in html
    assert f'src="{teacher_page.SCRIPT}"' in html and f'href="{teacher_page.STYLE}"' in html
    assert "data-ww-teacher" in html
    assert "<script>" not in html and "style=" not in html  # the CSP allows only files


def test_the_front_ends_fixture_has_the_views_keys() -> None:
    """js/classroom_view.nb.json (the traits js/classroom.test.ts draws) has every key the
    Dashboard writes today, at every level: a view changed here fails until it is made again."""
    import json
    from pathlib import Path

    from war_widget.classroom.dashboard import Dashboard

    fixture = json.loads(
        (Path(__file__).parents[2] / "js" / "classroom_view.nb.json").read_text("utf-8")
    )
    room = FakeRoom([game(1, war=True), game(2)])
    room.open()
    d = Dashboard(room, lang="nb", reference=REFERENCE)
    d.take(room.results())

    def keys(value: Any, path: str = "") -> set[str]:
        if isinstance(value, dict):
            return {f"{path}.{k}" for k in value} | {
                p for k, v in value.items() for p in keys(v, f"{path}.{k}")
            }
        if isinstance(value, list) and value:
            return keys(value[0], f"{path}[]")
        return set()

    assert keys(d.traits()) <= keys(fixture)
    assert fixture["words"] == d.traits()["words"]
