<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Database</name>
    <message>
        <source>Database not reachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database cannot be reached:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckLogDialog</name>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Event settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by player count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a map file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map file (*.toml)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameHeader</name>
    <message>
        <source>turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 rounds played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirm the result in the tally (Game: Played to the end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2, turn %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LegendPanel</name>
    <message>
        <source>Deployment zone, Side A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment zone, Side B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusion zone (hatched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead zone (dotted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard area of this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone of Operations dominated by A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone of Operations dominated by B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie: nobody dominates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not known in this view (hidden markers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inferred: the pack&apos;s map is lost (dashed, &quot;(?)&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objectives are outlined in the colour of the player who controls them; small A/B discs beside them mark activation. Dashed bases are markers (camouflage).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee: why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the mission library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Round </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Turn </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> View </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manage events…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This season&apos;s scenarios are not in the library yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to this table first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for player %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>%1 classified objective(s), %2 OP each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points by bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 OP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, up to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PairingsTab</name>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep club mates apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (round 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent&apos;s faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing sheet (by player)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deviations from the pack&apos;s pairing order appear here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deviations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate the pairings first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1&apos;s pairings saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear round %1&apos;s pairings?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved pairings for round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (random draw, seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 again for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random draw, seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview of round %1 (%2) — not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is not paired yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — choose its scenario in the Rounds tab first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BYE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ITS PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faction / sectorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army code or the list as submitted (private: organizer only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army lists</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print or export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map on one page (fit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map at true size, tiled with overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament Control Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much neighbouring tiles share, to trim and glue them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player B (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One page, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pages: the assembly overview, then %2 × %3 tiles (%4). Print at 100 % (actual size) and check the calibration square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 page(s), portrait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>landscape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent %1 page(s) to the printer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the printer could not be started</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegistrationTab</name>
    <message>
        <source>Add player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players from the Official Tournament Manager&apos;s list (name, PIN, faction, club; &apos;,&apos; or &apos;;&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ITS PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faction / sectorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army lists are private: they are shown only here and never exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped after round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players, %2 active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins from round %2 (late addition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; skipped: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 withdraws after round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1&apos;s registration? (A player who has played is dropped instead.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsTab</name>
    <message>
        <source>Save results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a tallied game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected table&apos;s OP and VP from a game tallied in the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OP A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OP B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OP: whole numbers from 0 to %1. VP: from 0 to %2 (the round&apos;s army points). TP are computed. A bye has no result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time called — enter the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BYE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken from tallied game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 results in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event_game_id: a bye has no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: %2: must be a number, got &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflict — %1. Your entry (%2) was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a table first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tallied game in this database yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a tallied game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import roster…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no deployment timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call time: the clock stops and every open game is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain / configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3 rounds, Extras: %4, default %5 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the scenarios the event&apos;s Extras allow are listed; one already played is not offered again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 at %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario: choose one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the round&apos;s scenario first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deployment ends in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time called in round %1: open games are closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call time for this round? Every game still playing ends now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opp. OP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W-T-L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OTM sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No players registered yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponents&apos; OP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live standings after round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranked by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OP rescaled for a bye from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP rescaled for a bye from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dropped after round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied on everything before %1 with the player above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text (*.txt);;CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartDialog</name>
    <message>
        <source>Start a recorded game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. PanOceania, Yu Jing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A (first turn of each round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faction of player A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faction of player B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploys first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StreamMenu</name>
    <message>
        <source>&amp;Stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start the overlay server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top the overlay server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay &amp;URLs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open the overlay in the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow other computers on the &amp;network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write &amp;text files for OBS…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on port %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay on the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The overlay can be reached from other computers. Every URL carries an access token: share them only with your streaming computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for OBS text files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add these as OBS Browser Sources (1920×1080). Double-click one to open it in the browser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <source>&amp;New table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export view as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export view as S&amp;VG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print or export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add trooper for player &amp;A…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add trooper for player &amp;B…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit trooper…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit at Side &amp;B (turn the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Snap to half units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show distances in &amp;cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring &amp;tape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone of &amp;Control of selected troopers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next player turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gaming in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import roster for player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rosters (*.csv *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click on the table to place it (Esc cancels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activated/hacked by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carried by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pixels per table unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableCommands</name>
    <message>
        <source>Add trooper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Side %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1 centre to centre, %2 edge to edge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TallyActions</name>
    <message>
        <source>Start a recorded game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of round: take the table&apos;s values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History of this game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export this game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of this station…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of this station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown in the history of every game (empty: user@host)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed at another station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct a finished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 is over. Why is it corrected?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded game %1 set aside, unchanged: Game → Recorded games… reopens it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 is over: its rounds are scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round already ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 has already been ended: correct its values in the tally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 values taken from the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo stops at the End of round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 ended and stored: Undo stops here (correct the tally by hand).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots of another scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 holds %2 end-of-round snapshot(s) of another scenario (%3), recorded into it by mistake: they are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(sealed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TallyPanel</name>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill from the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take every value the table knows for the current round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OP A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OP B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classified objectives, decks and Victory Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classified %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fulfilled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure HVT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INTELCOM card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn by turn…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INTELCOM Support and Control: value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory Points (surviving Army Points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy HVT harmed by (that player loses the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrected by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — player %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 killed %2 Army Points: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 keeps %2 Victory Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1, Secure HVT: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accomplished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not accomplished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 OP (objectives %3, classified %4), %5 VP, %6 TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Provisional: the game is still in progress.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TallySession</name>
    <message>
        <source>(sealed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 is over: a correction needs a reason. Nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: another station changed game %1 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tally now shows the stored values; enter yours again if it still applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost the connection to the game&apos;s database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table is no longer recorded into game %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Tournament — ITS Table Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Event </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Station </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name or this station&apos;s: every change is recorded with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create an event (New event…) or choose one above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database unreachable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated with another station&apos;s changes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrooperDialog</name>
    <message>
        <source>Edit trooper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add trooper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Fusilier (Hacker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base diameter in millimetres: pick one or type any size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trooper shown as a marker (Camouflage, Shasvastii-Embryo…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table but not a trooper (holoecho, deployable…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{code} — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army &amp;Points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Base size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;State:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Troop type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the trooper a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base size must be more than 0 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{state} (not in this season)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shasvastii-Embryo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immobilized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Possessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sepsitorized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactical Armored Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazmat Ops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key Ops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data Tracker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stealth Ops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designated Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target Decoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Essential Personnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HVT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data Erasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Überhacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baggage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shasvastii</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain of Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headquarters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward Observer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paramedic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialist Operative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journalist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peripheral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI Beacon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Irregular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Religious</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
