"""What the live class's benchmarks share (issue 41): the class server in a process of its own.

``classroom_load.py`` (simulated pupils) and ``classroom_browsers.py`` (real Chromium pupils)
start ``Classroom(lesson=..., file=..., port=0[, site=...])`` with :class:`Server`, in a process
of its own (``python -c``, so that its memory is its own: ``VmRSS``/``VmHWM`` of
/proc/PID/status), on 127.0.0.1. Its ``subscribe`` callback writes each record's id and the
moment it saw it (``time.monotonic()``, one clock for every process on Linux) to a file: that
moment is when the teacher's dashboard gets it (:func:`read_seen`). The process is stopped by
its pid (``quit`` on its stdin, then killed if it lingers).
"""

from __future__ import annotations

import json
import select
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HOST = "127.0.0.1"

#: The class server's process: starts ``Classroom``, says where it is, logs what its subscriber
#: sees, answers "results PATH" (``room.results()``'s id, pupil and kind, in order) and "quit".
SERVER = r"""
import json, sys, time
lesson, file, seen_path, site = sys.argv[1:5]
t0 = time.monotonic()
from war_widget.classroom import Classroom
t1 = time.monotonic()
room = Classroom(lesson=lesson, file=file, port=0, site=site or None)
url = room.url
t2 = time.monotonic()
log = open(seen_path, "w", encoding="utf-8")
def seen(records):
    now = time.monotonic()
    log.write("".join(f"{r['id']} {now:.6f}\n" for r in records))
    log.flush()
room.subscribe(seen)
ready = {"url": url, "code": room.code, "port": room.port, "import": t1 - t0, "start": t2 - t1}
print("READY " + json.dumps(ready), flush=True)
for line in sys.stdin:
    words = line.split()
    if words and words[0] == "results":
        with open(words[1], "w", encoding="utf-8") as out:
            json.dump([{k: r[k] for k in ("id", "pupil", "kind")} for r in room.results()], out)
        print("DONE", flush=True)
    elif words and words[0] == "quit":
        break
room.close()
log.close()
"""


class Server:
    """The class server's process in ``folder`` (its own file there), stopped by its pid."""

    def __init__(self, folder: Path, lesson: str, site: Path | None = None) -> None:
        self.folder = folder
        self.seen = folder / "seen.txt"
        command = [sys.executable, "-c", SERVER, lesson, "class.sqlite", str(self.seen),
                   str(site or "")]  # fmt: skip
        with (folder / "server.log").open("w") as log:
            self.proc = subprocess.Popen(
                command, cwd=folder, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log,
                text=True,
            )  # fmt: skip
        try:
            line = self._line("READY ", 30)
        except BaseException:
            self.stop()
            raise
        self.ready: dict[str, Any] = json.loads(line)
        self.port = int(self.ready["port"])
        self.code = str(self.ready["code"])

    def _line(self, prefix: str, seconds: float) -> str:
        """The rest of the server's next line that starts with `prefix` (other lines skipped)."""
        out, deadline = self.proc.stdout, time.monotonic() + seconds
        assert out is not None
        while (left := deadline - time.monotonic()) > 0:
            if select.select([out], [], [], left)[0]:
                line = out.readline()
                if not line:
                    break
                if line.startswith(prefix):
                    return line[len(prefix) :]
        log = (self.folder / "server.log").read_text(errors="replace")[-2000:]
        raise RuntimeError(f"the class server did not say {prefix.strip()!r}:\n{log}")

    def status(self) -> dict[str, int]:
        """VmRSS and VmHWM (kB) and CPU time (ticks) of the server's process."""
        got: dict[str, int] = {}
        try:
            for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
                name, _, value = line.partition(":")
                if name in ("VmRSS", "VmHWM"):
                    got[name] = int(value.split()[0])
            fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
            got["cpu"] = int(fields[11]) + int(fields[12])  # utime + stime
        except (OSError, ValueError, IndexError):
            pass
        return got

    def records(self) -> list[dict[str, str]]:
        """``room.results()``: each record's id, pupil and kind, oldest first."""
        path = self.folder / "results.json"
        self._send(f"results {path}")
        self._line("DONE", 60)
        return list(json.loads(path.read_text()))

    def results(self) -> list[str]:
        """The ids of ``room.results()``, oldest first."""
        return [record["id"] for record in self.records()]

    def _send(self, command: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()

    def stop(self) -> None:
        if self.proc.poll() is None:
            try:
                self._send("quit")
                self.proc.wait(timeout=15)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()


def read_seen(path: Path) -> tuple[dict[str, float], int]:
    """The dashboard's log: the first moment each id was seen, and how many were seen again."""
    first: dict[str, float] = {}
    again = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        rid, _, when = line.partition(" ")
        if rid in first:
            again += 1
        else:
            first[rid] = float(when)
    return first, again


def quantile(values: list[float], q: float) -> float:
    """The `q` quantile of sorted `values` (the nearest rank); NaN for none."""
    if not values:
        return float("nan")
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]
