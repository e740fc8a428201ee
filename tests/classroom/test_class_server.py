"""The class server on 127.0.0.1, started by each test: the pupils' API, its refusals (each
answered with its status and counted), the limits, the teacher's API and the site's files."""

from __future__ import annotations

import http.client
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp  # noqa: F401  (the class extra is in dev: missing, these tests fail, never skip)
import pytest

from war_widget.classroom.db import ClassStore
from war_widget.classroom.protocol import MAX_BODY, Limits
from war_widget.classroom.server import CSP, ClassServer
from war_widget.classroom.thread import ServerThread
from war_widget.locale import say


def make_site(root: Path) -> Path:
    site = root / "site"
    (site / "play").mkdir(parents=True)
    (site / "index.html").write_text("<!doctype html><p>home")
    (site / "play" / "01_play.html").write_text("<!doctype html><p>play 01")
    (site / "empty").mkdir()
    (root / "secret.txt").write_text("SECRET outside the site")
    return site


class Client:
    """A server started on 127.0.0.1 for one test, and a small HTTP client for it."""

    def __init__(self, tmp: Path, limits: Limits | None = None) -> None:
        self.site = make_site(tmp)
        self.store = ClassStore(tmp / "class.sqlite", lesson="01_play")
        self.server = ClassServer(self.store, self.site, limits=limits)
        self.thread = ServerThread(self.server, "127.0.0.1", 0).start()
        self.code = self.server.code

    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, str], bytes]:
        conn = http.client.HTTPConnection("127.0.0.1", self.thread.port, timeout=10)
        try:
            conn.request(method, path, body=body, headers=headers or {})
            answer = conn.getresponse()
            return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
        finally:
            conn.close()

    def post(self, path: str, message: Any, **headers: str) -> tuple[int, dict[str, Any]]:
        body = message if isinstance(message, bytes) else json.dumps(message).encode()
        status, _, data = self.request(
            "POST", path, body, {"Content-Type": "application/json", **headers}
        )
        return status, json.loads(data)

    def records(
        self, records: list[dict[str, Any]], device: str = "dev1", pupil: str = "Ana"
    ) -> tuple[int, dict[str, Any]]:
        return self.post(
            "/api/records",
            {"room": self.code, "device": device, "pupil": pupil, "records": records},
        )

    def refusals(self) -> dict[str, int]:
        self.thread.call(self.server.flush())
        return self.store.refusals()

    def stop(self) -> None:
        self.thread.stop()
        self.server.close()


def record(n: int, device: str = "dev1", kind: str = "round") -> dict[str, Any]:
    return {
        "id": f"{device}-{n}",
        "kind": kind,
        "lesson": "01_play",
        "data": {"game": 1, "round": n},
        "sent": "2026-12-06T10:49:22.900Z",
    }


@pytest.fixture
def client(tmp_path: Path) -> Iterator[Client]:
    c = Client(tmp_path)
    yield c
    c.stop()


def test_join_then_records_in_batches_kept_once(client: Client) -> None:
    status, joined = client.post(
        "/api/join", {"room": client.code, "device": "dev1", "pupil": " Ana ", "lang": "es"}
    )
    assert status == 200 and joined == {"pupil": "Ana", "lesson": "01_play", "paused": False}
    status, answer = client.records([record(1), record(2), record(3)])
    assert status == 200 and answer == {
        "kept": ["dev1-1", "dev1-2", "dev1-3"],
        "refused": [],
        "paused": False,
    }
    # the outbox resends (a dropped answer): the ids are held, nothing is kept twice
    status, answer = client.records([record(2), record(3), record(4), record(4)])
    assert answer["kept"] == ["dev1-2", "dev1-3", "dev1-4"]
    ids = [r["id"] for r in client.store.results()]
    assert ids == ["dev1-1", "dev1-2", "dev1-3", "dev1-4"]
    kept = client.store.results()[0]
    assert (
        kept["pupil"] == "Ana"
        and kept["time"].endswith("Z")
        and kept["sent"] == "2026-12-06T10:49:22.900Z"
    )
    # two players on one device, each name checked
    status, joined = client.post(
        "/api/join", {"room": client.code, "device": "dev2", "pupil": "Ana & Ben"}
    )
    assert status == 200 and joined["pupil"] == "Ana & Ben"
    status, _ = client.request("GET", f"/api/status?room={client.code.lower()}")[0:2]
    assert status == 200


