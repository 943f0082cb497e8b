"""The tournament manager window: registration, rounds and clock, pairings, results and standings.

Imported lazily (Tournament menu): start-up of the main window does not pay for it.
"""
