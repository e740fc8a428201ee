"""The play widget's room: a War table in a notebook cell.

- :mod:`.session` -- :class:`~.session.Session`: the game, its look-ahead, the recent
  rounds and the games finished (no traitlets);
- :mod:`.views` -- pure functions turning rounds and games into JSON-ready dicts;
- :mod:`.seats` -- the seats' names (pure functions);
- :mod:`.words` -- the widget's own words in the learner's language;
- :mod:`.quiz` -- the question about the next round, and the judging of an answer;
- :mod:`.messages` -- the front-end's intents, a table of handlers;
- :mod:`.recording` -- the rounds a cell played, for a page with no kernel;
- :mod:`.widget` -- :class:`~.widget.WarWidget`: traits <-> Session, validators.

Only :mod:`.widget` imports Jupyter (anywidget, traitlets); nothing here is imported by
``import war_widget`` until ``war_widget.WarWidget`` is first used.
"""
