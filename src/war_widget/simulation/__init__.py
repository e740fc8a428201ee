"""Monte Carlo for teachers: play many games of War and summarise them.

>>> from war_widget import Rules
>>> sim = simulate(Rules.preset("classic"), games=200, seed=1, engine="python")
>>> len(sim), sim.game(0).seed
(200, 1)

Which games are played
----------------------
Game ``i`` of a simulation with seed ``s`` is exactly ``Game(rules, seed=s + i)``:
the same deal, the same rounds, winner and wars, whichever engine played it.
``sim.game(i)`` gives that game back, so its code (``sim.game(i).code``) can be
typed into the play widget and watched card by card.

Why ``s + i`` and not seeds drawn from a generator: a teacher can say in one
sentence which games were played and replay any of them without this module,
and small seeds keep game codes short enough to read aloud.  Neighbouring
seeds do not give related games: SplitMix64 passes each state through a
strong mixing function, and the streams of seeds ``s`` and ``s + 1`` would
only meet after about 2**64 draws.  The price: two simulations whose seeds
are closer than their number of games share games (seed 1 and seed 2 share
all but one), so runs meant to be independent need seeds far apart, e.g.
``seed=run * 10**9``.  When no seed is given, one is drawn at random below
2**32 and kept in :attr:`Simulation.seed`.  Two rule sets simulated with the
same seed are dealt the same hands, which makes comparisons sharper (common
random numbers).

Engines
-------
``"fast"`` is a kernel that reproduces the engine bit for bit
(:mod:`war_widget.kernel`): the rules in C compiled to WebAssembly, one
module shipped in the package and run by wasmtime in CPython and by the
browser in Pyodide (:mod:`war_widget.kernel.wasm`), thousands of times faster than
the engine; where no WebAssembly runtime runs, the engine plays the same games and
one warning line says so (:attr:`Simulation.kernel` says which ran).  ``"python"`` plays
each game with :class:`~war_widget.game.engine.Game`; ``"auto"`` is ``"fast"``.
Games run in chunks; results do not depend
on the chunk size, the engine or the number of workers.  Large runs spread
over processes through a :class:`concurrent.futures.Executor`: a process pool
by default, or any executor passed in (a Dask or Ray executor works
unchanged, since only ``submit`` and futures are used).  On macOS and
Windows, as with any process pool, a script must guard its top level with
``if __name__ == "__main__":``.
"""

from .exact import first_flip_war_probability
from .progress import TextProgress
from .result import Simulation, SimulationSummary, describe_rules
from .run import ENGINES, MAX_GAMES, fast_available, simulate

__all__ = [
    "ENGINES",
    "MAX_GAMES",
    "Simulation",
    "SimulationSummary",
    "TextProgress",
    "describe_rules",
    "fast_available",
    "first_flip_war_probability",
    "simulate",
]
