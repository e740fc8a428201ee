"""A live class under load: simulated pupils reporting to a real class server (issue 41).

    .venv/bin/python benchmarks/classroom_load.py [--seconds 60] [--quick] [--scale 1]
                                                  [--only steady,many,drops,start,browsers]

The server is ``Classroom(lesson="03_probability", file=..., port=0)`` in a process of its own
(``_class_common.Server``: its memory its own, on 127.0.0.1). Its ``subscribe`` callback writes
each record's id and the moment it saw it (``time.monotonic()``, one clock for every process
on Linux) to a file: that moment is when the teacher's dashboard gets it. The pupils are
asyncio clients in this process, speaking the contract's protocol over raw HTTP/1.1 keep-alive
connections (``POST /api/join``, then ``POST /api/records``), each from an address of its own
in 127.0.0.0/8 (a class's tablets each have theirs: the server limits messages per device and
per address). Each pupil keeps an
outbox and sends it as the page's sender does (js/host/sender.ts): a new record is sent at
once unless a batch is under way (then right after it, oldest first, at most 500 a batch); only
the ids the server answers leave the outbox; a failure waits 1 s, then twice as long each time
(up to 30 s, jitter 0.8-1.2); a 429 waits as long as Retry-After says.

Scenarios (``--only``):

* steady -- 30 pupils, 10 records a second each, for ``--seconds``;
* many   -- 300 pupils, 1 record a second each;
* drops  -- 300 pupils, 1 record a second, and 10 % of them lose their connection once, mid-run:
  half just after sending a batch (the server may keep it; its answer is lost), half in the
  middle of a batch's body; each opens a new connection after its wait and sends what is not
  acknowledged again;
* start  -- ``Classroom(...)`` to its address (``room.url``), in a fresh process each time;
* browsers -- 5 real Chromium pupils join lesson 01 and reach an enabled Flip, then flip once
  (classroom_browsers.py, which runs it alone too; not in ``--quick`` unless named).

Measured: records lost (made by the pupils, not in ``room.results()`` once every outbox is
empty), counted twice (rows of ``results()`` with an id already there, and ids the dashboard
was given twice), flip -> dashboard latency (a record made -> the subscriber sees it, batching
waits included), the server's peak memory (VmHWM) and CPU time, answers by status. Every loop
is bounded in count and time; nothing is sent outside 127.0.0.0/8. Prints; asserts nothing.
``--quick``: a smoke run of about 10 s (2 s a scenario, one start, no browsers; tests/ run it
smaller).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import classroom_browsers
from _class_common import HOST, Server, quantile, read_seen

LESSON = "03_probability"
TIMEOUT = 10.0  # the longest one request may take (a connect, a send, an answer)
DRAIN = 45.0  # after the run: the longest wait for every outbox to empty
SETTLE = 5.0  # then the longest wait for the dashboard to have seen every kept record
BATCH = 500  # records a batch at most (the contract's)


class Dropped(Exception):
    """The pupil's connection was cut on purpose (the drops scenario)."""


async def read_answer(reader: asyncio.StreamReader) -> tuple[int, dict[str, str], bytes]:
    """One HTTP/1.1 answer: status, headers (lower-case names), body."""
    line = await reader.readline()
    if not line:
        raise ConnectionError("the server closed the connection")
    status = int(line.split()[1])
    headers: dict[str, str] = {}
    for _ in range(100):
        raw = await reader.readline()
        if raw in (b"\r\n", b"\n", b""):
            break
        name, _, value = raw.decode("latin-1").partition(":")
        headers[name.strip().lower()] = value.strip()
    if "transfer-encoding" in headers:  # aiohttp's JSON answers all have a Content-Length
        raise ValueError(f"unexpected Transfer-Encoding: {headers['transfer-encoding']}")
    body = await reader.readexactly(int(headers.get("content-length", "0")))
    return status, headers, body


