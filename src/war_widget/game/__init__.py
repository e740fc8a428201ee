"""The game of War: cards, rules, their arithmetic, chance, the round as steps, the
engine (Game), Steal War's steps and the seats' policies, and what a game hands out
(records, summary, export). Pure standard library: nothing here imports Jupyter."""
