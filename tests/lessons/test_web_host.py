"""The Python half of the lesson site's light host (war_widget.lessons.light_host): the widgets'
comms carried as JSON texts, the page's messages delivered, bad messages named, and no IPython
needed.

The host's JavaScript half is tested in js/host/model.test.ts and, with Pyodide in a real
Chromium, in tests/e2e/test_lite_child.py.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from war_widget.lessons import light_host as web

CODE = 'from war_widget import WarWidget\nWarWidget(lang="pl", seed=5)'


@pytest.fixture
def sent() -> Iterator[list[dict[str, Any]]]:
    messages: list[dict[str, Any]] = []
    web.start(lambda text: messages.append(json.loads(text)))
    try:
        yield messages
    finally:
        web.stop()


def widget_of(model_id: str) -> Any:
    from ipywidgets.widgets.widget import _instances

    return _instances[model_id]


def say(model_id: str, data: dict[str, Any]) -> None:
    """A message from the page to the widget of `model_id`."""
    web.receive(json.dumps({"comm_id": model_id, "data": data}))


def test_a_widget_opens_its_comm_with_its_state_and_front_end(sent: list[dict[str, Any]]) -> None:
    model_id = web.show(CODE)
    opened = [m for m in sent if m["kind"] == "open"]
    assert [m["comm_id"] for m in opened][-1] == model_id
    state = opened[-1]["data"]["state"]
    assert state["_anywidget_id"] == "war_widget.play.widget.WarWidget"
    assert "export" in state["_esm"] and state["lang"] == "pl"
    assert state["_view_module"] == "anywidget"
    # Every message is plain JSON the page can parse, and names its comm.
    assert all(set(m) == {"kind", "comm_id", "data"} for m in sent)


def test_the_pages_messages_reach_python(sent: list[dict[str, Any]]) -> None:
    model_id = web.show(CODE)
    table = widget_of(model_id)
    game = table.game_id
    before = len(sent)
    say(model_id, {"method": "custom", "content": {"type": "hello"}})
    replies = sent[before:]
    assert replies and replies[-1]["data"]["method"] == "custom"
    assert replies[-1]["data"]["content"]["type"] == "history"
    assert replies[-1]["data"]["content"]["game"] == game
    # A setting the page changes is Python's, and nothing is echoed back.
    before = len(sent)
    say(model_id, {"method": "update", "state": {"speed": "fast"}})
    assert table.speed == "fast"
    assert not [m for m in sent[before:] if m["data"].get("method") == "echo_update"]
    # A flip from the page plays a round, and Python says so in an update.
    say(model_id, {"method": "custom", "content": {"type": "flip", "game": game, "round": 1}})
    assert table.round == 1
    assert any(m["data"].get("state", {}).get("round") == 1 for m in sent)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("{not json", "not JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"comm_id": "nobody", "data": {"method": "update", "state": {}}}', "'nobody'"),
        ('{"comm_id": "ID", "data": {"method": "request_state"}}', "update or custom"),
        ('{"comm_id": "ID", "data": "flip"}', "update or custom"),
    ],
)
def test_a_bad_message_is_named_and_changes_nothing(
    sent: list[dict[str, Any]], text: str, named: str
) -> None:
    model_id = web.show(CODE)
    table = widget_of(model_id)
    state = table.get_state()
    before = len(sent)
    with pytest.raises(web.HostError, match=named):
        web.receive(text.replace("ID", model_id))
    assert table.get_state() == state and len(sent) == before


def test_show_needs_a_widget_and_a_started_host(sent: list[dict[str, Any]]) -> None:
    with pytest.raises(web.HostError, match="must end with an expression"):
        web.show("x = 1")
    with pytest.raises(web.HostError, match="made int, not a widget"):
        web.show("1 + 1")
    web.stop()
    with pytest.raises(web.HostError, match=r"web.start\(post\) must run before"):
        web.show(CODE)


def test_the_host_needs_no_ipython() -> None:
    """In a Python where IPython cannot be imported (as in the child's Pyodide), start() puts
    a stand-in in its place; the widget is made and answers, with no jedi or pygments."""
    script = f"""
import json, sys
sys.modules["IPython"] = None  # import IPython raises ImportError, as where it is not installed
from war_widget.lessons import light_host as web
sent = []
web.start(lambda text: sent.append(json.loads(text)))
model_id = web.show({CODE!r})
web.receive(json.dumps({{"comm_id": model_id, "data": {{"method": "custom",
                                                         "content": {{"type": "hello"}}}}}}))
import IPython
print(json.dumps({{
    "stand_in": IPython.get_ipython() is None and not hasattr(IPython, "__file__"),
    "kinds": [m["kind"] for m in sent],
    "last": sent[-1]["data"]["content"]["type"],
    "heavy": sorted(m for m in ("jedi", "pygments", "ipykernel", "prompt_toolkit")
                    if m in sys.modules),
}}))
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["stand_in"] is True
    assert found["kinds"].count("open") == 2  # the widget and its layout
    assert found["last"] == "history"
    assert found["heavy"] == []


def test_prepare_imports_what_a_childs_page_needs_and_holds_nothing_of_the_page() -> None:
    """The worker takes Python's memory snapshot right after prepare() (js/host/worker.ts): it
    imports everything lesson 01's widget needs, in a Python without IPython, and makes no
    comm and keeps no post, so the page's table later imports nothing more."""
    script = f"""
import json, sys
sys.modules["IPython"] = None
from war_widget.lessons import light_host as web
web.prepare()
prepared = set(sys.modules)
held = [web._post is not None, bool(web._COMMS), bool(web._SHOWN)]
web.start(lambda text: None)
web.show({CODE!r})
print(json.dumps({{"held": held, "later": sorted(set(sys.modules) - prepared),
                   "has": [m in prepared for m in ("war_widget.play.widget", "ipywidgets",
                                                   "anywidget", "comm")]}}))
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["held"] == [False, False, False]
    assert found["has"] == [True, True, True, True]
    assert found["later"] == []


def test_a_restored_python_draws_new_random_streams() -> None:
    """A snapshot keeps the seed of `random` as it was: restored() seeds it anew."""
    import random

    random.seed(42)
    kept = [random.random() for _ in range(3)]
    random.seed(42)  # as a restored snapshot would be
    web.restored()
    assert [random.random() for _ in range(3)] != kept