def test_a_wrong_room_code_adds_nothing_and_is_said_in_the_pupils_language(client: Client) -> None:
    wrong = "ZZZZZZ" if client.code != "ZZZZZZ" else "YYYYYY"
    status, answer = client.post(
        "/api/records", {"room": wrong, "device": "d", "pupil": "Ana", "records": [record(1)]}
    )
    assert status == 403 and answer["error"] == "room"
    status, answer = client.post(
        "/api/join", {"room": wrong, "device": "d", "pupil": "Ana", "lang": "pl"}
    )
    assert status == 403 and answer == {
        "error": "room",
        "message": "Tu nie ma takiej klasy: sprawdź razem z nauczycielem adres albo kod.",
    }
    status, headers, page = client.request(
        "GET", f"/r/{wrong}", headers={"Accept-Language": "ja, es-ES;q=0.8, en;q=0.5"}
    )
    assert (
        status == 404
        and "Aquí no hay ninguna clase abierta" in page.decode()
        and 'lang="es"' in page.decode()
    )
    status, headers, _ = client.request("GET", f"/r/{client.code.lower()}")
    assert status == 302 and headers["location"] == f"/play/01_play.html?room={client.code}"
    status, headers, _ = client.request("GET", f"/r/{client.code}?lang=pl")
    assert headers["location"] == f"/play/01_play.html?room={client.code}&lang=pl"
    assert client.request("GET", f"/api/status?room={wrong}")[0] == 403
    assert client.store.results() == [] and client.store.pupils() == []
    assert client.refusals()["room"] == 4


@pytest.mark.parametrize(
    ("message", "status", "field", "reason"),
    [
        (b"{not json", 400, "body", "malformed"),
        (b"\xff\xfe", 400, "body", "malformed"),
        (b"[1, 2]", 400, "body", "malformed"),
        (b'{"room": NaN}', 400, "body", "malformed"),
        (b"[" * 100_000 + b"]" * 100_000, 400, "body", "malformed"),
        ({"device": "d", "pupil": "Ana", "records": []}, 400, "room", "room"),
        (
            {"room": "@", "device": "d", "pupil": "Ana", "records": [], "extra": 1},
            400,
            "extra",
            "malformed",
        ),
        ({"room": "@", "device": "d d", "pupil": "Ana", "records": []}, 400, "device", "malformed"),
        ({"room": "@", "device": "d", "records": []}, 400, "pupil", "malformed"),
        ({"room": "@", "device": "d", "pupil": "Ana", "records": {}}, 400, "records", "malformed"),
        ({"room": "@", "device": "d", "pupil": "A\u202eB", "records": []}, 400, "pupil", "name"),
        (
            {
                "room": "@",
                "device": "d",
                "pupil": "Ana",
                "records": [record(i) for i in range(501)],
            },
            400,
            "records",
            "too_many",
        ),
    ],
)
def test_each_malformed_message_is_refused_with_its_field_and_counted(
    client: Client, message: Any, status: int, field: str, reason: str
) -> None:
    if isinstance(message, dict) and message.get("room") == "@":
        message["room"] = client.code
    if isinstance(message, bytes) and len(message) > MAX_BODY:
        message = message[: MAX_BODY - 10]  # deep nesting, under the size limit
    got, answer = client.post("/api/records", message)
    assert (got, answer["error"]) == (status, field)
    assert answer["message"]
    assert client.refusals() == {reason: 1}
    assert client.records([record(1)])[0] == 200  # the server goes on
    assert client.store.results()[0]["id"] == "dev1-1"