@dataclass
class Pupil:
    """One simulated pupil: a device, a name, an address of its own, an outbox."""

    index: int
    port: int
    code: str
    run: str
    rng: random.Random
    outbox: dict[str, dict[str, Any]] = field(default_factory=dict)
    made: dict[str, float] = field(default_factory=dict)
    answers: Counter[str] = field(default_factory=Counter)
    drop: str | None = None  # "answer" or "body": the connection is cut once, mid-run:
    drop_after: int = 0  # the first batch sent once this many records were made is cut
    unanswered: list[tuple[float, list[str]]] = field(default_factory=list)  # cut "answer"s
    connects: int = 0
    failures: int = 0
    conn: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None
    kick: asyncio.Event = field(default_factory=asyncio.Event)
    finished: bool = False

    def __post_init__(self) -> None:
        self.device = f"{self.run}-d{self.index}"
        self.name = f"Pupil {self.index + 1}"
        # The pupil's own address, 127.1.x.y (all of 127.0.0.0/8 is this machine's loopback).
        self.source = f"127.1.{self.index // 250}.{self.index % 250 + 1}"

    async def post(self, path: str, message: dict[str, Any], cut: str | None = None) -> Any:
        """POST `message` as JSON; the answer's status and JSON. `cut` drops the connection
        just after the request ("answer") or halfway through its body ("body")."""
        body = json.dumps(message, separators=(",", ":")).encode()
        if self.conn is None:
            self.conn = await asyncio.wait_for(
                asyncio.open_connection(HOST, self.port, local_addr=(self.source, 0)), TIMEOUT
            )
            self.connects += 1
        reader, writer = self.conn
        head = (
            f"POST {path} HTTP/1.1\r\nHost: {HOST}:{self.port}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
        ).encode()
        writer.write(head + (body[: len(body) // 2] if cut == "body" else body))
        await asyncio.wait_for(writer.drain(), TIMEOUT)
        if cut:
            self.close()
            raise Dropped(cut)
        status, headers, raw = await asyncio.wait_for(read_answer(reader), TIMEOUT)
        if headers.get("connection", "").lower() == "close":
            self.close()
        self.answers[str(status)] += 1
        return status, headers, json.loads(raw or b"null")

    def close(self) -> None:
        if self.conn is not None:
            self.conn[1].close()
            self.conn = None

    async def join(self) -> bool:
        message = {"room": self.code, "device": self.device, "pupil": self.name, "lang": "en"}
        for attempt in range(3):
            try:
                status, _, _ = await self.post("/api/join", message)
                if status == 200:
                    return True
            except (OSError, asyncio.TimeoutError, ValueError):
                self.close()
            await asyncio.sleep(1 + attempt)
        return False

    async def produce(self, rate: float, seconds: float, start: float) -> None:
        """`rate` records a second for `seconds` from `start`, each put in the outbox."""
        offset = self.rng.random() / rate
        for k in range(round(rate * seconds)):
            delay = start + offset + k / rate - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            rid = f"{self.device}-{k}"
            data = {"game": 1, "round": k + 1, "cards": [self.rng.randint(2, 14), 9],
                    "winner": k % 2, "war": False, "first": k == 0, "seats": 2}  # fmt: skip
            self.outbox[rid] = {"id": rid, "kind": "round", "lesson": LESSON, "data": data}
            self.made[rid] = time.monotonic()
            self.kick.set()
        self.finished = True
        self.kick.set()

    async def send(self) -> None:
        """The page's sender: batches until the outbox is empty, waits after a failure."""
        for _ in range(1_000_000):
            if not self.outbox:
                if self.finished:
                    return
                self.kick.clear()
                await self.kick.wait()
                continue
            wait = await self.send_batch()
            if wait:
                await asyncio.sleep(wait)

    async def send_batch(self) -> float:
        """One batch of the oldest records: 0 when it went through, else the seconds to wait."""
        batch = list(self.outbox.values())[:BATCH]
        sent = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        message = {"room": self.code, "device": self.device, "pupil": self.name,
                   "records": [{**record, "sent": sent} for record in batch]}  # fmt: skip
        cut = None
        if self.drop and len(self.made) > self.drop_after:
            cut, self.drop = self.drop, None
            if cut == "answer":  # sent whole: the server may keep it; the answer is lost
                self.unanswered.append((time.monotonic(), [r["id"] for r in batch]))
        try:
            status, headers, answer = await self.post("/api/records", message, cut)
        except (OSError, asyncio.TimeoutError, ValueError, Dropped) as err:
            self.answers["dropped" if isinstance(err, Dropped) else type(err).__name__] += 1
            self.close()
            return self.failed()
        if status == 200 and isinstance(answer, dict):
            ids = {record["id"] for record in batch}
            kept = [i for i in answer.get("kept", []) if i in ids]
            for rid in kept:
                self.outbox.pop(rid, None)
            if kept:
                self.failures = 0
                return 0.0
            return self.failed()
        if status == 429:
            return self.failed(max(1.0, float(headers.get("retry-after", "1"))))
        return self.failed()

    def failed(self, at_least: float = 0.0) -> float:
        self.failures += 1
        grown = min(30.0, 2.0 ** min(self.failures - 1, 10))
        return max(at_least, grown * (0.8 + 0.4 * self.rng.random()))


@dataclass(frozen=True)
class Scenario:
    name: str
    title: str
    pupils: int
    rate: float  # records a second, each pupil
    seconds: float
    drops: float = 0.0  # the share of pupils whose connection is cut once


async def run_pupils(scenario: Scenario, server: Server, samples: list[dict[str, int]]) -> Any:
    """Join every pupil, run them, drain their outboxes (bounded); the pupils and the time."""
    rng = random.Random(2026)
    pupils = [Pupil(i, server.port, server.code, f"{scenario.name}{os.getpid()}",
                    random.Random(rng.random())) for i in range(scenario.pupils)]  # fmt: skip
    dropped = rng.sample(pupils, round(scenario.drops * len(pupils))) if scenario.drops else []
    joined = await asyncio.gather(*(p.join() for p in pupils))
    start = time.monotonic() + 0.5
    for n, pupil in enumerate(dropped):
        pupil.drop = ("answer", "body")[n % 2]
        pupil.drop_after = int(round(scenario.rate * scenario.seconds) * rng.uniform(0.2, 0.8))

    async def sample() -> None:
        for _ in range(100_000):
            samples.append(server.status())
            await asyncio.sleep(0.25)

    sampler = asyncio.create_task(sample())
    tasks = [asyncio.create_task(p.produce(scenario.rate, scenario.seconds, start)) for p in pupils]
    tasks += [asyncio.create_task(p.send()) for p in pupils]
    _, pending = await asyncio.wait(tasks, timeout=scenario.seconds + 0.5 + DRAIN)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    for pupil in pupils:
        pupil.close()
    sampler.cancel()
    await asyncio.gather(sampler, return_exceptions=True)
    return pupils, sum(not j for j in joined), len(pending)


def wait_seen(path: Path, wanted: set[str]) -> None:
    """Until the dashboard has seen every id in `wanted` (bounded by :data:`SETTLE`)."""
    deadline = time.monotonic() + SETTLE
    while time.monotonic() < deadline and not wanted <= read_seen(path)[0].keys():
        time.sleep(0.1)


def measure(scenario: Scenario) -> dict[str, Any]:
    """One scenario against a fresh server: its figures."""
    with tempfile.TemporaryDirectory(prefix="classroom_load-") as tmp:
        server = Server(Path(tmp), LESSON)
        samples: list[dict[str, int]] = []
        try:
            began = time.monotonic()
            pupils, unjoined, unfinished = asyncio.run(run_pupils(scenario, server, samples))
            took = time.monotonic() - began
            made = {rid: t for p in pupils for rid, t in p.made.items()}
            wait_seen(server.seen, set(made) - {r for p in pupils for r in p.outbox})
            last = server.status()
            ids = server.results()
        finally:
            server.stop()
        seen, seen_again = read_seen(server.seen)
    latency = sorted(seen[rid] - t for rid, t in made.items() if rid in seen)
    # Records of a batch whose answer was lost, that the server kept from that very batch
    # (seen before the resend, which waits at least 0.8 s): sent again, not counted twice.
    resent = [rid for p in pupils for when, ids in p.unanswered for rid in ids]
    held = sum(seen.get(rid, when + 1) < when + 0.8
               for p in pupils for when, ids in p.unanswered for rid in ids)  # fmt: skip
    answers: Counter[str] = sum((p.answers for p in pupils), Counter())
    return {
        "made": len(made), "kept": len(set(ids)), "lost": len(set(made) - set(ids)),
        "twice": len(ids) - len(set(ids)) + seen_again,
        "unsent": sum(len(p.outbox) for p in pupils),
        "p50": quantile(latency, 0.5), "p95": quantile(latency, 0.95),
        "max": latency[-1] if latency else float("nan"), "seen": len(latency),
        "rss": max([s.get("VmRSS", 0) for s in samples] + [last.get("VmRSS", 0)]) / 1024,
        "hwm": last.get("VmHWM", 0) / 1024, "cpu": last.get("cpu", 0) / os.sysconf("SC_CLK_TCK"),
        "answers": dict(sorted(answers.items())), "unjoined": unjoined, "unfinished": unfinished,
        "connects": sum(p.connects for p in pupils), "seconds": took,
        "resent": len(resent), "held": held,
    }  # fmt: skip


def startup(repeats: int) -> list[dict[str, float]]:
    """``Classroom(...)`` to ``room.url``, each in a fresh process with a new file."""
    times = []
    for _ in range(repeats):
        with tempfile.TemporaryDirectory(prefix="classroom_start-") as tmp:
            began = time.monotonic()
            server = Server(Path(tmp), LESSON)
            ready = time.monotonic() - began
            server.stop()
        times.append({"start": server.ready["start"], "import": server.ready["import"],
                      "process": ready})  # fmt: skip
    return times


def scenarios(seconds: float, scale: float) -> dict[str, Scenario]:
    def n(count: int) -> int:
        return max(1, round(count * scale))

    return {
        "steady": Scenario("steady", f"{n(30)} pupils, 10 records/s each for {seconds:g} s",
                           n(30), 10, seconds),
        "many": Scenario("many", f"{n(300)} pupils, 1 record/s each for {seconds:g} s",
                         n(300), 1, seconds),
        "drops": Scenario("drops", f"{n(300)} pupils, 1 record/s, 10 % of connections dropped "
                          "and reopened", n(300), 1, seconds, drops=0.1),
    }  # fmt: skip


GOALS = {
    "steady": "0 lost, 0 counted twice; send -> dashboard p95 <= 1 s; server RSS <= 150 MB",
    "many": "the same",
    "drops": "0 lost, 0 counted twice",
    "start": "<= 1 s",
    "browsers": "each <= 10 s",
}


def report(
    results: dict[str, Any],
    starts: list[dict[str, float]],
    plan: dict[str, Scenario],
    browsers: dict[str, Any] | None = None,
) -> None:
    rows = [(plan[name].title, GOALS[name], f"lost {f['lost']} of {f['made']}, twice "
             f"{f['twice']}; p50 {f['p50']:.3f} s, p95 {f['p95']:.3f} s; peak RSS "
             f"{f['hwm']:.1f} MB") for name, f in results.items()]  # fmt: skip
    if starts:
        rows.append(("Classroom(...) to the address shown", GOALS["start"],
                     ", ".join(f"{s['start']:.3f} s" for s in starts)))  # fmt: skip
    if browsers is not None:
        rows.append((f"{len(browsers['pupils'])} real Chromium pupils join and reach an enabled "
                     "Flip", GOALS["browsers"], classroom_browsers.summary(browsers)))  # fmt: skip
    else:
        rows.append(("5 real Chromium pupils join and reach an enabled Flip", GOALS["browsers"],
                     "not run (--only browsers, or benchmarks/classroom_browsers.py)"))  # fmt: skip
    print("\n| measure | goal | measured |\n|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    print()
    for name, f in results.items():
        print(f"{name}: {f['made']} records made, {f['kept']} kept, {f['unsent']} still in "
              f"outboxes, {f['seen']} seen by the dashboard (max latency {f['max']:.3f} s); "
              f"answers {f['answers']}; {f['connects']} connections opened; "
              f"{f['unjoined']} pupils could not join, {f['unfinished']} tasks cut at the "
              f"deadline; server CPU {f['cpu']:.1f} s, sampled RSS max {f['rss']:.1f} MB; "
              f"{f['seconds']:.1f} s")  # fmt: skip
        if f["resent"]:
            print(f"  {name}: {f['resent']} records sent in a batch whose answer was lost, "
                  f"{f['held']} of them kept from it and sent again (counted once)")  # fmt: skip
    if browsers is not None:
        print("browsers:")
        classroom_browsers.report(browsers)
    for s in starts:
        print(
            f"start: Classroom(...) -> url {s['start']:.3f} s (import war_widget.classroom "
            f"{s['import']:.3f} s; process start to ready {s['process']:.3f} s)"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=None, help="each run's length (60)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 2 s a scenario")
    parser.add_argument("--scale", type=float, default=1.0, help="pupils x this (at least 1)")
    parser.add_argument(
        "--only",
        default=None,
        help="scenarios, comma-separated (steady,many,drops,start,browsers; --quick: all but "
        "browsers)",
    )
    parser.add_argument("--starts", type=int, default=None, help="start measurements (5)")
    args = parser.parse_args(argv)
    seconds = args.seconds if args.seconds is not None else (2.0 if args.quick else 60.0)
    starts_n = args.starts if args.starts is not None else (1 if args.quick else 5)
    only = args.only or ("steady,many,drops,start" + ("" if args.quick else ",browsers"))
    chosen = [name.strip() for name in only.split(",") if name.strip()]
    plan = scenarios(seconds, args.scale)
    known = [*plan, "start", "browsers"]
    unknown = set(chosen) - set(known)
    if unknown:
        parser.error(f"--only: unknown {', '.join(sorted(unknown))}; choose of {', '.join(known)}")
    load = os.getloadavg()
    print(f"classroom_load: load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}, "
          f"{os.cpu_count()} cores, python {sys.version.split()[0]}", flush=True)  # fmt: skip
    results = {}
    for name in chosen:
        if name in plan:
            print(f"running {name}: {plan[name].title}...", flush=True)
            results[name] = measure(plan[name])
    starts = startup(starts_n) if "start" in chosen else []
    browsers = None
    if "browsers" in chosen:
        print("running browsers: 5 pupils in Chromium at once...", flush=True)
        browsers = classroom_browsers.measure(5)
    report(results, starts, plan, browsers)
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
