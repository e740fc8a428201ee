"""``Classroom``, the teacher's plain-Python handle: its arguments, the same file as the same
room after a restart, pause, subscribe, close(forget=True); no request leaves the server; the
plain-script API in a subprocess."""

from __future__ import annotations

import json
import socket
import sqlite3
import subprocess
import sys
import textwrap
import threading
import urllib.request
from pathlib import Path
from typing import Any

import aiohttp  # noqa: F401  (the class extra is in dev: missing, these tests fail, never skip)
import pytest

from war_widget.classroom import ClassError, Classroom
from war_widget.classroom.room import LESSONS, lan_address


@pytest.fixture
def site(tmp_path: Path) -> Path:
    folder = tmp_path / "site"
    (folder / "play").mkdir(parents=True)
    for lesson in ("01_play", "03_probability"):
        (folder / "play" / f"{lesson}.html").write_text(f"<p>{lesson}")
    return folder


def post(url: str, message: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(
        url, data=json.dumps(message).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())  # type: ignore[no-any-return]


def send(room: Classroom, ids: list[str], pupil: str = "Ana") -> dict[str, Any]:
    records = [
        {
            "id": i,
            "kind": "game",
            "lesson": room.lesson,
            "data": {"rounds": 10},
            "sent": "2026-12-06T10:00:00Z",
        }
        for i in ids
    ]
    base = f"http://127.0.0.1:{room.port}"
    return post(
        f"{base}/api/records",
        {"room": room.code, "device": ids[0].rsplit("-", 1)[0], "pupil": pupil, "records": records},
    )


def test_the_lessons_are_the_sheets_lessons() -> None:
    from war_widget.sheets.lessons import LESSON_SHEETS

    assert set(LESSONS) == {s.lesson for s in LESSON_SHEETS}


def test_the_same_file_is_the_same_room_after_a_restart(site: Path, tmp_path: Path) -> None:
    file = tmp_path / "class.sqlite"
    room = Classroom(lesson="03_probability", file=file, site=site)
    try:
        assert (
            room.url == f"http://127.0.0.1:{room.port}/r/{room.code}" and not room.open_to_network
        )
        assert room.teacher_url.startswith(f"http://127.0.0.1:{room.port}/teacher?key=")
        assert send(room, ["a-1", "a-2"])["kept"] == ["a-1", "a-2"]
        code, port = room.code, room.port
    finally:
        room.close()
    again = Classroom(file=file, site=site)
    try:
        assert (again.code, again.lesson) == (code, "03_probability")
        assert [r["id"] for r in again.results()] == ["a-1", "a-2"]
        assert send(again, ["a-2", "a-3"])["kept"] == ["a-2", "a-3"]
        assert [r["id"] for r in again.results()] == ["a-1", "a-2", "a-3"]
        assert [p["pupil"] for p in again.pupils()] == ["Ana"]
        assert port > 0
    finally:
        again.close()


def test_pause_subscribe_csv_and_close_forget(site: Path, tmp_path: Path) -> None:
    file = tmp_path / "c.sqlite"
    room = Classroom(file=file, site=site)
    got: list[list[dict[str, Any]]] = []
    arrived = threading.Event()

    def heard(records: list[dict[str, Any]]) -> None:
        got.append(records)
        arrived.set()

    unsubscribe = room.subscribe(heard)
    try:
        room.pause()
        assert room.paused and room.store.room().paused
        assert send(room, ["b-1"])["paused"] is True
        assert arrived.wait(5) and [r["id"] for r in got[0]] == ["b-1"] and got[0][0]["time"]
        send(room, ["b-1"])  # nothing new: no call
        unsubscribe()
        send(room, ["b-2"])
        assert len(got) == 1
        room.resume()
        assert send(room, ["b-3"])["paused"] is False
        text = room.to_csv(tmp_path / "out.csv")
        assert (tmp_path / "out.csv").read_text() == text and text.count("\n") == 4
    finally:
        room.close(forget=True)
    assert not file.exists()
    room.close()  # a second close: nothing more


def test_open_listens_elsewhere_on_the_same_port(site: Path, tmp_path: Path) -> None:
    room = Classroom(file=tmp_path / "c.sqlite", site=site)
    try:
        port = room.port
        room.open(host="127.0.0.2")  # loopback still: the tests stay on this computer
        assert (room.host, room.port) == ("127.0.0.2", port)
        assert room.url == f"http://127.0.0.2:{port}/r/{room.code}"
        assert room.teacher_url.startswith(f"http://127.0.0.2:{port}/teacher?key=")
        with urllib.request.urlopen(room.url, timeout=10) as answer:
            assert answer.read() == b"<p>01_play"
        with pytest.raises(OSError):
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5)
    finally:
        room.close()


def test_every_refused_argument_is_a_class_error_naming_it(site: Path, tmp_path: Path) -> None:
    cases: list[tuple[dict[str, Any], str]] = [
        ({"lesson": "07_nothing"}, "lesson"),
        ({"lesson": "02_counting"}, "lesson"),  # no page for it in this site
        ({"port": -1}, "port"),
        ({"port": "80"}, "port"),
        ({"host": "a b"}, "host"),
        ({"lang": "xx"}, "lang"),  # a code no language has
        ({"site": tmp_path / "none"}, "site"),
        ({"file": tmp_path}, "file"),
    ]
    for kwargs, field in cases:
        with pytest.raises(ClassError) as err:
            Classroom(**{"site": site, "file": tmp_path / "x.sqlite", **kwargs})
        assert err.value.field == field, kwargs
    assert "01_play, 03_probability" in str(
        _error(lesson="02_counting", site=site, file=tmp_path / "x.sqlite")
    )
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE people (name TEXT)")
    assert _error(file=other, site=site).field == "file"
    room = Classroom(file=tmp_path / "a.sqlite", site=site)
    try:
        taken = _error(file=tmp_path / "b.sqlite", site=site, port=room.port)
        assert taken.field == "port" and str(room.port) in str(taken)
    finally:
        room.close(forget=True)


