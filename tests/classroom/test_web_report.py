"""The light host in a live class (war_widget.lessons.light_host.report_to, act): the records of the
shown widget go to the page as one message {"type": "report", "records": [...]} after each message
from the page; outside a class nothing of the kind is sent."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from war_widget.lessons import light_host as web

CODE = 'from war_widget import WarWidget\nWarWidget(lang="es", seed=5, speed="fast")'


@pytest.fixture
def pages() -> Iterator[tuple[list[dict[str, Any]], list[dict[str, Any]]]]:
    """What the worker hands the page: the widgets' messages, and the class's reports."""
    comms: list[dict[str, Any]] = []
    reports: list[dict[str, Any]] = []
    web.start(lambda text: comms.append(json.loads(text)))
    try:
        yield comms, reports
    finally:
        web.stop()


def flip(model_id: str, table: Any) -> None:
    """The page's Flip: a custom message for the next round."""
    content = {"type": "flip", "game": table.game_id, "round": table.round + 1}
    web.receive(json.dumps({"comm_id": model_id, "data": {"method": "custom", "content": content}}))


def widget_of(model_id: str) -> Any:
    from ipywidgets.widgets.widget import _instances

    return _instances[model_id]


def test_each_message_from_the_page_sends_its_records_in_one_report(pages: Any) -> None:
    comms, reports = pages
    model_id = web.show(CODE)
    table = widget_of(model_id)
    web.report_to(lambda text: reports.append(json.loads(text)), "03_probability", "dev7", 1000001)
    flip(model_id, table)
    flip(model_id, table)
    assert [r["type"] for r in reports] == ["report", "report"]
    assert set(reports[0]) == {"type", "records"}
    (first,) = reports[0]["records"]
    assert first["id"] == "dev7-1000001" and first["kind"] == "round"
    assert first["lesson"] == "03_probability" and first["data"]["first"] is True
    assert reports[1]["records"][0]["id"] == "dev7-1000002"
    # The widgets' own messages are as before: no report among them.
    assert all(m.get("kind") in ("open", "msg", "close") for m in comms)


def test_a_message_that_plays_nothing_sends_no_report(pages: Any) -> None:
    _, reports = pages
    model_id = web.show(CODE)
    web.report_to(lambda text: reports.append(json.loads(text)), "03_probability", "d", 1)
    hello = {"method": "custom", "content": {"type": "hello"}}
    web.receive(json.dumps({"comm_id": model_id, "data": hello}))
    assert reports == []


def test_to_the_end_sends_every_round_and_the_game_at_once(pages: Any) -> None:
    _, reports = pages
    model_id = web.show(CODE)
    table = widget_of(model_id)
    web.report_to(lambda text: reports.append(json.loads(text)), "03_probability", "d", 1)
    web.act("play_to_end")
    assert table.over
    (report,) = reports
    records = report["records"]
    assert records[-1]["kind"] == "game"
    assert records[-1]["data"]["rounds"] == table.round == len(records) - 1
    assert len({r["id"] for r in records}) == len(records)


def test_without_a_class_nothing_is_reported_and_to_the_end_still_plays(pages: Any) -> None:
    comms, _ = pages
    model_id = web.show(CODE)
    table = widget_of(model_id)
    assert table.report is None
    before = len(comms)
    web.act("play_to_end")
    assert table.over and len(comms) > before
    assert all("type" not in m for m in comms)


def test_only_the_pages_own_buttons_can_be_acted_and_reports_need_a_widget(pages: Any) -> None:
    with pytest.raises(web.HostError, match="act: 'flip' is not allowed"):
        web.act("flip")
    with pytest.raises(web.HostError, match=r"web.show\(code\) must run before web.report_to"):
        web.report_to(lambda text: None, "03_probability", "d", 1)
    web.show(CODE)
    with pytest.raises(web.HostError, match="act: '__class__' is not allowed"):
        web.act("__class__")
    with pytest.raises(ValueError, match="device="):
        web.report_to(lambda text: None, "03_probability", "no-dash", 1)