def test_a_bad_record_is_refused_alone_and_the_good_ones_are_kept(client: Client) -> None:
    bad = [
        dict(record(2), kind="flip"),
        dict(record(3), lesson="x"),
        {"id": "dev1-4"},
        "text",
        dict(record(5), data={"x": "y" * 5000}),
        dict(record(6), colour=1),
    ]
    status, answer = client.records([record(1), *bad, record(7)])
    assert status == 200 and answer["kept"] == ["dev1-1", "dev1-7"]
    errors = [(r["index"], r["id"], r["error"]) for r in answer["refused"]]
    assert errors == [
        (1, "dev1-2", "records[1].kind"),
        (2, "dev1-3", "records[2].lesson"),
        (3, "dev1-4", "records[3].kind"),
        (4, None, "records[4]"),
        (5, "dev1-5", "records[5].data"),
        (6, "dev1-6", "records[6].colour"),
    ]
    assert "round, game, answer" in answer["refused"][0]["message"]
    assert [r["id"] for r in client.store.results()] == ["dev1-1", "dev1-7"]
    assert client.refusals() == {"record": 6}


def test_a_record_id_of_another_device_is_refused_and_cannot_hide_its_record(
    client: Client,
) -> None:
    """A record's id is ``{device}-{n}``: one device cannot send (and so block) another's."""
    status, answer = client.records([record(1, "dev2"), dict(record(2), id="dev1-x"), record(3)])
    assert status == 200 and answer["kept"] == ["dev1-3"]
    errors = [(r["index"], r["id"], r["error"]) for r in answer["refused"]]
    assert errors == [(0, "dev2-1", "records[0].id"), (1, "dev1-x", "records[1].id")]
    assert "this device's records are dev1-N" in answer["refused"][0]["message"]
    status, answer = client.records([record(1, "dev2")], device="dev2", pupil="Ben")
    assert answer["kept"] == ["dev2-1"]  # its own device sends it: kept, as new
    assert [r["id"] for r in client.store.results()] == ["dev1-3", "dev2-1"]
    assert client.refusals() == {"record": 2}


def test_a_refused_name_is_said_in_the_pupils_language(client: Client) -> None:
    status, answer = client.post(
        "/api/join", {"room": client.code, "device": "d", "pupil": "x" * 41, "lang": "sk"}
    )
    assert status == 400 and answer["error"] == "pupil"
    # The pupil's sentence alone; the check's words (English, for a programmer) apart.
    assert answer["message"] == say("sk", "class.error.name")
    assert "41" in answer["detail"] and answer["detail"] not in answer["message"]
    status, answer = client.post(
        "/api/join", {"room": client.code, "device": "d", "pupil": "A & B & C"}
    )
    assert status == 400 and answer["error"] == "pupil"
    assert client.refusals() == {"name": 2} and client.store.pupils() == []


def test_a_message_too_big_is_refused_unread(client: Client) -> None:
    body = json.dumps(
        {"room": client.code, "device": "d", "pupil": "A", "records": [], "pad": "x" * MAX_BODY}
    ).encode()
    status, answer = client.post("/api/records", body)
    assert status == 413 and answer["error"] == "body"
    # chunked, no Content-Length: read up to the limit, then refused
    conn = http.client.HTTPConnection("127.0.0.1", client.thread.port, timeout=10)
    conn.request(
        "POST",
        "/api/records",
        body=iter([body[:200_000], body[200_000:]]),
        encode_chunked=True,
        headers={"Transfer-Encoding": "chunked"},
    )
    assert conn.getresponse().status == 413
    conn.close()
    assert client.refusals() == {"too_big": 2}
    assert client.records([record(1)])[0] == 200