def _error(**kwargs: Any) -> ClassError:
    with pytest.raises(ClassError) as err:
        Classroom(**kwargs)
    return err.value


def test_no_site_serves_the_api_alone_with_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from war_widget.classroom import site as site_module

    monkeypatch.setattr(site_module, "CHECKOUT_SITE", tmp_path / "nothing")
    with pytest.warns(UserWarning, match="war_widget\\[class\\]"):
        room = Classroom(file=tmp_path / "c.sqlite")
    try:
        assert send(room, ["d-1"])["kept"] == ["d-1"]
    finally:
        room.close()


def test_no_request_leaves_the_server(
    site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every connect() of the whole session (server, store, clients) goes to loopback."""
    seen: list[Any] = []
    real_connect, real_connect_ex = socket.socket.connect, socket.socket.connect_ex

    def record(address: Any) -> None:
        host = address[0] if isinstance(address, tuple) else address
        seen.append(host)

    def connect(self: socket.socket, address: Any) -> None:
        record(address)
        real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        record(address)
        return real_connect_ex(self, address)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    room = Classroom(lesson="03_probability", file=tmp_path / "c.sqlite", site=site)
    try:
        urllib.request.urlopen(room.url, timeout=10).read()
        send(room, [f"e-{i}" for i in range(50)])
        key = room.teacher_url.split("key=")[1]
        urllib.request.urlopen(
            f"http://127.0.0.1:{room.port}/api/teacher/export.csv?key={key}", timeout=10
        ).read()
        room.pause()
        assert len(room.results()) == 50
    finally:
        room.close(forget=True)
    assert seen, "the patch saw no connection at all"
    assert all(host in ("127.0.0.1", "localhost", "::1") for host in seen), seen


def test_lan_address_is_an_address() -> None:
    import ipaddress

    assert ipaddress.ip_address(lan_address()).version == 4


def test_the_plain_script_api(site: Path, tmp_path: Path) -> None:
    script = textwrap.dedent(
        f"""
        import json, time, urllib.request
        from pathlib import Path
        t = time.perf_counter()
        from war_widget.classroom import Classroom
        room = Classroom(lesson="03_probability", site={str(site)!r})
        shown = room.url
        seconds = time.perf_counter() - t
        base = shown.split("/r/")[0]
        page = urllib.request.urlopen(shown, timeout=10).read().decode()
        def post(path, message):
            request = urllib.request.Request(base + path, data=json.dumps(message).encode())
            return json.loads(urllib.request.urlopen(request, timeout=10).read())
        post("/api/join", {{"room": room.code, "device": "d1", "pupil": "Ana"}})
        record = {{"id": "d1-1", "kind": "game", "lesson": "03_probability",
                   "data": {{"rounds": 7}}, "sent": "2026-12-06T10:00:00Z"}}
        batch = {{"room": room.code, "device": "d1", "pupil": "Ana", "records": [record]}}
        post("/api/records", batch)
        results = room.results()
        file = Path("class-03_probability.sqlite")
        existed = file.exists()
        room.close(forget=True)
        print(json.dumps({{"seconds": seconds, "page": page, "results": results,
                          "existed": existed, "after": file.exists()}}))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["page"] == "<p>03_probability"
    assert [(r["id"], r["pupil"], r["data"]) for r in out["results"]] == [
        ("d1-1", "Ana", {"rounds": 7})
    ]
    assert out["existed"] and not out["after"]
    print(f"Classroom(...) to its address: {out['seconds']:.2f} s")


def test_with_no_port_asked_the_room_takes_the_usual_one_or_any_when_it_is_taken(
    site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from war_widget.classroom import room as room_module

    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        taken = held.getsockname()[1]
        monkeypatch.setattr(room_module, "USUAL_PORT", taken)
        with Classroom(file=tmp_path / "a.sqlite", site=site) as busy:
            assert busy.port not in (0, taken)  # another program has it: any free port
    # The usual port free: taken, so a restarted room is at the same address.
    with Classroom(file=tmp_path / "a.sqlite", site=site) as room:
        assert room.port == taken
        assert room.url.endswith(f":{taken}/r/{room.code}")


def test_the_cell_run_again_closes_the_room_it_made_and_keeps_its_address(
    site: Path, tmp_path: Path
) -> None:
    first = Classroom(file=tmp_path / "a.sqlite", site=site, port=0)
    try:
        code, port = first.code, first.port
        # Run again (no port asked for): the earlier room on that file steps aside.
        again = Classroom(file=tmp_path / "a.sqlite", site=site)
        with again:
            assert repr(first).endswith("closed)")
            assert (again.code, again.port) == (code, port)
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/status?room={code}") as r:
                assert json.loads(r.read())["paused"] is False
            # Another file is another room: both open.
            with Classroom(file=tmp_path / "b.sqlite", site=site, port=0) as other:
                assert repr(again).endswith("open)") and other.port != port
    finally:
        first.close()
