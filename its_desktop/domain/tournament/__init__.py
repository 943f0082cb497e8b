"""Tournaments: the event file, standings by the season's rules, and pairings (pure Python)."""

from .event import Bye, Event, EventError, Game, Player, PlayerId, event_season, event_to_json, parse_event
from .pairing import Deviation, RoundPairing, Table, assign_tables, pair_round
from .standings import (RoundResult, Standing, Standings, compute_standings, game_points, planned_rounds,
                        season_rounds)

__all__ = [
    "Bye", "Deviation", "Event", "EventError", "Game", "Player", "PlayerId", "RoundPairing", "RoundResult",
    "Standing", "Standings", "Table", "assign_tables", "compute_standings", "event_season", "event_to_json",
    "game_points", "pair_round", "parse_event", "planned_rounds", "season_rounds",
]
