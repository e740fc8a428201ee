"""What the lessons and their website use: the lesson scenes, the lines a cell
prints (Say), exact answers for tiny decks, the light host's Python half and a
notebook exported as one web page."""