def test_an_exception_in_a_handler_is_a_500_counted_and_the_server_goes_on(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = []

    def broken(*args: Any) -> list[str]:
        calls.append(args)
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(client.store, "add", broken)
    status, answer = client.records([record(1)])
    assert status == 500 and answer["error"] == "server" and "fire" not in answer["message"]
    monkeypatch.undo()
    assert client.records([record(1)]) == (
        200,
        {"kept": ["dev1-1"], "refused": [], "paused": False},
    )
    assert client.refusals() == {"error": 1} and len(calls) == 1


def test_rate_limits_per_device_and_per_address_answer_429_with_retry_after(tmp_path: Path) -> None:
    limits = Limits(
        device_messages=1,
        device_burst=3,
        ip_messages=1,
        ip_burst=6,
        device_bytes=1000,
        device_bytes_burst=2000,
    )
    c = Client(tmp_path, limits)
    try:
        statuses = [c.records([record(i)])[0] for i in range(4)]
        assert statuses == [200, 200, 200, 429]
        status, headers, body = c.request(
            "POST",
            "/api/records",
            json.dumps({"room": c.code, "device": "dev1", "pupil": "A", "records": []}).encode(),
        )
        assert (
            status == 429
            and 1 <= int(headers["retry-after"]) <= 2
            and json.loads(body)["error"] == "rate"
        )
        # another device is its own bucket, until the address's runs out
        statuses = [c.records([record(i, "dev2")], device="dev2")[0] for i in range(3)]
        assert statuses == [200, 429, 429]  # the address's 6 are spent (2 of them refused)
        big = [dict(record(i, "dev3"), data={"pad": "x" * 900}) for i in range(3)]
        assert c.refusals()["rate"] == 4
    finally:
        c.stop()
    c = Client(tmp_path / "b", Limits(device_bytes=1000, device_bytes_burst=2500))
    try:
        statuses = [c.records([big[i]], device="dev3")[0] for i in range(3)]
        assert statuses == [200, 200, 429]  # about 1 KB a message, 2.5 KB a burst
    finally:
        c.stop()


def test_wrong_codes_from_one_address_are_limited(tmp_path: Path) -> None:
    c = Client(tmp_path, Limits(wrong_per_second=0.5, wrong_burst=3))
    try:
        statuses = [c.request("GET", "/r/222222")[0] for _ in range(5)]
        assert statuses == [404, 404, 404, 429, 429]
        assert c.request("GET", "/api/teacher/state?key=nope")[0] == 429
    finally:
        c.stop()


def test_the_teacher_endpoints_need_the_key(client: Client) -> None:
    key = client.server.key
    for path in (
        "/teacher?key=nope",
        "/teacher",
        "/api/teacher/export.csv?key=x",
        "/api/teacher/state?key=",
    ):
        status, _, body = client.request("GET", path)
        assert status == 403 and json.loads(body)["error"] == "key", path
    assert client.post("/api/teacher/pause", {"key": "nope", "paused": True})[0] == 403
    status, headers, page = client.request("GET", f"/teacher?key={key}")
    assert (
        status == 200
        and headers["content-type"].startswith("text/html")
        and b"/teacher/classroom.js" in page
    )
    client.records([record(1)])
    status, headers, csv = client.request("GET", f"/api/teacher/export.csv?key={key}")
    assert status == 200 and "attachment" in headers["content-disposition"]
    assert (
        csv.decode().splitlines()[0] == "id,pupil,kind,lesson,time,sent,data"
        and "dev1-1" in csv.decode()
    )
    assert client.refusals()["key"] == 5


def test_paused_the_records_are_still_kept_and_the_answer_says_paused(client: Client) -> None:
    key = client.server.key
    assert client.post("/api/teacher/pause", {"key": key, "paused": True}) == (
        200,
        {"paused": True},
    )
    assert client.store.room().paused
    _, answer = client.records([record(1)])
    assert answer == {"kept": ["dev1-1"], "refused": [], "paused": True}
    assert json.loads(client.request("GET", f"/api/status?room={client.code}")[2]) == {
        "paused": True,
        "lesson": "01_play",
    }
    assert client.post("/api/teacher/pause", {"key": key, "paused": "no"})[1]["error"] == "paused"
    assert client.post("/api/teacher/pause", {"key": key, "paused": False}) == (
        200,
        {"paused": False},
    )
    assert [r["id"] for r in client.store.results()] == ["dev1-1"]


def test_the_sites_files_only_with_their_headers(client: Client, tmp_path: Path) -> None:
    site = client.site
    status, headers, body = client.request("GET", "/")
    assert (status, body) == (200, b"<!doctype html><p>home")
    for name, value in (
        ("content-security-policy", CSP),
        ("x-frame-options", "SAMEORIGIN"),
        ("x-content-type-options", "nosniff"),
        ("referrer-policy", "no-referrer"),
        ("cache-control", "no-cache"),
    ):
        assert headers[name] == value
    assert headers["content-type"] == "text/html; charset=utf-8" and headers["etag"]
    assert client.request("GET", "/", headers={"If-None-Match": headers["etag"]})[0] == 304
    assert client.request("GET", "/play")[1]["location"] == "/play/"
    assert client.request("GET", "/empty/")[0] == 404  # no listing
    assert client.request("GET", "/play/01_play.html/")[0] == 404
    for path in (
        "/../secret.txt",
        "/play/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/play/..%2f..%2fsecret.txt",
    ):
        status, _, body = client.request("GET", path)
        assert status in (404, 400) and b"SECRET" not in body, path
    os.symlink(tmp_path / "secret.txt", site / "out.txt")
    os.symlink(tmp_path, site / "up")
    os.symlink(site / "index.html", site / "in.html")
    for path in ("/out.txt", "/up/secret.txt"):
        status, headers, body = client.request("GET", path)
        assert status == 404 and b"SECRET" not in body and headers["content-security-policy"] == CSP
    assert client.request("GET", "/in.html")[2] == b"<!doctype html><p>home"
    # compressed copies: one that is a link out is refused, the file itself sent instead
    (tmp_path / "evil.gz").write_bytes(b"SECRET gz")
    os.symlink(tmp_path / "evil.gz", site / "index.html.gz")
    status, headers, body = client.request(
        "GET", "/index.html", headers={"Accept-Encoding": "gzip"}
    )
    assert body == b"<!doctype html><p>home" and "content-encoding" not in headers
    (site / "play" / "01_play.html.br").write_bytes(b"brotli bytes")
    status, headers, body = client.request(
        "GET", "/play/01_play.html", headers={"Accept-Encoding": "gzip, br"}
    )
    assert (body, headers["content-encoding"]) == (b"brotli bytes", "br") and headers[
        "vary"
    ] == "Accept-Encoding"
    assert headers["content-type"] == "text/html; charset=utf-8"
    status, headers, body = client.request("GET", "/api/nothing")
    assert (
        status == 404
        and json.loads(body)["error"] == "path"
        and headers["x-frame-options"] == "SAMEORIGIN"
    )


def test_a_get_with_a_body_is_not_read_as_a_second_request(client: Client) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", client.thread.port, timeout=10)
    try:
        smuggled = b"GET /../secret.txt HTTP/1.1\r\nHost: x\r\n\r\n"
        conn.request("GET", "/", body=smuggled, headers={"Content-Length": str(len(smuggled))})
        first = conn.getresponse()
        assert first.status == 200 and first.read() == b"<!doctype html><p>home"
        conn.request("GET", "/play/01_play.html")
        second = conn.getresponse()
        assert second.status == 200 and second.read() == b"<!doctype html><p>play 01"
    finally:
        conn.close()


def test_the_server_stops_cleanly_and_a_port_in_use_is_an_error(client: Client) -> None:
    other = ServerThread(client.server, "127.0.0.1", client.thread.port)
    with pytest.raises(OSError):
        other.start()
    assert not other.running
    port = client.thread.port
    client.thread.stop()
    client.thread.stop()  # twice: nothing more
    again = ServerThread(client.server, "127.0.0.1", port).start()
    try:
        assert again.port == port
    finally:
        again.stop()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            http.client.HTTPConnection("127.0.0.1", port, timeout=1).connect()
        except OSError:
            break
        time.sleep(0.05)
    else:
        pytest.fail("still listening after stop()")
