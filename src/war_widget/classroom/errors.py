""":class:`ClassError`: an argument of the live class refused (apart, so that every module of
the class imports it without importing the room)."""

from __future__ import annotations


class ClassError(ValueError):
    """A live class's argument refused: ``field`` names it (``"lesson"``, ``"port"``,
    ``"file"``...), the message says what is allowed; ``reason`` (``"port_taken"``...) and
    ``values`` let the command line say it in the teacher's language."""

    def __init__(self, field: str, message: str, *, reason: str = "", **values: object) -> None:
        super().__init__(message)
        self.field = field
        self.reason = reason or field
        self.values = values
