"""What a pupil's page may send to the class server, checked field by field (no aiohttp here).

Every message is one JSON object; every refusal is a :class:`BadMessage` naming the field and
what is allowed, which the server answers as ``{"error": FIELD, "message": TEXT}`` and counts
(``ClassStore.refuse(reason)``).  The words a pupil may read (a wrong room code, a name the
check refuses) are the server's to translate (``class.*`` messages): the rest names a
programmer's mistake in English, as the package's other errors do.

- ``POST /api/join``     ``{"room", "device", "pupil", "lang"?}``
- ``POST /api/records``  ``{"room", "device", "pupil", "records": [record, ...]}``: at most
  :data:`MAX_RECORDS` records and :data:`MAX_BODY` bytes; a record is ``{"id", "kind",
  "lesson", "data", "sent", "pupil"?}`` (the server stamps ``time``).  A malformed record is
  refused alone (:func:`check_batch` returns it with its reason) so that one bad record never
  holds up the good ones in a device's outbox.

:class:`Bucket` is the token bucket of the rate limits (messages and bytes a second).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from typing import Any

from ..game.names import MAX_NAME, check_name

#: The most bytes one message may have (HTTP body): a larger one is refused with 413.
MAX_BODY = 256 * 1024
#: The most records one batch may carry.
MAX_RECORDS = 500
#: The most bytes a record's ``data`` may have, written as compact JSON.
MAX_DATA = 4096
#: A record's id, a device's id: letters, digits, ``_`` and ``-``, 1 to 64 of them.
ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
#: A lesson's id: ``03_probability``.
LESSON = re.compile(r"\d\d_[a-z0-9_]{1,40}")
#: The kinds of record.
KINDS = ("round", "game", "answer")
#: The device's clock as it sent a record: an ISO 8601 date and time, e.g.
#: ``2026-12-06T10:49:22.900Z`` (a ``Z`` or an offset; up to nanoseconds).
SENT = re.compile(
    r"\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,9})?)?(Z|[+-]\d\d:?\d\d)?",
)
#: Two players on one device: their names joined by this.
JOINED = " & "

JOIN_FIELDS = ("room", "device", "pupil", "lang")
BATCH_FIELDS = ("room", "device", "pupil", "records")
RECORD_FIELDS = ("id", "kind", "lesson", "data", "sent", "pupil")
RECORD_REQUIRED = ("id", "kind", "lesson", "data", "sent")


class BadMessage(ValueError):
    """A pupil's message refused: ``field`` names what was wrong (``"body"``, ``"room"``,
    ``"records[3].kind"``), ``reason`` is what the refusal is counted as, ``status`` the HTTP
    status it is answered with; ``detail``, when given, is the check's own words for a
    programmer (in English), sent apart from the ``message`` a pupil may read."""

    def __init__(
        self,
        field: str,
        message: str,
        *,
        reason: str = "malformed",
        status: int = 400,
        retry: float = 0.0,
        detail: str = "",
    ) -> None:
        super().__init__(message)
        self.retry = retry  # 429: the seconds to wait
        self.detail = detail
        self.field = field
        self.message = message
        self.reason = reason
        self.status = status

    def to_dict(self) -> dict[str, str]:
        body = {"error": self.field, "message": self.message}
        return {**body, "detail": self.detail} if self.detail else body


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def parse(body: bytes) -> dict[str, Any]:
    """A message's body as a JSON object, or :class:`BadMessage` (``"body"``)."""
    if len(body) > MAX_BODY:
        raise BadMessage(
            "body",
            f"a message may have at most {MAX_BODY} bytes (this one has {len(body)})",
            reason="too_big",
            status=413,
        )
    try:
        value = json.loads(body.decode("utf-8"), parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise BadMessage("body", "a message must be JSON written in UTF-8") from None
    except (ValueError, RecursionError) as err:  # RecursionError: nested too deep
        raise BadMessage("body", f"a message must be one JSON object: {_short(err)}") from None
    if not isinstance(value, dict):
        raise BadMessage("body", f"a message must be one JSON object, not {_kind(value)}")
    return value


def _short(err: BaseException) -> str:
    text = str(err) or type(err).__name__
    return text if len(text) <= 120 else text[:117] + "..."


def _kind(value: object) -> str:
    """How a JSON value is named in an error."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    names = {str: "a text", int: "a number", float: "a number", list: "a list", dict: "an object"}
    return names.get(type(value), type(value).__name__)


def only(message: dict[str, Any], allowed: tuple[str, ...], where: str = "") -> None:
    """:class:`BadMessage` naming the first field of ``message`` not in ``allowed``."""
    for name in message:
        if name not in allowed:
            shown = name if len(name) <= 40 else name[:37] + "..."
            raise BadMessage(
                f"{where}{shown}",
                f"unknown field {shown!r}: the fields allowed are {', '.join(allowed)}",
            )


def text(message: dict[str, Any], name: str, pattern: re.Pattern[str], what: str) -> str:
    """``message[name]``, a text matching ``pattern`` (``what`` says what is allowed)."""
    if name not in message:
        raise BadMessage(name, f"{name} is missing: it must be {what}")
    value = message[name]
    if not isinstance(value, str) or not pattern.fullmatch(value):
        shown = repr(value)[:60] if isinstance(value, str) else _kind(value)
        raise BadMessage(name, f"{name}={shown} is not allowed: it must be {what}")
    return value


def room_code(message: dict[str, Any]) -> str:
    """The room code a message names, upper case (the server compares it with its own)."""
    if "room" not in message:
        raise BadMessage("room", "room is missing: it must be the room code", reason="room")
    value = message["room"]
    if not isinstance(value, str) or len(value) > 16:
        raise BadMessage("room", "room must be the room code, a short text", reason="room")
    return value.strip().upper()


def pupil_name(value: object, where: str = "pupil") -> str:
    """One name, or two joined by ``" & "`` (two players on one device), each checked by
    :func:`war_widget.game.names.check_name`; ``BadMessage`` (reason ``"name"``) otherwise."""
    if not isinstance(value, str):
        raise BadMessage(where, f"{where} must be a text (a first name or a seat number)")
    parts = value.split(JOINED)
    if len(parts) > 2:
        raise BadMessage(where, f"{where}: at most two names, joined by {JOINED!r}", reason="name")
    try:
        names = [check_name(part, i) for i, part in enumerate(parts)]
    except ValueError as err:
        raise BadMessage(where, str(err), reason="name") from None
    return JOINED.join(names)


@dataclass(frozen=True)
class Join:
    """A checked ``/api/join``."""

    room: str
    device: str
    pupil: str
    lang: str | None


def check_join(message: dict[str, Any]) -> Join:
    only(message, JOIN_FIELDS)
    room = room_code(message)
    device = text(message, "device", ID, "the device's id: 1 to 64 letters, digits, _ or -")
    if "pupil" not in message:
        raise BadMessage(
            "pupil", f"pupil is missing: a first name or a seat number (1 to {MAX_NAME} letters)"
        )
    pupil = pupil_name(message["pupil"])
    lang = message.get("lang")
    if lang is not None and (not isinstance(lang, str) or len(lang) > 35):
        raise BadMessage("lang", "lang must be a language tag such as 'es' or 'pl-PL'")
    return Join(room, device, pupil, lang)


@dataclass(frozen=True)
class Refused:
    """One record of a batch refused: its place, its id if it had a readable one, why."""

    index: int
    id: str | None
    error: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "id": self.id, "error": self.error, "message": self.message}


@dataclass(frozen=True)
class Batch:
    """A checked ``/api/records``: the good records by pupil, and those refused."""

    room: str
    device: str
    pupil: str
    records: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    refused: list[Refused] = field(default_factory=list)

    @property
    def ids(self) -> list[str]:
        return [r["id"] for group in self.records.values() for r in group]


def check_batch(message: dict[str, Any]) -> Batch:
    """The batch's envelope checked (a fault there refuses the whole message), then each
    record alone (a fault refuses that record, reported in :attr:`Batch.refused`)."""
    only(message, BATCH_FIELDS)
    room = room_code(message)
    device = text(message, "device", ID, "the device's id: 1 to 64 letters, digits, _ or -")
    if "pupil" not in message:
        raise BadMessage("pupil", "pupil is missing: the name the pupil joined with")
    pupil = pupil_name(message["pupil"])
    records = message.get("records")
    if not isinstance(records, list):
        shown = "missing" if "records" not in message else _kind(records)
        raise BadMessage("records", f"records must be a list of records (got {shown})")
    if len(records) > MAX_RECORDS:
        raise BadMessage(
            "records",
            f"a batch may carry at most {MAX_RECORDS} records (this one has {len(records)})",
            reason="too_many",
        )
    batch = Batch(room, device, pupil)
    seen: set[str] = set()
    for i, raw in enumerate(records):
        try:
            record = check_record(raw, i)
        except BadMessage as err:
            got = raw.get("id") if isinstance(raw, dict) else None
            good = got if isinstance(got, str) and ID.fullmatch(got) else None
            batch.refused.append(Refused(i, good, err.field, err.message))
            continue
        number = record["id"].removeprefix(f"{device}-")
        if not (number.isascii() and number.isdigit()):  # another device's id, or none
            why = f"id={record['id']!r} is not allowed: this device's records are {device}-N"
            batch.refused.append(Refused(i, record["id"], f"records[{i}].id", why))
            continue
        if record["id"] in seen:  # the same id twice in one batch: kept once
            continue
        seen.add(record["id"])
        batch.records.setdefault(record.pop("pupil", pupil), []).append(record)
    return batch


def check_record(raw: object, index: int) -> dict[str, Any]:
    """One record of a batch, checked; ``BadMessage`` names ``records[i].field``."""
    where = f"records[{index}]."
    if not isinstance(raw, dict):
        raise BadMessage(f"records[{index}]", f"a record must be an object, not {_kind(raw)}")
    only(raw, RECORD_FIELDS, where)
    for name in RECORD_REQUIRED:
        if name not in raw:
            raise BadMessage(
                where + name, f"{name} is missing: a record has {', '.join(RECORD_REQUIRED)}"
            )
    try:
        rid = text(raw, "id", ID, "1 to 64 letters, digits, _ or -")
        kind = raw["kind"]
        if kind not in KINDS:
            raise BadMessage(
                "kind", f"kind={str(kind)[:30]!r} is not allowed: one of {', '.join(KINDS)}"
            )
        lesson = text(raw, "lesson", LESSON, "a lesson's id such as 03_probability")
        sent = text(raw, "sent", SENT, "the device's time, ISO 8601 (2026-12-06T10:49:22.900Z)")
        data = raw["data"]
        if not isinstance(data, dict):
            raise BadMessage("data", f"data must be an object, not {_kind(data)}")
        size = len(json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8"))
        if size > MAX_DATA:
            raise BadMessage(
                "data", f"data may have at most {MAX_DATA} bytes as JSON (it has {size})"
            )
        record: dict[str, Any] = {
            "id": rid,
            "kind": kind,
            "lesson": lesson,
            "data": data,
            "sent": sent,
        }
        if "pupil" in raw:
            record["pupil"] = pupil_name(raw["pupil"], "pupil")
    except BadMessage as err:
        raise BadMessage(where + err.field, err.message, reason="record") from None
    return record


class Bucket:
    """A token bucket: ``rate`` a second, at most ``burst`` saved up.  :meth:`take` answers 0
    when ``amount`` may go now, else the seconds to wait (nothing taken)."""

    __slots__ = ("burst", "level", "rate", "when")

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate, self.burst, self.level, self.when = rate, burst, burst, now

    def take(self, amount: float, now: float) -> float:
        self.level = min(self.burst, self.level + (now - self.when) * self.rate)
        self.when = now
        if amount <= self.level:
            self.level -= amount
            return 0.0
        if amount > self.burst:  # never enough: wait for a full bucket
            return math.inf
        return (amount - self.level) / self.rate


@dataclass(frozen=True)
class Limits:
    """The server's limits: messages and bytes a second (and their bursts) per device and per
    IP address, and the wrong room codes or teacher keys an IP address may try a second."""

    device_messages: float = 10
    device_burst: float = 20
    device_bytes: float = 512 * 1024
    device_bytes_burst: float = 1024 * 1024
    ip_messages: float = 200
    ip_burst: float = 400
    ip_bytes: float = 8 * 1024 * 1024
    ip_bytes_burst: float = 16 * 1024 * 1024
    wrong_per_second: float = 2
    wrong_burst: float = 20


class Limiter:
    """Token buckets by key (a device's id, an IP address): each key's own, made full on
    first use; past :data:`KEYS` keys the idle ones (full again) are forgotten, so ids made
    up by the thousand do not fill the memory."""

    KEYS = 10_000

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.buckets: dict[str, Bucket] = {}

    def take(self, key: str, amount: float, now: float) -> float:
        bucket = self.buckets.get(key)
        if bucket is None:
            if len(self.buckets) >= self.KEYS:
                self._prune(now)
            bucket = self.buckets[key] = Bucket(self.rate, self.burst, now)
        return bucket.take(amount, now)

    def _prune(self, now: float) -> None:
        for key, bucket in list(self.buckets.items()):
            if bucket.level + (now - bucket.when) * bucket.rate >= bucket.burst:
                del self.buckets[key]
        if len(self.buckets) >= self.KEYS:  # all busy: the oldest half go
            for key in list(self.buckets)[: self.KEYS // 2]:
                del self.buckets[key]
