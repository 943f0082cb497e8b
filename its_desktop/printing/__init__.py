"""Printing (ReportLab, no Qt): table maps and score sheets as PDF.

- ``map_pdf.map_fit(mission, path, paper="a4")``: the scenario on one page.
- ``tiles.map_tiled(mission, path, paper="a4", overlap_in=0.5)``: the table at true size on tiles.
- ``sheets.control_sheet(path, season, rounds, player=None)``: the ITS Tournament Control Sheet.
- ``sheets.scenario_sheet(mission, path, players=None)``: one scenario's objectives for two players.

Every file is written atomically (``output.atomic_output``); bad input raises ``output.PrintError``.
"""
