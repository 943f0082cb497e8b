"""Shared look-ups for the per-scenario tests: the numbers themselves are written in each test."""

from its_desktop.domain.mission import catalog

SIZES = (150, 200, 250, 300, 350, 400)


def at(mission_id: str, points: int):
    return catalog.mission(mission_id, points)


def bounds(mission_id: str, points: int, zone_id: str) -> tuple[float, float, float, float]:
    return tuple(round(v, 6) for v in at(mission_id, points).zone(zone_id).geometry.bounds)


def positions(mission_id: str, points: int, group: str) -> list[tuple[float, float]]:
    return sorted((round(m.x, 6), round(m.y, 6)) for m in at(mission_id, points).markers if m.group == group)
