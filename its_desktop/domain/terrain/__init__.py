"""Scenery on the table as data, and what it does to lines of fire (Qt-free).

``pieces``: a piece's footprint, height class and roof, its transforms and its JSON; ``silhouettes``:
model heights with their source; ``visibility``: visibility polygons and base-to-base line of fire;
``metrics``: the organizer guide's checks; ``rules``: where scenery refuses a placement.
"""
