"""The built lesson site for site_load.py: where it is, and a server of its own per visit.

build/lite/ is served the README's way (``tools/serve.py``, which sends the precompressed .br/.gz
copies) on a free port of 127.0.0.1, and stopped by its pid.
"""

from __future__ import annotations

import os
import re
import select
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "lite"


class Server:
    """build/lite served by tools/serve.py on a free port of 127.0.0.1, stopped by its pid."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [
                sys.executable,
                str(ROOT / "tools" / "serve.py"),
                str(SITE),
                "--port",
                "0",
                "--bind",
                "127.0.0.1",
                "--quiet",
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        try:
            self.url = self._address()
            deadline = time.monotonic() + 20
            while not self.answers():
                if time.monotonic() > deadline:
                    raise RuntimeError(f"tools/serve.py does not answer at {self.url}")
                time.sleep(0.05)
        except BaseException:
            self.stop()
            raise

    def _address(self) -> str:
        """The address tools/serve.py says it serves at (its first line)."""
        out = self.proc.stdout
        if out is None:
            raise RuntimeError("no pipe from tools/serve.py")
        ready, _, _ = select.select([out], [], [], 20)
        line = out.readline() if ready else ""
        found = re.search(r"at (http://\S+?)/? ", line)
        if not found:
            raise RuntimeError(f"tools/serve.py did not say where it serves: {line!r}")
        return found.group(1).rstrip("/")

    def answers(self) -> bool:
        try:
            with urllib.request.urlopen(f"{self.url}/play/01_play.html", timeout=2):
                return True
        except OSError:
            return False

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.kill(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=10)
        if self.proc.stdout:
            self.proc.stdout.close()
