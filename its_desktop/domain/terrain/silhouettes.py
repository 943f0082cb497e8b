"""Model silhouettes (base diameter and height) and the height classes the table check uses.

The packs never give silhouette sizes, and the core-rules excerpt names Silhouettes S1 to S8 (from
the Cargo capacity rules) without any dimension. The values below are the commonly quoted N4
Silhouette Template sizes: every one is flagged inferred, to be checked against the rulebook.
"""

from __future__ import annotations

from dataclasses import dataclass

SOURCE = ("Not in the packs; the core-rules excerpt names Silhouettes S1-S8 (Cargo capacity) with no "
          "sizes. Commonly quoted N4 Silhouette Template sizes.")


@dataclass(frozen=True)
class Silhouette:
    value: int
    base_mm: float
    height_mm: float
    source: str = SOURCE
    inferred: bool = True


SILHOUETTES = {s.value: s for s in (
    Silhouette(1, 25, 20), Silhouette(2, 25, 40), Silhouette(3, 40, 55), Silhouette(4, 40, 70),
    Silhouette(5, 55, 60), Silhouette(6, 55, 75), Silhouette(7, 55, 90), Silhouette(8, 70, 100),
)}


@dataclass(frozen=True)
class HeightClass:
    """Who the check stands on the table: an infantry model (S2) or a TAG (S7), both sides alike."""

    id: str
    silhouette: int

    def height(self, unit_mm: float) -> float:
        return SILHOUETTES[self.silhouette].height_mm / unit_mm

    def base_radius(self, unit_mm: float) -> float:
        return SILHOUETTES[self.silhouette].base_mm / unit_mm / 2


HEIGHT_CLASSES = (HeightClass("infantry", 2), HeightClass("tag", 7))
